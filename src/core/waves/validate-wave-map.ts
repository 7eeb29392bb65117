import { ErrorCode } from '../error-codes.js';
import { isSafeId } from '../text/sanitize.js';
import type { ErrorDiagnostic } from '../types.js';
import { idPhase, planPhase } from './plan-ids.js';
import type { WavePlan } from './wave-types.js';

/** What a `depends_on` entry points at. */
export type DependencyTarget =
  | { kind: 'plan'; plan: WavePlan }
  /** Not a plan file of this phase, but done (a SUMMARY.md without a plan): satisfied. */
  | { kind: 'done' }
  /** A plan of an earlier phase: outside this schedule, not checked here. */
  | { kind: 'earlier-phase'; phase: number }
  | { kind: 'later-phase'; phase: number }
  | { kind: 'unroutable' }
  | { kind: 'unknown' };

export interface WaveMapContext {
  byId: ReadonlyMap<string, WavePlan>;
  done: ReadonlySet<string>;
  unroutable: ReadonlySet<string>;
}

/** A `depends_on` value for a message: the id when it is plain, never raw untrusted text. */
export function shownId(value: string): string {
  return isSafeId(value) ? value : '(a value with characters outside [A-Za-z0-9._-])';
}

/** Resolve one `depends_on` entry of `plan`. */
export function dependencyTarget(plan: WavePlan, dependency: string, context: WaveMapContext): DependencyTarget {
  const target = context.byId.get(dependency);
  if (target) return { kind: 'plan', plan: target };
  if (context.unroutable.has(dependency)) return { kind: 'unroutable' };
  if (context.done.has(dependency)) return { kind: 'done' };
  const own = planPhase(plan);
  const other = idPhase(dependency);
  if (own !== undefined && other !== undefined && other !== own) return other < own ? { kind: 'earlier-phase', phase: other } : { kind: 'later-phase', phase: other };
  return { kind: 'unknown' };
}

function where(plan: WavePlan): { file?: string } {
  return plan.path ? { file: plan.path } : {};
}

/**
 * Check the wave map the way Legion's wave executor does before it runs anything (plan discovery
 * Step 5): every `depends_on` must name a plan of this phase in an earlier (lower) wave. Checked
 * for every plan of the phase, selected or not, so a broken phase fails the same way on every
 * route. Errors name both plans:
 *
 * - E060: the dependency is not a plan of the phase (nor done), or its file could not be parsed;
 * - E061: the dependency is the plan itself, in the same or a later wave, or in a later phase;
 * - E065: two plans share an id.
 *
 * A dependency on a plan of an earlier phase (`16-01` → `15-01`, common in Legion's own history)
 * is not an error here: the schedule covers one phase and reports it (W071).
 */
export function validateWaveMap(plans: readonly WavePlan[], done: Iterable<string> = [], unroutable: Iterable<string> = []): ErrorDiagnostic[] {
  const errors: ErrorDiagnostic[] = [];
  const byId = new Map<string, WavePlan>();
  for (const plan of plans) {
    const first = byId.get(plan.id);
    if (first) {
      errors.push({
        code: ErrorCode.DUPLICATE_PLAN_ID,
        severity: 'blocker',
        message: `Plans ${shownId(plan.id)}${first.path ? ` (${first.path})` : ''} and ${shownId(plan.id)}${plan.path ? ` (${plan.path})` : ''} have the same id, so their waves and dependencies cannot be told apart.`,
        hint: 'Give every plan of a phase its own NN-PP id (file name NN-PP-PLAN.md).',
        ...where(plan),
      });
      continue;
    }
    byId.set(plan.id, plan);
  }
  const context: WaveMapContext = { byId, done: new Set(done), unroutable: new Set(unroutable) };
  for (const plan of byId.values()) {
    for (const dependency of new Set(plan.dependsOn)) {
      const target = dependencyTarget(plan, dependency, context);
      const from = `${shownId(plan.id)} (wave ${plan.wave})`;
      const to = shownId(dependency);
      switch (target.kind) {
        case 'plan':
          if (target.plan.wave < plan.wave && target.plan.id !== plan.id) break;
          errors.push({
            code: ErrorCode.WAVE_DEPENDENCY_NOT_EARLIER,
            severity: 'blocker',
            message:
              target.plan.id === plan.id
                ? `Plan ${from} depends on itself.`
                : `Plan ${from} depends on ${to}, which is in wave ${target.plan.wave}: a plan can only depend on plans of an earlier wave.`,
            hint: `Move ${to} to a wave before ${plan.wave}, or ${shownId(plan.id)} to a wave after ${target.plan.wave}, or drop the dependency (re-run Legion's plan step).`,
            ...where(plan),
          });
          break;
        case 'later-phase':
          errors.push({
            code: ErrorCode.WAVE_DEPENDENCY_NOT_EARLIER,
            severity: 'blocker',
            message: `Plan ${from} depends on ${to}, a plan of the later phase ${target.phase}.`,
            hint: `A plan can only depend on plans of earlier waves of its phase (or of earlier phases); fix depends_on of ${shownId(plan.id)}.`,
            ...where(plan),
          });
          break;
        case 'unroutable':
          errors.push({
            code: ErrorCode.WAVE_DEPENDENCY_UNKNOWN,
            severity: 'blocker',
            message: `Plan ${from} depends on ${to}, whose plan file could not be parsed.`,
            hint: `Fix ${to}-PLAN.md (see its W020 warning) so its wave is known.`,
            ...where(plan),
          });
          break;
        case 'unknown':
          errors.push({
            code: ErrorCode.WAVE_DEPENDENCY_UNKNOWN,
            severity: 'blocker',
            message: `Plan ${from} depends on ${to}, which is not a plan of this phase.`,
            hint: `Add ${to}-PLAN.md to the phase, or remove ${to} from depends_on of ${shownId(plan.id)}.`,
            ...where(plan),
          });
          break;
        case 'done':
        case 'earlier-phase':
          break;
      }
    }
  }
  return errors;
}
