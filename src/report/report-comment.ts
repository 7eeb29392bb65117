/**
 * The report comment on the pull request or issue the command came from: one per run, updated
 * in place by later attempts.
 *
 * - With `comment-id` (the route's reply, when it posted one): that comment is updated
 *   (`PATCH /repos/{o}/{r}/issues/comments/{id}`); if it is gone (404), a new one is posted.
 * - On a re-run attempt, the report of an earlier attempt is found among the comments written
 *   since the command (`GET /repos/{o}/{r}/issues/{n}/comments?since=…`, at most
 *   {@link MAX_COMMENT_PAGES} pages): a comment by the report identity (`report-author`, the
 *   same filter `/legion retry` uses) whose first-line marker names this run. It is updated;
 *   another bot's comment that names the run is never adopted.
 * - Otherwise a new comment is posted (`POST /repos/{o}/{r}/issues/{n}/comments`).
 *
 * Token permission `issues: write` (`pull-requests: write` works on a pull request).
 */
import { ApiError, type GitHubApi } from '../adapters/github/api-client.js';
import { latestReport } from './latest-report.js';
import { readReportMarker } from './report-marker.js';
import { repoPath, send, type Repo } from './report-api.js';
import { isDict as isRecord } from '../core/text/untrusted-data.js';

export const MAX_COMMENT_PAGES = 5;
const PER_PAGE = 100;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

export interface CommentPlace {
  issueNumber: number;
  /** The route's reply to update, when it posted one. */
  commentId?: number;
  /** Look for an earlier attempt's report of this run. */
  runId?: number;
  /** ISO time of the command: only comments updated since then are listed. */
  since?: string;
  /** The report identity (`report-author`): only its comments are updated on a re-run. */
  login: string;
}

export interface PostedComment {
  id: number;
  how: 'created' | 'updated';
}

function idOf(data: unknown): number {
  const id = isRecord(data) ? data['id'] : undefined;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** The newest earlier report of this run among the issue's recent comments (bots' only), or undefined. */
export async function findRunReport(api: GitHubApi, repo: Repo, issueNumber: number, runId: number, login: string, since?: string): Promise<number | undefined> {
  const ofThisRun: unknown[] = [];
  for (let page = 1; page <= MAX_COMMENT_PAGES; page += 1) {
    const query: Record<string, string | number> = { per_page: PER_PAGE, page };
    if (since && ISO_TIME.test(since)) query['since'] = since;
    const response = await send(api, { method: 'GET', path: `${repoPath(repo)}/issues/${issueNumber}/comments`, query }, { what: `the comments of #${issueNumber}` });
    const items = Array.isArray(response.data) ? (response.data as unknown[]) : [];
    for (const item of items) {
      const body = isRecord(item) ? item['body'] : undefined;
      if (typeof body === 'string' && readReportMarker(body)?.runId === runId) ofThisRun.push(item);
    }
    if (items.length < PER_PAGE) break;
  }
  return latestReport(ofThisRun, { login })?.commentId;
}

async function update(api: GitHubApi, repo: Repo, commentId: number, body: string): Promise<PostedComment | null> {
  try {
    await send(api, { method: 'PATCH', path: `${repoPath(repo)}/issues/comments/${commentId}`, body: { body } }, { what: 'the report comment', atLeastOnce: true });
    return { id: commentId, how: 'updated' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null; // deleted since: post anew
    throw error;
  }
}

export async function postReportComment(api: GitHubApi, repo: Repo, place: CommentPlace, body: string): Promise<PostedComment> {
  let target = place.commentId;
  if (target === undefined && place.runId !== undefined) target = await findRunReport(api, repo, place.issueNumber, place.runId, place.login, place.since);
  if (target !== undefined) {
    const updated = await update(api, repo, target, body);
    if (updated) return updated;
  }
  const response = await send(
    api,
    { method: 'POST', path: `${repoPath(repo)}/issues/${place.issueNumber}/comments`, body: { body } },
    { what: 'the report comment', atLeastOnce: true },
  );
  return { id: idOf(response.data), how: 'created' };
}
