import type { AuthorityMatrix, ExecutionMode, IntentTeamsConfig } from '../types.js';
import { mapDomainsToAgents } from './authority-matrix.js';

export interface TeamMemberSpec {
  agent: string;
  role: 'primary' | 'secondary';
  /** Intent domains this member covers (through the authority matrix), possibly empty. */
  domains: string[];
}

export interface TeamTemplate {
  intent: string;
  description: string;
  mode: ExecutionMode;
  domains: string[];
  members: TeamMemberSpec[];
  /** domain → owning agent, from authority-matrix.yaml when present. */
  domainOwners: Record<string, string>;
}

/**
 * The intent's team template and execution mode, with domains mapped to agents: members are
 * exactly the template's primary then secondary agents (unique by id: "no deduplication
 * beyond agent ID uniqueness"); each carries the intent domains it owns in the authority matrix.
 * `domainOwners` also names owners outside the team, for the summary.
 */
export function resolveTeamTemplate(intent: string, config: IntentTeamsConfig, authority: AuthorityMatrix | null): TeamTemplate | null {
  const definition = config.intents[intent];
  if (!definition) return null;
  const owners = mapDomainsToAgents(definition.domains, authority);
  const members: TeamMemberSpec[] = [];
  const add = (agent: string, role: TeamMemberSpec['role']): void => {
    if (members.some((m) => m.agent === agent)) return;
    members.push({ agent, role, domains: definition.domains.filter((d) => owners[d] === agent) });
  };
  for (const agent of definition.agents.primary) add(agent, 'primary');
  for (const agent of definition.agents.secondary) add(agent, 'secondary');
  return {
    intent,
    description: definition.description,
    mode: definition.mode ?? 'ad_hoc',
    domains: definition.domains,
    members,
    domainOwners: owners,
  };
}
