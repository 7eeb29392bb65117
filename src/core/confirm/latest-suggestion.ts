/**
 * The last suggestion reply on a pull request or issue, from its comments as the API lists them
 * (`GET /repos/{owner}/{repo}/issues/{n}/comments`): for `/legion yes [N]`. Pure.
 *
 * The same trust rule as `/legion retry`'s report: only a comment written by the report identity
 * counts (`user.type === 'Bot'` and the `report-author` login, case-insensitive), and only a
 * marker on its first line (suggestion-marker.ts). A marker a person typed, or one further down a
 * comment, is ignored. The newest such comment (highest id) wins.
 */
import { isDict } from '../text/untrusted-data.js';
import { readSuggestionMarker, type SuggestionMarker } from './suggestion-marker.js';

export interface LatestSuggestion {
  commentId: number;
  /** The comment's body as listed (the confirmation rewrites its first line). */
  body: string;
  marker: SuggestionMarker;
}

export function latestSuggestion(comments: readonly unknown[], login: string): LatestSuggestion | null {
  let latest: LatestSuggestion | null = null;
  for (const comment of comments) {
    if (!isDict(comment)) continue;
    const { id, body, user } = comment;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || typeof body !== 'string') continue;
    if (!isDict(user) || user['type'] !== 'Bot' || typeof user['login'] !== 'string' || user['login'].toLowerCase() !== login.toLowerCase()) continue;
    if (latest !== null && id < latest.commentId) continue;
    const marker = readSuggestionMarker(body);
    if (marker) latest = { commentId: id, body, marker };
  }
  return latest;
}
