/**
 * `build` over a phase's plans (standard build, or a filter_plans intent such as --skip-frontend):
 * the phase's plans, selected by the changed files and the intent's filters, one entry per plan.
 */
import { WarningCode } from '../../core/error-codes.js';
import { planEntries } from '../../core/matrix/plan-entries.js';
import { resolveFilterCriteria } from '../../core/plans/filter-criteria.js';
import { selectPlans } from '../../core/plans/select-plans.js';
import type { Diagnostic } from '../../core/types.js';
import { refused, type RouteInput, type RouteOutcome } from './route-outcome.js';
import { routePhase } from './route-phase.js';

export function plansRoute({ intent, project, settings, entry }: RouteInput): RouteOutcome {
  const config = project.loaded.config;
  const phase = routePhase(project, intent.phaseRequest);
  if (!phase.ok) {
    const scope = intent.intent ? 'Cannot filter plans — phase directory missing. ' : '';
    return refused(phase.code, `${scope}${phase.message}\n${phase.hint}`, {
      diagnostics: [{ code: phase.code, severity: 'blocker', message: phase.message, hint: phase.hint }],
    });
  }
  const notes = [`Phase: ${phase.how}.`];
  const loaded = project.phasePlans(phase.phase);
  const selection = selectPlans({
    plans: loaded.plans,
    malformed: loaded.malformed,
    criteria: resolveFilterCriteria(intent.flags.intents, config),
    ...(settings.changedFiles ? { changedFiles: settings.changedFiles } : {}),
    config,
  });
  const diagnostics: Diagnostic[] = [...loaded.diagnostics, ...selection.diagnostics];
  const changed = settings.changedFiles;
  if (changed && !changed.complete) {
    diagnostics.push({
      code: WarningCode.CHANGED_FILES_TRUNCATED,
      severity: 'warning',
      message: `The changed-file list is incomplete${changed.note ? ` (${changed.note})` : ''}: every plan of phase ${phase.phase.number} was considered instead of only the affected ones.`,
    });
  }
  if (loaded.plans.length + loaded.malformed.length === 0) notes.push(`Phase ${phase.phase.name} has no plan files (NN-PP-PLAN.md).`);
  return {
    entries: planEntries(selection.decisions, entry),
    phase: { number: phase.phase.number, dir: phase.phase.name },
    plans: selection.decisions,
    notes,
    diagnostics,
  };
}
