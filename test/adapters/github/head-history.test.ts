/**
 * Did the head move after the comment? Established from GitHub's repository activity log
 * (server timestamps), never from commit dates, against the fake REST server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../../src/adapters/github/api-client.js';
import { headHistorySince, headRefusal } from '../../../src/adapters/github/head-history.js';
import { octokitTransport } from '../../../src/adapters/github/octokit-transport.js';
import { getPullRequest, type PullRequestInfo } from '../../../src/adapters/github/pull-request.js';
import { FakeGitHub } from '../../support/fake-github.js';

const OLD = '1'.repeat(40);
const HEAD = 'a'.repeat(40);
const NEW = 'c'.repeat(40);
const BASE = 'b'.repeat(40);
const repo = { owner: 'Codertocat', repo: 'Hello-World' };
const COMMENT_AT = '2026-03-01T12:00:00Z';
let fake: FakeGitHub;

const api = (): GitHubApi => new GitHubApi({ transport: octokitTransport('test-token', fake.url), budgetMs: 5_000, timeoutMs: 1_000, backoffMs: 20 });

async function pull(number = 2): Promise<PullRequestInfo> {
  return getPullRequest(api(), repo, number);
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
  fake.addPull({ number: 2, headSha: HEAD, baseSha: BASE, files: ['a.ts'] });
  fake.addActivity({ ref: 'feature', before: '0'.repeat(40), after: OLD, timestamp: '2026-03-01T09:00:00Z', activity_type: 'branch_creation' });
  fake.addActivity({ ref: 'feature', before: OLD, after: HEAD, timestamp: '2026-03-01T11:30:00Z' });
  // Pushes to other branches never count.
  fake.addActivity({ ref: 'main', before: BASE, after: NEW, timestamp: '2026-03-01T12:30:00Z' });
});

describe('headHistorySince', () => {
  it('unchanged: the last push to the head branch is before the comment and ends at the head', async () => {
    const pr = await pull();
    fake.requests.length = 0;
    const history = await headHistorySince(api(), pr, COMMENT_AT);
    expect(history).toEqual({ kind: 'unchanged', headSha: HEAD, changedAt: '2026-03-01T11:30:00.000Z' });
    expect(headRefusal(history, 2, '/legion')).toBeNull();
    // One request: the newest entry of refs/heads/feature in the head repository.
    expect(fake.count()).toBe(1);
    const query = fake.requests[0]?.query;
    expect([query?.get('ref'), query?.get('per_page'), query?.get('direction')]).toEqual(['refs/heads/feature', '1', 'desc']);
  });

  it('moved: a push after the comment, whatever the commit dates say', async () => {
    fake.addActivity({ ref: 'feature', before: HEAD, after: NEW, timestamp: '2026-03-01T12:00:20Z' });
    fake.pulls.get(2)!.headSha = NEW;
    const history = await headHistorySince(api(), await pull(), COMMENT_AT);
    expect(history).toMatchObject({ kind: 'moved', headSha: NEW, at: '2026-03-01T12:00:20.000Z', activityType: 'push', to: NEW });
    const refusal = headRefusal(history, 2, '/legion');
    expect(refusal?.code).toBe('E047');
    expect(refusal?.message).toContain('after the comment');
    expect(refusal?.hint).toContain(`--sha=${NEW.slice(0, 12)}`);
  });

  it('moved: a push in the same second as the comment counts as after it', async () => {
    fake.addActivity({ ref: 'feature', before: HEAD, after: NEW, timestamp: COMMENT_AT });
    fake.pulls.get(2)!.headSha = NEW;
    expect((await headHistorySince(api(), await pull(), COMMENT_AT)).kind).toBe('moved');
  });

  it('moved: a force push after the comment back to the approved commit still needs a new approval', async () => {
    fake.addActivity({ ref: 'feature', before: HEAD, after: NEW, timestamp: '2026-03-01T12:01:00Z' });
    fake.addActivity({ ref: 'feature', before: NEW, after: HEAD, timestamp: '2026-03-01T12:02:00Z', activity_type: 'force_push' });
    const history = await headHistorySince(api(), await pull(), COMMENT_AT);
    expect(history).toMatchObject({ kind: 'moved', activityType: 'force_push' });
  });

  it('unknown: the log does not end at the head (not yet recorded, or another ref history)', async () => {
    fake.pulls.get(2)!.headSha = NEW;
    const history = await headHistorySince(api(), await pull(), COMMENT_AT);
    expect(history.kind).toBe('unknown');
    expect(headRefusal(history, 2, '/legion')?.code).toBe('E049');
  });

  it('unknown: no push recorded for the branch', async () => {
    fake.activities.length = 0;
    for (const p of fake.pulls.values()) p.pushedAt = null;
    expect(await headHistorySince(api(), await pull(), COMMENT_AT)).toMatchObject({ kind: 'unknown', reason: expect.stringContaining('no push') });
  });

  it('fork pull requests read the head repository', async () => {
    fake.addPull({ number: 3, headSha: HEAD, baseSha: BASE, files: [], headRepo: 'outsider/Hello-World', headRef: 'patch-1' });
    fake.forks.add('outsider/Hello-World');
    fake.addActivity({ repo: 'outsider/Hello-World', ref: 'patch-1', before: OLD, after: HEAD, timestamp: '2026-03-01T10:00:00Z' });
    const history = await headHistorySince(api(), await pull(3), COMMENT_AT);
    expect(history.kind).toBe('unchanged');
    expect(fake.requests.at(-1)?.path).toBe('/repos/outsider/Hello-World/activity');
  });

  it('unknown, with the permission named, when GitHub refuses the log (403)', async () => {
    const pr = await pull();
    fake.fail('activity', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const history = await headHistorySince(api(), pr, COMMENT_AT);
    expect(history).toMatchObject({ kind: 'unknown', reason: expect.stringContaining('contents: read') });
  });

  it('unknown when the head repository is gone or the log is not there (404)', async () => {
    fake.addPull({ number: 4, headSha: HEAD, baseSha: BASE, files: [], headRepo: null });
    expect((await headHistorySince(api(), await pull(4), COMMENT_AT)).kind).toBe('unknown');
    fake.addPull({ number: 5, headSha: HEAD, baseSha: BASE, files: [], headRepo: 'gone/away' });
    expect((await headHistorySince(api(), await pull(5), COMMENT_AT)).kind).toBe('unknown');
  });

  it('server errors stay errors (E040), they are not "unknown"', async () => {
    const pr = await pull();
    fake.fail('activity', ...Array.from({ length: 10 }, () => ({ status: 502 })));
    await expect(headHistorySince(api(), pr, COMMENT_AT)).rejects.toMatchObject({ code: 'E040' });
  });

  it('an unreadable comment time is unknown, without a request', async () => {
    const pr = await pull();
    fake.requests.length = 0;
    expect((await headHistorySince(api(), pr, 'yesterday')).kind).toBe('unknown');
    expect(fake.count()).toBe(0);
  });
});
