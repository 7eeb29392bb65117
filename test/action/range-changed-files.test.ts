/**
 * The changed files of push and merge_group ranges, in process against the fake API's compare
 * route, with git injected: every branch of the fallback order (compare, git, every plan).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../src/adapters/github/api-client.js';
import { octokitTransport } from '../../src/adapters/github/octokit-transport.js';
import { resolveRangeFiles, type RangeFilesRequest } from '../../src/action/range-changed-files.js';
import type { CommitRange } from '../../src/core/request/commit-range.js';
import type { GitChangedFiles } from '../../src/adapters/git/diff-names.js';
import { FakeGitHub, GITHUB_COMPARE_FILE_CAP, OPERATIONS } from '../support/fake-github.js';

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);
const MERGE_BASE = 'd'.repeat(40);
const MANY = Array.from({ length: GITHUB_COMPARE_FILE_CAP + 1 }, (_, i) => `f/${i}`);
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

type GitCall = { base: string; head: string; range: string };

function request(range: CommitRange, git: GitChangedFiles = { ok: false, reason: 'no checkout' }, calls: GitCall[] = []): RangeFilesRequest {
  let client: GitHubApi | undefined;
  return {
    api: () => (client ??= new GitHubApi({ transport: octokitTransport('test-token', fake.url), budgetMs: 5000, timeoutMs: 1000, backoffMs: 10 })),
    repo: { owner: 'Codertocat', repo: 'Hello-World' },
    range,
    inputFiles: undefined,
    repoRoot: '/nonexistent',
    log: () => undefined,
    git: async (_root, base, head, _timeout, options) => {
      calls.push({ base, head, range: options?.range ?? 'merge-base' });
      return git;
    },
  };
}

const update: CommitRange = { event: 'push', head: HEAD, base: BASE, forced: false, created: false, defaultBranch: 'main' };
const created: CommitRange = { event: 'push', head: HEAD, forced: false, created: true, defaultBranch: 'main' };
const group: CommitRange = { event: 'merge_group', head: HEAD, base: BASE, forced: false, created: false };

describe('resolveRangeFiles', () => {
  it('the input wins: no API call', async () => {
    const out = await resolveRangeFiles({ ...request(update), inputFiles: ['x.ts'] });
    expect(out).toMatchObject({ changedFiles: { files: ['x.ts'], complete: true }, sha: HEAD });
    expect(fake.count()).toBe(0);
  });

  it('a route that selects no plans compares nothing', async () => {
    const out = await resolveRangeFiles({ ...request(group), listFiles: false });
    expect(out.changedFiles).toBeUndefined();
    expect(fake.count()).toBe(0);
  });

  it('renames count with both paths; the list is complete under the cap', async () => {
    fake.addComparison(BASE, HEAD, { files: [{ filename: 'new.ts', previous_filename: 'old.ts', status: 'renamed' }, 'x.ts'] });
    const out = await resolveRangeFiles(request(update));
    expect(out.changedFiles).toEqual({ files: ['new.ts', 'old.ts', 'x.ts'], complete: true });
    expect(out.diagnostics.map((d) => d.code)).toEqual(['I044']);
  });

  it('a new branch over the cap: git diff from the merge base GitHub names', async () => {
    const calls: GitCall[] = [];
    fake.addComparison('main', HEAD, { files: MANY, mergeBase: MERGE_BASE });
    const out = await resolveRangeFiles(request(created, { ok: true, files: [...MANY, 'extra'] }, calls));
    expect(calls).toEqual([{ base: MERGE_BASE, head: HEAD, range: 'merge-base' }]);
    expect(out.changedFiles).toEqual({ files: [...MANY, 'extra'], complete: true });
  });

  it('a merge group over the cap without git: every plan, W021, the partial list marked incomplete', async () => {
    fake.addComparison(BASE, HEAD, { files: MANY });
    const out = await resolveRangeFiles(request(group));
    expect(out.changedFiles?.complete).toBe(false);
    expect(out.changedFiles?.files).toHaveLength(GITHUB_COMPARE_FILE_CAP);
    expect(out.diagnostics.map((d) => d.code)).toEqual(['W021', 'I044']);
  });

  it('a merge group GitHub cannot compare: W109, every plan (git is tried first)', async () => {
    const calls: GitCall[] = [];
    const out = await resolveRangeFiles(request(group, { ok: false, reason: 'shallow' }, calls));
    expect(calls).toEqual([{ base: BASE, head: HEAD, range: 'both' }]);
    expect(out.changedFiles?.complete).toBe(false);
    expect(out.diagnostics[0]?.code).toBe('W109');
  });

  it('a force-push (behind: moved back): the dropped side routes', async () => {
    fake.addComparison(BASE, HEAD, { files: [], status: 'behind' });
    fake.addComparison(HEAD, BASE, { files: ['dropped.ts'], status: 'ahead' });
    const out = await resolveRangeFiles(request({ ...update, forced: true }));
    expect(out.changedFiles).toEqual({ files: ['dropped.ts'], complete: true });
  });

  it('a force-push over the cap: git diff old new (both sides)', async () => {
    const calls: GitCall[] = [];
    fake.addComparison(BASE, HEAD, { files: ['a.ts'], status: 'diverged' });
    fake.addComparison(HEAD, BASE, { files: MANY, status: 'diverged' });
    const out = await resolveRangeFiles(request(update, { ok: true, files: ['all'] }, calls));
    expect(calls).toEqual([{ base: BASE, head: HEAD, range: 'both' }]);
    expect(out.changedFiles).toEqual({ files: ['all'], complete: true });
  });

  it('no base at all: W109 without an API call', async () => {
    const out = await resolveRangeFiles(request({ event: 'push', head: HEAD, forced: false, created: true, unknownReason: 'the first push' }));
    expect(out.diagnostics[0]).toMatchObject({ code: 'W109', severity: 'warning' });
    expect(out.changedFiles).toEqual({ files: [], complete: false, note: 'the first push', incompleteReported: true });
    expect(fake.count()).toBe(0);
  });

  it('a 5xx after the retries: git diff in the checkout, with W051 (never an API error, never nothing)', async () => {
    const error = { status: 503, body: { message: 'Service Unavailable' } };
    fake.fail('compare', error, error, error, error);
    const calls: GitCall[] = [];
    const out = await resolveRangeFiles(request(update, { ok: true, files: ['from-git.ts'] }, calls));
    expect(out.changedFiles).toEqual({ files: ['from-git.ts'], complete: true });
    expect(out.diagnostics.map((d) => d.code)).toEqual(['W051', 'I044']);
    expect(out.diagnostics[0]?.message).toContain('the list comes from git diff');
    expect(calls).toEqual([{ base: BASE, head: HEAD, range: 'both' }]);
  });

  it('an answer without files: every plan routes with W051 when git cannot help (a merge group)', async () => {
    // GitHub's own example answer, without the field the description makes optional.
    const body = fake.spec.example(OPERATIONS.compare, 200) as Record<string, unknown>;
    delete body['files'];
    fake.fail('compare', { status: 200, body });
    const out = await resolveRangeFiles(request(group));
    expect(out.changedFiles).toMatchObject({ complete: false });
    expect(out.diagnostics.map((d) => d.code)).toEqual(['W051', 'W109', 'I044']);
  });

  it('a refusal (403) stays an error: only server failures and missing files fall back', async () => {
    fake.fail('compare', { status: 403, body: { message: 'Resource not accessible by integration' } });
    await expect(resolveRangeFiles(request(update))).rejects.toMatchObject({ code: 'E046' });
  });
});
