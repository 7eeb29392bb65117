/**
 * Pull-request reads against the fake REST server: pagination through octokit's `paginate`,
 * GitHub's 3,000-file cap, the request economy (exactly ceil(files / 100) pages), concurrent
 * pages, a listing pinned to the head commit, and closed / merged detection.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, GitHubApi } from '../../../src/adapters/github/api-client.js';
import { octokitTransport } from '../../../src/adapters/github/octokit-transport.js';
import { getPullRequest, listPullRequestFiles, listPullRequestFilesAt, pullRequestStatus } from '../../../src/adapters/github/pull-request.js';
import { FakeGitHub } from '../../support/fake-github.js';

const SHA_A = 'a'.repeat(40);
const SHA_B = 'b'.repeat(40);
const SHA_C = 'c'.repeat(40);
let fake: FakeGitHub;
const repo = { owner: 'Codertocat', repo: 'Hello-World' };

function api(options: { pageConcurrency?: number } = {}): GitHubApi {
  return new GitHubApi({
    transport: octokitTransport('test-token', fake.url, { pageConcurrency: options.pageConcurrency ?? 1 }),
    budgetMs: 10_000,
    timeoutMs: 2_000,
    backoffMs: 20,
  });
}

const files = (n: number, prefix = 'src/f'): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}.ts`);

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
beforeEach(() => fake.reset());

describe('listing changed files', () => {
  it('follows Link rel=next across pages (octokit paginate), 100 per page', async () => {
    const names = files(250);
    fake.addPull({ number: 8, headSha: SHA_A, baseSha: SHA_B, files: names });
    const listing = await listPullRequestFiles(api(), repo, 8, 250);
    expect(listing).toMatchObject({ listed: 250, truncated: false, pages: 3 });
    expect(listing.files).toEqual(names);
    const pages = fake.requests.filter((r) => r.route === 'files').map((r) => [r.query.get('per_page'), r.query.get('page') ?? '1']);
    expect(pages).toEqual([
      ['100', '1'],
      ['100', '2'],
      ['100', '3'],
    ]);
  });

  it.each([1, 99, 100, 101, 250, 2999, 3000])('makes exactly ceil(%i / 100) page requests, sequential and concurrent', async (n) => {
    fake.addPull({ number: 8, headSha: SHA_A, baseSha: SHA_B, files: files(n) });
    for (const pageConcurrency of [1, 4]) {
      fake.requests.length = 0;
      const client = api({ pageConcurrency });
      const listing = await listPullRequestFiles(client, repo, 8, n);
      expect(listing.listed).toBe(n);
      expect(listing.files).toHaveLength(n);
      expect(listing.pages).toBe(Math.ceil(n / 100));
      expect(fake.count('files')).toBe(Math.ceil(n / 100));
      expect(client.requests).toBe(Math.ceil(n / 100));
    }
  });

  it('concurrent pages keep the order of the pages', async () => {
    const names = files(1234);
    fake.addPull({ number: 8, headSha: SHA_A, baseSha: SHA_B, files: names });
    const listing = await listPullRequestFiles(api({ pageConcurrency: 4 }), repo, 8, 1234);
    expect(listing.files).toEqual(names);
  });

  it('a stale changed_files (more files than it says) is followed page by page when concurrent', async () => {
    fake.addPull({ number: 8, headSha: SHA_A, baseSha: SHA_B, files: files(350) });
    const listing = await listPullRequestFiles(api({ pageConcurrency: 4 }), repo, 8, 200);
    expect(listing.listed).toBe(350);
    expect(fake.count('files')).toBe(4);
  });

  it("reports truncation at GitHub's 3000-file cap, after 30 pages", async () => {
    fake.addPull({ number: 9, headSha: SHA_A, baseSha: SHA_B, files: files(3500, 'pkg/') });
    for (const pageConcurrency of [1, 3]) {
      fake.requests.length = 0;
      const listing = await listPullRequestFiles(api({ pageConcurrency }), repo, 9, 3500);
      expect(listing).toMatchObject({ listed: 3000, truncated: true, pages: 30 });
      expect(fake.count('files')).toBe(30);
    }
  });

  it('never follows more than 30 pages, even when the server keeps linking (or links back)', async () => {
    fake.addPull({ number: 9, headSha: SHA_A, baseSha: SHA_B, files: [] });
    const page = fake.diffEntries(Array.from({ length: 100 }, (_, i) => `loop/${i}.ts`));
    const link = `<${fake.url}/repos/Codertocat/Hello-World/pulls/9/files?per_page=100&page=1>; rel="next"`;
    fake.fail('files', ...Array.from({ length: 40 }, () => ({ status: 200, body: page, headers: { link } })));
    const listing = await listPullRequestFiles(api(), repo, 9, 3000);
    expect(listing.pages).toBe(30);
    expect(fake.count('files')).toBe(30);
    expect(listing.files).toHaveLength(100);
  });

  it('adds previous names of renamed files; renames count once', async () => {
    fake.addPull({
      number: 10,
      headSha: SHA_A,
      baseSha: SHA_B,
      files: [{ filename: 'new/name.ts', previous_filename: 'old/name.ts', status: 'renamed' }, 'x.md'],
    });
    const listing = await listPullRequestFiles(api(), repo, 10, 2);
    expect(listing.files).toEqual(['new/name.ts', 'old/name.ts', 'x.md']);
    expect(listing).toMatchObject({ listed: 2, truncated: false });
  });

  it('retries a failed page without restarting the listing', async () => {
    fake.addPull({ number: 11, headSha: SHA_A, baseSha: SHA_B, files: files(150) });
    fake.fail('files', { delayMs: 0 }, { status: 502 });
    const listing = await listPullRequestFiles(api(), repo, 11, 150);
    expect(listing.listed).toBe(150);
    expect(fake.count('files')).toBe(3);
  });

  it('a page that is not a list is E040', async () => {
    fake.addPull({ number: 11, headSha: SHA_A, baseSha: SHA_B, files: files(5) });
    fake.fail('files', { status: 200, body: { not: 'a list' }, offSpec: 'a broken proxy or API: the listing is not a list' });
    await expect(listPullRequestFiles(api(), repo, 11, 5)).rejects.toMatchObject({ code: 'E040' });
  });
});

describe('a listing pinned to the head commit', () => {
  it('3,000 files: 30 pages plus one read of the pull request', async () => {
    fake.addPull({ number: 12, headSha: SHA_A, baseSha: SHA_B, files: files(3000) });
    const client = api();
    const listing = await listPullRequestFilesAt(client, repo, 12, { sha: SHA_A, changedFiles: 3000 });
    expect(listing).toMatchObject({ listed: 3000, truncated: false, pages: 30 });
    expect(listing.pull.headSha).toBe(SHA_A);
    expect(fake.count('files')).toBe(30);
    expect(fake.count('pull')).toBe(1);
    expect(client.requests).toBe(31);
    // The pull request is read after the last page.
    expect(fake.requests.at(-1)?.route).toBe('pull');
  });

  it('a head that moves during the listing is E047 (HEAD_MOVED), naming both commits', async () => {
    fake.addPull({ number: 13, headSha: SHA_A, baseSha: SHA_B, files: files(250) });
    // A push lands while page 2 is being served.
    fake.fail(
      'files',
      { delayMs: 0 },
      {
        action: (f) => {
          const pull = f.pulls.get(13);
          if (pull) pull.headSha = SHA_C;
        },
      },
    );
    const error = await listPullRequestFilesAt(api(), repo, 13, { sha: SHA_A, changedFiles: 250 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'E047' });
    expect((error as Error).message).toContain(SHA_A.slice(0, 12));
    expect((error as Error).message).toContain(SHA_C.slice(0, 12));
  });

  it('truncation is judged against changed_files of the read after the pages', async () => {
    fake.addPull({ number: 14, headSha: SHA_A, baseSha: SHA_B, files: files(3000), changedFiles: 3400 });
    const listing = await listPullRequestFilesAt(api(), repo, 14, { sha: SHA_A });
    expect(listing).toMatchObject({ listed: 3000, truncated: true });
    expect(listing.pull.changedFiles).toBe(3400);
  });
});

describe('pull request state', () => {
  it('reads open, closed and merged', async () => {
    fake.addPull({ number: 20, headSha: SHA_A, baseSha: SHA_B, files: [] });
    fake.addPull({ number: 21, headSha: SHA_A, baseSha: SHA_B, files: [], state: 'closed' });
    fake.addPull({ number: 22, headSha: SHA_A, baseSha: SHA_B, files: [], state: 'closed', merged: true });
    const client = api();
    expect(pullRequestStatus(await getPullRequest(client, repo, 20))).toBe('open');
    expect(pullRequestStatus(await getPullRequest(client, repo, 21))).toBe('closed');
    expect(pullRequestStatus(await getPullRequest(client, repo, 22))).toBe('merged');
  });

  it('names the head branch and repository; a deleted fork is null', async () => {
    fake.addPull({ number: 23, headSha: SHA_A, baseSha: SHA_B, files: [], headRef: 'topic', headRepo: 'someone/Hello-World' });
    fake.addPull({ number: 24, headSha: SHA_A, baseSha: SHA_B, files: [], headRepo: null });
    const client = api();
    expect(await getPullRequest(client, repo, 23)).toMatchObject({ headRef: 'topic', headRepo: { owner: 'someone', repo: 'Hello-World' } });
    expect((await getPullRequest(client, repo, 24)).headRepo).toBeNull();
  });

  it('an answer without head, base or changed_files is E040', async () => {
    fake.addPull({ number: 25, headSha: SHA_A, baseSha: SHA_B, files: [] });
    fake.fail('pull', { status: 200, body: { number: 25, head: { sha: 'nope' } }, offSpec: 'a broken proxy or API: the pull request lacks head, base and changed_files' });
    await expect(getPullRequest(api(), repo, 25)).rejects.toMatchObject({ code: 'E040' });
  });
});
