/**
 * The cheap decision made before anything heavy is loaded: is this run certainly a no-op?
 * Dependency-free apart from the comment scanner, so src/index.ts can answer the common case
 * (a pull-request comment that is not a command) in milliseconds, with no network call.
 */
import { findCommandLine } from '../core/request/parse-command.js';
import { DEFAULT_TRIGGER, ROUTED_PR_ACTIONS, isPullRequestEvent, shownAction } from '../core/request/event-names.js';
import { getObject, getString, type Payload } from '../core/request/payload.js';
import { isReviewEvent, reviewText } from '../core/request/review-source.js';

export { DEFAULT_TRIGGER, ROUTED_PR_ACTIONS, isPullRequestEvent, shownAction };

export type ColdDecision = { quiet: true; reason: string } | { quiet: false };

function input(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** true when the workflow passed `command`, `flags` or `text`: explicit inputs win over events. */
export function hasExplicitInputs(env: NodeJS.ProcessEnv): boolean {
  return input(env, 'command') !== '' || input(env, 'flags') !== '' || input(env, 'text') !== '';
}

export function triggerFromEnv(env: NodeJS.ProcessEnv): string {
  return input(env, 'trigger') || DEFAULT_TRIGGER;
}

export function coldDecision(eventName: string, payload: Payload, env: NodeJS.ProcessEnv): ColdDecision {
  if (hasExplicitInputs(env)) return { quiet: false };
  const action = getString(payload, 'action') ?? '';
  if (eventName === 'issue_comment') {
    if (action !== 'created') {
      return { quiet: true, reason: `issue_comment "${shownAction(action)}" events are ignored; only new comments are read.` };
    }
    const body = getString(getObject(payload, 'comment'), 'body') ?? '';
    if (findCommandLine(body, triggerFromEnv(env)) === null) {
      return { quiet: true, reason: 'The comment is not a command; nothing to do.' };
    }
    return { quiet: false };
  }
  if (isReviewEvent(eventName)) {
    // Review comments and reviews: the same rules (only new text, only commands), the same answer.
    const review = reviewText(eventName, action, payload);
    if (review.kind === 'ignore') return { quiet: true, reason: review.reason };
    if (findCommandLine(review.text.body, triggerFromEnv(env)) === null) {
      return { quiet: true, reason: review.text.kind === 'review' ? 'The review has no command; nothing to do.' : 'The review comment is not a command; nothing to do.' };
    }
    return { quiet: false };
  }
  if (isPullRequestEvent(eventName) && !ROUTED_PR_ACTIONS.includes(action)) {
    return { quiet: true, reason: `${shownAction(eventName)} "${shownAction(action)}" events are ignored.` };
  }
  return { quiet: false };
}
