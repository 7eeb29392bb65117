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
  /** Flag combination rejected by the config's validation rules. */
  VALIDATION_FAILED: 'E012',
  /** Command word that is not a legion command. */
  UNKNOWN_COMMAND: 'E013',
  /** Commenter lacks the required repository permission. */
  UNAUTHORIZED: 'E020',
  /** A configuration file exists but cannot be used (blocker escalation). */
  CONFIG_BLOCKER: 'E030',
  /** The requested phase (`--phase=N`, `/legion build N`) has no directory, or phases/ is missing. */
  PHASE_DIR_MISSING: 'E031',
  /** filter_review intent without a prior REVIEW.md. */
  REVIEW_MISSING: 'E032',
  /**
   * No phase to route: STATE.md names none with a directory, ROADMAP.md has no unchecked phase of
   * the current milestone with a directory, and every plan under phases/ has a SUMMARY.md. No work.
   */
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
  /** `--sha=<hex>` does not name the pull request's current head. */
  SHA_MISMATCH: 'E082',
  /** The pull request is closed or merged: no work routes for it. */
  PR_CLOSED: 'E083',
  /**
   * The bundle's stand-in for undici (src/adapters/github/undici-stand-in.ts) was asked to send:
   * the comparison transport `LEGION_ROUTER_HTTP=fetch` through HTTPS_PROXY / HTTP_PROXY, or its
   * ProxyAgent used as a dispatcher. Nothing is sent; the default transport honours the proxy.
   */
  BUNDLED_UNDICI_REFUSED: 'E084',
  /**
   * `/legion yes [N]`: no suggestion reply of the report identity (the `report-author` bot)
   * with a suggestion marker on its first line is on this pull request or issue (or none within
   * the comments the search reads): nothing to confirm.
   */
  NOTHING_TO_CONFIRM: 'E085',
  /** `/legion yes` came from a workflow_dispatch, a label, a push or the CLI: there is no reply to confirm there. */
  CONFIRM_WITHOUT_REPLY: 'E086',
  /** `/legion yes [N]`: suggestion N of the last suggestion reply was already confirmed; the message shows the command to type. */
  SUGGESTION_ALREADY_CONFIRMED: 'E087',
  /**
   * `/legion yes N`: the last suggestion reply has no confirmable suggestion N (out of range, or a
   * suggestion that cannot be confirmed), or `yes` was given flags or text besides the number.
   */
  NO_SUCH_SUGGESTION: 'E088',
  /** `/legion yes`: the confirmation could not be recorded on the suggestion reply (the token lacks `issues: write`, or the API failed): nothing was routed. */
  CONFIRMATION_NOT_RECORDED: 'E089',
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
  /**
   * `/legion retry`: the report a marker names is not a run of this repository's routing
   * workflow (`GET /repos/{o}/{r}/actions/runs/{id}`: another repository, another workflow file,
   * or no such run): nothing routes.
   */
  RETRY_REPORT_FOREIGN: 'E053',
  /**
   * `/legion retry`: the last report was not found because the pull request has more comments
   * than the search reads (the page cap): nothing routes; never an older report.
   */
  RETRY_REPORT_NOT_FOUND: 'E054',
  /** An input exceeded its documented size bound. */
  INPUT_TOO_LARGE: 'E051',
  /** Action inputs are inconsistent or invalid. */
  INVALID_INPUT: 'E052',
  /** A plan's `depends_on` names a plan that is not in its phase (and not done), or one whose file could not be parsed. */
  WAVE_DEPENDENCY_UNKNOWN: 'E060',
  /** A plan's `depends_on` names a plan of a later phase (a dependency inside the phase only orders the plans). */
  WAVE_DEPENDENCY_NOT_EARLIER: 'E061',
  /** A selected plan depends on a plan that is neither done nor selected, and the route refuses to pull it in. */
  DEPENDENCY_NOT_SELECTED: 'E062',
  /** More non-empty waves than the workflow declares wave jobs for (`wave-jobs`). */
  TOO_MANY_WAVES: 'E063',
  /** All outputs of the route together would exceed GitHub's per-job output limit, even after shrinking entries. */
  OUTPUTS_TOO_LARGE: 'E064',
  /** Two plans of one phase have the same id, so waves cannot tell them apart. */
  DUPLICATE_PLAN_ID: 'E065',
  /** Plans of a phase depend on each other in a cycle (a plan depending on itself included): none can run first. */
  WAVE_DEPENDENCY_CYCLE: 'E066',
  /** The requested phase is not a phase number (`abc`, `-1`, `2.1`). */
  REQUESTED_PHASE_INVALID: 'E072',
  /**
   * A plan of the phase cannot be routed: its frontmatter is not valid YAML, is never closed, is
   * not a mapping, or has a `wave` / `files_modified` routing cannot use. The route refuses (no
   * silent partial route); the message names the file and line. The `keep-unparsable-plans`
   * choice routes such a plan unscoped instead (W085).
   */
  PLAN_UNPARSABLE: 'E075',
  /**
   * A plan file of the phase cannot be read (over the size limit, a symbolic link out of the
   * repository, not a regular file, an I/O error). The route refuses, as for E075.
   */
  PLAN_UNREADABLE: 'E076',
  /** The report's `waves` input is not the route's `waves` output (a JSON array of `{"include":[…]}` matrices). */
  REPORT_WAVES_INVALID: 'E090',
  /** The report's `job-name` template has no `{id}` placeholder, is too long, or has characters a job name cannot hold. */
  REPORT_JOB_NAME_INVALID: 'E091',
  /** Another report input is invalid (`post`, `sha`, `route-result`, `wave-results`, `comment-id`, `status-context`). */
  REPORT_INPUT_INVALID: 'E092',
  /** The report runs outside a workflow run it can name: GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT or GITHUB_REPOSITORY missing or malformed. */
  REPORT_RUN_CONTEXT_MISSING: 'E093',
  /** The report's verdict: a routed plan failed or was cancelled, a routed wave did not run, or the route itself failed. */
  REPORT_WORK_FAILED: 'E094',
  /**
   * `--plan` names a plan id the repository does not have (no such plan file in the phase, or no
   * such phase): the message suggests the closest plan id of the repository (edit distance ≤ 2).
   */
  UNKNOWN_PLAN: 'E095',
  /** A bug in legion-router: reported without a stack trace, please file an issue. */
  INTERNAL: 'E099',
  // The wave action (wave/action.yml): collect, apply, land.
  /** A wave-action input is missing or not valid (`step`, `entry`, `patches`, `outcome`, `sha`, `branch`, `token`). */
  WAVE_INPUT_INVALID: 'E100',
  /** collect: with `file_scope_restriction`, the leg changed files outside the plan's files_modified. */
  WAVE_OUT_OF_SCOPE: 'E101',
  /** collect: a read-only leg (review routes, read-only control modes) changed files. */
  WAVE_READ_ONLY_CHANGED: 'E102',
  /** collect: the leg changed a file under .github/workflows/ its plan does not declare. */
  WAVE_WORKFLOW_CHANGED: 'E103',
  /** apply / land: a record does not apply onto the earlier ones (names both plans and the file). */
  WAVE_PATCH_CONFLICT: 'E104',
  /** apply / land: a dependency of a plan has no record (and no SUMMARY.md from an earlier run). */
  WAVE_DEPENDENCY_MISSING: 'E105',
  /** land: the pull request's head moved after the route; nothing was pushed. */
  WAVE_HEAD_MOVED: 'E106',
  /** apply / land: a record file is malformed, from another run, or of another phase. */
  WAVE_RECORD_INVALID: 'E107',
  /** apply / land: a record writes an unsafe path (`..`, absolute, `.git/`), a symbolic link or a submodule. */
  WAVE_PATCH_UNSAFE: 'E108',
  /** apply / land: the patches directory holds too many files or too many bytes to be records. */
  WAVE_RECORDS_TOO_LARGE: 'E109',
  /** git failed or the checkout is not usable (no repository, commit missing, no origin). */
  WAVE_GIT_FAILED: 'E110',
  /** land: the push was refused. */
  WAVE_PUSH_FAILED: 'E111',
  /** collect / apply: the leg is a batch of plans, which cannot be recorded plan by plan. */
  WAVE_BATCHED_LEG: 'E112',
  /** land: the new branch `legion/phase-NN-<run id>` already exists. */
  WAVE_BRANCH_EXISTS: 'E113',
} as const;

