/**
 * The git operations of the wave action, over {@link runGit}: commits and trees by their hex
 * ids, patches through standard input, a temporary index (GIT_INDEX_FILE) so that nothing
 * reaches the workspace's index or files until every record has applied, and pushes through
 * the checkout's `origin`. A failure is a WaveError (E110) with git's first line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '../../core/error-codes.js';
import { parseRawDiff, type TreeChange } from '../../core/wave/tree-changes.js';
import { WaveError } from '../../core/wave/wave-error.js';
import { firstGitLine, runGit, type GitResult } from './git-command.js';

const OBJECT_ID = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/** The ref `apply` leaves at the commit a leg starts from; `collect` diffs against it. */
export const LEG_BASE_REF = 'refs/legion/base';

export const BOT_IDENTITY: Record<string, string> = {
  GIT_AUTHOR_NAME: 'github-actions[bot]',
  GIT_AUTHOR_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
  GIT_COMMITTER_NAME: 'github-actions[bot]',
  GIT_COMMITTER_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
};

function objectId(value: string, what: string): string {
  const id = value.trim();
  if (!OBJECT_ID.test(id)) throw new WaveError(ErrorCode.WAVE_GIT_FAILED, `git gave no object id for ${what}.`);
  return id;
}

export class WaveGit {
  #index: string | null = null;
  #indexDir: string | null = null;

  constructor(readonly cwd: string) {}

