import { ErrorCode, WarningCode, type ErrorCodeValue } from '../core/error-codes.js';
import { intentCommand, intentFlagName } from '../core/intent/intent-flags.js';
import { closestMatch } from '../core/text/levenshtein.js';
import { batchEntries, GITHUB_MATRIX_LIMIT } from '../core/matrix/batch-entries.js';
import type { EntryContext } from '../core/matrix/entry-context.js';
import { controlFields } from '../core/matrix/entry-context.js';
import { planEntries } from '../core/matrix/plan-entries.js';
import { filteredReviewEntries, reviewPanelEntries } from '../core/matrix/review-entries.js';
import { teamEntries } from '../core/matrix/team-entries.js';
import { crossCommand, parseNaturalLanguage, type NaturalLanguageResult } from '../core/nl/parse-natural-language.js';
import { parseIntentFlags, type FlagParseResult } from '../core/intent/parse-flags.js';
import { resolveFilterCriteria } from '../core/plans/filter-criteria.js';
import { selectPlans, type ChangedFileSet } from '../core/plans/select-plans.js';
import { isSafeId } from '../core/text/sanitize.js';
import { getContextSuggestions, type ContextSuggestions } from '../core/state/context-suggestions.js';
import { parseStateMd } from '../core/state/parse-state-md.js';
import { suggestionToRequest, toCiCommand } from '../core/state/suggestion-command.js';
import { resolveTeamTemplate } from '../core/team/resolve-team.js';
import type { Diagnostic, ErrorDiagnostic, MatrixEntry, PhaseDirectory, RouteRequest } from '../core/types.js';
import { formatValidationFailure, validateFlagCombination } from '../core/intent/validate-flags.js';
import { listPhaseDirectories, listPlanFiles, loadPhasePlans } from '../adapters/fs/load-phase-plans.js';
import { RepoReader } from '../adapters/fs/repo-reader.js';
import { loadProject, type Project } from './load-project.js';
import { rejectedResult } from './rejected-result.js';
import { resolvePhase, type PhaseResolution } from './resolve-phase.js';
import type { RouteResult, RouteSuggestion } from './route-result.js';

export type ChangedFiles = ChangedFileSet;

export interface RouteOptions {
  /** Absolute checkout path (GITHUB_WORKSPACE or the CLI's --repo). */
  repoRoot: string;
  planningDir?: string;
  /** `config` input: path to intent-teams.yaml; default .planning/config/intent-teams.yaml, then bundled. */
  configPath?: string;
  /** undefined = unknown (dispatch, comment on an issue): every plan of the phase is considered. */
  changedFiles?: ChangedFiles;
  maxJobs?: number;
  dryRun?: boolean;
  approvalEnvironment?: string;
  trigger?: string;
}

/** Commands legion-router routes; `next` is an alias of `continue`. */
export const COMMANDS = ['build', 'review', 'plan', 'status', 'continue', 'start', 'quick', 'advise', 'explore'] as const;
const ALIASES: Record<string, string> = { next: 'continue' };
/** JSON budget for the matrix output (GitHub's limit is 1 MB per output). */
export const MAX_MATRIX_JSON_BYTES = 900_000;

interface Run {
  project: Project;
  options: Required<Pick<RouteOptions, 'maxJobs' | 'approvalEnvironment' | 'trigger'>> & RouteOptions;
  result: RouteResult;
  depth: number;
}

function baseResult(request: RouteRequest, project: Project): RouteResult {
  const result = rejectedResult({ errorCode: '', message: '', source: request.source, ...(request.actor ? { actor: request.actor } : {}) });
  result.ok = true;
  result.controlMode = project.controlMode;
  result.controlProfile = { ...project.controlProfile };
  result.configPath = project.loaded.path;
  result.diagnostics = [...project.diagnostics];
  return result;
}

function reject(run: Run, code: ErrorCodeValue, message: string, extra: Diagnostic[] = []): RouteResult {
  const { result } = run;
  result.ok = false;
  result.confidence = 0;
  result.errorCode = code;
  result.message = message;
  result.matrix = { include: [] };
  result.hasWork = false;
  result.diagnostics.push(...extra);
  return result;
}

