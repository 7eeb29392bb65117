/**
 * Which request a run carries, decided from the event and the inputs. Precedence:
 * explicit inputs (`command` / `flags` / `text`) > a comment command > pull-request labels.
 * Pure: no I/O. The valid flags (needed for labels) are passed in lazily because reading them
 * means loading the config.
 */
import { ErrorCode, type ErrorCodeValue } from '../error-codes.js';
import { isFlagLabel, labelsToFlagTokens } from './labels-to-flags.js';
import { foldLookalikes, parseComment, parseCommandWords, tokenize } from './parse-command.js';
import type { RouteRequest } from '../types.js';
import { ROUTED_PR_ACTIONS, isPullRequestEvent, shownAction } from './event-names.js';
import { getNumber, getObject, getString, isObject, type EventContext, type Payload } from './payload.js';
import { isReviewEvent, reviewText, type CommentKind } from './review-source.js';
import { mergeGroupRange, pushRange, type CommitRange } from './commit-range.js';

export type { CommentKind } from './review-source.js';
export type { CommitRange } from './commit-range.js';

/** The settings that shape how an event becomes a request (the action's inputs, the CLI's options). */
export interface EventRequestSettings {
  /** Explicit request parts (`command`, `flags`, `text` inputs); '' when not given. */
  command: string;
  flags: string;
  text: string;
  /** Phase override; '' when not given. */
  phase: string;
  /** Comment prefix (`/legion`). */
  trigger: string;
  labelPrefix: string;
  /** Command routed for pull-request events (labels, opened, synchronize, reopened). */
  labelCommand: string;
  /** Command routed for `push` and `merge_group`; '' or absent: `labelCommand`. */
  pushCommand?: string;
}

/** A pull request the run is about, with whatever the payload already told. */
export interface PullRequestRef {
  number: number;
  /** From a pull_request payload; a comment's payload does not carry them. */
  headSha?: string;
  baseSha?: string;
  changedFiles?: number;
  /** 'open' or 'closed', from a pull_request payload. */
  state?: string;
}

/** The comment a command came from (feedback goes there). */
export interface CommentRef {
  id: number;
  /** Issue or pull-request number the comment is on. */
  issueNumber: number;
  login: string;
  /** When GitHub says the comment was written (ISO 8601), for pinning the head it approved. */
  createdAt?: string;
  /** What the command was written in (default `issue_comment`): decides where feedback goes. */
  kind?: CommentKind;
  /** Review comments: the id of the thread's first comment (replies go there). */
  threadId?: number;
  /** Review comments: the file the thread is on (the reply request names it with `commit_id`). */
  filePath?: string;
  /** Reviews and review comments: the commit GitHub says the text was written on (`commit_id`). */
  commitId?: string;
}

/**
 * Who must hold the `permission` input's level before anything routes. Authorization follows the
 * event, never the input that carries the text: a comment's author, a pull_request_target
 * sender (the pusher, or the labeler).
 */
export interface Authorization {
  login: string;
  /** Why this person is checked, for messages ("commenter", "labeler", "sender of synchronize"). */
  role: string;
}

export type Trigger =
  | { kind: 'ignore'; reason: string }
  | { kind: 'invalid'; errorCode: ErrorCodeValue; message: string }
  | {
      kind: 'route';
      request: RouteRequest;
      /** Set for pull_request events and comments on pull requests: changed files come from it. */
      pullRequest?: PullRequestRef;
      /** Set when the request came from a comment: feedback goes there. */
      comment?: CommentRef;
      /** Set when the event needs the actor's permission checked before routing. */
      authorize?: Authorization;
      /** push and merge_group: the commits whose changed files select the plans. */
      range?: CommitRange;
      /**
       * pull_request events that route labels: the labels on the pull request (and the one just
       * added, for `labeled`), so a pull_request_target run can count only those whose labeler
       * is authorized (src/action/authorized-labels.ts).
       */
      labels?: { names: string[]; added?: string };
    };

