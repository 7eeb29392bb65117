/**
 * Stable error and warning codes. Workflows branch on the `error-code` output, so a code never
 * changes meaning once released. E0xx follow maestro-coordinator's numbering where it applies;
 * the rest are legion-router's own. The README lists each with what to do about it.
 */
export const ErrorCode = {
  /** No intent and no project (no STATE.md) — nothing to route. */
  NO_PROJECT: 'E001',
  /** Natural-language request not confident enough to route (MEDIUM/LOW). */
  UNCLEAR_INTENT: 'E002',
  /** A `--flag` that is not declared in the config. */
  UNKNOWN_FLAG: 'E010',
  /** A flag value that is not a boolean (or not a number for --phase). */
  INVALID_FLAG_VALUE: 'E011',
  /** Flag combination rejected by validation rules (§2). */
  VALIDATION_FAILED: 'E012',
  /** Command word that is not a legion command. */
  UNKNOWN_COMMAND: 'E013',
  /** Commenter lacks the required repository permission. */
  UNAUTHORIZED: 'E020',
  /** A configuration file exists but cannot be used (blocker escalation). */
  CONFIG_BLOCKER: 'E030',
  /** filter_plans intent, or a build, with no phase directory. */
  PHASE_DIR_MISSING: 'E031',
  /** filter_review intent without a prior REVIEW.md. */
  REVIEW_MISSING: 'E032',
  /** No phase could be determined (no STATE.md phase, no phase with plans). */
  NO_PHASE: 'E033',
  /** GitHub API failed after retries (5xx, network). */
  API_ERROR: 'E040',
  /** GitHub API rate limit not lifted within the retry budget. */
  API_RATE_LIMITED: 'E041',
  /** GitHub API rejected the token (401). */
  API_BAD_CREDENTIALS: 'E042',
  /** Pull request not found (404) or not accessible. */
  PR_NOT_FOUND: 'E043',
  /** GitHub API did not answer in time. */
  API_TIMEOUT: 'E044',
  /** Changed-file list is incomplete and could not be completed. */
  CHANGED_FILES_INCOMPLETE: 'E045',
  /**
   * GitHub refused the token with a 403 that is not a rate limit (or a 404 where the token may
   * simply lack access): the token lacks a permission. The message names it, from GitHub's
   * `x-accepted-github-permissions` header when present. Not E020 and not E043.
   */
  API_PERMISSION_DENIED: 'E046',
  /**
   * The pull request's head moved: during the file listing (the list would not belong to `sha`),
   * or after the approving comment was written.
   */
  HEAD_MOVED: 'E047',
  /**
   * An answer came, or a request would have gone, to an origin other than GITHUB_API_URL's
   * (a redirect or a pagination link elsewhere). Nothing from it is used and no token is sent.
   */
  API_FOREIGN_ORIGIN: 'E048',
  /**
   * Whether the pull request's head moved after the approving comment cannot be established
   * (no push record readable for the head branch): the command is not trusted for this head.
   */
  HEAD_UNVERIFIED: 'E049',
  /** The matrix JSON would exceed GitHub's output size limit. */
  MATRIX_TOO_LARGE: 'E050',
  /** An input exceeded its documented size bound. */
  INPUT_TOO_LARGE: 'E051',
  /** Action inputs are inconsistent or invalid. */
  INVALID_INPUT: 'E052',
  /** A bug in legion-router: reported without a stack trace, please file an issue. */
  INTERNAL: 'E099',
} as const;

/** Warning codes: reported in annotations and the summary, never in `error-code`. */
export const WarningCode = {
  /** Cross-command match: the text matches another command than the one typed. */
  CROSS_COMMAND: 'W001',
  /** intent-teams.yaml missing: bundled default used. */
  CONFIG_DEFAULT_USED: 'W010',
  /** intent-teams.yaml unparsable or schema-invalid: bundled default or partial config used. */
  CONFIG_INVALID: 'W011',
  /** A plan file is malformed or violates the frontmatter schema. */
  PLAN_INVALID: 'W020',
  /** Changed-file list truncated by the API; every plan of the phase routed. */
  CHANGED_FILES_TRUNCATED: 'W021',
  /** settings.json missing or invalid: defaults used. */
  SETTINGS_DEFAULTS: 'W030',
  /** control-modes.yaml missing: hard-coded guarded profile used. */
  CONTROL_MODES_MISSING: 'W031',
  /** control_mode not defined (or wrong case): guarded used. */
  CONTROL_MODE_UNKNOWN: 'W032',
  /** Partial control-mode profile merged with guarded defaults. */
  CONTROL_PROFILE_PARTIAL: 'W033',
  /** STATE.md or ROADMAP.md exists but cannot be read: treated as missing. */
  PROJECT_FILE_UNREADABLE: 'W034',
  /** Unknown flag accepted by --unsafe-unknown-flags. */
  UNKNOWN_FLAG_ACCEPTED: 'W040',
  /** authority-matrix.yaml unreadable or invalid. */
  AUTHORITY_INVALID: 'W041',
  /** Work was split into batches to respect max-jobs. */
  MATRIX_BATCHED: 'W050',
  /** A value with unsafe characters (agent id, path) was left out of the matrix. */
  UNSAFE_VALUE_OMITTED: 'W060',
} as const;

/** Info codes: notes that explain a route (shown in the summary), never a problem. */
export const InfoCode = {
  /** A flag was given twice: the first occurrence wins. */
  DUPLICATE_FLAG: 'I001',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
export type WarningCodeValue = (typeof WarningCode)[keyof typeof WarningCode];
export type InfoCodeValue = (typeof InfoCode)[keyof typeof InfoCode];
/** Every code legion-router emits. A diagnostic or result carries one of these, never a free string. */
export type Code = ErrorCodeValue | WarningCodeValue | InfoCodeValue;
