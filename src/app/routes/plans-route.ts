/**
 * `build` over a phase's plans (standard build, or a filter_plans intent such as --skip-frontend):
 * the phase's plans selected by the changed files and the intent's filters, scheduled into waves
 * (done plans skipped, unfinished dependencies pulled in, the wave map validated), one entry per
 * plan, each with its wave.
 */
import { ErrorCode, InfoCode, WarningCode } from '../../core/error-codes.js';
import { applyNamedPlans, resolvePlanNames, scheduleNamedPlans, suggestPlanId } from '../../core/plans/named-plans.js';
import { compareIds, listIds } from '../../core/waves/plan-ids.js';
import type { Project } from '../load-project.js';
import { phaseLoadRefusal } from '../../core/plans/phase-load-refusal.js';
import { phaseAlreadyExecuted } from '../../core/state/choose-phase.js';
import { phaseMarkedComplete } from '../../core/state/phase-marked-complete.js';
import { donePerState } from '../../core/plans/done-per-state.js';
import { applySchedule } from '../../core/waves/apply-schedule.js';
import { checkWaveJobs } from '../../core/waves/check-wave-jobs.js';
import { scheduleWaves } from '../../core/waves/schedule-waves.js';
import { planEntries } from '../../core/matrix/plan-entries.js';
import { resolveFilterCriteria } from '../../core/plans/filter-criteria.js';
import { selectPlans } from '../../core/plans/select-plans.js';
import type { Diagnostic, ErrorDiagnostic, PlanDecision } from '../../core/types.js';
import { refused, type RouteInput, type RouteOutcome } from './route-outcome.js';
import { routePhase } from './route-phase.js';

