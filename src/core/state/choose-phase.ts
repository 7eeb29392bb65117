/**
 * Which phase a route works on — pure. The caller lists the phase directories (with plan counts);
 * this decides, says how in one sentence for the summary, and never falls back to "the lowest
 * phase with plans" (a phase of a milestone that shipped long ago).
 *
 *   1. A requested phase must be a phase number (else E072) and have a directory (else E031).
 *   2. STATE.md's phase, when it has a directory.
 *   3. When STATE.md names a phase with no directory (W080), or names none: the first unchecked
 *      phase of the current milestone in ROADMAP.md that has a directory (I010). Phases the
 *      roadmap gives no checkbox or status for are not "unchecked".
 *   4. Failing that: the lowest phase whose plans are not all done — plans without a SUMMARY.md
 *      (I011).
 *   5. Failing that: no phase, no work (E033), with what was looked at.
 *
 * Two directories with one number (`01-plugin-foundation`, `01-plan-schema-hardening`, from two
 * milestones): the one whose name matches ROADMAP.md's name for the phase, else the one with
 * unfinished plans, else the first by name (W082).
 *
 * Directory names are file names from the repository: a message quotes one only when it is a
 * safe id (letters, digits, `.`, `_`, `-`), else it says "a directory".
 */

import { ErrorCode, InfoCode, WarningCode, type ErrorCodeValue } from '../error-codes.js';
import { isSafeId } from '../text/sanitize.js';
import type { Diagnostic, PhaseDirectory } from '../types.js';
import { openRoadmapPhases, phaseName, type Roadmap } from './parse-roadmap.js';

/** A phase directory as the caller counted it. */
export interface PhaseDirectoryInfo extends PhaseDirectory {
  /** `NN-PP-PLAN.md` files in the directory. */
  plans: number;
  /** Plans without their `NN-PP-SUMMARY.md`. */
  unfinishedPlans: number;
}

export interface PhaseChoiceInput {
  /** `--phase=N` / `/legion build N`, as typed; undefined or '' when none. */
  requested?: string | number;
  /** The phase STATE.md names (readStatePosition(…).phase). */
  statePhase?: number;
  /** parseRoadmap(ROADMAP.md text); undefined when there is no ROADMAP.md. */
  roadmap?: Roadmap;
  /** The phase directories; null when the phases/ directory does not exist. */
  directories: readonly PhaseDirectoryInfo[] | null;
  /** For messages (default `.planning`). */
  planningDir?: string;
}

export type PhaseChoiceSource = 'requested' | 'state' | 'roadmap' | 'unfinished-plans';

export interface PhaseChosen {
  ok: true;
  phase: PhaseDirectoryInfo;
  source: PhaseChoiceSource;
  /** One sentence for the summary. */
  how: string;
  /** Every plan of the phase has a SUMMARY.md (a build of it has nothing left to do). */
  allPlansDone: boolean;
  /** W080 / W082 / I010 / I011, in that order, when they apply. */
  diagnostics: Diagnostic[];
}

export interface PhaseNotChosen {
  ok: false;
  code: ErrorCodeValue;
  message: string;
  hint: string;
  diagnostics: Diagnostic[];
}

export type PhaseChoice = PhaseChosen | PhaseNotChosen;

const REQUESTED = /^\d{1,6}$/;
const MAX_LISTED = 10;

