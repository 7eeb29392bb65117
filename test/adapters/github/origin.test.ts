/**
 * Answers are used only from GITHUB_API_URL's origin (#11, F06/F07): a redirect to another
 * origin, or a pagination link to one, is E048 and the other origin never receives a request
 * (so never the token). Same-origin redirects, as GitHub sends for a renamed repository, are
 * followed with the token.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../../src/adapters/github/api-client.js';
import { octokitTransport, type HttpKind } from '../../../src/adapters/github/octokit-transport.js';
import { getPullRequest, listPullRequestFiles } from '../../../src/adapters/github/pull-request.js';
import { FAKE_REPOSITORY_ID, FakeGitHub } from '../../support/fake-github.js';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
const repo = { owner: 'Codertocat', repo: 'Hello-World' };
let fake: FakeGitHub;
let foreign: FakeGitHub;

const api = (http: HttpKind = 'node'): GitHubApi =>
  new GitHubApi({ transport: octokitTransport('test-token', fake.url, { http }), budgetMs: 5_000, timeoutMs: 1_000, backoffMs: 20 });

beforeAll(async () => {
  fake = await FakeGitHub.start();
  foreign = await FakeGitHub.start();
});
// The stand-in is held to GitHub's REST description (test/support/github-spec.ts).
afterEach(() => {
  expect(fake?.violations ?? []).toEqual([]);
  expect(foreign?.violations ?? []).toEqual([]);
});
afterAll(async () => {
  await fake.close();
  await foreign.close();
});
beforeEach(() => {
  fake.reset();
  foreign.reset();
  fake.addPull({ number: 7, headSha: SHA_A, baseSha: SHA_B, files: ['a.ts'] });
  foreign.addPull({ number: 7, headSha: 'f'.repeat(40), baseSha: SHA_B, files: ['evil.ts'] });
});

describe.each<HttpKind>(['node', 'fetch'])('origin policy (%s transport)', (http) => {
  it.each([301, 302, 307, 308])('a %i redirect to another origin is E048; the other origin gets nothing', async (status) => {
    fake.fail('pull', { redirect: `${foreign.url}/repos/Codertocat/Hello-World/pulls/7`, status });
    const error = await getPullRequest(api(http), repo, 7).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'E048' });
    expect(String((error as Error).message)).toContain('another origin');
    expect(foreign.count()).toBe(0);
    expect(fake.count('pull')).toBe(1);
  });

  it('a same-origin redirect is followed, with the token', async () => {
    // GitHub moves a renamed or transferred repository's answers to /repositories/{id}/….
    fake.fail('pull', { redirect: `/repositories/${FAKE_REPOSITORY_ID}/pulls/7`, status: 301 });
    const pull = await getPullRequest(api(http), repo, 7);
    expect(pull.headSha).toBe(SHA_A);
    expect(fake.count('pull')).toBe(2);
    expect(fake.requests[1]?.headers['authorization']).toBe('token test-token');
  });

  it('endless same-origin redirects stop with E040', async () => {
    fake.fail('pull', ...Array.from({ length: 10 }, () => ({ redirect: '/repos/Codertocat/Hello-World/pulls/7', status: 307 })));
    await expect(getPullRequest(api(http), repo, 7)).rejects.toMatchObject({ code: 'E040' });
    expect(fake.count('pull')).toBe(4);
  });

  it('a pagination link to another origin is E048 before anything is sent there', async () => {
    fake.addPull({ number: 8, headSha: SHA_A, baseSha: SHA_B, files: ['a.ts'] });
    const page = fake.diffEntries(Array.from({ length: 100 }, (_, i) => `p/${i}`));
    fake.fail('files', {
      status: 200,
      body: page,
      headers: { link: `<${foreign.url}/repos/Codertocat/Hello-World/pulls/7/files?per_page=100&page=2>; rel="next"` },
    });
    await expect(listPullRequestFiles(api(http), repo, 8, 300)).rejects.toMatchObject({ code: 'E048' });
    expect(foreign.count()).toBe(0);
  });
});
