/**
 * The phase a route works on (src/core/state/choose-phase.ts decides): the request's phase,
 * STATE.md's, ROADMAP.md's first open phase of the current milestone, or the lowest phase with
 * unfinished plans; never "the lowest phase with plans".
 */
import { choosePhase, type PhaseChoice, type PhaseDirectoryInfo } from '../../core/state/choose-phase.js';
import { positionDiagnostics } from '../../core/state/position-diagnostics.js';
import type { Diagnostic } from '../../core/types.js';
import type { Project } from '../load-project.js';

/** The choice, plus the notes on how STATE.md was read. */
export function routePhase(project: Project, phaseRequest: string | undefined): PhaseChoice & { readingDiagnostics: Diagnostic[] } {
  const directories = project.phaseDirectories();
  const infos: PhaseDirectoryInfo[] | null =
    directories === null
      ? null
      : directories.map((directory) => {
          const inventory = project.phaseInventory(directory);
          return { ...directory, plans: inventory.plans, unfinishedPlans: inventory.plans - inventory.done };
        });
  const reading = project.statePosition();
  const choice = choosePhase({
    ...(phaseRequest !== undefined && phaseRequest !== '' ? { requested: phaseRequest } : {}),
    ...(reading.phase !== undefined ? { statePhase: reading.phase } : {}),
    roadmap: project.roadmap(),
    directories: infos,
    planningDir: project.planningDir,
  });
  return { ...choice, readingDiagnostics: positionDiagnostics(reading, `${project.planningDir}/STATE.md`) };
}
