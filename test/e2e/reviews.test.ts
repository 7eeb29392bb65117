/**
 * End to end: commands in pull-request reviews — `pull_request_review_comment` (created) and
 * `pull_request_review` (submitted), from @octokit/webhooks-examples payloads, through
 * dist/index.js on Node 24 against the fake GitHub API. The same rules as issue comments:
 * parsing, the author's permission (E020), only new text, the head pinned to when it was written.
 */
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { BASE_SHA, HEAD_SHA, reviewCommentPayload, reviewPayload, HEAD_PUSHED_AT } from '../support/payloads.js';

const suite = useE2ESuite({
  eventName: 'pull_request_review_comment',
  eachTest: (fake) => {
    fake.permissions.set('Codertocat', 'admin');
    fake.permissions.set('triager', 'triage');
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['src/api/orders.ts', 'docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
  },
});
const run = suite.run;

describe('pull_request_review_comment', () => {
  it('a command routes like an issue comment: permission, 👀 and 🚀 on the review comment, PR files, head pinned', async () => {
    const result = await run({ payload: reviewCommentPayload('Nice.\n\n/legion build --skip-frontend') });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ source: 'comment', command: 'build', flags: '["--skip-frontend"]', sha: HEAD_SHA, 'has-work': 'true', 'error-code': '' });
    expect(parsed.include.map((e) => e['plan']).sort()).toEqual(['02-01', '02-03']);
    // Reactions go to the review comment's own endpoint, never to issues/comments.
    expect(suite.fake.reviewReactions).toEqual([
      { commentId: 284312630, content: 'eyes' },
      { commentId: 284312630, content: 'rocket' },
    ]);
    expect(suite.fake.reactions).toEqual([]);
    // 👀 is sent while the pull request is read: those two may reach the server in either order.
    const routes = suite.fake.requests.map((r) => r.route);
    expect(routes[0]).toBe('permission');
    expect([...routes.slice(1, 3)].sort()).toEqual(['pull', 'review-reaction']);
    // Pinned by the review comment's commit_id (the head): no activity or timeline read.
    expect(routes.slice(3)).toEqual(['files', 'pull', 'review-reaction']);
    expect(suite.fake.requests[0]?.path).toBe('/repos/Codertocat/Hello-World/collaborators/Codertocat/permission');
  });

  it('a comment that is not a command (the example as it is): quiet, no API call', async () => {
    const result = await run({ payload: reviewCommentPayload('Maybe you should use more emoji on this line.') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', source: 'none', 'error-code': '' });
    expect(suite.fake.count()).toBe(0);
    expect(result.summary).toBe('');
  });

  it.each(['edited', 'deleted'])('%s review comments never route, even with a command (the package example)', async (action) => {
    const result = await run({ payload: reviewCommentPayload('/legion build', { action }) });
    expect(result.code).toBe(0);
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.count()).toBe(0);
    expect(result.stdout).toContain(`pull_request_review_comment "${action}" events are ignored`);
  });

  it('an unauthorized author: 😕 on the review comment, a reply in its thread, E020, nothing read of the PR', async () => {
    const result = await run({ payload: reviewCommentPayload('/legion build', { login: 'triager' }) });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'error-code': 'E020', 'has-work': 'false' });
    expect(suite.fake.reviewReactions.map((r) => r.content)).toEqual(['confused']);
    expect(suite.fake.reviewReplies).toHaveLength(1);
    expect(suite.fake.reviewReplies[0]).toMatchObject({ pullNumber: 2, commentId: 284312630 });
    expect(suite.fake.reviewReplies[0]?.body).toContain('`write`');
    expect(suite.fake.comments).toEqual([]);
    expect(suite.fake.count('pull') + suite.fake.count('files')).toBe(0);
  });

  it('a bot author is checked like anyone (404 on the permission: E020)', async () => {
    const result = await run({ payload: reviewCommentPayload('/legion build', { login: 'renovate[bot]', userType: 'Bot' }) });
    expect(result.outputs['error-code']).toBe('E020');
    expect(suite.fake.requests[0]?.route).toBe('permission');
    expect(suite.fake.count('pull')).toBe(0);
  });

  it('a command in a reply: the answer goes to the thread’s first comment (GitHub has no replies to replies)', async () => {
    suite.fake.reviewCommentReplies.add(284312999);
    const result = await run({ payload: reviewCommentPayload('/legion status', { commentId: 284312999, inReplyTo: 284312630 }) });
    expect(result.code).toBe(0);
    expect(result.outputs['error-code']).toBe('');
    // status: 👀 on the reply itself, then the answer in the thread.
    expect(suite.fake.reviewReactions).toEqual([{ commentId: 284312999, content: 'eyes' }]);
    expect(suite.fake.reviewReplies.map((r) => r.commentId)).toEqual([284312630]);
  });

  it('a typo flag: 😕 and a thread reply with the suggestion, exit 1', async () => {
    const result = await run({ payload: reviewCommentPayload('/legion build --just-hardne') });
    expect(result.code).toBe(1);
    expect(result.outputs['error-code']).toBe('E010');
    expect(suite.fake.reviewReactions.map((r) => r.content)).toEqual(['confused']);
    expect(suite.fake.reviewReplies[0]?.body).toContain('--just-harden');
  });

  it('a push after the review comment was written (its commit_id is not the head) refuses (E047)', async () => {
    const payload = reviewCommentPayload('/legion build');
    payload['comment']['commit_id'] = BASE_SHA;
    const result = await run({ payload });
    expect(result.outputs['error-code']).toBe('E047');
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.reviewReactions.map((r) => r.content)).toEqual(['eyes']);
    expect(suite.fake.reviewReplies).toHaveLength(1);
  });
});

