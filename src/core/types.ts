/**
 * Shared data types of the routing core. They document the data flow (docs/architecture.md):
 *
 *   comment / labels / inputs ──core/request──▶ RouteRequest
 *   RouteRequest + IntentTeamsConfig ──core/intent (flags, validation, NL)──▶ Intent (core/intent/intent.ts)
 *   Intent + Plan[] + changed files ──core/plans/select-plans.ts──▶ PlanDecision[]
 *   PlanDecision[] / team / review panel ──core/matrix──▶ MatrixEntry[] ──▶ Matrix
 *
 * Everything here is plain data: no functions, no I/O.
 */

import type { Code, ErrorCodeValue } from './error-codes.js';

/** Where a route came from. */
export type RouteSource = 'input' | 'comment' | 'label' | 'push' | 'merge_group' | 'none';

/** How the matrix was built. */
export type ExecutionMode = 'ad_hoc' | 'filter_plans' | 'filter_review';
export type RouteMode = ExecutionMode | 'standard' | 'none';

export type Severity = 'blocker' | 'warning' | 'info';

/** A problem found while routing; rendered as annotation, log line and summary row. */
export interface Diagnostic {
  /** Stable code, see src/core/error-codes.ts. */
  code: Code;
  severity: Severity;
  message: string;
  /** Repository-relative file the problem is in, when known. */
  file?: string;
  line?: number;
  column?: number;
  /** What the user should do about it. */
  hint?: string;
}

/** A diagnostic that stops a route: its code is an error code (E0xx). */
export type ErrorDiagnostic = Diagnostic & { code: ErrorCodeValue };

/** A request as typed by a person, before any validation. */
export interface RouteRequest {
  source: RouteSource;
  /** The command word as typed (lower-cased), '' when none was given. */
  command: string;
  /** Raw `--flag` / `--flag=value` tokens in the order they were typed. */
  flagTokens: string[];
  /** Free text after the command that is not a flag (natural language). */
  text: string;
  /** Phase override (from `--phase=N`, a bare number, or the `phase` input). */
  phase?: string;
  /** Who asked (login), when known. */
  actor?: string;
}

// ---------------------------------------------------------------------------
// intent-teams.yaml
// ---------------------------------------------------------------------------

export interface IntentAgents {
  primary: string[];
  secondary: string[];
}

export interface IntentFilter {
  include_task_types: string[];
  exclude_task_types: string[];
  exclude_agents: string[];
  exclude_file_patterns: string[];
}

export interface IntentDefinition {
  description: string;
  agents: IntentAgents;
  domains: string[];
  filter: IntentFilter | null;
  mode: ExecutionMode;
  /** legion-router extension: explicit flag name (e.g. `--just-security`). */
  flag?: string;
}

export interface PatternCluster {
  keywords: Record<string, number>;
  phrases: string[];
}

export interface ContextSuggestionRule {
  command: string;
  description: string;
  reason: string;
}

export interface MutualExclusionRule {
  flags: string[];
  error: string;
}

export interface RequiresCommandRule {
  flag: string;
  commands: string[];
  error: string;
}

export interface AllowedCombinationRule {
  flags: string[];
  allows: string[];
}

export interface ValidationRules {
  mutual_exclusion: MutualExclusionRule[];
  requires_command: RequiresCommandRule[];
  allowed_combinations: AllowedCombinationRule[];
}

/** One reviewer of the standard review panel (legion-router extension `review_panel`). */
export interface ReviewDimension {
  dimension: string;
  agent: string;
  domains: string[];
}

/** legion-router extension `task_type_inference`: glob → task types. */
export interface TaskTypeRule {
  pattern: string;
  types: string[];
}

/**
 * legion-router extension `nl_lexicon`: words the natural-language scorer knows beyond the
 * clusters' own keywords (docs/nl-scoring.md). Every list is optional: a repository's section
 * overrides the bundled one list by list (synonyms canonical term by canonical term).
 */