export function plansRoute({ intent, project, settings, entry }: RouteInput): RouteOutcome {
  const config = project.loaded.config;
  const named = intent.flags.plans;
  const namedBy = intent.retry ? 'the last report' : '--plan';
  if (intent.retry && !named) {
    return {
      entries: [],
      notes: [],
      diagnostics: [],
      message: `${settings.trigger} retry takes its plans from the last report on the pull request, which the action reads when the command is a comment on a pull request: nothing was routed here.\nName the plans instead: ${settings.trigger} build --plan=NN-PP.`,
    };
  }
  const phase = routePhase(project, intent.phaseRequest);
  if (!phase.ok && named && !intent.retry) {
    const message = unknownPlansMessage(named, `${phase.message}`, repositoryPlanIds(project));
    return refused(ErrorCode.UNKNOWN_PLAN, message, {
      diagnostics: [...phase.readingDiagnostics, { code: ErrorCode.UNKNOWN_PLAN, severity: 'blocker', message, hint: 'Name plans by the ids of their NN-PP-PLAN.md files.' }],
    });
  }
  if (!phase.ok && named && intent.retry) {
    const message = `Nothing to retry: the plans the last report names (${listIds(named, 10)}) are of phase ${intent.phaseRequest ?? '?'}, which the pull request's head no longer has (${phase.message}).`;
    return { entries: [], notes: [], diagnostics: [{ code: WarningCode.RETRY_PLANS_GONE, severity: 'warning', message }], message };
  }
  if (!phase.ok) {
    const scope = intent.intent ? 'Cannot filter plans: ' : '';
    return refused(phase.code, `${scope}${phase.message}\n${phase.hint}`, {
      diagnostics: [...phase.readingDiagnostics, ...phase.diagnostics, { code: phase.code, severity: 'blocker', message: phase.message, hint: phase.hint }],
    });
  }
  const where = { number: phase.phase.number, dir: phase.phase.name };
  const notes = [phase.how];
  const loaded = project.phasePlans(phase.phase);
  const rerun = intent.flags.rerun === true;
  // A phase STATE.md or ROADMAP.md marks complete is not rebuilt for a missing SUMMARY.md (W077);
  // --rerun runs its plans all the same, and --plan the plans it names (their dependencies of
  // the phase count as done, so they are not pulled in).
  const completion = rerun ? undefined : phaseMarkedComplete(phase.phase.number, project.statePosition(), project.roadmap());
  const namedSet = new Set(
    named
      ? resolvePlanNames(
          named,
          loaded.plans.map((p) => p.id),
        ).found
      : [],
  );
  const perState = donePerState(
    phase.phase.number,
    completion,
    loaded.plans.map((p) => p.id).filter((id) => !namedSet.has(id)),
    loaded.summaries,
  );
  const selection = selectPlans({
    plans: loaded.plans,
    malformed: loaded.malformed,
    criteria: resolveFilterCriteria(intent.flags.intents, config),
    ...(settings.changedFiles ? { changedFiles: settings.changedFiles } : {}),
    summaries: loaded.summaries,
    donePerState: perState.plans,
    includeDone: rerun,
    checkout: project.checkout,
    config,
  });
  const diagnostics: Diagnostic[] = [...phase.readingDiagnostics, ...phase.diagnostics, ...loaded.diagnostics, ...perState.diagnostics, ...selection.diagnostics];

  // A plan that cannot be parsed refuses the whole route: a pull request that breaks a plan is told.
  const refusal = phaseLoadRefusal(loaded.blockers, `phase ${phase.phase.number} (${phase.phase.name})`);
  if (refusal) {
    return refused(refusal.code, `${refusal.message}\n${refusal.hint}`, {
      phase: where,
      plans: notRun(selection.decisions, refusal.code),
      notes,
      diagnostics: [...diagnostics, ...loaded.blockers],
    });
  }
  const changed = settings.changedFiles;
  if (changed && !changed.complete && changed.incompleteReported !== true) {
    diagnostics.push({
      code: WarningCode.CHANGED_FILES_TRUNCATED,
      severity: 'warning',
      message: `The changed-file list is incomplete${changed.note ? ` (${changed.note})` : ''}: every plan of phase ${phase.phase.number} was considered instead of only the affected ones.`,
    });
  }
  const planFiles = loaded.plans.length + loaded.malformed.length;
  if (planFiles === 0) notes.push(`Phase ${phase.phase.name} has no plan files (NN-PP-PLAN.md).`);

  // `--plan` (or retry): the named plans instead of the ones the changed files select.
  let selected = selection.decisions;
  let namedIds: string[] | undefined;
  if (named) {
    const phaseIds = [...loaded.plans.map((p) => p.id), ...loaded.malformed.map((m) => m.id)].sort(compareIds);
    const names = resolvePlanNames(named, phaseIds);
    if (names.unknown.length > 0 && !intent.retry) {
      const message = unknownPlansMessage(
        names.unknown,
        `phase ${phase.phase.number} (${phase.phase.name}) has ${phaseIds.length === 0 ? 'no plans' : `the plans ${listIds(phaseIds, 12)}`}`,
        repositoryPlanIds(project),
      );
      return refused(ErrorCode.UNKNOWN_PLAN, message, {
        phase: where,
        plans: notRun(selection.decisions, ErrorCode.UNKNOWN_PLAN),
        notes,
        diagnostics: [...diagnostics, { code: ErrorCode.UNKNOWN_PLAN, severity: 'blocker', message, hint: 'Name plans by the ids of their NN-PP-PLAN.md files.' }],
      });
    }
    if (names.unknown.length > 0) {
      diagnostics.push({
        code: WarningCode.RETRY_PLANS_GONE,
        severity: 'warning',
        message: `The last report names ${names.unknown.length} plan(s) that phase ${phase.phase.number} no longer has: ${listIds(names.unknown, 10)}. They are left out of the retry.`,
        hint: 'Route them under their new ids with build --plan=NN-PP.',
      });
    }
    if (names.found.length === 0) {
      return {
        entries: [],
        phase: where,
        plans: applyNamedPlans(selection.decisions, [], namedBy),
        notes,
        diagnostics,
        message: `Nothing to retry: none of the plans the last report names as failed (${listIds(names.unknown, 10)}) is a plan of phase ${phase.phase.number} any more.`,
      };
    }
    if (settings.dependents) notes.push(`The dependents input does not apply to plans named by ${namedBy}: only those plans and their unfinished dependencies run.`);
    selected = applyNamedPlans(selection.decisions, names.found, namedBy);
    namedIds = names.found;
  }

  const done = [
    ...[...loaded.summaries].filter(([, summary]) => summary.done).map(([id, summary]) => ({ id, reason: summary.reason })),
    ...[...perState.plans].map(([id, reason]) => ({ id, reason })),
  ];
  const unroutable = loaded.malformed.map((m) => m.id);
  const scheduled = namedIds
    ? scheduleNamedPlans({ plans: loaded.plans, named: namedIds, done, unroutable, dependencies: settings.dependencies })
    : scheduleWaves({
        plans: loaded.plans,
        selected: selection.decisions.filter((d) => d.kept).map((d) => d.id),
        done,
        unroutable,
        excluded: selection.decisions.flatMap((d) => (d.excludedBy !== undefined ? [{ id: d.id, by: d.excludedBy }] : [])),
        options: { includeDone: rerun, dependencies: settings.dependencies, dependents: settings.dependents },
      });
  if (!scheduled.ok) {
    const [first] = scheduled.errors as [ErrorDiagnostic, ...ErrorDiagnostic[]];
    const message = [`The wave map of phase ${phase.phase.name} cannot be run:`, ...scheduled.errors.map((e, i) => `${i + 1}. ${e.message}`)].join('\n');
    return refused(first.code, message, {
      phase: where,
      plans: notRun(selected, first.code),
      notes,
      diagnostics: [...diagnostics, ...scheduled.diagnostics, ...scheduled.errors],
    });
  }
  const { schedule } = scheduled;
  diagnostics.push(...schedule.diagnostics);
  const decisions = applySchedule(selected, schedule);
  const tooMany =
    settings.waveJobs > 0
      ? checkWaveJobs(
          schedule.waves.length,
          settings.waveJobs,
          schedule.waves.map((w) => w.wave),
        )
      : null;
  if (tooMany)
    return refused(tooMany.code, `${tooMany.message}${tooMany.hint ? `\n${tooMany.hint}` : ''}`, {
      phase: where,
      plans: notRun(decisions, tooMany.code),
      schedule,
      notes,
      diagnostics: [...diagnostics, tooMany],
    });

  const outcome: RouteOutcome = { entries: planEntries(decisions, entry), phase: where, plans: decisions, schedule, notes, diagnostics };
  const held = schedule.held ?? [];
  if (schedule.plans.length === 0 && held.length > 0) {
    const flags = [...new Set(held.map((h) => h.by))].join(', ');
    outcome.message = `Nothing to run in phase ${phase.phase.number}: every plan left after ${flags} needs a plan ${flags} excludes (${listIds(
      held.map((h) => `${h.id} needs ${h.needs}`),
      10,
    )}).\nThe filter is not overridden: build without it, or name the plans with --plan=NN-PP.`;
    diagnostics.push({
      code: InfoCode.ROUTE_HELD_BY_FILTER,
      severity: 'info',
      message: `Phase ${phase.phase.number}: no work left after ${flags}; ${held.length} plan(s) need a plan it excludes.`,
    });
  } else if (schedule.plans.length === 0 && decisions.length > 0 && decisions.every((d) => d.status === 'done') && completion) {
    const missing = perState.plans.size;
    const next = `Plan phase ${completion.nextPhase} next (${settings.trigger} plan ${completion.nextPhase}), or run ${settings.trigger} build --rerun to run the plans again.`;
    outcome.message =
      missing === 0
        ? `Phase ${phase.phase.number} already executed: every plan has a SUMMARY.md that does not report failure, and ${completion.statement}.\n${next}`
        : `Phase ${phase.phase.number} is complete: ${completion.statement}; ${listIds([...perState.plans.keys()], 10)} ha${missing === 1 ? 's' : 've'} no SUMMARY.md and count${missing === 1 ? 's' : ''} as done.\n${next}`;
    if (missing === 0) diagnostics.push(phaseAlreadyExecuted(phase.phase, '--rerun'));
  } else if (schedule.plans.length === 0 && decisions.length > 0 && decisions.every((d) => d.status === 'done')) {
    outcome.message = `Phase ${phase.phase.number} already executed: every plan has a SUMMARY.md that does not report failure.\nRun ${settings.trigger} build --rerun to run them again.`;
    diagnostics.push(phaseAlreadyExecuted(phase.phase, '--rerun'));
  }
  return outcome;
}

