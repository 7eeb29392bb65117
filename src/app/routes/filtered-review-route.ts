/**
 * `review` with a filter_review intent (--just-security): the review panel restricted to the
 * intent's domains, over the phase's prior review cycle (NN-REVIEW.md or REVIEW.md must exist).
 */
import { ErrorCode } from '../../core/error-codes.js';
import { intentFlagName } from '../../core/intent/intent-flags.js';
import { filteredReviewEntries } from '../../core/matrix/review-entries.js';
import { resolveTeamTemplate } from '../../core/team/resolve-team.js';
import { refused, type RouteInput, type RouteOutcome } from './route-outcome.js';
import { routePhase } from './route-phase.js';
import { unsafeAgentsDiagnostic } from './unsafe-agents.js';

export function filteredReviewRoute({ intent, project, settings, entry }: RouteInput): RouteOutcome {
  const config = project.loaded.config;
  const phase = routePhase(project, intent.phaseRequest);
  if (!phase.ok) return refused(ErrorCode.PHASE_DIR_MISSING, `Cannot filter review — phase directory missing. ${phase.message}\n${phase.hint}`);
  const where = { number: phase.phase.number, dir: phase.phase.name };
  const directory = `${project.planningDir}/phases/${phase.phase.name}`;
  const reviewFile = `${directory}/${String(phase.phase.number).padStart(2, '0')}-REVIEW.md`;
  const found = [reviewFile, `${directory}/REVIEW.md`].find((path) => project.reader.exists(path));
  if (!found) {
    return refused(
      ErrorCode.REVIEW_MISSING,
      `Cannot filter review — no prior review cycle: ${reviewFile} is missing.\nRun ${settings.trigger} review first, then ${settings.trigger} review ${intentFlagName(intent.intent, config.intents[intent.intent])}.`,
      { phase: where },
    );
  }
  const team = resolveTeamTemplate(intent.intent, config, project.authority);
  if (!team) return refused(ErrorCode.VALIDATION_FAILED, `Intent ${intent.intent} has no team template.`, { phase: where });
  return {
    entries: filteredReviewEntries(config.review_panel, team, { phase: phase.phase.number, phaseDir: phase.phase.name, reviewFile: found }, entry),
    phase: where,
    team: team.members.map((m) => ({ agent: m.agent, role: m.role, domains: m.domains })),
    notes: [],
    diagnostics: unsafeAgentsDiagnostic([...team.members.map((m) => m.agent), ...config.review_panel.map((d) => d.agent)]),
  };
}
