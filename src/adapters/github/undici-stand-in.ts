/**
 * What the bundle (scripts/build.mjs) gives @actions/github and @actions/http-client in place of
 * the `undici` package: both import it, but legion-router never sends a request through it —
 * every request goes through octokit with our own `request.fetch` (http-fetch.ts, node:http).
 * undici is about 900 KiB of source that each command run would compile and evaluate for nothing
 * (BENCHMARKS.md, "Cold start and bundle"); with this stand-in the bundle carries none of it.
 *
 * Only the two names those packages import exist here:
 * - `ProxyAgent`: @actions/http-client builds one when HTTPS_PROXY / HTTP_PROXY is set (when
 *   @actions/github is imported); here it only keeps its options;
 * - `fetch`: @actions/github's proxy-aware default fetch. It is used only by the comparison
 *   transport `LEGION_ROUTER_HTTP=fetch` (octokit-transport.ts), which then runs on Node's built-in
 *   fetch (undici inside Node). Through a proxy it refuses with a clear error rather than going
 *   around the proxy: the default transport honours HTTPS_PROXY / NO_PROXY.
 *
 * Tests that import src/ directly use the real undici; the bundle's e2e tests use this file.
 */

/** Inert: records the options @actions/http-client gives it. */
export class ProxyAgent {
  readonly options: unknown;
  constructor(options?: unknown) {
    this.options = options;
  }
}

type FetchInput = Parameters<typeof globalThis.fetch>[0];
type FetchOptions = NonNullable<Parameters<typeof globalThis.fetch>[1]> & { dispatcher?: unknown };

export function fetch(input: FetchInput, init: FetchOptions = {}): Promise<Response> {
  const { dispatcher, ...rest } = init;
  if (dispatcher instanceof ProxyAgent) {
    return Promise.reject(
      new Error('LEGION_ROUTER_HTTP=fetch cannot go through HTTPS_PROXY / HTTP_PROXY in the bundled action; unset LEGION_ROUTER_HTTP (the default transport uses the proxy).'),
    );
  }
  return globalThis.fetch(input, rest);
}
