/**
 * GitHub's rate-limit signals, as its REST documentation ("Rate limits for the REST API") gives
 * them:
 * - a primary limit answers 403 or 429 with `x-ratelimit-remaining: 0`; retry after
 *   `x-ratelimit-reset` (epoch seconds);
 * - a secondary limit answers 403 or 429 with a message about a secondary rate limit; retry
 *   after `retry-after` seconds when present, else after `x-ratelimit-reset` when the remaining
 *   count is 0, else after at least one minute.
 * `retry-after`, when present, always wins: @octokit/plugin-throttling reads it only for
 * secondary limits, so retry-path.ts tops its wait up to {@link rateLimitWaitMs}.
 */

/**
 * Statuses @octokit/plugin-retry leaves alone: its defaults plus 429 (a rate limit, which is the
 * throttling plugin's). It retries every other status from 400 up.
 */
export const DO_NOT_RETRY: readonly number[] = [400, 401, 403, 404, 410, 422, 429, 451];

/** Whether @octokit/plugin-retry (configured with {@link DO_NOT_RETRY}) retries this status. */
export function retryPluginRetries(status: number): boolean {
  return status >= 400 && !DO_NOT_RETRY.includes(status);
}

/**
 * The longest `retry-after` a 403/429 without other rate-limit signals is waited for (then
 * retried once, api-client.ts); a longer one is E041 at once.
 */
export const MAX_RETRY_AFTER_MS = 60_000;

/** GitHub's advice for a secondary rate limit without headers: wait at least a minute. */
export const SECONDARY_LIMIT_WAIT_MS = 60_000;

/** `retry-after` in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (/^\d{1,7}$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Whether a 403/429 answer is a rate limit (rather than a refused permission). */
export function isRateLimited(status: number, headers: Readonly<Record<string, string>>, message: string): boolean {
  if (status === 429) return true;
  if (status !== 403) return false;
  if (headers['x-ratelimit-remaining'] === '0' || headers['retry-after'] !== undefined) return true;
  return /rate limit/i.test(message.slice(0, 2000));
}

/**
 * Whether @octokit/plugin-throttling retries this 403/429: a secondary-limit message, or
 * `x-ratelimit-remaining: 0`. A 429 without either is retried once after its `retry-after`
 * (api-client.ts), else it is a rate limit (E041) that is not retried.
 */
export function throttlingRetries(headers: Readonly<Record<string, string>>, message: string): boolean {
  return headers['x-ratelimit-remaining'] === '0' || /\bsecondary rate\b/i.test(message.slice(0, 2000));
}

/** How long GitHub asks to wait before retrying a rate-limited request, ms. */
export function rateLimitWaitMs(headers: Readonly<Record<string, string>>, now: number): number {
  const after = retryAfterMs(headers['retry-after'], now);
  if (after !== undefined) return after;
  if (headers['x-ratelimit-remaining'] === '0') {
    const reset = Number(headers['x-ratelimit-reset']);
    if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now) + 1000;
  }
  return SECONDARY_LIMIT_WAIT_MS;
}
