/**
 * A small GitHub REST client with the retry policy legion-router needs, independent of the HTTP
 * library underneath (see octokit-transport.ts for the real one).
 *
 * - 5xx answers and network errors are retried with exponential backoff (honouring
 *   `retry-after` when the server sends one).
 * - 403/429 rate limits wait for `retry-after`, or for `x-ratelimit-reset` when
 *   `x-ratelimit-remaining` is 0 — but only when that wait fits the budget; otherwise the call
 *   fails at once with E041 instead of sleeping for nothing.
 * - Every attempt has a timeout (AbortSignal); all attempts of all calls share one total budget.
 *   When the budget runs out the error code says why: E044 (timeouts), E041 (rate limit),
 *   E040 (server or network errors).
 * - 401 → E042 at once; other 4xx are returned to the caller or fail with E040.
 */
import { ErrorCode, type ErrorCodeValue } from '../../core/error-codes.js';

export interface ApiRequest {
  method: 'GET' | 'POST';
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

/**
 * Performs one HTTP request. Resolves with the response for every HTTP status; rejects only when
 * no response arrived (network error, or `signal` aborted).
 */
export type Transport = (request: ApiRequest, signal: AbortSignal) => Promise<ApiResponse>;

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  transport: Transport;
  /** Total time for all attempts of all calls, ms. */
  budgetMs?: number;
  /** Time for one attempt, ms. */
  timeoutMs?: number;
  /** First backoff delay, ms (doubles per retry, capped at 8 s, ±20 % jitter). */
  backoffMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Called with a one-line note before each retry. */
  log?: (message: string) => void;
}

export interface CallOptions {
  /** Short description for messages (`pull request #5`). */
  what: string;
  /** Non-2xx statuses the caller handles itself (e.g. 404 for "not a collaborator"). */
  accept?: readonly number[];
  /** Error code for 404 (and for 403 without rate-limit signs); default E040. */
  notFoundCode?: ErrorCodeValue;
  /** Try once even when the budget is spent (feedback calls at the end of a run). */
  atLeastOnce?: boolean;
  /** No retries (feedback calls: a missing reaction is not worth waiting for). */
  noRetry?: boolean;
}

export const DEFAULT_BUDGET_MS = 60_000;
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;
/** GitHub's advice for a secondary rate limit without headers: wait at least a minute. */
const SECONDARY_LIMIT_WAIT_MS = 60_000;

/** Positive integer from an environment variable, else the fallback. */
export function envMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return fallback;
  const number = Number(value.trim());
  return number > 0 ? number : fallback;
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

type FailureKind = 'timeout' | 'server' | 'network' | 'rate';

function header(response: ApiResponse, name: string): string | undefined {
  return response.headers[name];
}

