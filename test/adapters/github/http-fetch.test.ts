/**
 * The node:http(s) transport: proxies read from the environment as the Actions toolkit reads
 * them (absolute-form for http, a CONNECT tunnel for https, NO_PROXY, loopback never proxied),
 * compressed answers, keep-alive. Servers are local: the fake API, a fake proxy, and the fake API
 * over TLS with a certificate made by openssl for the test (skipped with a notice without it).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../../src/adapters/github/api-client.js';
import { createHttpFetch } from '../../../src/adapters/github/http-fetch.js';
import { octokitTransport } from '../../../src/adapters/github/octokit-transport.js';
import { bypassesProxy, proxyAuthorization, proxyFor } from '../../../src/adapters/github/proxy-env.js';
import { getPullRequest, listPullRequestFiles } from '../../../src/adapters/github/pull-request.js';
import { FakeGitHub } from '../../support/fake-github.js';
import { FakeProxy } from './fake-proxy.js';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
const repo = { owner: 'Codertocat', repo: 'Hello-World' };
/** A name no resolver knows: only a proxy can reach it (it routes everything to the fake). */
const HOST = 'api.github.test';

function portOf(url: string): number {
  return Number(new URL(url).port);
}

describe('proxy settings from the environment', () => {
  const target = (url: string): URL => new URL(url);

  it('picks HTTPS_PROXY for https and HTTP_PROXY for http, lower case first', () => {
    const env = { HTTPS_PROXY: 'http://upper:8080', https_proxy: 'http://lower:8080', HTTP_PROXY: 'http://plain:3128' };
    expect(proxyFor(target('https://api.github.com/x'), env)?.host).toBe('lower:8080');
    expect(proxyFor(target('http://ghes.example/x'), env)?.host).toBe('plain:3128');
    expect(proxyFor(target('https://api.github.com/x'), {})).toBeUndefined();
  });

  it('a value without a scheme means http://', () => {
    expect(proxyFor(target('https://api.github.com'), { HTTPS_PROXY: 'proxy.corp:3128' })?.href).toBe('http://proxy.corp:3128/');
  });

  it('NO_PROXY: names, subdomains, .suffix, host:port, * — case-insensitive', () => {
    const url = target('https://api.github.com/repos');
    expect(bypassesProxy(url, { NO_PROXY: 'github.com' })).toBe(true);
    expect(bypassesProxy(url, { NO_PROXY: '.GitHub.com' })).toBe(true);
    expect(bypassesProxy(url, { no_proxy: 'api.github.com:443' })).toBe(true);
    expect(bypassesProxy(url, { NO_PROXY: 'api.github.com:8443' })).toBe(false);
    expect(bypassesProxy(url, { NO_PROXY: 'hub.com' })).toBe(false);
    expect(bypassesProxy(url, { NO_PROXY: ' other , * ' })).toBe(true);
    expect(proxyFor(url, { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'github.com' })).toBeUndefined();
  });

  it('loopback is never proxied', () => {
    for (const host of ['localhost', '127.0.0.1', '127.9.9.9', '[::1]']) {
      expect(proxyFor(target(`http://${host}:8080/x`), { HTTP_PROXY: 'http://p:1' })).toBeUndefined();
    }
  });

  it('builds Proxy-Authorization from decoded credentials', () => {
    expect(proxyAuthorization(new URL('http://us%40er:p%3Ass@p:1'))).toBe(`Basic ${Buffer.from('us@er:p:ss').toString('base64')}`);
    expect(proxyAuthorization(new URL('http://p:1'))).toBeUndefined();
  });
});

describe('through an HTTP proxy (absolute-form)', () => {
  let fake: FakeGitHub;
  let proxy: FakeProxy;
  beforeAll(async () => {
    fake = await FakeGitHub.start();
    proxy = await FakeProxy.start({ host: '127.0.0.1', port: portOf(fake.url) });
  });
  // The stand-in is held to GitHub's REST description (test/support/github-spec.ts).
  afterEach(() => {
    expect(fake?.violations ?? []).toEqual([]);
  });
  afterAll(async () => {
    await proxy.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
    proxy.seen.length = 0;
  });

  it('lists 250 files through HTTP_PROXY with its credentials; the links stay on the API origin', async () => {
    const names = Array.from({ length: 250 }, (_, i) => `f${i}`);
    fake.addPull({ number: 3, headSha: SHA_A, baseSha: SHA_B, files: names });
    const proxyUrl = new URL(proxy.url);
    proxyUrl.username = 'runner';
    proxyUrl.password = 's3cret';
    const baseUrl = `http://${HOST}:${portOf(fake.url)}`;
    const api = new GitHubApi({
      transport: octokitTransport('test-token', baseUrl, { env: { HTTP_PROXY: proxyUrl.href } }),
      budgetMs: 5_000,
      timeoutMs: 2_000,
    });
    const listing = await listPullRequestFiles(api, repo, 3, 250);
    expect(listing.files).toEqual(names);
    expect(proxy.seen).toHaveLength(3);
    // Pages 2 and 3 follow GitHub's Link form, /repositories/{id}/…, on the same origin.
    expect(proxy.seen.every((r) => r.kind === 'absolute' && (r.target.startsWith(`${baseUrl}/repos/`) || r.target.startsWith(`${baseUrl}/repositories/`)))).toBe(true);
    expect(proxy.seen[0]?.authorization).toBe(`Basic ${Buffer.from('runner:s3cret').toString('base64')}`);
    expect(fake.requests[0]?.headers['host']).toBe(`${HOST}:${portOf(fake.url)}`);
  });
});

