/**
 * The last report on a pull request or issue, from its comments as the API lists them
 * (`GET /repos/{owner}/{repo}/issues/{n}/comments`): for `/legion retry`, which routes the plans
 * that report names as failed (or not run). Pure.
 *
 * Only a comment written by the report identity counts: a bot (`user.type === 'Bot'`) with the
 * login `login` (`github-actions[bot]` by default, or a GitHub App's `name[bot]`), whose first
 * line is the marker (report-marker.ts). Anyone can type a marker into a comment of their own,
 * and every workflow of the repository posts as `github-actions[bot]` with the default token: a
 * GitHub App for the report step makes the identity the report's alone (SECURITY.md). The
 * newest comment (highest id) with a valid marker wins.
 */
import { readReportMarker, type ReportMarker } from './report-marker.js';
import { isDict as isRecord } from '../core/text/untrusted-data.js';

export interface LatestReport {
  commentId: number;
  marker: ReportMarker;
}

export function latestReport(comments: readonly unknown[], options: { login: string }): LatestReport | null {
  let latest: LatestReport | null = null;
  for (const comment of comments) {
    if (!isRecord(comment)) continue;
    const { id, body, user } = comment;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || typeof body !== 'string') continue;
    if (!isRecord(user) || user['type'] !== 'Bot') continue;
    // Logins are case-insensitive on GitHub.
    if (typeof user['login'] !== 'string' || user['login'].toLowerCase() !== options.login.toLowerCase()) continue;
    if (latest !== null && id < latest.commentId) continue;
    const marker = readReportMarker(body);
    if (marker) latest = { commentId: id, marker };
  }
  return latest;
}
