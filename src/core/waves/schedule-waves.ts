import { ErrorCode, InfoCode, WarningCode } from '../error-codes.js';
import type { Diagnostic, ErrorDiagnostic } from '../types.js';
import { compareIds, listIds } from './plan-ids.js';
import { oneLine } from './one-line.js';
import { cycleError, dependencyCycles, dependencyTarget, shownId, waveMapProblems, type WaveMapContext, type WaveMapProblem } from './validate-wave-map.js';
import { waveConflicts } from './wave-conflicts.js';
import type { HeldPlan, ScheduleInput, ScheduleOptions, ScheduleResult, ScheduledPlan, ScheduledWave, SkippedDonePlan, WavePlan } from './wave-types.js';

export const DEFAULT_SCHEDULE_OPTIONS: ScheduleOptions = { includeDone: false, dependencies: 'pull', dependents: false };

const byWaveThenId = (a: WavePlan, b: WavePlan): number => a.wave - b.wave || compareIds(a.id, b.id);

/**
 * Order a phase's plans into waves, as Legion's wave executor runs them (principles 1 and 7: all of
 * wave k completes before wave k+1 starts). Rules, in order:
 *
 * 1. The wave map is validated first (see {@link validateWaveMap}): a cycle, an unknown plan, a
 *    plan of a later phase, two plans with one id. An error in a plan the route would run (the
 *    selected plans, their dependents when asked, and the unfinished dependencies they pull in; a
 *    done plan runs only when selected with `includeDone`) stops here; an error in a plan of the
 *    phase the route does not run is a warning (W074), so one inconsistent plan does not block
 *    every route of its phase.
 * 2. `dependents`: the transitive dependents of the selected plans are selected too, each with
 *    the reason "dependent of X" (X the selected plan it was reached from); a plan the explicit
 *    filter excludes is not added (nor what is reached only through it).
 * 3. Done plans are skipped and listed with their reason, unless `includeDone` (re-run all).
 * 4. A scheduled plan depending on a plan of the phase that is neither done nor scheduled: with
 *    `refuse` the route fails with E062 naming both plans; with `pull`, when an explicit filter
 *    excludes that plan (`excluded`), it is not pulled and the plan that needs it (and whatever
 *    needs that one) does not run either (`held`, W076); otherwise it is added, transitively, with
 *    the reason "dependency of X".
 * 5. Dependencies decide the order; declared waves are a floor: a plan runs in the later of its
 *    declared wave and one wave after each of its scheduled dependencies (a done dependency is
 *    met). A plan that moves gets a warning naming its declared wave and the one it runs in (W075).
 *    Waves are the scheduled plans grouped by the wave they run in, ascending, empty waves left
 *    out. Within a wave, shared `files_modified` warn (W070) and shared `sequential_files` make
 *    the wave sequential (I020).
 *
 * Every scheduled plan appears exactly once, and every dependency of a scheduled plan is either
 * done, outside the phase (W071), or scheduled in an earlier wave; no plan runs earlier than its
 * declared wave, and none later than those two rules need.
 */
