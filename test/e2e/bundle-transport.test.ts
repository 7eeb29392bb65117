/**
 * End to end, the bundled action (dist/index.js, where undici is the stand-in) behind a proxy:
 * the default transport goes through HTTP_PROXY; the comparison transport LEGION_ROUTER_HTTP=fetch
 * refuses with E084 and sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/error-codes.js';
import { FakeProxy } from '../adapters/github/fake-proxy.js';
import { useE2ESuite } from '../support/e2e-suite.js';
import { BASE_SHA, HEAD_SHA, pullRequestPayload } from '../support/payloads.js';
import { HAS_NODE24 } from '../support/run-action.js';

const suite = useE2ESuite();
/** Not a loopback name: loopback hosts are never proxied. The proxy connects to the fake anyway. */
const HOST = 'api.github.test';
const portOf = (url: string): number => Number(new URL(url).port);
let proxy: FakeProxy | undefined;

beforeAll(async () => {
  if (HAS_NODE24) proxy = await FakeProxy.start({ host: '127.0.0.1', port: portOf(suite.fake.url) });
}, 180_000);
afterAll(async () => {
  await proxy?.close();
});

function behindProxy(extra: Record<string, string> = {}): Record<string, string> {
  if (!proxy) throw new Error('the proxy is not started');
  proxy.seen.length = 0;
  return { GITHUB_API_URL: `http://${HOST}:${portOf(suite.fake.url)}`, HTTP_PROXY: proxy.url, LEGION_ROUTER_API_BACKOFF_MS: '1', ...extra };
}

describe('the bundled action behind HTTP_PROXY', () => {
  it('lists the files through the proxy (the stand-in ProxyAgent is built, never used)', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'] });
    const result = await suite.run({ eventName: 'pull_request', payload: pullRequestPayload('labeled', ['just-document'], { changedFiles: 1 }), env: behindProxy() });
    expect(result.code).toBe(0);
    expect(result.outputs['error-code']).toBe('');
    expect(suite.fake.count('files')).toBe(1);
    expect(proxy?.seen.length).toBeGreaterThanOrEqual(1);
    expect(proxy?.seen.every((r) => r.kind === 'absolute' && r.target.startsWith(`http://${HOST}:`))).toBe(true);
  });

  it('LEGION_ROUTER_HTTP=fetch refuses with E084 and sends nothing', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'] });
    const result = await suite.run({
      eventName: 'pull_request',
      payload: pullRequestPayload('labeled', ['just-document'], { changedFiles: 1 }),
      env: behindProxy({ LEGION_ROUTER_HTTP: 'fetch' }),
    });
    expect(result.code).toBe(1);
    expect(result.outputs['error-code']).not.toBe('');
    expect(result.stdout).toContain(`${ErrorCode.BUNDLED_UNDICI_REFUSED}:`);
    expect(suite.fake.count()).toBe(0);
    expect(proxy?.seen).toEqual([]);
  });
});
