import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../src/adapters/github/api-client.js';
import { octokitTransport } from '../../src/adapters/github/octokit-transport.js';
import { resolveChangedFiles, type ChangedFilesRequest } from '../../src/action/changed-files.js';
import { FakeGitHub } from '../support/fake-github.js';

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);
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
beforeEach(() => fake.reset());

function request(overrides: Partial<ChangedFilesRequest> = {}): ChangedFilesRequest {
  let client: GitHubApi | undefined;
  return {
    api: () => (client ??= new GitHubApi({ transport: octokitTransport('test-token', fake.url), budgetMs: 5000, timeoutMs: 1000, backoffMs: 10 })),
    repo: { owner: 'Codertocat', repo: 'Hello-World' },
    pullRequest: undefined,
    inputFiles: undefined,
    repoRoot: '/nonexistent',
    fallbackSha: 'c'.repeat(40),
    log: () => undefined,
    ...overrides,
  };
}

describe('resolveChangedFiles', () => {
  it('no pull request: unknown files, GITHUB_SHA, no API call', async () => {
    const out = await resolveChangedFiles(request());
    expect(out).toMatchObject({ changedFiles: undefined, sha: 'c'.repeat(40) });
    expect(fake.count()).toBe(0);
  });

  it('the input wins and skips the listing (PR looked up only when the payload lacks the head)', async () => {
    fake.addPull({ number: 3, headSha: HEAD, baseSha: BASE, files: ['x'] });
    const out = await resolveChangedFiles(request({ pullRequest: { number: 3 }, inputFiles: ['a.ts'] }));
    expect(out).toMatchObject({ changedFiles: { files: ['a.ts'], complete: true }, sha: HEAD });
    expect(fake.count('pull')).toBe(1);
    expect(fake.count('files')).toBe(0);
    fake.reset();
    await resolveChangedFiles(request({ pullRequest: { number: 3, headSha: HEAD, baseSha: BASE, changedFiles: 1 }, inputFiles: ['a.ts'] }));
    expect(fake.count()).toBe(0);
  });

  it('lists through the API when complete', async () => {
    fake.addPull({ number: 4, headSha: HEAD, baseSha: BASE, files: ['src/a.ts', 'src/b.ts'] });
    const out = await resolveChangedFiles(request({ pullRequest: { number: 4 } }));
    expect(out).toMatchObject({ changedFiles: { files: ['src/a.ts', 'src/b.ts'], complete: true }, sha: HEAD, diagnostics: [] });
  });

  it('truncated: completes from git when it can', async () => {
    fake.addPull({ number: 5, headSha: HEAD, baseSha: BASE, files: Array.from({ length: 3100 }, (_, i) => `f${i}`) });
    const calls: string[][] = [];
    const out = await resolveChangedFiles(
      request({
        pullRequest: { number: 5 },
        git: async (root, base, head) => {
          calls.push([root, base, head]);
          return { ok: true, files: ['from-git.ts'] };
        },
      }),
    );
    expect(calls).toEqual([['/nonexistent', BASE, HEAD]]);
    expect(out.changedFiles).toMatchObject({ files: ['from-git.ts'], complete: true });
    expect(out.diagnostics).toEqual([]);
  });

  it('truncated and no git: incomplete with W021, never silently partial', async () => {
    fake.addPull({ number: 6, headSha: HEAD, baseSha: BASE, files: Array.from({ length: 3100 }, (_, i) => `f${i}`) });
    const out = await resolveChangedFiles(request({ pullRequest: { number: 6 }, git: async () => ({ ok: false, reason: 'the checkout is shallow' }) }));
    expect(out.changedFiles?.complete).toBe(false);
    expect(out.changedFiles?.files).toHaveLength(3000);
    expect(out.changedFiles?.note).toContain("GitHub listed 3000 of the pull request's 3100 changed files");
    expect(out.diagnostics).toMatchObject([{ code: 'W021', severity: 'warning' }]);
  });

  it('API failures surface as ApiError codes', async () => {
    await expect(resolveChangedFiles(request({ pullRequest: { number: 404 } }))).rejects.toMatchObject({ code: 'E043' });
  });
});
