import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7511:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FW: () => (/* binding */ coldDecision),
/* harmony export */   lI: () => (/* reexport safe */ _core_request_event_names_js__WEBPACK_IMPORTED_MODULE_1__.lI)
/* harmony export */ });
/* unused harmony exports hasExplicitInputs, triggerFromEnv */
/* harmony import */ var _core_request_parse_command_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(914);
/* harmony import */ var _core_request_event_names_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1960);
/* harmony import */ var _core_request_payload_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6395);
/* harmony import */ var _core_request_review_source_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7779);
/**
 * The cheap decision made before anything heavy is loaded: is this run certainly a no-op?
 * Dependency-free apart from the comment scanner, so src/index.ts can answer the common case
 * (a pull-request comment that is not a command) in milliseconds, with no network call.
 */





function input(env, name) {
    return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** true when the workflow passed `command`, `flags` or `text`: explicit inputs win over events. */
function hasExplicitInputs(env) {
    return input(env, 'command') !== '' || input(env, 'flags') !== '' || input(env, 'text') !== '';
}
function triggerFromEnv(env) {
    return input(env, 'trigger') || _core_request_event_names_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TRIGGER */ .lI;
}
function coldDecision(eventName, payload, env) {
    if (hasExplicitInputs(env))
        return { quiet: false };
    const action = (0,_core_request_payload_js__WEBPACK_IMPORTED_MODULE_2__/* .getString */ .AA)(payload, 'action') ?? '';
    if (eventName === 'issue_comment') {
        if (action !== 'created') {
            return { quiet: true, reason: `issue_comment "${(0,_core_request_event_names_js__WEBPACK_IMPORTED_MODULE_1__/* .shownAction */ .w1)(action)}" events are ignored; only new comments are read.` };
        }
        const body = (0,_core_request_payload_js__WEBPACK_IMPORTED_MODULE_2__/* .getString */ .AA)((0,_core_request_payload_js__WEBPACK_IMPORTED_MODULE_2__/* .getObject */ .iM)(payload, 'comment'), 'body') ?? '';
        if ((0,_core_request_parse_command_js__WEBPACK_IMPORTED_MODULE_0__/* .findCommandLine */ .zV)(body, triggerFromEnv(env)) === null) {
            return { quiet: true, reason: 'The comment is not a command; nothing to do.' };
        }
        return { quiet: false };
    }
    if ((0,_core_request_review_source_js__WEBPACK_IMPORTED_MODULE_3__/* .isReviewEvent */ .z)(eventName)) {
        // Review comments and reviews: the same rules (only new text, only commands), the same answer.
        const review = (0,_core_request_review_source_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewText */ .a)(eventName, action, payload);
        if (review.kind === 'ignore')
            return { quiet: true, reason: review.reason };
        if ((0,_core_request_parse_command_js__WEBPACK_IMPORTED_MODULE_0__/* .findCommandLine */ .zV)(review.text.body, triggerFromEnv(env)) === null) {
            return { quiet: true, reason: review.text.kind === 'review' ? 'The review has no command; nothing to do.' : 'The review comment is not a command; nothing to do.' };
        }
        return { quiet: false };
    }
    if ((0,_core_request_event_names_js__WEBPACK_IMPORTED_MODULE_1__/* .isPullRequestEvent */ .T5)(eventName) && !_core_request_event_names_js__WEBPACK_IMPORTED_MODULE_1__/* .ROUTED_PR_ACTIONS */ .nj.includes(action)) {
        return { quiet: true, reason: `${(0,_core_request_event_names_js__WEBPACK_IMPORTED_MODULE_1__/* .shownAction */ .w1)(eventName)} "${(0,_core_request_event_names_js__WEBPACK_IMPORTED_MODULE_1__/* .shownAction */ .w1)(action)}" events are ignored.` };
    }
    return { quiet: false };
}


/***/ }),

/***/ 32:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  PM: () => (/* reexport */ EventError),
  ws: () => (/* binding */ readEventContext)
});

// UNUSED EXPORTS: MAX_EVENT_BYTES, getNumber, getObject, getString, isObject, readPayload

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/core/request/payload.ts
var request_payload = __nccwpck_require__(6395);
;// CONCATENATED MODULE: ./src/adapters/fs/read-event-payload.ts
/**
 * Reading an event payload file (${label}, or the CLI's --event): bounded, parsed,
 * checked to be a JSON object. What it holds is untrusted; read it with src/core/request/payload.ts.
 */


