import { isSafeId, isSafePath, isSafePattern, partitionSafe } from '../text/sanitize.js';
import type { MatrixEntry, PlanDecision } from '../types.js';
import { compareIds } from '../waves/plan-ids.js';
import { controlFields, type EntryContext } from './entry-context.js';

/**
 * One entry per kept plan, in wave order: everything a build job needs without reading the
 * plan again. Agents and files from the plan are untrusted text: only safe-character values are
 * listed (counted otherwise).
 *
 * Within a wave, plans come in the wave schedule's order (`compareIds`: 01-99 before 01-100), not
 * by locale: a locale comparison put 01-100 first, and its first call costs ~13 ms of ICU set-up
 * on every route.
 */
export function planEntries(decisions: readonly PlanDecision[], context: EntryContext): MatrixEntry[] {
  const kept = decisions.filter((d) => d.kept && d.plan).sort((a, b) => (a.plan?.wave ?? 0) - (b.plan?.wave ?? 0) || compareIds(a.id, b.id));
  const entries: MatrixEntry[] = [];
  // Where each plan of the phase writes its SUMMARY.md, for the dependents' `depends_on_summaries`.
  const summaries = new Map<string, string>();
  for (const d of decisions) if (d.plan && isSafePath(d.plan.path)) summaries.set(d.plan.id, summaryPathOf(d.plan.path, d.plan.id));
  // A changed file selects several plans: each name is checked once (the check splits the path).
  const safeNames = new Map<string, boolean>();
  const isSafeName = (name: string): boolean => {
    let safe = safeNames.get(name);
    if (safe === undefined) safeNames.set(name, (safe = isSafePath(name)));
    return safe;
  };
  for (const decision of kept) {
    const plan = decision.plan;
    if (!plan || !isSafeId(plan.id) || !isSafePath(plan.path) || !isSafeId(plan.phaseDir)) continue;
    const agents = partitionSafe(
      plan.agents.filter((a) => !decision.excludedAgents.includes(a)),
      isSafeId,
    );
    const files = partitionSafe(decision.files, isSafePattern);
    const dependsOn = partitionSafe(plan.dependsOn, isSafeId);
    const dependsOnSummaries = dependsOn.safe.map((id) => summaries.get(id) ?? siblingSummary(plan.path, id));
    entries.push({
      id: plan.id,
      command: context.command,
      intent: context.intent,
      plan: plan.id,
      path: plan.path,
      summary: summaryPathOf(plan.path, plan.id),
      phase: plan.phase,
      phase_dir: plan.phaseDir,
      wave: plan.wave,
      depends_on: dependsOn.safe,
      depends_on_summaries: dependsOnSummaries,
      agent: agents.safe[0] ?? '',
      agents: agents.safe,
      autonomous: plan.autonomous,
      files: files.safe,
      unsafe_values_omitted: agents.unsafe + files.unsafe + dependsOn.unsafe,
      partial: decision.partial,
      ...(decision.matchedChangedFiles !== undefined ? changedFileFields(decision, isSafeName) : {}),
      ...controlFields(context),
      file_scope_restriction: context.profile.file_scope_restriction,
    });
  }
  return entries;
}

/**
 * Which changed files selected a plan: the count, the names (at most the ones selectPlans kept,
 * safe-character paths only) and how many more there were, so a long list is cut visibly.
 */
function changedFileFields(decision: PlanDecision, isSafeName: (name: string) => boolean): MatrixEntry {
  const count = decision.matchedChangedFiles ?? 0;
  const names = partitionSafe(decision.matchedChangedFileNames ?? [], isSafeName).safe;
  return { changed_files: count, changed_files_list: names, changed_files_more: Math.max(0, count - names.length) };
}

/**
 * The SUMMARY.md a plan's leg writes: `NN-PP-PLAN.md` → `NN-PP-SUMMARY.md` beside it (Legion's
 * wave-executor, Principle 5); a plan file named otherwise gets `<id>-SUMMARY.md` beside it.
 */
export function summaryPathOf(planPath: string, id: string): string {
  return /-PLAN\.md$/.test(planPath) ? planPath.replace(/-PLAN\.md$/, '-SUMMARY.md') : siblingSummary(planPath, id);
}

/** `<id>-SUMMARY.md` in the plan file's directory (a dependency not among the phase's plans). */
function siblingSummary(planPath: string, id: string): string {
  const slash = planPath.lastIndexOf('/');
  return `${slash < 0 ? '' : planPath.slice(0, slash + 1)}${id}-SUMMARY.md`;
}
