/**
 * End to end: `push` and `merge_group` route `push-command` (default: `label-command`) for the
 * files of the pushed range or the merge group, through dist/index.js on Node 24 against the fake
 * GitHub API's compare route. Payloads from @octokit/webhooks-examples: the package has the first
 * push of the default branch, tag pushes and deletions as they are; an update, a new branch and a
 * force-push are that branch example adapted minimally (ref, before, created, forced).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { BASE_SHA, mergeGroupPayload, pushPayload } from '../support/payloads.js';
import { exampleWorkspace } from '../support/run-action.js';
import { GITHUB_COMPARE_FILE_CAP } from '../support/fake-github.js';

const suite = useE2ESuite({ eventName: 'push' });
const run = suite.run;

const AFTER = '6113728f27ae82c7b1a177c8d03f9e96e0adf246';
const MANY = Array.from({ length: GITHUB_COMPARE_FILE_CAP + 50 }, (_, i) => `other/file-${i}.txt`);

/** A copy of the example workspace that is a git repository with one commit on `main`. */
function gitWorkspace(): { workspace: string; git: (...args: string[]) => string } {
  const workspace = exampleWorkspace();
  const git = (...args: string[]): string =>
    execFileSync('git', args, {
      cwd: workspace,
      encoding: 'utf8',
      env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
    }).trim();
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  return { workspace, git };
}

function plans(outputs: Record<string, string>): string[] {
  return expectAllOutputs(outputs)
    .include.map((e) => String(e['plan']))
    .sort();
}