function ciSuggestions(context: ContextSuggestions, trigger: string): RouteSuggestion[] {
  return context.suggestions
    .map((s) => ({ command: toCiCommand(s.command, trigger), description: s.description, reason: s.reason, priority: s.priority }))
    .filter((s) => s.command !== '');
}

function contextFor(project: Project): ContextSuggestions {
  return getContextSuggestions(project.stateText, project.roadmapText, project.loaded.config.context_rules);
}

function applyContext(run: Run, context: ContextSuggestions): void {
  run.result.position = { name: context.position, phase: context.currentPosition.phase, status: context.currentPosition.status };
  run.result.suggestions = ciSuggestions(context, run.options.trigger);
}

function knownCommand(command: string, project: Project): boolean {
  return (COMMANDS as readonly string[]).includes(command) || Object.hasOwn(project.loaded.config.command_routes, command);
}

function flagFailure(run: Run, flags: FlagParseResult): RouteResult {
  const first = flags.errors[0] as ErrorDiagnostic;
  const suggestions = flags.errors.map((e) => e.hint).filter((h): h is string => typeof h === 'string');
  return reject(run, first.code, formatValidationFailure(flags.errors.map((e) => e.message), [...new Set(suggestions)]));
}

/** Route a request against a repository checkout. Never throws. */
export function routeRepository(request: RouteRequest, options: RouteOptions): RouteResult {
  try {
    const reader = new RepoReader(options.repoRoot);
    const planningDir = (options.planningDir ?? '.planning').replace(/\/+$/, '') || '.planning';
    const load = loadProject(reader, planningDir, options.configPath);
    if (!load.ok) {
      return rejectedResult({
        errorCode: load.diagnostic.code,
        message: `${load.diagnostic.message}${load.diagnostic.hint ? `\n${load.diagnostic.hint}` : ''}`,
        source: request.source,
        ...(request.actor ? { actor: request.actor } : {}),
        diagnostics: [...load.diagnostics, load.diagnostic],
      });
    }
    const run: Run = {
      project: load.project,
      options: {
        ...options,
        maxJobs: Math.min(Math.max(1, Math.floor(options.maxJobs ?? GITHUB_MATRIX_LIMIT)), GITHUB_MATRIX_LIMIT),
        approvalEnvironment: options.approvalEnvironment ?? 'legion-approval',
        trigger: options.trigger ?? '/legion',
      },
      result: baseResult(request, load.project),
      depth: 0,
    };
    if (options.changedFiles) run.result.changedFiles = options.changedFiles.files.length;
    return route(run, request);
  } catch (error) {
    return rejectedResult({
      errorCode: ErrorCode.INTERNAL,
      message: `legion-router hit an internal error (${error instanceof Error ? error.message.slice(0, 200) : 'unknown'}). Please report it with this run's log.`,
      source: request.source,
      ...(request.actor ? { actor: request.actor } : {}),
    });
  }
}