/** Largest event payload read (GitHub's own webhook limit is 25 MB). */
const MAX_EVENT_BYTES = 32 * 1024 * 1024;
class EventError extends Error {
    name = 'EventError';
}
/** Read and parse the payload; a missing path gives `{}` (workflow_dispatch run locally). */
function readPayload(path, options = {}) {
    if (!path)
        return {};
    const label = options.label ?? 'GITHUB_EVENT_PATH';
    let text;
    try {
        const buffer = (0,external_node_fs_.readFileSync)(path);
        if (buffer.byteLength > MAX_EVENT_BYTES) {
            throw new EventError(`The event payload at ${label} is larger than ${MAX_EVENT_BYTES} bytes.`);
        }
        text = buffer.toString('utf8');
    }
    catch (error) {
        if (error instanceof EventError)
            throw error;
        const code = error.code;
        if (code === 'ENOENT' && options.missingIsEmpty !== false)
            return {};
        throw new EventError(`Cannot read the event payload at ${label} (${code ?? 'read error'}).`);
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        throw new EventError(`The event payload at ${label} is not valid JSON.`);
    }
    if (!(0,request_payload/* isObject */.Gv)(parsed))
        throw new EventError(`The event payload at ${label} is not a JSON object.`);
    return parsed;
}

;// CONCATENATED MODULE: ./src/action/event.ts
/**
 * Reading the workflow run's event: GITHUB_EVENT_NAME, the payload at GITHUB_EVENT_PATH and the
 * GITHUB_* variables. Dependency-free (used by the cold-start path). The payload is untrusted
 * data: every field is read through the typed getters below, never assumed.
 */




const NAME_PART = /^[A-Za-z0-9_.-]{1,100}$/;
function parseRepository(value) {
    if (!value)
        return null;
    const [owner, repo, extra] = value.split('/');
    if (extra !== undefined || !owner || !repo || !NAME_PART.test(owner) || !NAME_PART.test(repo))
        return null;
    return { owner, repo };
}
function readEventContext(env = process.env) {
    const payload = readPayload(env['GITHUB_EVENT_PATH']);
    const repository = (0,request_payload/* getObject */.iM)(payload, 'repository');
    const repo = parseRepository(env['GITHUB_REPOSITORY']) ?? parseRepository((0,request_payload/* getString */.AA)(repository, 'full_name')) ?? null;
    const actor = env['GITHUB_ACTOR'] || (0,request_payload/* getString */.AA)((0,request_payload/* getObject */.iM)(payload, 'sender'), 'login') || '';
    return {
        eventName: env['GITHUB_EVENT_NAME'] ?? '',
        action: (0,request_payload/* getString */.AA)(payload, 'action') ?? '',
        payload,
        repo,
        actor,
        sha: env['GITHUB_SHA'] ?? '',
    };
}


/***/ }),

/***/ 6625:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K0: () => (/* binding */ outputsFromResult),
/* harmony export */   P0: () => (/* binding */ OUTPUT_NAMES),
/* harmony export */   q_: () => (/* binding */ emptyOutputs),
/* harmony export */   x2: () => (/* binding */ unsafeMatrixProblem)
/* harmony export */ });
/* unused harmony exports SAFE_MATRIX_STRING, safeChangedFilesList, safeWord, safeSha, safeFlags, profileJson */
/* harmony import */ var _core_error_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5694);
/* harmony import */ var _core_control_guarded_defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5376);
/**
 * The action's outputs. Pure and dependency-free: the cold-start path in src/index.ts uses it
 * without loading @actions/* or the router.
 *
 * Every value written here is either produced by the router from validated data or checked
 * against a conservative pattern, so no output carries comment text, label names or branch
 * names that a downstream `run:` could execute.
 */


const OUTPUT_NAMES = [
    'matrix',
    'waves',
    'wave-count',
    'wave-max-parallel',
    'has-work',
    'count',
    'command',
    'intent',
    'mode',
    'flags',
    'source',
    'confidence',
    'sha',
    'control-profile',
    'error-code',
    'changed-files-list',
];
/** Command words, intent keys, modes, sources. */
const WORD = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** Normalised flags (`--just-harden`, `--phase=3`). */
const FLAG = /^--[a-z0-9][a-z0-9_-]{0,63}(=[a-z0-9._-]{1,64})?$/;
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const CODE = /^[EW]\d{3}$/;
/**
 * Characters allowed in matrix string values: what plan ids, agent names, repository paths,
 * declared file patterns (globs: `* ? [ ] { } , !`), environment names, flags and base64 text
 * need. The router sanitises each field more strictly (src/core/sanitize.ts); this is the last
 * guard before an output. None of these characters makes a shell run anything: no quotes, `$`,
 * backticks, `;`, `|`, `&`, redirections, parentheses, backslashes or line breaks.
 */
