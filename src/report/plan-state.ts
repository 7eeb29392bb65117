/**
 * What a plan's leg came to, and how each state is shown. Pure.
 *
 * | state       | icon | from                                                                 |
 * | ----------- | ---- | -------------------------------------------------------------------- |
 * | `success`   | ✅   | the job concluded success (or neutral)                               |
 * | `failure`   | ❌   | failure, timed_out, action_required, … (any other conclusion)        |
 * | `cancelled` | ❌   | cancelled                                                            |
 * | `skipped`   | ⏭   | skipped, or the wave job never ran because an earlier wave failed     |
 * | `pending`   | ⏳   | the job is queued, waiting (an environment's approval) or running     |
 * | `missing`   | ⏳   | no job of that name in the run (not run, or the template is wrong)    |
 */
import type { RunJob } from './run-job.js';

export type PlanState = 'success' | 'failure' | 'cancelled' | 'skipped' | 'pending' | 'missing';

export const PLAN_STATES: readonly PlanState[] = ['success', 'failure', 'cancelled', 'skipped', 'pending', 'missing'];

export const STATE_ICON: Readonly<Record<PlanState, string>> = {
  success: '✅',
  failure: '❌',
  cancelled: '❌',
  skipped: '⏭',
  pending: '⏳',
  missing: '⏳',
};

/** The state of a leg from its job. */
export function stateOfJob(job: Pick<RunJob, 'status' | 'conclusion'>): PlanState {
  if (job.status !== 'completed') return 'pending';
  switch (job.conclusion) {
    case 'success':
    case 'neutral':
      return 'success';
    case 'cancelled':
      return 'cancelled';
    case 'skipped':
      return 'skipped';
    default:
      // failure, timed_out, action_required, startup_failure, stale, or a conclusion GitHub adds
      // later: anything that is not a pass counts as a failure, never as a silent success.
      return 'failure';
  }
}

/** A short word for the result column: the job's own conclusion when it has one. */
export function stateWords(state: PlanState, job?: Pick<RunJob, 'status' | 'conclusion'>): string {
  if (job) {
    if (job.status !== 'completed') return job.status === 'waiting' ? 'waiting for approval' : job.status.replace(/_/g, ' ');
    if (job.conclusion) return job.conclusion.replace(/_/g, ' ');
  }
  switch (state) {
    case 'missing':
      return 'not run';
    case 'pending':
      return 'in progress';
    default:
      return state;
  }
}

export function isFailedState(state: PlanState): boolean {
  return state === 'failure' || state === 'cancelled';
}
