/**
 * Every refusal of issue 22, end to end through dist/wave/index.js on real git repositories:
 * the coded error, and that nothing was pushed (the bare remote is unchanged) or lost (the
 * leg's files stay in its workspace, the records stay in the patches directory).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitHubError } from '../support/fake-github.js';
import { pullRequestPayload } from '../support/payloads.js';
import { checkout, git, makeProject, mergeArtifacts, remoteBranches, remoteHead, runWave, writeFiles, type Project, useWaveSuite } from '../support/run-wave.js';
import { listDir, runLeg, writeIn } from './leg.js';
import { summaryStatus } from '../../src/core/plans/summary-status.js';
import { planEntry, PHASE_DIR, threeWaveProject } from './project.js';

const suite = useWaveSuite();

/** A pull_request event for pull request #2: head `feature` in this repository, or in a fork. */
function pullEvent(options: { fork?: boolean; headSha: string }): Record<string, unknown> {
  const payload = pullRequestPayload('synchronize', [], { headSha: options.headSha, baseSha: options.headSha }) as Record<string, Record<string, Record<string, unknown>>>;
  const pull = payload['pull_request'] as Record<string, Record<string, unknown>>;
  (pull['head'] as Record<string, unknown>)['ref'] = 'feature';
  (pull['head'] as Record<string, unknown>)['repo'] = { ...(pull['head']?.['repo'] as object), full_name: options.fork ? 'forker/Hello-World' : 'Codertocat/Hello-World' };
  (pull['base'] as Record<string, unknown>)['ref'] = 'main';
  return payload;
}

function snapshot(project: Project): string {
  return git(project.remote, 'for-each-ref', '--format=%(refname) %(objectname)');
}

async function twoPlanRecords(project: Project): Promise<string> {
  const a = await runLeg(project, planEntry('01-01', 1, ['src/01-01.txt']), (ws) => writeIn(ws, { 'src/01-01.txt': 'one\n' }));
  const b = await runLeg(project, planEntry('01-02', 1, ['assets/', 'old/']), (ws) => writeIn(ws, { 'assets/b.txt': 'two\n' }));
  expect([a.collected.code, b.collected.code]).toEqual([0, 0]);
  return mergeArtifacts([a.artifact, b.artifact]);
}