const SAFE_MATRIX_STRING = /^[A-Za-z0-9 ._@+/:,=!*?[\]{}-]{0,4096}$/;
/** Matrix keys are identifiers. */
const SAFE_MATRIX_KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
/** A line of `changed-files-list` (src/core/matrix/changed-files-list.ts): plain, quoted, or the truncation line. */
const CHANGED_FILE_LINE = /^(?:[A-Za-z0-9._/+@:,=-]+|"(?:[A-Za-z0-9._/+@:,=-]|\\[0-3][0-7]{2})+"|#truncated:\d{1,9})$/;
/** The `changed-files-list` value when every line is of the encoded form; '' otherwise (a last guard). */
function safeChangedFilesList(value) {
    if (value === undefined || value === '')
        return '';
    return value.split('\n').every((line) => CHANGED_FILE_LINE.test(line)) ? value : '';
}
const PROFILE_KEYS = ['authority_enforcement', 'domain_filtering', 'human_approval_required', 'file_scope_restriction', 'read_only'];
function safeWord(value) {
    return value !== undefined && WORD.test(value) ? value : '';
}
function safeSha(value) {
    const lower = (value ?? '').toLowerCase();
    return SHA.test(lower) ? lower : '';
}
function safeFlags(flags) {
    return flags.filter((flag) => FLAG.test(flag));
}
function profileJson(profile) {
    const out = {};
    for (const key of PROFILE_KEYS)
        out[key] = profile[key] === true;
    return JSON.stringify(out);
}
function safeValue(value) {
    if (value === null || typeof value === 'boolean')
        return true;
    if (typeof value === 'number')
        return Number.isFinite(value);
    if (typeof value === 'string')
        return SAFE_MATRIX_STRING.test(value);
    if (Array.isArray(value))
        return value.every((item) => typeof item === 'string' && SAFE_MATRIX_STRING.test(item));
    return false;
}
/** The first problem found in a matrix that must not reach an output, or null when it is safe. */
function unsafeMatrixProblem(matrix) {
    if (!matrix || !Array.isArray(matrix.include))
        return 'the matrix has no include list';
    for (const [index, entry] of matrix.include.entries()) {
        if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
            return `matrix entry ${index} is not an object`;
        for (const [key, value] of Object.entries(entry)) {
            if (!SAFE_MATRIX_KEY.test(key))
                return `matrix entry ${index} has a key with unsafe characters`;
            if (!safeValue(value))
                return `matrix entry ${index} has a value for "${key}" with unsafe characters`;
        }
    }
    return null;
}
function formatConfidence(confidence) {
    if (!Number.isFinite(confidence) || confidence <= 0)
        return '0';
    return String(Math.round(Math.min(confidence, 1) * 1000) / 1000);
}
/** Outputs of a run that routed nothing (ignored event, comment that is not a command). */
function emptyOutputs(sha = '') {
    return {
        matrix: '{"include":[]}',
        waves: '[]',
        'wave-count': '0',
        'wave-max-parallel': '[]',
        'has-work': 'false',
        count: '0',
        command: '',
        intent: '',
        mode: 'none',
        flags: '[]',
        source: 'none',
        confidence: '0',
        sha: safeSha(sha),
        'control-profile': profileJson(_core_control_guarded_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .GUARDED_DEFAULTS */ .y),
        'error-code': '',
        'changed-files-list': '',
    };
}
/**
 * Outputs for a route result. The caller has already checked the matrix with
 * {@link unsafeMatrixProblem}; an unsafe matrix is replaced by an empty one here as a last guard.
 */
function outputsFromResult(result, sha) {
    const matrixSafe = unsafeMatrixProblem(result.matrix) === null && result.waves.every((wave) => unsafeMatrixProblem(wave) === null);
    const include = matrixSafe ? result.matrix.include : [];
    const waves = matrixSafe ? result.waves.map((wave) => ({ include: wave.include })) : [];
    const parallel = matrixSafe && result.waveMaxParallel.length === waves.length ? result.waveMaxParallel.map((n) => (Number.isSafeInteger(n) && n > 0 ? n : 1)) : waves.map(() => 1);
    const hasWork = matrixSafe && result.ok && result.hasWork && include.length > 0;
    return {
        matrix: JSON.stringify({ include }),
        waves: JSON.stringify(waves),
        'wave-count': String(waves.length),
        'wave-max-parallel': JSON.stringify(parallel),
        'has-work': hasWork ? 'true' : 'false',
        count: String(include.length),
        command: safeWord(result.command),
        intent: safeWord(result.intent),
        mode: safeWord(result.mode) || 'none',
        flags: JSON.stringify(safeFlags(result.flags)),
        source: safeWord(result.source) || 'none',
        confidence: formatConfidence(result.confidence),
        sha: safeSha(sha),
        'control-profile': profileJson(result.controlProfile),
        'error-code': CODE.test(result.errorCode) ? result.errorCode : result.errorCode === '' ? '' : _core_error_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ErrorCode */ .O4.INTERNAL,
        'changed-files-list': safeChangedFilesList(result.changedFilesList),
    };
}


/***/ }),

