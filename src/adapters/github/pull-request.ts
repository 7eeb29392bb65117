/**
 * Pull-request reads: the pull request itself and its changed files.
 *
 * GitHub lists at most 3000 files for a pull request (30 pages of 100). The listing is compared
 * with the pull request's `changed_files`; a shortfall is reported as `truncated`, never hidden.
 */
import { ErrorCode } from '../../core/error-codes.js';
import { ApiError, type GitHubApi } from './api-client.js';
import { pageOf, parseLinkHeader } from './link-header.js';

export interface RepoRef {
  owner: string;
  repo: string;
}

export interface PullRequestInfo {
  number: number;
  headSha: string;
  baseSha: string;
  /** The pull request's own count of changed files. */
  changedFiles: number;
  state: string;
}

export interface PullRequestFiles {
  /** Paths, deduplicated; renames contribute both the new and the previous path. */
  files: string[];
  /** File entries the API returned (renames count once, like `changed_files`). */
  listed: number;
  /** true when fewer entries were listed than the pull request says it changes. */
  truncated: boolean;
  pages: number;
}

export const PER_PAGE = 100;
/** GitHub stops listing at 3000 files. */
export const MAX_LISTED_FILES = 3000;
export const MAX_PAGES = MAX_LISTED_FILES / PER_PAGE;

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

export function repoPath(repo: RepoRef): string {
  return `/repos/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}`;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export async function getPullRequest(api: GitHubApi, repo: RepoRef, number: number): Promise<PullRequestInfo> {
  const what = `pull request #${number}`;
  const response = await api.call(
    { method: 'GET', path: `${repoPath(repo)}/pulls/${number}` },
    { what, notFoundCode: ErrorCode.PR_NOT_FOUND },
  );
  const data = record(response.data);
  const headSha = record(data?.['head'])?.['sha'];
  const baseSha = record(data?.['base'])?.['sha'];
  const changedFiles = data?.['changed_files'];
  const state = data?.['state'];
  if (
    typeof headSha !== 'string' ||
    !SHA.test(headSha) ||
    typeof baseSha !== 'string' ||
    !SHA.test(baseSha) ||
    typeof changedFiles !== 'number' ||
    !Number.isSafeInteger(changedFiles) ||
    changedFiles < 0
  ) {
    throw new ApiError(ErrorCode.API_ERROR, `GitHub's answer for ${what} lacks the head, base or changed_files fields.`);
  }
  return { number, headSha, baseSha, changedFiles, state: typeof state === 'string' ? state : '' };
}

/**
 * List the changed files, following the `Link` header's `rel="next"` page by page, at most
 * {@link MAX_PAGES} pages. `expected` is the pull request's `changed_files`.
 */
export async function listPullRequestFiles(
  api: GitHubApi,
  repo: RepoRef,
  number: number,
  expected: number,
): Promise<PullRequestFiles> {
  const files: string[] = [];
  const seen = new Set<string>();
  const add = (path: unknown): void => {
    if (typeof path !== 'string' || path === '' || path.length > 4096 || path.includes('\0') || seen.has(path)) return;
    seen.add(path);
    files.push(path);
  };
  let listed = 0;
  let pages = 0;
  let page: number | undefined = 1;
  while (page !== undefined && pages < MAX_PAGES) {
    const response = await api.call(
      {
        method: 'GET',
        path: `${repoPath(repo)}/pulls/${number}/files`,
        query: { per_page: PER_PAGE, page },
      },
      { what: `the changed files of pull request #${number} (page ${page})`, notFoundCode: ErrorCode.PR_NOT_FOUND },
    );
    pages += 1;
    if (!Array.isArray(response.data)) {
      throw new ApiError(ErrorCode.API_ERROR, `GitHub's file list for pull request #${number} is not a list.`);
    }
    for (const entry of response.data) {
      const item = record(entry);
      if (!item) continue;
      listed += 1;
      add(item['filename']);
      add(item['previous_filename']);
    }
    if (response.data.length === 0) break;
    const next = pageOf(parseLinkHeader(response.headers['link']).get('next'));
    // Only ever move forward: a link back to an earlier page would loop.
    page = next !== undefined && next > page ? next : undefined;
  }
  return { files, listed, truncated: listed < expected, pages };
}
