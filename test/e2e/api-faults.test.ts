/**
 * End to end: pagination, GitHub's 3000-file cap, and API faults (5xx, 401, 404, rate limits,
 * a server that never answers), all bounded in time.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { BASE_SHA, HEAD_SHA, commentPayload, pullRequestPayload, HEAD_PUSHED_AT } from '../support/payloads.js';
import { exampleWorkspace } from '../support/run-action.js';

const ALL_PHASE_2_PLANS = ['02-01', '02-02', '02-03', '02-04', '02-05'];
const suite = useE2ESuite({ eachTest: (fake) => fake.permissions.set('Codertocat', 'write') });
const run = suite.run;

/** A labeled event for PR 2 whose payload lacks changed_files, so the PR is looked up too. */
function labelEvent(changedFiles?: number): Record<string, unknown> {
  const payload = pullRequestPayload('labeled', ['just-document'], changedFiles === undefined ? {} : { changedFiles });
  if (changedFiles === undefined) delete (payload['pull_request'] as Record<string, unknown>)['changed_files'];
  return payload;
}

function plans(outputs: Record<string, string>): string[] {
  return (JSON.parse(outputs['matrix'] as string) as { include: { plan?: string }[] }).include.map((e) => e.plan ?? '').sort();
}

describe('changed files', () => {
  it('follows pagination (250 files → 3 pages)', async () => {
    const files = [...Array.from({ length: 249 }, (_, i) => `notes/n${i}.txt`), 'docs/api/orders.md'];
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files, pushedAt: HEAD_PUSHED_AT });
    const result = await run({ eventName: 'issue_comment', payload: commentPayload('/legion build') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(suite.fake.count('files')).toBe(3);
    expect(plans(result.outputs)).toEqual(['02-01', '02-03']); // 02-01: unfinished dependency of 02-03, pulled in
  });

  it('over the 3000 cap without git: W021 warning, every plan routed, never silently partial', async () => {
    const files = Array.from({ length: 3500 }, (_, i) => `notes/n${i}.txt`);
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files, changedFiles: 3500, pushedAt: HEAD_PUSHED_AT });
    const result = await run({ eventName: 'issue_comment', payload: commentPayload('/legion build') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(suite.fake.count('files')).toBe(30);
    expect(plans(result.outputs)).toEqual(ALL_PHASE_2_PLANS);
    expect(result.stdout).toMatch(/::warning [^\n]*W021/);
    expect(result.stdout).toContain('3000 of the pull request');
    expect(result.summary).toContain('W021');
  });

  it('over the 3000 cap with a full clone: the list comes from git diff base...head', async () => {
    const repo = exampleWorkspace();
    const git = (...args: string[]): string =>
      execFileSync('git', args, {
        cwd: repo,
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e.x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e.x' },
      }).trim();
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('commit', '-q', '-m', 'base');
    const base = git('rev-parse', 'HEAD');
    git('checkout', '-q', '-b', 'feature');
    mkdirSync(join(repo, 'docs', 'api'), { recursive: true });
    writeFileSync(join(repo, 'docs', 'api', 'orders.md'), '# Orders\n');
    git('add', '.');
    git('commit', '-q', '-m', 'docs');
    const head = git('rev-parse', 'HEAD');
    const files = Array.from({ length: 3500 }, (_, i) => `notes/n${i}.txt`);
    suite.fake.addPull({ number: 2, headSha: head, baseSha: base, files, changedFiles: 3500, pushedAt: HEAD_PUSHED_AT });
    const result = await run({ eventName: 'issue_comment', payload: commentPayload('/legion build'), workspace: repo });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs['sha']).toBe(head);
    expect(plans(result.outputs)).toEqual(['02-01', '02-03']); // 02-01: unfinished dependency of 02-03, pulled in
    expect(result.stdout).not.toContain('W021');
    expect(result.summary).toContain('from git diff');
  });

  it('the changed-files input skips the listing', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['src/api/orders.ts'], pushedAt: HEAD_PUSHED_AT });
    const result = await run({ eventName: 'issue_comment', payload: commentPayload('/legion build'), inputs: { 'changed-files': 'docs/api/orders.md' } });
    expect(result.code).toBe(0);
    expect(suite.fake.count('files')).toBe(0);
    expect(suite.fake.count('pull')).toBe(1);
    expect(plans(result.outputs)).toEqual(['02-01', '02-03']); // 02-01: unfinished dependency of 02-03, pulled in
  });
});