/***/ 5376:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ GUARDED_DEFAULTS)
/* harmony export */ });
/** workflow-common-core's hard-coded guarded profile (the fallback for every failure). */
const GUARDED_DEFAULTS = Object.freeze({
    authority_enforcement: true,
    domain_filtering: true,
    human_approval_required: true,
    file_scope_restriction: false,
    read_only: false,
});


/***/ }),

/***/ 5694:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O4: () => (/* binding */ ErrorCode),
/* harmony export */   eS: () => (/* binding */ InfoCode),
/* harmony export */   qN: () => (/* binding */ WarningCode)
/* harmony export */ });
/**
 * Stable error and warning codes. Workflows branch on the `error-code` output, so a code never
 * changes meaning once released. E0xx follow maestro-coordinator's numbering where it applies;
 * the rest are legion-router's own. The README lists each with what to do about it.
 */
const ErrorCode = {
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
    /** An input exceeded its documented size bound. */
    INPUT_TOO_LARGE: 'E051',
    /** Action inputs are inconsistent or invalid. */
    INVALID_INPUT: 'E052',
    /** A plan's `depends_on` names a plan that is not in its phase (and not done), or one whose file could not be parsed. */
    WAVE_DEPENDENCY_UNKNOWN: 'E060',
    /** A plan's `depends_on` names a plan of the same or a later wave (or itself, or a later phase). */
    WAVE_DEPENDENCY_NOT_EARLIER: 'E061',
    /** A selected plan depends on a plan that is neither done nor selected, and the route refuses to pull it in. */
    DEPENDENCY_NOT_SELECTED: 'E062',
    /** More non-empty waves than the workflow declares wave jobs for (`wave-jobs`). */
    TOO_MANY_WAVES: 'E063',
    /** All outputs of the route together would exceed GitHub's per-job output limit, even after shrinking entries. */
    OUTPUTS_TOO_LARGE: 'E064',
    /** Two plans of one phase have the same id, so waves cannot tell them apart. */
    DUPLICATE_PLAN_ID: 'E065',
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
};
/** Warning codes: reported in annotations and the summary, never in `error-code`. */
const WarningCode = {
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
     * `/legion retry`: the pull request's comments could not all be searched for the last report
     * (more pages than the bound), so an older report may have been used, or none found.
     */
    RETRY_COMMENTS_CAPPED: 'W115',
};
/** Info codes: notes that explain a route (shown in the summary), never a problem. */
const InfoCode = {
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
};


/***/ }),

/***/ 1960:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   T5: () => (/* binding */ isPullRequestEvent),
/* harmony export */   lI: () => (/* binding */ DEFAULT_TRIGGER),
/* harmony export */   nj: () => (/* binding */ ROUTED_PR_ACTIONS),
/* harmony export */   w1: () => (/* binding */ shownAction)
/* harmony export */ });
/** GitHub event names and actions, as the router distinguishes them. Pure. */
/** The comment prefix when the `trigger` input is not set. */
const DEFAULT_TRIGGER = '/legion';
/** pull_request / pull_request_target actions that route (the rest are quiet no-ops). */
const ROUTED_PR_ACTIONS = ['labeled', 'opened', 'synchronize', 'reopened'];
function isPullRequestEvent(eventName) {
    return eventName === 'pull_request' || eventName === 'pull_request_target';
}
/** An event action for log lines: GitHub's own words only, never arbitrary payload text. */
function shownAction(action) {
    return /^[a-z_]{1,40}$/.test(action) ? action : 'unknown';
}


/***/ }),

/***/ 914:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   eA: () => (/* binding */ MAX_COMMAND_LINE_CHARS),
/* harmony export */   ij: () => (/* binding */ parseCommandWords),
/* harmony export */   mQ: () => (/* binding */ foldLookalikes),
/* harmony export */   qw: () => (/* binding */ tokenize),
/* harmony export */   vj: () => (/* binding */ parseComment),
/* harmony export */   zV: () => (/* binding */ findCommandLine)
/* harmony export */ });
/* unused harmony exports MAX_COMMENT_BYTES, MAX_TOKENS, parseCommandLine */
/** Bounds on untrusted text (documented in SECURITY.md). */
const MAX_COMMENT_BYTES = 65_536;
const MAX_COMMAND_LINE_CHARS = 4_096;
const MAX_TOKENS = 10_000;
/**
 * Characters people paste that look like ASCII but are not: dashes, quotes, spaces and
 * zero-width characters. Folding them keeps `—just-harden` (em dash, as phones autocorrect)
 * from silently becoming free text; it is read as `--just-harden`.
 */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