export interface NaturalLanguageLexicon {
  /** Canonical term → words and phrases that mean it (`frontend: [ui, client, front end]`). */
  synonyms?: Record<string, string[]>;
  /** Words that exclude what follows them, to the end of the clause (`no`, `without`, `except`). */
  negation_cues?: string[];
  /** Words that exclude the area just before them (`the frontend excluded`, `UI aside`). */
  negation_suffixes?: string[];
  /** Opener … closer pairs that exclude what they enclose (`leave … alone`). */
  negation_wraps?: string[];
  /** Words that restrict the request to an area (`only`, `just`). */
  restriction_cues?: string[];
  /** Verbs that may stand between a negation and the area it excludes (`don't touch the UI`). */
  exclusion_verbs?: string[];
  /** Nouns that may follow or precede an area word without ending it (`frontend code`, `UI work`). */
  scope_fillers?: string[];
  /** Words that cancel rather than request (`stop the build`): the text never routes at HIGH. */
  cancel_cues?: string[];
  /** Words that end a negation or restriction scope (punctuation always does). */
  clause_breaks?: string[];
  /** Real words the typo corrector must never change (`smart` is not `start`). */
  known_words?: string[];
  /** Words that open a question (`how`, `why`, `are`): a question asks about work, it does not order it. */
  question_words?: string[];
  /** Openers that make a question a polite request (`can you`, `could you`). */
  request_openers?: string[];
  /** Verbs of a statement about a thing (`the docs look fine`): not a request. */
  statement_verbs?: string[];
  /** Words by which a writer takes back what they said (`actually`, `scratch that`). */
  correction_cues?: string[];
  /** Words of a writer who is unsure (`not sure`, `maybe`, `whichever`): the text is not routed at HIGH. */
  hedges?: string[];
  /** Thanks and approvals (`thanks`, `lgtm`): a single clause opening with one is no request. */
  acknowledgements?: string[];
  /** Openers of a report by the writer (`i will`, `we already`): the text is no request. */
  self_reports?: string[];
  /**
   * Words that carry no request of their own (politeness, greetings, subjects: `please`, `hey`,
   * `team`): they count as understood when the scorer checks that a text is explained.
   */
  filler_words?: string[];
  /**
   * Lexicon terms (or variants) too vague to route on by themselves (`security`, `small fix`,
   * `bulletproof`): a reading resting on nothing else stays below HIGH.
   */
  vague_terms?: string[];
  /**
   * Words for changing code (`edit`, `change`, `modify`): negated without an area (`no edits`,
   * `don't change anything`), they contradict a reading that edits (build, quick, start).
   */
  edit_words?: string[];
  /**
   * Abbreviations matched only as typed, case-sensitive, each `ABBR = expansion` (`BE = back
   * end`): an upper-case `BE` is the back end, the verb `be` is not. Read before the text is
   * lower-cased.
   */
  abbreviations?: string[];
  /**
   * Answers that leave out what a label names (`frontend: no`, `backend — leave it`, `docs: skip`):
   * a clause made of one of them excludes the areas of the clause just before it.
   */
  negative_answers?: string[];
}

export interface IntentTeamsConfig {
  intents: Record<string, IntentDefinition>;
  task_types: Record<string, string[]>;
  validation: ValidationRules;
  nl_patterns: Record<string, PatternCluster>;
  command_routes: Record<string, PatternCluster>;
  context_rules: Record<string, { suggestions: ContextSuggestionRule[] }>;
  review_panel: ReviewDimension[];
  task_type_inference: TaskTypeRule[];
  agent_task_types: Record<string, string[]>;
  /** legion-router extension: the NL lexicon; undefined when the file has no `nl_lexicon`. */
  nl_lexicon?: NaturalLanguageLexicon;
}

/** Where the effective config came from. */
export type ConfigOrigin = 'repository' | 'bundled';

export interface LoadedConfig {
  config: IntentTeamsConfig;
  origin: ConfigOrigin;
  /** Repository-relative path, or `config/intent-teams.yaml` for the bundled one. */
  path: string;
  diagnostics: Diagnostic[];
}

/** authority-matrix.yaml, reduced to what routing needs. */
export interface AuthorityMatrix {
  agents: Record<string, { exclusive_domains: string[]; division?: string }>;
}

// ---------------------------------------------------------------------------
// Flags and validation
// ---------------------------------------------------------------------------

/** The flags of a request, parsed against the config (core/intent/parse-flags.ts). */
export interface ParsedFlags {
  /** Normalised flags that are on, in first-seen order (`--just-harden`). */
  rawFlags: string[];
  /** Intent keys that are on (`harden`, `skip-frontend`, ...), in order. */
  intents: string[];
  filters: { skipFrontend: boolean; skipBackend: boolean };
  primaryIntent: string | null;
  hasConflicts: boolean;
  /** Global flags. */
  dryRun: boolean;
  unsafeUnknownFlags: boolean;
  phase?: string;
  /** `--rerun`: run plans that are done (their SUMMARY.md exists) again. */
  rerun?: boolean;
  /** `--sha=<hex>`: the head commit the request approves (lower-case, 7–40 hex digits). */
  sha?: string;
  /** `--plan=NN-PP[,NN-PP…]`: the plans to route (ids as typed, duplicates removed, in order). */
  plans?: string[];
  /** Unknown flags let through by `--unsafe-unknown-flags` (reported as info). */
  unknownAccepted: string[];
  /** Flags turned off explicitly (`--x=false`). */
  disabled: string[];
}

