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

/** The comment a command came from: where the report and the reaction go. */
export interface TriggerComment {
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
  /** Set for `issue_comment` events. */
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
  if (event.eventName === 'issue_comment') {
    const comment = getObject(event.payload, 'comment');
    const id = getNumber(comment, 'id');
    const issueNumber = getNumber(getObject(event.payload, 'issue'), 'number');
    if (id !== undefined && id > 0 && issueNumber !== undefined && issueNumber > 0) {
      context.comment = { id, issueNumber };
      const createdAt = getString(comment, 'created_at');
      if (createdAt !== undefined && createdAt.length <= 40) context.comment.createdAt = createdAt;
    }
  }
  return context;
}
