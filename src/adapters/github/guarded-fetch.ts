/**
 * The fetch octokit is given (`request.fetch`): every HTTP attempt of every API call goes through
 * here, around the real transport (http-fetch.ts, or undici's fetch).
 *
 * - **Origin.** A request goes out only to GITHUB_API_URL's origin. A pagination link to another
 *   host is refused before anything is sent (no token leaves), and so is a redirect to another
 *   origin, whose answer is never used: both are E048. Same-origin redirects (a renamed
 *   repository) are followed, at most {@link MAX_REDIRECTS}.
 * - **Time.** Each attempt gets `min(timeout, time left in the budget)`; when the budget is spent
 *   no attempt starts. Which failures are retried, and how often, is the retry plugins' call
 *   (retry-path.ts); the waits are slept here and in the rate-limit handlers, with an
 *   injectable `sleep`, and only when they fit the budget: the plugins are configured to wait 0
 *   themselves. After attempt n of a 5xx, a network error or a timeout, the wait is the retry
 *   plugin's own schedule, n² × backoff.
 * - **Book-keeping** on the call's context (call-context.ts): attempts, the last failure (for
 *   E040/E041/E044), the last answer's headers (for the rate-limit handlers), the request
 *   count, and a "retrying" line in the log before each retry.
 *
 * Errors that must end the call at once (foreign origin, budget spent) are thrown with the name
 * `AbortError`: @octokit/request re-throws those unwrapped and the retry plugins never retry
 * them. A timed-out attempt is a plain error, which octokit wraps as a retryable status 500.
 */
import { callContext, type CallContext } from './call-context.js';
import { BufferedHeaders, BufferedResponse, type FetchInit, type FetchLike, type FetchResponse } from './fetch-like.js';
import { isRateLimited, retryPluginRetries } from './rate-limit.js';

export const MAX_REDIRECTS = 3;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type StopReason = 'foreign-origin' | 'budget' | 'redirects';

/** Ends the call without a retry (see the module comment for the name). */
export class TransportStop extends Error {
  override name = 'AbortError';
  constructor(
    readonly reason: StopReason,
    message: string,
  ) {
    super(message);
  }
}

