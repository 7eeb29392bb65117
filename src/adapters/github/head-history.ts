/**
 * Did the pull request's head move after a given time (the approving comment's `created_at`)?
 *
 * The evidence is GitHub's repository activity log, `GET /repos/{owner}/{repo}/activity`: one
 * entry per change of a ref (push, force push, branch creation or deletion, merge) with
 * `before`, `after` and a `timestamp` that GitHub's servers set when the ref changed. Commit
 * dates are not evidence: the pusher writes them. The pull request's timeline is not used
 * either: an ordinary push appears there only as `committed` events carrying those commit dates,
 * and only force pushes (`head_ref_force_pushed`) carry a server time.
 *
 * One request: the newest entry for the head branch (`ref=refs/heads/<head>`, `per_page=1`) in
 * the head repository (the fork, for fork pull requests).
 * - Its timestamp at or after `since` → `moved` (the branch changed after the comment; even a
 *   change that came back to the same commit counts: approve again).
 * - Before `since` and its `after` is the current head → `unchanged`: the head has been this
 *   commit since before the comment, so a file listing made after `since` also belongs to it.
 * - An entry before `since` that does not end at the current head → `unknown` and
 *   `contradicts`: the caller refuses (E049) rather than guess.
 * - No entry, or the log not readable → `unknown`: the caller asks the timeline next.
 */
import { ErrorCode, type ErrorCodeValue } from '../../core/error-codes.js';
import type { GitHubApi } from './api-client.js';
import { ApiError, messageOf } from './api-error.js';
import type { PullRequestInfo } from './pull-request.js';
import { repoPath } from './repo-ref.js';

export type HeadHistory =
  | { kind: 'unchanged'; headSha: string; /** When the branch last changed (before `since`). */ changedAt: string }
  | { kind: 'moved'; headSha: string; /** When the branch changed after `since`. */ at: string; activityType: string; to: string }
  | {
      kind: 'unknown';
      headSha: string;
      reason: string;
      /**
       * The source answered, and what it said contradicts the head (an entry that does not end at
       * it): no other source may overrule that. Absent when the source could not answer (no
       * entry, not readable), so the next source is asked.
       */
      contradicts?: true;
    };

/** Token permission of the activity read, named when GitHub refuses it. */
export const ACTIVITY_PERMISSION = 'contents: read (on the head repository)';

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ACTIVITY_TYPE = /^[a-z_]{1,40}$/;

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export async function headHistorySince(api: GitHubApi, pull: PullRequestInfo, since: string): Promise<HeadHistory> {
  const headSha = pull.headSha;
  const sinceMs = Date.parse(since);
  if (Number.isNaN(sinceMs)) return { kind: 'unknown', headSha, reason: `the time ${JSON.stringify(since.slice(0, 40))} is not a date` };
  if (pull.headRepo === null) return { kind: 'unknown', headSha, reason: 'the head repository of the pull request no longer exists' };
  if (pull.headRef === '') return { kind: 'unknown', headSha, reason: 'GitHub did not name the head branch' };

  let response;
  try {
    response = await api.call(
      {
        method: 'GET',
        path: `${repoPath(pull.headRepo)}/activity`,
        query: { ref: `refs/heads/${pull.headRef}`, per_page: 1, direction: 'desc' },
      },
      { what: `the push activity of ${pull.headRepo.owner}/${pull.headRepo.repo}`, accept: [404, 422], permission: ACTIVITY_PERMISSION },
    );
  } catch (error) {
    // Rate limits, timeouts and server errors stay errors; refusals become `unknown` below.
    if (error instanceof ApiError && error.code === ErrorCode.API_PERMISSION_DENIED) {
      return { kind: 'unknown', headSha, reason: error.message };
    }
    throw error;
  }
  if (response.status !== 200) {
    const detail = messageOf(response.data);
    return { kind: 'unknown', headSha, reason: `GitHub answered ${response.status} for the push activity${detail ? ` (${detail})` : ''}` };
  }
  if (!Array.isArray(response.data)) return { kind: 'unknown', headSha, reason: "GitHub's push activity is not a list" };
  const newest = record(response.data[0]);
  if (!newest) return { kind: 'unknown', headSha, reason: `GitHub records no push to ${pull.headRef}` };

  const at = newest['timestamp'];
  const after = newest['after'];
  const type = newest['activity_type'];
  const atMs = typeof at === 'string' ? Date.parse(at) : Number.NaN;
  if (typeof at !== 'string' || Number.isNaN(atMs) || typeof after !== 'string') {
    return { kind: 'unknown', headSha, reason: "GitHub's push activity lacks a timestamp or commit" };
  }
  const activityType = typeof type === 'string' && ACTIVITY_TYPE.test(type) ? type : 'push';
  if (atMs >= sinceMs) {
    return { kind: 'moved', headSha, at: new Date(atMs).toISOString(), activityType, to: SHA.test(after) ? after : '' };
  }
  if (after === headSha) return { kind: 'unchanged', headSha, changedAt: new Date(atMs).toISOString() };
  return {
    kind: 'unknown',
    headSha,
    reason: `the last recorded change of ${pull.headRef} (${new Date(atMs).toISOString()}) does not end at the head ${headSha.slice(0, 12)}`,
    contradicts: true,
  };
}

export interface HeadRefusal {
  code: ErrorCodeValue;
  message: string;
  hint: string;
}

/**
 * The refusal for a comment command when the head is not provably the one the comment saw, or
 * null when it is. `trigger` is the command word (`/legion`) for the hint.
 */
export function headRefusal(history: HeadHistory, pullNumber: number, trigger: string): HeadRefusal | null {
  const short = history.headSha.slice(0, 12);
  const hint = `Review the new commits, then comment again (\`${trigger} …\`), or name the commit: \`${trigger} … --sha=${short}\`.`;
  switch (history.kind) {
    case 'unchanged':
      return null;
    case 'moved':
      return {
        code: ErrorCode.HEAD_MOVED,
        message: `The head of pull request #${pullNumber} changed${history.at ? ` at ${history.at}` : ''} (${history.activityType}), after the comment was written; the comment does not approve ${short}. Nothing was routed.`,
        hint,
      };
    case 'unknown':
      return {
        code: ErrorCode.HEAD_UNVERIFIED,
        message: `Could not establish that the head of pull request #${pullNumber} (${short}) is the one the comment saw: ${history.reason}. Nothing was routed.`,
        hint,
      };
  }
}