describe('collect refuses what a leg may not change, and writes no record', () => {
  it('E101: a change outside files_modified under file_scope_restriction names each file', async () => {
    const project = makeProject(threeWaveProject());
    const leg = await runLeg(project, planEntry('01-01', 1, ['src/01-01.txt'], { scope: true }), (ws) =>
      writeIn(ws, { 'src/01-01.txt': 'in scope\n', 'src/other.txt': 'out\n', 'README.md': 'changed\n' }),
    );
    expect(leg.collected.code).toBe(1);
    expect(leg.collected.outputs['error-code']).toBe('E101');
    expect(leg.collected.stdout).toContain('"src/other.txt"');
    expect(leg.collected.stdout).toContain('"README.md"');
    expect(leg.collected.stdout).not.toContain('"src/01-01.txt"');
    expect(listDir(leg.artifact)).toEqual([]);
    expect(readFileSync(join(leg.workspace, 'src/other.txt'), 'utf8')).toBe('out\n');
    expect(existsSync(join(leg.workspace, PHASE_DIR, '01-01-SUMMARY.md'))).toBe(false);
  });

  it('without file_scope_restriction the same change is recorded', async () => {
    const project = makeProject(threeWaveProject());
    const leg = await runLeg(project, planEntry('01-01', 1, ['src/01-01.txt']), (ws) => writeIn(ws, { 'src/01-01.txt': 'in scope\n', 'src/other.txt': 'out\n' }));
    expect(leg.collected.outputs).toMatchObject({ 'error-code': '', changed: '3' });
  });

  it('E102: a read-only leg (a review) that wrote something', async () => {
    const project = makeProject(threeWaveProject());
    const review = {
      id: 'review-security',
      command: 'review',
      intent: 'security-only',
      agent: 'engineering-security-engineer',
      phase: 1,
      read_only: true,
      environment: '',
      control_mode: 'guarded',
    };
    const leg = await runLeg(project, review, (ws) => writeIn(ws, { 'notes.md': 'a review wrote this\n' }));
    expect(leg.collected.outputs['error-code']).toBe('E102');
    expect(leg.collected.stdout).toContain('read-only');
    expect(listDir(leg.artifact)).toEqual([]);
    expect(existsSync(join(leg.workspace, 'notes.md'))).toBe(true);
  });

  it('a read-only leg that wrote nothing leaves an empty record', async () => {
    const project = makeProject(threeWaveProject());
    const review = { id: 'review-security', command: 'review', phase: 1, read_only: true };
    const leg = await runLeg(project, review, () => undefined);
    expect(leg.collected.outputs).toMatchObject({ 'error-code': '', changed: '0' });
    expect(JSON.parse(readFileSync(join(leg.artifact, 'legion-record-review-security.json'), 'utf8'))).toMatchObject({ id: 'review-security', plan: '', patch: '', changes: [] });
  });

  it('E103: a workflow file the plan does not declare, and why', async () => {
    const project = makeProject(threeWaveProject());
    const leg = await runLeg(project, planEntry('01-01', 1, ['src/01-01.txt']), (ws) => writeIn(ws, { 'src/01-01.txt': 'x\n', '.github/workflows/ci.yml': 'on: push\n' }));
    expect(leg.collected.outputs['error-code']).toBe('E103');
    expect(leg.collected.stdout).toContain('GITHUB_TOKEN');
    expect(leg.collected.stdout).toContain('".github/workflows/ci.yml"');
    expect(listDir(leg.artifact)).toEqual([]);
  });

  it('a declared workflow file is recorded', async () => {
    const project = makeProject(threeWaveProject());
    const leg = await runLeg(project, planEntry('01-01', 1, ['.github/workflows/ci.yml']), (ws) => writeIn(ws, { '.github/workflows/ci.yml': 'on: push\n' }));
    expect(leg.collected.outputs['error-code']).toBe('');
    expect(listDir(leg.artifact)).toEqual(['legion-record-01-01.json']);
  });

  it('a leg that changed nothing writes an empty record (not no record), and no SUMMARY.md', async () => {
    const project = makeProject(threeWaveProject());
    const leg = await runLeg(project, planEntry('01-01', 1, ['src/01-01.txt']), () => undefined);
    expect(leg.collected.outputs).toMatchObject({ 'error-code': '', changed: '0' });
    const record = JSON.parse(readFileSync(join(leg.artifact, 'legion-record-01-01.json'), 'utf8')) as Record<string, unknown>;
    expect(record).toMatchObject({ plan: '01-01', wave: 1, phase: 1, patch: '', patch_bytes: 0, changes: [], run_id: '7001', base: project.sha });
    expect(leg.collected.stdout).toContain('I121');
  });
});

