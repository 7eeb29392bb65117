/**
 * The report's `commits` input: the landing's `commits` output, one commit per plan in the order
 * they landed (`[{"plan":"01-01","sha":"<40 hex>"}]`). Pure. The text is untrusted (it passed
 * through a job output): only entries whose plan is a safe id and whose sha is 40 hex digits are
 * kept, each plan once; everything else is counted, never shown.
 */
import { isSafeId } from '../core/text/sanitize.js';

export interface LandedCommit {
  plan: string;
  /** 40 hex digits, lower case. */
  sha: string;
}

export interface LandedCommits {
  commits: LandedCommit[];
  /** Entries left out (unsafe plan, bad sha, a plan repeated). */
  dropped: number;
  /** Why the whole input was not read, or null. */
  unreadable: string | null;
}

/** Far above one entry per plan of a 256-job wave times any wave count the route allows. */
export const MAX_COMMITS_INPUT_CHARS = 500_000;

const SHA = /^[0-9a-fA-F]{40}$/;

export function readLandedCommits(text: string): LandedCommits {
  const value = text.trim();
  const none: LandedCommits = { commits: [], dropped: 0, unreadable: null };
  if (value === '') return none;
  if (value.length > MAX_COMMITS_INPUT_CHARS) return { ...none, unreadable: `it is over ${MAX_COMMITS_INPUT_CHARS} characters` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { ...none, unreadable: 'it is not JSON' };
  }
  if (!Array.isArray(parsed)) return { ...none, unreadable: 'it is not a JSON list' };
  const commits: LandedCommit[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  for (const item of parsed as unknown[]) {
    const record = item !== null && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    const plan = record['plan'];
    const sha = record['sha'];
    if (typeof plan !== 'string' || !isSafeId(plan) || typeof sha !== 'string' || !SHA.test(sha) || seen.has(plan)) {
      dropped += 1;
      continue;
    }
    seen.add(plan);
    commits.push({ plan, sha: sha.toLowerCase() });
  }
  return { commits, dropped, unreadable: null };
}
