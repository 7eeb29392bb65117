/**
 * A fetch for octokit (`request.fetch`) over node:http / node:https with keep-alive agents.
 *
 * Why: measured against @actions/github's undici fetch on the 30-page listing of a 3,000-file
 * pull request, this is faster and loads less (see BENCHMARKS.md, "Peers"). What it does, and
 * no more:
 * - one keep-alive agent per origin and proxy (idle sockets do not keep the process alive);
 * - `HTTPS_PROXY` / `HTTP_PROXY` / `NO_PROXY` as the Actions toolkit reads them
 *   (proxy-env.ts): absolute-form requests for http targets, a CONNECT tunnel for https;
 * - `accept-encoding: gzip, deflate, br`, decoded here, with bounded sizes;
 * - never follows a redirect (the caller, guarded-fetch.ts, decides), never reads cookies;
 * - node:https, node:tls and node:zlib are loaded only when a request needs them.
 */
import * as http from 'node:http';
import type * as https from 'node:https';
import type * as tls from 'node:tls';
import type * as zlib from 'node:zlib';
import type { Duplex } from 'node:stream';
import { BufferedHeaders, BufferedResponse, type FetchInit, type FetchLike } from './fetch-like.js';
import { proxyAuthorization, proxyFor } from './proxy-env.js';

export interface HttpFetchOptions {
  /** Where proxy settings are read (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Extra trusted certificate authority (tests with a local TLS server). */
  ca?: string | Buffer;
  /** Sockets per origin (default 4). */
  maxSockets?: number;
}

/** Largest body accepted, compressed or not: far above any REST page GitHub sends. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

export interface HttpFetch extends FetchLike {
  /** Close the idle sockets (tests; a finished action exits without it). */
  close(): void;
}

const builtin = <T>(name: string): T => process.getBuiltinModule(name) as T;