function makeCertificate(): { key: string; cert: string; dir: string } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'legion-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-subj',
        `/CN=${HOST}`,
        '-addext',
        `subjectAltName=DNS:${HOST},IP:127.0.0.1`,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8'), dir };
  } catch {
    rmSync(dir, { recursive: true, force: true });
    process.stdout.write('notice: openssl is not available; the HTTPS proxy (CONNECT) tests are skipped.\n');
    return undefined;
  }
}

const tls = makeCertificate();

describe.skipIf(tls === undefined)('HTTPS through a CONNECT tunnel', () => {
  let fake: FakeGitHub;
  let proxy: FakeProxy;
  beforeAll(async () => {
    if (!tls) return;
    fake = await FakeGitHub.start({ tls });
    proxy = await FakeProxy.start({ host: '127.0.0.1', port: portOf(fake.url) });
  });
  // The stand-in is held to GitHub's REST description (test/support/github-spec.ts).
  afterEach(() => {
    expect(fake?.violations ?? []).toEqual([]);
  });
  afterAll(async () => {
    await proxy?.close();
    await fake?.close();
    if (tls) rmSync(tls.dir, { recursive: true, force: true });
  });

  it('tunnels every request through one kept-alive CONNECT, TLS checked against the API host name', async () => {
    const names = Array.from({ length: 300 }, (_, i) => `f${i}`);
    fake.addPull({ number: 4, headSha: SHA_A, baseSha: SHA_B, files: names });
    const baseUrl = `https://${HOST}:${portOf(fake.url)}`;
    const api = new GitHubApi({
      transport: octokitTransport('test-token', baseUrl, { env: { HTTPS_PROXY: proxy.url }, ca: tls?.cert ?? '' }),
      budgetMs: 5_000,
      timeoutMs: 2_000,
    });
    expect((await getPullRequest(api, repo, 4)).headSha).toBe(SHA_A);
    const listing = await listPullRequestFiles(api, repo, 4, 300);
    expect(listing.files).toEqual(names);
    expect(fake.count()).toBe(4);
    expect(proxy.seen.map((r) => r.kind)).toEqual(['connect']);
    expect(proxy.seen[0]?.target).toBe(`${HOST}:${portOf(fake.url)}`);
  });

  it('a certificate that is not trusted is a network error (E040), not an answer', async () => {
    fake.addPull({ number: 4, headSha: SHA_A, baseSha: SHA_B, files: [] });
    const api = new GitHubApi({
      transport: octokitTransport('test-token', `https://${HOST}:${portOf(fake.url)}`, { env: { HTTPS_PROXY: proxy.url } }),
      budgetMs: 600,
      timeoutMs: 300,
      backoffMs: 20,
    });
    await expect(getPullRequest(api, repo, 4)).rejects.toMatchObject({ code: 'E040' });
  });
});

describe('direct transport details', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    fake = await FakeGitHub.start();
  });
  // The stand-in is held to GitHub's REST description (test/support/github-spec.ts).
  afterEach(() => {
    expect(fake?.violations ?? []).toEqual([]);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('asks for compression, decodes gzip, keeps the connection alive, and sends no cookies', async () => {
    fake.reset();
    fake.compress = true;
    fake.addPull({ number: 5, headSha: SHA_A, baseSha: SHA_B, files: ['x'] });
    const fetch = createHttpFetch({ env: {} });
    try {
      const response = await fetch(`${fake.url}/repos/Codertocat/Hello-World/pulls/5`, {
        method: 'GET',
        headers: { authorization: 'token test-token' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(JSON.parse(await response.text())).toMatchObject({ number: 5, head: { sha: SHA_A } });
      const sent = fake.requests[0]?.headers;
      expect(sent?.['accept-encoding']).toBe('gzip, deflate, br');
      expect(sent?.['connection']).toBe('keep-alive');
      expect(sent?.['cookie']).toBeUndefined();
    } finally {
      fetch.close();
    }
  });

  it('an aborted request rejects with the abort reason', async () => {
    fake.reset();
    fake.fail('pull', { hang: true });
    const fetch = createHttpFetch({ env: {} });
    const controller = new AbortController();
    const reason = new Error('stop');
    setTimeout(() => controller.abort(reason), 50);
    try {
      await expect(fetch(`${fake.url}/repos/Codertocat/Hello-World/pulls/5`, { method: 'GET', signal: controller.signal })).rejects.toBe(reason);
    } finally {
      fetch.close();
    }
  });
});
