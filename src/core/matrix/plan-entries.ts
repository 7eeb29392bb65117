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
    entries.push({
      id: plan.id,
      command: context.command,
      intent: context.intent,
      plan: plan.id,
      path: plan.path,
      phase: plan.phase,
      phase_dir: plan.phaseDir,
      wave: plan.wave,
      depends_on: dependsOn.safe,
      agent: agents.safe[0] ?? '',
      agents: agents.safe,
      autonomous: plan.autonomous,
      files: files.safe,
      unsafe_values_omitted: agents.unsafe + files.unsafe + dependsOn.unsafe,
      partial: decision.partial,
      ...(decision.matchedChangedFiles !== undefined ? changedFileFields(decision, isSafeName) : {}),
      ...controlFields(context),
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
