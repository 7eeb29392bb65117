/**
 * The workflow run the report is about, and where its comment goes: GITHUB_RUN_ID,
 * GITHUB_RUN_ATTEMPT, GITHUB_REPOSITORY, GITHUB_SERVER_URL, and the event (the final job runs
 * for the same event as the route, so its payload names the triggering comment). The payload is
 * untrusted: read through the typed getters of src/action/event.ts.
 */
import { EventError, getNumber, getObject, getString, readEventContext, type EventContext } from '../action/event.js';
import { ErrorCode } from '../core/error-codes.js';
import { isValidRepository, isValidServerUrl, type RunLocation } from './job-link.js';
import { ReportInputError } from './report-inputs.js';
import type { Repo } from './report-api.js';

/**
 * What a command was written in: a conversation comment (`issue_comment`), a comment on a line
 * of the diff (`pull_request_review_comment`) or the body of a review (`pull_request_review`).
 * The report comment always goes to the pull request's conversation (where `/legion retry` finds
 * it); the final reaction goes on the command where GitHub has reactions (a review has none).
 */
export type TriggerKind = 'issue_comment' | 'review_comment' | 'review';

/** The comment a command came from: where the report and the reaction go. */
export interface TriggerComment {
  kind: TriggerKind;
  /** The comment's id (for a review: the review's id). */
  id: number;
  /** The issue or pull request it is on. */
  issueNumber: number;
  /** When it was written (ISO 8601), to bound the search for an earlier report. */
  createdAt?: string;
}

export interface RunContext {
  repo: Repo;
  location: RunLocation;
  attempt: number;
  eventName: string;
  /** Set for `issue_comment`, `pull_request_review_comment` and `pull_request_review` events. */
  comment?: TriggerComment;
}

const DIGITS = /^\d{1,15}$/;

function missing(message: string): never {
  throw new ReportInputError(ErrorCode.REPORT_RUN_CONTEXT_MISSING, message);
}

export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  const runId = (env['GITHUB_RUN_ID'] ?? '').trim();
  if (!DIGITS.test(runId) || Number(runId) === 0) missing('GITHUB_RUN_ID is not set to a run id: the report runs as a step of the workflow run it reports on.');
  const attemptText = (env['GITHUB_RUN_ATTEMPT'] ?? '').trim() || '1';
  if (!DIGITS.test(attemptText) || Number(attemptText) === 0) missing(`GITHUB_RUN_ATTEMPT is not an attempt number.`);
  const repository = (env['GITHUB_REPOSITORY'] ?? '').trim();
  if (!isValidRepository(repository)) missing('GITHUB_REPOSITORY is not set to owner/repo.');
  const serverUrl = ((env['GITHUB_SERVER_URL'] ?? '').trim() || 'https://github.com').replace(/\/+$/, '');
  if (!isValidServerUrl(serverUrl)) missing('GITHUB_SERVER_URL is not a server address (https://host).');
  const [owner, repo] = repository.split('/') as [string, string];

  let event: EventContext;
  try {
    event = readEventContext(env);
  } catch (error) {
    if (error instanceof EventError) missing(error.message);
    throw error;
  }
  const context: RunContext = {
    repo: { owner, repo },
    location: { serverUrl, repository, runId: Number(runId) },
    attempt: Number(attemptText),
    eventName: event.eventName,
  };
  const trigger = triggerOf(event);
  if (trigger) context.comment = trigger;
  return context;
}

/** Where the command of a comment-like event was written, read from the untrusted payload. */
function triggerOf(event: EventContext): TriggerComment | undefined {
  const { eventName, payload } = event;
  let kind: TriggerKind;
  let source: ReturnType<typeof getObject>;
  let issueNumber: number | undefined;
  let createdAtKey: string;
  if (eventName === 'issue_comment') {
    kind = 'issue_comment';
    source = getObject(payload, 'comment');
    issueNumber = getNumber(getObject(payload, 'issue'), 'number');
    createdAtKey = 'created_at';
  } else if (eventName === 'pull_request_review_comment') {
    kind = 'review_comment';
    source = getObject(payload, 'comment');
    issueNumber = getNumber(getObject(payload, 'pull_request'), 'number');
    createdAtKey = 'created_at';
  } else if (eventName === 'pull_request_review') {
    kind = 'review';
    source = getObject(payload, 'review');
    issueNumber = getNumber(getObject(payload, 'pull_request'), 'number');
    createdAtKey = 'submitted_at';
  } else {
    return undefined;
  }
  const id = getNumber(source, 'id');
  if (id === undefined || id <= 0 || issueNumber === undefined || issueNumber <= 0) return undefined;
  const trigger: TriggerComment = { kind, id, issueNumber };
  const createdAt = getString(source, createdAtKey);
  if (createdAt !== undefined && createdAt.length <= 40) trigger.createdAt = createdAt;
  return trigger;
}
