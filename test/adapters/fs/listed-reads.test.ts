/**
 * A file that its directory listing gave as a regular file is read without an lstat before the
 * open (#14 goal 5: one system call less per plan); the open (O_NOFOLLOW | O_NONBLOCK) and the
 * fstat after it still refuse a link, a FIFO or anything else put there after the listing, with
 * the same messages as the lstat path.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { RepoReader } from '../../../src/adapters/fs/repo-reader.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'listed-reads-'));
  roots.push(root);
  mkdirSync(join(root, 'd'));
  writeFileSync(join(root, 'd', 'plan.md'), 'text');
  writeFileSync(join(root, 'd', 'later.md'), 'text');
  writeFileSync(join(root, 'outside.md'), 'secret');
  symlinkSync('../outside.md', join(root, 'd', 'link.md'));
  return root;
}

const fifo = (path: string): boolean => {
  try {
    execFileSync('mkfifo', [path]);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(process.platform === 'win32')('reads of listed files', () => {
  test('the same answers with and without the listing', () => {
    const root = repo();
    const hasFifo = fifo(join(root, 'd', 'pipe.md'));
    const cold = new RepoReader(root);
    const listed = new RepoReader(root);
    expect(listed.listDirectory('d', 'file')).toEqual(['later.md', 'link.md', ...(hasFifo ? ['pipe.md'] : []), 'plan.md']);
    for (const name of ['plan.md', 'link.md', 'pipe.md', 'missing.md']) expect(listed.readText(`d/${name}`), name).toEqual(cold.readText(`d/${name}`));
    expect(listed.readText('d/plan.md')).toEqual({ ok: true, text: 'text' });
    expect(listed.readText('d/link.md').ok).toBe(false);
  });

  test('a listed file replaced by a link or a FIFO after the listing is still refused', () => {
    const root = repo();
    const reader = new RepoReader(root);
    reader.listDirectory('d', 'file');
    unlinkSync(join(root, 'd', 'plan.md'));
    symlinkSync('../outside.md', join(root, 'd', 'plan.md'));
    const link = reader.readText('d/plan.md');
    expect(link.ok).toBe(false);
    expect(link).toEqual(new RepoReader(root).readText('d/plan.md'));
    if (!link.ok) expect(link.reason).toBe('symlink');
    unlinkSync(join(root, 'd', 'later.md'));
    if (fifo(join(root, 'd', 'later.md'))) {
      const pipe = reader.readText('d/later.md');
      expect(pipe).toEqual({ ok: false, reason: 'not-file', message: 'd/later.md is not a regular file (a FIFO (named pipe))' });
    }
  });
});
