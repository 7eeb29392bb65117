/**
 * What the transport needs to know about the API call an HTTP attempt belongs to.
 *
 * Octokit's `paginate` passes only method, URL and headers to each page request, so per-call
 * settings cannot travel in the request options. They travel in an AsyncLocalStorage instead:
 * {@link GitHubApi} runs every call inside `callContext.run(context, …)`, and the transport, the
 * retry path and the rate-limit handlers read it with `callContext.getStore()`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Why the last attempt of a call failed, for the final error's code and message. */
export type FailureKind = 'timeout' | 'server' | 'network' | 'rate';

export interface Failure {
  kind: FailureKind;
  /** One line, e.g. `HTTP 502`, `no answer within 300 ms`. */
  detail: string;
}

/** Status and headers of the latest answer of a call (the rate-limit handlers read them). */
export interface SeenResponse {
  status: number;
  /** Lower-cased names. */
  headers: Readonly<Record<string, string>>;
}

export interface CallContext {
  /** Short description for messages (`pull request #5`). */
  readonly what: string;
  /** Epoch ms after which no attempt of this call starts. */
  readonly deadline: number;
  /** Longest wait for one attempt, ms. */
  readonly timeoutMs: number;
  /** No retries (feedback calls). */
  readonly noRetry: boolean;
  /** The token permission the call needs, named in E046 messages (`pull-requests: read`). */
  readonly permission: string | undefined;
  /** HTTP requests sent for this call. */
  attempts: number;
  lastFailure: Failure | undefined;
  lastResponse: SeenResponse | undefined;
  /** The latest answer itself (a fully read response), for {@link CallContext.replay}. */
  lastRaw: unknown;
  /**
   * Set by the retry path just before it hands the call to the retrying client: the first
   * attempt there re-delivers this outcome instead of sending the request again.
   */
  replay: Replay | undefined;
  /**
   * Set when the retry plugin has taken the call over: its first wait, ms. The retry plugin waits
   * n² times this after attempt n; guarded-fetch.ts ends the call when that wait would not fit.
   */
  retryBackoffMs: number | undefined;
  /** The retry plugin's wait before the next attempt, slept by guarded-fetch.ts (see there). */
  pendingWaitMs: number | undefined;
}

/** A failed outcome to deliver once more: the answer itself, or the error the attempt threw. */
export type Replay = { response: unknown } | { error: unknown };

export const callContext = new AsyncLocalStorage<CallContext>();

export function newCallContext(fields: Pick<CallContext, 'what' | 'deadline' | 'timeoutMs' | 'noRetry' | 'permission'>): CallContext {
  return { ...fields, attempts: 0, lastFailure: undefined, lastResponse: undefined, lastRaw: undefined, replay: undefined, retryBackoffMs: undefined, pendingWaitMs: undefined };
}