/** Warning codes: reported in annotations and the summary, never in `error-code`. */
export const WarningCode = {
  /** Cross-command match: the text matches another command than the one typed. */
  CROSS_COMMAND: 'W001',
  /**
   * A keyword, phrase template or nl_lexicon entry of intent-teams.yaml cannot be used by the
   * natural-language scorer (bad weight, malformed template, over the size budget); it is skipped
   * and the rest of the config still scores.
   */
  NL_PATTERN_UNUSABLE: 'W002',
  /** intent-teams.yaml missing: bundled default used. */
  CONFIG_DEFAULT_USED: 'W010',
  /** intent-teams.yaml unparsable or schema-invalid: bundled default or partial config used. */
  CONFIG_INVALID: 'W011',
  /**
   * A plan file is malformed or violates the frontmatter schema. With `loadPhase` (the plans
   * loader of #10) this is only the schema nit: the plan routes, but a key is unknown or
   * missing, it has no frontmatter, or one of its entries is ignored. A plan that cannot be
   * routed at all is E075/E076 there (or W085 when kept).
   */
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
  /** Two plans of one wave declare the same file in `files_modified` (they run in parallel). */
  WAVE_FILES_SHARED: 'W070',
  /** A plan depends on a plan of an earlier phase, which this route neither schedules nor checks. */
  CROSS_PHASE_DEPENDENCY: 'W071',
  /** Entries were made smaller (derivable fields left out, more batching) to keep the outputs within GitHub's limit. */
  ENTRIES_SHRUNK: 'W072',
  /** The all-waves `matrix` has more entries than GitHub allows in one matrix (256); fan out over `waves` instead. */
  MATRIX_OVER_GITHUB_LIMIT: 'W073',
  /** The wave map has an error in a plan this route does not run (or need): reported, not blocking. */
  WAVE_MAP_OUTSIDE_ROUTE: 'W074',
  /** A plan runs in a later wave than it declares: it depends on a plan of its own or a later wave (one warning per moved plan). */
  PLAN_WAVE_MOVED: 'W075',
  /**
   * An explicit filter (`--skip-backend`, `--just-document` …) excludes an unfinished plan that a
   * kept plan needs: the excluded plan is not pulled in and the plan that needs it does not run
   * either (one warning listing every such pair).
   */
  FILTER_HOLDS_DEPENDENTS: 'W076',
  /**
   * STATE.md or ROADMAP.md marks the phase complete, but some of its plans have no SUMMARY.md
   * (or one that does not say done): they count as done per STATE.md and are not built again.
   */
  PLANS_DONE_PER_STATE: 'W077',
  /** STATE.md names a phase that has no directory under phases/: the phase was chosen otherwise. */
  STATE_PHASE_WITHOUT_DIRECTORY: 'W080',
  /** STATE.md exists but no position could be read from it (position `unknown`). */
  STATE_POSITION_UNREAD: 'W081',
  /** Two or more phase directories have the same number: one was chosen, named in the message. */
  PHASE_NUMBER_AMBIGUOUS: 'W082',
  /**
   * A plan whose frontmatter cannot be read (E075/E076) is kept, as `keep-unparsable-plans`
   * asks: it routes unscoped (every changed file, wave 1, no declared agents).
   */
  PLAN_KEPT_UNSCOPED: 'W085',
  /**
   * files_modified lint: entries of a plan that match no file in the checkout and no changed
   * file (one warning per plan, listing them). A misspelt entry never selects its plan.
   */
  PLAN_ENTRY_UNMATCHED: 'W086',
  /** A plan's NN-PP-SUMMARY.md exists but cannot be read: the plan is treated as not done. */
  SUMMARY_UNREADABLE: 'W087',
  /**
   * A plan's NN-PP-SUMMARY.md states a status legion-router does not recognise (neither
   * success, partial nor failure): the plan is treated as not done.
   */
  SUMMARY_STATUS_UNRECOGNISED: 'W088',
  /** `nl-model`: GitHub Models refused the token (401/403): the job lacks `permissions: models: read`. The scorer's suggestions are shown. */
  NL_MODEL_DENIED: 'W089',
  /** `nl-model`: GitHub Models answered 429 (rate limit): the scorer's suggestions are shown. */
  NL_MODEL_RATE_LIMITED: 'W090',
  /** `nl-model`: GitHub Models did not answer within the time bound (10 s): the scorer's suggestions are shown. */
  NL_MODEL_TIMEOUT: 'W091',
  /** `nl-model`: the answer was not the JSON object asked for: discarded, the scorer's suggestions are shown. */
  NL_MODEL_MALFORMED: 'W092',
  /** `nl-model`: the answer named a command, flag or phase outside this repository's closed set: discarded. */
  NL_MODEL_OUTSIDE_SET: 'W093',
  /** `nl-model`: GitHub Models failed otherwise (another HTTP status, a network error): the scorer's suggestions are shown. */
  NL_MODEL_FAILED: 'W094',
  /**
   * The report could not list the run's jobs (the token lacks `actions: read`, or the API failed):
   * per-plan results come from the wave jobs' results (`wave-results`) when given, else show ⏳.
   */
  REPORT_JOBS_UNREADABLE: 'W100',
  /** The report could not set the commit status on the routed sha (the token lacks `statuses: write`, or the API failed). */
  REPORT_STATUS_NOT_SET: 'W101',
  /**
   * The report could not post or update its comment (the token lacks `issues: write` /
   * `pull-requests: write`, or the API failed); the job summary still has the report.
   */
  REPORT_COMMENT_NOT_POSTED: 'W102',
  /** The report could not add the final reaction to the triggering comment (`issues: write` / `pull-requests: write`). */
  REPORT_REACTION_NOT_SET: 'W103',
  /**
   * Some routed plans cannot be matched to a job: no job in the run's job list has their name
   * under the `job-name` template (a renamed wave job, or more jobs than the listing reads), so
   * they show ⏳ and the result is pending; or `waves` entries whose ids are not safe to show
   * were left out of the report.
   */
  REPORT_JOBS_UNMATCHED: 'W104',
  /**
   * The changed files of a `push` or `merge_group` cannot be determined (the first push of the
   * default branch, no usable default branch for a new branch, GitHub cannot compare the commits
   * and git cannot either): every plan of the phase routes.
   */
  RANGE_FILES_UNKNOWN: 'W109',
  /**
   * The `changed-files-list` output was cut to fit GitHub's job-output budget (after the wave
   * outputs): its last line is `#truncated:<count>` and this warning names how many paths were
   * left out.
   */
  CHANGED_FILES_LIST_TRUNCATED: 'W113',
  /**
   * `/legion retry`: plans the last report names as failed are no longer plans of the pull
   * request's head (renamed or removed since): they are left out, and named here.
   */
  RETRY_PLANS_GONE: 'W114',
  /**
   * GitHub could not compare the commits of a `push` or `merge_group` range (a 5xx after
   * retries, or an answer without `files`): the list came from `git diff`, or every plan routed.
   */
  COMPARE_UNANSWERED: 'W051',
  /**
   * `pull_request_target`: a flag or `plan=` label does not route, because whoever added it lacks
   * the `permission` input's level (or the timeline does not show who added it). The sender's
   * approval of the event does not extend to labels someone else added.
   */
  LABEL_NOT_APPROVED: 'W052',
  /**
   * The report's `commits` input (the landing's `commits` output) is not a JSON list, or is over
   * its size bound: the report lists no commits and says so.
   */
  REPORT_COMMITS_UNREADABLE: 'W130',
  /**
   * Entries of the report's `commits` input were left out: a plan that is not a safe id, a sha
   * that is not 40 hex digits, or a plan listed twice. The report counts them, never shows them.
   */
  REPORT_COMMITS_DROPPED: 'W131',
  /**
   * The report's `land-error` input names a wave-action code: landing was refused, nothing was
   * pushed, and the note says how to land the records kept in the run's artifacts.
   */
  REPORT_LANDING_REFUSED: 'W132',
  /** apply / land: a dependency's record is empty (its leg changed nothing). */
  WAVE_DEPENDENCY_EMPTY: 'W120',
  /** land: the branch was pushed but the pull request could not be opened (permission or API error). */
  WAVE_PULL_REQUEST_NOT_OPENED: 'W121',
  /** apply / land: files in the patches directory that are not records were left alone. */
  WAVE_FOREIGN_FILES: 'W122',
  /** collect: the agent step did not succeed; the record and SUMMARY.md say so. */
  WAVE_AGENT_NOT_SUCCESSFUL: 'W123',
} as const;