describe('apply and land refuse records that do not fit, and change nothing', () => {
  it('E104: two plans that changed the same file; the message names both plans and the file', async () => {
    const project = makeProject(threeWaveProject());
    const a = await runLeg(project, planEntry('01-01', 1, ['README.md']), (ws) => writeIn(ws, { 'README.md': '# shop by 01-01\n' }));
    const b = await runLeg(project, planEntry('01-02', 1, ['README.md']), (ws) => writeIn(ws, { 'README.md': '# shop by 01-02\n' }));
    const patches = mergeArtifacts([a.artifact, b.artifact]);
    const before = snapshot(project);

    const workspace = checkout(project);
    const applied = await runWave({ workspace, inputs: { step: 'apply', entry: JSON.stringify(planEntry('01-03', 2, ['src/01-03.txt'], { dependsOn: ['01-01'] })), patches } });
    expect(applied.outputs['error-code']).toBe('E104');
    expect(applied.stdout).toMatch(/plan "01-02" \(wave 1\).*plan "01-01" \(wave 1\).*"README\.md"/);
    expect(git(workspace, 'status', '--porcelain')).toBe('');
    expect(git(workspace, 'rev-parse', 'HEAD').trim()).toBe(project.sha);
    expect(readFileSync(join(workspace, 'README.md'), 'utf8')).toBe('# shop\n');

    const landed = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ headSha: project.sha }),
      inputs: { step: 'land', patches, sha: project.sha },
    });
    expect(landed.outputs).toMatchObject({ 'error-code': 'E104', landed: 'false', commits: '[]' });
    expect(snapshot(project)).toBe(before);
    expect(listDir(patches)).toEqual(['legion-record-01-01.json', 'legion-record-01-02.json']);
  });

  it('E105: a dependency with no record (apply, then land)', async () => {
    const project = makeProject(threeWaveProject());
    const only = await runLeg(project, planEntry('01-02', 1, ['assets/', 'old/']), (ws) => writeIn(ws, { 'assets/b.txt': 'two\n' }));
    const workspace = checkout(project);
    const applied = await runWave({
      workspace,
      inputs: { step: 'apply', entry: JSON.stringify(planEntry('01-03', 2, ['src/01-03.txt'], { dependsOn: ['01-01'] })), patches: only.artifact },
    });
    expect(applied.outputs['error-code']).toBe('E105');
    expect(applied.stdout).toContain('"01-01"');
    expect(git(workspace, 'status', '--porcelain')).toBe('');
    expect(existsSync(join(workspace, 'assets/b.txt'))).toBe(false);

    const third = await runLeg(project, planEntry('01-03', 2, ['src/01-03.txt'], { dependsOn: ['01-01'] }), (ws) => writeIn(ws, { 'src/01-03.txt': 'three\n' }));
    const before = snapshot(project);
    const landed = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ headSha: project.sha }),
      inputs: { step: 'land', patches: mergeArtifacts([only.artifact, third.artifact]), sha: project.sha },
    });
    expect(landed.outputs['error-code']).toBe('E105');
    expect(snapshot(project)).toBe(before);
  });

  it('a dependency done in an earlier run (its SUMMARY.md at the routed commit) needs no record', async () => {
    const project = makeProject(threeWaveProject({ [`${PHASE_DIR}/01-01-SUMMARY.md`]: '---\noutcome: success\n---\n', 'src/01-01.txt': 'earlier\n' }));
    const workspace = checkout(project);
    const applied = await runWave({
      workspace,
      inputs: { step: 'apply', entry: JSON.stringify(planEntry('01-03', 2, ['src/01-03.txt'], { dependsOn: ['01-01'] })), patches: join(workspace, 'no-such-dir') },
    });
    expect(applied.outputs['error-code']).toBe('');
    expect(readFileSync(applied.outputs['handoff'] as string, 'utf8')).toContain('No earlier wave of this route changed anything');
  });

  it('land: a dependency done in an earlier run needs no record either', async () => {
    const project = makeProject(threeWaveProject({ [`${PHASE_DIR}/01-01-SUMMARY.md`]: '---\noutcome: success\n---\n', 'src/01-01.txt': 'earlier\n' }));
    const third = await runLeg(project, planEntry('01-03', 2, ['src/01-03.txt'], { dependsOn: ['01-01'] }), (ws) => writeIn(ws, { 'src/01-03.txt': 'three\n' }));
    const landed = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ headSha: project.sha }),
      inputs: { step: 'land', patches: third.artifact, sha: project.sha },
    });
    expect(landed.outputs).toMatchObject({ 'error-code': '', landed: 'true', branch: 'feature' });
  });

  it('E106: the pull request head moved before landing; nothing is pushed and the reply says how to land', async () => {
    const project = makeProject(threeWaveProject());
    const patches = await twoPlanRecords(project);
    const other = checkout(project);
    writeFiles(other, { 'README.md': '# someone pushed\n' });
    git(other, 'commit', '--quiet', '-am', 'meanwhile');
    git(other, 'push', '--quiet', 'origin', 'HEAD:refs/heads/feature');
    const moved = remoteHead(project, 'feature');
    const before = snapshot(project);

    const landed = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ headSha: project.sha }),
      inputs: { step: 'land', patches, sha: project.sha },
    });
    expect(landed.code).toBe(1);
    expect(landed.outputs).toMatchObject({ 'error-code': 'E106', landed: 'false', branch: '' });
    expect(landed.stdout).toContain('/legion build');
    expect(landed.stdout).toContain('"branch" input');
    expect(landed.summary).toContain('E106');
    expect(snapshot(project)).toBe(before);
    expect(remoteHead(project, 'feature')).toBe(moved);
    expect(listDir(patches)).toEqual(['legion-record-01-01.json', 'legion-record-01-02.json']);
  });

  it('a same-repository pull request at the routed commit is fast-forwarded', async () => {
    const project = makeProject(threeWaveProject());
    const patches = await twoPlanRecords(project);
    const landed = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ headSha: project.sha }),
      inputs: { step: 'land', patches, sha: project.sha },
    });
    expect(landed.outputs).toMatchObject({ 'error-code': '', landed: 'true', branch: 'feature', 'pull-request': '' });
    expect(git(project.remote, 'merge-base', '--is-ancestor', project.sha, 'feature')).toBe('');
    expect(git(project.remote, 'rev-list', '--count', `${project.sha}..feature`).trim()).toBe('2');
    expect(suite.fake.createdPulls).toEqual([]);
  });

  it('a fork pull request gets a new branch legion/phase-01-<run id> and a pull request against its base', async () => {
    const project = makeProject(threeWaveProject());
    const patches = await twoPlanRecords(project);
    const landed = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ fork: true, headSha: project.sha }),
      apiUrl: suite.fake.url,
      inputs: { step: 'land', patches, sha: project.sha },
    });
    expect(landed.code, landed.stdout).toBe(0);
    expect(landed.outputs).toMatchObject({ 'error-code': '', landed: 'true', branch: 'legion/phase-01-7001', 'pull-request': String(suite.fake.createdPulls[0]?.number) });
    expect(remoteHead(project, 'feature')).toBe(project.sha);
    expect(remoteBranches(project)).toEqual(['feature', 'legion/phase-01-7001', 'main']);
    expect(suite.fake.createdPulls).toHaveLength(1);
    expect(suite.fake.createdPulls[0]?.request).toMatchObject({ head: 'legion/phase-01-7001', base: 'main', title: 'Legion phase 01: 2 plans from run 7001' });
    const commits = JSON.parse(landed.outputs['commits'] as string) as { plan: string; sha: string }[];
    expect(suite.fake.createdPulls[0]?.request['body']).toContain(commits[1]?.sha);
    const call = suite.fake.requests.find((r) => r.route === 'create-pull');
    expect(call?.path).toBe('/repos/Codertocat/Hello-World/pulls');
  });

  it('push and dispatch routes land through a new branch; an existing one is refused (E113)', async () => {
    const project = makeProject(threeWaveProject());
    const patches = await twoPlanRecords(project);
    const first = await runWave({ workspace: checkout(project), eventName: 'workflow_dispatch', apiUrl: suite.fake.url, inputs: { step: 'land', patches, sha: project.sha } });
    expect(first.outputs).toMatchObject({ landed: 'true', branch: 'legion/phase-01-7001', 'pull-request': String(suite.fake.createdPulls[0]?.number) });
    expect(suite.fake.createdPulls[0]?.request['base']).toBe('main');
    const pushed = remoteHead(project, 'legion/phase-01-7001');
    const second = await runWave({
      workspace: checkout(project),
      eventName: 'push',
      payload: { ref: 'refs/heads/main' },
      apiUrl: suite.fake.url,
      inputs: { step: 'land', patches, sha: project.sha },
    });
    expect(second.outputs['error-code']).toBe('E113');
    expect(remoteHead(project, 'legion/phase-01-7001')).toBe(pushed);
  });

  it('the branch input names the target; a pull request that cannot be opened is a warning (W121), the branch stays pushed', async () => {
    const project = makeProject(threeWaveProject());
    const patches = await twoPlanRecords(project);
    const explicit = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ headSha: project.sha }),
      inputs: { step: 'land', patches, sha: project.sha, branch: 'release/legion' },
    });
    expect(explicit.outputs).toMatchObject({ 'error-code': '', landed: 'true', branch: 'release/legion', 'pull-request': '' });
    expect(remoteHead(project, 'feature')).toBe(project.sha);

    suite.fake.fail('create-pull', { status: 403, body: gitHubError(403, 'GitHub Actions is not permitted to create or approve pull requests.') });
    const forbidden = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ fork: true, headSha: project.sha }),
      apiUrl: suite.fake.url,
      inputs: { step: 'land', patches, sha: project.sha },
    });
    expect(forbidden.code).toBe(0);
    expect(forbidden.outputs).toMatchObject({ 'error-code': '', landed: 'true', branch: 'legion/phase-01-7001', 'pull-request': '' });
    expect(forbidden.stdout).toContain('W121');
  });

  it('nothing to land: no records (a dry run) or only empty ones (I120)', async () => {
    const project = makeProject(threeWaveProject());
    const before = snapshot(project);
    const none = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ headSha: project.sha }),
      inputs: { step: 'land', patches: join(checkout(project), 'absent'), sha: project.sha },
    });
    expect(none.outputs).toMatchObject({ 'error-code': '', landed: 'false', commits: '[]' });
    expect(none.stdout).toContain('I120');
    const idle = await runLeg(project, planEntry('01-01', 1, ['src/01-01.txt']), () => undefined);
    const empty = await runWave({
      workspace: checkout(project),
      eventName: 'pull_request',
      payload: pullEvent({ headSha: project.sha }),
      inputs: { step: 'land', patches: idle.artifact, sha: project.sha },
    });
    expect(empty.outputs).toMatchObject({ 'error-code': '', landed: 'false' });
    expect(empty.summary).toContain('changed nothing');
    expect(snapshot(project)).toBe(before);
  });

  it('a generated SUMMARY.md records a failed agent step, and the plan stays not done', async () => {
    const project = makeProject(threeWaveProject());
    const workspace = checkout(project);
    writeFiles(workspace, { 'src/01-01.txt': 'half\n' });
    const artifact = join(workspace, '..', 'artifact');
    const collected = await runWave({
      workspace,
      inputs: { step: 'collect', entry: JSON.stringify(planEntry('01-01', 1, ['src/01-01.txt'])), patches: artifact, outcome: 'failure' },
    });
    expect(collected.outputs['error-code']).toBe('');
    expect(collected.stdout).toContain('W123');
    const summary = readFileSync(join(workspace, PHASE_DIR, '01-01-SUMMARY.md'), 'utf8');
    expect(summary).toContain('outcome: failed');
    expect(summaryStatus(summary)).toMatchObject({ done: false, outcome: 'failed' });
  });
});

