/**
 * The one app-level route, used by the action and the CLI alike:
 *
 *   RouteRequest ──resolveIntent──▶ Intent ──route module──▶ RouteOutcome ──finish──▶ RouteResult
 *
 * The project is read once (src/app/load-project.ts); the intent stage is pure; each route kind
 * lives in src/app/routes/. Shells first call {@link resolveRequest} (no changed files needed), use
 * {@link needsChangedFiles} to decide whether to list them, then {@link runRoute} once.
 */
import { ErrorCode, WarningCode, type ErrorCodeValue } from '../core/error-codes.js';
import type { IntentResolution } from '../core/intent/intent.js';
import { resolveIntent } from '../core/intent/resolve-intent.js';
import { DEFAULT_TRIGGER } from '../core/request/event-names.js';
import { GITHUB_MATRIX_LIMIT } from '../core/matrix/batch-entries.js';
import { fitWaveOutputs } from '../core/matrix/fit-wave-outputs.js';
import { fitChangedFilesList } from '../core/matrix/changed-files-list.js';
import { DEFAULT_WAVE_JOBS } from '../core/waves/check-wave-jobs.js';
import { outputsFromResult } from './route-outputs.js';
import type { EntryContext } from '../core/matrix/entry-context.js';
import type { ChangedFileSet } from '../core/plans/select-plans.js';
import type { RouteRequest } from '../core/types.js';
import { RepoReader } from '../adapters/fs/repo-reader.js';
import { intentContext, loadProject, type Project } from './load-project.js';
import { rejectedResult, resultFromRejection } from './rejected-result.js';
import type { RouteResult } from './route-result.js';
import { commandRoute } from './routes/command-route.js';
import { filteredReviewRoute } from './routes/filtered-review-route.js';
import { plansRoute } from './routes/plans-route.js';
import { reviewRoute } from './routes/review-route.js';
import type { RouteInput, RouteOutcome, RouteSettings } from './routes/route-outcome.js';
import { teamRoute } from './routes/team-route.js';

export type ChangedFiles = ChangedFileSet;
export type { RouteSettings };

export const DEFAULT_APPROVAL_ENVIRONMENT = 'legion-approval';
export { DEFAULT_TRIGGER };

/** Options for the route of one run. */
export interface RunOptions {
  /** Absolute checkout path (GITHUB_WORKSPACE or the CLI's --repo). */
  repoRoot: string;
  planningDir?: string;
  /** Path of intent-teams.yaml; default .planning/config/intent-teams.yaml, then the bundled one. */
  configPath?: string;
  /** undefined = unknown (dispatch, comment on an issue): every plan of the phase is considered. */
  changedFiles?: ChangedFiles;
  /** Route a plan whose frontmatter cannot be parsed unscoped (W085) instead of refusing (E075). */
  keepUnparsablePlans?: boolean;
  maxJobs?: number;
  dryRun?: boolean;
  approvalEnvironment?: string;
  trigger?: string;
  /** How many wave jobs the workflow declares (default 4; 0 = the workflow uses `matrix` only). */
  waveJobs?: number;
  /** Unfinished dependencies of selected plans: `pull` them in (default) or `refuse`. */
  dependencies?: 'pull' | 'refuse';
  /** Also select the transitive dependents of the selected plans. */
  dependents?: boolean;
}

export type ProjectOpening = { ok: true; project: Project } | { ok: false; result: RouteResult };

/** Read the project (config, settings, control modes, STATE.md, ROADMAP.md) once for a run. */
export function openProject(
  request: Pick<RouteRequest, 'source' | 'actor'>,
  options: Pick<RunOptions, 'repoRoot' | 'planningDir' | 'configPath' | 'keepUnparsablePlans'>,
): ProjectOpening {
  const reader = new RepoReader(options.repoRoot);
  const planningDir = (options.planningDir ?? '.planning').replace(/\/+$/, '') || '.planning';
  const load = loadProject(reader, planningDir, options.configPath, { keepUnparsablePlans: options.keepUnparsablePlans === true });
  if (load.ok) return { ok: true, project: load.project };
  return {
    ok: false,
    result: rejectedResult({
      errorCode: load.diagnostic.code,
      message: `${load.diagnostic.message}${load.diagnostic.hint ? `\n${load.diagnostic.hint}` : ''}`,
      source: request.source,
      ...(request.actor ? { actor: request.actor } : {}),
      diagnostics: [...load.diagnostics, load.diagnostic],
    }),
  };
}

