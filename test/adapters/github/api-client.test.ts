import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, GitHubApi, retryAfterMs, envMilliseconds } from '../../../src/adapters/github/api-client.js';
import { octokitTransport } from '../../../src/adapters/github/octokit-transport.js';
import { getPullRequest, listPullRequestFiles } from '../../../src/adapters/github/pull-request.js';
import { FakeGitHub } from '../../support/fake-github.js';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
let fake: FakeGitHub;
const repo = { owner: 'Codertocat', repo: 'Hello-World' };

function api(options: { budgetMs?: number; timeoutMs?: number; token?: string } = {}): GitHubApi {
  return new GitHubApi({
    transport: octokitTransport(options.token ?? 'test-token', fake.url),
    budgetMs: options.budgetMs ?? 10_000,
    timeoutMs: options.timeoutMs ?? 2_000,
    backoffMs: 20,
  });
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return 'no error';
}

beforeAll(async () => {
  fake = await FakeGitHub.start();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  fake.addPull({ number: 7, headSha: SHA_A, baseSha: SHA_B, files: ['src/a.ts', 'docs/b.md'] });
});

describe('GitHubApi retry policy against a real HTTP server', () => {
  it('reads a pull request', async () => {
    const pull = await getPullRequest(api(), repo, 7);
    expect(pull).toEqual({ number: 7, headSha: SHA_A, baseSha: SHA_B, changedFiles: 2, state: 'open' });
    expect(fake.requests[0]?.headers['authorization']).toBe('token test-token');
  });

  it('retries 500 and 502, then succeeds', async () => {
    fake.fail('pull', { status: 500 }, { status: 502 });
    const pull = await getPullRequest(api(), repo, 7);
    expect(pull.headSha).toBe(SHA_A);
    expect(fake.count('pull')).toBe(3);
  });

  it('gives up on persistent 5xx with E040 within the budget', async () => {
    fake.fail('pull', ...Array.from({ length: 50 }, () => ({ status: 503 })));
    const started = Date.now();
    expect(await codeOf(getPullRequest(api({ budgetMs: 600 }), repo, 7))).toBe('E040');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('honours retry-after on a 403 rate limit', async () => {
    fake.fail('pull', { status: 403, headers: { 'retry-after': '1' }, body: { message: 'You have exceeded a secondary rate limit' } });
    const started = Date.now();
    await getPullRequest(api(), repo, 7);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.count('pull')).toBe(2);
  });

  it('honours retry-after on a 429', async () => {
    fake.fail('pull', { status: 429, headers: { 'retry-after': '1' } });
    await getPullRequest(api(), repo, 7);
    expect(fake.count('pull')).toBe(2);
  });

  it('waits for x-ratelimit-reset when remaining is 0, if it fits the budget', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 1;
    fake.fail('pull', { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } });
    await getPullRequest(api({ budgetMs: 10_000 }), repo, 7);
    expect(fake.count('pull')).toBe(2);
  });

  it('fails fast with E041 when the rate limit resets after the budget', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 3600;
    fake.fail('pull', { status: 403, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) } });
    const started = Date.now();
    expect(await codeOf(getPullRequest(api(), repo, 7))).toBe('E041');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(fake.count('pull')).toBe(1);
  });

  it('maps 401 to E042 without retrying', async () => {
    expect(await codeOf(getPullRequest(api({ token: 'wrong' }), repo, 7))).toBe('E042');
    expect(fake.count('pull')).toBe(1);
  });

  it('maps a missing pull request to E043', async () => {
    expect(await codeOf(getPullRequest(api(), repo, 99))).toBe('E043');
    expect(fake.count('pull')).toBe(1);
  });

  it('a plain 403 (no rate-limit signs) is not retried', async () => {
    fake.fail('pull', { status: 403, body: { message: 'Resource not accessible by integration' } });
    expect(await codeOf(getPullRequest(api(), repo, 7))).toBe('E043');
    expect(fake.count('pull')).toBe(1);
  });

  it('times out a hanging server with E044 within a bounded time', async () => {
    fake.fail('pull', { hang: true }, { hang: true }, { hang: true }, { hang: true }, { hang: true });
    const started = Date.now();
    expect(await codeOf(getPullRequest(api({ timeoutMs: 200, budgetMs: 900 }), repo, 7))).toBe('E044');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('recovers from one slow answer', async () => {
    fake.fail('pull', { hang: true });
    const pull = await getPullRequest(api({ timeoutMs: 300, budgetMs: 5_000 }), repo, 7);
    expect(pull.number).toBe(7);
    expect(fake.count('pull')).toBe(2);
  });

  it('network errors (nothing listening) end in E040', async () => {
    const dead = new GitHubApi({ transport: octokitTransport('t', 'http://127.0.0.1:9'), budgetMs: 500, timeoutMs: 200, backoffMs: 20 });
    expect(await codeOf(getPullRequest(dead, repo, 7))).toBe('E040');
  });
});

describe('listing changed files', () => {
  it('follows Link rel=next across pages', async () => {
    const files = Array.from({ length: 250 }, (_, i) => `src/file-${i}.ts`);
    fake.addPull({ number: 8, headSha: SHA_A, baseSha: SHA_B, files });
    const listing = await listPullRequestFiles(api(), repo, 8, 250);
    expect(listing).toMatchObject({ listed: 250, truncated: false, pages: 3 });
    expect(listing.files).toEqual(files);
    const pages = fake.requests.filter((r) => r.route === 'files').map((r) => [r.query.get('per_page'), r.query.get('page')]);
    expect(pages).toEqual([
      ['100', '1'],
      ['100', '2'],
      ['100', '3'],
    ]);
  });

  it('reports truncation at GitHub 3000-file cap', async () => {
    const files = Array.from({ length: 3500 }, (_, i) => `pkg/${i}.txt`);
    fake.addPull({ number: 9, headSha: SHA_A, baseSha: SHA_B, files });
    const listing = await listPullRequestFiles(api(), repo, 9, 3500);
    expect(listing).toMatchObject({ listed: 3000, truncated: true, pages: 30 });
    expect(fake.count('files')).toBe(30);
  });

  it('adds previous names of renamed files', async () => {
    fake.addPull({
      number: 10,
      headSha: SHA_A,
      baseSha: SHA_B,
      files: [{ filename: 'new/name.ts', previous_filename: 'old/name.ts', status: 'renamed' }, 'x.md'],
    });
    const listing = await listPullRequestFiles(api(), repo, 10, 2);
    expect(listing.files).toEqual(['new/name.ts', 'old/name.ts', 'x.md']);
    expect(listing.truncated).toBe(false);
  });

  it('retries a failed page without restarting the listing', async () => {
    fake.addPull({ number: 11, headSha: SHA_A, baseSha: SHA_B, files: Array.from({ length: 150 }, (_, i) => `f${i}`) });
    fake.fail('files', { delayMs: 0 }, { status: 502 });
    const listing = await listPullRequestFiles(api(), repo, 11, 150);
    expect(listing.listed).toBe(150);
    expect(fake.count('files')).toBe(3);
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
