/**
 * End to end through dist/index.js on Node 24, against the local fake API, with
 * @octokit/webhooks-examples payloads: `--plan` from a comment and a dispatch, `/legion retry`
 * from the last report (trust, pagination, nothing to retry, a pull request that moved on), and
 * the `changed-files-list` output and per-entry `changed_files_list`.
 */
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { BASE_SHA, HEAD_SHA, commentPayload, dispatchPayload, HEAD_PUSHED_AT } from '../support/payloads.js';
import { decodeChangedFileLine } from '../../src/core/matrix/changed-files-list.js';
import { renderReportMarker, type ReportMarker } from '../../src/report/report-marker.js';

const FILES = ['src/api/orders.ts', 'src/api/auth/session.ts', 'docs/api/orders.md'];
const suite = useE2ESuite({
  eventName: 'issue_comment',
  eachTest: (fake) => {
    fake.permissions.set('Codertocat', 'admin');
    fake.permissions.set('triager', 'triage');
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: HEAD_PUSHED_AT });
    // The run the reports name: a run of this repository's routing workflow (GITHUB_WORKFLOW_REF).
    fake.addWorkflowRun({ id: 777 });
  },
});
const run = suite.run;

const waveIds = (outputs: Record<string, string>): string[][] => (JSON.parse(outputs['waves'] as string) as { include: { id: string }[] }[]).map((w) => w.include.map((e) => e.id));
// The report step's comment: the marker is its first line (report-marker.ts).
const marker = (over: Partial<ReportMarker> = {}): string =>
  `${renderReportMarker({ version: 1, runId: 777, attempt: 1, sha: HEAD_SHA, result: 'failure', failed: ['02-03'], notRun: ['02-05'], ...over })}\n### legion-router: build\n\n❌ 1 plan of 3 failed.`;