function label(dir: PhaseDirectory): string {
  return isSafeId(dir.name) ? dir.name : 'a directory with an unsafe name';
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function padded(n: number): string {
  return String(n).padStart(2, '0');
}

function found(dirs: readonly PhaseDirectory[]): string {
  if (dirs.length === 0) return 'none';
  const shown = dirs.slice(0, MAX_LISTED).map(label).join(', ');
  return dirs.length > MAX_LISTED ? `${shown}, … ${dirs.length - MAX_LISTED} more` : shown;
}

/** The directory for phase `n`, disambiguating duplicates; undefined when there is none. */
function directoryFor(
  n: number,
  dirs: readonly PhaseDirectoryInfo[],
  roadmap: Roadmap | undefined,
  diagnostics: Diagnostic[],
  planningDir: string,
): PhaseDirectoryInfo | undefined {
  const matches = dirs.filter((d) => d.number === n);
  if (matches.length <= 1) return matches[0];
  const sorted = [...matches].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const name = phaseName(roadmap ?? { phases: [] }, n);
  const wanted = name !== undefined ? slug(name) : undefined;
  const chosen =
    (wanted !== undefined && wanted !== '' ? sorted.find((d) => slug(d.name.replace(/^\d+-?/, '')) === wanted) : undefined) ??
    sorted.find((d) => d.unfinishedPlans > 0) ??
    (sorted[0] as PhaseDirectoryInfo);
  diagnostics.push({
    code: WarningCode.PHASE_NUMBER_AMBIGUOUS,
    severity: 'warning',
    message: `${matches.length} directories under ${planningDir}/phases/ have phase number ${n} (${found(sorted)}); ${label(chosen)} was used.`,
    hint: 'Give each phase directory its own number, or pass the phase you mean.',
  });
  return chosen;
}

function chosen(phase: PhaseDirectoryInfo, source: PhaseChoiceSource, how: string, diagnostics: Diagnostic[]): PhaseChosen {
  return { ok: true, phase, source, how, allPlansDone: phase.plans > 0 && phase.unfinishedPlans === 0, diagnostics };
}

export function choosePhase(input: PhaseChoiceInput): PhaseChoice {
  const planningDir = typeof input.planningDir === 'string' && input.planningDir !== '' ? input.planningDir : '.planning';
  const dirs = input.directories ?? [];
  const diagnostics: Diagnostic[] = [];
  const { roadmap } = input;

  // 1. Requested.
  const requested = typeof input.requested === 'number' ? String(input.requested) : (input.requested ?? '').trim();
  if (requested !== '') {
    if (!REQUESTED.test(requested)) {
      return {
        ok: false,
        code: ErrorCode.REQUESTED_PHASE_INVALID,
        message: `Cannot route phase "${requested.slice(0, 20).replace(/[^A-Za-z0-9._-]/g, '?')}": a phase is a whole number such as 3.`,
        hint: 'Pass the phase number, e.g. --phase=3.',
        diagnostics,
      };
    }
    const n = Number.parseInt(requested, 10);
    const dir = directoryFor(n, dirs, roadmap, diagnostics, planningDir);
    if (dir) return chosen(dir, 'requested', `Phase ${n} (${label(dir)}) was requested.`, diagnostics);
    return {
      ok: false,
      code: ErrorCode.PHASE_DIR_MISSING,
      message:
        input.directories === null
          ? `Cannot route phase ${n}: ${planningDir}/phases/ does not exist.`
          : `Cannot route phase ${n}: no directory ${planningDir}/phases/${padded(n)}-*/ (found: ${found(dirs)}).`,
      hint: 'Plan the phase first (/legion plan N), or pick an existing phase.',
      diagnostics,
    };
  }

  // 2. STATE.md's phase.
  const statePhase = typeof input.statePhase === 'number' && Number.isSafeInteger(input.statePhase) && input.statePhase > 0 ? input.statePhase : undefined;
  let why = 'STATE.md names no phase';
  if (statePhase !== undefined) {
    const dir = directoryFor(statePhase, dirs, roadmap, diagnostics, planningDir);
    if (dir) return chosen(dir, 'state', `Phase ${statePhase} (${label(dir)}) from STATE.md.`, diagnostics);
    why = `STATE.md names phase ${statePhase}, which has no directory`;
    diagnostics.push({
      code: WarningCode.STATE_PHASE_WITHOUT_DIRECTORY,
      severity: 'warning',
      message: `STATE.md names phase ${statePhase}, but ${planningDir}/phases/ has no ${padded(statePhase)}-*/ directory; the phase was chosen from ROADMAP.md or the unfinished plans.`,
      hint: 'Plan the phase (/legion plan N) or update STATE.md.',
    });
  }

  // 3. ROADMAP.md: first unchecked phase of the current milestone that has a directory.
  const open = openRoadmapPhases(roadmap);
  for (const phase of open) {
    const dir = directoryFor(phase.number, dirs, roadmap, diagnostics, planningDir);
    if (!dir) continue;
    const milestone = roadmap?.currentMilestone !== undefined ? ` of milestone ${roadmap.currentMilestone}` : '';
    const how = `${why}; phase ${phase.number} (${label(dir)}) is the first unchecked phase${milestone} in ROADMAP.md with a directory.`;
    diagnostics.push({ code: InfoCode.PHASE_FROM_ROADMAP, severity: 'info', message: how });
    return chosen(dir, 'roadmap', how, diagnostics);
  }

  // 4. The lowest phase with unfinished plans.
  const unfinished = [...dirs].filter((d) => d.unfinishedPlans > 0).sort((a, b) => a.number - b.number)[0];
  if (unfinished) {
    const dir =
      directoryFor(
        unfinished.number,
        dirs.filter((d) => d.unfinishedPlans > 0),
        roadmap,
        diagnostics,
        planningDir,
      ) ?? unfinished;
    const roadmapNote = open.length > 0 ? 'no unchecked ROADMAP.md phase has a directory' : roadmap ? 'ROADMAP.md has no unchecked phase' : 'there is no ROADMAP.md';
    const how = `${why} and ${roadmapNote}; phase ${dir.number} (${label(dir)}) is the lowest phase with unfinished plans (${dir.unfinishedPlans} of ${dir.plans} without a SUMMARY.md).`;
    diagnostics.push({ code: InfoCode.PHASE_FROM_UNFINISHED_PLANS, severity: 'info', message: how });
    return chosen(dir, 'unfinished-plans', how, diagnostics);
  }

  // 5. Nothing.
  const looked = [
    why,
    open.length > 0 ? 'no unchecked ROADMAP.md phase has a directory' : roadmap ? 'ROADMAP.md has no unchecked phase' : 'there is no ROADMAP.md',
    input.directories === null
      ? `${planningDir}/phases/ does not exist`
      : dirs.length === 0
        ? `${planningDir}/phases/ is empty`
        : `every plan under ${planningDir}/phases/ has a SUMMARY.md`,
  ];
  return {
    ok: false,
    // Nothing was requested: whether phases/ is empty or absent (archived between milestones),
    // there is no phase left to route, an answer (E033). A requested phase without a directory
    // is E031 (step 1).
    code: ErrorCode.NO_PHASE,
    message: `No phase to route: ${looked.join('; ')}.`,
    hint: 'Plan the next phase (/legion plan N), or pass the phase to re-run (--phase=N).',
    diagnostics,
  };
}

/**
 * I012 for a build of a phase whose plans are all done (Legion's build.md: "Phase N already
 * executed"). `rerunFlag` names the flag that re-runs done plans (the waves helper owns it).
 */
export function phaseAlreadyExecuted(phase: PhaseDirectoryInfo, rerunFlag?: string): Diagnostic {
  const flag = typeof rerunFlag === 'string' && /^--[a-z][a-z0-9-]{0,40}$/.test(rerunFlag) ? rerunFlag : undefined;
  const diagnostic: Diagnostic = {
    code: InfoCode.PHASE_ALREADY_EXECUTED,
    severity: 'info',
    message: `Phase ${phase.number} already executed: all ${phase.plans} plan${phase.plans === 1 ? ' has a' : 's have a'} SUMMARY.md.`,
  };
  diagnostic.hint = flag !== undefined ? `Review it (/legion review ${phase.number}), or re-run its plans with ${flag}.` : `Review it (/legion review ${phase.number}).`;
  return diagnostic;
}
