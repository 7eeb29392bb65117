/**
 * Does STATE.md or ROADMAP.md mark a phase complete? Pure. Legion sometimes records a phase as
 * complete one commit before the last SUMMARY.md lands (its commit 61b270d8: STATE.md says
 * "Phase 19 complete", 19-01-SUMMARY.md comes next); a build then must not run the phase again.
 *
 * - STATE.md: the position read from it is `phase_complete` or `milestone_complete` and its phase
 *   is this one;
 * - ROADMAP.md: the roadmap's entry for this phase number is checked (or its progress row says
 *   complete); an entry under another milestone than the current one does not count (it may be
 *   an older phase with the same number).
 */
import { nextRoadmapPhase, openRoadmapPhases, type Roadmap } from './parse-roadmap.js';
import type { StatePosition } from './read-state-position.js';

export interface PhaseCompletion {
  /** The file that says so. */
  by: 'STATE.md' | 'ROADMAP.md';
  /** For people: `STATE.md says phase 19 is complete`. */
  statement: string;
  /** The phase to work on next: the roadmap's first open phase after this one, else its next phase, else this one plus one. */
  nextPhase: number;
}

export function phaseMarkedComplete(phase: number, position: StatePosition | undefined, roadmap: Roadmap | undefined): PhaseCompletion | undefined {
  if (!Number.isSafeInteger(phase) || phase < 0) return undefined;
  const nextPhase = openRoadmapPhases(roadmap).find((p) => p.number > phase)?.number ?? nextRoadmapPhase(roadmap, phase) ?? phase + 1;
  if (position?.exists === true && position.phase === phase && (position.position === 'phase_complete' || position.position === 'milestone_complete')) {
    return { by: 'STATE.md', statement: `STATE.md says phase ${phase} is complete`, nextPhase };
  }
  // An entry under another milestone than the current one may be an older phase with the same
  // number (Legion renumbers from 1 in some milestones): it says nothing about this one.
  const current = roadmap?.currentMilestone;
  const entries =
    roadmap && Array.isArray(roadmap.phases)
      ? roadmap.phases.filter((p) => p.number === phase && (current === undefined || p.milestone === undefined || p.milestone === current))
      : [];
  if (entries.length > 0 && entries.every((p) => p.complete === true)) {
    return { by: 'ROADMAP.md', statement: `ROADMAP.md marks phase ${phase} complete`, nextPhase };
  }
  return undefined;
}
