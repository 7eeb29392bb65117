/**
 * The intent stage's data: what a request means once its command, flags and free text have been
 * read against the repository's config (and, for `continue`, its STATE.md). Pure data.
 *
 *   RouteRequest ──resolveIntent──▶ IntentResolution = Intent | IntentRejection
 *
 * An Intent names the route kind that runs next (src/app/routes/), and everything about the
 * request that the outputs and the summary report. No route reads the request again.
 */
import type { ErrorCodeValue } from '../error-codes.js';
import type { Diagnostic, ParsedFlags, RouteMode, RouteSource } from '../types.js';

/** Which route module handles an intent (src/app/routes/<kind>-route.ts). */
export type RouteKind = 'status' | 'plans' | 'team' | 'review' | 'filtered-review' | 'command';

/** A suggested next command in the CI form (`/legion build`). */
export interface RouteSuggestion {
  command: string;
  description: string;
  reason: string;
  priority: number;
}

/** Where the project stands, as STATE.md and ROADMAP.md tell (status, continue, low confidence). */
export interface PositionReport {
  name: string;
  phase: number | null;
  status: string;
}

/** Natural-language scoring outcome, when the request carried free text. */
export interface NaturalLanguageOutcome {
  text: string;
  tier: 'HIGH' | 'MEDIUM' | 'LOW';
  confidence: number;
  /** Candidate commands as the user would type them, best first (at most 3); `source: 'model'` for GitHub Models' reading (nl-model). */
  candidates: { command: string; confidence: number; source?: 'model' }[];
  /** Why it scored what it did (matched words, synonyms, typo corrections, negations), when known. */
  explanation?: string[];
}

/** What every intent and every rejection carries for the report. */
export interface IntentReport {
  source: RouteSource;
  actor?: string;
  /** 1 for explicit commands; the NL score for natural-language requests; 0 when nothing routed. */
  confidence: number;
  notes: string[];
  diagnostics: Diagnostic[];
  naturalLanguage?: NaturalLanguageOutcome;
  position?: PositionReport;
  suggestions: RouteSuggestion[];
}

/**
 * `/legion retry`: a build of the plans whose legs failed in the last report on the pull request.
 * The intent stage cannot read the report (it is pure); the action's shell reads it through the
 * API and sets `flags.plans` and `report`. Without them the route runs nothing and says why.
 */
export interface RetryRequest {
  /** The report the plans came from, once the shell has read it. */
  report?: { runId: number; attempt: number; sha: string; commentId: number };
}

export interface Intent extends IntentReport {
  kind: RouteKind;
  /** Routed command (`build`, `review`, `status`, …). */
  command: string;
  /** Primary intent key, '' when none. */
  intent: string;
  mode: RouteMode;
  flags: ParsedFlags;
  /** Normalised flags that are on, for the outputs (`--just-harden`, `--dry-run`). */
  shownFlags: string[];
  dryRun: boolean;
  /** Phase asked for (`--phase=N`, a bare number, the `phase` input). */
  phaseRequest?: string;
  /** Free text that rides along to single-entry commands (`/legion quick fix the typo`). */
  text: string;
  /** For status: the message to show. */
  message?: string;
  /** Set for `/legion retry` (see {@link RetryRequest}). */
  retry?: RetryRequest;
}

export interface IntentRejection extends IntentReport {
  code: ErrorCodeValue;
  message: string;
  /** The command, when one was known before the rejection. */
  command: string;
}

export type IntentResolution = { ok: true; intent: Intent } | { ok: false; rejection: IntentRejection };
