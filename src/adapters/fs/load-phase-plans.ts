import { ErrorCode, WarningCode } from '../../core/error-codes.js';
import { lookupKey, type CheckoutLookup, type PathKind } from '../../core/plans/checkout-lookup.js';
import { entryNormalisationDiagnostic } from '../../core/plans/normalise-entry.js';
import { parsePlan, unscopedPlan } from '../../core/plans/parse-plan.js';
import { planIdFromFileName, sortPhaseDirectories } from '../../core/plans/phase-directory.js';
import { planNumberNote } from '../../core/plans/plan-number-note.js';
import type { MalformedPlan, PlanSummary } from '../../core/plans/select-plans.js';
import { summaryStatus } from '../../core/plans/summary-status.js';
import type { Diagnostic, ErrorDiagnostic, PhaseDirectory, Plan } from '../../core/types.js';
import type { RepoReader } from './repo-reader.js';

/** Phase directories under `<planning>/phases`, sorted by number; null when the folder is missing. */
export function listPhaseDirectories(reader: RepoReader, planningDir: string): PhaseDirectory[] | null {
  const names = reader.listDirectory(`${planningDir}/phases`, 'directory');
  return names === null ? null : sortPhaseDirectories(names);
}

/** Plan file names (`NN-PP-PLAN.md`) in a phase directory. */
export function listPlanFiles(reader: RepoReader, planningDir: string, phase: PhaseDirectory): string[] {
  return (reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? []).filter((name) => planIdFromFileName(name) !== null);
}

/** `11-02-PLAN.md` → `11-02-SUMMARY.md` (the SUMMARY Legion writes next to the plan). */
export function summaryFileName(planFileName: string): string {
  return planFileName.replace(/-PLAN\.md$/, '-SUMMARY.md');
}

/** Directories the checkout walk never enters. */
const SKIPPED_DIRECTORIES = new Set(['.git']);

/**
 * The checkout as the plan core asks about it (see core/plans/checkout-lookup.ts), through the
 * RepoReader: paths escaping the repository or through symbolic links out of it are "nothing
 * there". Each directory is listed once and cached; `filesUnder` walks breadth-first and stops
 * as soon as it has seen more than `limit` files or directories.
 */
export function createCheckoutLookup(reader: RepoReader): CheckoutLookup {
  const listings = new Map<string, { files: Set<string>; directories: Set<string> } | null>();
  const listing = (dir: string): { files: Set<string>; directories: Set<string> } | null => {
    let cached = listings.get(dir);
    if (cached === undefined) {
      const path = dir === '' ? '.' : dir;
      const directories = reader.listDirectory(path, 'directory');
      const entries = directories === null ? null : reader.listDirectory(path, 'file');
      cached = directories === null || entries === null ? null : { files: new Set(entries), directories: new Set(directories) };
      listings.set(dir, cached);
    }
    return cached;
  };
  const kind = (path: string): PathKind | undefined => {
    const key = lookupKey(path);
    if (key === '') return 'directory';
    if (key.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) return undefined;
    const slash = key.lastIndexOf('/');
    const parent = slash === -1 ? '' : key.slice(0, slash);
    const name = key.slice(slash + 1);
    const list = listing(parent);
    if (!list) return undefined;
    if (list.directories.has(name)) return 'directory';
    return list.files.has(name) ? 'file' : undefined;
  };
  return {
    kind,
    filesUnder(directory, limit) {
      const start = lookupKey(directory);
      if (start !== '' && kind(start) !== 'directory') return [];
      const files: string[] = [];
      const queue = [start];
      let visited = 0;
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        if (++visited > limit) return undefined;
        const list = listing(next);
        if (!list) continue;
        const prefix = next === '' ? '' : `${next}/`;
        for (const name of list.files) {
          if (list.directories.has(name)) continue;
          files.push(prefix + name);
          if (files.length > limit) return undefined;
        }
        for (const name of list.directories) if (!SKIPPED_DIRECTORIES.has(name)) queue.push(prefix + name);
      }
      return files;
    },
  };
}

export interface LoadPhaseOptions {
  /**
   * Keep plans that cannot be routed (E075 frontmatter, E076 unreadable file): each routes
   * unscoped — every changed file, wave 1, no agents — with a warning W085, instead of the
   * default, a refusal of the whole route (`blockers`).
   */
  keepUnparsablePlans?: boolean;
  /** Read each plan's NN-PP-SUMMARY.md (default true). */
  readSummaries?: boolean;
  /**
   * The checkout, for directory entries written without `/` (default: the reader's working tree,
   * createCheckoutLookup). Pass the same object to selectPlans for the entry lint.
   */
  checkout?: CheckoutLookup;
}