function route(run: Run, request: RouteRequest): RouteResult {
  const { project, result } = run;
  const config = project.loaded.config;
  const trigger = run.options.trigger;

  let command = (Object.hasOwn(ALIASES, request.command) ? ALIASES[request.command] : undefined) ?? request.command;
  let text = request.text.trim();
  if (command !== '' && !knownCommand(command, project)) {
    text = [command, text].filter(Boolean).join(' ');
    command = '';
  }

  let flagTokens = [...request.flagTokens];
  let flags = parseIntentFlags(flagTokens, config);
  if (flags.errors.length > 0) return flagFailure(run, flags);
  result.confidence = 1;

  if (text !== '') {
    const nl = parseNaturalLanguage(text, project.naturalLanguage());
    result.naturalLanguage = {
      text: text.slice(0, 200),
      tier: nl.tier,
      confidence: nl.confidence,
      candidates: nl.candidates.slice(0, 3).map((c) => ({ command: [trigger, c.command, ...c.flags].join(' '), confidence: c.confidence })),
    };
    if (command === '') {
      const words = text.split(/\s+/);
      const near = words.length === 1 ? closestMatch((words[0] as string).toLowerCase(), [...COMMANDS, ...Object.keys(config.command_routes)], 2) : null;
      if (nl.tier !== 'HIGH' && near) {
        return reject(run, ErrorCode.UNKNOWN_COMMAND, `Unknown command: ${(words[0] as string).slice(0, 40)}. Did you mean ${trigger} ${near}?`);
      }
      if (nl.tier !== 'HIGH') return unclear(run, nl, text);
      command = nl.command as string;
      result.confidence = nl.confidence;
      flagTokens = [...flagTokens, ...nl.flags];
      flags = parseIntentFlags(flagTokens, config);
      if (flags.errors.length > 0) return flagFailure(run, flags);
      result.notes.push(`Natural language "${text.slice(0, 80)}" → ${[trigger, command, ...nl.flags].join(' ')} (HIGH, ${nl.confidence.toFixed(2)}).`);
    } else {
      // The typed command is context: "review the code for security" after `review` reads as a
      // security review (same command, with an intent), not as a hardening build elsewhere.
      const withCommand = parseNaturalLanguage(`${command} ${text}`, project.naturalLanguage());
      const sameCommandIntent = withCommand.tier === 'HIGH' && withCommand.command === command && withCommand.flags.length > 0;
      const other = sameCommandIntent ? null : crossCommand(nl, command);
      if (other) {
        const message = `You ran ${trigger} ${command}, but your input "${text.slice(0, 80)}" matches ${trigger} ${other}.\nDid you mean to run ${trigger} ${[other, ...nl.flags].join(' ')} instead?`;
        const rejected = reject(run, ErrorCode.UNCLEAR_INTENT, message, [{ code: WarningCode.CROSS_COMMAND, severity: 'warning', message: message.replace('\n', ' ') }]);
        rejected.confidence = nl.confidence;
        return rejected;
      }
      if (sameCommandIntent) {
        flagTokens = [...flagTokens, ...withCommand.flags];
        flags = parseIntentFlags(flagTokens, config);
        if (flags.errors.length > 0) return flagFailure(run, flags);
        result.notes.push(`Natural language "${text.slice(0, 80)}" added ${withCommand.flags.join(' ')} (HIGH, ${withCommand.confidence.toFixed(2)}).`);
      } else {
        result.notes.push(`Free text "${text.slice(0, 80)}" did not change the route (natural-language confidence ${nl.tier}).`);
      }
    }
  }

  if (command === '') command = flags.parsed.primaryIntent ? intentCommand(flags.parsed.primaryIntent, config) : 'status';
  result.command = command;
  result.intent = flags.parsed.primaryIntent ?? '';
  result.flags = [...flags.parsed.rawFlags, ...(flags.parsed.dryRun ? ['--dry-run'] : [])];
  result.dryRun = Boolean(run.options.dryRun) || flags.parsed.dryRun;
  for (const note of flags.notes) result.diagnostics.push(note);
  const phaseRequest = flags.parsed.phase ?? request.phase;

  if (command === 'status') return statusRoute(run);
  if (command === 'continue') return continueRoute(run, request, flagTokens);

  const validation = validateFlagCombination(flags.parsed, command, config, trigger);
  if (!validation.valid) return reject(run, ErrorCode.VALIDATION_FAILED, formatValidationFailure(validation.errors, validation.suggestions));

  const context: EntryContext = {
    command,
    intent: result.intent,
    controlMode: project.controlMode,
    profile: project.controlProfile,
    approvalEnvironment: run.options.approvalEnvironment,
  };
  const primary = flags.parsed.primaryIntent;
  const mode = primary ? config.intents[primary]?.mode ?? 'ad_hoc' : 'standard';
  result.mode = mode;

  switch (command) {
    case 'build':
      return buildRoute(run, context, flags, phaseRequest);
    case 'review':
      return reviewRoute(run, context, phaseRequest);
    default:
      result.mode = primary ? mode : 'standard';
      return singleEntryRoute(run, context, command, phaseRequest, text);
  }
}