describe('--plan', () => {
  it('a comment routes the named plan and its unfinished dependencies, in waves', async () => {
    const result = await run({ payload: commentPayload('/legion build --plan=02-04') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(waveIds(result.outputs)).toEqual([['02-01', '02-02'], ['02-04']]);
    expect(result.outputs['flags']).toBe('["--plan=02-04"]');
    expect(result.outputs['has-work']).toBe('true');
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
  });

  it('an unknown plan id is E095 with "did you mean", a 😕 and a reply, nothing routed', async () => {
    const result = await run({ payload: commentPayload('/legion build --plan=02-08') });
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({ 'error-code': 'E095', 'has-work': 'false', waves: '[]' });
    expect(suite.fake.comments[0]?.body).toContain('Did you mean 02-01?');
    expect(result.stdout).not.toMatch(/\n\s+at /);
  });

  it('a malformed id is E011 and needs no file listing', async () => {
    const result = await run({ payload: commentPayload('/legion build --plan=02-4x') });
    expect(result.outputs['error-code']).toBe('E011');
    expect(suite.fake.count('files')).toBe(0);
  });

  it('works from dispatch inputs', async () => {
    const result = await run({ eventName: 'workflow_dispatch', payload: dispatchPayload(), inputs: { command: 'build', flags: '--plan=02-03' } });
    expect(result.code).toBe(0);
    expect(waveIds(result.outputs)).toEqual([['02-01'], ['02-03']]);
    expect(suite.fake.count()).toBe(0);
  });
});

describe('/legion retry', () => {
  it('routes the failed and not-run plans of the bot’s last report (and their unfinished dependency)', async () => {
    suite.fake.addIssueComment({ id: 50, issueNumber: 2, body: marker({ failed: ['02-01'], notRun: [] }) });
    suite.fake.addIssueComment({ id: 60, issueNumber: 2, body: marker() });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(waveIds(result.outputs)).toEqual([['02-01'], ['02-03', '02-05']]);
    expect(result.outputs).toMatchObject({ command: 'build', 'has-work': 'true', sha: HEAD_SHA });
    expect(result.summary).toContain('I047');
    expect(result.summary).toContain('run 777');
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
  });

  it('ignores a marker in a person’s comment, or another bot’s: no report, a reply, exit 0, no work', async () => {
    suite.fake.addIssueComment({ id: 70, issueNumber: 2, body: marker(), login: 'mallory', userType: 'User' });
    suite.fake.addIssueComment({ id: 71, issueNumber: 2, body: marker(), login: 'echo[bot]', userType: 'Bot' });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': '', waves: '[]', command: 'retry' });
    expect(suite.fake.comments[0]?.body).toContain('no report yet');
    expect(suite.fake.reactions.map((r) => r.content)).toEqual([]);
    expect(suite.fake.count('files')).toBe(0);
  });

  it('report-author names the bot (an app token): its report counts, github-actions[bot]’s does not', async () => {
    suite.fake.addIssueComment({ id: 80, issueNumber: 2, body: marker({ failed: ['02-02'], notRun: [] }), login: 'my-app[bot]' });
    suite.fake.addIssueComment({ id: 81, issueNumber: 2, body: marker() });
    const result = await run({ payload: commentPayload('/legion retry'), inputs: { 'report-author': 'my-app[bot]' } });
    expect(waveIds(result.outputs)).toEqual([['02-02']]);
  });

  it('finds the report among many comments: page 1, then from the last page back', async () => {
    suite.fake.addIssueComment({ id: 10, issueNumber: 2, body: marker({ failed: ['02-01'], notRun: [] }) });
    for (let i = 0; i < 250; i++) suite.fake.addIssueComment({ id: 100 + i, issueNumber: 2, body: `comment ${i} ${marker()}`, login: 'someone', userType: 'User' });
    suite.fake.addIssueComment({ id: 200, issueNumber: 2, body: marker({ failed: ['02-02'], notRun: [] }) });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(waveIds(result.outputs)).toEqual([['02-02']]);
    const pages = suite.fake.requests.filter((r) => r.route === 'comments').map((r) => r.query.get('page'));
    expect(pages).toEqual(['1', '3', '2']);
  });

  it.each([
    ['a pending report', { result: 'pending' as const }, 'no final result'],
    ['a passing report', { result: 'success' as const, failed: [], notRun: [] }, 'no plan failed'],
  ])('%s: nothing to retry, a reply, exit 0', async (_name, over, words) => {
    suite.fake.addIssueComment({ id: 90, issueNumber: 2, body: marker(over) });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.code).toBe(0);
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.comments[0]?.body).toContain(words);
  });

  it('the pull request moved on: the plans are re-checked at the new head, a gone plan is left out (W114), a note names the old commit', async () => {
    const old = 'b'.repeat(40);
    suite.fake.addIssueComment({ id: 95, issueNumber: 2, body: marker({ sha: old, failed: ['02-03', '02-09'], notRun: [] }) });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.code).toBe(0);
    expect(waveIds(result.outputs)).toEqual([['02-01'], ['02-03']]);
    expect(result.outputs['sha']).toBe(HEAD_SHA);
    expect(result.summary).toContain('W114');
    expect(result.summary).toContain('02-09');
    expect(result.summary).toContain('The last report was for commit');
  });

  it('needs the same authorization as any command: no comment listing for a triager', async () => {
    suite.fake.addIssueComment({ id: 96, issueNumber: 2, body: marker() });
    const result = await run({ payload: commentPayload('/legion retry', { login: 'triager' }) });
    expect(result.outputs['error-code']).toBe('E020');
    expect(suite.fake.count('comments')).toBe(0);
  });

  it('a token that cannot read the comments is E046, not "no report"', async () => {
    suite.fake.fail('comments', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.outputs['error-code']).toBe('E046');
    expect(result.outputs['has-work']).toBe('false');
  });
});

describe('changed files in the outputs', () => {
  it('changed-files-list: every changed file, one shell-safe line each, decoded back exactly', async () => {
    const files = ['src/api/orders.ts', 'docs/my notes.md', 'src/api/$(touch pwned).ts', 'src/api/new\nline.ts', 'src/api/é.ts', 'src/api/`id`.ts'];
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files, pushedAt: HEAD_PUSHED_AT });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.code).toBe(0);
    const lines = (result.outputs['changed-files-list'] as string).split('\n');
    expect(lines.map(decodeChangedFileLine)).toEqual(files);
    for (const line of lines) expect(line).toMatch(/^[A-Za-z0-9._/+@:,=\\"-]+$/);
  });

  it('per entry: changed_files_list holds 20 names and changed_files_more counts the rest', async () => {
    const files = Array.from({ length: 25 }, (_, i) => `src/api/file-${String(i).padStart(2, '0')}.ts`);
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files, pushedAt: HEAD_PUSHED_AT });
    const result = await run({ payload: commentPayload('/legion build --plan=02-01') });
    const entry = (JSON.parse(result.outputs['matrix'] as string) as { include: Record<string, unknown>[] }).include[0] as Record<string, unknown>;
    expect(entry).toMatchObject({ id: '02-01', changed_files: 25, changed_files_more: 5 });
    expect(entry['changed_files_list']).toEqual(files.slice(0, 20));
    expect((result.outputs['changed-files-list'] as string).split('\n')).toEqual(files);
  });
});
