/**
 * GitHubApi's retry policy, budget and coded errors, against the fake REST server on 127.0.0.1
 * (real HTTP, real octokit and plugins; nothing of octokit is mocked). No wall-clock assertions:
 * the waits go through the client's injectable `sleep` and `now`, so the tests record them on a
 * virtual clock instead of waiting.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, GitHubApi, retryAfterMs, envMilliseconds } from '../../../src/adapters/github/api-client.js';
import { octokitTransport } from '../../../src/adapters/github/octokit-transport.js';
import { getPullRequest } from '../../../src/adapters/github/pull-request.js';
import { FakeGitHub } from '../../support/fake-github.js';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
let fake: FakeGitHub;
const repo = { owner: 'Codertocat', repo: 'Hello-World' };

function api(options: { budgetMs?: number; timeoutMs?: number; token?: string; url?: string; log?: string[] } = {}): GitHubApi {
  return new GitHubApi({
    transport: octokitTransport(options.token ?? 'test-token', options.url ?? fake.url),
    budgetMs: options.budgetMs ?? 10_000,
    timeoutMs: options.timeoutMs ?? 2_000,
    backoffMs: 20,
    log: (line) => options.log?.push(line),
  });
}

/** A client on a virtual clock: `sleep` records the wait and moves the clock, at once. */
function clocked(options: { budgetMs?: number; backoffMs?: number; log?: string[] } = {}): { client: GitHubApi; waits: number[]; now: () => number } {
  let clock = Date.now();
  const waits: number[] = [];
  const client = new GitHubApi({
    transport: octokitTransport('test-token', fake.url),
    budgetMs: options.budgetMs ?? 10_000,
    timeoutMs: 2_000,
    backoffMs: options.backoffMs ?? 20,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    log: (line) => options.log?.push(line),
  });
  return { client, waits, now: () => clock };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

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
beforeEach(() => {
  fake.reset();
  fake.addPull({ number: 7, headSha: SHA_A, baseSha: SHA_B, files: ['src/a.ts', 'docs/b.md'] });
});

describe('GitHubApi against a real HTTP server', () => {
  it('reads a pull request with the token, GitHub headers and a compressed answer', async () => {
    fake.compress = true;
    const client = api();
    const pull = await getPullRequest(client, repo, 7);
    expect(pull).toEqual({
      number: 7,
      headSha: SHA_A,
      baseSha: SHA_B,
      changedFiles: 2,
      state: 'open',
      merged: false,
      headRef: 'feature',
      headRepo: repo,
      baseRef: 'main',
    });
    const sent = fake.requests[0]?.headers;
    expect(sent?.['authorization']).toBe('token test-token');
    expect(sent?.['accept']).toBe('application/vnd.github+json');
    expect(sent?.['x-github-api-version']).toBe('2022-11-28');
    expect(sent?.['accept-encoding']).toContain('gzip');
    expect(client.requests).toBe(1);
  });

  it('retries 500 and 502 (retry plugin, its n² × backoff schedule), then succeeds; the log says so', async () => {
    fake.fail('pull', { status: 500 }, { status: 502 });
    const log: string[] = [];
    const { client, waits } = clocked({ log });
    expect((await getPullRequest(client, repo, 7)).headSha).toBe(SHA_A);
    expect(fake.count('pull')).toBe(3);
    expect(client.requests).toBe(3);
    expect(waits).toEqual([20, 80]);
    expect(log.filter((l) => l.includes('retrying'))).toHaveLength(2);
    expect(log[0]).toContain('HTTP 500');
  });

  it('gives up on persistent 5xx with E040, after at most 4 attempts (the plugin default of 3 retries)', async () => {
    fake.fail('pull', ...Array.from({ length: 50 }, () => ({ status: 503 })));
    const { client, waits } = clocked();
    const error = await failure(getPullRequest(client, repo, 7));
    expect(error.code).toBe('E040');
    expect(error.message).toContain('HTTP 503');
    expect(fake.count('pull')).toBe(4);
    expect(waits).toEqual([20, 80, 180]);
  });

  it('a budget smaller than the next retry wait ends the call with E040 before that wait', async () => {
    fake.fail('pull', ...Array.from({ length: 50 }, () => ({ status: 503 })));
    const { client, waits } = clocked({ budgetMs: 2_000, backoffMs: 1_500 });
    const error = await failure(getPullRequest(client, repo, 7));
    expect(error.code).toBe('E040');
    // Attempt 1, a wait of 1.5 s, attempt 2; a second wait (4 × 1.5 s) cannot fit: no attempt 3.
    expect(fake.count('pull')).toBe(2);
    expect(waits).toEqual([1_500]);
  });

  it('honours retry-after on a secondary rate limit (403)', async () => {
    fake.fail('pull', { status: 403, headers: { 'retry-after': '1' }, body: { message: 'You have exceeded a secondary rate limit' } });
    const { client, waits } = clocked();
    await getPullRequest(client, repo, 7);
    expect(fake.count('pull')).toBe(2);
    expect(waits).toEqual([1_000]);
  });

  it('honours retry-after on a secondary rate limit (429)', async () => {
    fake.fail('pull', { status: 429, headers: { 'retry-after': '2' }, body: { message: 'You have exceeded a secondary rate limit.' } });
    const { client, waits } = clocked();
    await getPullRequest(client, repo, 7);
    expect(fake.count('pull')).toBe(2);
    expect(waits).toEqual([2_000]);
  });

  it('a secondary limit without retry-after waits the minute GitHub asks for, when it fits', async () => {
    fake.fail('pull', { status: 403, body: { message: 'You have exceeded a secondary rate limit' } });
    const { client, waits } = clocked({ budgetMs: 120_000 });
    await getPullRequest(client, repo, 7);
    expect(waits).toEqual([60_000]);
    fake.requests.length = 0;
    fake.fail('pull', { status: 403, body: { message: 'You have exceeded a secondary rate limit' } });
    const short = clocked({ budgetMs: 30_000 });
    expect((await failure(getPullRequest(short.client, repo, 7))).code).toBe('E041');
    expect(short.waits).toEqual([]);
    expect(fake.count('pull')).toBe(1);
  });

  it('at most two rate-limit retries per request', async () => {
    const limited = { status: 403, headers: { 'retry-after': '1' }, body: { message: 'You have exceeded a secondary rate limit' } };
    fake.fail('pull', limited, limited, limited, limited);
    const { client, waits } = clocked();
    expect((await failure(getPullRequest(client, repo, 7))).code).toBe('E041');
    expect(waits).toEqual([1_000, 1_000]);
    expect(fake.count('pull')).toBe(3);
  });

  it('retry-after wins over a missing reset on a primary limit (the plugin alone would retry at once)', async () => {
    fake.fail('pull', {
      status: 403,
      headers: { 'retry-after': '1', 'x-ratelimit-remaining': '0' },
      rateLimitHeaders: false,
      body: { message: 'API rate limit exceeded' },
      offSpec: 'GitHub sends x-ratelimit-reset with every x-ratelimit-remaining; without it, retry-after still decides the wait',
    });
    const log: string[] = [];
    const { client, waits } = clocked({ log });
    await getPullRequest(client, repo, 7);
    expect(fake.count('pull')).toBe(2);
    expect(waits).toEqual([1_000]);
    expect(log.some((l) => l.includes('rate limit') && l.includes('waiting 1 s'))).toBe(true);
  });

  it('waits for x-ratelimit-reset when remaining is 0, if it fits the budget', async () => {
    const { client, waits, now } = clocked({ budgetMs: 10_000 });
    const reset = Math.ceil(now() / 1000) + 3;
    fake.fail('pull', { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } });
    const before = now();
    await getPullRequest(client, repo, 7);
    expect(fake.count('pull')).toBe(2);
    expect(waits).toHaveLength(1);
    // Until one second after the reset (the plugin's rounding may add up to a second more).
    expect(before + (waits[0] ?? 0)).toBeGreaterThanOrEqual(reset * 1000 + 1000);
    expect(before + (waits[0] ?? 0)).toBeLessThanOrEqual(reset * 1000 + 2000);
  });

  it('fails at once with E041 when the rate limit resets after the budget', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 3600;
    fake.fail('pull', { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } });
    const { client, waits } = clocked();
    const error = await failure(getPullRequest(client, repo, 7));
    expect(waits).toEqual([]);
    expect(error.code).toBe('E041');
    expect(error.message).toMatch(/lifts in 36\d\d s, beyond the retry budget/);
    expect(fake.count('pull')).toBe(1);
  });

  it('a 429 with only a retry-after past the one-minute bound is E041 at once (not retried)', async () => {
    fake.fail('pull', { status: 429, headers: { 'retry-after': '3600' } });
    expect((await failure(getPullRequest(api(), repo, 7))).code).toBe('E041');
    expect(fake.count('pull')).toBe(1);
  });

  it('a 429 with only retry-after (no x-ratelimit-*, no secondary-limit message) is retried once after that delay', async () => {
    fake.addPull({ number: 7, headSha: SHA_A, baseSha: SHA_B, files: [] });
    fake.fail('pull', { status: 429, headers: { 'retry-after': '7' }, body: { message: 'Too Many Requests' } });
    const log: string[] = [];
    const { client, waits } = clocked({ log });
    expect((await getPullRequest(client, repo, 7)).headSha).toBe(SHA_A);
    expect(waits).toEqual([7000]);
    expect(fake.count('pull')).toBe(2);
    expect(log.join('\n')).toContain('waiting 7 s, then one retry');
  });

  it('the retry-after retry is bounded: once, within the budget and at most a minute', async () => {
    const limit = { status: 429, headers: { 'retry-after': '5' }, body: { message: 'Too Many Requests' } };
    fake.fail('pull', limit, limit, limit);
    const twice = clocked();
    expect((await failure(getPullRequest(twice.client, repo, 7))).code).toBe('E041');
    expect(twice.waits).toEqual([5000]);
    expect(fake.count('pull')).toBe(2);

    fake.reset();
    fake.fail('pull', { status: 429, headers: { 'retry-after': '5' } });
    const short = clocked({ budgetMs: 4000 });
    expect((await failure(getPullRequest(short.client, repo, 7))).code).toBe('E041');
    expect(short.waits).toEqual([]);

    fake.reset();
    fake.fail('pull', { status: 429, headers: { 'retry-after': '61' } });
    const long = clocked({ budgetMs: 120_000 });
    expect((await failure(getPullRequest(long.client, repo, 7))).code).toBe('E041');
    expect(long.waits).toEqual([]);
    expect(fake.count('pull')).toBe(1);
  });

  it('maps 401 to E042 without retrying', async () => {
    expect((await failure(getPullRequest(api({ token: 'wrong' }), repo, 7))).code).toBe('E042');
    expect(fake.count('pull')).toBe(1);
  });

  it('maps a missing pull request to E043', async () => {
    const error = await failure(getPullRequest(api(), repo, 99));
    expect(error.code).toBe('E043');
    expect(error.message).toContain('pull-requests: read');
    expect(fake.count('pull')).toBe(1);
  });

  it('a 403 that is not a rate limit is E046, names the permission, and is not retried', async () => {
    fake.fail('pull', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const error = await failure(getPullRequest(api(), repo, 7));
    expect(error.code).toBe('E046');
    expect(error.message).toContain('Resource not accessible by integration');
    expect(error.message).toContain('not a rate limit');
    expect(error.message).toContain('pull-requests: read');
    expect(fake.count('pull')).toBe(1);
  });

  it("E046 names GitHub's own list of accepted permissions when it sends one", async () => {
    fake.fail('pull', {
      status: 403,
      headers: { 'x-accepted-github-permissions': 'pull_requests=read; contents=read' },
      body: { message: 'Resource not accessible by integration' },
    });
    const error = await failure(getPullRequest(api(), repo, 7));
    expect(error.code).toBe('E046');
    expect(error.message).toContain('pull_requests=read; contents=read');
  });

  it('times out a hanging server with E044 within the budget', async () => {
    fake.fail('pull', ...Array.from({ length: 10 }, () => ({ hang: true as const })));
    const error = await failure(getPullRequest(api({ timeoutMs: 200, budgetMs: 900 }), repo, 7));
    expect(error.code).toBe('E044');
    expect(error.message).toContain('no answer within');
    expect(fake.count('pull')).toBeLessThanOrEqual(5);
  });

  it('recovers from one slow answer (a timed-out attempt is retried)', async () => {
    fake.fail('pull', { hang: true });
    const pull = await getPullRequest(api({ timeoutMs: 300, budgetMs: 5_000 }), repo, 7);
    expect(pull.number).toBe(7);
    expect(fake.count('pull')).toBe(2);
  });

  it('network errors (nothing listening) end in E040', async () => {
    const dead = new GitHubApi({ transport: octokitTransport('t', 'http://127.0.0.1:9'), budgetMs: 500, timeoutMs: 200, backoffMs: 20 });
    const error = await failure(getPullRequest(dead, repo, 7));
    expect(error.code).toBe('E040');
    expect(error.message).toContain('network error');
  });

  it('the fetch transport (@actions/github undici) gives the same answers and codes', async () => {
    const viaFetch = (): GitHubApi => new GitHubApi({ transport: octokitTransport('test-token', fake.url, { http: 'fetch' }), budgetMs: 5_000, timeoutMs: 1_000, backoffMs: 20 });
    expect((await getPullRequest(viaFetch(), repo, 7)).headSha).toBe(SHA_A);
    fake.fail('pull', { status: 502 });
    expect((await getPullRequest(viaFetch(), repo, 7)).headSha).toBe(SHA_A);
    fake.fail('pull', { status: 403, body: { message: 'Resource not accessible by integration' } });
    expect((await failure(getPullRequest(viaFetch(), repo, 7))).code).toBe('E046');
  });
});

describe('helpers', () => {
  it('parses retry-after seconds and dates', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 5_000)).toBe(5_000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(undefined, 0)).toBeUndefined();
  });

  it('reads positive millisecond settings from the environment', () => {
    expect(envMilliseconds({ X: '250' }, 'X', 9)).toBe(250);
    expect(envMilliseconds({ X: '0' }, 'X', 9)).toBe(9);
    expect(envMilliseconds({ X: 'abc' }, 'X', 9)).toBe(9);
    expect(envMilliseconds({}, 'X', 9)).toBe(9);
  });
});
