/**
 * End to end: authorization follows the event, never the input that carries the text (#11 A11,
 * A22), and the route runs only on the head that was approved (T01–T03).
 */
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { BASE_SHA, HEAD_SHA, commentPayload, pullRequestPayload, HEAD_PUSHED_AT } from '../support/payloads.js';

const FILES = ['src/api/orders.ts', 'docs/api/orders.md'];

const suite = useE2ESuite({
  eventName: 'issue_comment',
  eachTest: (fake) => {
    fake.permissions.set('Codertocat', 'admin');
    fake.permissions.set('maintainer', 'maintain');
    fake.permissions.set('outsider', 'read');
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: HEAD_PUSHED_AT });
  },
});
const run = suite.run;

function senderPayload(action: string, labels: string[], sender: string, extra: { added?: string } = {}): ReturnType<typeof pullRequestPayload> {
  const payload = pullRequestPayload(action, labels, { changedFiles: FILES.length, ...extra });
  payload['sender'] = { ...(payload['sender'] ?? {}), login: sender };
  return payload;
}

describe('A11: inputs do not skip authorization on comment events', () => {
  it('A11: `text` passed from an outsider’s comment body routes nothing (E020), whichever input carries it', async () => {
    const result = await run({
      payload: commentPayload('harden the auth code', { login: 'outsider' }),
      inputs: { text: 'harden the auth code' },
    });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'error-code': 'E020', 'has-work': 'false', matrix: '{"include":[]}' });
    expect(suite.fake.requests.map((r) => r.route)[0]).toBe('permission');
    expect(suite.fake.count('files')).toBe(0);
  });

  it('A11: `command`/`flags` inputs on a collaborator’s comment still route, after the permission check', async () => {
    const result = await run({ payload: commentPayload('please', { login: 'maintainer' }), inputs: { command: 'build', flags: 'just-harden' } });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ command: 'build', intent: 'harden', 'has-work': 'true', source: 'comment' });
    expect(suite.fake.requests.map((r) => r.route)[0]).toBe('permission');
  });

  it('A11: an edited comment never routes, even when the workflow passes its body as an input', async () => {
    const result = await run({ payload: commentPayload('/legion build', { action: 'edited', login: 'outsider' }), inputs: { text: 'build everything' } });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': '' });
    expect(suite.fake.count()).toBe(0);
  });
});

describe('A22: pull_request_target authorizes the sender, every time', () => {
  it('A22: an outsider’s synchronize routes nothing (E020), whatever labels the pull request carries', async () => {
    const result = await run({ eventName: 'pull_request_target', payload: senderPayload('synchronize', ['just-harden'], 'outsider') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'error-code': 'E020', 'has-work': 'false', sha: '' });
    expect(result.stdout).toContain('approves the current head');
    expect(suite.fake.count('files')).toBe(0);
  });

  it('A22: an outsider’s opened pull request routes nothing', async () => {
    const result = await run({ eventName: 'pull_request_target', payload: senderPayload('opened', [], 'outsider') });
    expect(result.outputs).toMatchObject({ 'error-code': 'E020', 'has-work': 'false' });
  });

  it('A22: a label added by a maintainer routes the head at that moment; the labeler is the one checked', async () => {
    const result = await run({ eventName: 'pull_request_target', payload: senderPayload('labeled', ['skip-frontend'], 'maintainer', { added: 'skip-frontend' }) });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true', sha: HEAD_SHA, flags: '["--skip-frontend"]' });
    const permission = suite.fake.requests.find((r) => r.route === 'permission');
    expect(permission?.path).toContain('/collaborators/maintainer/permission');
  });

  it('A22: a label added by an outsider approves nothing', async () => {
    const result = await run({ eventName: 'pull_request_target', payload: senderPayload('labeled', ['just-harden'], 'outsider', { added: 'just-harden' }) });
    expect(result.outputs).toMatchObject({ 'error-code': 'E020', 'has-work': 'false' });
  });

  it('A22: plain pull_request events need no permission call (GitHub runs them without secrets)', async () => {
    const result = await run({ eventName: 'pull_request', payload: senderPayload('labeled', ['skip-frontend'], 'outsider', { added: 'skip-frontend' }) });
    expect(result.outputs['has-work']).toBe('true');
    expect(suite.fake.count('permission')).toBe(0);
  });
});

