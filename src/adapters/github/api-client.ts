/**
 * legion-router's GitHub REST client: octokit (@actions/github's `getOctokit`, its `paginate`,
 * and its retry and throttling plugins on the retry path) with the policy the action needs on
 * top:
 *
 * - **One budget.** All attempts of all calls share `budgetMs`; each attempt also has
 *   `timeoutMs` (guarded-fetch.ts). When time runs out the code says why: E044 (timeouts),
 *   E041 (rate limit), E040 (server or network errors).
 * - **Retries** only where octokit's plugins would retry (5xx, network errors, timeouts, rate
 *   limits), and only within the budget (retry-path.ts explains why the plugins are not on the
 *   first attempt); a 403/429 with only `retry-after` (no `x-ratelimit-*`, no secondary-limit
 *   message, which the plugins leave alone) is retried once after that delay, when it is at most
 *   a minute and fits the budget.
 * - **Coded errors**, one line each: 401 → E042; a 403 that is not a rate limit → E046 naming
 *   the permission the token lacks; 404 → the caller's code (E043 for pull requests); an answer
 *   from, or a link to, another origin than GITHUB_API_URL's → E048.
 * - **No bigint-aware JSON parsing** on success: octokit hands the body over as text
 *   (`parseSuccessResponseBody: false`) and it is parsed here with JSON.parse.
 *
 * @actions/github (and with it octokit) is imported on the first call, so runs that make no API
 * call never load it.
 */
import { ErrorCode, type ErrorCodeValue } from '../../core/error-codes.js';
import { ApiError, messageOf } from './api-error.js';
import { callContext, newCallContext, type CallContext } from './call-context.js';
import type { FetchLike } from './fetch-like.js';
import { AttemptTimeout, TransportStop, bufferedFetch, guardedFetch, originOf } from './guarded-fetch.js';
import { createHttpFetch } from './http-fetch.js';
import type { OctokitTransport } from './octokit-transport.js';
import { MAX_RETRY_AFTER_MS, isRateLimited, rateLimitWaitMs, retryAfterMs, throttlingRetries } from './rate-limit.js';
import type { RetryPath } from './retry-path.js';

export { ApiError, messageOf } from './api-error.js';
export { retryAfterMs } from './rate-limit.js';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH';
  /** Path with every segment already encoded, e.g. `/repos/o/r/pulls/1`. */
  path: string;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
}

export interface ApiResponse {
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  data: unknown;
}

export interface ApiClientOptions {
  /** From `octokitTransport(token, baseUrl)`. */
  transport: OctokitTransport;
  /** Total time for all attempts of all calls, ms. */
  budgetMs?: number;
  /** Time for one attempt, ms. */
  timeoutMs?: number;
  /** The retry plugin's first wait, ms (then ×4 and ×9: its `retryAfterBaseValue`). */
  backoffMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Called with a one-line note before each retry or rate-limit wait. */
  log?: (message: string) => void;
}

export interface CallOptions {
  /** Short description for messages (`pull request #5`). */
  what: string;
  /** Non-2xx statuses the caller handles itself (e.g. 404 for "not a collaborator"). */
  accept?: readonly number[];
  /** Error code for 404; default E040. */
  notFoundCode?: ErrorCodeValue;
  /** The token permission the call needs, named when GitHub refuses it (`pull-requests: read`). */
  permission?: string;
  /** Try once even when the budget is spent (feedback calls at the end of a run). */
  atLeastOnce?: boolean;
  /** No retries (feedback calls: a missing reaction is not worth waiting for). */
  noRetry?: boolean;
}

export const DEFAULT_BUDGET_MS = 60_000;
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_BACKOFF_MS = 500;

/** Positive integer from an environment variable, else the fallback. */
export function envMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return fallback;
  const number = Number(value.trim());
  return number > 0 ? number : fallback;
}

const HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The parts of octokit this client uses (typed loosely: the route types are not needed). */
interface OctokitResponse {
  status: number;
  headers: Record<string, unknown>;
  data: unknown;
}
type RequestFunction = (options: Record<string, unknown>) => Promise<OctokitResponse>;
interface OctokitLike {
  request: RequestFunction;
  hook: { wrap(name: 'request', wrapper: (request: RequestFunction, options: Record<string, unknown>) => Promise<OctokitResponse>): void };
  paginate: { iterator(options: Record<string, unknown>): AsyncIterable<OctokitResponse> };
}

/** What octokit's RequestError carries. */
interface RequestFailure {
  name: string;
  status?: number;
  response?: { status: number; headers: Record<string, unknown>; data: unknown };
  cause?: unknown;
}