function unclear(run: Run, nl: NaturalLanguageResult, text: string): RouteResult {
  const { trigger } = run.options;
  const lines: string[] = [];
  const candidates = nl.candidates.slice(0, 3).map((c) => [trigger, c.command, ...c.flags].join(' '));
  if (nl.tier === 'MEDIUM') {
    lines.push(`Not sure what "${text.slice(0, 80)}" means (confidence ${nl.confidence.toFixed(2)}). Did you mean:`, '', `    ${candidates[0]}`);
  } else if (candidates.length > 0) {
    lines.push(`Could not route "${text.slice(0, 80)}" (confidence ${nl.confidence.toFixed(2)}). Did you mean:`, '');
    candidates.forEach((c, i) => lines.push(`${i + 1}. ${c}`));
  } else {
    lines.push(`Could not route "${text.slice(0, 80)}": it matches no command.`);
  }
  run.result.mode = 'none';
  if (nl.tier === 'LOW') {
    const context = contextFor(run.project);
    applyContext(run, context);
    const label = context.currentPosition.phase ? `Phase ${context.currentPosition.phase} (${context.currentPosition.status})` : 'no active project';
    lines.push('', `Based on your current position (${label}):`);
    run.result.suggestions.slice(0, 3).forEach((s, i) => lines.push(`${i + 1}. ${s.command} — ${s.description}`));
  }
  lines.push('', 'Type the command exactly as shown to run it.');
  const rejected = reject(run, ErrorCode.UNCLEAR_INTENT, lines.join('\n'));
  rejected.confidence = nl.confidence;
  return rejected;
}

function statusRoute(run: Run): RouteResult {
  const context = contextFor(run.project);
  applyContext(run, context);
  run.result.mode = 'none';
  const lines = [
    `Position: ${context.position}${context.currentPosition.phase ? ` — phase ${context.currentPosition.phase}${context.phaseName ? ` (${context.phaseName})` : ''}` : ''}, status: ${context.currentPosition.status}`,
    '',
    'Suggested next:',
    ...run.result.suggestions.map((s, i) => `${i + 1}. ${s.command} — ${s.description} (${s.reason})`),
  ];
  run.result.message = lines.join('\n');
  return finish(run, []);
}

function continueRoute(run: Run, request: RouteRequest, flagTokens: string[]): RouteResult {
  const context = contextFor(run.project);
  applyContext(run, context);
  if (context.position === 'no_project') {
    run.result.mode = 'none';
    return reject(
      run,
      ErrorCode.NO_PROJECT,
      `Nothing to continue: ${run.project.planningDir}/STATE.md does not exist.\nStart with ${run.options.trigger} start, or describe the task: ${run.options.trigger} <what you want done>.`,
    );
  }
  const top = context.suggestions[0];
  const next = top ? suggestionToRequest(top.command) : null;
  if (!top || !next || next.command === 'continue' || next.command === 'next' || run.depth > 0) {
    run.result.mode = 'none';
    return statusRoute(run);
  }
  if (!knownCommand(next.command, run.project)) {
    // e.g. `/legion:milestone`: a Legion command with no CI route. Say so and show the status.
    run.result.notes.push(
      `continue: the next step for position ${context.position} is ${toCiCommand(top.command, run.options.trigger) || top.command}, which legion-router does not route in CI; run it where Legion runs.`,
    );
    run.result.mode = 'none';
    return statusRoute(run);
  }
  run.depth++;
  run.result.notes.push(
    `continue: position ${context.position} → top suggestion ${toCiCommand(top.command, run.options.trigger)} (${top.reason}), routed as if typed.`,
  );
  const routed: RouteRequest = {
    source: request.source,
    command: next.command,
    flagTokens: [...next.flagTokens, ...flagTokens],
    text: '',
    ...(next.phase ? { phase: next.phase } : {}),
    ...(request.actor ? { actor: request.actor } : {}),
  };
  return route(run, routed);
}

function statePhase(run: Run): number | undefined {
  return parseStateMd(run.project.stateText).phase;
}

/** The phase directories and the phase this route works on (request, STATE.md, lowest with plans). */
function phaseOf(run: Run, phaseRequest: string | undefined): { dirs: PhaseDirectory[] | null; phase: PhaseResolution } {
  const { reader, planningDir } = run.project;
  const dirs = listPhaseDirectories(reader, planningDir);
  const phase = resolvePhase(phaseRequest, statePhase(run), dirs, (d) => listPlanFiles(reader, planningDir, d).length, planningDir);
  return { dirs, phase };
}

