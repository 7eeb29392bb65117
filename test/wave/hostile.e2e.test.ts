/**
 * Hostile records, end to end through dist/wave/index.js: patches crafted to write outside the
 * workspace or into git's own files are refused before anything is applied (the workspace and
 * the remote are unchanged), and patch directories too large to be records end with a code.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HAS_NODE24, cleanupTemps } from '../support/run-action.js';
import { checkout, ensureWaveDist, git, makeProject, mergeArtifacts, runWave, tempDir, type Project } from '../support/run-wave.js';
import { runLeg, writeIn } from './leg.js';
import { planEntry, PHASE_DIR, threeWaveProject } from './project.js';

beforeAll(() => {
  if (HAS_NODE24) ensureWaveDist();
}, 240_000);
afterAll(() => cleanupTemps());
beforeEach((context) => {
  if (!HAS_NODE24) context.skip();
});

function craftRecord(dir: string, project: Project, id: string, patch: string, changes: { status: string; path: string }[], extra: Record<string, unknown> = {}): void {
  const bytes = Buffer.from(patch, 'utf8');
  const record = {
    format: 'legion-router/wave-record@1',
    id,
    plan: id,
    phase: 1,
    wave: 1,
    path: `${PHASE_DIR}/${id}-PLAN.md`,
    summary: `${PHASE_DIR}/${id}-SUMMARY.md`,
    agent: 'engineering-senior-developer',
    read_only: false,
    depends_on: [],
    outcome: 'success',
    run_id: '7001',
    run_attempt: '1',
    base: project.sha,
    changes,
    summary_generated: false,
    patch_bytes: bytes.length,
    patch: bytes.toString('base64'),
    ...extra,
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `legion-record-${id}.json`), JSON.stringify(record));
}

const newFile = (path: string, mode = '100644', content = 'owned\n'): string =>
  `diff --git a/${path} b/${path}\nnew file mode ${mode}\nindex 0000000..1111111\n--- /dev/null\n+++ b/${path}\n@@ -0,0 +1 @@\n+${content}`;

const HOSTILE: [string, string, string, string][] = [
  ['a ../ path', newFile('../escape.txt'), '../escape.txt', '".." segment'],
  ['a deeper ../ path', newFile('src/../../escape.txt'), 'src/../../escape.txt', '".." segment'],
  ['an absolute path', '--- /dev/null\n+++ /tmp/legion-escape.txt\n@@ -0,0 +1 @@\n+owned\n', '/tmp/legion-escape.txt', 'an absolute path'],
  ['.git/config', newFile('.git/config', '100644', '[core]\\n\\thooksPath = /tmp\n'), '.git/config', "git's own directory"],
  ['.git/hooks', newFile('.git/hooks/post-checkout', '100755', '#!/bin/sh\n'), '.git/hooks/post-checkout', "git's own directory"],
  ['.GIT/config (case)', newFile('.GIT/config'), '.GIT/config', "git's own directory"],
  [
    'a symbolic link out of the workspace',
    'diff --git a/link b/link\nnew file mode 120000\nindex 0000000..1111111\n--- /dev/null\n+++ b/link\n@@ -0,0 +1 @@\n+../../outside\n\\ No newline at end of file\n',
    'link',
    'a symbolic link',
  ],
];

function untouched(workspace: string, project: Project): void {
  expect(git(workspace, 'status', '--porcelain', '--ignored')).toBe('');
  expect(git(workspace, 'rev-parse', 'HEAD').trim()).toBe(project.sha);
  expect(existsSync(join(workspace, 'src/01-01.txt'))).toBe(false);
  expect(existsSync(join(dirname(workspace), 'escape.txt'))).toBe(false);
  expect(existsSync('/tmp/legion-escape.txt')).toBe(false);
  expect(readFileSync(join(workspace, '.git', 'config'), 'utf8')).not.toContain('hooksPath');
  expect(existsSync(join(workspace, '.git', 'hooks', 'post-checkout'))).toBe(false);
}

describe('hostile patches are refused before anything is applied', () => {
  it.each(HOSTILE)('%s (apply: E108, the workspace untouched; land: E108, nothing pushed)', async (_name, patch, path, reason) => {
    const project = makeProject(threeWaveProject());
    // A good record first: refusing the second must leave the first unapplied too.
    const good = await runLeg(project, planEntry('01-01', 1, ['src/01-01.txt']), (ws) => writeIn(ws, { 'src/01-01.txt': 'fine\n' }));
    const crafted = tempDir('legion-wave-crafted-');
    craftRecord(crafted, project, '01-02', patch, [{ status: 'A', path }]);
    const patches = mergeArtifacts([good.artifact, crafted]);

    const workspace = checkout(project);
    const applied = await runWave({ workspace, inputs: { step: 'apply', entry: JSON.stringify(planEntry('01-03', 2, ['src/01-03.txt'])), patches } });
    expect(applied.code).toBe(1);
    expect(applied.outputs['error-code']).toBe('E108');
    expect(applied.stdout).toContain(reason);
    expect(applied.outputs['handoff']).toBe('');
    untouched(workspace, project);

    const before = git(project.remote, 'for-each-ref', '--format=%(refname) %(objectname)');
    const landed = await runWave({ workspace: checkout(project), inputs: { step: 'land', patches, sha: project.sha, branch: 'landing' } });
    expect(landed.outputs).toMatchObject({ 'error-code': 'E108', landed: 'false' });
    expect(git(project.remote, 'for-each-ref', '--format=%(refname) %(objectname)')).toBe(before);
  });

  it('a record whose patch changes other files than it lists is refused (E107)', async () => {
    const project = makeProject(threeWaveProject());
    const crafted = tempDir('legion-wave-crafted-');
    craftRecord(crafted, project, '01-01', newFile('src/hidden.txt'), [{ status: 'A', path: 'src/01-01.txt' }]);
    const workspace = checkout(project);
    const applied = await runWave({ workspace, inputs: { step: 'apply', entry: JSON.stringify(planEntry('01-03', 2, ['src/01-03.txt'])), patches: crafted } });
    expect(applied.outputs['error-code']).toBe('E107');
    expect(existsSync(join(workspace, 'src/hidden.txt'))).toBe(false);
  });

  it('a record of another run, a record that is a link, a tampered record (E107)', async () => {
    const project = makeProject(threeWaveProject());
    const entry = JSON.stringify(planEntry('01-03', 2, ['src/01-03.txt']));
    const other = tempDir('legion-wave-crafted-');
    craftRecord(other, project, '01-01', newFile('src/01-01.txt'), [{ status: 'A', path: 'src/01-01.txt' }], { run_id: '1' });
    const linked = tempDir('legion-wave-crafted-');
    symlinkSync(join(other, 'legion-record-01-01.json'), join(linked, 'legion-record-01-01.json'));
    const tampered = tempDir('legion-wave-crafted-');
    craftRecord(tampered, project, '01-01', newFile('src/01-01.txt'), [{ status: 'A', path: 'src/01-01.txt' }], { patch_bytes: 1 });
    for (const patches of [other, linked, tampered]) {
      const workspace = checkout(project);
      const applied = await runWave({ workspace, inputs: { step: 'apply', entry, patches } });
      expect(applied.outputs['error-code']).toBe('E107');
      untouched(workspace, project);
    }
  });
});

describe('collect records files only', () => {
  it('a link or a nested repository left by the agent is refused (E108), no record written', async () => {
    const project = makeProject(threeWaveProject());
    const linked = await runLeg(project, planEntry('01-01', 1, ['src/']), (ws) => {
      mkdirSync(join(ws, 'src'), { recursive: true });
      symlinkSync('/etc', join(ws, 'src', 'etc'));
    });
    expect(linked.collected.outputs['error-code']).toBe('E108');
    expect(linked.collected.stdout).toContain('a symbolic link');
    expect(readdirSync(linked.artifact)).toEqual([]);
    const nested = await runLeg(project, planEntry('01-01', 1, ['src/']), (ws) => {
      mkdirSync(join(ws, 'src', 'inner'), { recursive: true });
      git(join(ws, 'src', 'inner'), 'init', '--quiet');
      writeFileSync(join(ws, 'src', 'inner', 'a.txt'), 'a\n');
      git(join(ws, 'src', 'inner'), 'add', 'a.txt');
      git(join(ws, 'src', 'inner'), 'commit', '--quiet', '-m', 'inner');
    });
    expect(nested.collected.outputs['error-code']).toBe('E108');
    expect(nested.collected.stdout).toContain('submodule');
  });
});

describe('patch directories too large to be records end in bounded time with a code', () => {
  it('10,000 files: E109 after listing a bounded number of them', async () => {
    const project = makeProject(threeWaveProject());
    const many = tempDir('legion-wave-many-');
    for (let i = 0; i < 10_000; i++) writeFileSync(join(many, `legion-record-01-${String(i).padStart(5, '0')}.json`), '{}');
    expect(readdirSync(many)).toHaveLength(10_000);
    const workspace = checkout(project);
    const applied = await runWave({ workspace, inputs: { step: 'apply', entry: JSON.stringify(planEntry('01-03', 2, ['src/01-03.txt'])), patches: many }, timeoutMs: 30_000 });
    expect(applied.outputs['error-code']).toBe('E109');
    expect(applied.stdout).toContain('more than 5000 entries');
    const landed = await runWave({ workspace: checkout(project), inputs: { step: 'land', patches: many, sha: project.sha }, timeoutMs: 30_000 });
    expect(landed.outputs['error-code']).toBe('E109');
    untouched(workspace, project);
  });

  it('1 GiB: a record of 1 GiB (a sparse file) is refused by its size, never read (E109)', async () => {
    const project = makeProject(threeWaveProject());
    const big = tempDir('legion-wave-big-');
    const file = join(big, 'legion-record-01-01.json');
    writeFileSync(file, '');
    truncateSync(file, 1024 * 1024 * 1024);
    const landed = await runWave({ workspace: checkout(project), inputs: { step: 'land', patches: big, sha: project.sha }, timeoutMs: 30_000 });
    expect(landed.outputs['error-code']).toBe('E109');
    expect(landed.stdout).toContain('1073741824 bytes');
  });

  it('records of 1 GiB together (eight sparse files of 128 MiB) are refused by their total (E109)', async () => {
    const project = makeProject(threeWaveProject());
    const big = tempDir('legion-wave-big-');
    for (let i = 1; i <= 8; i++) {
      const file = join(big, `legion-record-01-0${i}.json`);
      writeFileSync(file, '');
      truncateSync(file, 128 * 1024 * 1024);
    }
    const landed = await runWave({ workspace: checkout(project), inputs: { step: 'land', patches: big, sha: project.sha }, timeoutMs: 30_000 });
    expect(landed.outputs['error-code']).toBe('E109');
    expect(landed.stdout).toContain('together');
  });
});
