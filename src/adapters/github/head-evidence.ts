/**
 * The head a command approved, established from what GitHub states (the policy is
 * src/core/request/head-pinning.ts):
 *
 * 1. `run-time` (same repository, approver with `write` or lower): no lookup; I050 says so.
 * 2. `commit-id` (a review or review comment): GitHub's `commit_id` must be the head, else E047.
 * 3. `server-records` (an issue comment): the head repository's activity log
 *    (head-history.ts), then — only when the log cannot answer (no entry, 403, 404, 422) — the
 *    pull request's timeline (timeline-history.ts). When neither can answer: E049 with the
 *    `--sha` hint, naming both reasons.
 *
 * The outcome is the refusal (thrown as an ApiError with E047/E049) or an info diagnostic that
 * says which evidence pinned the head.
 */
import { ErrorCode, InfoCode } from '../../core/error-codes.js';
import { pinningSource } from '../../core/request/head-pinning.js';
import type { CommentKind } from '../../core/request/review-source.js';
import type { Diagnostic } from '../../core/types.js';
import type { GitHubApi } from './api-client.js';
import { ApiError } from './api-error.js';
import { headHistorySince, headRefusal, type HeadHistory } from './head-history.js';
import type { PullRequestInfo } from './pull-request.js';
import type { RepoRef } from './repo-ref.js';
import { timelineHistorySince } from './timeline-history.js';

/** The command whose head is pinned. */
export interface HeadApproval {
  /** The comment's or review's id (the timeline lists issue comments by it). */
  commentId: number;
  kind: CommentKind;
  /** When it was written (`created_at`, `submitted_at`). */
  at?: string;
  /** Reviews and review comments: `commit_id`. */
  commitId?: string;
  /** The approver's repository permission, as the authorization read it. */
  approverLevel: string;
}

function sameRepository(a: RepoRef | null, b: RepoRef): boolean {
  return a !== null && a.owner.toLowerCase() === b.owner.toLowerCase() && a.repo.toLowerCase() === b.repo.toLowerCase();
}

function refuse(history: HeadHistory, pullNumber: number, trigger: string): never {
  const refusal = headRefusal(history, pullNumber, trigger);
  if (refusal === null) throw new Error('refuse() needs a refusal');
  throw new ApiError(refusal.code, `${refusal.message}\n${refusal.hint}`);
}

/** The info that says how the head was pinned; throws ApiError (E047, E049) when it cannot be. */
export async function pinApprovedHead(api: GitHubApi, repo: RepoRef, pull: PullRequestInfo, approval: HeadApproval, trigger: string): Promise<Diagnostic> {
  const source = pinningSource({
    sameRepository: sameRepository(pull.headRepo, repo),
    approverLevel: approval.approverLevel,
    kind: approval.kind,
    ...(approval.commitId !== undefined ? { commitId: approval.commitId } : {}),
  });
  const head = pull.headSha.slice(0, 12);
  if (source.kind === 'run-time') {
    return {
      code: InfoCode.HEAD_AT_RUN_TIME,
      severity: 'info',
      message: `The head at run time (${head}) routes: the pull request's branch is in this repository and the approver has ${approval.approverLevel} permission, so anyone who could push it could have written the command.`,
    };
  }
  if (source.kind === 'commit-id') {
    if (source.commitId !== pull.headSha) {
      const what = approval.kind === 'review' ? 'review' : 'review comment';
      throw new ApiError(
        ErrorCode.HEAD_MOVED,
        `The ${what} was written on commit ${source.commitId.slice(0, 12)}, but the head of pull request #${pull.number} is ${head}; it does not approve ${head}. Nothing was routed.\nReview the new commits, then approve again (\`${trigger} …\`), or name the commit: \`${trigger} … --sha=${head}\`.`,
      );
    }
    return {
      code: InfoCode.HEAD_PINNED_BY,
      severity: 'info',
      message: `The head ${head} is the commit the ${approval.kind === 'review' ? 'review' : 'review comment'} was written on (its commit_id).`,
    };
  }
  if (approval.at === undefined) {
    refuse({ kind: 'unknown', headSha: pull.headSha, reason: 'GitHub gave no time for the comment' }, pull.number, trigger);
  }
  const activity = await headHistorySince(api, pull, approval.at);
  if (activity.kind === 'unchanged') {
    return {
      code: InfoCode.HEAD_PINNED_BY,
      severity: 'info',
      message: `The head ${head} is pinned by the head repository's activity log: its last change (${activity.changedAt}) was before the comment.`,
    };
  }
  if (activity.kind === 'moved' || activity.contradicts) refuse(activity, pull.number, trigger);
  const timeline = await timelineHistorySince(api, repo, pull, approval.at, approval.commentId);
  if (timeline.kind === 'unchanged') {
    return {
      code: InfoCode.HEAD_PINNED_BY,
      severity: 'info',
      message: `The head ${head} is pinned by the pull request's timeline (the activity log could not answer: ${activity.reason}): it is the last commit listed before the comment.`,
    };
  }
  if (timeline.kind === 'moved' || timeline.contradicts) refuse(timeline, pull.number, trigger);
  refuse(
    { kind: 'unknown', headSha: pull.headSha, reason: `the activity log could not answer (${activity.reason}), nor could the timeline (${timeline.reason})` },
    pull.number,
    trigger,
  );
}
