import { isSafeId, partitionSafe } from '../text/sanitize.js';
import type { TeamTemplate } from '../team/resolve-team.js';
import type { MatrixEntry } from '../types.js';
import { controlFields, type EntryContext } from './entry-context.js';

/** ad_hoc: one entry per team member (primary first): as many jobs as primary + secondary agents. */
export function teamEntries(team: TeamTemplate, context: EntryContext, phase: number | null): MatrixEntry[] {
  return team.members
    .filter((member) => isSafeId(member.agent))
    .map((member) => ({
      id: `${team.intent}-${member.agent}`.slice(0, 128),
      command: context.command,
      intent: team.intent,
      agent: member.agent,
      role: member.role,
      domains: partitionSafe(member.domains.length > 0 ? member.domains : team.domains, isSafeId).safe,
      phase,
      ...controlFields(context),
    }));
}
