/**
 * One job of the workflow run, as the report needs it, read from an item of
 * `GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt}/jobs`. Pure. The item is
 * untrusted data: each field is checked, and the name is bounded (it is only ever compared with
 * names the report builds itself, never shown).
 */
import { isDict as isRecord } from '../core/text/untrusted-data.js';
export interface RunJob {
  id: number;
  name: string;
  /** queued, in_progress, completed, waiting, requested, pending. */
  status: string;
  /** success, failure, cancelled, skipped, timed_out, neutral, action_required, … or null while it runs. */
  conclusion: string | null;
  /** The attempt the job ran in (a job carried over from an earlier attempt keeps its number). */
  runAttempt: number;
  /** The job's log page as GitHub gives it (checked before use: see job-link.ts). */
  htmlUrl: string;
}

const MAX_NAME_CHARS = 1_000;
const WORD = /^[a-z_]{1,32}$/;

export function runJobFromApi(item: unknown, fallbackAttempt: number): RunJob | null {
  if (!isRecord(item)) return null;
  const { id, name, status, conclusion } = item;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof name !== 'string' || name.length > MAX_NAME_CHARS) return null;
  const attempt = item['run_attempt'];
  const htmlUrl = item['html_url'];
  return {
    id,
    name,
    status: typeof status === 'string' && WORD.test(status) ? status : 'unknown',
    conclusion: typeof conclusion === 'string' && WORD.test(conclusion) ? conclusion : null,
    runAttempt: typeof attempt === 'number' && Number.isSafeInteger(attempt) && attempt > 0 ? attempt : fallbackAttempt,
    htmlUrl: typeof htmlUrl === 'string' ? htmlUrl.slice(0, 500) : '',
  };
}

/** Of two jobs with the same name, the one to report: the later attempt, then the later job. */
export function laterJob(a: RunJob, b: RunJob): RunJob {
  if (a.runAttempt !== b.runAttempt) return a.runAttempt > b.runAttempt ? a : b;
  return a.id >= b.id ? a : b;
}
