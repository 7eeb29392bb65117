import { closeSync, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Files larger than this are not read (documented in SECURITY.md). */
export const MAX_FILE_BYTES = 1_048_576;

export type ReadFailure = 'missing' | 'unreadable' | 'too-large' | 'outside' | 'not-file';
export type ReadResult = { ok: true; text: string } | { ok: false; reason: ReadFailure; message: string };

/**
 * Reads repository files for the router: paths are repository-relative, symlinks that resolve
 * outside the repository are refused, files over {@link MAX_FILE_BYTES} are refused, and no
 * read throws.
 */
export class RepoReader {
  readonly root: string;
  private readonly realRoot: string;
  /** Repository-relative directory → its resolved path (directories do not change during a run). */
  private readonly directoryCache = new Map<string, string>();

  constructor(root: string) {
    this.root = resolve(root);
    let real = this.root;
    try {
      real = realpathSync.native(this.root);
    } catch {
      // root missing: every read reports 'missing'
    }
    this.realRoot = real;
  }

  private inside(real: string): boolean {
    const rel = relative(this.realRoot, real);
    return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
  }

  /** Resolve a repository-relative path; null when it escapes the repository. */
  private locate(relPath: string): { path: string } | { error: ReadResult } {
    if (isAbsolute(relPath) || relPath.split(/[\\/]/).includes('..')) {
      return { error: { ok: false, reason: 'outside', message: `${relPath} is outside the repository` } };
    }
    const path = join(this.root, relPath);
    let real: string;
    try {
      // Fast path for the many files of one directory (plans of a phase): resolve the directory
      // once; a file that is not itself a symbolic link then needs no resolution of its own.
      const slash = relPath.lastIndexOf('/');
      if (slash > 0) {
        const dir = relPath.slice(0, slash);
        let realDir = this.directoryCache.get(dir);
        if (realDir === undefined) {
          realDir = realpathSync.native(join(this.root, dir));
          this.directoryCache.set(dir, realDir);
        }
        const candidate = join(realDir, relPath.slice(slash + 1));
        real = lstatSync(candidate).isSymbolicLink() ? realpathSync.native(candidate) : candidate;
        if (!this.inside(realDir)) real = realDir;
      } else {
        real = realpathSync.native(path);
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return { error: { ok: false, reason: 'missing', message: `${relPath} not found` } };
      return { error: { ok: false, reason: 'unreadable', message: `${relPath} cannot be read (${code ?? 'error'})` } };
    }
    if (!this.inside(real)) {
      return { error: { ok: false, reason: 'outside', message: `${relPath} is a symbolic link to a file outside the repository; it is not read` } };
    }
    return { path: real };
  }

  readText(relPath: string, maxBytes = MAX_FILE_BYTES): ReadResult {
    const located = this.locate(relPath);
    if ('error' in located) return located.error;
    let fd: number | undefined;
    try {
      fd = openSync(located.path, 'r');
      const stat = fstatSync(fd);
      if (!stat.isFile()) return { ok: false, reason: 'not-file', message: `${relPath} is not a regular file` };
      if (stat.size > maxBytes) {
        return { ok: false, reason: 'too-large', message: `${relPath} is ${stat.size} bytes, over the ${maxBytes}-byte limit` };
      }
      const buffer = Buffer.alloc(stat.size);
      let offset = 0;
      while (offset < stat.size) {
        const read = readSync(fd, buffer, offset, stat.size - offset, offset);
        if (read === 0) break;
        offset += read;
      }
      return { ok: true, text: buffer.subarray(0, offset).toString('utf8') };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { ok: false, reason: 'missing', message: `${relPath} not found` };
      if (code === 'EISDIR') return { ok: false, reason: 'not-file', message: `${relPath} is a directory` };
      return { ok: false, reason: 'unreadable', message: `${relPath} cannot be read (${code ?? 'error'})` };
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }

  /** Names of entries in a directory (files and directories); null when it is not there. */
  listDirectory(relPath: string, kind: 'file' | 'directory'): string[] | null {
    const located = this.locate(relPath);
    if ('error' in located) return null;
    try {
      return readdirSync(located.path, { withFileTypes: true })
        .filter((entry) => (kind === 'file' ? entry.isFile() || entry.isSymbolicLink() : entry.isDirectory()))
        .map((entry) => entry.name)
        .sort();
    } catch {
      return null;
    }
  }

  exists(relPath: string): boolean {
    const located = this.locate(relPath);
    return !('error' in located);
  }
}
