/**
 * The newest comment of the report identity that carries a marker — the last report on a pull
 * request or issue for `/legion retry`, the last suggestion reply for `/legion yes` — read through
 * the API:
 * `GET /repos/{o}/{r}/issues/{n}/comments?per_page=100&page=…` (oldest first, as GitHub lists
 * them). Page 1 names the last page (`Link: rel="last"`); the pages are then read from the last
 * one back, and the search ends at the first page that holds a report: the newest report is on
 * the newest page that has one. At most {@link MAX_RETRY_COMMENT_PAGES} pages are read (10,000
 * comments); when that bound stops the search, `capped` says so and `latest` is null: the caller
 * refuses (E054), it never falls back to an older report of the first page.
 *
 * Only a comment by the report identity counts (`user.type === 'Bot'` and the `report-author`
 * login, see latest-report.ts) whose first line is the marker: a marker anyone else types is
 * ignored. Token permission: `issues: read` (or `pull-requests: read` on a pull request).
 */
import type { GitHubApi } from '../adapters/github/api-client.js';
import { latestReport, type LatestReport } from './latest-report.js';
import { repoPath, send, type Repo } from './report-api.js';

export const MAX_RETRY_COMMENT_PAGES = 100;
const PER_PAGE = 100;
const MAX_LINK_CHARS = 8192;

export interface CommentSearch<T> {
  latest: T | null;
  /** Pages read. */
  pages: number;
  /** true when pages were left unread because of the bound. */
  capped: boolean;
}

export type ReportSearch = CommentSearch<LatestReport>;

/** The page number of `rel="last"` in a Link header (only the number is taken), or 1. */
export function lastPageOf(link: string | undefined): number {
  if (typeof link !== 'string' || link.length > MAX_LINK_CHARS) return 1;
  for (const part of link.split(',')) {
    const [target, ...params] = part.split(';');
    if (!params.some((p) => p.trim() === 'rel="last"') || target === undefined) continue;
    const url = target.trim();
    if (!url.startsWith('<') || !url.endsWith('>')) continue;
    const query = url.slice(1, -1).split('?')[1] ?? '';
    for (const pair of query.split('&')) {
      const [name, value] = pair.split('=');
      if (name === 'page' && value !== undefined && /^\d{1,7}$/.test(value)) return Math.max(1, Number(value));
    }
  }
  return 1;
}

/** The newest comment `pick` finds on a page (it returns the newest match of the page, or null). */
export async function findNewestComment<T>(api: GitHubApi, repo: Repo, issueNumber: number, pick: (items: unknown[]) => T | null): Promise<CommentSearch<T>> {
  const read = async (page: number): Promise<{ items: unknown[]; link: string | undefined }> => {
    const response = await send(
      api,
      { method: 'GET', path: `${repoPath(repo)}/issues/${issueNumber}/comments`, query: { per_page: PER_PAGE, page } },
      { what: `the comments of #${issueNumber}`, permission: 'issues: read' },
    );
    return { items: Array.isArray(response.data) ? (response.data as unknown[]) : [], link: response.headers['link'] };
  };
  const first = await read(1);
  const last = lastPageOf(first.link);
  let pages = 1;
  for (let page = last; page > 1; page -= 1) {
    if (pages >= MAX_RETRY_COMMENT_PAGES) return { latest: null, pages, capped: true };
    const { items } = await read(page);
    pages += 1;
    const found = pick(items);
    if (found) return { latest: found, pages, capped: false };
  }
  return { latest: pick(first.items), pages, capped: false };
}

export function findLastReport(api: GitHubApi, repo: Repo, issueNumber: number, login: string): Promise<ReportSearch> {
  return findNewestComment(api, repo, issueNumber, (items) => latestReport(items, { login }));
}