function foldLookalikes(text) {
    return text
        .replace(ZERO_WIDTH, '')
        .replace(SPACES, ' ')
        .replace(DASHES, (dash) => (dash === '\u2013' || dash === '\u2014' || dash === '\u2015' ? '--' : '-'))
        .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
}
/** An opening or closing code fence (CommonMark: up to 3 spaces, then ``` or ~~~). */
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
/**
 * Elements whose content is not a command: code (`pre`, `code`, `xmp`, `textarea`, `plaintext`),
 * content GitHub hides (`details` until opened, `script`, `style`, `template`, `noscript`, …).
 * A line that starts inside one of them never counts; on the command line itself, the content of
 * the hidden ones is dropped.
 */
const CODE_OR_HIDDEN = new Set([
    'pre',
    'code',
    'xmp',
    'textarea',
    'plaintext',
    'listing',
    'details',
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'noembed',
    'noframes',
    'title',
    'object',
]);
/** Elements whose content is invisible until clicked or never shown: dropped from the command line. */
const HIDDEN_CONTENT = new Set(['details', 'script', 'style', 'template', 'noscript', 'iframe', 'noembed', 'noframes', 'title', 'object', 'textarea']);
const isTagNameStart = (code) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isTagNameChar = (code) => isTagNameStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d;
/** Leading indentation in columns (a tab advances to the next multiple of 4). */
function indentColumns(line) {
    let columns = 0;
    for (let i = 0; i < line.length; i++) {
        const ch = line.charCodeAt(i);
        if (ch === 0x20)
            columns++;
        else if (ch === 0x09)
            columns += 4 - (columns % 4);
        else
            break;
    }
    return columns;
}
/**
 * Backtick code spans of one line, as [start, end) pairs, found in linear time: runs are paired
 * with the next run of the same length (CommonMark's rule, on one line).
 */
function codeSpans(line) {
    if (!line.includes('`'))
        return [];
    const runs = [];
    for (let i = 0; i < line.length;) {
        if (line.charCodeAt(i) !== 0x60) {
            i++;
            continue;
        }
        let j = i;
        while (j < line.length && line.charCodeAt(j) === 0x60)
            j++;
        runs.push({ start: i, length: j - i });
        i = j;
    }
    // For each run, the index of the next run of the same length (right-to-left, one map).
    const nextSame = new Array(runs.length).fill(-1);
    const lastOfLength = new Map();
    for (let r = runs.length - 1; r >= 0; r--) {
        const length = runs[r].length;
        nextSame[r] = lastOfLength.get(length) ?? -1;
        lastOfLength.set(length, r);
    }
    const spans = [];
    for (let r = 0; r < runs.length; r++) {
        const close = nextSame[r];
        if (close === -1)
            continue;
        const open = runs[r];
        const end = runs[close];
        spans.push([open.start, end.start + end.length]);
        r = close;
    }
    return spans;
}
/**
 * One line through the HTML state machine: comments and code/hidden elements opened and closed.
 * With `visible`, also returns the line's visible text: comments and the content of hidden
 * elements dropped, other tags removed (their text kept). Linear in the line.
 */
