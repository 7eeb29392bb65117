import { isSafeId, isSafePath, partitionSafe } from '../text/sanitize.js';
import type { TeamTemplate } from '../team/resolve-team.js';
import type { MatrixEntry, ReviewDimension } from '../types.js';
import { controlFields, type EntryContext } from './entry-context.js';

export interface ReviewScope {
  phase: number;
  phaseDir: string;
  /** Path of the prior REVIEW.md (required for filter_review). */
  reviewFile?: string;
}

/** Standard review: one entry per review-panel dimension (spec, correctness, quality, security). */
export function reviewPanelEntries(panel: readonly ReviewDimension[], scope: ReviewScope, context: EntryContext): MatrixEntry[] {
  return panel
    .filter((d) => isSafeId(d.dimension) && isSafeId(d.agent))
    .map((d) => ({
      id: `review-${d.dimension}`,
      command: context.command,
      intent: context.intent,
      dimension: d.dimension,
      agent: d.agent,
      domains: partitionSafe(d.domains, isSafeId).safe,
      phase: scope.phase,
      phase_dir: scope.phaseDir,
      review_file: scope.reviewFile && isSafePath(scope.reviewFile) ? scope.reviewFile : '',
      ...controlFields(context),
    }));
}

/**
 * filter_review: the panel restricted to the intent's domains. Dimensions whose domains overlap
 * the intent keep only the overlapping domains; the intent's own reviewers join with the intent
 * domains they own (or all of them when the authority matrix names none).
 */
export function filteredReviewEntries(panel: readonly ReviewDimension[], team: TeamTemplate, scope: ReviewScope, context: EntryContext): MatrixEntry[] {
  const intentDomains = new Set(team.domains);
  const restricted: ReviewDimension[] = [];
  for (const dimension of panel) {
    const overlap = dimension.domains.filter((d) => intentDomains.has(d));
    if (overlap.length > 0) restricted.push({ ...dimension, domains: overlap });
  }
  const entries = reviewPanelEntries(restricted, scope, context);
  const present = new Set(entries.map((e) => e.agent));
  for (const member of team.members) {
    if (present.has(member.agent) || !isSafeId(member.agent)) continue;
    present.add(member.agent);
    entries.push({
      id: `review-${team.intent}-${member.agent}`.slice(0, 128),
      command: context.command,
      intent: context.intent,
      dimension: team.intent,
      agent: member.agent,
      domains: partitionSafe(member.domains.length > 0 ? member.domains : team.domains, isSafeId).safe,
      phase: scope.phase,
      phase_dir: scope.phaseDir,
      review_file: scope.reviewFile && isSafePath(scope.reviewFile) ? scope.reviewFile : '',
      ...controlFields(context),
    });
  }
  return entries;
}
