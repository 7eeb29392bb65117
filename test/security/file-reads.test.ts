/**
 * #11 item 4 / I09 / R08 at the reader (src/adapters/fs/repo-reader.ts): no symbolic link is
 * followed — out of the workspace or inside it, at the file or at any directory on the way —,
 * nothing under `.git` is read, and only regular files are opened, without blocking.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRegularFile, RepoReader } from '../../src/adapters/fs/repo-reader.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'legion-reads-'));
  dirs.push(root);
  mkdirSync(join(root, '.planning', 'config'), { recursive: true });
  mkdirSync(join(root, '.git'), { recursive: true });
  writeFileSync(join(root, '.git', 'config'), '[http]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n');
  writeFileSync(join(root, '.planning', 'STATE.md'), '# State\n');
  writeFileSync(join(root, 'shared.yaml'), 'intents: {}\n');
  return root;
}

describe('item 4: RepoReader', () => {
  it('I09: a link to .git/config inside the workspace is refused and its content never returned', () => {
    const root = workspace();
    symlinkSync('../../.git/config', join(root, '.planning', 'config', 'intent-teams.yaml'));
    const read = new RepoReader(root).readText('.planning/config/intent-teams.yaml');
    expect(read).toEqual({
      ok: false,
      reason: 'symlink',
      message: '.planning/config/intent-teams.yaml is a symbolic link; symbolic links in the repository are not followed (commit the file itself)',
    });
  });

  it('I09: a link to a harmless file inside the workspace is refused too', () => {
    const root = workspace();
    symlinkSync('../../shared.yaml', join(root, '.planning', 'config', 'intent-teams.yaml'));
    expect(new RepoReader(root).readText('.planning/config/intent-teams.yaml')).toMatchObject({ ok: false, reason: 'symlink' });
  });

  it('a link out of the workspace keeps its own message', () => {
    const root = workspace();
    const other = workspace();
    symlinkSync(join(other, 'shared.yaml'), join(root, 'x.yaml'));
    expect(new RepoReader(root).readText('x.yaml')).toMatchObject({
      ok: false,
      reason: 'outside',
      message: 'x.yaml is a symbolic link to a file outside the repository; it is not read',
    });
  });

  it('item 4: a linked directory on the way is refused, naming it', () => {
    const root = workspace();
    mkdirSync(join(root, 'real', 'config'), { recursive: true });
    writeFileSync(join(root, 'real', 'config', 'a.yaml'), 'x: 1\n');
    symlinkSync('real', join(root, 'linked'));
    const reader = new RepoReader(root);
    expect(reader.readText('linked/config/a.yaml')).toMatchObject({
      ok: false,
      reason: 'symlink',
      message: 'linked/config/a.yaml: linked is a symbolic link; symbolic links in the repository are not followed (commit the file itself)',
    });
    expect(reader.listDirectory('linked/config', 'file')).toBeNull();
    expect(reader.exists('linked/config/a.yaml')).toBe(false);
    expect(reader.readText('real/config/a.yaml')).toEqual({ ok: true, text: 'x: 1\n' });
  });

  it.each(['.git/config', '.GIT/config', 'sub/.git/config', '.git./config', 'GIT~1/config', './.git/config', '.git'])(
    'item 4: %s is never read (inside a .git directory)',
    (path) => {
      const read = new RepoReader(workspace()).readText(path);
      expect(read).toMatchObject({ ok: false, reason: 'git-dir' });
      expect(read.ok ? '' : read.message).toContain('inside a .git directory');
    },
  );

  it('item 4: directory listings leave .git out', () => {
    const root = workspace();
    mkdirSync(join(root, '.planning', '.git'));
    writeFileSync(join(root, '.planning', '.GIT'), 'x');
    expect(new RepoReader(root).listDirectory('.planning', 'directory')).toEqual(['config']);
    expect(new RepoReader(root).listDirectory('.planning', 'file')).toEqual(['STATE.md']);
  });

  it.each(['../x', '/etc/passwd', 'a/../../x', 'a\0b', ''])('%j is outside the repository', (path) => {
    expect(new RepoReader(workspace()).readText(path)).toMatchObject({ ok: false, reason: 'outside' });
  });

  it('R08: a FIFO is refused at once, without waiting for a writer (this test would hang otherwise)', () => {
    const root = workspace();
    rmSync(join(root, '.planning', 'STATE.md'));
    execFileSync('mkfifo', [join(root, '.planning', 'STATE.md')]);
    expect(new RepoReader(root).readText('.planning/STATE.md')).toEqual({
      ok: false,
      reason: 'not-file',
      message: '.planning/STATE.md is not a regular file (a FIFO (named pipe))',
    });
    expect(new RepoReader(root).listDirectory('.planning', 'file')).toEqual(['STATE.md']);
  });

  it('R08: a device is refused without being read', () => {
    expect(readRegularFile('/dev/zero', 'zero')).toEqual({ ok: false, reason: 'not-file', message: 'zero is not a regular file (a device)' });
    expect(readRegularFile('/dev/null', 'null')).toMatchObject({ ok: false, reason: 'not-file' });
  });

  it('a workspace reached through a link is fine (the root is resolved once)', () => {
    const root = workspace();
    const link = join(mkdtempSync(join(tmpdir(), 'legion-reads-link-')), 'ws');
    dirs.push(join(link, '..'));
    symlinkSync(root, link);
    expect(new RepoReader(link).readText('.planning/STATE.md')).toEqual({ ok: true, text: '# State\n' });
  });

  it('files over the limit are refused by size, before reading', () => {
    const root = workspace();
    writeFileSync(join(root, 'big.md'), 'x'.repeat(2_000));
    expect(new RepoReader(root).readText('big.md', 1_000)).toMatchObject({ ok: false, reason: 'too-large', message: 'big.md is 2000 bytes, over the 1000-byte limit' });
  });
});
