/**
 * Who added each label of a pull request, as its timeline tells it:
 * `GET /repos/{owner}/{repo}/issues/{n}/timeline` (token permission `issues: read` or
 * `pull-requests: read`), 100 events a page, at most {@link MAX_LABEL_TIMELINE_PAGES} pages.
 *
 * For each wanted label name, the actor of its newest `labeled` event (the label is on the pull
 * request now, so the newest addition is the one that put it there). Names are compared as
 * GitHub compares label names: case-insensitively. A label without a `labeled` event in the pages
 * read maps to null: its labeler is unknown, and the caller does not count it.
 */
import type { GitHubApi } from './api-client.js';
import { repoPath, type RepoRef } from './repo-ref.js';

export const MAX_LABEL_TIMELINE_PAGES = 10;
/** Token permission of the timeline read, named when GitHub refuses it. */
export const LABEL_TIMELINE_PERMISSION = 'issues: read (or pull-requests: read)';

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Lower-cased label name → the login that added it last, or null when the timeline does not say. */
export async function labelersOf(api: GitHubApi, repo: RepoRef, number: number, names: readonly string[]): Promise<Map<string, string | null>> {
  const labelers = new Map<string, string | null>(names.map((name) => [name.toLowerCase(), null]));
  if (labelers.size === 0) return labelers;
  for await (const response of api.pages(
    { method: 'GET', path: `${repoPath(repo)}/issues/${number}/timeline`, query: { per_page: 100 } },
    { what: `the timeline of pull request #${number}`, permission: LABEL_TIMELINE_PERMISSION, maxPages: MAX_LABEL_TIMELINE_PAGES },
  )) {
    const items = Array.isArray(response.data) ? (response.data as unknown[]) : [];
    for (const value of items) {
      const item = record(value);
      if (item?.['event'] !== 'labeled') continue;
      const name = record(item['label'])?.['name'];
      const login = record(item['actor'])?.['login'];
      if (typeof name !== 'string' || !labelers.has(name.toLowerCase())) continue;
      // Oldest first: a later addition of the same label replaces an earlier one.
      labelers.set(name.toLowerCase(), typeof login === 'string' && LOGIN.test(login) ? login : null);
    }
    if (items.length < 100) break;
  }
  return labelers;
}