export interface ValidationResult {
  valid: boolean;
  errors: string[];
  suggestions: string[];
}

// ---------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------

/** A phase directory under `<planning>/phases/`. */
export interface PhaseDirectory {
  /** Directory name, e.g. `11-intent-routing-v2`. */
  name: string;
  /** Phase number parsed from the name. */
  number: number;
}

/** A plan file after frontmatter parsing and normalisation. */
export interface Plan {
  /** `NN-PP`, from frontmatter `plan` or the file name. */
  id: string;
  /** Repository-relative path of the PLAN.md file. */
  path: string;
  phaseDir: string;
  phase: number;
  wave: number;
  dependsOn: string[];
  agents: string[];
  autonomous: boolean;
  filesModified: string[];
  filesForbidden: string[];
  /** Declared (`task_types`) or inferred task types (core/plans/infer-task-types.ts). */
  taskTypes: string[];
  taskTypesInferred: boolean;
  title?: string;
  /** Non-fatal problems (schema warnings, missing frontmatter). */
  diagnostics: Diagnostic[];
  /**
   * files_modified entries that were read as paths after a normalisation (`path (note)` →
   * `path`, `dir` → `dir/`, ...); `filesModified` holds the normalised entries. Reported once
   * per route (I015), see src/core/plans/normalise-entry.ts.
   */
  normalisedEntries?: { raw: string; entry: string; changes: string[] }[];
  /** Set when frontmatter `plan:` is an integer (Legion's older form; I016 once per route). */
  legacyPlanNumber?: boolean;
  /**
   * Set when the frontmatter cannot be read and the plan is kept anyway (`keep-unparsable-plans`):
   * it routes unscoped (all files), wave 1, no agents. `reason` says what was wrong (W085).
   */
  unscoped?: { reason: string; line?: number };
}

/** Why a plan was kept or dropped. Every plan of the phase gets one. */
export interface PlanDecision {
  id: string;
  path: string;
  kept: boolean;
  /** Human-readable reasons, in the order the predicates ran. */
  reasons: string[];
  /** Set when a predicate removed only part of the plan. */
  partial: boolean;
  plan?: Plan;
  /** Declared files that survived the file predicates. */
  files: string[];
  excludedFiles: string[];
  excludedAgents: string[];
  excludedTaskTypes: string[];
  /** Number of changed files that select this plan (undefined: no changed-file data). */
  matchedChangedFiles?: number;
  /**
   * Where the plan ended up; every plan file of the phase gets exactly one: `selected` (it runs),
   * `done` (its SUMMARY.md reports it complete; not re-run), `dropped` (with the reasons).
   * Always set by selectPlans; `kept` is `status === 'selected'`.
   */
  status?: 'selected' | 'done' | 'dropped';
  /**
   * The changed files that selected the plan, in changed-file order, at most the limit given
   * to selectPlans (default 20). Never silently short: when `matchedChangedFiles` is larger,
   * the list was cut and the difference is the number left out.
   */
  matchedChangedFileNames?: string[];
  /**
   * Set when the explicit filter (`--skip-backend`, `--just-document` …) dropped the plan: the
   * filter's name. Such a plan is never pulled in as another plan's dependency.
   */
  excludedBy?: string;
  /** The plan's NN-PP-SUMMARY.md, when there is one (read whatever the decision). */
  summary?: {
    path: string;
    done: boolean;
    outcome: 'success' | 'partial' | 'failed' | 'in_progress' | 'unstated' | 'unrecognised' | 'empty' | 'unreadable';
    reason: string;
  };
}

// ---------------------------------------------------------------------------
// Control modes
// ---------------------------------------------------------------------------

export interface ControlProfile {
  authority_enforcement: boolean;
  domain_filtering: boolean;
  human_approval_required: boolean;
  file_scope_restriction: boolean;
  read_only: boolean;
}

// ---------------------------------------------------------------------------
// Matrix
// ---------------------------------------------------------------------------

/** A value that may appear in a matrix entry. Strings are always safe-character strings. */
export type MatrixValue = string | number | boolean | string[] | null;

export type MatrixEntry = Record<string, MatrixValue>;

export interface Matrix {
  include: MatrixEntry[];
}
