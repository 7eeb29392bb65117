/**
 * End to end: dist/index.js under Node 24, as the runner starts it, against a fake GitHub API.
 * workflow_dispatch inputs and pull_request label events.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { dispatchPayload, pullRequestPayload, HEAD_SHA, BASE_SHA } from '../support/payloads.js';
import { GITHUB_SHA, exampleWorkspace } from '../support/run-action.js';

const suite = useE2ESuite({ eachTest: (fake) => fake.permissions.set('Codertocat', 'admin') });
const run = suite.run;

const PR_FILES = ['src/api/orders.ts', 'src/api/auth/session.ts', 'docs/api/orders.md'];

describe('workflow_dispatch', () => {
  it('routes the inputs with no API call; sha is GITHUB_SHA', async () => {
    const result = await run({
      eventName: 'workflow_dispatch',
      payload: dispatchPayload({ command: 'review', flags: '--just-security', phase: '1' }),
      inputs: { command: 'review', flags: '--just-security', phase: '1' },
    });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({
      'has-work': 'true',
      command: 'review',
      intent: 'security-only',
      mode: 'filter_review',
      flags: '["--just-security"]',
      source: 'input',
      confidence: '1',
      sha: GITHUB_SHA,
      'error-code': '',
    });
    expect(parsed.include.length).toBeGreaterThan(0);
    for (const entry of parsed.include) expect(entry).toMatchObject({ command: 'review', phase: 1, environment: 'legion-approval' });
    expect(suite.fake.count()).toBe(0);
    expect(result.summary).toContain('## legion-router');
    expect(result.summary).toContain('Matrix JSON');
    expect(result.stderr).toBe('');
  });

  it('uses the changed-files input to select plans', async () => {
    const result = await run({
      eventName: 'workflow_dispatch',
      payload: dispatchPayload(),
      inputs: { command: 'build', 'changed-files': 'docs/api/orders.md\n' },
    });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(parsed.include.map((e) => e['plan'])).toEqual(['02-01', '02-03']); // 02-01: dependency of 02-03
    expect(result.summary).toMatch(/02-02.*dropped/);
    expect(result.summary).toContain('Pulled in: 02-01 (dependency of 02-03)');
    expect(suite.fake.count()).toBe(0);
  });

  it('dry-run computes the matrix but has-work is false', async () => {
    const result = await run({ eventName: 'workflow_dispatch', payload: dispatchPayload(), inputs: { command: 'build', flags: '--just-harden', 'dry-run': 'true' } });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(parsed.hasWork).toBe(false);
    expect(parsed.include.length).toBeGreaterThan(0);
    expect(result.summary).toContain('Dry run');
  });

  it('a validation failure fails the step with the §2 message', async () => {
    const result = await run({ eventName: 'workflow_dispatch', payload: dispatchPayload(), inputs: { command: 'build', flags: '--just-harden --just-document' } });
    expect(result.code).toBe(1);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'error-code': 'E012', 'has-work': 'false', matrix: '{"include":[]}' });
    expect(result.stdout).toContain('::error::❌ Intent Validation Failed%0A');
    expect(result.stdout).not.toMatch(/\n\s+at /);
  });

  it('bad inputs give E052 and every output, without a stack trace', async () => {
    const result = await run({ eventName: 'workflow_dispatch', payload: dispatchPayload(), inputs: { command: 'build', 'max-jobs': 'many' } });
    expect(result.code).toBe(1);
    expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('E052');
    expect(result.stdout).toContain('max-jobs');
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('pull_request labels', () => {
  it('a flag label routes label-command with the PR files; sha is the head', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: PR_FILES });
    const result = await run({
      eventName: 'pull_request',
      payload: pullRequestPayload('labeled', ['bug', 'skip-frontend'], { added: 'skip-frontend', changedFiles: PR_FILES.length }),
    });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ source: 'label', command: 'build', flags: '["--skip-frontend"]', sha: HEAD_SHA, 'has-work': 'true' });
    expect(parsed.include.every((e) => e['command'] === 'build')).toBe(true);
    // The payload carries head, base and changed_files: no PR lookup, just the listing.
    // The payload names the head; the pull request is read once after the pages to check it did not move.
    expect(suite.fake.count('pull')).toBe(1);
    expect(suite.fake.count('files')).toBe(1);
    expect(suite.fake.count('reaction') + suite.fake.count('comment') + suite.fake.count('permission')).toBe(0);
  });

  it('an ordinary label is a quiet no-op with no API call', async () => {
    const result = await run({ eventName: 'pull_request', payload: pullRequestPayload('labeled', ['just-harden', 'bug'], { added: 'bug' }) });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', source: 'none', 'error-code': '' });
    expect(suite.fake.count()).toBe(0);
  });

  it('a prefixed label that is not a flag is an unknown-flag error with a suggestion', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: PR_FILES });
    const result = await run({
      eventName: 'pull_request_target',
      payload: pullRequestPayload('labeled', ['legion:just-hardne'], { changedFiles: PR_FILES.length }),
      inputs: { 'label-prefix': 'legion:' },
    });
    // pull_request_target: the labeler (the payload's sender) is authorized first.
    expect(suite.fake.requests[0]?.route).toBe('permission');
    expect(result.code).toBe(1);
    expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('E010');
    expect(result.stdout).toContain('--just-harden');
  });

  it('opened without flag labels routes the standard build for the changed files', async () => {
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'] });
    const result = await run({ eventName: 'pull_request', payload: pullRequestPayload('opened', ['bug'], { changedFiles: 1 }) });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ source: 'label', command: 'build', mode: 'standard', flags: '[]' });
    expect(parsed.include.map((e) => e['plan'])).toEqual(['02-01', '02-03']); // 02-01: dependency of 02-03
  });

  it('a milestone complete (every plan done, STATE.md names no phase): E033 is an answer, exit 0, has-work false', async () => {
    const workspace = exampleWorkspace();
    const phases = join(workspace, '.planning', 'phases');
    for (const dir of readdirSync(phases))
      for (const name of readdirSync(join(phases, dir)))
        if (name.endsWith('-PLAN.md')) writeFileSync(join(phases, dir, name.replace(/-PLAN\.md$/, '-SUMMARY.md')), '# Summary\n\n**Status:** Complete\n');
    writeFileSync(join(workspace, '.planning', 'ROADMAP.md'), '- [x] Phase 1: Foundation\n- [x] Phase 2: API and UI\n');
    writeFileSync(join(workspace, '.planning', 'STATE.md'), '# Project State\n\n## Current Position\n- **Status**: Milestone complete — v1.0 shipped\n');
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['.github/workflows/publish.yml'] });
    const result = await run({ eventName: 'pull_request', payload: pullRequestPayload('synchronize', [], { changedFiles: 1 }), workspace });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': 'E033', command: 'build' });
    expect(parsed.include).toEqual([]);
    expect(result.stdout).toMatch(/::warning title=legion-router::E033: No phase to route/);
    expect(result.stdout).not.toMatch(/::error/);
    expect(result.summary).toContain('No phase to route');
  });

  it('closed is ignored before anything is loaded', async () => {
    const result = await run({ eventName: 'pull_request', payload: pullRequestPayload('closed', ['just-harden']) });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.count()).toBe(0);
  });
});
