/** The phase a route works on, from the request, STATE.md and the phase directories. */
import { listPlanFiles } from '../../adapters/fs/load-phase-plans.js';
import { parseStateMd } from '../../core/state/parse-state-md.js';
import type { Project } from '../load-project.js';
import { resolvePhase, type PhaseResolution } from '../resolve-phase.js';

export function routePhase(project: Project, phaseRequest: string | undefined): PhaseResolution {
  const { reader, planningDir } = project;
  const directories = project.phaseDirectories();
  return resolvePhase(
    phaseRequest,
    parseStateMd(project.stateText).phase,
    directories,
    (directory) => listPlanFiles(reader, planningDir, directory).length,
    planningDir,
  );
}
