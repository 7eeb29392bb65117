import { resolveControlProfile } from '../core/control/resolve-control-profile.js';
import { ErrorCode, WarningCode, type Code } from '../core/error-codes.js';
import { compileNaturalLanguage, type CompiledNaturalLanguage } from '../core/nl/parse-natural-language.js';
import { resolveSettings } from '../core/settings/resolve-settings.js';
import { parseAuthorityMatrix } from '../core/team/authority-matrix.js';
import type { AuthorityMatrix, ControlProfile, Diagnostic, ErrorDiagnostic, LoadedConfig } from '../core/types.js';
import { loadConfig } from '../adapters/fs/load-config.js';
import { createCheckoutLookup, listPhaseDirectories, loadPhase, type PhaseLoad } from '../adapters/fs/load-phase-plans.js';
import type { CheckoutLookup } from '../core/plans/checkout-lookup.js';
import type { RepoReader } from '../adapters/fs/repo-reader.js';
import type { IntentContext } from '../core/intent/resolve-intent.js';
import type { PhaseDirectory } from '../core/types.js';
import type { DonePlan } from '../core/waves/wave-types.js';
import { parseRoadmap, type Roadmap } from '../core/state/parse-roadmap.js';
import { readStatePosition, type StatePosition } from '../core/state/read-state-position.js';
import { readPhaseSummaries, type PhaseSummaries } from '../adapters/fs/read-phase-summaries.js';

/**
 * Everything about the repository that routing reads, each file once per run: config, settings,
 * control profile, authority matrix, STATE.md and ROADMAP.md when loaded; the phase directories
 * and each phase's plans on first use (memoised).
 */
export interface Project {
  reader: RepoReader;
  planningDir: string;
  loaded: LoadedConfig;
  controlMode: string;
  controlProfile: ControlProfile;
  authority: AuthorityMatrix | null;
  stateText: string | undefined;
  roadmapText: string | undefined;
  diagnostics: Diagnostic[];
  /** Compiled lazily: only natural-language requests pay for it. */
  naturalLanguage(): CompiledNaturalLanguage;
  /** Phase directories under `<planning>/phases`, sorted; null when the folder is missing. Read once. */
  phaseDirectories(): PhaseDirectory[] | null;
  /** A phase's plans and their summaries, parsed once. */
  phasePlans(phase: PhaseDirectory): PhaseLoad;
  /** A phase's done plans (SUMMARY.md present and not reporting failure), read once. */
  donePlans(phase: PhaseDirectory): DonePlan[];
  /** How many plan files a phase has, and how many of them are done (no plan is parsed). */
  phaseInventory(phase: PhaseDirectory): { plans: number; done: number };
  /** Paths of the checkout (directory entries written without `/`, the entry lint). */
  checkout: CheckoutLookup;
  /** ROADMAP.md, parsed once. */
  roadmap(): Roadmap;
  /** Where STATE.md says the project stands, read once. */
  statePosition(): StatePosition;
}

export type ProjectLoad = { ok: true; project: Project } | { ok: false; diagnostic: ErrorDiagnostic; diagnostics: Diagnostic[] };

function optionalText(reader: RepoReader, path: string, diagnostics: Diagnostic[], code: Code): string | undefined {
  const read = reader.readText(path);
  if (read.ok) return read.text;
  if (read.reason !== 'missing') {
    diagnostics.push({ code, severity: 'warning', message: `${read.message}; treated as missing.`, file: path });
  }
  return undefined;
}

/** Load config, settings, control profile, authority matrix, STATE.md and ROADMAP.md. */
/** How plan files are read. */
export interface ProjectOptions {
  /** Keep a plan whose frontmatter cannot be parsed, routing it unscoped (W085), instead of refusing the route (E075/E076). */
  keepUnparsablePlans?: boolean;
}

