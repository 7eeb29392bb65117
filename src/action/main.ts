/**
 * The action's full path (loaded by src/index.ts only when the run may route something).
 *
 *   event + inputs ──request-from-event──▶ request (input > comment > labels)
 *   comment?  ──permission check──▶ 😕 + reply (E020) | continue
 *   project (read once) ──resolveRequest──▶ intent | rejection (😕 + reply, before any listing)
 *   👀 ──changed-files.ts (only when the intent selects plans)──▶ files + head SHA
 *   ──runRoute (once)──▶ RouteResult ──▶ outputs, job summary, annotations, 🚀 or reply, exit code
 */
import { appendFileSync } from 'node:fs';
import { EOL } from 'node:os';
import * as core from '@actions/core';
import { needsChangedFiles, openProject, refuseIntent, resolveRequest, runRoute, type ChangedFiles } from '../app/run-route.js';
import type { Project } from '../app/load-project.js';
import type { IntentResolution } from '../core/intent/intent.js';
import { rejectedResult } from '../app/rejected-result.js';
import type { RouteResult } from '../app/route-result.js';
import { ANSWER_CODES } from '../core/answer-codes.js';
import { ErrorCode, type ErrorCodeValue } from '../core/error-codes.js';
import type { HeadApproval } from '../adapters/github/head-evidence.js';
import { checkOutputsBudget } from '../core/matrix/output-budget.js';
import type { Diagnostic, RouteRequest } from '../core/types.js';
import { ApiError, DEFAULT_BUDGET_MS, DEFAULT_TIMEOUT_MS, GitHubApi, envMilliseconds } from '../adapters/github/api-client.js';
import { apiBaseUrl, octokitTransport } from '../adapters/github/octokit-transport.js';
import { getPermissionLevel, meetsPermission, type PermissionLevel } from '../adapters/github/permission.js';
import { annotate, logBlock, quoted } from './annotations.js';
import { resolveChangedFiles, type ChangedFilesOutcome } from './changed-files.js';
import { resolveRangeFiles } from './range-changed-files.js';
import { nothingSelectedNote } from './range-notes.js';
import { EventError, readEventContext, type EventContext } from './event.js';
import { Feedback } from './feedback.js';
import { InputError, readInputs, type ActionInputs } from './inputs.js';
import { OUTPUT_NAMES, emptyOutputs, outputsFromResult, unsafeMatrixProblem, unsafeRouteMatricesProblem, type ActionOutputs } from '../app/route-outputs.js';
import { writeOutputs } from './output-file.js';
import { noWorkReply, rejectionReply, unauthorizedReply, type SuggestionConfirm } from './reply.js';
import { resolveConfirmation, type Confirmation } from './confirm.js';
import { CONFIRM_COMMAND, isConfirmRequest } from '../core/confirm/confirm-choice.js';
import { confirmableCommand } from '../app/confirmable-command.js';
import { wantsModelReading, withModelReading } from '../app/model-reading.js';
import { DEFAULT_MODELS_TIMEOUT_MS, createModelsClient } from '../adapters/github/models-inference.js';
import { renderSummary } from './summary.js';
import { resolveTrigger, type CommentRef, type PullRequestRef, type Trigger } from '../core/request/request-from-event.js';
import type { RepoRef } from '../adapters/github/pull-request.js';
import { loadValidFlags } from './valid-flags.js';
import { resolveRetry, retryHeadNote } from './retry.js';
import { routingWorkflow } from '../adapters/github/workflow-run.js';
import { authorizedLabels } from './authorized-labels.js';

/** The step summary is capped by GitHub at 1 MiB. */
const MAX_SUMMARY_CHARS = 1_000_000;

interface Finished {
  result: RouteResult;
  sha: string;
  changedFilesNote?: string;
  /** GitHub API requests made (absent when the run needed none). */
  apiRequests?: number;
}

type Outcome = { kind: 'quiet'; reason: string } | ({ kind: 'routed' } & Finished);

interface Run {
  env: NodeJS.ProcessEnv;
  inputs: ActionInputs;
  context: EventContext;
  repoRoot: string;
  apiClient: GitHubApi | null;
  api: () => GitHubApi;
  runUrl: string | undefined;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const server = env['GITHUB_SERVER_URL'] ?? '';
  const repository = env['GITHUB_REPOSITORY'] ?? '';
  const id = env['GITHUB_RUN_ID'] ?? '';
  if (!/^https?:\/\/[A-Za-z0-9.:-]+$/.test(server) || !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository) || !/^\d+$/.test(id)) {
    return undefined;
  }
  return `${server}/${repository}/actions/runs/${id}`;
}