function isRequestFailure(error: unknown): error is RequestFailure {
  return error instanceof Error && error.name === 'HttpError' && typeof (error as RequestFailure).status === 'number';
}

function lowerHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null) out[name.toLowerCase()] = String(value);
  }
  return out;
}

/** JSON bodies arrive as text (`parseSuccessResponseBody: false`): parse them once, here. */
function parseBody(response: OctokitResponse): OctokitResponse {
  if (typeof response.data === 'string' && response.data !== '') {
    const type = String(response.headers['content-type'] ?? '');
    if (type === '' || type.includes('json')) {
      try {
        response.data = JSON.parse(response.data);
      } catch {
        // Not JSON after all: the callers' shape checks report it.
      }
    }
  }
  return response;
}

function toApiResponse(response: OctokitResponse): ApiResponse {
  return { status: response.status, headers: lowerHeaders(response.headers), data: response.data };
}

/** GitHub's own list of the permissions an endpoint accepts, made safe for a message. */
function acceptedPermissions(headers: Record<string, string>): string | undefined {
  const value = headers['x-accepted-github-permissions'];
  if (value === undefined) return undefined;
  const safe = value
    .replace(/[^A-Za-z0-9_=;, -]/g, '')
    .slice(0, 200)
    .trim();
  return safe === '' ? undefined : safe;
}

export class GitHubApi {
  readonly #transport: OctokitTransport;
  readonly #timeoutMs: number;
  readonly #backoffMs: number;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #log: (message: string) => void;
  readonly #deadline: number;
  readonly #origin: string;
  #requests = 0;
  #client: Promise<{ octokit: OctokitLike; fetch: FetchLike }> | undefined;
  #retryPath: Promise<RetryPath> | undefined;

  constructor(options: ApiClientOptions) {
    this.#transport = options.transport;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
    this.#now = options.now ?? Date.now;
    this.#sleep = options.sleep ?? defaultSleep;
    this.#log = options.log ?? (() => undefined);
    this.#deadline = this.#now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
    this.#origin = originOf(this.#transport.baseUrl);
  }

  /** HTTP requests sent so far (retries and redirect hops included), for the summary. */
  get requests(): number {
    return this.#requests;
  }

  /** Pages of a file listing to fetch at a time (see octokit-transport.ts). */
  get pageConcurrency(): number {
    return this.#transport.pageConcurrency;
  }

  remainingMs(): number {
    return this.#deadline - this.#now();
  }

  async call(request: ApiRequest, options: CallOptions): Promise<ApiResponse> {
    const { octokit } = await this.#ensureClient();
    const context = this.#context(options);
    try {
      const response = await callContext.run(context, () =>
        octokit.request({ method: request.method, url: request.path, headers: HEADERS, ...(request.query ?? {}), ...(request.body ?? {}) }),
      );
      return toApiResponse(response);
    } catch (error) {
      if (isRequestFailure(error) && error.response && options.accept?.includes(error.status ?? 0)) {
        return toApiResponse(error.response as OctokitResponse);
      }
      throw this.#failure(error, context, options);
    }
  }

  /**
   * The pages of a list, following `Link: rel="next"` with octokit's `paginate`, at most
   * `maxPages`. Every link must stay on GITHUB_API_URL's origin (else E048).
   */
  async *pages(request: ApiRequest, options: CallOptions & { maxPages: number }): AsyncGenerator<ApiResponse> {
    const { octokit } = await this.#ensureClient();
    const pages = octokit.paginate.iterator({ method: 'GET', url: request.path, headers: HEADERS, ...(request.query ?? {}) });
    const iterator = pages[Symbol.asyncIterator]();
    for (let page = 1; page <= options.maxPages; page += 1) {
      const pageOptions = { ...options, what: `${options.what} (page ${page})` };
      const context = this.#context(pageOptions);
      let step: IteratorResult<OctokitResponse>;
      try {
        step = await callContext.run(context, () => iterator.next());
      } catch (error) {
        throw this.#failure(error, context, pageOptions);
      }
      if (step.done) return;
      yield toApiResponse(step.value);
    }
  }

  #context(options: CallOptions): CallContext {
    const now = this.#now();
    const deadline = options.atLeastOnce ? Math.max(this.#deadline, now + this.#timeoutMs) : this.#deadline;
    return newCallContext({
      what: options.what,
      deadline,
      timeoutMs: this.#timeoutMs,
      noRetry: options.noRetry === true,
      permission: options.permission,
    });
  }