describe('API faults', () => {
  it('retries 500 and 502 on the listing, then routes', async () => {
    // A backend change under skip-frontend: 02-01 runs (with just-document, the docs plan that
    // needs the unfinished backend plan would not run: an explicit filter wins over a dependency).
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['src/api/orders.ts'], pushedAt: HEAD_PUSHED_AT });
    suite.fake.fail('files', { status: 500 }, { status: 502 });
    const payload = pullRequestPayload('labeled', ['skip-frontend']);
    delete (payload['pull_request'] as Record<string, unknown>)['changed_files'];
    const result = await run({ eventName: 'pull_request', payload });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs['has-work']).toBe('true');
    expect(suite.fake.count('files')).toBe(3);
    expect(result.stdout).toContain('retrying');
  });

  it('honours retry-after on a rate-limited PR lookup', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
    // GitHub sends the reset time with every x-ratelimit-remaining: here one second away.
    const reset = String(Math.ceil(Date.now() / 1000) + 1);
    suite.fake.fail('pull', {
      status: 403,
      headers: { 'retry-after': '1', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      body: { message: 'API rate limit exceeded' },
    });
    const result = await run({ eventName: 'pull_request', payload: labelEvent() });
    expect(result.code).toBe(0);
    // The rate-limited lookup, its retry after 1 s, and the read after the pages (pinning the head).
    expect(suite.fake.count('pull')).toBe(3);
    const [first, second] = suite.fake.requests.filter((r) => r.route === 'pull');
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('a rate limit beyond the budget fails fast with E041', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
    suite.fake.fail('pull', { status: 429, headers: { 'retry-after': '3600' } });
    const result = await run({ eventName: 'pull_request', payload: labelEvent() });
    expect(result.code).toBe(1);
    expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('E041');
    expect(result.durationMs).toBeLessThan(10_000);
  });

  it('401 → E042, exit 1, all outputs set', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
    const result = await run({ eventName: 'pull_request', payload: labelEvent(1), inputs: { token: 'expired' } });
    expect(result.code).toBe(1);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'error-code': 'E042', 'has-work': 'false' });
    expect(result.stdout).toContain('rejected the token');
    expect(suite.fake.count('files')).toBe(1);
  });

  it('404 on the pull request → E043; the comment gets 👀 then 😕', async () => {
    const result = await run({ eventName: 'issue_comment', payload: commentPayload('/legion build', { issueNumber: 77 }) });
    expect(result.code).toBe(1);
    expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('E043');
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['eyes', 'confused']);
    expect(suite.fake.count('pull')).toBe(1);
  });

  it('persistent 5xx → E040 within the budget', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
    suite.fake.fail('pull', ...Array.from({ length: 100 }, () => ({ status: 503 })));
    const result = await run({ eventName: 'pull_request', payload: labelEvent(), env: { LEGION_ROUTER_API_BUDGET_MS: '1500' } });
    expect(result.code).toBe(1);
    expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('E040');
    expect(result.durationMs).toBeLessThan(6_000);
  });

  it('a server that never answers → E044 within the bounded time', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
    suite.fake.fail('files', ...Array.from({ length: 20 }, () => ({ hang: true as const })));
    const result = await run({
      eventName: 'pull_request',
      payload: labelEvent(1),
      env: { LEGION_ROUTER_API_TIMEOUT_MS: '300', LEGION_ROUTER_API_BUDGET_MS: '1500' },
    });
    expect(result.code).toBe(1);
    expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('E044');
    expect(result.durationMs).toBeLessThan(6_000);
    expect(result.stdout).toContain('did not answer in time');
  });

  it('an unauthorised comment never reaches the PR even when the API is slow', async () => {
    suite.fake.permissions.set('reader', 'read');
    suite.fake.fail('permission', { delayMs: 200 });
    const result = await run({ eventName: 'issue_comment', payload: commentPayload('/legion build', { login: 'reader' }) });
    expect(result.outputs['error-code']).toBe('E020');
    expect(suite.fake.count('pull') + suite.fake.count('files')).toBe(0);
  });
});