export function scheduleWaves(input: ScheduleInput): ScheduleResult {
  const options: ScheduleOptions = { ...DEFAULT_SCHEDULE_OPTIONS, ...input.options };
  const doneReasons = new Map<string, string>();
  for (const done of input.done ?? []) if (!doneReasons.has(done.id)) doneReasons.set(done.id, oneLine(done.reason, 200) || 'done');
  const unroutable = new Set(input.unroutable ?? []);
  const excludedBy = new Map<string, string>();
  for (const plan of input.excluded ?? []) if (!excludedBy.has(plan.id)) excludedBy.set(plan.id, oneLine(plan.by, 80) || 'the filter');

  const byId = new Map(input.plans.map((plan) => [plan.id, plan] as const));
  const context: WaveMapContext = { byId, done: new Set(doneReasons.keys()), unroutable };
  const diagnostics: Diagnostic[] = [];

  const problems = waveMapProblems(input.plans, doneReasons.keys(), unroutable);
  if (problems.length > 0) {
    const touched = touchedPlans(input.selected, byId, options, doneReasons, excludedBy);
    const isCycle = (p: WaveMapProblem): boolean => p.error.code === ErrorCode.WAVE_DEPENDENCY_CYCLE;
    const blocking = problems
      .filter((p) => !isCycle(p) && ((p.error.file !== undefined && touched.paths.has(p.error.file)) || p.plans.some((id) => touched.ids.has(id))))
      .map((p) => p.error);
    // A cycle stops the route when the plans it runs contain one; a done plan the route does not
    // run breaks a cycle through it (its dependents' need is met).
    if (problems.some(isCycle)) {
      const running = new Map([...byId].filter(([id]) => touched.ids.has(id)));
      blocking.push(...dependencyCycles(running).map((cycle) => cycleError(cycle, byId)));
    }
    if (blocking.length > 0) return { ok: false, errors: blocking, diagnostics: [] };
    for (const { error: e } of problems) {
      diagnostics.push({ ...e, code: WarningCode.WAVE_MAP_OUTSIDE_ROUTE, severity: 'warning', message: `${e.message} (The route does not run that plan, so it goes on.)` });
    }
  }

  // 2. selection, then dependents (breadth first from the selected plans, in plan order).
  const chosen = new Map<string, { how: ScheduledPlan['how']; of?: string }>();
  const selected = [...new Set(input.selected)]
    .map((id) => byId.get(id))
    .filter((p): p is WavePlan => p !== undefined)
    .sort(byWaveThenId);
  for (const plan of selected) chosen.set(plan.id, { how: 'selected' });
  if (options.dependents) {
    const dependentsOf = new Map<string, WavePlan[]>();
    for (const plan of [...byId.values()].sort(byWaveThenId)) {
      for (const dependency of new Set(plan.dependsOn)) {
        const list = dependentsOf.get(dependency);
        if (list) list.push(plan);
        else dependentsOf.set(dependency, [plan]);
      }
    }
    const added: string[] = [];
    const filtered = new Set<string>();
    const queue = selected.map((plan) => ({ plan, root: plan.id }));
    for (let index = 0; index < queue.length; index++) {
      const next = queue[index] as { plan: WavePlan; root: string };
      for (const dependent of dependentsOf.get(next.plan.id) ?? []) {
        if (chosen.has(dependent.id)) continue;
        if (excludedBy.has(dependent.id)) {
          filtered.add(dependent.id);
          continue;
        }
        chosen.set(dependent.id, { how: 'dependent', of: next.root });
        added.push(dependent.id);
        queue.push({ plan: dependent, root: next.root });
      }
    }
    if (added.length > 0 || filtered.size > 0) {
      added.sort(compareIds);
      const left = [...filtered].sort(compareIds);
      const addedText = `Added ${added.length} plan(s) that depend on the selected plans${
        added.length > 0
          ? `: ${listIds(
              added.map((id) => `${id} (dependent of ${chosen.get(id)?.of})`),
              10,
            )}`
          : ''
      }.`;
      const leftText =
        left.length > 0
          ? ` Left out ${left.length} dependent(s) the filter excludes: ${listIds(
              left.map((id) => `${id} (${excludedBy.get(id)})`),
              10,
            )}.`
          : '';
      diagnostics.push({ code: InfoCode.DEPENDENTS_ADDED, severity: 'info', message: `${addedText}${leftText}` });
    }
  }

  // 3. done plans.
  const scheduled = new Map<string, ScheduledPlan>();
  const skipped: SkippedDonePlan[] = [];
  const rerun: string[] = [];
  const describe = (how: ScheduledPlan['how'], of: string | undefined): string => (how === 'selected' ? 'selected' : `${how} of ${of}`);
  for (const [id, choice] of chosen) {
    const plan = byId.get(id) as WavePlan;
    const doneReason = doneReasons.get(id);
    if (doneReason !== undefined && !options.includeDone) {
      skipped.push({ id, wave: plan.wave, reason: doneReason });
      continue;
    }
    const entry: ScheduledPlan = { id, wave: plan.wave, how: choice.how, reason: describe(choice.how, choice.of), ...(choice.of ? { of: choice.of } : {}) };
    if (doneReason !== undefined) {
      entry.rerun = doneReason;
      entry.reason = `${entry.reason}; re-run although done (${doneReason})`;
      rerun.push(id);
    }
    scheduled.set(id, entry);
  }

  // 4a. plans held back by the filter: they need (through unfinished plans that would be pulled
  // in) a plan the explicit filter excludes. Not with `refuse`, which refuses those below.
  const held: HeldPlan[] = [];
  if (options.dependencies === 'pull' && excludedBy.size > 0) {
    const blocked = blockedByFilter(byId, (id) => scheduled.has(id), doneReasons, excludedBy, context);
    for (const id of [...scheduled.keys()]) {
      const block = blocked(id);
      if (!block) continue;
      const entry = scheduled.get(id) as ScheduledPlan;
      scheduled.delete(id);
      const through = block.through.length > 0 ? ` (through ${block.through.join(', ')})` : '';
      held.push({
        id,
        wave: entry.wave,
        needs: block.needs,
        by: block.by,
        ...(block.through.length > 0 ? { through: block.through } : {}),
        reason: `needs ${block.needs}${through}, which ${block.by} excludes`,
      });
    }
    held.sort((a, b) => compareIds(a.id, b.id));
  }

  // 4b. unfinished dependencies, in wave order of the plans that need them.
  const refused: ErrorDiagnostic[] = [];
  const crossPhase: string[] = [];
  const pulled: string[] = [];
  const queue = [...scheduled.keys()].map((id) => byId.get(id) as WavePlan).sort(byWaveThenId);
  for (let index = 0; index < queue.length; index++) {
    const plan = queue[index] as WavePlan;
    for (const dependency of new Set(plan.dependsOn)) {
      const target = dependencyTarget(plan, dependency, context);
      if (target.kind === 'earlier-phase') {
        crossPhase.push(`${plan.id} \u2192 ${shownId(dependency)}`);
        continue;
      }
      if (target.kind !== 'plan') continue;
      const needed = target.plan;
      if (scheduled.has(needed.id) || doneReasons.has(needed.id)) continue;
      if (options.dependencies === 'refuse') {
        refused.push({
          code: ErrorCode.DEPENDENCY_NOT_SELECTED,
          severity: 'blocker',
          message: `Plan ${plan.id} depends on ${needed.id} (wave ${needed.wave}), which is neither done nor selected.`,
          hint: `Select ${needed.id} as well, finish it first, or let the route pull unfinished dependencies in.`,
          ...(plan.path ? { file: plan.path } : {}),
        });
        continue;
      }
      scheduled.set(needed.id, { id: needed.id, wave: needed.wave, how: 'dependency', of: plan.id, reason: `dependency of ${plan.id}` });
      pulled.push(needed.id);
      queue.push(needed);
    }
  }
  if (refused.length > 0) return { ok: false, errors: refused, diagnostics };

  if (skipped.length > 0) {
    skipped.sort((a, b) => a.wave - b.wave || compareIds(a.id, b.id));
    diagnostics.push({
      code: InfoCode.DONE_PLANS_SKIPPED,
      severity: 'info',
      message: `Skipped ${skipped.length} plan(s) already done: ${listIds(
        skipped.map((s) => `${s.id} (${s.reason})`),
        10,
      )}.`,
      hint: 'Re-include done plans to run them again (Legion\u2019s "re-run all plans").',
    });
  }
  if (rerun.length > 0) {
    rerun.sort(compareIds);
    diagnostics.push({ code: InfoCode.DONE_PLANS_RERUN, severity: 'info', message: `Running ${rerun.length} done plan(s) again: ${listIds(rerun, 10)}.` });
  }
  if (pulled.length > 0) {
    pulled.sort(compareIds);
    diagnostics.push({
      code: InfoCode.DEPENDENCY_PULLED,
      severity: 'info',
      message: `Added ${pulled.length} unfinished dependenc${pulled.length === 1 ? 'y' : 'ies'} in earlier waves: ${listIds(
        pulled.map((id) => `${id} (${scheduled.get(id)?.reason})`),
        10,
      )}.`,
    });
  }
  if (held.length > 0) {
    const flags = [...new Set(held.map((h) => h.by))];
    diagnostics.push({
      code: WarningCode.FILTER_HOLDS_DEPENDENTS,
      severity: 'warning',
      message: `${flags.join(', ')} excluded unfinished plan(s) that kept plans need, so ${held.length === 1 ? 'the plan that needs them does' : 'the plans that need them do'} not run either: ${listIds(
        held.map((h) => `${h.id} needs ${h.needs}${h.through ? ` (through ${h.through.join(', ')})` : ''}`),
        20,
      )}.`,
      hint: `The filter is not overridden. To run them, name them (--plan=${held[0]?.id}, which pulls in what it needs), or build without the filter.`,
    });
  }
  if (crossPhase.length > 0) {
    diagnostics.push({
      code: WarningCode.CROSS_PHASE_DEPENDENCY,
      severity: 'warning',
      message: `Dependencies on plans of earlier phases are not checked by this route: ${listIds(crossPhase, 5)}.`,
      hint: 'Make sure those phases are complete before running this one.',
    });
  }

  // 5. waves: dependencies decide the order, declared waves are a floor.
  const runsIn = effectiveWaves(scheduled, byId);
  const moved: ScheduledPlan[] = [];
  for (const entry of scheduled.values()) {
    const wave = runsIn.get(entry.id) as { wave: number; after?: string };
    if (wave.wave === entry.wave) continue;
    entry.declaredWave = entry.wave;
    entry.wave = wave.wave;
    if (wave.after !== undefined) entry.after = wave.after;
    moved.push(entry);
  }
  for (const entry of moved.sort((a, b) => compareIds(a.id, b.id))) {
    const after = entry.after as string;
    diagnostics.push({
      code: WarningCode.PLAN_WAVE_MOVED,
      severity: 'warning',
      message: `${entry.id} declares wave ${entry.declaredWave} but depends on ${after} (wave ${scheduled.get(after)?.wave}): runs in wave ${entry.wave}.`,
      hint: `Dependencies decide the order. Set wave: ${entry.wave} in ${entry.id}'s frontmatter to make the plan say so.`,
      ...(byId.get(entry.id)?.path ? { file: byId.get(entry.id)?.path as string } : {}),
    });
  }
  const plans = [...scheduled.values()].sort((a, b) => a.wave - b.wave || compareIds(a.id, b.id));
  const waves: ScheduledWave[] = [];
  for (const entry of plans) {
    const last = waves[waves.length - 1];
    if (last && last.wave === entry.wave) last.plans.push(entry.id);
    else waves.push({ slot: waves.length + 1, wave: entry.wave, plans: [entry.id], sequential: false, sequentialFiles: [] });
  }
  for (const wave of waves) {
    const conflicts = waveConflicts(
      wave.wave,
      wave.plans.map((id) => byId.get(id) as WavePlan),
    );
    wave.sequentialFiles = conflicts.sequentialFiles;
    wave.sequential = conflicts.sequentialFiles.length > 0;
    diagnostics.push(...conflicts.diagnostics);
  }
  return { ok: true, schedule: { waves, plans, done: skipped, held, diagnostics } };
}