function buildRoute(run: Run, context: EntryContext, flags: FlagParseResult, phaseRequest: string | undefined): RouteResult {
  const { project, result } = run;
  const config = project.loaded.config;
  const { dirs, phase } = phaseOf(run, phaseRequest);
  const primary = flags.parsed.primaryIntent;

  if (primary && result.mode === 'ad_hoc') {
    const team = resolveTeamTemplate(primary, config, project.authority);
    if (!team) return reject(run, ErrorCode.VALIDATION_FAILED, `Intent ${primary} has no team template.`);
    // A team needs no phase; it is named when there is one.
    const teamPhase = dirs && dirs.length > 0 && phase.ok ? phase.phase : null;
    if (teamPhase) result.phase = { number: teamPhase.number, dir: teamPhase.name };
    result.team = team.members.map((m) => ({ agent: m.agent, role: m.role, domains: m.domains }));
    const missingOwners = team.domains.filter((d) => Object.hasOwn(team.domainOwners, d) && !team.members.some((m) => m.agent === team.domainOwners[d]));
    if (missingOwners.length > 0) {
      result.notes.push(`Domains owned outside the team (authority matrix): ${missingOwners.map((d) => `${d} → ${team.domainOwners[d]}`).join(', ')}.`);
    }
    reportUnsafeAgents(run, team.members.map((m) => m.agent));
    return finish(run, teamEntries(team, context, teamPhase ? teamPhase.number : null));
  }

  if (!phase.ok) {
    const scope = primary ? 'Cannot filter plans — phase directory missing. ' : '';
    return reject(run, phase.code, `${scope}${phase.message}\n${phase.hint}`, [{ code: phase.code, severity: 'blocker', message: phase.message, hint: phase.hint }]);
  }
  result.phase = { number: phase.phase.number, dir: phase.phase.name };
  result.notes.push(`Phase: ${phase.how}.`);
  const loaded = loadPhasePlans(project.reader, project.planningDir, phase.phase);
  result.diagnostics.push(...loaded.diagnostics);
  const criteria = resolveFilterCriteria(flags.parsed.intents, config);
  const selection = selectPlans({
    plans: loaded.plans,
    malformed: loaded.malformed,
    criteria,
    ...(run.options.changedFiles ? { changedFiles: run.options.changedFiles } : {}),
    config,
  });
  result.diagnostics.push(...selection.diagnostics);
  result.plans = selection.decisions;
  if (run.options.changedFiles && !run.options.changedFiles.complete) {
    result.diagnostics.push({
      code: WarningCode.CHANGED_FILES_TRUNCATED,
      severity: 'warning',
      message: `The changed-file list is incomplete${run.options.changedFiles.note ? ` (${run.options.changedFiles.note})` : ''}: every plan of phase ${phase.phase.number} was considered instead of only the affected ones.`,
    });
  }
  if (loaded.plans.length + loaded.malformed.length === 0) {
    result.notes.push(`Phase ${phase.phase.name} has no plan files (NN-PP-PLAN.md).`);
  }
  return finish(run, planEntries(selection.decisions, context));
}