describe('what collect records', () => {
  it("an agent's own commits count (apply set the leg's start), and a patches directory inside the checkout is left out", async () => {
    const project = makeProject(threeWaveProject());
    const workspace = checkout(project);
    const entry = JSON.stringify(planEntry('01-01', 1, ['src/01-01.txt']));
    const applied = await runWave({ workspace, inputs: { step: 'apply', entry, patches: join(workspace, 'nothing-here') } });
    expect(applied.outputs['error-code']).toBe('');
    writeFiles(workspace, { 'src/01-01.txt': 'committed by the agent\n' });
    git(workspace, 'add', 'src/01-01.txt');
    git(workspace, 'commit', '--quiet', '-m', 'agent commit');
    const collected = await runWave({ workspace, inputs: { step: 'collect', entry, patches: 'legion-patches' } });
    expect(collected.outputs['error-code']).toBe('');
    expect(collected.outputs['patch']).toBe(join(workspace, 'legion-patches', 'legion-record-01-01.json'));
    const record = JSON.parse(readFileSync(collected.outputs['patch'] as string, 'utf8')) as { changes: { path: string }[]; base: string };
    expect(record.base).toBe(project.sha);
    expect(record.changes.map((c) => c.path).sort()).toEqual([`${PHASE_DIR}/01-01-SUMMARY.md`, 'src/01-01.txt']);
  });
});

