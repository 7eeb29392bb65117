/**
 * What a `push` or `merge_group` route says when it runs nothing. A merge queue requires a green
 * check: a route that selects no work passes it, so the summary (and a notice) say why, in words,
 * never leaving an empty green run to be guessed at. Pure.
 */
import { InfoCode } from '../core/error-codes.js';
import type { Diagnostic } from '../core/types.js';
import { describeRange, type CommitRange } from '../core/request/commit-range.js';
import type { RouteResult } from '../app/route-result.js';

/** The I045 note for a routed result with no work (not for dry runs or rejections), else null. */
export function nothingSelectedNote(result: RouteResult, range: CommitRange): Diagnostic | null {
  if (!result.ok || result.hasWork || result.dryRun) return null;
  const what = describeRange(range);
  const command = result.command === '' ? 'the route' : `\`${result.command}\``;
  const files = result.changedFiles === undefined ? '' : ` (${result.changedFiles} changed file(s))`;
  const kept = result.plans.filter((plan) => plan.kept).length;
  const why =
    result.plans.length > 0 ? `no plan of the phase is left to run (${kept} of ${result.plans.length} kept; the plans table gives each reason)` : `${command} has no jobs to run`;
  return {
    code: InfoCode.RANGE_SELECTS_NOTHING,
    severity: 'info',
    message: `Nothing runs for the ${what}${files}: ${why}. This is a deliberate no-op, not a skipped check.`,
  };
}
