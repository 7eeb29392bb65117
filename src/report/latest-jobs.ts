/**
 * The jobs to report for a re-run (run_attempt > 1): the current attempt's list, then, for legs
 * it does not list, the attempts before it, newest first. "Re-run failed jobs" re-runs only the
 * failed legs and what depends on them; a leg that passed before keeps its earlier result, and
 * GitHub may or may not list it again under the new attempt. Either way each leg gets the result
 * of the latest attempt it ran in (run-job.ts `laterJob` breaks ties inside one list).
 *
 * Only the current attempt's jobs are taken whole (including a skipped wave job listed with its
 * name unexpanded); earlier attempts only fill in legs by their exact name.
 */
import type { JobListing } from './list-run-jobs.js';
import type { RunJob } from './run-job.js';

export type ListAttempt = (attempt: number) => Promise<JobListing>;

/** How many earlier attempts are read at most. */
export const MAX_EARLIER_ATTEMPTS = 10;

export interface CollectedJobs {
  jobs: RunJob[];
  /** Attempts whose lists were read, newest first. */
  attemptsRead: number[];
  /** Every list read was complete (no page cap reached). */
  complete: boolean;
  /** Why an earlier attempt could not be read, when one could not (its legs then stay as they are). */
  earlierFailure?: unknown;
}

/**
 * `wanted`: the legs' job names. `settled`: the legs the current attempt accounts for without
 * listing them by name (the legs of a wave job it lists as skipped): no earlier attempt is read
 * for those.
 */
export async function collectLatestJobs(
  list: ListAttempt,
  attempt: number,
  wanted: ReadonlySet<string>,
  settled: (jobs: readonly RunJob[]) => Iterable<string> = () => [],
  maxEarlier = MAX_EARLIER_ATTEMPTS,
): Promise<CollectedJobs> {
  const current = await list(attempt);
  const jobs = [...current.jobs];
  const found = new Set([...jobs.map((job) => job.name), ...settled(current.jobs)].filter((name) => wanted.has(name)));
  const collected: CollectedJobs = { jobs, attemptsRead: [attempt], complete: current.complete };
  for (let earlier = attempt - 1; earlier >= 1 && earlier >= attempt - maxEarlier && found.size < wanted.size; earlier -= 1) {
    let listing: JobListing;
    try {
      listing = await list(earlier);
    } catch (error) {
      collected.earlierFailure = error;
      break;
    }
    collected.attemptsRead.push(earlier);
    if (!listing.complete) collected.complete = false;
    const fill = listing.jobs.filter((job) => wanted.has(job.name) && !found.has(job.name));
    jobs.push(...fill);
    for (const job of fill) found.add(job.name);
  }
  return collected;
}