function reviewRoute(run: Run, context: EntryContext, phaseRequest: string | undefined): RouteResult {
  const { project, result } = run;
  const config = project.loaded.config;
  const { phase } = phaseOf(run, phaseRequest);
  const intent = result.intent;

  if (intent && result.mode === 'filter_review') {
    if (!phase.ok) {
      return reject(run, ErrorCode.PHASE_DIR_MISSING, `Cannot filter review — phase directory missing. ${phase.message}\n${phase.hint}`);
    }
    const reviewFile = `${project.planningDir}/phases/${phase.phase.name}/${String(phase.phase.number).padStart(2, '0')}-REVIEW.md`;
    const alternate = `${project.planningDir}/phases/${phase.phase.name}/REVIEW.md`;
    const found = [reviewFile, alternate].find((path) => project.reader.exists(path));
    result.phase = { number: phase.phase.number, dir: phase.phase.name };
    if (!found) {
      return reject(
        run,
        ErrorCode.REVIEW_MISSING,
        `Cannot filter review — no prior review cycle: ${reviewFile} is missing.\nRun ${run.options.trigger} review first, then ${run.options.trigger} review ${intentFlagName(intent, config.intents[intent])}.`,
      );
    }
    const team = resolveTeamTemplate(intent, config, project.authority);
    if (!team) return reject(run, ErrorCode.VALIDATION_FAILED, `Intent ${intent} has no team template.`);
    result.team = team.members.map((m) => ({ agent: m.agent, role: m.role, domains: m.domains }));
    reportUnsafeAgents(run, [...team.members.map((m) => m.agent), ...config.review_panel.map((d) => d.agent)]);
    return finish(run, filteredReviewEntries(config.review_panel, team, { phase: phase.phase.number, phaseDir: phase.phase.name, reviewFile: found }, context));
  }

  if (phase.ok) {
    result.phase = { number: phase.phase.number, dir: phase.phase.name };
    result.notes.push(`Phase: ${phase.how}.`);
  } else result.notes.push(`No phase: ${phase.message} The review covers the pull request as a whole.`);
  result.mode = intent ? result.mode : 'standard';
  result.team = config.review_panel.map((d) => ({ agent: d.agent, role: d.dimension, domains: d.domains }));
  const scope = phase.ok ? { phase: phase.phase.number, phaseDir: phase.phase.name } : { phase: 0, phaseDir: '' };
  reportUnsafeAgents(run, config.review_panel.map((d) => d.agent));
  return finish(run, reviewPanelEntries(config.review_panel, scope, context));
}

/** Report team members whose agent id cannot go into the matrix (unsafe characters). */
function reportUnsafeAgents(run: Run, agents: readonly string[]): void {
  const unsafe = agents.filter((agent) => !isSafeId(agent));
  if (unsafe.length > 0) {
    run.result.diagnostics.push({
      code: WarningCode.UNSAFE_VALUE_OMITTED,
      severity: 'warning',
      message: `${unsafe.length} agent id(s) with characters outside [A-Za-z0-9._-] were left out of the matrix.`,
      hint: 'Agent ids in intent-teams.yaml and review_panel must be plain ids such as engineering-security-engineer.',
    });
  }
}

function singleEntryRoute(run: Run, context: EntryContext, command: string, phaseRequest: string | undefined, text: string): RouteResult {
  const stateNumber = statePhase(run);
  const phase = phaseRequest !== undefined ? Number(phaseRequest) : stateNumber ?? null;
  const entry: MatrixEntry = {
    id: isSafeId(command) ? command : 'command',
    command,
    intent: context.intent,
    phase,
    text_b64: text === '' ? '' : Buffer.from(text.slice(0, 4096), 'utf8').toString('base64'),
    ...controlFields(context),
  };
  return finish(run, [entry]);
}

/** Batch to max-jobs, enforce the output size budget, apply dry-run and has-work. */
function finish(run: Run, entries: MatrixEntry[]): RouteResult {
  const { result } = run;
  let include = entries;
  if (entries.length > run.options.maxJobs) {
    include = batchEntries(entries, run.options.maxJobs);
    result.diagnostics.push({
      code: WarningCode.MATRIX_BATCHED,
      severity: 'info',
      message: `${entries.length} entries batched into ${include.length} jobs (max-jobs ${run.options.maxJobs}); nothing was dropped.`,
    });
  }
  const json = JSON.stringify({ include });
  if (Buffer.byteLength(json, 'utf8') > MAX_MATRIX_JSON_BYTES) {
    return reject(
      run,
      ErrorCode.MATRIX_TOO_LARGE,
      `The matrix would be ${Buffer.byteLength(json, 'utf8')} bytes, over the ${MAX_MATRIX_JSON_BYTES}-byte output budget (GitHub allows 1 MB).\nSplit the phase, or lower the work per route with filters.`,
    );
  }
  result.matrix = { include };
  result.hasWork = include.length > 0 && !result.dryRun && result.ok;
  if (result.dryRun) result.notes.push(`Dry run: ${include.length} job(s) would run; has-work is false.`);
  return result;
}
