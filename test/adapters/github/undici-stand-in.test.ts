/**
 * The bundle's stand-in for undici: building its ProxyAgent is harmless, sending through it is
 * refused loudly with E084, and its fetch without a dispatcher is Node's built-in fetch.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/core/error-codes.js';
import { ProxyAgent, STAND_IN_REFUSAL, fetch } from '../../../src/adapters/github/undici-stand-in.js';

describe('undici stand-in', () => {
  let server: Server;
  let url = '';
  let requests = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests += 1;
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('the refusal names its code and what to do', () => {
    expect(STAND_IN_REFUSAL.startsWith(`${ErrorCode.BUNDLED_UNDICI_REFUSED}:`)).toBe(true);
    expect(STAND_IN_REFUSAL).toMatch(/unset LEGION_ROUTER_HTTP/);
  });

  it('a ProxyAgent can be built (as @actions/http-client does when HTTPS_PROXY is set), but never dispatches', () => {
    const agent = new ProxyAgent({ uri: 'http://proxy.test:8080', pipelining: 1 });
    expect(agent.options).toEqual({ uri: 'http://proxy.test:8080', pipelining: 1 });
    expect(() => agent.dispatch()).toThrow(STAND_IN_REFUSAL);
  });

  it('fetch through a dispatcher (a proxy) is refused before anything is sent', async () => {
    const before = requests;
    await expect(fetch(url, { dispatcher: new ProxyAgent({ uri: 'http://proxy.test:8080' }) })).rejects.toThrow(STAND_IN_REFUSAL);
    await expect(fetch(url, { dispatcher: {} })).rejects.toThrow(STAND_IN_REFUSAL);
    expect(requests).toBe(before);
  });

  it('fetch without a dispatcher is the built-in fetch', async () => {
    const response = await fetch(url, { dispatcher: undefined, headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
