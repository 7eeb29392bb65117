/**
 * Feedback on the triggering comment, within a fixed budget of {@link MAX_FEEDBACK_CALLS} API
 * calls per run (reactions and replies together):
 *
 * | outcome                                          | calls                         |
 * | ------------------------------------------------ | ----------------------------- |
 * | routed, jobs run                                 | 👀 on receipt, 🚀 at the end   |
 * | routed, nothing runs (dry run, status, no match) | 👀, then a reply that says why |
 * | rejected before any GitHub read (flags, config)  | 😕 and a reply (no 👀)          |
 * | unauthorized                                     | 😕 and a reply (no 👀)          |
 * | GitHub API failed after 👀                        | 👀, 😕 (details in the run)     |
 * | rejected after the files were read (E045, E050)  | 👀, then a reply               |
 *
 * Every call is best effort: a failure is logged as a warning and never changes the outcome.
 *
 * Where it goes follows what the command was written in:
 * - an issue comment: reactions on it, replies on the issue or pull request;
 * - a review comment: reactions on it (`pulls/comments/{id}/reactions`), replies in its review
 *   thread (`POST pulls/{n}/comments` with `in_reply_to: {thread}`), next to the command;
 * - a review: GitHub has no reactions on reviews, so reactions are skipped (no call, not counted)
 *   and replies go to the pull request's conversation.
 */
import type { GitHubApi } from '../adapters/github/api-client.js';
import { addReaction, addReviewCommentReaction, createReply, createReviewThreadReply, type Reaction } from '../adapters/github/feedback.js';
import type { RepoRef } from '../adapters/github/pull-request.js';
import type { CommentRef } from '../core/request/request-from-event.js';

export const MAX_FEEDBACK_CALLS = 2;

export class Feedback {
  #calls = 0;
  readonly #made: string[] = [];

  constructor(
    private readonly api: () => GitHubApi,
    private readonly repo: RepoRef,
    private readonly comment: CommentRef,
    private readonly warn: (message: string) => void,
  ) {}

  /** Calls made so far (`eyes`, `rocket`, `confused`, `reply`). */
  get made(): readonly string[] {
    return this.#made;
  }

  get remaining(): number {
    return MAX_FEEDBACK_CALLS - this.#calls;
  }

  async react(content: Reaction): Promise<void> {
    const kind = this.comment.kind ?? 'issue_comment';
    if (kind === 'review') return;
    if (!this.#take(content)) return;
    try {
      if (kind === 'review_comment') await addReviewCommentReaction(this.api(), this.repo, this.comment.id, content);
      else await addReaction(this.api(), this.repo, this.comment.id, content);
    } catch (error) {
      this.warn(`Could not add the ${content} reaction: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async reply(body: string): Promise<void> {
    if (!this.#take('reply')) return;
    try {
      const thread = this.comment.kind === 'review_comment' ? this.comment.threadId : undefined;
      if (thread !== undefined) {
        const target = { id: thread, commitId: this.comment.commitId, path: this.comment.filePath };
        await createReviewThreadReply(this.api(), this.repo, this.comment.issueNumber, target, body);
      } else await createReply(this.api(), this.repo, this.comment.issueNumber, body);
    } catch (error) {
      this.warn(`Could not post the reply comment: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  #take(what: string): boolean {
    if (this.#calls >= MAX_FEEDBACK_CALLS) return false;
    this.#calls += 1;
    this.#made.push(what);
    return true;
  }
}
