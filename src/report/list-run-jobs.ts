/**
 * The jobs of one attempt of the workflow run:
 * `GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt}/jobs?per_page=100&page=n`
 * (token permission `actions: read`). Pages are read until `total_count` jobs were seen or a
 * page comes back short, at most {@link MAX_JOB_PAGES} pages; the page number is ours, so no
 * link from an answer is ever followed.
 */
import type { GitHubApi } from '../adapters/github/api-client.js';
import { repoPath, send, type Repo } from './report-api.js';
import { runJobFromApi, type RunJob } from './run-job.js';
import { isDict as isRecord } from '../core/text/untrusted-data.js';

export const JOBS_PER_PAGE = 100;
/** 4 wave jobs × 256 legs + the route and the final job fit in 11 pages; 30 leave room. */
export const MAX_JOB_PAGES = 30;

export interface JobListing {
  attempt: number;
  jobs: RunJob[];
  /** Every job GitHub counts was read. */
  complete: boolean;
  /** `total_count` of the answer. */
  total: number;
  pages: number;
}

export async function listAttemptJobs(api: GitHubApi, repo: Repo, runId: number, attempt: number, maxPages = MAX_JOB_PAGES): Promise<JobListing> {
  const jobs: RunJob[] = [];
  let total = 0;
  let totalKnown = false;
  let seen = 0;
  let pages = 0;
  for (let page = 1; page <= maxPages; page += 1) {
    const response = await send(
      api,
      { method: 'GET', path: `${repoPath(repo)}/actions/runs/${runId}/attempts/${attempt}/jobs`, query: { per_page: JOBS_PER_PAGE, page } },
      { what: `the jobs of run ${runId} attempt ${attempt} (page ${page})` },
    );
    pages = page;
    const data = isRecord(response.data) ? response.data : {};
    const items = Array.isArray(data['jobs']) ? (data['jobs'] as unknown[]) : [];
    const count = data['total_count'];
    if (typeof count === 'number' && Number.isSafeInteger(count) && count >= 0) {
      total = count;
      totalKnown = true;
    }
    seen += items.length;
    for (const item of items) {
      const job = runJobFromApi(item, attempt);
      if (job) jobs.push(job);
    }
    if (items.length < JOBS_PER_PAGE || (totalKnown && seen >= total)) return { attempt, jobs, complete: true, total: Math.max(total, seen), pages };
  }
  return { attempt, jobs, complete: totalKnown && seen >= total, total: Math.max(total, seen), pages };
}