function scanHtml(line, state, visible) {
    const spans = state.inComment || state.openCount > 0 ? [] : codeSpans(line);
    let span = 0;
    let out = '';
    let i = 0;
    let nextGt = -2; // index of the next `>` (cached: the search only moves forward)
    const hiddenContent = () => {
        for (const name of HIDDEN_CONTENT)
            if ((state.open.get(name) ?? 0) > 0)
                return true;
        return false;
    };
    let hiding = visible && state.openCount > 0 && hiddenContent();
    while (i < line.length) {
        if (state.inComment) {
            const close = line.indexOf('-->', i);
            if (close === -1)
                return out;
            state.inComment = false;
            i = close + 3;
            continue;
        }
        const lt = line.indexOf('<', i);
        if (lt === -1) {
            if (!hiding)
                out += line.slice(i);
            break;
        }
        // Skip code spans: `<pre>` inside backticks is text.
        while (span < spans.length && spans[span][1] <= lt)
            span++;
        const inSpan = span < spans.length && spans[span][0] <= lt;
        if (inSpan) {
            const end = spans[span][1];
            if (!hiding)
                out += line.slice(i, end);
            i = end;
            continue;
        }
        if (!hiding)
            out += line.slice(i, lt);
        if (line.startsWith('<!--', lt)) {
            state.inComment = true;
            i = lt + 4;
            continue;
        }
        const closing = line.charCodeAt(lt + 1) === 0x2f;
        let nameEnd = lt + (closing ? 2 : 1);
        if (!isTagNameStart(line.charCodeAt(nameEnd))) {
            // `<` that starts no tag (`a < b`, `<3`): text. `<!x` and `<?x` are declarations: dropped.
            const mark = line.charCodeAt(lt + 1);
            if (mark === 0x21 || mark === 0x3f) {
                if (nextGt < lt)
                    nextGt = line.indexOf('>', lt);
                if (nextGt === -1)
                    return out;
                i = nextGt + 1;
                continue;
            }
            if (!hiding)
                out += '<';
            i = lt + 1;
            continue;
        }
        while (nameEnd < line.length && isTagNameChar(line.charCodeAt(nameEnd)))
            nameEnd++;
        const name = line.slice(lt + (closing ? 2 : 1), nameEnd).toLowerCase();
        const after = line.charCodeAt(nameEnd);
        const isTag = nameEnd === line.length || after === 0x3e || after === 0x2f || after === 0x20 || after === 0x09;
        if (!isTag) {
            if (!hiding)
                out += line.slice(lt, nameEnd);
            i = nameEnd;
            continue;
        }
        if (CODE_OR_HIDDEN.has(name)) {
            const count = state.open.get(name) ?? 0;
            if (closing) {
                if (count > 0) {
                    state.open.set(name, count - 1);
                    state.openCount--;
                }
            }
            else {
                state.open.set(name, count + 1);
                state.openCount++;
            }
            hiding = visible && state.openCount > 0 && hiddenContent();
        }
        if (nextGt < nameEnd)
            nextGt = line.indexOf('>', nameEnd);
        if (nextGt === -1)
            return out; // the tag runs past the line: the rest is attributes
        i = nextGt + 1;
    }
    return out;
}
/**
 * The first line of a comment that starts with the trigger (`/legion`), or null when the comment
 * is not a command. The trigger must be followed by whitespace, `:` or the end of the line
 * (`/legionary` is not a command). Text that the approver does not see as a command is never one
 * (#11 A13–A16):
 * - lines inside fenced code blocks, indented by four or more columns (indented code), or quoted
 *   (`>`);
 * - lines that start inside an HTML comment (`<!-- … -->`) or inside `<pre>`, `<code>`,
 *   `<details>` (and other code or hidden elements, see CODE_OR_HIDDEN), however they nest;
 * - on the command line itself, HTML comments and the content of hidden elements (`<details>`,
 *   `<script>`, …) are dropped, and other tags are removed with their text kept, so the words
 *   routed are the words shown.
 * Only the first 64 Ki code units are read; the scan is linear in them.
 */
function findCommandLine(body, trigger) {
    if (!trigger)
        return null;
    const text = body.length > MAX_COMMENT_BYTES ? body.slice(0, MAX_COMMENT_BYTES) : body;
    const wanted = trigger.toLowerCase();
    const state = { inComment: false, open: new Map(), openCount: 0 };
    let fence = null;
    for (const rawLine of text.split(/\r\n|\r|\n/)) {
        const line = foldLookalikes(rawLine);
        const outsideHtml = !state.inComment && state.openCount === 0;
        if (outsideHtml) {
            const mark = FENCE.exec(line)?.[1];
            if (mark !== undefined) {
                if (fence === null)
                    fence = mark;
                else if (mark[0] === fence[0] && mark.length >= fence.length)
                    fence = null;
                continue;
            }
            if (fence !== null)
                continue;
            const trimmed = line.trim();
            if (indentColumns(line) < 4 && trimmed.toLowerCase().startsWith(wanted)) {
                const next = trimmed.charAt(wanted.length);
                if (next === '' || next === ' ' || next === '\t' || next === ':') {
                    const shown = line.includes('<') ? scanHtml(trimmed, state, true).trim() : trimmed;
                    return shown.length > MAX_COMMAND_LINE_CHARS ? shown.slice(0, MAX_COMMAND_LINE_CHARS) : shown;
                }
            }
        }
        if (line.includes('<') || state.inComment || state.openCount > 0)
            scanHtml(line, state, false);
    }
    return null;
}
/** Split a command line into whitespace-separated tokens, bounded. */
function tokenize(line) {
    const tokens = [];
    for (const token of line.split(/\s+/)) {
        if (token === '')
            continue;
        tokens.push(token);
        if (tokens.length >= MAX_TOKENS)
            break;
    }
    return tokens;
}
/**
 * `--x` is a flag; so is `-x` (a mistyped flag: it fails as an unknown flag with the `--x`
 * suggestion instead of silently becoming free text).
 */
