/**
 * Pull-request reads: the pull request itself and its changed files.
 *
 * GitHub lists at most 3000 files for a pull request (30 pages of 100). The listing is compared
 * with the pull request's `changed_files`; a shortfall is reported as `truncated`, never hidden.
 * The pages follow `Link: rel="next"` through octokit's `paginate` (one request per page:
 * ceil(files / 100)); `listPullRequestFilesAt` also proves that the list belongs to the head
 * commit that is routed.
 */
import { ErrorCode } from '../../core/error-codes.js';
import type { GitHubApi } from './api-client.js';
import { ApiError } from './api-error.js';
import { repoPath, type RepoRef } from './repo-ref.js';

export { repoPath, type RepoRef } from './repo-ref.js';

export interface PullRequestInfo {
  number: number;
  headSha: string;
  baseSha: string;
  /** The pull request's own count of changed files. */
  changedFiles: number;
  /** `open` or `closed` (empty when GitHub sent neither). */
  state: string;
  /** true when the pull request was merged (its state is then `closed`). */
  merged: boolean;
  /** The head branch's name (`feature`), in {@link PullRequestInfo.headRepo}. */
  headRef: string;
  /** The repository the head branch lives in (a fork, for fork pull requests); null when deleted. */
  headRepo: RepoRef | null;
  /** The base branch's name (`main`), '' when GitHub sent none. */
  baseRef: string;
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

/** A listing that belongs to `pull.headSha`: the head did not move while it was read. */
export interface PinnedPullRequestFiles extends PullRequestFiles {
  /** The pull request as read after the last page. */
  pull: PullRequestInfo;
}

export const PER_PAGE = 100;
/** GitHub stops listing at 3000 files. */
export const MAX_LISTED_FILES = 3000;
export const MAX_PAGES = MAX_LISTED_FILES / PER_PAGE;

/** Token permission of the pull-request reads, for E046 messages. */
export const PULL_REQUEST_PERMISSION = 'pull-requests: read';

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function repoOf(value: unknown): RepoRef | null {
  const repo = record(value);
  const owner = record(repo?.['owner'])?.['login'];
  const name = repo?.['name'];
  if (typeof owner !== 'string' || typeof name !== 'string' || !NAME.test(owner) || !NAME.test(name)) return null;
  return { owner, repo: name };
}

/** `open`, `closed` or `merged`: a pull request that is not open routes no build work. */
export function pullRequestStatus(pull: Pick<PullRequestInfo, 'state' | 'merged'>): 'open' | 'closed' | 'merged' {
  if (pull.merged) return 'merged';
  return pull.state === 'open' ? 'open' : 'closed';
}

export async function getPullRequest(api: GitHubApi, repo: RepoRef, number: number): Promise<PullRequestInfo> {
  const what = `pull request #${number}`;
  const response = await api.call(
    { method: 'GET', path: `${repoPath(repo)}/pulls/${number}` },
    { what, notFoundCode: ErrorCode.PR_NOT_FOUND, permission: PULL_REQUEST_PERMISSION },
  );
  const data = record(response.data);
  const head = record(data?.['head']);
  const headSha = head?.['sha'];
  const baseSha = record(data?.['base'])?.['sha'];
  const changedFiles = data?.['changed_files'];
  const state = data?.['state'];
  const headRef = head?.['ref'];
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
  return {
    number,
    headSha,
    baseSha,
    changedFiles,
    state: state === 'open' || state === 'closed' ? state : '',
    merged: data?.['merged'] === true,
    headRef: typeof headRef === 'string' && headRef.length <= 255 ? headRef : '',
    headRepo: repoOf(head?.['repo']),
    baseRef: typeof record(data?.['base'])?.['ref'] === 'string' && String(record(data?.['base'])?.['ref']).length <= 255 ? String(record(data?.['base'])?.['ref']) : '',
  };
}

/** Collects paths from file entries: deduplicated, bounded, renames counted once. */
class FileCollector {
  readonly files: string[] = [];
  readonly #seen = new Set<string>();
  listed = 0;