describe('push', () => {
  it('a branch update routes the files of before...after (one compare request, no permission check)', async () => {
    suite.fake.addComparison(BASE_SHA, AFTER, { files: ['src/frontend/app.tsx'] });
    const result = await run({ payload: pushPayload('update') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ source: 'push', command: 'build', sha: AFTER, 'has-work': 'true', 'error-code': '' });
    expect(plans(result.outputs)).toEqual(['02-02']);
    expect(suite.fake.requests.map((r) => r.route)).toEqual(['compare']);
    const compare = suite.fake.requests[0];
    expect(compare?.path).toBe(`/repos/Codertocat/Hello-World/compare/${BASE_SHA}...${AFTER}`);
    expect(compare?.query.get('per_page')).toBe('1');
    expect(result.summary).toContain('I044');
    expect(result.summary).toContain('1 from the compare API');
  });

  it('a new branch (before all zeros) is compared with the default branch: the merge base', async () => {
    suite.fake.addComparison('master', AFTER, { files: ['docs/api/orders.md'] });
    const result = await run({ payload: pushPayload('new-branch') });
    expect(result.code).toBe(0);
    expect(plans(result.outputs)).toEqual(['02-01', '02-03']);
    expect(suite.fake.requests.map((r) => r.path)).toEqual([`/repos/Codertocat/Hello-World/compare/master...${AFTER}`]);
    expect(result.summary).toContain('since the merge base with the default branch');
  });

  it('the first push of the default branch (the package example as it is): every plan routes with W109, no API call', async () => {
    const result = await run({ payload: pushPayload('first') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ source: 'push', sha: AFTER, 'has-work': 'true' });
    expect(plans(result.outputs)).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    expect(suite.fake.count()).toBe(0);
    expect(result.stdout).toContain('W109');
    // One coded warning for one cause: the route adds no generic W021 on top of W109.
    expect(result.stdout).not.toContain('W021');
    expect(result.summary).toContain('the first push of the default branch');
  });

  it('a force-push (GitHub: diverged) routes both sides: the new commits and the dropped ones', async () => {
    suite.fake.addComparison(BASE_SHA, AFTER, { files: ['src/frontend/app.tsx'], status: 'diverged' });
    suite.fake.addComparison(AFTER, BASE_SHA, { files: ['docs/api/orders.md'], status: 'diverged' });
    const result = await run({ payload: pushPayload('forced') });
    expect(result.code).toBe(0);
    expect(plans(result.outputs)).toEqual(['02-01', '02-02', '02-03']);
    expect(suite.fake.requests.map((r) => r.path)).toEqual([
      `/repos/Codertocat/Hello-World/compare/${BASE_SHA}...${AFTER}`,
      `/repos/Codertocat/Hello-World/compare/${AFTER}...${BASE_SHA}`,
    ]);
    expect(result.summary).toContain('force-push');
  });

  it('a force-push whose old head GitHub no longer knows falls back to the merge base with the default branch', async () => {
    suite.fake.addComparison('master', AFTER, { files: ['src/frontend/app.tsx'] });
    const result = await run({ payload: pushPayload('forced') });
    expect(result.code).toBe(0);
    expect(plans(result.outputs)).toEqual(['02-02']);
    expect(suite.fake.requests.map((r) => r.route)).toEqual(['compare', 'compare']);
    expect(result.summary).toContain('GitHub does not know the old head');
  });

  it('300 files (GitHub’s cap) and no git history: every plan routes with W021, never a partial list', async () => {
    suite.fake.addComparison(BASE_SHA, AFTER, { files: MANY, totalCommits: 400 });
    const result = await run({ payload: pushPayload('update') });
    expect(result.code).toBe(0);
    expect(plans(result.outputs)).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    expect(result.stdout).toContain('W021');
    expect(result.stdout).toContain('at most 300 files');
    expect(suite.fake.count('compare')).toBe(1);
  });

  it('300 files with the history checked out: the full list comes from git diff', async () => {
    const { workspace, git } = gitWorkspace();
    const before = git('rev-parse', 'HEAD');
    mkdirSync(join(workspace, 'other'), { recursive: true });
    for (const file of MANY) writeFileSync(join(workspace, file), 'x\n');
    mkdirSync(join(workspace, 'src', 'frontend'), { recursive: true });
    writeFileSync(join(workspace, 'src', 'frontend', 'zz-last.tsx'), 'export {};\n');
    git('add', '-A');
    git('commit', '-qm', '$(touch /tmp/pwned) `id` ; a commit message is untrusted text');
    const after = git('rev-parse', 'HEAD');
    // The API's 300 do not include the frontend file (the cap cut it off); git lists it.
    suite.fake.addComparison(before, after, { files: MANY });
    const result = await run({ payload: pushPayload('update', { before, after }), workspace });
    expect(result.code).toBe(0);
    expect(plans(result.outputs)).toEqual(['02-02']);
    expect(result.stdout).not.toContain('W021');
    expect(result.summary).toContain(`${MANY.length + 1} from git diff`);
  });

  it('a force-push GitHub cannot compare (old head gone) uses git diff old new: the dropped commit’s files route too', async () => {
    const { workspace, git } = gitWorkspace();
    mkdirSync(join(workspace, 'docs', 'api'), { recursive: true });
    writeFileSync(join(workspace, 'docs', 'api', 'dropped.md'), 'dropped\n');
    git('add', '-A');
    git('commit', '-qm', 'dropped by the force-push');
    const before = git('rev-parse', 'HEAD');
    git('reset', '-q', '--hard', 'HEAD~1');
    mkdirSync(join(workspace, 'src', 'frontend'), { recursive: true });
    writeFileSync(join(workspace, 'src', 'frontend', 'new.tsx'), 'export {};\n');
    git('add', '-A');
    git('commit', '-qm', 'the rewritten history');
    const after = git('rev-parse', 'HEAD');
    const result = await run({ payload: pushPayload('forced', { before, after }), workspace });
    expect(result.code).toBe(0);
    expect(plans(result.outputs)).toEqual(['02-01', '02-02', '02-03']);
    expect(suite.fake.count('compare')).toBe(1);
    expect(result.summary).toContain('2 from git diff');
  });

  it('a tag push (the package example) is a quiet no-op with no API call', async () => {
    const result = await run({ payload: pushPayload('tag') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', source: 'none' });
    expect(suite.fake.count()).toBe(0);
    expect(result.stdout).toContain('tag push is not routed');
  });

  it('a deletion (the package example, deleted: true) is a quiet no-op, even with explicit inputs', async () => {
    const result = await run({ payload: pushPayload('tag-deleted'), inputs: { command: 'build' } });
    expect(result.code).toBe(0);
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.count()).toBe(0);
    expect(result.stdout).toContain('deleted; nothing to route');
  });

  it('push-command routes another command for the range', async () => {
    suite.fake.addComparison(BASE_SHA, AFTER, { files: ['src/frontend/app.tsx'] });
    const result = await run({ payload: pushPayload('update'), inputs: { 'push-command': 'review' } });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ command: 'review', source: 'push', 'has-work': 'true' });
  });

  it('a push that touches no plan says so explicitly (I045), exit 0', async () => {
    suite.fake.addComparison(BASE_SHA, AFTER, { files: ['other/unrelated.txt'] });
    const result = await run({ payload: pushPayload('update') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': '', source: 'push' });
    expect(result.summary).toContain('I045');
    expect(result.summary).toContain('Nothing runs for the push');
  });

  it('explicit inputs still win, with the range’s files', async () => {
    suite.fake.addComparison(BASE_SHA, AFTER, { files: ['src/frontend/app.tsx'] });
    const result = await run({ payload: pushPayload('update'), inputs: { command: 'build', flags: '--skip-frontend' } });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ source: 'input', 'has-work': 'false' });
    expect(result.summary).toContain('I045');
  });
});