/**
 * The wave each scheduled plan runs in: the later of its declared wave and one wave after each of
 * its scheduled dependencies (the earliest schedule with both), and the dependency that set it
 * when that is later than declared (the lowest id among equals). Iterative, in dependency order;
 * a cycle (refused before, so never here) would leave its plans at their declared waves.
 */
function effectiveWaves(scheduled: ReadonlyMap<string, ScheduledPlan>, byId: ReadonlyMap<string, WavePlan>): Map<string, { wave: number; after?: string }> {
  const result = new Map<string, { wave: number; after?: string }>();
  const visiting = new Set<string>();
  const depsOf = (id: string): string[] => [...new Set(byId.get(id)?.dependsOn ?? [])].filter((d) => d !== id && scheduled.has(d)).sort(compareIds);
  for (const root of [...scheduled.keys()].sort(compareIds)) {
    if (result.has(root)) continue;
    const stack = [root];
    visiting.add(root);
    while (stack.length > 0) {
      const id = stack[stack.length - 1] as string;
      const pending = depsOf(id).find((d) => !result.has(d) && !visiting.has(d));
      if (pending !== undefined) {
        visiting.add(pending);
        stack.push(pending);
        continue;
      }
      stack.pop();
      visiting.delete(id);
      const declared = (scheduled.get(id) as ScheduledPlan).wave;
      let wave = declared;
      let after: string | undefined;
      for (const d of depsOf(id)) {
        const w = result.get(d)?.wave;
        if (w !== undefined && w + 1 > wave) [wave, after] = [w + 1, d];
      }
      result.set(id, after !== undefined ? { wave, after } : { wave });
    }
  }
  return result;
}