  addPage(data: unknown, number: number): number {
    if (!Array.isArray(data)) {
      throw new ApiError(ErrorCode.API_ERROR, `GitHub's file list for pull request #${number} is not a list.`);
    }
    for (const entry of data) {
      const item = record(entry);
      if (!item) continue;
      this.listed += 1;
      this.#add(item['filename']);
      this.#add(item['previous_filename']);
    }
    return data.length;
  }

  #add(path: unknown): void {
    if (typeof path !== 'string' || path === '' || path.length > 4096 || path.includes('\0') || this.#seen.has(path)) return;
    this.#seen.add(path);
    this.files.push(path);
  }
}

function filesRequest(repo: RepoRef, number: number, page?: number): { method: 'GET'; path: string; query: Record<string, number> } {
  return {
    method: 'GET',
    path: `${repoPath(repo)}/pulls/${number}/files`,
    query: page === undefined ? { per_page: PER_PAGE } : { per_page: PER_PAGE, page },
  };
}

/**
 * List the changed files. `expected` is the pull request's `changed_files`. Pages follow
 * `Link: rel="next"` (octokit's `paginate`), at most {@link MAX_PAGES}; with
 * `concurrency` > 1 (default: the client's `pageConcurrency`) the ceil(expected / 100) pages are
 * requested by number, that many at a time.
 */
export async function listPullRequestFiles(api: GitHubApi, repo: RepoRef, number: number, expected: number, options: { concurrency?: number } = {}): Promise<PullRequestFiles> {
  const concurrency = options.concurrency ?? api.pageConcurrency;
  const collector = new FileCollector();
  const what = `the changed files of pull request #${number}`;
  const callOptions = { what, notFoundCode: ErrorCode.PR_NOT_FOUND, permission: PULL_REQUEST_PERMISSION };
  let pages = 0;

  const known = Math.min(MAX_PAGES, Math.ceil(expected / PER_PAGE));
  if (concurrency > 1 && known > 1) {
    const answers: unknown[] = new Array(known);
    let next = 1;
    const worker = async (): Promise<void> => {
      while (next <= known) {
        const page = next;
        next += 1;
        const response = await api.call(filesRequest(repo, number, page), { ...callOptions, what: `${what} (page ${page})` });
        answers[page - 1] = response.data;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, known) }, worker));
    let lastLength = 0;
    for (const data of answers) {
      lastLength = collector.addPage(data, number);
      pages += 1;
    }
    // The count was stale (more files than changed_files said): go on page by page.
    for (let page = known + 1; lastLength === PER_PAGE && page <= MAX_PAGES; page += 1) {
      const response = await api.call(filesRequest(repo, number, page), { ...callOptions, what: `${what} (page ${page})` });
      lastLength = collector.addPage(response.data, number);
      pages += 1;
    }
  } else {
    for await (const response of api.pages(filesRequest(repo, number), { ...callOptions, maxPages: MAX_PAGES })) {
      pages += 1;
      if (collector.addPage(response.data, number) === 0) break;
    }
  }
  return { files: collector.files, listed: collector.listed, truncated: collector.listed < expected, pages };
}

/**
 * List the changed files of exactly `head.sha`: the pages, then one more read of the pull
 * request; when its head is no longer `head.sha` the listing may mix two commits and is refused
 * with E047 (HEAD_MOVED). Truncation is judged against `changed_files` of that second read.
 * Cost: the pages plus one request.
 */
export async function listPullRequestFilesAt(
  api: GitHubApi,
  repo: RepoRef,
  number: number,
  head: { sha: string; changedFiles?: number },
  options: { concurrency?: number } = {},
): Promise<PinnedPullRequestFiles> {
  const listing = await listPullRequestFiles(api, repo, number, head.changedFiles ?? 0, options);
  const pull = await getPullRequest(api, repo, number);
  if (pull.headSha !== head.sha) {
    throw new ApiError(
      ErrorCode.HEAD_MOVED,
      `The head of pull request #${number} moved from ${head.sha.slice(0, 12)} to ${pull.headSha.slice(0, 12)} while its changed files were listed, so the list would not belong to the commit routed. Nothing was routed; run again for the new head.`,
    );
  }
  return { ...listing, truncated: listing.listed < pull.changedFiles, pull };
}
