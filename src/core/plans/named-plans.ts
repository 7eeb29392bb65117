/**
 * `--plan=NN-PP[,NN-PP…]` (and `/legion retry`, which names the plans of the last report): the
 * plans a request names explicitly, instead of the ones the changed files select. Pure.
 *
 *   names ──resolvePlanNames──▶ found ids | unknown names (+ "did you mean" over the repository)
 *   PlanDecision[] (selectPlans) ──applyNamedPlans──▶ named plans kept, the others dropped
 *   found ids ──scheduleNamedPlans──▶ WaveSchedule: the named plans plus their unfinished
 *                                     dependencies, transitively, in their earlier waves
 *
 * Rules: a name matches a plan id exactly, else by number (`1-2` is `01-02`); a named plan runs
 * whether or not the changed files touch it, and even when it is done (naming it is asking for
 * it, as `--rerun` does); its dependencies that are done are not run again; the `dependents`
 * input does not apply (only the named plans and what they need run); `dependencies: refuse`
 * refuses an unfinished dependency that was not named (E062), as for any build.
 */
import { closestMatch } from '../text/levenshtein.js';
import type { PlanDecision } from '../types.js';
import { scheduleWaves } from '../waves/schedule-waves.js';
import type { DonePlan, ScheduleResult, WavePlan } from '../waves/wave-types.js';

const PLAN_ID = /^(\d{1,4})-(\d{1,4})$/;

/** `01-02` and `1-2` → `1-2`; null for other ids. */
function numericKey(id: string): string | null {
  const match = PLAN_ID.exec(id);
  return match ? `${Number(match[1])}-${Number(match[2])}` : null;
}

export interface PlanNames {
  /** The plan ids the names matched, in the order named, each once. */
  found: string[];
  /** Names that match no plan id, as typed. */
  unknown: string[];
}

/** Match names against a phase's plan ids: exactly, else by number when that is unambiguous. */
export function resolvePlanNames(names: readonly string[], ids: readonly string[]): PlanNames {
  const exact = new Set(ids);
  const byNumber = new Map<string, string | null>();
  for (const id of ids) {
    const key = numericKey(id);
    if (key !== null) byNumber.set(key, byNumber.has(key) ? null : id);
  }
  const found: string[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const key = numericKey(name);
    const id = exact.has(name) ? name : key !== null ? byNumber.get(key) : undefined;
    if (id === undefined || id === null) {
      if (!unknown.includes(name)) unknown.push(name);
    } else if (!found.includes(id)) found.push(id);
  }
  return { found, unknown };
}

/** The closest plan id of the repository (edit distance at most 2), or null. */
export function suggestPlanId(name: string, repositoryIds: readonly string[]): string | null {
  return closestMatch(name, repositoryIds, 2);
}

/**
 * The decisions of selectPlans made to agree with the names: a named plan is kept whole (its
 * declared files, not partial) with the reason `named by --plan`; every other plan is not kept
 * (a done one stays `done`) with the reason `not named by --plan`. Dependencies the schedule
 * pulls in are kept later by applySchedule.
 */
export function applyNamedPlans(decisions: readonly PlanDecision[], named: readonly string[], by = '--plan'): PlanDecision[] {
  const wanted = new Set(named);
  return decisions.map((decision) => {
    if (!wanted.has(decision.id)) {
      const status = decision.status === 'done' ? ('done' as const) : ('dropped' as const);
      return { ...decision, kept: false, status, reasons: [...decision.reasons, `not named by ${by}`] };
    }
    if (decision.kept) return { ...decision, reasons: [...decision.reasons, `named by ${by}`] };
    const plan = decision.plan;
    return {
      ...decision,
      kept: true,
      status: 'selected' as const,
      partial: false,
      files: plan ? [...plan.filesModified] : [...decision.files],
      excludedFiles: [],
      excludedAgents: [],
      excludedTaskTypes: [],
      reasons: [...decision.reasons, decision.status === 'done' ? `named by ${by}: runs although done` : `named by ${by}`],
    };
  });
}

export interface NamedScheduleInput {
  /** Every parsed plan of the phase. */
  plans: readonly WavePlan[];
  /** Plan ids from {@link resolvePlanNames}. */
  named: readonly string[];
  done?: readonly DonePlan[];
  unroutable?: readonly string[];
  dependencies: 'pull' | 'refuse';
}

/**
 * The wave schedule of named plans: exactly the named plans (done or not) and their unfinished
 * dependencies, transitively (a done dependency ends the chain: what it needed was run before).
 */
export function scheduleNamedPlans(input: NamedScheduleInput): ScheduleResult {
  return scheduleWaves({
    plans: input.plans,
    selected: input.named,
    ...(input.done ? { done: input.done } : {}),
    ...(input.unroutable ? { unroutable: input.unroutable } : {}),
    // includeDone re-runs a done plan that is *chosen*; with dependents off only the named plans
    // are chosen, and done dependencies are never pulled in.
    options: { includeDone: true, dependencies: input.dependencies, dependents: false },
  });
}
