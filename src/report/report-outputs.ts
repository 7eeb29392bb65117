/**
 * The report action's outputs (report/action.yml). Every value is built from checked data:
 * result words, counts, safe plan ids, a numeric comment id.
 */
import type { ReportVerdict } from './report-verdict.js';

export const REPORT_OUTPUT_NAMES = ['result', 'failed-plans', 'not-run-plans', 'counts', 'comment-id'] as const;
export type ReportOutputName = (typeof REPORT_OUTPUT_NAMES)[number];
export type ReportOutputs = Record<ReportOutputName, string>;

export function reportOutputs(verdict: ReportVerdict, commentId: number | undefined): ReportOutputs {
  return {
    result: verdict.result,
    'failed-plans': JSON.stringify(verdict.failed),
    'not-run-plans': JSON.stringify(verdict.notRun),
    counts: JSON.stringify(verdict.counts),
    'comment-id': commentId !== undefined && commentId > 0 ? String(commentId) : '',
  };
}

/** Outputs of a report that stopped on an input error. */
export function emptyReportOutputs(): ReportOutputs {
  return { result: '', 'failed-plans': '[]', 'not-run-plans': '[]', counts: '{}', 'comment-id': '' };
}
