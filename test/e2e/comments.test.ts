/**
 * End to end: issue_comment commands — parsing, authorization, feedback and its API budget.
 */
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { BASE_SHA, HEAD_SHA, commentPayload, HEAD_PUSHED_AT } from '../support/payloads.js';
import { DIST, GITHUB_SHA, tempDir } from '../support/run-action.js';
import { findCommandLine } from '../../src/core/request/parse-command.js';
import { analyse, autolinkCounts, renderGfm } from '../security/gfm.js';

const suite = useE2ESuite({
  eventName: 'issue_comment',
  eachTest: (fake) => {
    fake.permissions.set('Codertocat', 'admin');
    fake.permissions.set('triager', 'triage');
    fake.permissions.set('maintainer', 'maintain');
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['src/api/orders.ts', 'docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
  },
});
const run = suite.run;

describe('comments that are not commands', () => {
  it.each([
    ['plain text', 'Looks good to me!'],
    ['fenced command', 'Try this:\n```\n/legion build --just-harden\n```'],
    ['tilde fence', '~~~\n/legion build\n~~~'],
    ['quoted command', '> /legion build --just-harden\nagreed'],
    ['trigger inside a word', '/legionary build'],
    ['trigger mid-line', 'please run /legion build'],
  ])('%s: no-op, exit 0, no API call at all', async (_, body) => {
    const result = await run({ payload: commentPayload(body) });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', matrix: '{"include":[]}', source: 'none', 'error-code': '' });
    expect(suite.fake.count()).toBe(0);
    expect(result.summary).toBe('');
  });

  it.each(['edited', 'deleted'])('issue_comment %s is a quiet no-op', async (action) => {
    const result = await run({ payload: commentPayload('/legion build', { action }) });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.count()).toBe(0);
  });

  it('the fast path never loads the router chunk (works with index.js alone)', async () => {
    const dir = tempDir('legion-cold-');
    copyFileSync(DIST, join(dir, 'index.js'));
    copyFileSync(join(dirname(DIST), 'package.json'), join(dir, 'package.json')); // the bundle's module type
    const quiet = await run({ payload: commentPayload('nice work'), entry: join(dir, 'index.js') });
    expect(quiet.code).toBe(0);
    expect(quiet.outputs['has-work']).toBe('false');
    const command = await run({ payload: commentPayload('/legion status'), entry: join(dir, 'index.js') });
    expect(command.code).not.toBe(0); // proves the command path needs the chunks the no-op path did not load
  });
});

