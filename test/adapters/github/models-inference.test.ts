/**
 * The GitHub Models adapter (src/adapters/github/models-inference.ts) against a real HTTP server
 * on 127.0.0.1: the headers GitHub documents, a redirect is refused (the token never follows
 * it), an answer over the size bound and a non-JSON body, and every failure as a value.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelsClient } from '../../../src/adapters/github/models-inference.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end('{}');
const seen: IncomingMessage[] = [];
const server = createServer((req, res) => {
  seen.push(req);
  req.resume();
  req.on('end', () => handler(req, res));
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (path = '/inference/chat/completions', timeoutMs = 2000) => createModelsClient({ url: new URL(`${base}${path}`), token: 'secret-token', timeoutMs });

describe('models-inference', () => {
  it('sends the documented headers and parses a JSON answer', async () => {
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
    seen.length = 0;
    expect(await client().complete({ model: 'm' })).toEqual({ ok: true, data: { choices: [] } });
    const headers = seen[0]?.headers ?? {};
    expect(headers['authorization']).toBe('Bearer secret-token');
    expect(headers['accept']).toBe('application/vnd.github+json');
    expect(headers['x-github-api-version']).toBe('2022-11-28');
    expect(headers['content-type']).toBe('application/json');
  });

  it('refuses a redirect: the token is not sent to its target', async () => {
    handler = (req, res) => {
      if (req.url === '/elsewhere') res.end('{}');
      else res.writeHead(307, { location: `${base}/elsewhere` }).end();
    };
    seen.length = 0;
    const outcome = await client().complete({});
    expect(outcome).toMatchObject({ ok: false, failure: 'failed' });
    expect(seen.map((r) => r.url)).toEqual(['/inference/chat/completions']);
  });

  it('an answer over 256 KiB is a failure; a body that is not JSON is handed on as text', async () => {
    handler = (_req, res) => res.writeHead(200).end('x'.repeat(300 * 1024));
    expect(await client().complete({})).toMatchObject({ ok: false, failure: 'failed', detail: expect.stringContaining('larger') });
    handler = (_req, res) => res.writeHead(200).end('not json');
    expect(await client().complete({})).toEqual({ ok: true, data: 'not json' });
  });

  it.each([
    [401, 'denied'],
    [403, 'denied'],
    [429, 'rate-limited'],
    [500, 'failed'],
  ] as const)('HTTP %i is %s', async (status, failure) => {
    handler = (_req, res) => res.writeHead(status).end('{}');
    expect(await client().complete({})).toMatchObject({ ok: false, failure, status });
  });

  it('no answer within the bound is a timeout', async () => {
    handler = () => undefined;
    const started = Date.now();
    expect(await client('/inference/chat/completions', 200).complete({})).toMatchObject({ ok: false, failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a closed port is a failure, not an exception', async () => {
    const closed = createModelsClient({ url: new URL('http://127.0.0.1:9/x'), token: 't', timeoutMs: 2000 });
    expect(await closed.complete({})).toMatchObject({ ok: false, failure: 'failed' });
  });
});