/** `retry-after` in ms: delta-seconds or an HTTP date. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d{1,7}$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

function messageOf(data: unknown): string {
  if (data !== null && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string') return message.slice(0, 200).replace(/[\r\n]+/g, ' ');
  }
  return '';
}

export class GitHubApi {
  readonly #transport: Transport;
  readonly #timeoutMs: number;
  readonly #backoffMs: number;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #log: (message: string) => void;
  readonly #deadline: number;
  /** Requests sent, for the summary. */
  requests = 0;

  constructor(options: ApiClientOptions) {
    this.#transport = options.transport;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
    this.#now = options.now ?? Date.now;
    this.#sleep = options.sleep ?? defaultSleep;
    this.#log = options.log ?? (() => undefined);
    this.#deadline = this.#now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  }

  remainingMs(): number {
    return this.#deadline - this.#now();
  }

  async call(request: ApiRequest, options: CallOptions): Promise<ApiResponse> {
    let attempt = 0;
    let lastKind: FailureKind | null = null;
    let lastDetail = '';
    for (;;) {
      let remaining = this.remainingMs();
      if (remaining <= 0) {
        if (lastKind !== null || !options.atLeastOnce) throw this.#exhausted(options.what, lastKind, lastDetail);
        remaining = this.#timeoutMs;
      }
      attempt += 1;
      const timeout = Math.max(1, Math.min(this.#timeoutMs, remaining));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeout);
      let response: ApiResponse;
      this.requests += 1;
      try {
        response = await this.#transport(request, controller.signal);
      } catch (error) {
        lastKind = controller.signal.aborted ? 'timeout' : 'network';
        lastDetail =
          lastKind === 'timeout'
            ? `no answer within ${timeout} ms`
            : `network error: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`;
        if (options.noRetry) throw this.#exhausted(options.what, lastKind, lastDetail);
        await this.#backoff(options.what, attempt, lastKind, lastDetail, undefined);
        continue;
      } finally {
        clearTimeout(timer);
      }

      const { status } = response;
      if ((status >= 200 && status < 300) || options.accept?.includes(status)) return response;
      const detail = messageOf(response.data);
      if (status === 401) {
        throw new ApiError(
          ErrorCode.API_BAD_CREDENTIALS,
          `GitHub rejected the token (401) while reading ${options.what}${detail ? `: ${detail}` : ''}. Check the "token" input.`,
          status,
        );
      }
      if (status === 403 || status === 429) {
        const wait = this.#rateLimitWait(response);
        if (wait !== undefined) {
          lastKind = 'rate';
          lastDetail = `rate limited (${status})`;
          if (options.noRetry || wait > this.remainingMs()) {
            throw new ApiError(
              ErrorCode.API_RATE_LIMITED,
              `GitHub's rate limit for ${options.what} lifts in ${Math.ceil(wait / 1000)} s, beyond the retry budget.`,
              status,
            );
          }
          this.#log(`GitHub rate limit on ${options.what}: waiting ${Math.ceil(wait / 1000)} s.`);
          await this.#sleep(wait);
          continue;
        }
        throw new ApiError(
          options.notFoundCode ?? ErrorCode.API_ERROR,
          `GitHub refused access to ${options.what} (403)${detail ? `: ${detail}` : ''}. Check the workflow's permissions.`,
          status,
        );
      }
      if (status === 404) {
        throw new ApiError(options.notFoundCode ?? ErrorCode.API_ERROR, `GitHub found no ${options.what} (404).`, status);
      }
      if (status >= 500) {
        lastKind = 'server';
        lastDetail = `HTTP ${status}`;
        if (options.noRetry) throw this.#exhausted(options.what, lastKind, lastDetail);
        const after = retryAfterMs(header(response, 'retry-after'), Date.now());
        await this.#backoff(options.what, attempt, lastKind, lastDetail, after);
        continue;
      }
      throw new ApiError(
        ErrorCode.API_ERROR,
        `GitHub answered ${status} for ${options.what}${detail ? `: ${detail}` : ''}.`,
        status,
      );
    }
  }

  /** Wait before the next attempt, or fail now when the wait would not fit the budget. */
  async #backoff(
    what: string,
    attempt: number,
    kind: FailureKind,
    detail: string,
    retryAfter: number | undefined,
  ): Promise<void> {
    const base = Math.min(MAX_BACKOFF_MS, this.#backoffMs * 2 ** (attempt - 1));
    const jittered = Math.round(base * (0.8 + Math.random() * 0.4));
    const wait = retryAfter !== undefined ? Math.max(retryAfter, jittered) : jittered;
    if (wait >= this.remainingMs()) throw this.#exhausted(what, kind, detail);
    this.#log(`GitHub API ${what}: ${detail}; retrying in ${wait} ms (attempt ${attempt + 1}).`);
    await this.#sleep(wait);
  }

  /** How long a 403/429 asks to wait, or undefined when it is not a rate limit. */
  #rateLimitWait(response: ApiResponse): number | undefined {
    const now = Date.now();
    const after = retryAfterMs(header(response, 'retry-after'), now);
    if (after !== undefined) return after;
    if (header(response, 'x-ratelimit-remaining') === '0') {
      const reset = Number(header(response, 'x-ratelimit-reset'));
      if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now) + 1000;
      return SECONDARY_LIMIT_WAIT_MS;
    }
    if (response.status === 429) return SECONDARY_LIMIT_WAIT_MS;
    const message = messageOf(response.data).toLowerCase();
    if (message.includes('rate limit')) return SECONDARY_LIMIT_WAIT_MS;
    return undefined;
  }

  #exhausted(what: string, kind: FailureKind | null, detail: string): ApiError {
    const suffix = detail ? ` (last: ${detail})` : '';
    switch (kind) {
      case 'timeout':
        return new ApiError(ErrorCode.API_TIMEOUT, `GitHub did not answer in time for ${what}${suffix}.`);
      case 'rate':
        return new ApiError(ErrorCode.API_RATE_LIMITED, `GitHub's rate limit for ${what} did not lift within the retry budget.`);
      case 'server':
      case 'network':
        return new ApiError(ErrorCode.API_ERROR, `GitHub API failed for ${what} after retries${suffix}.`);
      default:
        return new ApiError(ErrorCode.API_TIMEOUT, `No time left in the API budget for ${what}.`);
    }
  }
}