describe('pull_request_review', () => {
  it('the example as it is (body null): quiet, zero API requests', async () => {
    const result = await run({ eventName: 'pull_request_review', payload: reviewPayload(null) });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', source: 'none' });
    expect(suite.fake.count()).toBe(0);
    expect(result.stdout).toContain('The review has no command');
  });

  it('an empty body is the same quiet no-op', async () => {
    const result = await run({ eventName: 'pull_request_review', payload: reviewPayload('') });
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.count()).toBe(0);
  });

  it('a command in the review body routes; no reactions (GitHub has none for reviews), no reply when jobs run', async () => {
    const result = await run({ eventName: 'pull_request_review', payload: reviewPayload('LGTM\n\n/legion build --skip-frontend', { state: 'approved' }) });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ source: 'comment', command: 'build', sha: HEAD_SHA, 'has-work': 'true' });
    expect(parsed.include.map((e) => e['plan']).sort()).toEqual(['02-01', '02-03']);
    expect(suite.fake.requests.map((r) => r.route)).toEqual(['permission', 'pull', 'files', 'pull']);
    expect(suite.fake.reactions.length + suite.fake.reviewReactions.length + suite.fake.comments.length).toBe(0);
  });

  it('a review command that runs nothing answers on the pull request conversation', async () => {
    const result = await run({ eventName: 'pull_request_review', payload: reviewPayload('/legion status') });
    expect(result.code).toBe(0);
    expect(suite.fake.comments).toHaveLength(1);
    expect(suite.fake.comments[0]?.issueNumber).toBe(2);
    expect(suite.fake.reviewReplies).toEqual([]);
  });

  it('an unauthorized reviewer: E020 and a reply on the conversation (no reaction possible)', async () => {
    const result = await run({ eventName: 'pull_request_review', payload: reviewPayload('/legion build', { login: 'triager' }) });
    expect(result.code).toBe(0);
    expect(result.outputs['error-code']).toBe('E020');
    expect(suite.fake.comments).toHaveLength(1);
    expect(suite.fake.reactions.length + suite.fake.reviewReactions.length).toBe(0);
    expect(suite.fake.count('pull')).toBe(0);
  });

  it('dismissed reviews never route (the package example)', async () => {
    const result = await run({ eventName: 'pull_request_review', payload: reviewPayload('/legion build', { action: 'dismissed' }) });
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.count()).toBe(0);
  });
});