/** Request from the `command` / `flags` / `text` inputs (dispatch, workflow_call, any event). */
export function requestFromInputs(inputs: Pick<EventRequestSettings, 'command' | 'flags' | 'text'>, actor?: string): RouteRequest {
  const request = parseCommandWords(tokenize(foldLookalikes(inputs.command)), 'input', actor || undefined);
  for (const word of tokenize(foldLookalikes(inputs.flags))) {
    // `flags: just-harden` means `--just-harden`; dashes are optional in the input.
    request.flagTokens.push(word.startsWith('--') ? word : `--${word.replace(/^-+/, '')}`);
  }
  const text = tokenize(foldLookalikes(inputs.text)).join(' ');
  if (text !== '') request.text = request.text === '' ? text : `${request.text} ${text}`;
  return request;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

function pullRequestFromPayload(pr: Payload): PullRequestRef | null {
  const number = getNumber(pr, 'number');
  if (number === undefined || number < 1) return null;
  const ref: PullRequestRef = { number };
  const headSha = getString(getObject(pr, 'head'), 'sha');
  const baseSha = getString(getObject(pr, 'base'), 'sha');
  const changedFiles = getNumber(pr, 'changed_files');
  if (headSha !== undefined && SHA.test(headSha)) ref.headSha = headSha;
  if (baseSha !== undefined && SHA.test(baseSha)) ref.baseSha = baseSha;
  if (changedFiles !== undefined && changedFiles >= 0) ref.changedFiles = changedFiles;
  const state = getString(pr, 'state');
  if (state === 'open' || state === 'closed') ref.state = state;
  return ref;
}

function labelNames(pr: Payload): string[] {
  const labels = pr['labels'];
  if (!Array.isArray(labels)) return [];
  const names: string[] = [];
  for (const label of labels) {
    const name = isObject(label) ? getString(label, 'name') : typeof label === 'string' ? label : undefined;
    if (name !== undefined) names.push(name);
  }
  return names;
}

function withPhase(request: RouteRequest, inputs: EventRequestSettings): RouteRequest {
  if (inputs.phase !== '') request.phase = inputs.phase;
  return request;
}

export function resolveTrigger(context: EventContext, inputs: EventRequestSettings, validFlags: () => readonly string[]): Trigger {
  const { eventName, action, payload } = context;
  const explicit = inputs.command !== '' || inputs.flags !== '' || inputs.text !== '';

  if (eventName === 'issue_comment') {
    const issue = getObject(payload, 'issue');
    const issueNumber = getNumber(issue, 'number');
    const onPullRequest = getObject(issue, 'pull_request') !== undefined;
    const pullRequest = onPullRequest && issueNumber !== undefined ? { number: issueNumber } : undefined;
    // Only new comments route, whichever input carries the text: an edit could turn an old,
    // approved comment into a new command.
    if (action !== 'created') {
      return { kind: 'ignore', reason: `issue_comment "${shownAction(action)}" events are ignored; only new comments are read.` };
    }
    const comment = getObject(payload, 'comment');
    const body = getString(comment, 'body') ?? '';
    const login = getString(getObject(comment, 'user'), 'login') ?? '';
    const id = getNumber(comment, 'id');
    const createdAt = getString(comment, 'created_at');
    const request = explicit ? requestFromInputs(inputs, login || context.actor) : parseComment(body, inputs.trigger, login || undefined);
    if (request === null) return { kind: 'ignore', reason: 'The comment is not a command; nothing to do.' };
    if (id === undefined || issueNumber === undefined || login === '') {
      return {
        kind: 'invalid',
        errorCode: ErrorCode.INVALID_INPUT,
        message: 'The issue_comment payload lacks the comment id, the issue number or the author.',
      };
    }
    if (explicit) request.source = 'comment';
    return {
      kind: 'route',
      request: withPhase(request, inputs),
      comment: { id, issueNumber, login, ...(createdAt && ISO_TIME.test(createdAt) ? { createdAt } : {}) },
      authorize: { login, role: 'commenter' },
      ...(pullRequest ? { pullRequest } : {}),
    };
  }

  if (isPullRequestEvent(eventName)) {
    const pr = getObject(payload, 'pull_request');
    const pullRequest = pr ? pullRequestFromPayload(pr) : null;
    if (pr === undefined || pullRequest === null) {
      return { kind: 'invalid', errorCode: ErrorCode.INVALID_INPUT, message: `The ${shownAction(eventName)} payload has no pull request.` };
    }
    // pull_request_target runs with the base repository's token and secrets: the person who
    // caused the event (the pusher, the labeler) must hold the permission, every time. A label
    // set earlier never approves a later push.
    const sender = getString(getObject(payload, 'sender'), 'login') ?? context.actor;
    const authorize: Authorization | undefined =
      eventName === 'pull_request_target' ? { login: sender, role: action === 'labeled' ? 'labeler' : `sender of ${shownAction(action)}` } : undefined;
    // pull_request_target runs with the base repository's token and secrets: whatever carries the
    // request, only the actions that change what would route (opened, synchronize, reopened,
    // labeled) route; `edited`, `assigned` and the rest are quiet.
    if (explicit && (eventName !== 'pull_request_target' || ROUTED_PR_ACTIONS.includes(action))) {
      return { kind: 'route', request: withPhase(requestFromInputs(inputs, context.actor), inputs), pullRequest, ...(authorize ? { authorize } : {}) };
    }
    if (!ROUTED_PR_ACTIONS.includes(action)) {
      return { kind: 'ignore', reason: `${shownAction(eventName)} "${shownAction(action)}" events are ignored.` };
    }
    const flags = validFlags();
    const labels = labelNames(pr);
    if (action === 'labeled') {
      const added = getString(getObject(payload, 'label'), 'name');
      if (added === undefined || !isFlagLabel(added, inputs.labelPrefix, flags)) {
        return { kind: 'ignore', reason: 'The added label is not a flag; nothing to do.' };
      }
      if (!labels.includes(added)) labels.push(added);
    }
    const request: RouteRequest = {
      source: 'label',
      command: inputs.labelCommand,
      flagTokens: labelsToFlagTokens(labels, inputs.labelPrefix, flags),
      text: '',
    };
    const actor = context.actor || sender;
    if (actor) request.actor = actor;
    const added = action === 'labeled' ? getString(getObject(payload, 'label'), 'name') : undefined;
    return {
      kind: 'route',
      request: withPhase(request, inputs),
      pullRequest,
      labels: { names: labels, ...(added !== undefined ? { added } : {}) },
      ...(authorize ? { authorize } : {}),
    };
  }

  if (isReviewEvent(eventName)) {
    const decision = reviewText(eventName, action, payload);
    if (decision.kind === 'ignore') return decision;
    const { text } = decision;
    const request = explicit ? requestFromInputs(inputs, text.login || context.actor) : parseComment(text.body, inputs.trigger, text.login || undefined);
    if (request === null) {
      return { kind: 'ignore', reason: text.kind === 'review' ? 'The review has no command; nothing to do.' : 'The review comment is not a command; nothing to do.' };
    }
    if (text.id === undefined || text.pullNumber === undefined || text.pullNumber < 1 || text.login === '') {
      return {
        kind: 'invalid',
        errorCode: ErrorCode.INVALID_INPUT,
        message: `The ${eventName === 'pull_request_review' ? 'pull_request_review' : 'pull_request_review_comment'} payload lacks the ${text.kind === 'review' ? 'review' : 'comment'} id, the pull request number or the author.`,
      };
    }
    if (text.kind === 'review' && (text.writtenAt === undefined || !ISO_TIME.test(text.writtenAt))) {
      // GitHub sends `submitted_at: null` for some reviews: when the review was written, and so the
      // head it approved, cannot be told.
      return {
        kind: 'invalid',
        errorCode: ErrorCode.HEAD_UNVERIFIED,
        message: `The review has no submitted_at time, so the head it approved cannot be established; nothing was routed. Comment \`${inputs.trigger} … --sha=<head>\` to name the commit.`,
      };
    }
    request.source = 'comment';
    const comment: CommentRef = { id: text.id, issueNumber: text.pullNumber, login: text.login, kind: text.kind };
    if (text.writtenAt !== undefined && ISO_TIME.test(text.writtenAt)) comment.createdAt = text.writtenAt;
    if (text.commitId !== undefined && SHA.test(text.commitId)) comment.commitId = text.commitId;
    if (text.threadId !== undefined) comment.threadId = text.threadId;
    if (text.filePath !== undefined) comment.filePath = text.filePath;
    return {
      kind: 'route',
      request: withPhase(request, inputs),
      comment,
      authorize: { login: text.login, role: text.kind === 'review' ? 'reviewer' : 'review commenter' },
      // Only the number: the pull request is read (head, changed_files) and its head pinned to
      // when the text was written, as for issue comments.
      pullRequest: { number: text.pullNumber },
    };
  }

  if (eventName === 'push' || eventName === 'merge_group') {
    // Written by people with write access (a push, or a merge queue entry): no permission check.
    const decision = eventName === 'push' ? pushRange(payload) : mergeGroupRange(payload, action);
    if (decision.kind === 'ignore') {
      // A tag push with explicit inputs routes them, as any other event would (no range).
      if (explicit && eventName === 'push' && payload['deleted'] !== true) return { kind: 'route', request: withPhase(requestFromInputs(inputs, context.actor), inputs) };
      return decision;
    }
    if (decision.kind === 'invalid') return { kind: 'invalid', errorCode: ErrorCode.INVALID_INPUT, message: decision.message };
    const request: RouteRequest = explicit
      ? requestFromInputs(inputs, context.actor)
      : { source: eventName, command: inputs.pushCommand || inputs.labelCommand, flagTokens: [], text: '' };
    const sender = context.actor || getString(getObject(payload, 'sender'), 'login') || '';
    if (!explicit && sender) request.actor = sender;
    return { kind: 'route', request: withPhase(request, inputs), range: decision.range };
  }

  // workflow_dispatch, workflow_call (which carries the caller's event name), schedule, ...
  return { kind: 'route', request: withPhase(requestFromInputs(inputs, context.actor), inputs) };
}
