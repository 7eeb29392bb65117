/** `build` with an ad_hoc intent (--just-harden): the intent's team, one entry per member. */
import { ErrorCode } from '../../core/error-codes.js';
import { teamEntries } from '../../core/matrix/team-entries.js';
import { resolveTeamTemplate } from '../../core/team/resolve-team.js';
import { refused, type RouteInput, type RouteOutcome } from './route-outcome.js';
import { routePhase } from './route-phase.js';
import { unsafeAgentsDiagnostic } from './unsafe-agents.js';

export function teamRoute({ intent, project, entry }: RouteInput): RouteOutcome {
  const config = project.loaded.config;
  const team = resolveTeamTemplate(intent.intent, config, project.authority);
  if (!team) return refused(ErrorCode.VALIDATION_FAILED, `Intent ${intent.intent} has no team template.`);
  // A team needs no phase; it is named when there is one.
  const directories = project.phaseDirectories();
  const phase = directories && directories.length > 0 ? routePhase(project, intent.phaseRequest) : null;
  const teamPhase = phase && phase.ok ? phase.phase : null;
  const notes: string[] = [];
  const missingOwners = team.domains.filter((d) => Object.hasOwn(team.domainOwners, d) && !team.members.some((m) => m.agent === team.domainOwners[d]));
  if (missingOwners.length > 0) {
    notes.push(`Domains owned outside the team (authority matrix): ${missingOwners.map((d) => `${d} → ${team.domainOwners[d]}`).join(', ')}.`);
  }
  return {
    entries: teamEntries(team, entry, teamPhase ? teamPhase.number : null),
    ...(teamPhase ? { phase: { number: teamPhase.number, dir: teamPhase.name } } : {}),
    team: team.members.map((m) => ({ agent: m.agent, role: m.role, domains: m.domains })),
    notes,
    diagnostics: unsafeAgentsDiagnostic(team.members.map((m) => m.agent)),
  };
}
