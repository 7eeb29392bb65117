import { ErrorCode } from '../error-codes.js';
import { isSafeId } from '../text/sanitize.js';
import type { ErrorDiagnostic } from '../types.js';
import { compareIds, idPhase, planPhase } from './plan-ids.js';
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

/** A wave-map error and the plans it is about (a cycle is about every plan on it). */
export interface WaveMapProblem {
  error: ErrorDiagnostic;
  plans: string[];
}

/**
 * Check the wave map before anything runs. Dependencies decide the order (declared waves are a
 * floor, see scheduleWaves), so a dependency on a plan of the same or a later wave is not an
 * error; only what cannot be ordered is. Checked for every plan of the phase, selected or not, so
 * a broken phase fails the same way on every route. Errors name the plans:
 *
 * - E060: the dependency is not a plan of the phase (nor done), or its file could not be parsed;
 * - E061: the dependency is a plan of a later phase;
 * - E065: two plans share an id;
 * - E066: the dependencies form a cycle (`01-02 → 01-03 → 01-02`; a plan depending on itself is
 *   the shortest one).
 *
 * A dependency on a plan of an earlier phase (`16-01` → `15-01`, common in Legion's own history)
 * is not an error here: the schedule covers one phase and reports it (W071).
 */
export function validateWaveMap(plans: readonly WavePlan[], done: Iterable<string> = [], unroutable: Iterable<string> = []): ErrorDiagnostic[] {
  return waveMapProblems(plans, done, unroutable).map((problem) => problem.error);
}

/** {@link validateWaveMap}, with the plans each error is about. */
export function waveMapProblems(plans: readonly WavePlan[], done: Iterable<string> = [], unroutable: Iterable<string> = []): WaveMapProblem[] {
  const problems: WaveMapProblem[] = [];
  const report = (error: ErrorDiagnostic, ids: string[]): void => {
    problems.push({ error, plans: ids });
  };
  const byId = new Map<string, WavePlan>();
  for (const plan of plans) {
    const first = byId.get(plan.id);
    if (first) {
      report(
        {
          code: ErrorCode.DUPLICATE_PLAN_ID,
          severity: 'blocker',
          message: `Plans ${shownId(plan.id)}${first.path ? ` (${first.path})` : ''} and ${shownId(plan.id)}${plan.path ? ` (${plan.path})` : ''} have the same id, so their waves and dependencies cannot be told apart.`,
          hint: 'Give every plan of a phase its own NN-PP id (file name NN-PP-PLAN.md).',
          ...where(plan),
        },
        [plan.id],
      );
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
          // A later or same-wave dependency only moves the plan (scheduleWaves); a cycle is below.
          break;
        case 'later-phase':
          report(
            {
              code: ErrorCode.WAVE_DEPENDENCY_NOT_EARLIER,
              severity: 'blocker',
              message: `Plan ${from} depends on ${to}, a plan of the later phase ${target.phase}.`,
              hint: `A plan can only depend on plans of its own phase or of earlier phases; fix depends_on of ${shownId(plan.id)}.`,
              ...where(plan),
            },
            [plan.id],
          );
          break;
        case 'unroutable':
          report(
            {
              code: ErrorCode.WAVE_DEPENDENCY_UNKNOWN,
              severity: 'blocker',
              message: `Plan ${from} depends on ${to}, whose plan file could not be parsed.`,
              hint: `Fix ${to}-PLAN.md (see its W020 warning) so its wave is known.`,
              ...where(plan),
            },
            [plan.id],
          );
          break;
        case 'unknown':
          report(
            {
              code: ErrorCode.WAVE_DEPENDENCY_UNKNOWN,
              severity: 'blocker',
              message: `Plan ${from} depends on ${to}, which is not a plan of this phase.`,
              hint: `Add ${to}-PLAN.md to the phase, or remove ${to} from depends_on of ${shownId(plan.id)}.`,
              ...where(plan),
            },
            [plan.id],
          );
          break;
        case 'done':
        case 'earlier-phase':
          break;
      }
    }
  }
  for (const cycle of dependencyCycles(byId)) report(cycleError(cycle, byId), [...cycle]);
  return problems;
}

/** E066 for one cycle (plan ids in dependency order, as dependencyCycles gives them). */
export function cycleError(cycle: readonly string[], byId: ReadonlyMap<string, WavePlan>): ErrorDiagnostic {
  const first = byId.get(cycle[0] as string) as WavePlan;
  const path = [...cycle, cycle[0] as string].map(shownId).join(' \u2192 ');
  return {
    code: ErrorCode.WAVE_DEPENDENCY_CYCLE,
    severity: 'blocker',
    message:
      cycle.length === 1
        ? `Plan ${shownId(first.id)} depends on itself (${path}): it can never run.`
        : `Plans ${path} depend on each other in a cycle: none of them can run first.`,
    hint: `Remove one of these dependencies from depends_on (re-run Legion's plan step).`,
    ...where(first),
  };
}

/**
 * The cycles of the phase's dependency graph, one per strongly connected component that has one
 * (a plan depending on itself included), each as the plans on one cycle in order, starting at the
 * lowest id. Iterative (Tarjan), so a long chain cannot overflow the stack.
 */
export function dependencyCycles(byId: ReadonlyMap<string, WavePlan>): string[][] {
  const edges = new Map<string, string[]>();
  for (const plan of byId.values()) edges.set(plan.id, [...new Set(plan.dependsOn)].filter((d) => byId.has(d)).sort(compareIds));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const root of [...byId.keys()].sort(compareIds)) {
    if (index.has(root)) continue;
    const work: { id: string; next: number }[] = [{ id: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { id: string; next: number };
      const out = edges.get(frame.id) as string[];
      if (frame.next < out.length) {
        const to = out[frame.next++] as string;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ id: to, next: 0 });
        } else if (onStack.has(to)) low.set(frame.id, Math.min(low.get(frame.id) as number, index.get(to) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id) as number, low.get(frame.id) as number));
      if (low.get(frame.id) === index.get(frame.id)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.id);
        if (component.length > 1 || (edges.get(frame.id) as string[]).includes(frame.id)) components.push(component);
      }
    }
  }
  return components.map((component) => cycleIn(component, edges)).sort((a, b) => compareIds(a[0] as string, b[0] as string));
}

/** One cycle through the lowest id of a strongly connected component: a shortest path back to it. */
function cycleIn(component: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort(compareIds)[0] as string;
  if ((edges.get(start) ?? []).includes(start)) return [start];
  const previous = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i] as string;
    for (const to of edges.get(id) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [id];
        while (path[0] !== start) path.unshift(previous.get(path[0] as string) as string);
        return path;
      }
      if (!previous.has(to)) {
        previous.set(to, id);
        queue.push(to);
      }
    }
  }
  return [start];
}