function isFlagToken(token) {
    return (token.startsWith('--') && token.length > 2) || /^-[A-Za-z]/.test(token);
}
/**
 * Turn the words after the trigger into a request: the first word is the command (unless it
 * is a flag), `--x` tokens are flags, a bare number right after the command is the phase, and the
 * rest is free text. `/legion:build` (Legion's own spelling) is accepted too.
 */
function parseCommandWords(words, source, actor) {
    const request = { source, command: '', flagTokens: [], text: '' };
    if (actor)
        request.actor = actor;
    const textWords = [];
    let index = 0;
    const first = words[0];
    if (first !== undefined && !isFlagToken(first)) {
        request.command = first.toLowerCase();
        index = 1;
        const second = words[1];
        if (second !== undefined && /^\d{1,4}$/.test(second)) {
            request.phase = String(Number(second));
            index = 2;
        }
    }
    for (; index < words.length; index++) {
        const word = words[index];
        if (isFlagToken(word))
            request.flagTokens.push(word);
        else
            textWords.push(word);
    }
    request.text = textWords.join(' ');
    return request;
}
/** Parse a command line found by {@link findCommandLine}. */
function parseCommandLine(line, trigger, source, actor) {
    let rest = foldLookalikes(line).trim().slice(trigger.length);
    if (rest.startsWith(':'))
        rest = rest.slice(1);
    return parseCommandWords(tokenize(rest), source, actor);
}
/** Parse a comment body; null when it holds no command. */
function parseComment(body, trigger, actor) {
    const line = findCommandLine(body, trigger);
    return line === null ? null : parseCommandLine(line, trigger, 'comment', actor);
}


/***/ }),

/***/ 6395:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AA: () => (/* binding */ getString),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   WZ: () => (/* binding */ getNumber),
/* harmony export */   iM: () => (/* binding */ getObject)
/* harmony export */ });
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
function getObject(value, key) {
    if (!isObject(value))
        return undefined;
    const child = value[key];
    return isObject(child) ? child : undefined;
}
function getString(value, key) {
    if (!isObject(value))
        return undefined;
    const child = value[key];
    return typeof child === 'string' ? child : undefined;
}
function getNumber(value, key) {
    if (!isObject(value))
        return undefined;
    const child = value[key];
    return typeof child === 'number' && Number.isSafeInteger(child) ? child : undefined;
}


/***/ }),

/***/ 7779:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ reviewText),
/* harmony export */   z: () => (/* binding */ isReviewEvent)
/* harmony export */ });
/* harmony import */ var _payload_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6395);
/* harmony import */ var _event_names_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1960);
/**
 * Commands in pull-request reviews: where the text, its author and the feedback target are in a
 * `pull_request_review_comment` (`created`) or `pull_request_review` (`submitted`) payload. Pure.
 *
 * The same rules as issue comments apply afterwards (request-from-event.ts): the first line that
 * starts with the trigger is the command, the author's permission is checked, only new text
 * routes (edited, deleted and dismissed events are quiet), and the head is pinned to when the
 * text was written (`created_at`, `submitted_at`).
 */