describe('T01–T03: the approved head', () => {
  it('T01: --sha naming the current head routes; the sha output is that head', async () => {
    const result = await run({ payload: commentPayload(`/legion build --sha=${HEAD_SHA.slice(0, 7)}`) });
    expect(result.outputs).toMatchObject({ 'has-work': 'true', sha: HEAD_SHA, 'error-code': '' });
  });

  it('T01: --sha naming another commit is refused (E082) with the way to approve the new head', async () => {
    const result = await run({ payload: commentPayload('/legion build --sha=1234567') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': 'E082', matrix: '{"include":[]}' });
    const reply = suite.fake.comments.at(-1)?.body ?? '';
    expect(reply).toContain(`--sha=${HEAD_SHA.slice(0, 12)}`);
  });

  it('T01: a malformed --sha is a flag error (E011)', async () => {
    const result = await run({ payload: commentPayload('/legion build --sha=xyz') });
    expect(result.outputs['error-code']).toBe('E011');
    expect(suite.fake.count('files')).toBe(0);
  });

  it('T02: a push after the comment was written (GitHub’s push record) → E047, nothing routed, the reply says how to approve the new head', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: '2026-11-30T12:00:00Z' });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': 'E047', matrix: '{"include":[]}' });
    expect(suite.fake.count('files')).toBe(0);
    const reply = suite.fake.comments.at(-1)?.body ?? '';
    expect(reply).toContain(`--sha=${HEAD_SHA.slice(0, 12)}`);
  });

  it('T02: the same push, but the command names the new head with --sha → it routes', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: '2026-11-30T12:00:00Z' });
    const result = await run({ payload: commentPayload(`/legion build --sha=${HEAD_SHA.slice(0, 12)}`) });
    expect(result.outputs).toMatchObject({ 'has-work': 'true', 'error-code': '', sha: HEAD_SHA });
  });

  it('T02: no push record for the head (cannot be established) → E049, nothing routed', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: null });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': 'E049' });
  });

  it('T02: the head moving while the files are listed → E047 (the listing belongs to one commit)', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: HEAD_PUSHED_AT });
    const result = await run({ eventName: 'pull_request', payload: pullRequestPayload('synchronize', [], { changedFiles: FILES.length, headSha: 'b'.repeat(40) }) });
    expect(result.outputs['error-code']).toBe('E047');
    expect(result.outputs['has-work']).toBe('false');
  });

  it('T03: a closed pull request routes no work (E083)', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, state: 'closed', pushedAt: HEAD_PUSHED_AT });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': 'E083' });
  });

  it('T03: status on a closed pull request still answers', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, state: 'closed', pushedAt: HEAD_PUSHED_AT });
    const result = await run({ payload: commentPayload('/legion status') });
    expect(result.outputs['error-code']).toBe('');
  });
});

describe('F06/F07 and 403: API answers', () => {
  it('F06/F07: a redirect of the file listing to another origin is refused (E048), nothing from it is used', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: HEAD_PUSHED_AT });
    suite.fake.fail('files', { redirect: 'http://127.0.0.2:9/repos/Codertocat/Hello-World/pulls/2/files' });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs).toMatchObject({ 'error-code': 'E048', 'has-work': 'false', matrix: '{"include":[]}' });
    expect(result.code).toBe(1);
  });

  it('403 on the permission call (token without scope) is E046 with a red exit, not E020 "not authorized"', async () => {
    suite.fake.fail('permission', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs['error-code']).toBe('E046');
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('E020');
  });

  it('403 on the pull-request call is E046 too, naming the permission', async () => {
    suite.fake.fail('pull', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs['error-code']).toBe('E046');
    expect(result.stdout).toMatch(/pull-requests/);
  });
});

describe('/legion help', () => {
  it('replies with the commands, the flags of this config, the labels and examples; nothing routes', async () => {
    const result = await run({ payload: commentPayload('/legion help') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': '', command: 'help' });
    const reply = suite.fake.comments.at(-1)?.body ?? '';
    expect(reply).toContain('Commands:');
    expect(reply).toContain('--just-harden');
    expect(suite.fake.count('files')).toBe(0);
  });
});