export function loadProject(reader: RepoReader, planningDir: string, configPath?: string, options: ProjectOptions = {}): ProjectLoad {
  const diagnostics: Diagnostic[] = [];
  const config = loadConfig(reader, configPath);
  if (!config.ok) return { ok: false, diagnostic: config.diagnostic, diagnostics };
  diagnostics.push(...config.loaded.diagnostics);

  const settingsRead = reader.readText('settings.json');
  const settings = resolveSettings(settingsRead.ok ? settingsRead.text : undefined, 'settings.json');
  if (!settingsRead.ok && settingsRead.reason !== 'missing') {
    diagnostics.push({ code: WarningCode.SETTINGS_DEFAULTS, severity: 'warning', message: `${settingsRead.message}; settings defaults used.`, file: 'settings.json' });
  }
  diagnostics.push(...settings.diagnostics);

  const controlPath = `${planningDir}/config/control-modes.yaml`;
  const controlRead = reader.readText(controlPath);
  if (!controlRead.ok && controlRead.reason !== 'missing') {
    const diagnostic: ErrorDiagnostic = {
      code: ErrorCode.CONFIG_BLOCKER,
      severity: 'blocker',
      message: `Cannot resolve control mode: ${controlRead.message}.`,
      file: controlPath,
      hint: 'Make control-modes.yaml a regular readable file in the repository, or delete it to use the guarded defaults.',
    };
    return { ok: false, diagnostic, diagnostics };
  }
  const control = resolveControlProfile(settings.controlMode, controlRead.ok ? controlRead.text : undefined, controlPath);
  const blocker = control.diagnostics.find((d): d is ErrorDiagnostic => d.severity === 'blocker' && d.code.startsWith('E'));
  if (control.blocked) {
    return {
      ok: false,
      diagnostic: blocker ?? { code: ErrorCode.CONFIG_BLOCKER, severity: 'blocker', message: `Cannot resolve control mode from ${controlPath}.`, file: controlPath },
      diagnostics: [...diagnostics, ...control.diagnostics.filter((d) => d !== blocker)],
    };
  }
  diagnostics.push(...control.diagnostics);

  let authority: AuthorityMatrix | null = null;
  const authorityPath = `${planningDir}/config/authority-matrix.yaml`;
  const authorityText = optionalText(reader, authorityPath, diagnostics, WarningCode.AUTHORITY_INVALID);
  if (authorityText !== undefined) {
    const parsed = parseAuthorityMatrix(authorityText, authorityPath);
    authority = parsed.matrix;
    diagnostics.push(...parsed.diagnostics);
  }

  let compiled: CompiledNaturalLanguage | undefined;
  let directories: PhaseDirectory[] | null | undefined;
  let roadmap: Roadmap | undefined;
  let position: StatePosition | undefined;
  const plans = new Map<string, PhaseLoad>();
  const checkout = createCheckoutLookup(reader);
  const summaryCache = new Map<string, PhaseSummaries>();
  const summaries = (phase: PhaseDirectory): PhaseSummaries => {
    let found = summaryCache.get(phase.name);
    if (!found) summaryCache.set(phase.name, (found = readPhaseSummaries(reader, planningDir, phase)));
    return found;
  };
  const project: Project = {
    reader,
    planningDir,
    loaded: config.loaded,
    controlMode: control.mode,
    controlProfile: control.profile,
    authority,
    stateText: optionalText(reader, `${planningDir}/STATE.md`, diagnostics, WarningCode.PROJECT_FILE_UNREADABLE),
    roadmapText: optionalText(reader, `${planningDir}/ROADMAP.md`, diagnostics, WarningCode.PROJECT_FILE_UNREADABLE),
    diagnostics,
    naturalLanguage: () => (compiled ??= compileNaturalLanguage(config.loaded.config)),
    phaseDirectories: () => (directories === undefined ? (directories = listPhaseDirectories(reader, planningDir)) : directories),
    checkout,
    donePlans: (phase) => summaries(phase).done,
    phaseInventory: (phase) => {
      const { planIds, done } = summaries(phase);
      return { plans: planIds.length, done: done.length };
    },
    roadmap: () => (roadmap ??= parseRoadmap(project.roadmapText)),
    statePosition: () => (position ??= readStatePosition(project.stateText, project.roadmap())),
    phasePlans: (phase) => {
      let loaded = plans.get(phase.name);
      if (!loaded) plans.set(phase.name, (loaded = loadPhase(reader, planningDir, phase, { checkout, keepUnparsablePlans: options.keepUnparsablePlans === true })));
      return loaded;
    },
  };
  return { ok: true, project };
}

/** What the intent stage reads of a project. */
export function intentContext(project: Project, trigger: string, dryRun = false): IntentContext {
  return {
    config: project.loaded.config,
    naturalLanguage: project.naturalLanguage,
    stateText: project.stateText,
    roadmapText: project.roadmapText,
    planningDir: project.planningDir,
    trigger,
    dryRun,
    phaseDirectories: project.phaseDirectories()?.length ?? 0,
  };
}