/** The intent of a request in a project (pure given the project's texts). */
export function resolveRequest(request: RouteRequest, project: Project, options: Pick<RunOptions, 'trigger' | 'dryRun'> = {}): IntentResolution {
  return resolveIntent(request, intentContext(project, options.trigger ?? DEFAULT_TRIGGER, Boolean(options.dryRun)));
}

/** Whether the route of an intent depends on the changed files (only plan selection does). */
export function needsChangedFiles(resolution: IntentResolution): boolean {
  return resolution.ok && resolution.intent.kind === 'plans';
}

function settingsOf(options: Omit<RunOptions, 'repoRoot' | 'planningDir' | 'configPath'>): RouteSettings {
  return {
    waveJobs: options.waveJobs ?? DEFAULT_WAVE_JOBS,
    dependencies: options.dependencies ?? 'pull',
    dependents: options.dependents ?? false,
    ...(options.changedFiles ? { changedFiles: options.changedFiles } : {}),
    maxJobs: Math.min(Math.max(1, Math.floor(options.maxJobs ?? GITHUB_MATRIX_LIMIT)), GITHUB_MATRIX_LIMIT),
    approvalEnvironment: options.approvalEnvironment ?? DEFAULT_APPROVAL_ENVIRONMENT,
    trigger: options.trigger ?? DEFAULT_TRIGGER,
  };
}

function outcomeOf(input: RouteInput): RouteOutcome {
  switch (input.intent.kind) {
    case 'plans':
      return plansRoute(input);
    case 'team':
      return teamRoute(input);
    case 'review':
      return reviewRoute(input);
    case 'filtered-review':
      return filteredReviewRoute(input);
    case 'command':
      return commandRoute(input);
    case 'status':
      return { entries: [], notes: [], diagnostics: [] };
  }
}