function decode(body: Buffer, encoding: string | undefined): Buffer {
  const name = (encoding ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return body;
  const z = builtin<typeof zlib>('node:zlib');
  const limit = { maxOutputLength: MAX_BODY_BYTES };
  if (name === 'gzip' || name === 'x-gzip') return z.gunzipSync(body, limit);
  if (name === 'br') return z.brotliDecompressSync(body, limit);
  if (name === 'deflate') {
    // RFC 9110 deflate is zlib-wrapped; some servers send raw deflate.
    try {
      return z.inflateSync(body, limit);
    } catch {
      return z.inflateRawSync(body, limit);
    }
  }
  throw new Error(`unsupported content-encoding ${JSON.stringify(name.slice(0, 40))}`);
}

/** node:http wants IPv6 literals without brackets. */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function defaultPort(url: URL): number {
  return url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

export function createHttpFetch(options: HttpFetchOptions = {}): HttpFetch {
  const env = options.env ?? process.env;
  const maxSockets = options.maxSockets ?? 4;
  const agents = new Map<string, http.Agent>();

  const agentFor = (key: string, make: () => http.Agent): http.Agent => {
    let agent = agents.get(key);
    if (!agent) {
      agent = make();
      agents.set(key, agent);
    }
    return agent;
  };

  /** An https agent whose sockets are TLS over a CONNECT tunnel through `proxy`. */
  const tunnelAgent = (proxy: URL): https.Agent => {
    const httpsModule = builtin<typeof https>('node:https');
    const tlsModule = builtin<typeof tls>('node:tls');
    const agent = new httpsModule.Agent({ keepAlive: true, maxSockets, ...(options.ca ? { ca: options.ca } : {}) });
    const authorization = proxyAuthorization(proxy);
    // Agent#createConnection may hand the socket to its callback later; Node's Agent supports it.
    (agent as unknown as { createConnection: unknown }).createConnection = (
      connectOptions: tls.ConnectionOptions & { host: string; port: number },
      done: (error: Error | null, socket?: Duplex) => void,
    ): undefined => {
      const proxyModule = proxy.protocol === 'https:' ? builtin<typeof https>('node:https') : http;
      const authority = `${connectOptions.host}:${connectOptions.port}`;
      const connect = proxyModule.request({
        host: bareHost(proxy.hostname),
        port: defaultPort(proxy),
        method: 'CONNECT',
        path: authority,
        headers: { host: authority, ...(authorization ? { 'proxy-authorization': authorization } : {}) },
        agent: false,
      });
      connect.once('connect', (response, socket) => {
        if (response.statusCode !== 200) {
          socket.destroy();
          done(new Error(`the proxy answered ${response.statusCode} to CONNECT ${authority}`));
          return;
        }
        const secure = tlsModule.connect({
          socket,
          servername: connectOptions.servername ?? connectOptions.host,
          ...(options.ca ? { ca: options.ca } : {}),
        });
        done(null, secure);
      });
      connect.once('error', (error) => done(error));
      connect.end();
      return undefined;
    };
    return agent;
  };

  const send = (url: string, init: FetchInit, retryReset: boolean): Promise<BufferedResponse> => {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
    }
    const secure = target.protocol === 'https:';
    const proxy = proxyFor(target, env);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'accept-encoding')) {
      headers['accept-encoding'] = 'gzip, deflate, br';
    }
    const body = init.body ?? undefined;
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));

    let request: http.ClientRequest;
    if (!secure && proxy) {
      // Absolute-form request to the proxy (RFC 9112 §3.2.2).
      const viaModule = proxy.protocol === 'https:' ? builtin<typeof https>('node:https') : http;
      const authorization = proxyAuthorization(proxy);
      request = viaModule.request({
        host: bareHost(proxy.hostname),
        port: defaultPort(proxy),
        method,
        path: target.href,
        headers: { ...headers, host: target.host, ...(authorization ? { 'proxy-authorization': authorization } : {}) },
        agent: agentFor(`proxy ${proxy.href}`, () =>
          proxy.protocol === 'https:' ? new (builtin<typeof https>('node:https').Agent)({ keepAlive: true, maxSockets }) : new http.Agent({ keepAlive: true, maxSockets }),
        ),
      });
    } else {
      const module = secure ? builtin<typeof https>('node:https') : http;
      const agent = secure
        ? agentFor(`https ${proxy?.href ?? ''}`, () =>
            proxy ? tunnelAgent(proxy) : new (builtin<typeof https>('node:https').Agent)({ keepAlive: true, maxSockets, ...(options.ca ? { ca: options.ca } : {}) }),
          )
        : agentFor('http', () => new http.Agent({ keepAlive: true, maxSockets }));
      request = module.request({
        host: bareHost(target.hostname),
        port: defaultPort(target),
        method,
        path: `${target.pathname}${target.search}`,
        headers,
        agent,
      });
    }

    return new Promise<BufferedResponse>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      const onAbort = (): void => {
        request.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      if (signal?.aborted) {
        onAbort();
      } else {
        signal?.addEventListener('abort', onAbort, { once: true });
      }
      const settle = (): void => signal?.removeEventListener('abort', onAbort);

      request.once('error', (error: NodeJS.ErrnoException) => {
        settle();
        // A kept-alive socket the server closed meanwhile: send once more on a fresh one
        // (Node's documented pattern; only for requests without side effects).
        if (retryReset && request.reusedSocket && error.code === 'ECONNRESET' && (method === 'GET' || method === 'HEAD')) {
          send(url, init, false).then(resolve, reject);
          return;
        }
        reject(error);
      });
      request.once('response', (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) {
            request.destroy(new Error(`the answer is larger than ${MAX_BODY_BYTES} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        let ended = false;
        response.once('error', (error) => {
          settle();
          reject(error);
        });
        response.once('close', () => {
          // Destroyed mid-answer (abort, size bound): the promise is already settled or is now.
          if (!ended) reject(signal?.reason instanceof Error ? signal.reason : new Error('the connection closed before the answer was complete'));
        });
        response.once('end', () => {
          ended = true;
          settle();
          let text: string;
          try {
            const raw = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
            text = decode(raw, response.headers['content-encoding']).toString('utf8');
          } catch (error) {
            reject(error);
            return;
          }
          resolve(new BufferedResponse(response.statusCode ?? 0, response.statusMessage ?? '', url, new BufferedHeaders(Object.entries(response.headers)), text));
        });
      });
      request.end(body);
    });
  };

  return Object.assign((url: string, init: FetchInit) => send(url, init, true), {
    close(): void {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  });
}