/** One attempt got no answer in time; retryable. */
export class AttemptTimeout extends Error {
  override name = 'AttemptTimeout';
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

export interface GuardedFetchOptions {
  /** The real transport; it must not follow redirects itself. */
  inner: FetchLike;
  /** GITHUB_API_URL's origin, e.g. `https://api.github.com`. */
  origin: string;
  /** Attempt timeout for requests made outside any call context. */
  defaultTimeoutMs: number;
  /** Called once per HTTP request sent (redirect hops included). */
  onRequest: () => void;
  log: (message: string) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The origin of a URL, or '' when it is not an absolute http(s) URL. */
export function originOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

function messageOf(body: string): string {
  if (!body.startsWith('{')) return '';
  try {
    const data = JSON.parse(body) as { message?: unknown };
    return typeof data.message === 'string' ? data.message : '';
  } catch {
    return '';
  }
}

function record(context: CallContext | undefined, response: FetchResponse): void {
  if (!context) return;
  const headers = response.headers instanceof BufferedHeaders ? response.headers.toRecord() : Object.fromEntries(response.headers);
  context.lastResponse = { status: response.status, headers };
  context.lastRaw = response;
  if (response.status >= 500) context.lastFailure = { kind: 'server', detail: `HTTP ${response.status}` };
  else if ((response.status === 403 || response.status === 429) && isRateLimited(response.status, headers, messageOf(response.body))) {
    context.lastFailure = { kind: 'rate', detail: `rate limited (${response.status})` };
  }
}

/**
 * On the retry path, after a failure the retry plugin retries (5xx and the other statuses it
 * retries, a network error, a timeout):
 * schedule its wait (n² × backoff after attempt n), or end the call now when that wait would
 * not fit the budget.
 */
function scheduleRetryWait(context: CallContext | undefined, now: number): void {
  if (!context || context.retryBackoffMs === undefined) return;
  const wait = Math.max(1, context.attempts) ** 2 * context.retryBackoffMs;
  if (wait >= context.deadline - now) throw new TransportStop('budget', 'no time left in the API budget for another retry');
  context.pendingWaitMs = wait;
}

export function guardedFetch(options: GuardedFetchOptions): FetchLike {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const origin = options.origin;

  return async (url: string, init: FetchInit): Promise<FetchResponse> => {
    const context = callContext.getStore();
    const replay = context?.replay;
    if (context && replay) {
      context.replay = undefined;
      if ('error' in replay) {
        scheduleRetryWait(context, now());
        throw replay.error;
      }
      if (retryPluginRetries((replay.response as FetchResponse).status)) scheduleRetryWait(context, now());
      return replay.response as FetchResponse;
    }
    if (context?.pendingWaitMs !== undefined) {
      const wait = context.pendingWaitMs;
      context.pendingWaitMs = undefined;
      await sleep(wait);
    }

    let current = url;
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    for (let hop = 0; ; hop += 1) {
      const target = originOf(current);
      if (target !== origin) {
        throw new TransportStop(
          'foreign-origin',
          hop === 0
            ? `a request to another origin (${target || 'not an http(s) URL'}) than GITHUB_API_URL's (${origin}) was refused`
            : `GitHub redirected to another origin (${target || 'not an http(s) URL'}) than GITHUB_API_URL's (${origin}); the answer was not used`,
        );
      }
      const remaining = context ? context.deadline - now() : Number.POSITIVE_INFINITY;
      if (remaining <= 0) throw new TransportStop('budget', 'no time left in the API budget');
      const timeout = Math.max(1, Math.min(context?.timeoutMs ?? options.defaultTimeoutMs, remaining));

      if (context && hop === 0) {
        if (context.attempts > 0 && context.lastFailure) {
          options.log(`GitHub API ${context.what}: ${context.lastFailure.detail}; retrying (attempt ${context.attempts + 1}).`);
        }
        context.attempts += 1;
      }
      options.onRequest();

      const controller = new AbortController();
      const timeoutError = new AttemptTimeout(timeout);
      const timer = setTimeout(() => controller.abort(timeoutError), timeout);
      let response: FetchResponse;
      try {
        response = await options.inner(current, { ...init, method, body: body ?? null, signal: controller.signal, redirect: 'manual' });
      } catch (error) {
        if (controller.signal.aborted) {
          if (context) context.lastFailure = { kind: 'timeout', detail: timeoutError.message };
          scheduleRetryWait(context, now());
          throw timeoutError;
        }
        const detail = (error instanceof Error ? error.message : String(error)).replace(/[\r\n]+/g, ' ').slice(0, 200);
        if (context) context.lastFailure = { kind: 'network', detail: `network error: ${detail}` };
        scheduleRetryWait(context, now());
        throw error;
      } finally {
        clearTimeout(timer);
      }

      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location !== null) {
        let next: string;
        try {
          next = new URL(location, current).href;
        } catch {
          next = '';
        }
        if (originOf(next) !== origin) {
          throw new TransportStop(
            'foreign-origin',
            `GitHub redirected to another origin (${originOf(next) || 'not an http(s) URL'}) than GITHUB_API_URL's (${origin}); the answer was not used`,
          );
        }
        if (hop >= MAX_REDIRECTS) throw new TransportStop('redirects', `more than ${MAX_REDIRECTS} redirects`);
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        current = next;
        continue;
      }
      record(context, response);
      if (retryPluginRetries(response.status)) scheduleRetryWait(context, now());
      return response;
    }
  };
}

/** Adapts a WHATWG fetch (undici) to {@link FetchLike}: reads the body once, into memory. */
export function bufferedFetch(fetchImpl: (url: string, init: RequestInit) => Promise<Response>): FetchLike {
  return async (url, init) => {
    const response = await fetchImpl(url, init as RequestInit);
    const text = await response.text();
    return new BufferedResponse(response.status, response.statusText, url, new BufferedHeaders(response.headers.entries()), text);
  };
}
