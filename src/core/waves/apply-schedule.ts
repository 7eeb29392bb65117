import type { PlanDecision } from '../types.js';
import type { WaveSchedule } from './wave-types.js';

/**
 * The filters' decisions made to agree with the schedule, ready for `planEntries`:
 *
 * - a scheduled plan is kept; one the filters had dropped (a pulled-in dependency or an added
 *   dependent) runs whole — all its declared files and agents, not partial — since it is needed
 *   as written; its reason says why (`dependency of 01-03`);
 * - a plan skipped because it is done is not kept, with the done reason;
 * - a re-run done plan keeps its filter result and gets a note;
 * - a plan that runs later than it declares carries the wave it runs in (its `plan.wave`, which
 *   the matrix entries read) and the reason says why;
 * - a plan held back by the filter (it needs a plan the filter excludes) is not kept, with that
 *   reason.
 *
 * A kept decision the schedule does not mention (its plan was not given to `scheduleWaves`) is
 * dropped with the reason `not in the wave schedule`; other decisions are returned unchanged.
 */
export function applySchedule(decisions: readonly PlanDecision[], schedule: WaveSchedule): PlanDecision[] {
  const scheduled = new Map(schedule.plans.map((plan) => [plan.id, plan] as const));
  const done = new Map(schedule.done.map((plan) => [plan.id, plan] as const));
  const held = new Map((schedule.held ?? []).map((plan) => [plan.id, plan] as const));
  return decisions.map((raw) => {
    const entry = scheduled.get(raw.id);
    if (entry) {
      const moved = entry.declaredWave !== undefined && raw.plan !== undefined && raw.plan.wave !== entry.wave;
      const decision: PlanDecision = moved
        ? {
            ...raw,
            plan: { ...(raw.plan as NonNullable<PlanDecision['plan']>), wave: entry.wave },
            reasons: [...raw.reasons, `declares wave ${entry.declaredWave}, runs in wave ${entry.wave} after ${entry.after ?? 'its dependencies'}`],
          }
        : raw;
      if (entry.how === 'selected' && decision.kept) {
        return entry.rerun === undefined ? decision : { ...decision, reasons: [...decision.reasons, `re-run although done (${entry.rerun})`] };
      }
      const plan = raw.plan;
      return {
        ...decision,
        kept: true,
        partial: false,
        reasons: [...decision.reasons, entry.reason],
        files: plan ? [...plan.filesModified] : [...decision.files],
        excludedFiles: [],
        excludedAgents: [],
        excludedTaskTypes: [],
      };
    }
    const decision = raw;
    const hold = held.get(decision.id);
    if (hold) return { ...decision, kept: false, status: 'dropped', reasons: [...decision.reasons, hold.reason] };
    const skipped = done.get(decision.id);
    if (skipped) return { ...decision, kept: false, reasons: [...decision.reasons, `done, skipped (${skipped.reason})`] };
    if (decision.kept) return { ...decision, kept: false, reasons: [...decision.reasons, 'not in the wave schedule'] };
    return decision;
  });
}