/** Why a plan cannot run under the filter: the excluded plan it needs, and the plans in between. */
interface FilterBlock {
  needs: string;
  by: string;
  through: string[];
}

/** Plans named in a held plan's `through` (the ones between it and the excluded plan). */
const MAX_THROUGH = 5;

/**
 * For a plan: the first unfinished dependency (in plan order) that the explicit filter excludes
 * and the route does not already run, directly or through unfinished dependencies the route would
 * pull in; undefined when there is none. Memoised, iterative (a long chain cannot overflow the
 * stack); a dependency on a plan still being visited (a cycle) counts as no block.
 */
function blockedByFilter(
  byId: ReadonlyMap<string, WavePlan>,
  runs: (id: string) => boolean,
  done: ReadonlyMap<string, string>,
  excludedBy: ReadonlyMap<string, string>,
  context: WaveMapContext,
): (id: string) => FilterBlock | undefined {
  const memo = new Map<string, FilterBlock | null>();
  const needs = (id: string): string[] => {
    const plan = byId.get(id);
    if (!plan) return [];
    const out: string[] = [];
    for (const dependency of new Set(plan.dependsOn)) {
      const target = dependencyTarget(plan, dependency, context);
      if (target.kind === 'plan' && target.plan.id !== id && !done.has(target.plan.id)) out.push(target.plan.id);
    }
    return out.sort(compareIds);
  };
  const decide = (id: string, deps: readonly string[]): FilterBlock | null => {
    for (const d of deps) {
      const by = excludedBy.get(d);
      if (by !== undefined && !runs(d)) return { needs: d, by, through: [] };
    }
    for (const d of deps) {
      const deeper = memo.get(d);
      if (deeper) return { needs: deeper.needs, by: deeper.by, through: [d, ...deeper.through].slice(0, MAX_THROUGH) };
    }
    return null;
  };
  return (root) => {
    if (!memo.has(root)) {
      const visiting = new Set<string>([root]);
      const stack: { id: string; deps: string[]; next: number }[] = [{ id: root, deps: needs(root), next: 0 }];
      while (stack.length > 0) {
        const frame = stack[stack.length - 1] as { id: string; deps: string[]; next: number };
        if (frame.next < frame.deps.length) {
          const d = frame.deps[frame.next++] as string;
          if (!memo.has(d) && !visiting.has(d)) {
            visiting.add(d);
            stack.push({ id: d, deps: needs(d), next: 0 });
          }
          continue;
        }
        stack.pop();
        visiting.delete(frame.id);
        memo.set(frame.id, decide(frame.id, frame.deps));
      }
    }
    return memo.get(root) ?? undefined;
  };
}

