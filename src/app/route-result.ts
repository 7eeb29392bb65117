import type { ErrorCodeValue } from '../core/error-codes.js';
import type { NaturalLanguageOutcome, PositionReport, RouteSuggestion } from '../core/intent/intent.js';
import type { TeamMember } from './routes/route-outcome.js';
import type { WaveSchedule } from '../core/waves/wave-types.js';
import type { ControlProfile, Diagnostic, Matrix, PlanDecision, RouteMode, RouteSource } from '../core/types.js';

export type { NaturalLanguageOutcome, RouteSuggestion } from '../core/intent/intent.js';
export type { TeamMember } from './routes/route-outcome.js';

/**
 * Everything a route produced. Adapters turn this into outputs, a job summary, annotations and a
 * reply comment; nothing in it needs recomputing.
 */
export interface RouteResult {
  /** false when the request was rejected (validation, authorization, blocker). */
  ok: boolean;
  /** '' when fine, else a code from src/core/error-codes.ts. */
  errorCode: ErrorCodeValue | '';
  source: RouteSource;
  actor?: string;
  /** Routed command (`build`, `review`, ...), '' when none. */
  command: string;
  /** Primary intent key, '' when none. */
  intent: string;
  mode: RouteMode;
  /** Normalised flags that are on. */
  flags: string[];
  /** 1 for explicit commands; the NL score for natural-language requests; 0 when nothing routed. */
  confidence: number;
  dryRun: boolean;
  phase?: { number: number; dir?: string; name?: string };
  controlMode: string;
  controlProfile: ControlProfile;
  /** Matrix that would run (also filled in dry-run): every entry of every wave, in wave order. */
  matrix: Matrix;
  /** One matrix per non-empty wave, ascending (slot k = the k-th non-empty wave). */
  waves: Matrix[];
  /** `max-parallel` per wave slot: 1 for a sequential wave, else its number of jobs. */
  waveMaxParallel: number[];
  /** The wave schedule of a plans route (done plans, pulled dependencies), for the summary. */
  schedule?: WaveSchedule;
  /** true when downstream jobs should run (false for dry-run, errors and empty matrices). */
  hasWork: boolean;
  team: TeamMember[];
  plans: PlanDecision[];
  diagnostics: Diagnostic[];
  /** Position and suggestions (status, continue, low confidence). */
  position?: PositionReport;
  suggestions: RouteSuggestion[];
  naturalLanguage?: NaturalLanguageOutcome;
  /** Formatted error (the 'Intent Validation Failed' format) or explanation, markdown-safe plain text; '' when fine. */
  message: string;
  /** Free-form notes shown in the summary (e.g. how `continue` was resolved). */
  notes: string[];
  /** Where the intent config came from. */
  configPath: string;
  /** Number of changed files the route saw, undefined when unknown. */
  changedFiles?: number;
  /** The `changed-files-list` output (encoded, fitted to the output budget); undefined when unknown. */
  changedFilesList?: string;
}