/** Info codes: notes that explain a route (shown in the summary), never a problem. */
export const InfoCode = {
  /** A flag was given twice: the first occurrence wins. */
  DUPLICATE_FLAG: 'I001',
  /** A wave runs one job at a time: plans in it share a `sequential_files` entry. */
  WAVE_SEQUENTIAL: 'I020',
  /** Plans already done (SUMMARY.md reports success) were skipped. */
  DONE_PLANS_SKIPPED: 'I021',
  /** An unfinished plan that a selected plan depends on was added, in its own earlier wave. */
  DEPENDENCY_PULLED: 'I022',
  /** Plans that depend on the selected plans were added (affected semantics). */
  DEPENDENTS_ADDED: 'I023',
  /** Done plans run again because the route re-includes done plans. */
  DONE_PLANS_RERUN: 'I024',
  /** The route has no work left: every selected plan needs a plan an explicit filter excludes (not an error). */
  ROUTE_HELD_BY_FILTER: 'I070',
  /** The phase was chosen from ROADMAP.md: the first unchecked phase of the current milestone. */
  PHASE_FROM_ROADMAP: 'I010',
  /** The phase was chosen as the lowest phase whose plans are not all done (no SUMMARY.md). */
  PHASE_FROM_UNFINISHED_PLANS: 'I011',
  /** Every plan of the chosen phase has a SUMMARY.md: a build routes no work ("already executed"). */
  PHASE_ALREADY_EXECUTED: 'I012',
  /** How STATE.md was read (position, phase and the statement they came from). */
  STATE_POSITION_READ: 'I013',
  /**
   * files_modified entries written with a note, a comment, backticks, trailing punctuation,
   * Windows separators, or a directory without its trailing `/` were read as paths: one info
   * per route, listing them.
   */
  PLAN_ENTRIES_NORMALISED: 'I015',
  /**
   * Plans numbering `plan:` as an integer (Legion's older form) were accepted, the id read
   * from the file name: one info per route, listing them.
   */
  PLAN_NUMBER_INTEGER: 'I016',
  /**
   * The repository's intent-teams.yaml has no `context_rules`, `nl_patterns` or `command_routes`
   * (older Legion versions): those sections are taken from legion-router's bundled config.
   */
  CONFIG_SECTIONS_FROM_BUNDLED: 'I025',
  /**
   * How the free text of a request was read: matched keywords and phrases, synonyms and typo
   * corrections applied, negations and restrictions found (shown in the summary and the log).
   */
  NL_TEXT_READING: 'I026',
  /** Which commits a `push` or `merge_group` route compared, how, and how many files changed (shown in the summary). */
  RANGE_ROUTED: 'I044',
  /** A `push` or `merge_group` route selects no work: said explicitly, so a merge queue's green check is never a silent no-op. */
  RANGE_SELECTS_NOTHING: 'I045',
  /** `/legion retry`: which report (run, attempt, commit) the retried plans come from. */
  RETRY_FROM_REPORT: 'I047',
  /**
   * A command on a same-repository pull request by someone with `write` permission or lower:
   * the head at run time routes, with no push-record lookup (anyone who can push that branch
   * could have written the command).
   */
  HEAD_AT_RUN_TIME: 'I050',
  /**
   * `pull_request_target`: the flag and `plan=` labels that route, and who with the required
   * permission added each (from the pull request's timeline).
   */
  LABELS_APPROVED_BY_LABELERS: 'I051',
  /** How the head a comment approved was established (review `commit_id`, the activity log, or the timeline). */
  HEAD_PINNED_BY: 'I052',
  /** `/legion yes [N]`: which suggestion of which reply was confirmed, routed as if typed. */
  SUGGESTION_CONFIRMED: 'I085',
  /** `nl-model`: GitHub Models' reading of the text, within the closed set, became the first suggestion. */
  NL_MODEL_SUGGESTED: 'I086',
  /** `nl-model-routes`: GitHub Models' HIGH reading of the text was routed (the opt-in). */
  NL_MODEL_ROUTED: 'I087',
  /** land: nothing to land (a dry run, a review route, or legs that changed nothing). */
  WAVE_NOTHING_TO_LAND: 'I120',
  /** collect: the leg changed nothing; its record is empty. */
  WAVE_EMPTY_RECORD: 'I121',
  /** collect: the agent wrote no SUMMARY.md; one was generated. */
  WAVE_SUMMARY_GENERATED: 'I122',
  /** land: commits pushed (branch, count, pull request). */
  WAVE_LANDED: 'I123',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
export type WarningCodeValue = (typeof WarningCode)[keyof typeof WarningCode];
export type InfoCodeValue = (typeof InfoCode)[keyof typeof InfoCode];
/** Every code legion-router emits. A diagnostic or result carries one of these, never a free string. */
export type Code = ErrorCodeValue | WarningCodeValue | InfoCodeValue;