/** Route a resolved request. Never throws on user input. */
export function runRoute(resolution: IntentResolution, project: Project, options: Omit<RunOptions, 'repoRoot' | 'planningDir' | 'configPath'> = {}): RouteResult {
  if (!resolution.ok) return resultFromRejection(resolution.rejection, project);
  const { intent } = resolution;
  const settings = settingsOf(options);
  const entry: EntryContext = {
    command: intent.command,
    intent: intent.intent,
    controlMode: project.controlMode,
    profile: project.controlProfile,
    approvalEnvironment: settings.approvalEnvironment,
  };
  const outcome = outcomeOf({ intent, project, settings, entry });
  const result: RouteResult = {
    ok: true,
    errorCode: '',
    source: intent.source,
    ...(intent.actor ? { actor: intent.actor } : {}),
    command: intent.command,
    intent: intent.intent,
    mode: intent.mode,
    flags: intent.shownFlags,
    confidence: intent.confidence,
    dryRun: intent.dryRun,
    ...(outcome.phase ? { phase: outcome.phase } : {}),
    controlMode: project.controlMode,
    controlProfile: { ...project.controlProfile },
    matrix: { include: [] },
    waves: [],
    waveMaxParallel: [],
    hasWork: false,
    team: outcome.team ?? [],
    plans: outcome.plans ?? [],
    diagnostics: [...project.diagnostics, ...intent.diagnostics, ...outcome.diagnostics],
    ...(intent.position ? { position: intent.position } : {}),
    suggestions: intent.suggestions,
    ...(intent.naturalLanguage ? { naturalLanguage: intent.naturalLanguage } : {}),
    message: intent.message ?? '',
    notes: [...intent.notes, ...outcome.notes],
    configPath: project.loaded.path,
    ...(settings.changedFiles ? { changedFiles: settings.changedFiles.files.length } : {}),
  };
  if (outcome.refusal) return { ...result, ok: false, confidence: 0, errorCode: outcome.refusal.code, message: outcome.refusal.message };

  if (outcome.message) result.message = result.message ? `${result.message}\n\n${outcome.message}` : outcome.message;
  if (outcome.schedule) result.schedule = outcome.schedule;

  // The wave outputs, within GitHub's budget for all outputs of the job together.
  const otherOutputs = withoutWaveOutputs(outputsFromResult(result, '0'.repeat(40)));
  const fit = fitWaveOutputs({
    entries: outcome.entries,
    maxJobs: settings.maxJobs,
    sequentialWaves: outcome.schedule?.waves.filter((w) => w.sequential).map((w) => w.wave) ?? [],
    otherOutputs,
  });
  if (!fit.ok) {
    return {
      ...result,
      ok: false,
      confidence: 0,
      errorCode: fit.error.code,
      message: `${fit.error.message}${fit.error.hint ? `\n${fit.error.hint}` : ''}`,
      diagnostics: [...result.diagnostics, fit.error],
    };
  }
  result.diagnostics.push(...fit.diagnostics);
  result.matrix = { include: fit.include };
  result.waves = fit.slots.map((slot) => ({ include: slot.include }));
  result.waveMaxParallel = fit.slots.map((slot) => slot.maxParallel);
  result.hasWork = fit.include.length > 0 && !result.dryRun;
  // `changed-files-list` gets what the budget leaves after every other output: cut visibly (W113).
  if (settings.changedFiles) {
    const list = fitChangedFilesList(settings.changedFiles.files, Math.floor(Math.max(0, fit.budgetBytes - fit.bytes) / 2));
    result.changedFilesList = list.value;
    if (list.omitted > 0) {
      result.diagnostics.push({
        code: WarningCode.CHANGED_FILES_LIST_TRUNCATED,
        severity: 'warning',
        message: `The changed-files-list output holds ${list.written} of ${settings.changedFiles.files.length} changed files: the other ${list.omitted} did not fit GitHub's job-output limit after the matrices. Its last line is #truncated:${list.omitted}.`,
        hint: 'Read the full list from the pull request (GET /repos/{owner}/{repo}/pulls/{n}/files, or git diff) in the step that needs it.',
      });
    }
  }
  if (result.dryRun) result.notes.push(`Dry run: ${fit.include.length} job(s) in ${fit.slots.length} wave(s) would run; has-work is false.`);
  return result;
}

function withoutWaveOutputs(outputs: Record<string, string>): Record<string, string> {
  const { matrix: _matrix, waves: _waves, 'wave-count': _count, 'wave-max-parallel': _parallel, ...rest } = outputs;
  return rest;
}

/** The result of refusing an intent found valid (a pin that does not hold, a closed pull request). */
export function refuseIntent(resolution: IntentResolution, project: Project, code: ErrorCodeValue, message: string): RouteResult {
  const report = resolution.ok ? resolution.intent : resolution.rejection;
  const command = resolution.ok ? resolution.intent.command : resolution.rejection.command;
  return resultFromRejection({ ...report, confidence: 0, code, message, command }, project);
}

/** Open the project, resolve and route a request in one call (tests, benchmarks, the CLI). Never throws. */
export function routeRepository(request: RouteRequest, options: RunOptions): RouteResult {
  try {
    const opened = openProject(request, options);
    if (!opened.ok) return opened.result;
    return runRoute(resolveRequest(request, opened.project, options), opened.project, options);
  } catch (error) {
    return internalErrorResult(request, error);
  }
}

/** A bug, reported without a stack trace. */
export function internalErrorResult(request: Pick<RouteRequest, 'source' | 'actor'>, error: unknown): RouteResult {
  return rejectedResult({
    errorCode: ErrorCode.INTERNAL,
    message: `legion-router hit an internal error (${error instanceof Error ? error.message.slice(0, 200) : 'unknown'}). Please report it with this run's log.`,
    source: request.source,
    ...(request.actor ? { actor: request.actor } : {}),
  });
}
