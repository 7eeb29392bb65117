import { ErrorCode, InfoCode, WarningCode } from '../error-codes.js';
import type { Diagnostic, ErrorDiagnostic } from '../types.js';
import { compareIds, listIds } from './plan-ids.js';
import { oneLine } from './one-line.js';
import { dependencyTarget, shownId, validateWaveMap, type WaveMapContext } from './validate-wave-map.js';
import { waveConflicts } from './wave-conflicts.js';
import type { ScheduleInput, ScheduleOptions, ScheduleResult, ScheduledPlan, ScheduledWave, SkippedDonePlan, WavePlan } from './wave-types.js';

export const DEFAULT_SCHEDULE_OPTIONS: ScheduleOptions = { includeDone: false, dependencies: 'pull', dependents: false };

const byWaveThenId = (a: WavePlan, b: WavePlan): number => a.wave - b.wave || compareIds(a.id, b.id);

/**
 * Order a phase's plans into waves, as Legion's wave executor runs them (principles 1 and 7: all of
 * wave k completes before wave k+1 starts). Rules, in order:
 *
 * 1. The wave map is validated first (see {@link validateWaveMap}). An error in a plan the route
 *    would run (the selected plans, their dependents when asked, and the unfinished dependencies
 *    they pull in; a done plan runs only when selected with `includeDone`) stops here; an error
 *    in a plan of the phase the route does not run is a warning (W074), so one inconsistent plan
 *    does not block every route of its phase.
 * 2. `dependents`: the transitive dependents of the selected plans are selected too, each with
 *    the reason "dependent of X" (X the selected plan it was reached from).
 * 3. Done plans are skipped and listed with their reason, unless `includeDone` (re-run all).
 * 4. A scheduled plan depending on a plan of the phase that is neither done nor scheduled: with
 *    `pull` the dependency is added, transitively, in its own (earlier) wave with the reason
 *    "dependency of X"; with `refuse` the route fails with E062 naming both plans.
 * 5. Waves are the scheduled plans grouped by their `wave`, ascending, empty waves left out.
 *    Within a wave, shared `files_modified` warn (W070) and shared `sequential_files` make the
 *    wave sequential (I020).
 *
 * Every scheduled plan appears exactly once, and every dependency of a scheduled plan is either
 * done, outside the phase (W071), or scheduled in an earlier wave.
 */
export function scheduleWaves(input: ScheduleInput): ScheduleResult {
  const options: ScheduleOptions = { ...DEFAULT_SCHEDULE_OPTIONS, ...input.options };
  const doneReasons = new Map<string, string>();
  for (const done of input.done ?? []) if (!doneReasons.has(done.id)) doneReasons.set(done.id, oneLine(done.reason, 200) || 'done');
  const unroutable = new Set(input.unroutable ?? []);

  const byId = new Map(input.plans.map((plan) => [plan.id, plan] as const));
  const context: WaveMapContext = { byId, done: new Set(doneReasons.keys()), unroutable };
  const diagnostics: Diagnostic[] = [];

  const mapErrors = validateWaveMap(input.plans, doneReasons.keys(), unroutable);
  if (mapErrors.length > 0) {
    const touched = touchedPaths(input.selected, byId, options, doneReasons);
    const blocking = mapErrors.filter((e) => e.file === undefined || touched.has(e.file));
    if (blocking.length > 0) return { ok: false, errors: blocking, diagnostics: [] };
    for (const e of mapErrors) {
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
    const queue = selected.map((plan) => ({ plan, root: plan.id }));
    for (let index = 0; index < queue.length; index++) {
      const next = queue[index] as { plan: WavePlan; root: string };
      for (const dependent of dependentsOf.get(next.plan.id) ?? []) {
        if (chosen.has(dependent.id)) continue;
        chosen.set(dependent.id, { how: 'dependent', of: next.root });
        added.push(dependent.id);
        queue.push({ plan: dependent, root: next.root });
      }
    }
    if (added.length > 0) {
      added.sort(compareIds);
      diagnostics.push({
        code: InfoCode.DEPENDENTS_ADDED,
        severity: 'info',
        message: `Added ${added.length} plan(s) that depend on the selected plans: ${listIds(
          added.map((id) => `${id} (dependent of ${chosen.get(id)?.of})`),
          10,
        )}.`,
      });
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

  // 4. unfinished dependencies, in wave order of the plans that need them.
  const refused: ErrorDiagnostic[] = [];
  const crossPhase: string[] = [];
  const pulled: string[] = [];
  const queue = [...scheduled.keys()].map((id) => byId.get(id) as WavePlan).sort(byWaveThenId);
  for (let index = 0; index < queue.length; index++) {
    const plan = queue[index] as WavePlan;
    for (const dependency of new Set(plan.dependsOn)) {
      const target = dependencyTarget(plan, dependency, context);
      if (target.kind === 'earlier-phase') {
        crossPhase.push(`${plan.id} → ${shownId(dependency)}`);
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
  if (crossPhase.length > 0) {
    diagnostics.push({
      code: WarningCode.CROSS_PHASE_DEPENDENCY,
      severity: 'warning',
      message: `Dependencies on plans of earlier phases are not checked by this route: ${listIds(crossPhase, 5)}.`,
      hint: 'Make sure those phases are complete before running this one.',
    });
  }

  // 5. waves.
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
  return { ok: true, schedule: { waves, plans, done: skipped, diagnostics } };
}

/**
 * The files of the plans the route would run, as steps 2–4 of scheduleWaves choose them: the
 * selected plans and (when asked) their dependents, less the done ones unless `includeDone`, and
 * the unfinished dependencies they pull in, transitively. A done plan is not run (nor pulled: a done dependency
 * is met), so a wave-map error in it does not stop the route (W074); in Legion's own history,
 * 37-03 (done) depends on 37-01 in its own wave, and refusing for it blocked every later plan of
 * phase 37.
 */
function touchedPaths(selected: readonly string[], byId: ReadonlyMap<string, WavePlan>, options: ScheduleOptions, done: ReadonlyMap<string, string>): Set<string> {
  const chosen = new Set(selected.filter((id) => byId.has(id)));
  if (options.dependents) {
    let grew = true;
    while (grew) {
      grew = false;
      for (const plan of byId.values()) {
        if (!chosen.has(plan.id) && plan.dependsOn.some((d) => chosen.has(d))) {
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
  return paths;
}
