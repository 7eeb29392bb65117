import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitChangedFiles } from '../../../src/adapters/git/diff-names.js';

const dirs: string[] = [];
let repo: string;
let base: string;
let head: string;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
  }).trim();
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'legion-git-'));
  dirs.push(dir);
  return dir;
}

beforeAll(() => {
  repo = tempDir();
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'keep.txt'), 'keep\n');
  writeFileSync(join(repo, 'old.txt'), 'old\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'base');
  base = git(repo, 'rev-parse', 'HEAD');
  git(repo, 'checkout', '-q', '-b', 'feature');
  mkdirSync(join(repo, 'src dir'));
  writeFileSync(join(repo, 'src dir', 'new file.ts'), 'x\n');
  writeFileSync(join(repo, 'line\nbreak.txt'), 'y\n');
  git(repo, 'mv', 'old.txt', 'renamed.txt');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'feature');
  head = git(repo, 'rev-parse', 'HEAD');
  // main moves on: three-dot diff must not include this change.
  git(repo, 'checkout', '-q', 'main');
  writeFileSync(join(repo, 'main-only.txt'), 'z\n');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'main moves');
  base = git(repo, 'rev-parse', 'HEAD');
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('gitChangedFiles', () => {
  it('lists base...head names, renames as delete + add, odd names intact', async () => {
    const result = await gitChangedFiles(repo, base, head);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...result.files].sort()).toEqual(['line\nbreak.txt', 'old.txt', 'renamed.txt', 'src dir/new file.ts'].sort());
  });

  it('refuses ids that are not commit hashes (no option injection)', async () => {
    const result = await gitChangedFiles(repo, '--output=/tmp/x', head);
    expect(result).toEqual({ ok: false, reason: 'the base or head commit id is not a commit hash' });
  });

  it('refuses commits that are not in the checkout', async () => {
    const result = await gitChangedFiles(repo, 'c'.repeat(40), head);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain('not in the checkout');
  });

  it('refuses shallow clones', async () => {
    const shallow = tempDir();
    execFileSync('git', ['clone', '-q', '--depth', '1', '--no-local', `file://${repo}`, shallow]);
    const result = await gitChangedFiles(shallow, base, head);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain('shallow');
  });

  it('reports a directory that is not a repository', async () => {
    const result = await gitChangedFiles(tempDir(), base, head);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain('not a git repository');
  });
});
