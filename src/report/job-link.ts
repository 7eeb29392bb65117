/**
 * Links the report may print: the run's page, each job's log page and each landed commit. Pure. A
 * link is only ever one of these shapes, on the server the workflow runs on (GITHUB_SERVER_URL):
 *
 *   <server>/<owner>/<repo>/actions/runs/<run id>
 *   <server>/<owner>/<repo>/actions/runs/<run id>/job/<job id>
 *   <server>/<owner>/<repo>/commit/<40 hex digits>
 *
 * A job's `html_url` is used when it is exactly the second shape (GitHub's own), otherwise the
 * link is built from the job's id; nothing from an API answer is printed unchecked.
 */
import type { RunJob } from './run-job.js';

export interface RunLocation {
  /** GITHUB_SERVER_URL, e.g. https://github.com (checked: scheme, host and port only). */
  serverUrl: string;
  /** owner/repo (checked). */
  repository: string;
  runId: number;
}

const SERVER = /^https?:\/\/[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$/;
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
const JOB_TAIL = /^\d{1,20}\/job\/\d{1,20}$/;

export function isValidServerUrl(value: string): boolean {
  return SERVER.test(value);
}

export function isValidRepository(value: string): boolean {
  return REPOSITORY.test(value) && !value.split('/').some((part) => part === '.' || part === '..');
}

const COMMIT_SHA = /^[0-9a-f]{40}$/;

/** A commit's page, or undefined when the location is not trustworthy or the sha is not 40 hex digits. */
export function commitLink(sha: string, location: RunLocation): string | undefined {
  if (!COMMIT_SHA.test(sha) || !isValidServerUrl(location.serverUrl) || !isValidRepository(location.repository)) return undefined;
  return `${location.serverUrl}/${location.repository}/commit/${sha}`;
}

function base(location: RunLocation): string | undefined {
  if (!isValidServerUrl(location.serverUrl) || !isValidRepository(location.repository)) return undefined;
  return `${location.serverUrl}/${location.repository}/actions/runs/`;
}

/** The run's page, or undefined when the location is not trustworthy. */
export function runLink(location: RunLocation): string | undefined {
  const prefix = base(location);
  return prefix === undefined ? undefined : `${prefix}${location.runId}`;
}

/** The job's log page. */
export function jobLink(job: Pick<RunJob, 'id' | 'htmlUrl'>, location: RunLocation): string | undefined {
  const prefix = base(location);
  if (prefix === undefined) return undefined;
  if (job.htmlUrl.startsWith(prefix) && JOB_TAIL.test(job.htmlUrl.slice(prefix.length))) return job.htmlUrl;
  return `${prefix}${location.runId}/job/${job.id}`;
}
