export const id = 146;
export const ids = [146];
export const modules = {

/***/ 5146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_RATE_LIMIT_RETRIES: () => (/* binding */ MAX_RATE_LIMIT_RETRIES),
/* harmony export */   MAX_SERVER_RETRIES: () => (/* binding */ MAX_SERVER_RETRIES),
/* harmony export */   createRetryPath: () => (/* binding */ createRetryPath)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1351);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6856);
/* harmony import */ var _call_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8302);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6220);
/**
 * The retry path: octokit's own retry and throttling plugins, used only once a request failed.
 *
 * Why not on every request: both plugins schedule each request through Bottleneck, and every
 * Bottleneck schedule costs about 5 ms of timer hops even when nothing waits. Measured on the
 * 30-page listing of a 3,000-file pull request against the local fake API, the two plugins made
 * it about 460 ms slower (three schedules per request: 545 ms instead of 87 ms, BENCHMARKS.md,
 * "Peers"), more than the router's whole time goal. So the first attempt of every request goes out on a plain client (api-client.ts);
 * when it fails in a way the plugins would retry, the request is handed to the client built
 * here, whose first attempt re-delivers the failure just received (`callContext.replay`) instead
 * of sending the request again. From there on the plugins decide what is retried: @octokit/plugin-retry
 * retries 5xx, timeouts and network errors (3 times), @octokit/plugin-throttling primary and
 * secondary rate limits. This module is loaded lazily: runs without a failure never
 * load the plugins or Bottleneck.
 *
 * On top of the plugins:
 * - the waits: both plugins are set to wait 0 (`retryAfterBaseValue: 0`) and the waits are
 *   slept by this code instead — the retry plugin's schedule (n² × `backoffMs` after attempt n)
 *   in guarded-fetch.ts, rate-limit waits in the handlers below — with the injectable `sleep`,
 *   and only when they fit the budget: otherwise the call ends at once (E040/E044, or E041 for
 *   a declined rate-limit wait). (`request.retries` is not a lever: set per request, the retry
 *   plugin retries every failure, 4xx included.)
 * - `retry-after` wins over `x-ratelimit-reset` (the throttling plugin reads it only for
 *   secondary limits): the handlers wait the longer of the plugin's and GitHub's;
 * - at most {@link MAX_RATE_LIMIT_RETRIES} rate-limit retries per request.
 */





/** Retries of one request for 5xx, timeouts and network errors (the retry plugin's default). */
const MAX_SERVER_RETRIES = 3;
/** Rate-limit retries of one request. */
const MAX_RATE_LIMIT_RETRIES = 2;
function createRetryPath(settings) {
    const { now, sleep, log } = settings;
    /** Shared by both throttling handlers: decide, and top the wait up to GitHub's. */
    const onLimit = async (retryAfterSeconds, retryCount) => {
        const context = _call_context_js__WEBPACK_IMPORTED_MODULE_1__/* .callContext */ .a.getStore();
        if (!context || retryCount >= MAX_RATE_LIMIT_RETRIES)
            return false;
        const pluginWait = Math.max(0, retryAfterSeconds) * 1000;
        const wanted = Math.max(pluginWait, (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitWaitMs */ .JR)(context.lastResponse?.headers ?? {}, now()));
        if (wanted >= context.deadline - now())
            return false;
        log(`GitHub rate limit on ${context.what}: waiting ${Math.ceil(wanted / 1000)} s.`);
        await sleep(wanted);
        return true;
    };
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__.getOctokit)(settings.token, {
        baseUrl: settings.baseUrl,
        request: { fetch: settings.fetch, parseSuccessResponseBody: false },
        // Both plugins wait 0 themselves: the waits are slept here and in guarded-fetch.ts.
        retry: { doNotRetry: [..._rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .DO_NOT_RETRY */ .Hm], retries: MAX_SERVER_RETRIES, retryAfterBaseValue: 0 },
        throttle: {
            retryAfterBaseValue: 0,
            onRateLimit: (retryAfter, _options, _octokit, retryCount) => onLimit(retryAfter, retryCount),
            onSecondaryRateLimit: (retryAfter, _options, _octokit, retryCount) => onLimit(retryAfter, retryCount),
        },
        log: { debug: () => undefined, info: () => undefined, warn: (message) => log(message), error: (message) => log(message) },
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
    return {
        request(options, failure, context) {
            const failed = failure;
            // Re-deliver the failure as the first attempt: the answer, or the error octokit wrapped.
            context.replay = failed.response !== undefined && context.lastRaw !== undefined ? { response: context.lastRaw } : { error: failed.cause ?? failure };
            context.retryBackoffMs = settings.backoffMs;
            const { request: requestOptions, ...rest } = options;
            const { hook: _hook, fetch: _fetch, ...plainRequest } = requestOptions ?? {};
            return octokit.request({ ...rest, request: plainRequest });
        },
    };
}


/***/ })

};