export interface PhaseLoad {
  /** Plans that route (with the kept-unscoped ones when `keepUnparsablePlans`). */
  plans: Plan[];
  /** Plans that cannot be routed and were not kept; selectPlans gives each a `dropped` decision. */
  malformed: MalformedPlan[];
  /** One E075/E076 per plan in `malformed`: when not empty, the route must refuse (phaseLoadRefusal). */
  blockers: ErrorDiagnostic[];
  /** Plan id → its SUMMARY.md status, for plans that have one. */
  summaries: Map<string, PlanSummary>;
  /**
   * Warnings and infos to report: schema nits (W020), W085 for kept plans, W087/W088 for
   * SUMMARY files, one I015 (normalised entries) and one I016 (integer plan numbers) at most.
   */
  diagnostics: Diagnostic[];
}

/**
 * Read the SUMMARY.md next to each plan (`fileNames`: the phase's plan files) and say whether
 * it makes the plan done. Files are read through the RepoReader: a symbolic link out of the
 * repository, a file over the size limit or an unreadable one is a warning (W087) and the plan
 * is not done; a status the parser does not recognise is a warning (W088), not done either.
 */
export function loadPhaseSummaries(
  reader: RepoReader,
  planningDir: string,
  phase: PhaseDirectory,
  planFiles: readonly { fileName: string; id: string }[],
  present?: ReadonlySet<string>,
): { summaries: Map<string, PlanSummary>; diagnostics: Diagnostic[] } {
  const summaries = new Map<string, PlanSummary>();
  const diagnostics: Diagnostic[] = [];
  const names = present ?? new Set(reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? []);
  for (const { fileName, id } of planFiles) {
    const name = summaryFileName(fileName);
    if (name === fileName || !names.has(name)) continue;
    const path = `${planningDir}/phases/${phase.name}/${name}`;
    const read = reader.readText(path);
    if (!read.ok) {
      const reason = `${read.message}: not done`;
      summaries.set(id, { path, done: false, outcome: 'unreadable', reason: `SUMMARY.md cannot be read (${reason})` });
      diagnostics.push({
        code: WarningCode.SUMMARY_UNREADABLE,
        severity: 'warning',
        message: `${path}: cannot be read (${read.message}); plan ${id} is treated as not done.`,
        file: path,
        hint: 'Make the SUMMARY a regular file inside the repository, under the size limit.',
      });
      continue;
    }
    const status = summaryStatus(read.text);
    summaries.set(id, { path, done: status.done, outcome: status.outcome, reason: status.reason });
    if (status.outcome === 'unrecognised') {
      diagnostics.push({
        code: WarningCode.SUMMARY_STATUS_UNRECOGNISED,
        severity: 'warning',
        message: `${path}: status '${status.statusText ?? ''}' is neither a success nor a failure legion-router recognises; plan ${id} is treated as not done.`,
        file: path,
        ...(status.line !== undefined ? { line: status.line } : {}),
        hint: 'Write Status: Complete, Partial or Failed (or frontmatter outcome: success | partial | failed).',
      });
    }
  }
  return { summaries, diagnostics };
}

/**
 * Read and parse every plan of a phase, with its SUMMARY.md (#10 items 4–6, #9 item 4).
 * Every plan file ends up in `plans` or in `malformed` (then also in `blockers`, unless kept).
 */
