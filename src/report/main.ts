/**
 * The report step (report/action.yml), run in the workflow's final `if: always()` job:
 *
 *   inputs + run context ──▶ routed legs (waves) ──▶ the run's jobs (every attempt, paginated)
 *   ──▶ each plan's result ──▶ verdict ──▶ job summary, comment (+ marker, + each landed plan's
 *   commit), reaction, commit status ──▶ outputs; exit 1 when the work failed (E094), else 0
 *
 * Every GitHub call fails soft: a coded warning (W100–W103) that names the permission to add,
 * and the report goes on with what it has. Inputs that cannot be right stop it first (E090–E093).
 */
import * as core from '@actions/core';
import type { GitHubApi } from '../adapters/github/api-client.js';
import { ANSWER_CODES } from '../core/answer-codes.js';
import { ErrorCode, WarningCode, type WarningCodeValue } from '../core/error-codes.js';
import { setCommitStatus, type CommitState } from './commit-status.js';
import { addFinalReaction, reactionFor, takesReactions } from './final-reaction.js';
import { runLink } from './job-link.js';
import { isUnexpandedWaveJob, jobNameFor, parseJobNameTemplate, type JobNameTemplate } from './job-name-template.js';
import { collectLatestJobs } from './latest-jobs.js';
import { listAttemptJobs } from './list-run-jobs.js';
import { resolvePlanResults } from './plan-results.js';
import { createReportApi } from './report-api.js';
import { postReportComment } from './report-comment.js';
import { readReportInputs, ReportInputError, type ReportInputs } from './report-inputs.js';
import { REPORT_MARKER_VERSION } from './report-marker.js';
import { emptyReportOutputs, REPORT_OUTPUT_NAMES, reportOutputs, type ReportOutputs } from './report-outputs.js';
import { decideVerdict, type ReportResult, type RouteState } from './report-verdict.js';
import { parseRoutedWaves, type RoutedSlot, type RoutedWaves } from './routed-plans.js';
import { readRunContext, type RunContext } from './run-context.js';
import { readLandedCommits, type LandedCommit } from './landed-commits.js';
import { landingRefusalNote } from './landing-refusal.js';
import { renderReportComment, renderReportSummary, type ReportDocument } from './render-report.js';
import type { RunJob } from './run-job.js';
import { PERMISSION, softFailureMessage } from './soft-failure.js';

const TITLE = 'legion-router report';

const STATE_OF: Readonly<Record<Exclude<ReportResult, 'none'>, CommitState>> = {
  success: 'success',
  failure: 'failure',
  pending: 'pending',
};

interface Report {
  env: NodeJS.ProcessEnv;
  inputs: ReportInputs;
  context: RunContext;
  /** Coded warnings and notes for the summary and the comment (our own sentences only). */
  notes: string[];
  apiClient: GitHubApi | null;
}

function api(report: Report): GitHubApi {
  report.apiClient ??= createReportApi(report.inputs.token, report.env, (message) => core.info(message));
  return report.apiClient;
}

function warn(report: Report, code: WarningCodeValue, message: string): void {
  core.warning(`${code}: ${message}`, { title: TITLE });
  report.notes.push(`${code}: ${message}`);
}

/** The landed commits, with a coded warning for what could not be read (never the text itself). */
function landedCommits(report: Report): LandedCommit[] {
  const landed = readLandedCommits(report.inputs.commits);
  if (landed.unreadable !== null) {
    warn(
      report,
      WarningCode.REPORT_COMMITS_UNREADABLE,
      `The "commits" input was not read (${landed.unreadable}): no commits are listed. Pass \${{ needs.legion-land.outputs.commits }}.`,
    );
  }
  if (landed.dropped > 0) {
    warn(
      report,
      WarningCode.REPORT_COMMITS_DROPPED,
      `${landed.dropped} entr${landed.dropped === 1 ? 'y' : 'ies'} of the "commits" input left out: each needs a plan id and a 40-hex-digit sha, once per plan.`,
    );
  }
  return landed.commits;
}

function routeState(inputs: ReportInputs, waves: RoutedWaves): RouteState {
  const planned = waves.slots.some((slot) => slot.legs.length > 0);
  const rejection = inputs.errorCode !== '' && !ANSWER_CODES.has(inputs.errorCode);
  const routeFailed = inputs.routeResult === 'failure' || inputs.routeResult === 'cancelled' || ((inputs.routeResult === 'success' || inputs.routeResult === '') && rejection);
  const routed = !routeFailed && inputs.routeResult !== 'skipped' && planned && (inputs.hasWork ?? true);
  return { routed, routeFailed, errorCode: inputs.errorCode };
}

