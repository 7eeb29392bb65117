import { ErrorCode, type ErrorCodeValue } from '../core/error-codes.js';
import type { PhaseDirectory } from '../core/types.js';

export type PhaseResolution =
  | { ok: true; phase: PhaseDirectory; how: string }
  | { ok: false; code: ErrorCodeValue; message: string; hint: string };

/**
 * Which phase a route works on: the request's phase when given, else STATE.md's current phase
 * when it has a directory, else the lowest phase that has plans.
 */
export function resolvePhase(
  requested: string | undefined,
  statePhase: number | undefined,
  directories: readonly PhaseDirectory[] | null,
  planCount: (phase: PhaseDirectory) => number,
  planningDir: string,
): PhaseResolution {
  const dirs = directories ?? [];
  const found = dirs.map((d) => d.name).slice(0, 10).join(', ') || 'none';
  if (requested !== undefined && requested !== '') {
    const number = Number(requested);
    const match = dirs.find((d) => d.number === number);
    if (match) return { ok: true, phase: match, how: `phase ${number} requested` };
    return {
      ok: false,
      code: ErrorCode.PHASE_DIR_MISSING,
      message: `Cannot route phase ${requested}: no directory ${planningDir}/phases/${String(number).padStart(2, '0')}-*/ (found: ${found}).`,
      hint: 'Plan the phase first (/legion plan N), or pick an existing phase.',
    };
  }
  let note = '';
  if (statePhase !== undefined && statePhase > 0) {
    const match = dirs.find((d) => d.number === statePhase);
    if (match) return { ok: true, phase: match, how: `phase ${statePhase} from STATE.md` };
    note = `STATE.md names phase ${statePhase}, which has no directory; `;
  }
  for (const dir of dirs) {
    if (planCount(dir) > 0) return { ok: true, phase: dir, how: `${note}lowest phase with plans (${dir.name})` };
  }
  return {
    ok: false,
    code: directories === null ? ErrorCode.PHASE_DIR_MISSING : ErrorCode.NO_PHASE,
    message: directories === null
      ? `Cannot route: ${planningDir}/phases/ does not exist.`
      : `Cannot route: no phase under ${planningDir}/phases/ has plans (found: ${found}).`,
    hint: 'Create plans with /legion plan N, or pass --phase=N.',
  };
}
