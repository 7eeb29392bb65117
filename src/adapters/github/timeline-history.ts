/**
 * Did the pull request's head move after a comment, as the pull request's timeline tells it?
 * `GET /repos/{owner}/{repo}/issues/{n}/timeline` (the base repository; token permission
 * `issues: read` or `pull-requests: read`), 100 events a page, oldest first, at most
 * {@link MAX_TIMELINE_PAGES} pages.
 *
 * The second source of head-evidence.ts, asked when the head repository's activity log cannot
 * answer. What the timeline holds:
 * - the comment itself (`event: "commented"`, its `id`): its place in the list;
 * - `committed` events (the commits of the pull request, with their `sha`); their dates are the
 *   pusher's, so only their place relative to the comment is read;
 * - `head_ref_force_pushed` events, with a `created_at` GitHub's servers set.
 *
 * - A force push at or after the comment's time, or a commit listed after the comment → `moved`.
 * - The last commit listed before the comment is the head, and nothing of the above → `unchanged`.
 * - Anything else (the comment not listed within the pages read, no commit before it, the last
 *   one not the head, the timeline not readable: 403, 404, 410) → `unknown`.
 *
 * What it cannot prove: GitHub does not document that `committed` events are listed in push
 * order rather than by commit date. A commit pushed after the comment but dated before it may be
 * listed before it. That is why the activity log (server push times) is asked first, and why
 * SECURITY.md names this source as the weaker one.
 */
import { ErrorCode } from '../../core/error-codes.js';
import type { GitHubApi } from './api-client.js';
import { ApiError } from './api-error.js';
import type { HeadHistory } from './head-history.js';
import type { PullRequestInfo } from './pull-request.js';
import { repoPath, type RepoRef } from './repo-ref.js';

export const MAX_TIMELINE_PAGES = 10;
/** Token permission of the timeline read, named when GitHub refuses it. */
export const TIMELINE_PERMISSION = 'issues: read (or pull-requests: read)';

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** One timeline event, as far as head pinning reads it. */
type HeadEvent = { kind: 'comment' } | { kind: 'commit'; sha: string } | { kind: 'force-push'; atMs: number } | { kind: 'other' };

function headEvent(value: unknown, commentId: number): HeadEvent {
  const item = record(value);
  const event = item?.['event'];
  if (event === 'commented' && item?.['id'] === commentId) return { kind: 'comment' };
  if (event === 'committed') {
    const sha = item?.['sha'];
    return typeof sha === 'string' && SHA.test(sha) ? { kind: 'commit', sha } : { kind: 'other' };
  }
  if (event === 'head_ref_force_pushed') {
    const at = item?.['created_at'];
    const atMs = typeof at === 'string' ? Date.parse(at) : Number.NaN;
    // A force push without a readable time may be after the comment: count it as at "now".
    return { kind: 'force-push', atMs: Number.isNaN(atMs) ? Number.POSITIVE_INFINITY : atMs };
  }
  return { kind: 'other' };
}

export async function timelineHistorySince(api: GitHubApi, repo: RepoRef, pull: PullRequestInfo, since: string, commentId: number): Promise<HeadHistory> {
  const headSha = pull.headSha;
  const sinceMs = Date.parse(since);
  if (Number.isNaN(sinceMs)) return { kind: 'unknown', headSha, reason: `the time ${JSON.stringify(since.slice(0, 40))} is not a date` };
  let commentSeen = false;
  let lastCommitBefore: string | undefined;
  let pages = 0;
  let complete = false;
  try {
    for await (const response of api.pages(
      { method: 'GET', path: `${repoPath(repo)}/issues/${pull.number}/timeline`, query: { per_page: 100 } },
      { what: `the timeline of pull request #${pull.number}`, permission: TIMELINE_PERMISSION, maxPages: MAX_TIMELINE_PAGES },
    )) {
      pages += 1;
      if (!Array.isArray(response.data)) return { kind: 'unknown', headSha, reason: "GitHub's timeline is not a list" };
      for (const item of response.data) {
        const event = headEvent(item, commentId);
        if (event.kind === 'comment') commentSeen = true;
        else if (event.kind === 'force-push' && event.atMs >= sinceMs) {
          const at = Number.isFinite(event.atMs) ? new Date(event.atMs).toISOString() : '';
          return { kind: 'moved', headSha, at, activityType: 'force push, in the timeline', to: '' };
        } else if (event.kind === 'commit') {
          if (commentSeen) return { kind: 'moved', headSha, at: '', activityType: `commit ${event.sha.slice(0, 12)} listed after the comment in the timeline`, to: event.sha };
          lastCommitBefore = event.sha;
        }
      }
      if (response.data.length < 100) {
        complete = true;
        break;
      }
    }
  } catch (error) {
    if (error instanceof ApiError && (error.code === ErrorCode.API_PERMISSION_DENIED || error.status === 404 || error.status === 410)) {
      return { kind: 'unknown', headSha, reason: `the timeline is not readable (${error.status ?? error.code})` };
    }
    throw error;
  }
  if (!complete && pages >= MAX_TIMELINE_PAGES) {
    return { kind: 'unknown', headSha, reason: `the timeline has more than ${MAX_TIMELINE_PAGES * 100} events, more than are read` };
  }
  if (!commentSeen) return { kind: 'unknown', headSha, reason: 'the timeline does not list the comment' };
  if (lastCommitBefore === undefined) return { kind: 'unknown', headSha, reason: 'the timeline lists no commit before the comment' };
  if (lastCommitBefore !== headSha) {
    return { kind: 'unknown', headSha, reason: `the last commit the timeline lists before the comment (${lastCommitBefore.slice(0, 12)}) is not the head`, contradicts: true };
  }
  return { kind: 'unchanged', headSha, changedAt: '' };
}