describe('slim entries (the route left derivable fields out to fit the output limit)', () => {
  it('collect reads files_modified and the phase from the plan file at the commit the leg started from', async () => {
    const project = makeProject(threeWaveProject());
    const full = planEntry('01-01', 1, ['src/01-01.txt'], { scope: true });
    const slim = Object.fromEntries(
      Object.entries(full).filter(([key]) => !['plan', 'phase', 'agents', 'depends_on', 'depends_on_summaries', 'summary', 'files', 'unsafe_values_omitted'].includes(key)),
    );
    const outside = await runLeg(project, { ...slim, slim: true }, (ws) => writeIn(ws, { 'src/01-01.txt': 'in\n', 'src/other.txt': 'out\n' }));
    expect(outside.collected.outputs['error-code']).toBe('E101');
    const inside = await runLeg(project, { ...slim, slim: true }, (ws) => writeIn(ws, { 'src/01-01.txt': 'in\n' }));
    expect(inside.collected.outputs['error-code']).toBe('');
    expect(JSON.parse(readFileSync(inside.collected.outputs['patch'] as string, 'utf8'))).toMatchObject({ plan: '01-01', phase: 1, summary: `${PHASE_DIR}/01-01-SUMMARY.md` });
  });
});

describe('inputs', () => {
  it('E100: an unknown step, a missing entry, a sha that is not a commit id; every output is still written', async () => {
    const project = makeProject(threeWaveProject());
    const workspace = checkout(project);
    const step = await runWave({ workspace, inputs: { step: 'deploy', patches: 'p' } });
    expect(step.code).toBe(1);
    expect(step.outputs).toEqual({ 'error-code': 'E100', handoff: '', patch: '', changed: '', landed: 'false', branch: '', commits: '[]', 'pull-request': '' });
    expect(step.stdout).toContain('"step" input must be collect, apply or land');
    const entry = await runWave({ workspace, inputs: { step: 'collect', patches: 'p' } });
    expect(entry.outputs['error-code']).toBe('E100');
    const sha = await runWave({ workspace, inputs: { step: 'land', patches: 'p', sha: 'HEAD~1' } });
    expect(sha.outputs['error-code']).toBe('E100');
    expect(sha.stdout).toContain('"sha" input must be the routed commit');
    expect(git(workspace, 'status', '--porcelain')).toBe('');
  });
});
