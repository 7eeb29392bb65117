/**
 * `/legion retry` in the action: read the last report on the pull request through the API
 * (src/report/find-last-report.ts: only the report identity's comments count, with the marker
 * as their first line), check with GitHub that the run it names is a run of this repository's
 * routing workflow (src/adapters/github/workflow-run.ts: E053 otherwise), then route the plans
 * it names as failed or not run, like `build --plan=…` (src/core/plans/named-plans.ts), at the
 * pull request's current head. When the comments run past the search's page cap, the last
 * report is "not found" (E054) and nothing routes. When there is nothing to retry, the intent
 * becomes an answer (kind `status`: a reply, exit 0, no work).
 *
 * The plans are re-checked at the current head by the plans route: one that no longer exists is
 * left out with W114; when the pull request moved on since the report, a note says which commit
 * the report was for and that the plans run at the new head.
 */
import { ErrorCode, InfoCode } from '../core/error-codes.js';
import type { Intent } from '../core/intent/intent.js';
import type { Diagnostic } from '../core/types.js';
import { ApiError, type GitHubApi } from '../adapters/github/api-client.js';
import { foreignRunReason, type RoutingWorkflow } from '../adapters/github/workflow-run.js';
import { findLastReport, MAX_RETRY_COMMENT_PAGES } from '../report/find-last-report.js';
import type { Repo } from '../report/report-api.js';
import { retryChoice } from '../report/retry-plans.js';

export interface RetryPlace {
  api: GitHubApi;
  repo: Repo;
  issueNumber: number;
  /** The `report-author` input. */
  login: string;
  trigger: string;
  /** The workflow that routes now (GITHUB_WORKFLOW_REF), or why it cannot be named. */
  workflow: RoutingWorkflow | string;
}

/** The retry intent with its plans from the last report, or an answer saying why there are none. Throws ApiError. */
export async function resolveRetry(intent: Intent, place: RetryPlace): Promise<Intent> {
  const search = await findLastReport(place.api, place.repo, place.issueNumber, place.login);
  const diagnostics: Diagnostic[] = [...intent.diagnostics];
  if (search.capped) {
    throw new ApiError(
      ErrorCode.RETRY_REPORT_NOT_FOUND,
      `Last report not found: #${place.issueNumber} has more than ${MAX_RETRY_COMMENT_PAGES * 100} comments, more than ${place.trigger} retry searches. Nothing was routed.\nName the plans instead: \`${place.trigger} build --plan=NN-PP\`.`,
    );
  }
  const choice = retryChoice(search.latest, place.trigger);
  if (choice.kind === 'nothing') {
    return { ...intent, diagnostics, kind: 'status', command: 'retry', mode: 'none', message: choice.message };
  }
  // The run the marker names must be a run of this repository's routing workflow.
  const runId = choice.report.runId;
  const foreign =
    typeof place.workflow === 'string' ? `the routing workflow cannot be named (${place.workflow})` : await foreignRunReason(place.api, place.repo, runId, place.workflow);
  if (foreign !== null) {
    throw new ApiError(
      ErrorCode.RETRY_REPORT_FOREIGN,
      `The last report on #${place.issueNumber} (comment ${choice.report.commentId}) names run ${runId}, which is not trusted: ${foreign}. Nothing was routed.\nName the plans instead: \`${place.trigger} build --plan=NN-PP\`.`,
    );
  }
  diagnostics.push({ code: InfoCode.RETRY_FROM_REPORT, severity: 'info', message: choice.note });
  return {
    ...intent,
    diagnostics,
    notes: [...intent.notes, choice.note],
    flags: { ...intent.flags, plans: choice.plans },
    shownFlags: [...intent.shownFlags, ...choice.plans.map((id) => `--plan=${id}`)],
    phaseRequest: choice.phase,
    retry: { report: choice.report },
  };
}

/** A note when the pull request's head is not the commit the report was for, else null. */
export function retryHeadNote(intent: Intent, headSha: string): string | null {
  const reported = intent.retry?.report?.sha;
  if (!reported || headSha === '' || reported === headSha.toLowerCase()) return null;
  return `The last report was for commit ${reported.slice(0, 12)}; the pull request's head is now ${headSha.slice(0, 12)}. The plans it named were checked against the new head and run there.`;
}