/** The run's jobs for the routed legs, or null when they cannot be listed (W100). */
async function readJobs(report: Report, waves: RoutedWaves, template: JobNameTemplate): Promise<RunJob[] | null> {
  const { repo, location, attempt } = report.context;
  const names = (slot: RoutedSlot): string[] => slot.legs.map((leg) => jobNameFor(template, slot.slot, leg.entryId));
  const wanted = new Set(waves.slots.flatMap(names));
  // A wave job the current attempt lists as skipped accounts for its legs: no look-back for them.
  const settled = (jobs: readonly RunJob[]): string[] =>
    waves.slots.filter((slot) => jobs.some((job) => job.conclusion === 'skipped' && isUnexpandedWaveJob(template, slot.slot, job.name))).flatMap(names);
  try {
    const collected = await collectLatestJobs((n) => listAttemptJobs(api(report), repo, location.runId, n), attempt, wanted, settled);
    core.info(`Jobs read: ${collected.jobs.length} from attempt${collected.attemptsRead.length === 1 ? '' : 's'} ${collected.attemptsRead.join(', ')} of run ${location.runId}.`);
    if (!collected.complete) {
      warn(report, WarningCode.REPORT_JOBS_UNMATCHED, 'The run has more jobs than the report reads (3,000 per attempt): plans past that show as not run.');
    }
    if (collected.earlierFailure !== undefined) {
      warn(report, WarningCode.REPORT_JOBS_UNREADABLE, softFailureMessage(collected.earlierFailure, 'Could not list the jobs of an earlier attempt', PERMISSION.jobs));
    }
    return collected.jobs;
  } catch (error) {
    const fallback = report.inputs.waveResults
      ? ' Each plan shows its wave job’s result instead.'
      : ' Plans show as not known (pass wave-results to fall back on the wave jobs’ results).';
    warn(report, WarningCode.REPORT_JOBS_UNREADABLE, `${softFailureMessage(error, 'Could not list the jobs of this run', PERMISSION.jobs)}${fallback}`);
    return null;
  }
}

async function postComment(report: Report, body: string): Promise<number | undefined> {
  const comment = report.context.comment;
  if (!comment) return undefined;
  try {
    const posted = await postReportComment(
      api(report),
      report.context.repo,
      {
        issueNumber: comment.issueNumber,
        login: report.inputs.reportAuthor,
        ...(report.inputs.commentId !== undefined ? { commentId: report.inputs.commentId } : {}),
        ...(report.context.attempt > 1 ? { runId: report.context.location.runId } : {}),
        ...(comment.createdAt !== undefined ? { since: comment.createdAt } : {}),
      },
      body,
    );
    core.info(`Report comment ${posted.how}: ${posted.id}.`);
    return posted.id;
  } catch (error) {
    warn(report, WarningCode.REPORT_COMMENT_NOT_POSTED, `${softFailureMessage(error, 'Could not post the report comment', PERMISSION.comment)} The job summary has the report.`);
    return undefined;
  }
}

async function react(report: Report, result: ReportResult): Promise<void> {
  const comment = report.context.comment;
  const content = reactionFor(result);
  if (!comment || content === null) return;
  if (!takesReactions(comment)) {
    report.notes.push(
      'No final reaction: the command was written in a review, and GitHub has no reactions on reviews (the report comment and the commit status carry the result).',
    );
    return;
  }
  try {
    await addFinalReaction(api(report), report.context.repo, comment, content);
    core.info(`Reaction ${content} added to the triggering comment.`);
  } catch (error) {
    warn(report, WarningCode.REPORT_REACTION_NOT_SET, softFailureMessage(error, `Could not add the ${content} reaction to the command`, PERMISSION.reaction));
  }
}

async function setStatus(report: Report, result: Exclude<ReportResult, 'none'>, description: string): Promise<void> {
  const { sha, statusContext } = report.inputs;
  const targetUrl = runLink(report.context.location);
  try {
    await setCommitStatus(api(report), report.context.repo, sha, { state: STATE_OF[result], context: statusContext, description, ...(targetUrl ? { targetUrl } : {}) });
    core.info(`Commit status ${statusContext}: ${STATE_OF[result]} on ${sha}.`);
  } catch (error) {
    warn(report, WarningCode.REPORT_STATUS_NOT_SET, softFailureMessage(error, `Could not set the ${statusContext} status on ${sha.slice(0, 12)}`, PERMISSION.status));
  }
}