/**
 * The plans the route would run, and their files, as steps 2–4 of scheduleWaves choose them: the
 * selected plans and (when asked) their dependents, less the done ones unless `includeDone`, and
 * the unfinished dependencies they pull in, transitively. A done plan is not run (nor pulled: a
 * done dependency is met), so a wave-map error in it does not stop the route (W074). A plan the
 * filter excludes is not pulled either (its dependent is held back, see step 4a): counting it
 * here may block a route that would not run it, never the reverse.
 */
function touchedPlans(
  selected: readonly string[],
  byId: ReadonlyMap<string, WavePlan>,
  options: ScheduleOptions,
  done: ReadonlyMap<string, string>,
  excludedBy: ReadonlyMap<string, string>,
): { ids: Set<string>; paths: Set<string> } {
  const chosen = new Set(selected.filter((id) => byId.has(id)));
  if (options.dependents) {
    let grew = true;
    while (grew) {
      grew = false;
      for (const plan of byId.values()) {
        if (!chosen.has(plan.id) && !excludedBy.has(plan.id) && plan.dependsOn.some((d) => chosen.has(d))) {
          chosen.add(plan.id);
          grew = true;
        }
      }
    }
  }
  const runs = (id: string): boolean => options.includeDone || !done.has(id);
  const ids = new Set([...chosen].filter(runs));
  const queue = [...ids];
  for (let index = 0; index < queue.length; index++) {
    for (const dependency of byId.get(queue[index] as string)?.dependsOn ?? []) {
      if (byId.has(dependency) && !ids.has(dependency) && !done.has(dependency)) {
        ids.add(dependency);
        queue.push(dependency);
      }
    }
  }
  const paths = new Set<string>();
  for (const id of ids) {
    const path = byId.get(id)?.path;
    if (path !== undefined) paths.add(path);
  }
  return { ids, paths };
}