describe('merge_group', () => {
  const GROUP_HEAD = '2ffea6db159f6b6c47a24e778fb9ef40cf6b1c7d';
  const GROUP_BASE = '380387fbc80638b734a49e1be1c4dfec1c01b33c';

  it('checks_requested routes base_sha...head_sha of the group (the package example)', async () => {
    suite.fake.addComparison(GROUP_BASE, GROUP_HEAD, { files: ['docs/api/orders.md'] });
    const result = await run({ eventName: 'merge_group', payload: mergeGroupPayload() });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ source: 'merge_group', command: 'build', sha: GROUP_HEAD, 'has-work': 'true' });
    expect(plans(result.outputs)).toEqual(['02-01', '02-03']);
    expect(suite.fake.requests.map((r) => r.path)).toEqual([`/repos/Codertocat/Hello-World/compare/${GROUP_BASE}...${GROUP_HEAD}`]);
    expect(result.stdout).toContain(`merge group ${GROUP_BASE.slice(0, 12)}...${GROUP_HEAD.slice(0, 12)}: 1 changed file(s), from the compare API`);
    expect(result.summary).toContain('I044');
    expect(result.summary).toContain('🚀 Routed');
  });

  it('a group that selects nothing is never a silent green no-op: the summary says why', async () => {
    suite.fake.addComparison(GROUP_BASE, GROUP_HEAD, { files: ['other/unrelated.txt'] });
    const result = await run({ eventName: 'merge_group', payload: mergeGroupPayload() });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': '' });
    expect(result.summary).toContain('Nothing runs for the merge group');
    expect(result.summary).toContain('deliberate no-op');
    expect(result.stdout).toContain('I045');
  });

  it('files that cannot be determined route every plan with a warning, never nothing', async () => {
    const result = await run({ eventName: 'merge_group', payload: mergeGroupPayload() });
    expect(result.code).toBe(0);
    expect(result.outputs['has-work']).toBe('true');
    expect(plans(result.outputs)).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    expect(result.stdout).toContain('W109');
  });

  it('other merge_group actions are quiet', async () => {
    const result = await run({ eventName: 'merge_group', payload: mergeGroupPayload({ action: 'destroyed' }) });
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.count()).toBe(0);
  });

  it('a broken payload (no head_sha) is E051-style invalid input, not a route', async () => {
    const payload = mergeGroupPayload();
    delete payload['merge_group']['head_sha'];
    const result = await run({ eventName: 'merge_group', payload });
    expect(result.code).toBe(1);
    expect(result.outputs['has-work']).toBe('false');
    expect(result.outputs['error-code']).not.toBe('');
    expect(suite.fake.count()).toBe(0);
  });
});
