/** Reactions and replies on the triggering comment. Best effort: the caller logs failures. */
import type { GitHubApi } from './api-client.js';
import { repoPath, type RepoRef } from './repo-ref.js';

export type Reaction = 'eyes' | 'rocket' | 'confused';

/** Token permission of reactions and replies, named when GitHub refuses it. */
export const FEEDBACK_PERMISSION = 'issues: write (or pull-requests: write)';

/** GitHub's limit for a comment body. */
export const MAX_COMMENT_CHARS = 65_536;

export async function addReaction(api: GitHubApi, repo: RepoRef, commentId: number, content: Reaction): Promise<void> {
  await api.call(
    { method: 'POST', path: `${repoPath(repo)}/issues/comments/${commentId}/reactions`, body: { content } },
    { what: `the ${content} reaction`, atLeastOnce: true, noRetry: true, permission: FEEDBACK_PERMISSION },
  );
}

export async function createReply(api: GitHubApi, repo: RepoRef, issueNumber: number, body: string): Promise<void> {
  const text = body.length > MAX_COMMENT_CHARS ? `${body.slice(0, MAX_COMMENT_CHARS - 20)}\n\n…(truncated)` : body;
  await api.call(
    { method: 'POST', path: `${repoPath(repo)}/issues/${issueNumber}/comments`, body: { body: text } },
    { what: 'the reply comment', atLeastOnce: true, noRetry: true, permission: FEEDBACK_PERMISSION },
  );
}

/** Token permission of reactions and replies on review comments. */
export const REVIEW_FEEDBACK_PERMISSION = 'pull-requests: write';

/** A reaction on a pull-request review comment (`POST …/pulls/comments/{id}/reactions`). */
export async function addReviewCommentReaction(api: GitHubApi, repo: RepoRef, commentId: number, content: Reaction): Promise<void> {
  await api.call(
    { method: 'POST', path: `${repoPath(repo)}/pulls/comments/${commentId}/reactions`, body: { content } },
    { what: `the ${content} reaction`, atLeastOnce: true, noRetry: true, permission: REVIEW_FEEDBACK_PERMISSION },
  );
}

/**
 * A reply in a review comment's thread: `POST …/pulls/{n}/comments` with `in_reply_to` (the id of
 * the thread's first comment; replies to replies are not supported). Not
 * `POST …/pulls/{n}/comments/{id}/replies`: GitHub's API description marks that one
 * `enabledForGitHubApps: false`, and GITHUB_TOKEN is a GitHub App token. The description requires
 * `commit_id` and `path` in this request even though GitHub ignores everything but `body` when
 * `in_reply_to` is set, so the thread's own commit and file (from the event) are sent with it.
 */
export async function createReviewThreadReply(
  api: GitHubApi,
  repo: RepoRef,
  pullNumber: number,
  thread: { id: number; commitId?: string | undefined; path?: string | undefined },
  body: string,
): Promise<void> {
  const text = body.length > MAX_COMMENT_CHARS ? `${body.slice(0, MAX_COMMENT_CHARS - 20)}\n\n…(truncated)` : body;
  const request: Record<string, string | number> = { body: text, in_reply_to: thread.id };
  if (thread.commitId !== undefined) request['commit_id'] = thread.commitId;
  if (thread.path !== undefined) request['path'] = thread.path;
  await api.call(
    { method: 'POST', path: `${repoPath(repo)}/pulls/${pullNumber}/comments`, body: request },
    { what: 'the reply in the review thread', atLeastOnce: true, noRetry: true, permission: REVIEW_FEEDBACK_PERMISSION },
  );
}