function isReviewEvent(eventName) {
    return eventName === 'pull_request_review_comment' || eventName === 'pull_request_review';
}
/** The review comment's or review's text, or why the event is a quiet no-op. */
function reviewText(eventName, action, payload) {
    const number = (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getNumber */ .WZ)((0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getObject */ .iM)(payload, 'pull_request'), 'number');
    if (eventName === 'pull_request_review_comment') {
        if (action !== 'created') {
            return { kind: 'ignore', reason: `pull_request_review_comment "${(0,_event_names_js__WEBPACK_IMPORTED_MODULE_1__/* .shownAction */ .w1)(action)}" events are ignored; only new review comments are read.` };
        }
        const comment = (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getObject */ .iM)(payload, 'comment');
        const id = (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getNumber */ .WZ)(comment, 'id');
        const parent = (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getNumber */ .WZ)(comment, 'in_reply_to_id');
        const text = {
            kind: 'review_comment',
            body: (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getString */ .AA)(comment, 'body') ?? '',
            login: (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getString */ .AA)((0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getObject */ .iM)(comment, 'user'), 'login') ?? '',
            id,
            pullNumber: number,
            writtenAt: (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getString */ .AA)(comment, 'created_at'),
        };
        const thread = parent !== undefined && parent > 0 ? parent : id;
        if (thread !== undefined)
            text.threadId = thread;
        return { kind: 'text', text };
    }
    if (action !== 'submitted') {
        return { kind: 'ignore', reason: `pull_request_review "${(0,_event_names_js__WEBPACK_IMPORTED_MODULE_1__/* .shownAction */ .w1)(action)}" events are ignored; only submitted reviews are read.` };
    }
    const review = (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getObject */ .iM)(payload, 'review');
    return {
        kind: 'text',
        text: {
            kind: 'review',
            // A review submitted without a summary has `body: null`.
            body: (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getString */ .AA)(review, 'body') ?? '',
            login: (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getString */ .AA)((0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getObject */ .iM)(review, 'user'), 'login') ?? '',
            id: (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getNumber */ .WZ)(review, 'id'),
            pullNumber: number,
            writtenAt: (0,_payload_js__WEBPACK_IMPORTED_MODULE_0__/* .getString */ .AA)(review, 'submitted_at'),
        },
    };
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXTERNAL MODULE: ./src/action/cold-start.ts
var cold_start = __nccwpck_require__(7511);
// EXTERNAL MODULE: ./src/action/event.ts + 1 modules
var action_event = __nccwpck_require__(32);
// EXTERNAL MODULE: ./src/app/route-outputs.ts
var route_outputs = __nccwpck_require__(6625);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./src/action/output-file.ts
/**
 * Writing outputs without @actions/core, for the cold-start path. Same format as
 * `core.setOutput`: `name<<DELIMITER\nvalue\nDELIMITER\n`. The delimiter is checked against the
 * name and the value, so a value can never end the heredoc early whatever the delimiter is; it
 * need not be unguessable, and making it so would load node:crypto on the path that answers most
 * runs (a comment that is not a command).
 */

function delimiterFor() {
    return `ghadelimiter_${process.pid.toString(36)}_${Date.now().toString(36)}_${Math.floor(Math.random() * 2 ** 48).toString(36)}`;
}
function formatOutputHeredoc(name, value, delimiter = delimiterFor()) {
    if (name.includes(delimiter) || value.includes(delimiter)) {
        throw new Error('Unexpected input: output name or value contains the heredoc delimiter');
    }
    if (/[\r\n]/.test(name))
        throw new Error('Output names cannot contain line breaks');
    return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
}
/**
 * Append outputs to the file named by GITHUB_OUTPUT. Without GITHUB_OUTPUT (a very old runner or
 * a local run) nothing is written; the caller logs the values instead.
 */
function writeOutputs(outputs, file = process.env['GITHUB_OUTPUT']) {
    if (!file)
        return false;
    let text = '';
    for (const [name, value] of Object.entries(outputs))
        text += formatOutputHeredoc(name, value);
    (0,external_node_fs_.appendFileSync)(file, text, { encoding: 'utf8' });
    return true;
}

;// CONCATENATED MODULE: ./src/index.ts
/**
 * Entry point of the action (dist/index.js).
 *
 * Most runs of a comment-triggered workflow are comments that are not commands. They are answered
 * here, before @actions/github, yaml, minimatch or the router are loaded: read the event, scan
 * the comment with the dependency-free scanner, write the "nothing to do" outputs straight to
 * GITHUB_OUTPUT, and stop — no network call, no reply. Everything else goes through the dynamic
 * import of ./action/main.js, which ncc emits as a separate chunk.
 */




async function start() {
    let quietReason = null;
    try {
        const context = (0,action_event/* readEventContext */.ws)(process.env);
        const decision = (0,cold_start/* coldDecision */.FW)(context.eventName, context.payload, process.env);
        if (decision.quiet)
            quietReason = decision.reason;
    }
    catch (error) {
        // A broken payload is reported by the full path with a proper error code.
        if (!(error instanceof action_event/* EventError */.PM))
            throw error;
    }
    if (quietReason !== null) {
        writeOutputs((0,route_outputs/* emptyOutputs */.q_)());
        process.stdout.write(`legion-router: ${quietReason}\n`);
        return;
    }
    const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(406), __nccwpck_require__.e(442)]).then(__nccwpck_require__.bind(__nccwpck_require__, 1442));
    await run();
}
start().catch((error) => {
    // Last resort: never print a stack trace for a user's mistake; main.ts handles those itself.
    const message = error instanceof Error ? error.message : String(error);
    try {
        writeOutputs((0,route_outputs/* emptyOutputs */.q_)());
    }
    catch {
        // GITHUB_OUTPUT not writable: the error below says what went wrong first.
    }
    process.stdout.write(`::error title=legion-router::${message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
    process.exitCode = 1;
});

