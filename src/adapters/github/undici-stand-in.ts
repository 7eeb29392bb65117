/**
 * What the bundle gives @actions/github and @actions/http-client in place of the `undici`
 * package (tsconfig.json `paths`, read by ncc's resolver; scripts/build.mjs checks no undici is
 * left). Both import it, but legion-router never sends a request through it: every request goes
 * through octokit with our own `request.fetch` (http-fetch.ts, node:http). undici is about
 * 900 KiB of source that each command run would compile and evaluate for nothing (BENCHMARKS.md,
 * "Cold start and bundle").
 *
 * Only the two names those packages import exist here:
 * - `ProxyAgent`: @actions/http-client builds one when HTTPS_PROXY / HTTP_PROXY is set (when
 *   @actions/github is imported). Building one is harmless; dispatching through it refuses;
 * - `fetch`: @actions/github's proxy-aware default fetch, used only by the comparison transport
 *   `LEGION_ROUTER_HTTP=fetch` (octokit-transport.ts), which then runs on Node's built-in fetch
 *   (undici inside Node). Through a proxy it refuses rather than going around the proxy.
 * A refusal is loud and coded ({@link ErrorCode.BUNDLED_UNDICI_REFUSED}); nothing is sent.
 *
 * Tests that import src/ directly use the real undici; the bundle's e2e tests use this file.
 */
import { ErrorCode } from '../../core/error-codes.js';

export const STAND_IN_REFUSAL = `${ErrorCode.BUNDLED_UNDICI_REFUSED}: the bundled legion-router has no undici to send this request through a proxy; unset LEGION_ROUTER_HTTP (the default transport honours HTTPS_PROXY / HTTP_PROXY / NO_PROXY). Nothing was sent.`;

/** Records the options @actions/http-client gives it; refuses to dispatch. */
export class ProxyAgent {
  readonly options: unknown;
  constructor(options?: unknown) {
    this.options = options;
  }

  dispatch(): never {
    throw new Error(STAND_IN_REFUSAL);
  }
}

type FetchInput = Parameters<typeof globalThis.fetch>[0];
type FetchOptions = Omit<NonNullable<Parameters<typeof globalThis.fetch>[1]>, 'dispatcher'> & { dispatcher?: unknown };

export function fetch(input: FetchInput, init: FetchOptions = {}): Promise<Response> {
  const { dispatcher, ...rest } = init;
  if (dispatcher !== undefined) return Promise.reject(new Error(STAND_IN_REFUSAL));
  return globalThis.fetch(input, rest);
}
