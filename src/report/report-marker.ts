/**
 * The report's state, kept in its comment as a hidden HTML comment, so a later `/legion retry`
 * can route only the plans that did not pass, and a re-run attempt updates the same comment:
 *
 *   <!-- legion-router:report {"v":1,"run":123,"attempt":2,"sha":"…","result":"failure","failed":["02-03"],"not_run":["02-04"]} -->
 *
 * Pure. Writing: the ids are safe ids (letters, digits, `.`, `_`, `-`), so the JSON can never
 * hold `-->` and close the comment early; the report opens with it (render-report.ts). Reading
 * ({@link readReportMarker}) treats the body as untrusted: only a marker that is the comment's
 * whole first line counts (a marker further down, in a code block, a quote or a list item, is
 * text some other workflow may have echoed), bounded, every field is checked, and a marker that
 * does not check out is no marker (null). Anyone can type a marker into a comment: whoever acts
 * on one must check the comment was written by the report identity (see docs/report.md).
 */
import { firstLineMarkerData } from '../core/text/marked-comment.js';
import { isSafeId } from '../core/text/sanitize.js';
import type { ReportResult } from './report-verdict.js';

export const REPORT_MARKER_OPEN = '<!-- legion-router:report ';
export const REPORT_MARKER_CLOSE = ' -->';
export const REPORT_MARKER_VERSION = 1;
/** A comment body is at most 65,536 characters; a marker longer than this is not one of ours. */
export const MAX_MARKER_CHARS = 65_536;
const MAX_IDS = 10_000;
const SHA = /^[0-9a-f]{40}$/;
const RESULTS: readonly ReportResult[] = ['success', 'failure', 'pending', 'none'];

export interface ReportMarker {
  version: typeof REPORT_MARKER_VERSION;
  /** GITHUB_RUN_ID of the run reported. */
  runId: number;
  /** GITHUB_RUN_ATTEMPT of the report. */
  attempt: number;
  /** The routed commit ('' when the route named none). */
  sha: string;
  result: ReportResult;
  /** Plans whose leg failed or was cancelled. */
  failed: string[];
  /** Plans that were routed but did not finish (skipped after a failure, not run, still running). */
  notRun: string[];
}

export function renderReportMarker(marker: ReportMarker): string {
  const json = JSON.stringify({
    v: marker.version,
    run: marker.runId,
    attempt: marker.attempt,
    sha: SHA.test(marker.sha) ? marker.sha : '',
    result: marker.result,
    failed: marker.failed.filter(isSafeId),
    not_run: marker.notRun.filter(isSafeId),
  });
  return `${REPORT_MARKER_OPEN}${json}${REPORT_MARKER_CLOSE}`;
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function safeIds(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length > MAX_IDS) return undefined;
  const ids = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' || !isSafeId(item)) return undefined;
    ids.add(item);
  }
  return [...ids];
}

/**
 * The report state of a comment body, or null when it holds no valid marker. For the retry
 * command: `readReportMarker(body)?.failed` are the plans to route again (with `notRun` when the
 * plans that never started should run too).
 */
export function readReportMarker(body: string): ReportMarker | null {
  const record = firstLineMarkerData(body, REPORT_MARKER_OPEN, REPORT_MARKER_CLOSE, MAX_MARKER_CHARS);
  if (record === null) return null;
  if (record['v'] !== REPORT_MARKER_VERSION) return null;
  const runId = positiveInteger(record['run']);
  const attempt = positiveInteger(record['attempt']);
  const sha = record['sha'];
  const result = record['result'];
  const failed = safeIds(record['failed']);
  const notRun = safeIds(record['not_run']);
  if (runId === undefined || attempt === undefined || failed === undefined || notRun === undefined) return null;
  if (typeof sha !== 'string' || (sha !== '' && !SHA.test(sha))) return null;
  if (typeof result !== 'string' || !(RESULTS as readonly string[]).includes(result)) return null;
  return { version: REPORT_MARKER_VERSION, runId, attempt, sha, result: result as ReportResult, failed, notRun };
}
