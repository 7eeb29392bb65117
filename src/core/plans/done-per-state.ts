/**
 * Plans of a phase that STATE.md or ROADMAP.md marks complete, but that have no SUMMARY.md: they
 * count as "done per STATE.md" (or ROADMAP.md) and a build does not run them again (W077 names
 * the missing SUMMARY.md files). Pure. Not applied with `--rerun` or `--plan`, which run them.
 * A plan whose SUMMARY.md exists keeps what it says (a failed one is still routable).
 */
import { WarningCode } from '../error-codes.js';
import type { PhaseCompletion } from '../state/phase-marked-complete.js';
import type { Diagnostic } from '../types.js';
import { compareIds, listIds } from '../waves/plan-ids.js';

export interface DonePerState {
  /** Plan id → the reason it counts as done (`done per STATE.md: phase 19 complete, no 19-01-SUMMARY.md`). */
  plans: Map<string, string>;
  /** W077, when any plan counts. */
  diagnostics: Diagnostic[];
}

export function donePerState(phase: number, completion: PhaseCompletion | undefined, planIds: readonly string[], summaries: ReadonlyMap<string, unknown>): DonePerState {
  const plans = new Map<string, string>();
  if (!completion) return { plans, diagnostics: [] };
  const missing = planIds.filter((id) => !summaries.has(id)).sort(compareIds);
  for (const id of missing) plans.set(id, `done per ${completion.by}: ${completion.statement}, though ${id}-SUMMARY.md is missing`);
  if (missing.length === 0) return { plans, diagnostics: [] };
  const files = missing.map((id) => `${id}-SUMMARY.md`);
  return {
    plans,
    diagnostics: [
      {
        code: WarningCode.PLANS_DONE_PER_STATE,
        severity: 'warning',
        message: `${completion.statement}, but ${missing.length === 1 ? 'a plan has' : `${missing.length} plans have`} no SUMMARY.md (${listIds(files, 10)}): ${missing.length === 1 ? 'it counts' : 'they count'} as done per ${completion.by} and ${missing.length === 1 ? 'is' : 'are'} not built again.`,
        hint: `Commit the missing SUMMARY.md, or build ${missing.length === 1 ? 'it' : 'them'} anyway with --rerun (or --plan=${missing[0]}). The next phase to plan is ${completion.nextPhase}.`,
      },
    ],
  };
}
