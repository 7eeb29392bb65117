import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApi } from '../../../src/adapters/github/api-client.js';
import { octokitTransport } from '../../../src/adapters/github/octokit-transport.js';
import { effectiveLevel, getPermissionLevel, meetsPermission } from '../../../src/adapters/github/permission.js';
import { addReaction, createReply } from '../../../src/adapters/github/feedback.js';
import { FakeGitHub } from '../../support/fake-github.js';

let fake: FakeGitHub;
const repo = { owner: 'Codertocat', repo: 'Hello-World' };
const api = (): GitHubApi => new GitHubApi({ transport: octokitTransport('test-token', fake.url), budgetMs: 5000, timeoutMs: 1000, backoffMs: 10 });

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

describe('permission levels', () => {
  it('prefers role_name, falls back to permission for custom roles', () => {
    expect(effectiveLevel({ permission: 'write', role_name: 'maintain' })).toBe('maintain');
    expect(effectiveLevel({ permission: 'read', role_name: 'triage' })).toBe('triage');
    expect(effectiveLevel({ permission: 'write', role_name: 'security-reviewer' })).toBe('write');
    expect(effectiveLevel({ permission: 'sudo' })).toBe('none');
    expect(effectiveLevel(null)).toBe('none');
  });

  it('compares by rank; none never passes', () => {
    expect(meetsPermission('admin', 'write')).toBe(true);
    expect(meetsPermission('maintain', 'maintain')).toBe(true);
    expect(meetsPermission('triage', 'write')).toBe(false);
    expect(meetsPermission('read', 'read')).toBe(true);
    expect(meetsPermission('none', 'read')).toBe(false);
  });

  it('asks GitHub and fails closed on 404 and odd logins', async () => {
    fake.permissions.set('alice', 'maintain');
    expect(await getPermissionLevel(api(), repo, 'alice')).toBe('maintain');
    expect(await getPermissionLevel(api(), repo, 'mallory')).toBe('none');
    expect(await getPermissionLevel(api(), repo, '../../etc')).toBe('none');
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/repos/Codertocat/Hello-World/collaborators/alice/permission',
      '/repos/Codertocat/Hello-World/collaborators/mallory/permission',
    ]);
  });

  it('a 403 on the permission check is E046 (token permission), not E020 and not a pass', async () => {
    fake.permissions.set('alice', 'admin');
    fake.fail('permission', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const error = await getPermissionLevel(api(), repo, 'alice').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'E046' });
    expect(String((error as Error).message)).toContain('metadata: read');
    expect(String((error as Error).message)).toContain('not a rate limit');
    expect(fake.count('permission')).toBe(1);
  });
});

describe('feedback calls', () => {
  it('posts reactions and replies once, without retrying', async () => {
    await addReaction(api(), repo, 42, 'eyes');
    await createReply(api(), repo, 5, 'hello');
    expect(fake.reactions).toEqual([{ commentId: 42, content: 'eyes' }]);
    expect(fake.comments).toEqual([{ issueNumber: 5, body: 'hello' }]);
    fake.fail('reaction', { status: 502 });
    await expect(addReaction(api(), repo, 42, 'rocket')).rejects.toMatchObject({ code: 'E040' });
    expect(fake.count('reaction')).toBe(2);
  });
});