function createApi(run: Pick<Run, 'inputs' | 'env'>): GitHubApi {
  if (run.inputs.token === '') {
    throw new ApiError(ErrorCode.API_BAD_CREDENTIALS, 'The "token" input is empty, but this run needs the GitHub API.');
  }
  core.setSecret(run.inputs.token);
  return new GitHubApi({
    transport: octokitTransport(run.inputs.token, apiBaseUrl(run.env)),
    budgetMs: envMilliseconds(run.env, 'LEGION_ROUTER_API_BUDGET_MS', DEFAULT_BUDGET_MS),
    timeoutMs: envMilliseconds(run.env, 'LEGION_ROUTER_API_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
    backoffMs: envMilliseconds(run.env, 'LEGION_ROUTER_API_BACKOFF_MS', 500),
    log: (message) => core.info(message),
  });
}

/** The project, read once for the run; or the result that says why it cannot be read. */
function openRunProject(run: Run, request: RouteRequest): { ok: true; project: Project } | { ok: false; result: RouteResult } {
  return openProject(request, {
    repoRoot: run.repoRoot,
    planningDir: run.inputs.planningDir,
    keepUnparsablePlans: run.inputs.keepUnparsablePlans,
    ...(run.inputs.config !== '' ? { configPath: run.inputs.config } : {}),
  });
}

/**
 * Whether the pull request the route would run on is the one that was approved: open, and at the
 * head the command names with `--sha`. A refusal says how to approve the current head.
 */
function pinRefusal(project: Project, resolution: IntentResolution, files: ChangedFilesOutcome, pullRequest: PullRequestRef | undefined): RouteResult | null {
  if (!resolution.ok || resolution.intent.kind === 'status' || pullRequest === undefined) return null;
  const head = files.sha.slice(0, 12);
  if (files.state === 'closed') {
    return refuseIntent(
      resolution,
      project,
      ErrorCode.PR_CLOSED,
      `Pull request #${pullRequest.number} is closed${files.merged ? ' (merged)' : ''}: nothing routes for it.\nReopen it to route work again.`,
    );
  }
  const pinned = resolution.intent.flags.sha;
  if (pinned !== undefined && !files.sha.startsWith(pinned)) {
    return refuseIntent(
      resolution,
      project,
      ErrorCode.SHA_MISMATCH,
      `--sha=${pinned} is not the head of pull request #${pullRequest.number} (the head is ${head}): nothing was routed.\nLook at the new commits, then run the command again with --sha=${head}.`,
    );
  }
  return null;
}

function routeOnce(run: Run, project: Project, resolution: IntentResolution, changedFiles: ChangedFiles | undefined): RouteResult {
  return runRoute(resolution, project, {
    maxJobs: run.inputs.maxJobs,
    waveJobs: run.inputs.waveJobs,
    dependencies: run.inputs.dependencies,
    dependents: run.inputs.dependents,
    approvalEnvironment: run.inputs.approvalEnvironment,
    trigger: run.inputs.trigger,
    dryRun: run.inputs.dryRun,
    ...(changedFiles ? { changedFiles } : {}),
  });
}

function resolveFor(run: Run, project: Project, request: RouteRequest): IntentResolution {
  return resolveRequest(request, project, { trigger: run.inputs.trigger, dryRun: run.inputs.dryRun });
}

/**
 * With `nl-model`: free text the scorer could not route at HIGH goes to GitHub Models once
 * (src/app/model-reading.ts); its answer becomes the first suggestion, or routes with
 * `nl-model-routes`. Failures keep the scorer's suggestions and add one warning.
 */
async function modelReading(run: Run, project: Project, request: RouteRequest, resolution: IntentResolution): Promise<IntentResolution> {
  if (run.inputs.nlModel === '' || !wantsModelReading(resolution)) return resolution;
  if (run.inputs.token !== '') core.setSecret(run.inputs.token);
  // The bound is 10 s; a test may shorten it, never lengthen it.
  const timeoutMs = Math.min(envMilliseconds(run.env, 'LEGION_ROUTER_MODELS_TIMEOUT_MS', DEFAULT_MODELS_TIMEOUT_MS), DEFAULT_MODELS_TIMEOUT_MS);
  const client = createModelsClient({ url: run.inputs.nlModelUrl, token: run.inputs.token, timeoutMs });
  core.info(`Asking GitHub Models (${run.inputs.nlModel}) to read the text.`);
  return withModelReading(resolution, request, project, {
    client,
    model: run.inputs.nlModel,
    routes: run.inputs.nlModelRoutes,
    trigger: run.inputs.trigger,
    dryRun: run.inputs.dryRun,
  });
}

function logRequest(request: RouteRequest): void {
  core.info(
    `Request: source=${request.source} command=${quoted(request.command, 64)} flags=${quoted(
      JSON.stringify(request.flagTokens),
      500,
    )} text=${quoted(request.text, 200)}${request.phase ? ` phase=${quoted(request.phase, 8)}` : ''}${request.actor ? ` actor=${quoted(request.actor, 64)}` : ''}`,
  );
}

function apiRejection(error: ApiError, request: RouteRequest): RouteResult {
  const options: Parameters<typeof rejectedResult>[0] = {
    errorCode: error.code,
    message: error.message,
    source: request.source,
    command: request.command,
  };
  if (request.actor) options.actor = request.actor;
  return rejectedResult(options);
}

function withChangedFileDiagnostics(result: RouteResult, files: ChangedFilesOutcome): RouteResult {
  const extra = files.diagnostics.filter((d) => !result.diagnostics.some((existing) => existing.code === d.code));
  return extra.length === 0 ? result : { ...result, diagnostics: [...result.diagnostics, ...extra] };
}

/**
 * The permission check of the person the event names (a commenter, a pull_request_target
 * sender or labeler), before any work routes. null when allowed (or when the event needs none).
 */
async function authorize(run: Run, trigger: Extract<Trigger, { kind: 'route' }>): Promise<{ denied: Finished | null; level?: PermissionLevel }> {
  const who = trigger.authorize;
  if (!who) return { denied: null };
  const { request } = trigger;
  const repo = run.context.repo;
  if (repo === null) throw new InputError(ErrorCode.INVALID_INPUT, 'GITHUB_REPOSITORY is not set (owner/repo).');
  let level: PermissionLevel;
  try {
    level = await getPermissionLevel(run.api(), repo, who.login);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { denied: { result: apiRejection(error, request), sha: '' } };
  }
  if (meetsPermission(level, run.inputs.permission)) return { denied: null, level };
  core.info(`The ${who.role} ${quoted(who.login, 64)} has ${level} permission; ${run.inputs.permission} is required.`);
  const approve =
    trigger.comment === undefined
      ? ` Nothing routes for this event until someone with ${run.inputs.permission} permission approves the current head: a ${run.inputs.trigger} comment, or a flag label added after the last push.`
      : '';
  const options: Parameters<typeof rejectedResult>[0] = {
    errorCode: ErrorCode.UNAUTHORIZED,
    message: `Only people with ${run.inputs.permission} permission (or higher) can route work with ${run.inputs.trigger}; the ${who.role} ${who.login} has ${level}.${approve}`,
    source: request.source,
    command: request.command,
    actor: who.login,
  };
  return { denied: { result: rejectedResult(options), sha: '' }, level };
}

/**
 * How this run's replies make their suggestions confirmable with `/legion yes [N]`: only replies
 * in the conversation (a review comment's reply goes to its thread, which `yes` does not read).
 */
function suggestionConfirm(run: Run, project: Project, comment: CommentRef): SuggestionConfirm | undefined {
  if (comment.kind === 'review_comment') return undefined;
  const trigger = run.inputs.trigger;
  return { id: comment.id, trigger, check: (shown) => confirmableCommand(shown, project, trigger) };
}

/** The resolution of a confirmed suggestion, carrying which suggestion it was (I085). */
function withConfirmation(resolution: IntentResolution, confirmed: Extract<Confirmation, { ok: true }> | null): IntentResolution {
  if (confirmed === null) return resolution;
  if (resolution.ok) {
    const { intent } = resolution;
    return { ok: true, intent: { ...intent, notes: [confirmed.note, ...intent.notes], diagnostics: [...confirmed.diagnostics, ...intent.diagnostics] } };
  }
  const { rejection } = resolution;
  return { ok: false, rejection: { ...rejection, notes: [confirmed.note, ...rejection.notes], diagnostics: [...confirmed.diagnostics, ...rejection.diagnostics] } };
}

/** The comment flow, with its feedback. */
async function routeComment(run: Run, trigger: Extract<Trigger, { kind: 'route' }>): Promise<Finished> {
  const { request, pullRequest } = trigger;
  const comment = trigger.comment;
  if (!comment) throw new Error('routeComment needs a comment');
  const repo = run.context.repo;
  if (repo === null) throw new InputError(ErrorCode.INVALID_INPUT, 'GITHUB_REPOSITORY is not set (owner/repo).');
  const feedback = run.inputs.feedback ? new Feedback(run.api, repo, comment, (m) => core.warning(m)) : null;

  // 1. Authorization: the commenter's repository permission.
  const { denied, level } = await authorize(run, trigger);
  if (denied) {
    await feedback?.react('confused');
    if (denied.result.errorCode === ErrorCode.UNAUTHORIZED) await feedback?.reply(unauthorizedReply(run.inputs.permission, run.inputs.trigger, run.runUrl));
    return denied;
  }

  // 2. The project, read once, and the intent: rejections the changed files cannot change are
  // answered before 👀 and before any file listing.
  const opened = openRunProject(run, request);
  const fallbackSha = pullRequest ? '' : run.context.sha;
  if (!opened.ok) {
    await feedback?.react('confused');
    await feedback?.reply(rejectionReply(opened.result, run.runUrl));
    return { result: opened.result, sha: fallbackSha };
  }
  const confirm = suggestionConfirm(run, opened.project, comment);
  // `/legion yes [N]`: the suggestion it confirms becomes the request, routed as if typed (src/action/confirm.ts).
  let routed = trigger;
  let confirmed: Extract<Confirmation, { ok: true }> | null = null;
  if (isConfirmRequest(request)) {
    let confirmation: Confirmation;
    try {
      confirmation = await resolveConfirmation(request, { api: run.api(), repo, issueNumber: comment.issueNumber, login: run.inputs.reportAuthor, trigger: run.inputs.trigger });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await feedback?.react('confused');
      return { result: apiRejection(error, request), sha: '' };
    }
    if (!confirmation.ok) {
      const refused = rejectedResult({
        errorCode: confirmation.code,
        message: confirmation.message,
        source: request.source,
        command: CONFIRM_COMMAND,
        diagnostics: confirmation.diagnostics,
        ...(request.actor ? { actor: request.actor } : {}),
      });
      await feedback?.react('confused');
      await feedback?.reply(rejectionReply(refused, run.runUrl));
      return { result: refused, sha: fallbackSha };
    }
    confirmed = confirmation;
    routed = { ...trigger, request: confirmation.request };
    logRequest(routed.request);
  }
  let resolution = await modelReading(run, opened.project, routed.request, withConfirmation(resolveFor(run, opened.project, routed.request), confirmed));
  if (!resolution.ok) {
    const rejected = routeOnce(run, opened.project, resolution, undefined);
    await feedback?.react('confused');
    await feedback?.reply(rejectionReply(rejected, run.runUrl, confirm));
    return { result: rejected, sha: fallbackSha };
  }
  // `/legion retry`: the plans of the last report on this pull request (src/action/retry.ts).
  if (resolution.intent.retry) {
    try {
      const intent = await resolveRetry(resolution.intent, {
        api: run.api(),
        repo,
        issueNumber: comment.issueNumber,
        login: run.inputs.reportAuthor,
        trigger: run.inputs.trigger,
        workflow: routingWorkflow(run.env),
      });
      resolution = { ok: true, intent };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await feedback?.react('confused');
      const refused = apiRejection(error, request);
      // A retry that cannot trust or find the last report says so where it was asked.
      if (error.code === ErrorCode.RETRY_REPORT_FOREIGN || error.code === ErrorCode.RETRY_REPORT_NOT_FOUND) await feedback?.reply(rejectionReply(refused, run.runUrl));
      return { result: refused, sha: '' };
    }
    if (resolution.intent.kind === 'status') {
      const answer = routeOnce(run, opened.project, resolution, undefined);
      await feedback?.reply(noWorkReply(answer, run.runUrl, confirm));
      return { result: answer, sha: fallbackSha };
    }
  }

  // 3. Receipt, and the (possibly long) read of the pull request meanwhile: 👀 is sent while the
  // pull request is read (one round trip less before the route), and awaited before the next
  // feedback call and before this function returns, so it always comes first and is never cut off.
  const receipt = feedback?.react('eyes');
  try {
    return await readAndRoute({ run, trigger: routed, comment, repo, project: opened.project, resolution, feedback, receipt, approverLevel: level ?? 'none', confirm });
  } finally {
    await receipt;
  }
}

/** What steps 3 and 4 of {@link routeComment} work with. */
interface CommentRoute {
  run: Run;
  trigger: Extract<Trigger, { kind: 'route' }>;
  comment: CommentRef;
  repo: RepoRef;
  project: Project;
  resolution: Extract<IntentResolution, { ok: true }>;
  feedback: Feedback | null;
  /** The 👀 reaction in flight: awaited before any other feedback call. */
  receipt: Promise<void> | undefined;
  /** The commenter's permission, as the authorization read it (pins the head: head-pinning.ts). */
  approverLevel: PermissionLevel;
  /** How replies make their suggestions confirmable (undefined: not confirmable here). */
  confirm: SuggestionConfirm | undefined;
}

/** Steps 3 and 4 of {@link routeComment}: read the pull request, route, and give the outcome. */
async function readAndRoute({ run, trigger, comment, repo, project, resolution, feedback, receipt, approverLevel, confirm }: CommentRoute): Promise<Finished> {
  const { request, pullRequest } = trigger;
  let result: RouteResult;
  let sha = run.context.sha;
  let changedFilesNote: string | undefined;
  if (pullRequest === undefined && run.inputs.changedFiles === undefined) {
    result = routeOnce(run, project, resolution, undefined);
    changedFilesNote = 'comment on an issue: every plan of the phase routes';
  } else {
    let files: ChangedFilesOutcome;
    try {
      files = await resolveChangedFiles({
        api: run.api,
        repo,
        pullRequest,
        inputFiles: run.inputs.changedFiles,
        repoRoot: run.repoRoot,
        fallbackSha: run.context.sha,
        log: (m) => core.info(m),
        listFiles: needsChangedFiles(resolution),
        // A status answer runs nothing: only work is pinned to the head the command saw.
        ...(resolution.intent.kind !== 'status' ? { approval: headApproval(comment, approverLevel) } : {}),
        ...(resolution.intent.flags.sha ? { pinnedSha: resolution.intent.flags.sha } : {}),
        trigger: run.inputs.trigger,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === ErrorCode.HEAD_MOVED || error.code === ErrorCode.HEAD_UNVERIFIED) {
        const refused = refuseIntent(resolution, project, error.code, error.message);
        // 👀 was given: the second (last) feedback call is the reply that says how to approve.
        await receipt;
        await feedback?.reply(rejectionReply(refused, run.runUrl, confirm));
        return { result: refused, sha: '' };
      }
      await receipt;
      await feedback?.react('confused');
      return { result: apiRejection(error, request), sha: '' };
    }
    sha = files.sha;
    changedFilesNote = files.note;
    result = pinRefusal(project, resolution, files, pullRequest) ?? withChangedFileDiagnostics(routeOnce(run, project, resolution, files.changedFiles), files);
    const moved = retryHeadNote(resolution.intent, files.sha);
    if (moved !== null && result.ok) result = { ...result, notes: [...result.notes, moved] };
  }

  // 4. Outcome: 🚀 when jobs run, otherwise a reply that says why not.
  await receipt;
  if (result.ok && result.hasWork && unsafeMatrixProblem(result.matrix) === null) await feedback?.react('rocket');
  else if (result.ok) await feedback?.reply(noWorkReply(result, run.runUrl, confirm));
  else await feedback?.reply(rejectionReply(result, run.runUrl, confirm));
  const finished: Finished = { result, sha };
  if (changedFilesNote !== undefined) finished.changedFilesNote = changedFilesNote;
  return finished;
}

/** The command whose head is pinned, as head-evidence.ts reads it. */
function headApproval(comment: CommentRef, approverLevel: PermissionLevel): HeadApproval {
  return {
    commentId: comment.id,
    kind: comment.kind ?? 'issue_comment',
    approverLevel,
    ...(comment.createdAt !== undefined ? { at: comment.createdAt } : {}),
    ...(comment.commitId !== undefined ? { commitId: comment.commitId } : {}),
  };
}

/** Labels, dispatch and every other event: no feedback; pull_request_target senders are authorized. */
async function routeOther(run: Run, trigger: Extract<Trigger, { kind: 'route' }>): Promise<Finished> {
  const { pullRequest } = trigger;
  let { request } = trigger;
  const { denied } = await authorize(run, trigger);
  if (denied) return denied;
  // pull_request_target: labels count only when whoever added them is authorized too.
  let labelDiagnostics: Diagnostic[] = [];
  if (trigger.authorize !== undefined && trigger.labels !== undefined && run.context.repo !== null) {
    try {
      const checked = await authorizedLabels(trigger, {
        api: run.api(),
        repo: run.context.repo,
        permission: run.inputs.permission,
        labelPrefix: run.inputs.labelPrefix,
        validFlags: loadValidFlags(run.repoRoot, run.inputs),
        sender: trigger.authorize.login,
      });
      if (checked) {
        request = { ...request, flagTokens: checked.flagTokens };
        labelDiagnostics = checked.diagnostics;
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { result: apiRejection(error, request), sha: pullRequest?.headSha ?? '' };
    }
  }
  const opened = openRunProject(run, request);
  if (!opened.ok) return { result: opened.result, sha: pullRequest?.headSha ?? '' };
  const resolution = await modelReading(run, opened.project, request, resolveFor(run, opened.project, request));
  if (!resolution.ok) return { result: routeOnce(run, opened.project, resolution, undefined), sha: pullRequest?.headSha ?? '' };
  let files: ChangedFilesOutcome;
  const { range } = trigger;
  try {
    const common = {
      api: run.api,
      repo: run.context.repo,
      inputFiles: run.inputs.changedFiles,
      repoRoot: run.repoRoot,
      log: (m: string) => core.info(m),
      listFiles: needsChangedFiles(resolution),
    };
    files = range ? await resolveRangeFiles({ ...common, range }) : await resolveChangedFiles({ ...common, pullRequest, fallbackSha: run.context.sha });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { result: apiRejection(error, request), sha: range?.head ?? pullRequest?.headSha ?? '' };
  }
  let result = pinRefusal(opened.project, resolution, files, pullRequest) ?? withChangedFileDiagnostics(routeOnce(run, opened.project, resolution, files.changedFiles), files);
  // push and merge_group: a route that runs nothing says so (a merge queue's check is never a silent no-op).
  const nothing = range ? nothingSelectedNote(result, range) : null;
  if (nothing) result = { ...result, diagnostics: [...result.diagnostics, nothing] };
  if (labelDiagnostics.length > 0) result = { ...result, diagnostics: [...result.diagnostics, ...labelDiagnostics] };
  return { result, sha: files.sha, changedFilesNote: files.note };
}

async function execute(env: NodeJS.ProcessEnv): Promise<Outcome> {
  const inputs = readInputs((name) => core.getInput(name));
  const context = readEventContext(env);
  const repoRoot = env['GITHUB_WORKSPACE'] || process.cwd();
  const run: Run = {
    env,
    inputs,
    context,
    repoRoot,
    apiClient: null,
    api: () => {
      run.apiClient ??= createApi(run);
      return run.apiClient;
    },
    runUrl: runUrl(env),
  };

  const trigger = resolveTrigger(context, inputs, () => loadValidFlags(repoRoot, inputs));
  if (trigger.kind === 'ignore') return { kind: 'quiet', reason: trigger.reason };
  if (trigger.kind === 'invalid') {
    return {
      kind: 'routed',
      result: rejectedResult({ errorCode: trigger.errorCode, message: trigger.message, source: 'none' }),
      sha: '',
    };
  }
  logRequest(trigger.request);
  const finished = trigger.comment ? await routeComment(run, trigger) : await routeOther(run, trigger);
  if (run.apiClient) finished.apiRequests = run.apiClient.requests;
  return { kind: 'routed', ...finished };
}

/**
 * All outputs in one append to GITHUB_OUTPUT (core.setOutput appends once per output, with a
 * delimiter from node:crypto); without GITHUB_OUTPUT, core.setOutput's own fallback.
 */
function publish(outputs: ActionOutputs): void {
  const ordered = Object.fromEntries(OUTPUT_NAMES.map((name) => [name, outputs[name]]));
  if (writeOutputs(ordered)) return;
  for (const name of OUTPUT_NAMES) core.setOutput(name, outputs[name]);
}

/**
 * Append the job summary to GITHUB_STEP_SUMMARY, as core.summary.addRaw(text, true).write()
 * does, but in one synchronous append: the run's last step leaves no await for V8 to fill with
 * a garbage collection before the process exits (src/index.ts, exitWhenFlushed).
 */
function writeSummary(markdown: string): void {
  const file = process.env['GITHUB_STEP_SUMMARY'];
  if (!file) return;
  const text = markdown.length > MAX_SUMMARY_CHARS ? `${markdown.slice(0, MAX_SUMMARY_CHARS)}\n\n…(summary truncated)\n` : markdown;
  try {
    appendFileSync(file, `${text}${EOL}`, { encoding: 'utf8' });
  } catch (error) {
    core.warning(`Could not write the job summary: ${errorMessage(error)}`);
  }
}

async function finish(outcome: Finished, env: NodeJS.ProcessEnv, trigger: string): Promise<void> {
  let { result } = outcome;
  const problem = unsafeRouteMatricesProblem(result);
  if (problem !== null) {
    result = rejectedResult({
      errorCode: ErrorCode.INTERNAL,
      message: `legion-router refused to output the matrix: ${problem}. Please report this.`,
      source: result.source,
      command: result.command,
      diagnostics: result.diagnostics,
    });
  }
  let outputs = outputsFromResult(result, outcome.sha);
  // The last guard: GitHub fails the job when all outputs together pass its limit, after the
  // route said it succeeded. Outputs that would are replaced by a rejection's (which are small).
  const budget = checkOutputsBudget(outputs);
  if (!budget.ok) {
    result = rejectedResult({
      errorCode: budget.error.code,
      message: budget.error.message,
      source: result.source,
      command: result.command,
      diagnostics: [...result.diagnostics, budget.error],
    });
    outputs = outputsFromResult(result, outcome.sha);
  }
  publish(outputs);

  // An answer (exit 0) is said once, as the warning at the end: not also as an error annotation.
  const answer = !result.ok && ANSWER_CODES.has(result.errorCode) ? result.errorCode : undefined;
  annotate(answer ? result.diagnostics.filter((d) => d.code !== answer) : result.diagnostics, {
    error: (m, p) => core.error(m, p),
    warning: (m, p) => core.warning(m, p),
    notice: (m, p) => core.notice(m, p),
  });
  const summaryContext: Parameters<typeof renderSummary>[1] = {
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    sha: outcome.sha,
    trigger,
  };
  if (outcome.changedFilesNote) summaryContext.changedFilesNote = outcome.changedFilesNote;
  if (outcome.apiRequests !== undefined) summaryContext.apiRequests = outcome.apiRequests;
  writeSummary(renderSummary(result, summaryContext));

  core.info(
    `Result: ok=${result.ok} error-code=${result.errorCode || '-'} mode=${result.mode} jobs=${result.matrix.include.length} has-work=${result.hasWork} dry-run=${result.dryRun}`,
  );
  if (result.message.trim() !== '') core.info(logBlock(result.message));
  if (result.ok) return;
  if (answer) {
    core.warning(`${result.errorCode}: ${result.message || 'nothing was routed'}`, { title: 'legion-router' });
    return;
  }
  core.setFailed(result.message || `legion-router failed with ${result.errorCode}`);
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let trigger = '/legion';
  try {
    const outcome = await execute(env);
    trigger = core.getInput('trigger') || trigger;
    if (outcome.kind === 'quiet') {
      publish(emptyOutputs());
      core.info(`legion-router: ${outcome.reason}`);
      return;
    }
    await finish(outcome, env, trigger);
  } catch (error) {
    // Known failures become a rejected result with their code; anything else is a bug, reported
    // without a stack trace in the log (the stack goes to the debug log).
    let code: ErrorCodeValue = ErrorCode.INTERNAL;
    let message = errorMessage(error);
    if (error instanceof InputError || error instanceof ApiError) code = error.code;
    else if (error instanceof EventError) code = ErrorCode.INVALID_INPUT;
    else {
      message = `legion-router hit an internal error: ${message}. Please report it with this run's log.`;
      if (error instanceof Error && error.stack) core.debug(error.stack);
    }
    const result = rejectedResult({ errorCode: code, message, source: 'none' });
    await finish({ result, sha: '' }, env, trigger);
  }
}
