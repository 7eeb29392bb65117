/**
 * The decision of a plan that selectPlans keeps whole (no filter dropped anything): what tests
 * that build matrices or waves from plans directly feed to planEntries.
 */
import type { Plan, PlanDecision } from '../../src/core/types.js';

export function keptDecision(plan: Plan, extra: Partial<PlanDecision> = {}): PlanDecision {
  return {
    id: plan.id,
    path: plan.path,
    kept: true,
    reasons: [],
    partial: false,
    plan,
    files: [...plan.filesModified],
    excludedFiles: [],
    excludedAgents: [],
    excludedTaskTypes: [],
    ...extra,
  };
}