  #ensureClient(): Promise<{ octokit: OctokitLike; fetch: FetchLike }> {
    this.#client ??= this.#createClient();
    return this.#client;
  }

  async #createClient(): Promise<{ octokit: OctokitLike; fetch: FetchLike }> {
    const transport = this.#transport;
    const [{ getOctokit }, inner] = await Promise.all([import('@actions/github'), this.#innerFetch()]);
    const fetch = guardedFetch({
      inner,
      origin: this.#origin,
      defaultTimeoutMs: this.#timeoutMs,
      onRequest: () => {
        this.#requests += 1;
      },
      log: this.#log,
      now: this.#now,
      sleep: this.#sleep,
    });
    const octokit = getOctokit(transport.token, {
      baseUrl: transport.baseUrl,
      request: { fetch, parseSuccessResponseBody: false },
      log: { debug: () => undefined, info: () => undefined, warn: (message: string) => this.#log(message), error: (message: string) => this.#log(message) },
    } as Parameters<typeof getOctokit>[1]) as unknown as OctokitLike;
    octokit.hook.wrap('request', (send, options) => this.#firstAttempt(send, options, fetch));
    return { octokit, fetch };
  }

  async #innerFetch(): Promise<FetchLike> {
    const transport = this.#transport;
    if (transport.http === 'fetch') {
      // @actions/github's own proxy-aware undici fetch (its proxy is chosen for GITHUB_API_URL).
      const { defaults } = (await import('@actions/github/lib/utils')) as unknown as {
        defaults: { request: { fetch: (url: string, init: RequestInit) => Promise<Response> } };
      };
      return bufferedFetch(defaults.request.fetch);
    }
    const options: Parameters<typeof createHttpFetch>[0] = { env: transport.env, maxSockets: Math.max(2, transport.pageConcurrency) };
    if (transport.ca !== undefined) options.ca = transport.ca;
    return createHttpFetch(options);
  }

  /** The first attempt of every request: plain, and handed to the retry path when it fails. */
  async #firstAttempt(send: RequestFunction, options: Record<string, unknown>, fetch: FetchLike): Promise<OctokitResponse> {
    try {
      return parseBody(await send(options));
    } catch (error) {
      const context = callContext.getStore();
      if (!context || context.noRetry) throw error;
      const wait = this.#retryAfterOnly(error, context);
      if (wait !== undefined) {
        // GitHub's guidance: wait `retry-after` seconds, then retry (once here; a second limit is E041).
        this.#log(`GitHub rate limit on ${context.what} (retry-after): waiting ${Math.ceil(wait / 1000)} s, then one retry.`);
        await this.#sleep(wait);
        return parseBody(await send(options));
      }
      if (!this.#worthRetrying(error, context)) throw error;
      const retryPath = await this.#ensureRetryPath(fetch);
      return parseBody((await retryPath.request(options, error, context)) as OctokitResponse);
    }
  }

  /**
   * A 403/429 that carries `retry-after` but neither `x-ratelimit-remaining: 0` nor a secondary
   * rate-limit message (which octokit's throttling plugin would not retry): the wait in ms when
   * it is at most {@link MAX_RETRY_AFTER_MS} and fits the budget, else undefined.
   */
  #retryAfterOnly(error: unknown, context: CallContext): number | undefined {
    if (!isRequestFailure(error) || (error.status !== 429 && error.status !== 403)) return undefined;
    const headers = lowerHeaders(error.response?.headers);
    if (headers['retry-after'] === undefined || throttlingRetries(headers, messageOf(error.response?.data))) return undefined;
    const wait = retryAfterMs(headers['retry-after'], this.#now());
    if (wait === undefined || wait > MAX_RETRY_AFTER_MS || wait >= context.deadline - this.#now()) return undefined;
    return wait;
  }

  /** Would octokit's plugins retry this, with time left to do so? */
  #worthRetrying(error: unknown, context: CallContext): boolean {
    if (!isRequestFailure(error)) return false;
    const status = error.status ?? 0;
    // Also timeouts and network errors, which octokit wraps as 500; the first wait must fit.
    if (status >= 500) return this.#backoffMs < context.deadline - this.#now();
    if (status !== 403 && status !== 429) return false;
    const headers = lowerHeaders(error.response?.headers);
    if (!throttlingRetries(headers, messageOf(error.response?.data))) return false;
    return rateLimitWaitMs(headers, this.#now()) < context.deadline - this.#now();
  }

  #ensureRetryPath(fetch: FetchLike): Promise<RetryPath> {
    this.#retryPath ??= import('./retry-path.js').then(({ createRetryPath }) =>
      createRetryPath({
        token: this.#transport.token,
        baseUrl: this.#transport.baseUrl,
        fetch,
        backoffMs: this.#backoffMs,
        now: this.#now,
        sleep: this.#sleep,
        log: this.#log,
      }),
    );
    return this.#retryPath;
  }

  /** The coded error for a failed call. */
  #failure(error: unknown, context: CallContext, options: CallOptions): ApiError {
    if (error instanceof ApiError) return error;
    const { what } = options;
    if (error instanceof TransportStop) {
      if (error.reason === 'foreign-origin') {
        return new ApiError(ErrorCode.API_FOREIGN_ORIGIN, `GitHub API ${what}: ${error.message}. Check GITHUB_API_URL; the token was not sent there.`);
      }
      if (error.reason === 'redirects') return new ApiError(ErrorCode.API_ERROR, `GitHub API ${what}: ${error.message}.`);
      return this.#exhausted(what, context);
    }
    if (!isRequestFailure(error)) {
      const message = error instanceof Error ? error.message : String(error);
      return new ApiError(ErrorCode.API_ERROR, `GitHub API failed for ${what}: ${message.replace(/[\r\n]+/g, ' ').slice(0, 200)}.`);
    }
    const status = error.status ?? 0;
    const response = error.response;
    if (response === undefined) {
      // Octokit wraps a timed-out attempt and a network error as status 500 without an answer.
      if (error.cause instanceof AttemptTimeout || context.lastFailure?.kind === 'timeout') {
        return new ApiError(ErrorCode.API_TIMEOUT, `GitHub did not answer in time for ${what} (last: ${context.lastFailure?.detail ?? 'timeout'}).`);
      }
      return new ApiError(ErrorCode.API_ERROR, `GitHub API failed for ${what} after retries (last: ${context.lastFailure?.detail ?? 'network error'}).`);
    }
    const headers = lowerHeaders(response.headers);
    const detail = messageOf(response.data);
    const suffix = detail ? `: ${detail}` : '';
    if (status === 401) {
      return new ApiError(ErrorCode.API_BAD_CREDENTIALS, `GitHub rejected the token (401) while reading ${what}${suffix}. Check the "token" input.`, status);
    }
    if (status === 403 || status === 429) {
      if (isRateLimited(status, headers, detail)) {
        const wait = rateLimitWaitMs(headers, this.#now());
        return new ApiError(
          ErrorCode.API_RATE_LIMITED,
          wait >= context.deadline - this.#now()
            ? `GitHub's rate limit for ${what} lifts in ${Math.ceil(wait / 1000)} s, beyond the retry budget.`
            : `GitHub's rate limit for ${what} did not lift within the retry budget.`,
          status,
        );
      }
      return new ApiError(ErrorCode.API_PERMISSION_DENIED, permissionDeniedMessage(what, status, detail, headers, options.permission), status);
    }
    if (status === 404) {
      const hint = options.permission ? ` If it exists, the token may lack access (${options.permission}).` : '';
      return new ApiError(options.notFoundCode ?? ErrorCode.API_ERROR, `GitHub found no ${what} (404).${hint}`, status);
    }
    if (status >= 500) {
      return new ApiError(ErrorCode.API_ERROR, `GitHub API failed for ${what} after ${context.attempts} attempt(s) (last: HTTP ${status}).`, status);
    }
    return new ApiError(ErrorCode.API_ERROR, `GitHub answered ${status} for ${what}${suffix}.`, status);
  }

  #exhausted(what: string, context: CallContext): ApiError {
    const failure = context.lastFailure;
    const suffix = failure ? ` (last: ${failure.detail})` : '';
    switch (failure?.kind) {
      case 'rate':
        return new ApiError(ErrorCode.API_RATE_LIMITED, `GitHub's rate limit for ${what} did not lift within the retry budget.`);
      case 'server':
      case 'network':
        return new ApiError(ErrorCode.API_ERROR, `GitHub API failed for ${what} after retries${suffix}.`);
      case 'timeout':
        return new ApiError(ErrorCode.API_TIMEOUT, `GitHub did not answer in time for ${what}${suffix}.`);
      default:
        return new ApiError(ErrorCode.API_TIMEOUT, `No time left in the API budget for ${what}.`);
    }
  }
}

function permissionDeniedMessage(what: string, status: number, detail: string, headers: Record<string, string>, permission: string | undefined): string {
  const accepted = acceptedPermissions(headers);
  const sso = headers['x-github-sso'] !== undefined ? ' The organization requires SAML single sign-on: authorize the token for it.' : '';
  const needs = accepted
    ? ` GitHub accepts these token permissions for it: ${accepted}.`
    : permission
      ? ` The token needs ${permission}: grant it in the workflow's \`permissions:\` block (or to the token).`
      : " Check the token and the workflow's `permissions:`.";
  return `GitHub refused the token access to ${what} (${status}${detail ? `: ${detail}` : ''}); this is not a rate limit.${needs}${sso}`;
}
