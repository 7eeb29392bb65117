/**
 * Commands in pull-request reviews: where the text, its author and the feedback target are in a
 * `pull_request_review_comment` (`created`) or `pull_request_review` (`submitted`) payload. Pure.
 *
 * The same rules as issue comments apply afterwards (request-from-event.ts): the first line that
 * starts with the trigger is the command, the author's permission is checked, only new text
 * routes (edited, deleted and dismissed events are quiet), and the head is pinned to the commit
 * the text was written on (`commit_id`, see head-pinning.ts). A review without `submitted_at`
 * (null) refuses (E049): when it was written cannot be told.
 */
import { getNumber, getObject, getString, type Payload } from './payload.js';
import { shownAction } from './event-names.js';

/** Where feedback on a command goes (see src/action/feedback.ts). */
export type CommentKind = 'issue_comment' | 'review_comment' | 'review';

export interface ReviewText {
  kind: Exclude<CommentKind, 'issue_comment'>;
  /** The text that may hold a command; '' for a review without a body. */
  body: string;
  login: string;
  /** The review comment's id, or the review's. */
  id: number | undefined;
  /** The pull request's number (from the payload's `pull_request`). */
  pullNumber: number | undefined;
  /** When the text was written (ISO 8601, unchecked). */
  writtenAt: string | undefined;
  /** The commit GitHub says the review or review comment was written on (`commit_id`, unchecked). */
  commitId: string | undefined;
  /** Review comments: the thread's first comment (`in_reply_to_id`, else the comment itself). */
  threadId?: number;
  /** Review comments: the file the comment is on (`path`, unchecked; sent back to GitHub only). */
  filePath?: string;
}

export type ReviewDecision = { kind: 'ignore'; reason: string } | { kind: 'text'; text: ReviewText };

export function isReviewEvent(eventName: string): boolean {
  return eventName === 'pull_request_review_comment' || eventName === 'pull_request_review';
}

/** The review comment's or review's text, or why the event is a quiet no-op. */
export function reviewText(eventName: string, action: string, payload: Payload): ReviewDecision {
  const number = getNumber(getObject(payload, 'pull_request'), 'number');
  if (eventName === 'pull_request_review_comment') {
    if (action !== 'created') {
      return { kind: 'ignore', reason: `pull_request_review_comment "${shownAction(action)}" events are ignored; only new review comments are read.` };
    }
    const comment = getObject(payload, 'comment');
    const id = getNumber(comment, 'id');
    const parent = getNumber(comment, 'in_reply_to_id');
    const text: ReviewText = {
      kind: 'review_comment',
      body: getString(comment, 'body') ?? '',
      login: getString(getObject(comment, 'user'), 'login') ?? '',
      id,
      pullNumber: number,
      writtenAt: getString(comment, 'created_at'),
      commitId: getString(comment, 'commit_id'),
    };
    const thread = parent !== undefined && parent > 0 ? parent : id;
    if (thread !== undefined) text.threadId = thread;
    const filePath = getString(comment, 'path');
    if (filePath !== undefined) text.filePath = filePath;
    return { kind: 'text', text };
  }
  if (action !== 'submitted') {
    return { kind: 'ignore', reason: `pull_request_review "${shownAction(action)}" events are ignored; only submitted reviews are read.` };
  }
  const review = getObject(payload, 'review');
  return {
    kind: 'text',
    text: {
      kind: 'review',
      // A review submitted without a summary has `body: null`.
      body: getString(review, 'body') ?? '',
      login: getString(getObject(review, 'user'), 'login') ?? '',
      id: getNumber(review, 'id'),
      pullNumber: number,
      writtenAt: getString(review, 'submitted_at'),
      commitId: getString(review, 'commit_id'),
    },
  };
}
