/**
 * The changed files between two commits: `GET /repos/{o}/{r}/compare/{base}...{head}`.
 *
 * Three dots: the files `head` changes since the merge base of the two (what `git diff
 * base...head` lists). GitHub puts the files only on the first page of the comparison, at most
 * {@link MAX_COMPARE_FILES} for the whole comparison, and says nothing about how many more there
 * are: a list of exactly that length is reported as `truncated` (it may be complete, it cannot be
 * shown to be). Only one commit per page is asked for (`per_page=1`): the commits are not used.
 */
import { ErrorCode } from '../../core/error-codes.js';
import type { GitHubApi } from './api-client.js';
import { ApiError } from './api-error.js';
import { repoPath, type RepoRef } from './repo-ref.js';

/** GitHub lists at most this many files for a comparison. */
export const MAX_COMPARE_FILES = 300;

/** Token permission of the comparison, for E046 messages. */
export const COMPARE_PERMISSION = 'contents: read';

export type CompareStatus = 'ahead' | 'behind' | 'diverged' | 'identical';

export interface Comparison {
  files: string[];
  /** File entries GitHub returned (renames count once). */
  listed: number;
  /** true when the list may stop short ({@link MAX_COMPARE_FILES} entries). */
  truncated: boolean;
  /** `ahead`: base is an ancestor of head; `diverged` / `behind`: it is not. */
  status: CompareStatus | '';
  /** The merge base commit, '' when GitHub sent none. */
  mergeBase: string;
}

/**
 * GitHub could not compare the two (a commit it does not know, no common history: 404 or 422),
 * or gave no usable answer (`unanswered`: a 5xx or network failure after retries, or an answer
 * without `files`, which must never read as "nothing changed").
 */
export interface ComparisonUnavailable {
  unavailable: string;
  unanswered?: true;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const STATUSES: readonly string[] = ['ahead', 'behind', 'diverged', 'identical'];

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function refPart(ref: string): string {
  return ref.split('/').map(encodeURIComponent).join('/');
}

/**
 * Compare `base...head`. `base` and `head` are commit ids or a branch name already checked by
 * `isSafeBranchName` (src/core/request/commit-range.ts).
 */
export async function compareCommits(api: GitHubApi, repo: RepoRef, base: string, head: string): Promise<Comparison | ComparisonUnavailable> {
  const what = `the comparison ${SHA.test(base) ? base.slice(0, 12) : 'of the default branch'}...${head.slice(0, 12)}`;
  let response;
  try {
    response = await api.call(
      { method: 'GET', path: `${repoPath(repo)}/compare/${refPart(base)}...${refPart(head)}`, query: { per_page: 1, page: 1 } },
      { what, accept: [404, 422], permission: COMPARE_PERMISSION },
    );
  } catch (error) {
    // Server and network failures (after retries) and timeouts: the caller falls back to git diff,
    // or routes every plan with a warning. Refusals (401, 403) and foreign origins stay errors.
    if (error instanceof ApiError && (error.code === ErrorCode.API_ERROR || error.code === ErrorCode.API_TIMEOUT) && (error.status === undefined || error.status >= 500)) {
      return { unavailable: `GitHub did not answer the comparison (${error.code}${error.status !== undefined ? `, HTTP ${error.status}` : ''})`, unanswered: true };
    }
    throw error;
  }
  if (response.status === 404 || response.status === 422) {
    return { unavailable: `GitHub cannot compare the two commits (HTTP ${response.status}: a commit it does not know, or no common history)` };
  }
  const data = record(response.data);
  const entries = data?.['files'];
  // GitHub's comparison schema does not require `files`: without it the files are unknown, never "none".
  if (!Array.isArray(entries)) return { unavailable: "GitHub's comparison carries no list of files", unanswered: true };
  const files: string[] = [];
  const seen = new Set<string>();
  const add = (path: unknown): void => {
    if (typeof path !== 'string' || path === '' || path.length > 4096 || path.includes('\0') || seen.has(path)) return;
    seen.add(path);
    files.push(path);
  };
  let listed = 0;
  for (const entry of entries) {
    const item = record(entry);
    if (!item) continue;
    listed += 1;
    add(item['filename']);
    add(item['previous_filename']);
  }
  const status = data?.['status'];
  const mergeBase = record(data?.['merge_base_commit'])?.['sha'];
  return {
    files,
    listed,
    truncated: listed >= MAX_COMPARE_FILES,
    status: typeof status === 'string' && STATUSES.includes(status) ? (status as CompareStatus) : '',
    mergeBase: typeof mergeBase === 'string' && SHA.test(mergeBase) ? mergeBase : '',
  };
}
