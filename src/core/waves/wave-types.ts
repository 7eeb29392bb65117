/**
 * Data of the wave schedule. The flow:
 *
 *   WavePlan[] (all plans of the phase) + selected ids + done plans
 *     ──validateWaveMap──▶ errors (depends_on unknown / not earlier, duplicate ids)
 *     ──scheduleWaves──▶ WaveSchedule (non-empty waves, ascending; done / pulled / dependents)
 *   WaveSchedule ──applySchedule──▶ PlanDecision[] ──planEntries──▶ MatrixEntry[] (each with `wave`)
 *   MatrixEntry[] ──fitWaveOutputs──▶ outputs `matrix`, `waves`, `wave-count`, `wave-max-parallel`
 *
 * Everything here is plain data.
 */
import type { Diagnostic, ErrorDiagnostic } from '../types.js';

/**
 * What scheduling needs of a plan. `Plan` (src/core/types.ts) fits structurally; `sequentialFiles`
 * is frontmatter `sequential_files` (Legion's plan schema), absent when the plan declares none.
 */
export interface WavePlan {
  /** `NN-PP`. */
  id: string;
  /** Frontmatter `wave`, a whole number ≥ 0. */
  wave: number;
  /** Frontmatter `depends_on`: ids of plans that must complete first. */
  dependsOn: readonly string[];
  /** Frontmatter `files_modified`. */
  filesModified: readonly string[];
  /** Frontmatter `sequential_files`: files that need single-writer access. */
  sequentialFiles?: readonly string[];
  /** Phase number; taken from the id's `NN-` prefix when absent. */
  phase?: number;
  /** Repository-relative path of the PLAN.md, for messages. */
  path?: string;
}

/** A plan that is done: its SUMMARY.md exists and does not report failure. */
export interface DonePlan {
  id: string;
  /** Why it counts as done, for people (e.g. `01-01-SUMMARY.md: outcome success`). */
  reason: string;
}

/** A plan an explicit filter excluded. */
export interface ExcludedPlan {
  id: string;
  /** The filter, for people: `--skip-backend`. */
  by: string;
}

/** How to treat done plans, unfinished dependencies and dependents. */
export interface ScheduleOptions {
  /** Re-include done plans that are selected (Legion's "re-run all plans"). Default false. */
  includeDone: boolean;
  /**
   * A selected plan depends on a plan that is neither done nor selected: `pull` adds it (and its
   * own unfinished dependencies) in its earlier wave; `refuse` fails with E062. Default `pull`.
   */
  dependencies: 'pull' | 'refuse';
  /** Also select the transitive dependents of the selected plans ("affected"). Default false. */
  dependents: boolean;
}

export interface ScheduleInput {
  /** Every plan of the phase that parsed (not only the selected ones). */
  plans: readonly WavePlan[];
  /** Ids chosen by the filters and changed files (PlanDecision.kept). Unknown ids are ignored. */
  selected: readonly string[];
  /** Done plans of the phase. */
  done?: readonly DonePlan[];
  /** Ids of plan files of the phase that exist but could not be parsed (malformed). */
  unroutable?: readonly string[];
  /**
   * Plans the user's explicit filter (`--skip-backend`, `--just-document` …) excluded, with the
   * filter's name. Such a plan is never pulled in as a dependency nor added as a dependent: a
   * plan that needs it, unfinished, is held back instead (`held`). Only with `dependencies: pull`.
   */
  excluded?: readonly ExcludedPlan[];
  options?: Partial<ScheduleOptions>;
}

/** Why a plan is in the schedule. */
export type ScheduledHow = 'selected' | 'dependency' | 'dependent';

export interface ScheduledPlan {
  id: string;
  /** The wave it runs in: its declared wave, or later when a dependency runs in its wave or after. */
  wave: number;
  /** Set when the plan runs later than it declares: the frontmatter `wave`. */
  declaredWave?: number;
  /** Set with `declaredWave`: the scheduled dependency that moved it. */
  after?: string;
  how: ScheduledHow;
  /** For `dependency`: the plan that needs it; for `dependent`: the selected plan it depends on. */
  of?: string;
  /** Set when the plan is done and runs again (includeDone); the done reason. */
  rerun?: string;
  /** One line for people: `selected`, `dependency of 01-03`, `dependent of 01-01`, plus `re-run`. */
  reason: string;
}

/** One non-empty wave, in ascending order; `slot` k (1-based) is the k-th non-empty wave. */
export interface ScheduledWave {
  slot: number;
  /** The plans' wave number. */
  wave: number;
  /** Plan ids in run order (plan number ascending). */
  plans: string[];
  /** true when plans of this wave share a `sequential_files` entry: one job at a time. */
  sequential: boolean;
  /** The shared sequential files (empty unless sequential). */
  sequentialFiles: string[];
}

/** A selected plan left out because it is done. */
export interface SkippedDonePlan {
  id: string;
  wave: number;
  reason: string;
}

/** A kept plan that does not run: it needs an unfinished plan the explicit filter excludes. */
export interface HeldPlan {
  id: string;
  /** Its declared wave. */
  wave: number;
  /** The excluded plan it needs. */
  needs: string;
  /** The filter that excludes it: `--skip-backend`. */
  by: string;
  /** The unfinished plans between the two (the first five), when it needs it indirectly. */
  through?: string[];
  /** `needs 01-01, which --skip-backend excludes`. */
  reason: string;
}

export interface WaveSchedule {
  waves: ScheduledWave[];
  /** Every scheduled plan, in wave then plan order. Each id appears once. */
  plans: ScheduledPlan[];
  /** Selected (or dependent) plans skipped because they are done. */
  done: SkippedDonePlan[];
  /** Kept plans that do not run because they need a plan the explicit filter excludes (W076). */
  held?: HeldPlan[];
  /** Warnings and notes (W070, W071, W075, W076, I020–I024), in a stable order. */
  diagnostics: Diagnostic[];
}

export type ScheduleResult = { ok: true; schedule: WaveSchedule } | { ok: false; errors: ErrorDiagnostic[]; diagnostics: Diagnostic[] };
