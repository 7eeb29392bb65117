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
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { callContext, type CallContext } from './call-context.js';
import type { FetchLike } from './fetch-like.js';
import { DO_NOT_RETRY, rateLimitWaitMs } from './rate-limit.js';

/** Retries of one request for 5xx, timeouts and network errors (the retry plugin's default). */
export const MAX_SERVER_RETRIES = 3;
/** Rate-limit retries of one request. */
export const MAX_RATE_LIMIT_RETRIES = 2;

export interface RetryPathSettings {
  token: string;
  baseUrl: string;
  fetch: FetchLike;
  /** First retry wait of the retry plugin, ms (then ×4, ×9). */
  backoffMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  log: (message: string) => void;
}

export interface RetryPath {
  /**
   * Send `options` (the endpoint options of a request that just failed with `failure`) through
   * the retrying client. Runs in the failed call's context.
   */
  request(options: Record<string, unknown>, failure: unknown, context: CallContext): Promise<unknown>;
}

interface FailedRequest {
  response?: unknown;
  cause?: unknown;
}

export function createRetryPath(settings: RetryPathSettings): RetryPath {
  const { now, sleep, log } = settings;

  /** Shared by both throttling handlers: decide, and top the wait up to GitHub's. */
  const onLimit = async (retryAfterSeconds: number, retryCount: number): Promise<boolean> => {
    const context = callContext.getStore();
    if (!context || retryCount >= MAX_RATE_LIMIT_RETRIES) return false;
    const pluginWait = Math.max(0, retryAfterSeconds) * 1000;
    const wanted = Math.max(pluginWait, rateLimitWaitMs(context.lastResponse?.headers ?? {}, now()));
    if (wanted >= context.deadline - now()) return false;
    log(`GitHub rate limit on ${context.what}: waiting ${Math.ceil(wanted / 1000)} s.`);
    await sleep(wanted);
    return true;
  };

  const octokit = getOctokit(
    settings.token,
    {
      baseUrl: settings.baseUrl,
      request: { fetch: settings.fetch, parseSuccessResponseBody: false },
      // Both plugins wait 0 themselves: the waits are slept here and in guarded-fetch.ts.
      retry: { doNotRetry: [...DO_NOT_RETRY], retries: MAX_SERVER_RETRIES, retryAfterBaseValue: 0 },
      throttle: {
        retryAfterBaseValue: 0,
        onRateLimit: (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) => onLimit(retryAfter, retryCount),
        onSecondaryRateLimit: (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) => onLimit(retryAfter, retryCount),
      },
      log: { debug: () => undefined, info: () => undefined, warn: (message: string) => log(message), error: (message: string) => log(message) },
    } as Parameters<typeof getOctokit>[1],
    retry,
    throttling,
  );

  return {
    request(options, failure, context) {
      const failed = failure as FailedRequest;
      // Re-deliver the failure as the first attempt: the answer, or the error octokit wrapped.
      context.replay = failed.response !== undefined && context.lastRaw !== undefined ? { response: context.lastRaw } : { error: failed.cause ?? failure };
      context.retryBackoffMs = settings.backoffMs;
      const { request: requestOptions, ...rest } = options as { request?: Record<string, unknown> };
      const { hook: _hook, fetch: _fetch, ...plainRequest } = requestOptions ?? {};
      return octokit.request({ ...rest, request: plainRequest } as unknown as Parameters<typeof octokit.request>[0]);
    },
  };
}