function publish(outputs: ReportOutputs): void {
  for (const name of REPORT_OUTPUT_NAMES) core.setOutput(name, outputs[name]);
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) return;
  try {
    await core.summary.addRaw(markdown, true).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${error instanceof Error ? error.message : String(error)}`, { title: TITLE });
  }
}

async function execute(env: NodeJS.ProcessEnv): Promise<void> {
  const inputs = readReportInputs((name) => core.getInput(name));
  if (inputs.token !== '') core.setSecret(inputs.token);
  const template = parseJobNameTemplate(inputs.jobName);
  if (!template.ok) throw new ReportInputError(ErrorCode.REPORT_JOB_NAME_INVALID, template.message);
  const parsed = parseRoutedWaves(inputs.waves);
  if (!parsed.ok) throw new ReportInputError(ErrorCode.REPORT_WAVES_INVALID, parsed.message);
  const waves = parsed.waves;
  const context = readRunContext(env);
  const report: Report = { env, inputs, context, notes: [], apiClient: null };
  if (waves.unsafeIds > 0) {
    warn(
      report,
      WarningCode.REPORT_JOBS_UNMATCHED,
      `${waves.unsafeIds} matrix entries or batch items have ids that are not safe to show (or repeat one): they are left out of the report.`,
    );
  }

  const commits = landedCommits(report);
  const refused = landingRefusalNote(inputs.landError);
  if (refused !== null) warn(report, WarningCode.REPORT_LANDING_REFUSED, refused);
  const route = routeState(inputs, waves);
  const jobs = route.routed ? await readJobs(report, waves, template.template) : [];
  const slots = route.routed ? resolvePlanResults(waves.slots, { template: template.template, jobs, waveResults: inputs.waveResults }) : [];
  if (jobs !== null && jobs.length > 0 && route.routed) {
    const unmatched = slots.flatMap((slot) => slot.plans).filter((plan) => plan.state === 'missing').length;
    if (unmatched > 0) {
      warn(
        report,
        WarningCode.REPORT_JOBS_UNMATCHED,
        `${unmatched} routed plan${unmatched === 1 ? ' has' : 's have'} no job named like "${template.template.text.replace(/[^\x20-\x7e·]/g, '?')}" in this run: check the job-name input against the wave jobs' name.`,
      );
    }
  }
  const verdict = decideVerdict(route, slots);
  core.info(`Verdict: ${verdict.result}. ${verdict.reason}`);

  const document = (notes: readonly string[]): ReportDocument => ({
    command: inputs.command,
    sha: inputs.sha,
    attempt: context.attempt,
    location: context.location,
    verdict,
    slots,
    commits,
    notes,
    marker: {
      version: REPORT_MARKER_VERSION,
      runId: context.location.runId,
      attempt: context.attempt,
      sha: inputs.sha,
      result: verdict.result,
      failed: verdict.failed,
      notRun: verdict.notRun,
    },
  });

  let commentId: number | undefined;
  if (verdict.result !== 'none') {
    // The comment and the reaction answer a command; a failed route already answered it itself.
    // Without `source` (an older workflow), an issue_comment event is taken to be the command.
    const fromComment = inputs.source === 'comment' || (inputs.source === '' && context.comment !== undefined);
    const answersCommand = route.routed && fromComment && context.comment !== undefined;
    if (inputs.post.status) {
      if (inputs.sha === '') report.notes.push('No commit status: the route named no commit (sha).');
      else await setStatus(report, verdict.result, verdict.reason);
    }
    if (answersCommand && inputs.post.reaction) await react(report, verdict.result);
    if (answersCommand && inputs.post.comment) commentId = await postComment(report, renderReportComment(document(report.notes)));
    if (!answersCommand && route.routed)
      report.notes.push(`No comment: the ${inputs.source || 'route'} request has no comment to answer (the job summary and the commit status carry the report).`);
  }
  if (report.apiClient) report.notes.push(`GitHub API requests: ${report.apiClient.requests}.`);
  await writeSummary(renderReportSummary(document(report.notes)));
  publish(reportOutputs(verdict, commentId));

  if (verdict.result === 'failure') core.setFailed(`${ErrorCode.REPORT_WORK_FAILED}: ${verdict.reason}`);
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await execute(env);
  } catch (error) {
    publish(emptyReportOutputs());
    if (error instanceof ReportInputError) {
      core.setFailed(`${error.code}: ${error.message}`);
      return;
    }
    if (error instanceof Error && error.stack) core.debug(error.stack);
    core.setFailed(
      `${ErrorCode.INTERNAL}: the legion-router report hit an internal error: ${error instanceof Error ? error.message : String(error)}. Please report it with this run's log.`,
    );
  }
}
