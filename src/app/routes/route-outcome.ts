/**
 * What a route module returns: the work it found, or why there is none. Each route kind
 * (src/app/routes/<kind>-route.ts) is a function (intent, project, options) → RouteOutcome;
 * src/app/run-route.ts turns the outcome into the RouteResult the shells publish.
 */
import type { ErrorCodeValue } from '../../core/error-codes.js';
import type { EntryContext } from '../../core/matrix/entry-context.js';
import type { ChangedFileSet } from '../../core/plans/select-plans.js';
import type { Diagnostic, MatrixEntry, PlanDecision } from '../../core/types.js';
import type { Intent } from '../../core/intent/intent.js';
import type { WaveSchedule } from '../../core/waves/wave-types.js';
import type { Project } from '../load-project.js';

/** A team member of an ad_hoc route or a reviewer of a review route, for the summary. */
export interface TeamMember {
  agent: string;
  role: string;
  domains: string[];
}

/** Options that shape a route, whichever shell runs it. */
export interface RouteSettings {
  /** undefined = unknown (dispatch, comment on an issue): every plan of the phase is considered. */
  changedFiles?: ChangedFileSet;
  /** Largest matrix per wave (1–256). */
  maxJobs: number;
  approvalEnvironment: string;
  /** Comment prefix, for messages (`/legion`). */
  trigger: string;
  /** How many wave jobs the workflow declares (`wave-jobs`); 0 = the workflow uses `matrix` only. */
  waveJobs: number;
  /** Unfinished dependencies of selected plans: pulled in (default) or refused. */
  dependencies: 'pull' | 'refuse';
  /** Also select the transitive dependents of the selected plans ("affected"). */
  dependents: boolean;
}

export interface RouteOutcome {
  /** Matrix entries, in run order. Plan entries carry their `wave`. */
  entries: MatrixEntry[];
  phase?: { number: number; dir: string };
  plans?: PlanDecision[];
  team?: TeamMember[];
  /** The wave schedule of a plans route. */
  schedule?: WaveSchedule;
  /** Explanation shown instead of an empty matrix (e.g. "Phase 2 already executed"). */
  message?: string;
  notes: string[];
  diagnostics: Diagnostic[];
  /** Set when the route refuses: nothing runs. */
  refusal?: { code: ErrorCodeValue; message: string };
}

/** Everything a route module reads. */
export interface RouteInput {
  intent: Intent;
  project: Project;
  settings: RouteSettings;
  /** Command, intent and control fields every entry carries. */
  entry: EntryContext;
}

export function refused(code: ErrorCodeValue, message: string, extra: Partial<RouteOutcome> = {}): RouteOutcome {
  return { entries: [], notes: [], diagnostics: [], ...extra, refusal: { code, message } };
}
