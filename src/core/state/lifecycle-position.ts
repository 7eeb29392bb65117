/**
 * The lifecycle position from STATE.md, its rules in Legion's order. The order matters:
 * "executed, pending review" must be needs_review (checked before "complete"), and
 * `phase === totalPhases` with "complete" is a milestone before it is a phase. Missing numbers
 * count as 0, as in the spec, so a STATE.md whose status says "complete" but that has no
 * `Phase: N of M` line is milestone_complete (0 === 0). A STATE.md with neither phase nor status
 * is 'unknown'; only a missing file is 'no_project'.
 */

import type { StateInfo } from './parse-state-md.js';

export const LIFECYCLE_POSITIONS = [
  'no_project',
  'just_started',
  'milestone_complete',
  'building',
  'planned_not_built',
  'needs_review',
  'review_in_progress',
  'review_failed',
  'phase_complete',
  'unknown',
] as const;

export type LifecyclePosition = (typeof LIFECYCLE_POSITIONS)[number];

export function detectLifecyclePosition(state: StateInfo | undefined): LifecyclePosition {
  if (!state || state.exists !== true) return 'no_project';

  const status = typeof state.status === 'string' ? state.status.toLowerCase() : '';
  const phase = typeof state.phase === 'number' && state.phase ? state.phase : 0;
  const totalPhases = typeof state.totalPhases === 'number' && state.totalPhases ? state.totalPhases : 0;

  if (phase === 1 && status.includes('initialized')) return 'just_started';
  if (phase === totalPhases && status.includes('complete')) return 'milestone_complete';
  if (status.includes('executing') || status.includes('in progress')) return 'building';
  if (status.includes('planned')) return 'planned_not_built';
  if (status.includes('pending review') || status.includes('built') || status.includes('executed')) {
    return 'needs_review';
  }
  if (status.includes('reviewing')) return 'review_in_progress';
  if (status.includes('needs work') || status.includes('rework')) return 'review_failed';
  if (status.includes('complete')) return 'phase_complete';
  return 'unknown';
}
