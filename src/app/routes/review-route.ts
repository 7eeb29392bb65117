/** `review` (standard): one entry per review-panel dimension, scoped to the phase when there is one. */
import { reviewPanelEntries } from '../../core/matrix/review-entries.js';
import type { RouteInput, RouteOutcome } from './route-outcome.js';
import { routePhase } from './route-phase.js';
import { unsafeAgentsDiagnostic } from './unsafe-agents.js';

export function reviewRoute({ intent, project, entry }: RouteInput): RouteOutcome {
  const panel = project.loaded.config.review_panel;
  const phase = routePhase(project, intent.phaseRequest);
  const notes = [phase.ok ? phase.how : `${phase.message} The review covers the pull request as a whole.`];
  const scope = phase.ok ? { phase: phase.phase.number, phaseDir: phase.phase.name } : { phase: 0, phaseDir: '' };
  return {
    entries: reviewPanelEntries(panel, scope, entry),
    ...(phase.ok ? { phase: { number: phase.phase.number, dir: phase.phase.name } } : {}),
    team: panel.map((d) => ({ agent: d.agent, role: d.dimension, domains: d.domains })),
    notes,
    diagnostics: unsafeAgentsDiagnostic(panel.map((d) => d.agent)),
  };
}
