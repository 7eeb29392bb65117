/**
 * `build` over a phase's plans (standard build, or a filter_plans intent such as --skip-frontend):
 * the phase's plans selected by the changed files and the intent's filters, scheduled into waves
 * (done plans skipped, unfinished dependencies pulled in, the wave map validated), one entry per
 * plan, each with its wave.
 */
import { WarningCode } from '../../core/error-codes.js';
import { phaseLoadRefusal } from '../../core/plans/phase-load-refusal.js';
import { phaseAlreadyExecuted } from '../../core/state/choose-phase.js';
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
  const phase = routePhase(project, intent.phaseRequest);
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
  const selection = selectPlans({
    plans: loaded.plans,
    malformed: loaded.malformed,
    criteria: resolveFilterCriteria(intent.flags.intents, config),
    ...(settings.changedFiles ? { changedFiles: settings.changedFiles } : {}),
    summaries: loaded.summaries,
    includeDone: rerun,
    checkout: project.checkout,
    config,
  });
  const diagnostics: Diagnostic[] = [...phase.readingDiagnostics, ...phase.diagnostics, ...loaded.diagnostics, ...selection.diagnostics];

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
  if (changed && !changed.complete) {
    diagnostics.push({
      code: WarningCode.CHANGED_FILES_TRUNCATED,
      severity: 'warning',
      message: `The changed-file list is incomplete${changed.note ? ` (${changed.note})` : ''}: every plan of phase ${phase.phase.number} was considered instead of only the affected ones.`,
    });
  }
  const planFiles = loaded.plans.length + loaded.malformed.length;
  if (planFiles === 0) notes.push(`Phase ${phase.phase.name} has no plan files (NN-PP-PLAN.md).`);

  const done = [...loaded.summaries].filter(([, summary]) => summary.done).map(([id, summary]) => ({ id, reason: summary.reason }));
  const scheduled = scheduleWaves({
    plans: loaded.plans,
    selected: selection.decisions.filter((d) => d.kept).map((d) => d.id),
    done,
    unroutable: loaded.malformed.map((m) => m.id),
    options: { includeDone: rerun, dependencies: settings.dependencies, dependents: settings.dependents },
  });
  if (!scheduled.ok) {
    const [first] = scheduled.errors as [ErrorDiagnostic, ...ErrorDiagnostic[]];
    const message = [`The wave map of phase ${phase.phase.name} cannot be run:`, ...scheduled.errors.map((e, i) => `${i + 1}. ${e.message}`)].join('\n');
    return refused(first.code, message, {
      phase: where,
      plans: notRun(selection.decisions, first.code),
      notes,
      diagnostics: [...diagnostics, ...scheduled.diagnostics, ...scheduled.errors],
    });
  }
  const { schedule } = scheduled;
  diagnostics.push(...schedule.diagnostics);
  const decisions = applySchedule(selection.decisions, schedule);
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
  if (schedule.plans.length === 0 && decisions.length > 0 && decisions.every((d) => d.status === 'done')) {
    outcome.message = `Phase ${phase.phase.number} already executed: every plan has a SUMMARY.md that does not report failure.\nRun ${settings.trigger} build --rerun to run them again.`;
    diagnostics.push(phaseAlreadyExecuted(phase.phase, '--rerun'));
  }
  return outcome;
}

/** When the route is refused, no plan runs: the ones that were selected say so, with the code. */
function notRun(decisions: readonly PlanDecision[], code: string): PlanDecision[] {
  return decisions.map((d) => (d.kept ? { ...d, kept: false, status: 'dropped' as const, reasons: [...d.reasons, `not run: the route was refused (${code})`] } : d));
}
