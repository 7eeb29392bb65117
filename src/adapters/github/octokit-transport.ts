/**
 * How the action reaches GitHub: the settings {@link GitHubApi} builds its octokit clients from
 * (@actions/github's `getOctokit`, with an explicit base URL: @actions/github reads
 * GITHUB_API_URL only once, when it is imported).
 *
 * `LEGION_ROUTER_HTTP=fetch` swaps the node:http transport for @actions/github's own
 * proxy-aware undici fetch (for comparisons; see BENCHMARKS.md). `LEGION_ROUTER_PAGE_CONCURRENCY`
 * (1–4, default 1) lets the file listing fetch that many pages at a time; GitHub discourages
 * concurrent requests (secondary rate limits), so 1 stays the default.
 */

export type HttpKind = 'node' | 'fetch';

export interface OctokitTransport {
  readonly token: string;
  /** GITHUB_API_URL without a trailing slash; only this origin is ever contacted. */
  readonly baseUrl: string;
  readonly http: HttpKind;
  /** Proxy settings are read from here (HTTPS_PROXY, NO_PROXY, …). */
  readonly env: NodeJS.ProcessEnv;
  /** Extra trusted certificate authority (tests with a local TLS server). */
  readonly ca?: string | Buffer;
  /** Pages of a file listing fetched at a time (1–4). */
  readonly pageConcurrency: number;
}

export const MAX_PAGE_CONCURRENCY = 4;

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const value = (env['GITHUB_API_URL'] ?? '').trim();
  return (value || 'https://api.github.com').replace(/\/+$/, '');
}

function pageConcurrencyFrom(env: NodeJS.ProcessEnv): number {
  const value = (env['LEGION_ROUTER_PAGE_CONCURRENCY'] ?? '').trim();
  if (!/^\d$/.test(value)) return 1;
  return Math.min(MAX_PAGE_CONCURRENCY, Math.max(1, Number(value)));
}

export function octokitTransport(
  token: string,
  baseUrl: string,
  options: { http?: HttpKind; env?: NodeJS.ProcessEnv; ca?: string | Buffer; pageConcurrency?: number } = {},
): OctokitTransport {
  const env = options.env ?? process.env;
  const transport: { -readonly [K in keyof OctokitTransport]: OctokitTransport[K] } = {
    token,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    http: options.http ?? (env['LEGION_ROUTER_HTTP'] === 'fetch' ? 'fetch' : 'node'),
    env,
    pageConcurrency: Math.min(MAX_PAGE_CONCURRENCY, Math.max(1, Math.floor(options.pageConcurrency ?? pageConcurrencyFrom(env)))),
  };
  if (options.ca !== undefined) transport.ca = options.ca;
  return transport;
}