  run(args: readonly string[], options: { input?: Buffer | string; env?: Record<string, string>; index?: boolean } = {}): GitResult {
    const env = { ...(options.index && this.#index ? { GIT_INDEX_FILE: this.#index } : {}), ...options.env };
    return runGit(args, { cwd: this.cwd, env, ...(options.input !== undefined ? { input: options.input } : {}) });
  }

  must(args: readonly string[], what: string, options: { input?: Buffer | string; env?: Record<string, string>; index?: boolean } = {}): Buffer {
    const result = this.run(args, options);
    if (!result.ok) throw new WaveError(ErrorCode.WAVE_GIT_FAILED, `git could not ${what}: ${firstGitLine(result.stderr) || `exit ${result.status}`}.`);
    return result.stdout;
  }

  /** The workspace's top directory (the checkout). */
  topLevel(): string {
    return this.must(['rev-parse', '--show-toplevel'], 'find the checkout (is the workspace a git repository?)').toString('utf8').trim();
  }

  /** The commit a revision names, or null. `rev` is a hex id or one of our own ref names. */
  commitOf(rev: string): string | null {
    const result = this.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
    return result.ok ? objectId(result.stdout.toString('utf8'), rev) : null;
  }

  treeOf(commit: string): string {
    return objectId(this.must(['rev-parse', '--verify', '--end-of-options', `${commit}^{tree}`], 'read a commit').toString('utf8'), 'a tree');
  }

  /** A blob at a path of a commit (bounded by the caller), or null when there is none. */
  fileAt(commit: string, path: string, maxBytes = 1_048_576): Buffer | null {
    const spec = `${commit}:${path}`;
    const size = this.run(['cat-file', '-s', spec]);
    if (!size.ok) return null;
    if (Number(size.stdout.toString('utf8').trim()) > maxBytes) return null;
    const type = this.run(['cat-file', '-t', spec]);
    if (!type.ok || type.stdout.toString('utf8').trim() !== 'blob') return null;
    const blob = this.run(['cat-file', 'blob', spec]);
    return blob.ok ? blob.stdout : null;
  }

  /** Start a temporary index holding `treeish` (nothing of the workspace's own index is touched). */
  startIndex(treeish: string): void {
    this.dropIndex();
    this.#indexDir = mkdtempSync(join(tmpdir(), 'legion-wave-index-'));
    this.#index = join(this.#indexDir, 'index');
    this.must(['read-tree', treeish], 'read a tree into a temporary index', { index: true });
  }

  dropIndex(): void {
    if (this.#indexDir) rmSync(this.#indexDir, { recursive: true, force: true });
    this.#indexDir = null;
    this.#index = null;
  }

  /** Everything in the workspace (ignored files aside) into the temporary index; `exclude`: top-level-relative literal paths left out. */
  addWorkspace(exclude: readonly string[]): void {
    const pathspecs = ['.', ...exclude.map((path) => `:(top,exclude,literal)${path}`)];
    this.must(['-c', 'core.autocrlf=false', '-c', 'core.safecrlf=false', 'add', '--all', '--', ...pathspecs], 'list the workspace changes', { index: true });
  }

  /**
   * The paths git itself reads from a patch (`git apply --numstat -z`: nothing is applied), or
   * null when git cannot read it. For a rename, the new name.
   */
  patchPaths(patch: Buffer): string[] | null {
    const result = this.run(['apply', '--numstat', '-z', '-'], { input: patch });
    if (!result.ok) return null;
    const paths: string[] = [];
    const fields = result.stdout.toString('utf8').split('\0');
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as string;
      const match = /^(?:-|\d+)\t(?:-|\d+)\t(.*)$/s.exec(field);
      if (!match) continue;
      if (match[1] === '') {
        // A rename: "added\tdeleted\t" then the old and the new name as their own fields.
        paths.push(fields[i + 1] ?? '', fields[i + 2] ?? '');
        i += 2;
      } else paths.push(match[1] as string);
    }
    return paths;
  }

  /** Apply several patches, in order, to the temporary index in one go (all or nothing). */
  applyAllToIndex(patches: readonly Buffer[]): GitResult {
    const dir = this.#indexDir;
    if (dir === null) throw new Error('no temporary index');
    const files = patches.map((patch, i) => {
      const file = join(dir, `patch-${i}`);
      writeFileSync(file, patch);
      return file;
    });
    return this.run(['-c', 'apply.whitespace=nowarn', 'apply', '--cached', '--whitespace=nowarn', '--', ...files], { index: true });
  }

  /** Each commit's changes against its parent, in one git process (`diff-tree --stdin`). */
  commitChanges(commits: readonly string[]): Map<string, TreeChange[]> {
    const out = this.must(['diff-tree', '-r', '-z', '--raw', '--no-renames', '--no-abbrev', '--no-ext-diff', '--stdin'], 'read the commits back', {
      input: `${commits.join('\n')}\n`,
    }).toString('utf8');
    const changes = new Map<string, TreeChange[]>(commits.map((commit) => [commit, []]));
    const fields = out.split('\0');
    let current: TreeChange[] | undefined;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as string;
      if (field === '') continue;
      if (field.startsWith(':')) {
        if (!current) throw new WaveError(ErrorCode.WAVE_GIT_FAILED, 'git diff-tree gave a change before its commit.');
        current.push(...parseRawDiff(`${field}\0${fields[i + 1] ?? ''}\0`));
        i++;
      } else current = changes.get(field.trim());
    }
    return changes;
  }

  /** Several blobs of a commit in one git process (`cat-file --batch`): path → bytes, or null when absent, not a blob or over `maxBytes`. */
  filesAt(commit: string, paths: readonly string[], maxBytes = 1_048_576): Map<string, Buffer | null> {
    const found = new Map<string, Buffer | null>();
    const wanted = paths.filter((path) => !/[\n\0]/.test(path));
    if (wanted.length === 0) return found;
    const out = this.must(['cat-file', '--batch'], 'read files of a commit', { input: wanted.map((path) => `${commit}:${path}\n`).join('') });
    let at = 0;
    for (const path of wanted) {
      const end = out.indexOf(0x0a, at);
      if (end < 0) break;
      const header = out.subarray(at, end).toString('utf8');
      at = end + 1;
      const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
      if (!match) {
        found.set(path, null);
        continue;
      }
      const size = Number(match[2]);
      found.set(path, match[1] === 'blob' && size <= maxBytes ? Buffer.from(out.subarray(at, at + size)) : null);
      at += size + 1;
    }
    return found;
  }

  /** Apply a patch to the temporary index only. */
  applyToIndex(patch: Buffer): GitResult {
    return this.run(['-c', 'apply.whitespace=nowarn', 'apply', '--cached', '--whitespace=nowarn', '-'], { input: patch, index: true });
  }

  writeTree(): string {
    return objectId(this.must(['write-tree'], 'write a tree', { index: true }).toString('utf8'), 'a tree');
  }

  /** What changed from one tree to another: every path, both modes, no renames. */
  treeChanges(from: string, to: string): TreeChange[] {
    return parseRawDiff(this.must(['diff-tree', '-r', '-z', '--raw', '--no-renames', '--no-abbrev', '--no-ext-diff', from, to], 'compare two trees').toString('utf8'));
  }

  /** The patch from a commit to the temporary index: binary-safe, full object ids, renames found. */
  patchFromIndex(base: string): Buffer {
    return this.must(
      [
        '-c',
        'core.quotePath=true',
        '-c',
        'diff.noprefix=false',
        '-c',
        'diff.mnemonicPrefix=false',
        'diff',
        '--cached',
        '--binary',
        '--full-index',
        '--find-renames',
        '--no-color',
        '--no-ext-diff',
        '--no-textconv',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        base,
        '--',
      ],
      'write the patch',
      { index: true },
    );
  }

  commitTree(tree: string, parent: string, message: string): string {
    return objectId(this.must(['commit-tree', tree, '-p', parent, '-F', '-'], 'make a commit', { input: message, env: BOT_IDENTITY }).toString('utf8'), 'a commit');
  }

  /** Move the workspace (files and index) to a commit, detached. Refuses (git's check, all or nothing) when local changes would be overwritten. */
  checkoutDetached(commit: string): void {
    this.must(['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--detach', commit], 'bring the workspace to the applied commit');
  }

  updateRef(ref: string, commit: string): void {
    this.must(['update-ref', '--no-deref', ref, commit], `set ${ref}`);
  }

  originUrl(): string {
    return this.must(['remote', 'get-url', 'origin'], 'read the "origin" remote (actions/checkout sets it)').toString('utf8').trim();
  }

  /** The commit a branch of origin is at, or null when it has no such branch. */
  remoteBranch(branch: string, env: Record<string, string>): string | null {
    const ref = `refs/heads/${branch}`;
    const out = this.must(['ls-remote', '--heads', 'origin', ref], 'read the branch from "origin"', { env }).toString('utf8');
    for (const line of out.split('\n')) {
      const [id, name] = line.split('\t');
      if (name === ref && id !== undefined && OBJECT_ID.test(id)) return id;
    }
    return null;
  }

  /** Push `commit` to `branch` of origin if the branch is still at `expected` ('' = does not exist). */
  push(commit: string, branch: string, expected: string, env: Record<string, string>): GitResult {
    const ref = `refs/heads/${branch}`;
    return this.run(['push', '--porcelain', '--no-verify', `--force-with-lease=${ref}:${expected}`, 'origin', `${commit}:${ref}`], { env });
  }
}
