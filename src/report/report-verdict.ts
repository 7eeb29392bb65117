/**
 * The overall result of the routed work, for the commit status, the reaction, the comment's
 * headline and the step's exit code. Pure.
 *
 * | result    | when                                                                              |
 * | --------- | --------------------------------------------------------------------------------- |
 * | `none`    | nothing was routed (no work, a dry run, `status`, an answer code, a skipped route) |
 * | `failure` | the route failed (rejected, or its job failed), a plan failed or was cancelled, a wave job failed or was cancelled, or a routed wave did not run |
 * | `pending` | no failure, but some plans are still running or have no job in the list            |
 * | `success` | every routed plan passed                                                          |
 */
import { isFailedState, type PlanState } from './plan-state.js';
import type { SlotReport } from './plan-results.js';

export type ReportResult = 'success' | 'failure' | 'pending' | 'none';

export interface ReportCounts {
  success: number;
  failure: number;
  skipped: number;
  pending: number;
}

export interface ReportVerdict {
  result: ReportResult;
  counts: ReportCounts;
  /** Plans whose leg failed or was cancelled: what a retry must run. */
  failed: string[];
  /** Plans that did not run to an end (skipped, still running, not found): a retry runs them too. */
  notRun: string[];
  /** One plain sentence (no untrusted text) that says why. */
  reason: string;
}

export interface RouteState {
  /** The route's `has-work` output was 'true' and it routed at least one wave. */
  routed: boolean;
  /** The route job failed, or its error code is a rejection (not one of ANSWER_CODES, src/core/answer-codes.ts). */
  routeFailed: boolean;
  /** The route's error code, when it has one (a checked `E000` form). */
  errorCode: string;
}

function counted(state: PlanState, counts: ReportCounts): void {
  if (state === 'success') counts.success += 1;
  else if (isFailedState(state)) counts.failure += 1;
  else if (state === 'skipped') counts.skipped += 1;
  else counts.pending += 1;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

export function decideVerdict(route: RouteState, slots: readonly SlotReport[]): ReportVerdict {
  const counts: ReportCounts = { success: 0, failure: 0, skipped: 0, pending: 0 };
  const failed: string[] = [];
  const notRun: string[] = [];
  for (const slot of slots) {
    for (const plan of slot.plans) {
      counted(plan.state, counts);
      if (isFailedState(plan.state)) failed.push(plan.plan);
      else if (plan.state !== 'success') notRun.push(plan.plan);
    }
  }
  const total = counts.success + counts.failure + counts.skipped + counts.pending;
  const verdict = (result: ReportResult, reason: string): ReportVerdict => ({ result, counts, failed, notRun, reason });

  if (!route.routed || total === 0) {
    if (route.routeFailed) return verdict('failure', `The route failed${route.errorCode ? ` with ${route.errorCode}` : ''}: nothing ran.`);
    return verdict('none', 'Nothing was routed, so no plan ran.');
  }
  const waveFailed = slots.find((slot) => slot.waveResult === 'failure' || slot.waveResult === 'cancelled');
  if (counts.failure > 0) return verdict('failure', `${plural(counts.failure, 'plan')} of ${total} failed or ${counts.failure === 1 ? 'was' : 'were'} cancelled.`);
  if (waveFailed) return verdict('failure', `Wave ${waveFailed.slot} ended with ${waveFailed.waveResult}.`);
  if (counts.skipped > 0) return verdict('failure', `${plural(counts.skipped, 'plan')} of ${total} did not run although ${counts.skipped === 1 ? 'it was' : 'they were'} routed.`);
  if (counts.pending > 0) return verdict('pending', `${plural(counts.pending, 'plan')} of ${total} ${counts.pending === 1 ? 'has' : 'have'} no result yet.`);
  return verdict('success', total === 1 ? 'The routed plan passed.' : `All ${total} plans passed.`);
}