export function loadPhase(reader: RepoReader, planningDir: string, phase: PhaseDirectory, options: LoadPhaseOptions = {}): PhaseLoad {
  const result: PhaseLoad = { plans: [], malformed: [], blockers: [], summaries: new Map(), diagnostics: [] };
  const checkout = options.checkout ?? createCheckoutLookup(reader);
  const names = reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? [];
  const planFiles: { fileName: string; id: string }[] = [];
  /** `what`: the problem without the path (`frontmatter is not valid YAML: …`). */
  const cannotRoute = (path: string, id: string, blocker: ErrorDiagnostic, what: string): void => {
    if (options.keepUnparsablePlans) {
      result.plans.push(unscopedPlan({ path, phaseDir: phase.name, phaseNumber: phase.number }, id, { ...blocker, message: `${path}: ${what}` }));
      result.diagnostics.push({
        code: WarningCode.PLAN_KEPT_UNSCOPED,
        severity: 'warning',
        message: `${path}: ${what.replace(/[.;]\s*$/, '')}; kept as keep-unparsable-plans asks, routed unscoped (every file, wave 1, no agents).`,
        file: path,
        ...(blocker.line !== undefined ? { line: blocker.line } : {}),
        ...(blocker.column !== undefined ? { column: blocker.column } : {}),
        ...(blocker.hint ? { hint: blocker.hint } : {}),
      });
    } else {
      result.malformed.push({ id, path, diagnostic: blocker });
      result.blockers.push(blocker);
    }
  };
  for (const fileName of names) {
    const fromName = planIdFromFileName(fileName);
    if (fromName === null) continue;
    const path = `${planningDir}/phases/${phase.name}/${fileName}`;
    const read = reader.readText(path);
    if (!read.ok) {
      planFiles.push({ fileName, id: fromName });
      const what = read.message.startsWith(`${path} `) ? `the file ${read.message.slice(path.length + 1)}` : read.message;
      cannotRoute(
        path,
        fromName,
        {
          code: ErrorCode.PLAN_UNREADABLE,
          severity: 'blocker',
          message: `${read.message}; the plan cannot be routed.`,
          file: path,
          hint: 'Make the plan a regular file inside the repository, under the size limit.',
        },
        what,
      );
      continue;
    }
    const parsed = parsePlan({ path, fileName, phaseDir: phase.name, phaseNumber: phase.number, text: read.text, kind: (p) => checkout.kind(p) });
    if (parsed.fatal) {
      planFiles.push({ fileName, id: parsed.id });
      const what = parsed.fatal.message.startsWith(`${path}: `) ? parsed.fatal.message.slice(path.length + 2) : parsed.fatal.message;
      cannotRoute(path, parsed.id, parsed.fatal, what);
    } else {
      planFiles.push({ fileName, id: parsed.plan.id });
      result.plans.push(parsed.plan);
      result.diagnostics.push(...parsed.plan.diagnostics);
    }
  }
  const normalised = entryNormalisationDiagnostic(result.plans);
  if (normalised) result.diagnostics.push(normalised);
  const numbering = planNumberNote(result.plans);
  if (numbering) result.diagnostics.push(numbering);
  if (options.readSummaries !== false) {
    const loaded = loadPhaseSummaries(reader, planningDir, phase, planFiles, new Set(names));
    result.summaries = loaded.summaries;
    result.diagnostics.push(...loaded.diagnostics);
  }
  return result;
}

export interface PhasePlans {
  plans: Plan[];
  malformed: MalformedPlan[];
  diagnostics: Diagnostic[];
}

/**
 * @deprecated The loader the route used before #10: plans that cannot be routed are warnings
 * (W020) and left out. Kept only until the route calls {@link loadPhase}; same result shape.
 */
export function loadPhasePlans(reader: RepoReader, planningDir: string, phase: PhaseDirectory): PhasePlans {
  const loaded = loadPhase(reader, planningDir, phase, { readSummaries: false });
  const asWarning = (d: Diagnostic): Diagnostic => ({
    ...d,
    code: WarningCode.PLAN_INVALID,
    severity: 'warning',
    message: d.code === ErrorCode.PLAN_UNREADABLE ? d.message.replace(/; the plan cannot be routed\.$/, '; the plan is not routed.') : d.message,
  });
  const malformed = loaded.malformed.map((bad) => ({ ...bad, diagnostic: asWarning(bad.diagnostic) }));
  const byPath = new Map(malformed.map((bad) => [bad.path, bad.diagnostic]));
  // Same order as before: each plan's diagnostics where its file was read.
  const diagnostics: Diagnostic[] = [];
  const planDiagnostics = new Map(loaded.plans.map((plan) => [plan.path, plan.diagnostics]));
  for (const name of reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? []) {
    const path = `${planningDir}/phases/${phase.name}/${name}`;
    const bad = byPath.get(path);
    if (bad) diagnostics.push(bad);
    else diagnostics.push(...(planDiagnostics.get(path) ?? []));
  }
  diagnostics.push(...loaded.diagnostics.filter((d) => d.severity === 'info'));
  return { plans: loaded.plans, malformed, diagnostics };
}
