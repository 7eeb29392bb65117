/**
 * `/legion retry`: which plans the last report asks to run again, or why there are none. Pure.
 *
 * | last report (see latest-report.ts)          | retry                                                   |
 * | ------------------------------------------- | ------------------------------------------------------- |
 * | none on the pull request (by the bot)       | nothing routed; says how a report comes to be           |
 * | `pending` (some plans have no result yet)   | nothing routed; wait for the run to end                 |
 * | `success` or `none`                         | nothing routed: nothing failed                          |
 * | `failure`, plans failed or did not run      | those plans (`failed` and `not_run`), in plan order     |
 * | `failure`, but no plan is named             | nothing routed: the route itself failed; run it again   |
 * | ids that are not plan ids (`NN-PP`)         | nothing routed: the report was not of a build           |
 *
 * `not_run` of a failed report are the plans skipped after the failure (a later wave): they never
 * ran, so a retry runs them too.
 */
import { compareIds } from '../core/waves/plan-ids.js';
import type { LatestReport } from './latest-report.js';

const PLAN_ID = /^(\d{1,4})-(\d{1,4})$/;
const MAX_SHOWN = 10;

export type RetryChoice =
  | { kind: 'plans'; plans: string[]; phase: string; report: { runId: number; attempt: number; sha: string; commentId: number }; note: string }
  | { kind: 'nothing'; message: string };

const shownList = (ids: readonly string[]): string => (ids.length > MAX_SHOWN ? `${ids.slice(0, MAX_SHOWN).join(', ')} and ${ids.length - MAX_SHOWN} more` : ids.join(', '));

export function retryChoice(latest: LatestReport | null, trigger: string): RetryChoice {
  if (latest === null) {
    return {
      kind: 'nothing',
      message: `Nothing to retry: this pull request has no report yet. The report step (uses: ./report, in the workflow's final job) writes one after a routed run; run ${trigger} build first.`,
    };
  }
  const { marker } = latest;
  const run = `run ${marker.runId}, attempt ${marker.attempt}${marker.sha ? `, commit ${marker.sha.slice(0, 12)}` : ''}`;
  if (marker.result === 'pending') {
    return { kind: 'nothing', message: `Nothing to retry yet: the last report (${run}) has no final result. Wait for that run to finish, then ${trigger} retry.` };
  }
  if (marker.result !== 'failure') {
    return { kind: 'nothing', message: `Nothing to retry: no plan failed in the last report (${run}; result ${marker.result}).` };
  }
  const plans = [...new Set([...marker.failed, ...marker.notRun])].sort(compareIds);
  if (plans.length === 0) {
    return { kind: 'nothing', message: `Nothing to retry: in the last report (${run}) the route itself failed, so no plan ran. Run the command again.` };
  }
  const notPlans = plans.filter((id) => !PLAN_ID.test(id));
  if (notPlans.length > 0) {
    return {
      kind: 'nothing',
      message: `Nothing to retry: the last report (${run}) names jobs that are not plans (${shownList(notPlans)}); retry runs the plans of a build. Run that command again.`,
    };
  }
  const phases = [...new Set(plans.map((id) => Number((PLAN_ID.exec(id) as RegExpExecArray)[1])))];
  if (phases.length > 1) {
    return {
      kind: 'nothing',
      message: `Nothing to retry: the last report (${run}) names plans of ${phases.length} phases (${phases.join(', ')}); a route runs one phase. Use ${trigger} build --plan=NN-PP per phase.`,
    };
  }
  const failed = marker.failed.length;
  const skipped = plans.length - failed;
  return {
    kind: 'plans',
    plans,
    phase: String(phases[0]),
    report: { runId: marker.runId, attempt: marker.attempt, sha: marker.sha, commentId: latest.commentId },
    note: `Retry of the last report (${run}): ${failed} failed plan(s)${skipped > 0 ? ` and ${skipped} that did not run` : ''}: ${shownList(plans)}.`,
  };
}