describe('comment commands', () => {
  it('authorized command on a PR: permission, 👀, PR + files, 🚀 — and nothing else', async () => {
    const result = await run({ payload: commentPayload('Looks good so far.\n\n/legion build --skip-frontend\n') });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({
      source: 'comment',
      command: 'build',
      flags: '["--skip-frontend"]',
      sha: HEAD_SHA,
      'has-work': 'true',
      'error-code': '',
    });
    expect(parsed.include.map((e) => e['plan']).sort()).toEqual(['02-01', '02-03']);
    expect(suite.fake.reactions).toEqual([
      { commentId: 492700400, content: 'eyes' },
      { commentId: 492700400, content: 'rocket' },
    ]);
    expect(suite.fake.comments).toEqual([]);
    // The head is pinned: no push since the comment (activity), the files belong to it (pull read again).
    // 👀 is sent while the pull request is read, so those two may reach the server in either order.
    const routes = suite.fake.requests.map((r) => r.route);
    expect(routes[0]).toBe('permission');
    expect([...routes.slice(1, 3)].sort()).toEqual(['pull', 'reaction']);
    expect(routes.slice(3)).toEqual(['activity', 'files', 'pull', 'reaction']);
    expect(result.summary).toContain('`Codertocat`');
    expect(result.summary).toMatch(/02-02.*dropped/);
  });

  it('👀 is sent while the pull request is read, and 🚀 waits for it', async () => {
    suite.fake.fail('reaction', { delayMs: 400 });
    const result = await run({ payload: commentPayload('/legion build --skip-frontend') });
    expect(result.code).toBe(0);
    expect(result.outputs['has-work']).toBe('true');
    const [eyes, rocket] = suite.fake.requests.filter((r) => r.route === 'reaction');
    const firstPull = suite.fake.requests.find((r) => r.route === 'pull');
    expect(eyes?.body).toEqual({ content: 'eyes' });
    expect(rocket?.body).toEqual({ content: 'rocket' });
    // The pull request was read before the server answered 👀 …
    expect(firstPull!.at).toBeLessThan(eyes!.at + 400);
    // … and 🚀 was sent only after that answer.
    expect(rocket!.at).toBeGreaterThanOrEqual(eyes!.at + 400);
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
  });

  it('unauthorized commenter: 😕 and a reply, nothing routed, E020, exit 0', async () => {
    const result = await run({ payload: commentPayload('/legion build --just-harden', { login: 'triager' }) });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'error-code': 'E020', 'has-work': 'false', matrix: '{"include":[]}' });
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['confused']);
    expect(suite.fake.comments).toHaveLength(1);
    expect(suite.fake.comments[0]?.body).toContain('`write`');
    expect(suite.fake.count('pull') + suite.fake.count('files')).toBe(0);
  });

  it('a stranger (404 on the permission check) is unauthorized too', async () => {
    const result = await run({ payload: commentPayload('/legion build', { login: 'stranger' }) });
    expect(result.outputs['error-code']).toBe('E020');
    expect(result.code).toBe(0);
  });

  it('the permission input raises the bar (maintain)', async () => {
    suite.fake.permissions.set('writer', 'write');
    const denied = await run({ payload: commentPayload('/legion status', { login: 'writer' }), inputs: { permission: 'maintain' } });
    expect(denied.outputs['error-code']).toBe('E020');
    suite.fake.reset();
    suite.fake.permissions.set('maintainer', 'maintain');
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
    const allowed = await run({ payload: commentPayload('/legion status', { login: 'maintainer' }), inputs: { permission: 'maintain' } });
    expect(allowed.outputs['error-code']).toBe('');
  });

  it('a typo flag: 😕 + reply with the suggestion, no 👀 and no PR read, exit 1', async () => {
    const result = await run({ payload: commentPayload('/legion build --just-hardne') });
    expect(result.code).toBe(1);
    expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('E010');
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['confused']);
    expect(suite.fake.comments).toHaveLength(1);
    const reply = suite.fake.comments[0]?.body ?? '';
    expect(reply).toContain('Did you mean --just-harden?');
    expect(findCommandLine(reply, '/legion')).toBeNull();
    expect(suite.fake.count('pull') + suite.fake.count('files')).toBe(0);
  });

  it('a validation failure replies with the §2 message', async () => {
    const result = await run({ payload: commentPayload('/legion build --just-harden --just-document') });
    expect(result.code).toBe(1);
    expect(result.outputs['error-code']).toBe('E012');
    expect(suite.fake.comments[0]?.body).toContain('❌ Intent Validation Failed');
    expect(suite.fake.comments[0]?.body).toContain('Errors:');
  });

  it('/legion status: 👀 and a reply with the position, no 🚀', async () => {
    const result = await run({ payload: commentPayload('/legion status') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ command: 'status', 'has-work': 'false', 'error-code': '' });
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['eyes']);
    expect(suite.fake.comments).toHaveLength(1);
    expect(suite.fake.comments[0]?.body).toContain('Position');
    // status selects no plans: the PR head is read for `sha`, the file listing is skipped.
    expect(suite.fake.requests.map((r) => r.route)).toEqual(['permission', 'reaction', 'pull', 'comment']);
    expect(result.outputs['sha']).toBe(HEAD_SHA);
  });

  it('/legion review on a PR checks out its head without listing its files', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: Array.from({ length: 2500 }, (_, i) => `f${i}`), pushedAt: HEAD_PUSHED_AT });
    const result = await run({ payload: commentPayload('/legion review') });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ command: 'review', sha: HEAD_SHA, 'has-work': 'true' });
    expect(parsed.include.length).toBeGreaterThan(0);
    expect(suite.fake.count('files')).toBe(0);
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
  });

  it('--dry-run in a comment: reply lists what would run, has-work false', async () => {
    const result = await run({ payload: commentPayload('/legion build --dry-run') });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(parsed.hasWork).toBe(false);
    expect(parsed.include.length).toBeGreaterThan(0);
    expect(suite.fake.comments[0]?.body).toContain('Dry run');
  });

  it('a comment on a plain issue routes without changed files (no PR lookup); sha is GITHUB_SHA', async () => {
    const result = await run({ payload: commentPayload('/legion build --just-harden', { onIssue: true }) });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ sha: GITHUB_SHA, 'has-work': 'true', intent: 'harden' });
    expect(suite.fake.count('pull') + suite.fake.count('files')).toBe(0);
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
  });

  it('feedback: false makes no reaction or reply', async () => {
    const result = await run({ payload: commentPayload('/legion build --just-hardne'), inputs: { feedback: 'false' } });
    expect(result.outputs['error-code']).toBe('E010');
    expect(suite.fake.count('reaction') + suite.fake.count('comment')).toBe(0);
  });

  it('a failing reaction does not change the outcome', async () => {
    suite.fake.fail('reaction', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const result = await run({ payload: commentPayload('/legion build --skip-frontend') });
    expect(result.code).toBe(0);
    expect(result.outputs['has-work']).toBe('true');
    expect(result.stdout).toContain('Could not add the eyes reaction');
  });

  it('a custom trigger', async () => {
    const result = await run({ payload: commentPayload('/ci build --skip-frontend'), inputs: { trigger: '/ci' } });
    expect(result.outputs).toMatchObject({ source: 'comment', command: 'build' });
    const ignored = await run({ payload: commentPayload('/legion build'), inputs: { trigger: '/ci' } });
    expect(ignored.outputs['source']).toBe('none');
  });

  it('mentions and markup in a comment never reach a reply unescaped', async () => {
    const result = await run({ payload: commentPayload('/legion build --just-<img src=x>@admins [x](https://evil.example)') });
    expect(result.outputs['error-code']).toBe('E010');
    expect(suite.fake.comments).toHaveLength(1);
    const reply = suite.fake.comments[0]?.body ?? '';
    // The command scanner drops raw HTML tags from the command line (their text kept): the flag
    // the reply names is `--just-@admins`, and the tag is nowhere in the reply.
    expect(reply).not.toMatch(/<img|src=x/);
    expect(reply).toMatch(/```text\n[\s\S]*Unknown flag: --just-@\u200d?admins\b[\s\S]*\n```/);
    // Untrusted text only appears inside the fenced text block, where markdown and HTML are inert.
    const outsideCode = reply.replace(/(`{3,})text\n[\s\S]*?\n\1/g, '').replace(/`+[^`]*`+/g, '');
    expect(outsideCode).not.toContain('@admins');
    expect(outsideCode).not.toContain('evil.example');
    // Rendered as GitHub does: no element from the comment, no mention, the workflow-run link only.
    const { tags, links, text } = analyse(renderGfm(reply));
    expect(tags.filter((t) => t === 'img' || t === 'a')).toEqual(['a']);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^"https:\/\/github\.com\/[^"]+\/actions\/runs\/\d+"$/);
    expect(autolinkCounts(text)['@mention']).toBe(0);
  });
});

describe('API budget', () => {
  it('a 3000-file PR costs permission + PR + 30 pages + 2 feedback calls', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: Array.from({ length: 3000 }, (_, i) => `src/api/gen/f${i}.ts`), pushedAt: HEAD_PUSHED_AT });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.code).toBe(0);
    expect(result.outputs['has-work']).toBe('true');
    expect(suite.fake.count('permission')).toBe(1);
    // Pinning costs two requests: the head's push record, and the pull request read again after the pages.
    expect(suite.fake.count('pull')).toBe(2);
    expect(suite.fake.count('activity')).toBe(1);
    expect(suite.fake.count('files')).toBe(30);
    expect(suite.fake.count('reaction') + suite.fake.count('comment')).toBe(2);
    expect(suite.fake.count()).toBe(36);
  });
});
