/**
 * The last report on a pull request or issue, from its comments as the API lists them
 * (`GET /repos/{owner}/{repo}/issues/{n}/comments`): for `/legion retry`, which routes the plans
 * that report names as failed (or not run). Pure.
 *
 * Only a comment written by the report identity counts: a bot with the login `login`
 * (`github-actions[bot]` by default, or a GitHub App's `name[bot]`) whose first line is the marker
 * (report-marker.ts; the rule is src/core/text/marked-comment.ts). Every workflow of the
 * repository posts as `github-actions[bot]` with the default token: a GitHub App for the report
 * step makes the identity the report's alone (SECURITY.md). The newest such comment wins.
 */
import { newestMarkedComment, type MarkedComment } from '../core/text/marked-comment.js';
import { readReportMarker, type ReportMarker } from './report-marker.js';

/** The report's comment and its marker (what retry reads). */
export type LatestReport = Pick<MarkedComment<ReportMarker>, 'commentId' | 'marker'>;

export function latestReport(comments: readonly unknown[], options: { login: string }): LatestReport | null {
  const found = newestMarkedComment(comments, options.login, readReportMarker);
  return found === null ? null : { commentId: found.commentId, marker: found.marker };
}