/** When the route is refused, no plan runs: the ones that were selected say so, with the code. */
function notRun(decisions: readonly PlanDecision[], code: string): PlanDecision[] {
  return decisions.map((d) => (d.kept ? { ...d, kept: false, status: 'dropped' as const, reasons: [...d.reasons, `not run: the route was refused (${code})`] } : d));
}

/** The "unknown plan" message, with the closest plan id of the repository for each name. */
function unknownPlansMessage(names: readonly string[], context: string, repositoryIds: readonly string[]): string {
  const lines = names.slice(0, 10).map((name) => {
    const near = suggestPlanId(name, repositoryIds);
    return `Unknown plan in --plan: ${name}.${near ? ` Did you mean ${near}?` : ''}`;
  });
  if (names.length > 10) lines.push(`…and ${names.length - 10} more unknown plan ids.`);
  return [...lines, `(${context}.)`, 'Nothing was routed.'].join('\n');
}

/** Every plan id of the repository (all phases), for "did you mean"; read only on that error. */
function repositoryPlanIds(project: Project): string[] {
  const ids: string[] = [];
  for (const directory of project.phaseDirectories() ?? []) {
    const loaded = project.phasePlans(directory);
    ids.push(...loaded.plans.map((p) => p.id), ...loaded.malformed.map((m) => m.id));
    if (ids.length >= 10_000) break;
  }
  return ids;
}
