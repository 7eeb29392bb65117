import { closeSync, constants, fstatSync, lstatSync, openSync, readdirSync, readSync, realpathSync, type Stats } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Files larger than this are not read (documented in SECURITY.md). */
export const MAX_FILE_BYTES = 1_048_576;

export type ReadFailure = 'missing' | 'unreadable' | 'too-large' | 'outside' | 'not-file' | 'symlink' | 'git-dir';
export type ReadResult = { ok: true; text: string } | { ok: false; reason: ReadFailure; message: string };

/**
 * `open(2)` flags for every read: never follow a symbolic link at the last component, and never
 * wait — a FIFO opened for reading would block until a writer appears (#11 R08: a FIFO at
 * STATE.md hung the action). `O_NOFOLLOW` / `O_NONBLOCK` are 0 where the platform lacks them; the
 * lstat check before the open covers that case.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

/** `.git` in any case, and Windows spellings of it (`.git.`, `.git ` and the 8.3 name `GIT~1`). */
function isGitDirName(name: string): boolean {
  const lower = name.toLowerCase().replace(/[. ]+$/, '');
  return lower === '.git' || lower === 'git~1';
}

/** `… is not a regular file`, naming the kind when it is one people may not expect. */
function notRegular(label: string, stat: Stats): string {
  const kind = stat.isFIFO() ? 'a FIFO (named pipe)' : stat.isCharacterDevice() || stat.isBlockDevice() ? 'a device' : stat.isSocket() ? 'a socket' : '';
  return kind ? `${label} is not a regular file (${kind})` : `${label} is not a regular file`;
}

const fail = (reason: ReadFailure, message: string): ReadResult => ({ ok: false, reason, message });

/** Files up to this size are read into {@link scratch} (the read is synchronous: one at a time). */
const SCRATCH_BYTES = 65_536;
let scratch: Buffer | undefined;

/**
 * A file its directory listing gave as a regular file (`readdir`'s entry type, no extra system
 * call) needs no lstat before the open where the open itself refuses a link (`O_NOFOLLOW`) and
 * never blocks (`O_NONBLOCK`); the fstat after the open still checks it is a regular file. The
 * lstat narrowed nothing more: the entry can change between the check and the open either way.
 */
const LISTING_REPLACES_LSTAT = (constants.O_NOFOLLOW ?? 0) !== 0 && (constants.O_NONBLOCK ?? 0) !== 0;

/**
 * Open `path` as a regular file and read at most `maxBytes` of it: the file must be a regular
 * file both before the open (lstat: no symbolic link, FIFO, socket or device is ever opened) and
 * after it (fstat on the open descriptor), opened with `O_NOFOLLOW | O_NONBLOCK`. `label` names
 * the file in messages. Never throws.
 *
 * Exported for inputs that name a file outside the repository (a `changed-files-file` input in
 * RUNNER_TEMP, for instance): they get the same checks.
 */
export function readRegularFile(path: string, label: string, maxBytes = MAX_FILE_BYTES, listedRegular = false): ReadResult {
  let fd: number | undefined;
  try {
    if (!listedRegular || !LISTING_REPLACES_LSTAT) {
      const before = lstatSync(path);
      if (before.isSymbolicLink()) return fail('symlink', `${label} is a symbolic link; legion-router does not follow symbolic links`);
      if (!before.isFile()) return fail('not-file', notRegular(label, before));
    }
    fd = openSync(path, OPEN_FLAGS);
    const stat = fstatSync(fd);
    if (!stat.isFile()) return fail('not-file', notRegular(label, stat));
    if (stat.size > maxBytes) return fail('too-large', `${label} is ${stat.size} bytes, over the ${maxBytes}-byte limit`);
    // Small files (a plan, a SUMMARY) are read into one reused buffer and decoded from it: no
    // buffer (zero-filled, tracked as external memory) per file. Larger ones get their own.
    const buffer = stat.size <= SCRATCH_BYTES ? (scratch ??= Buffer.allocUnsafe(SCRATCH_BYTES)) : Buffer.alloc(stat.size);
    let offset = 0;
    while (offset < stat.size) {
      const read = readSync(fd, buffer, offset, stat.size - offset, offset);
      if (read === 0) break;
      offset += read;
    }
    return { ok: true, text: buffer.toString('utf8', 0, offset) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return fail('missing', `${label} not found`);
    if (code === 'ELOOP' || code === 'EMLINK') return fail('symlink', `${label} is a symbolic link; legion-router does not follow symbolic links`);
    if (code === 'EISDIR') return fail('not-file', `${label} is not a regular file`);
    if (code === 'EAGAIN' || code === 'ENXIO' || code === 'EWOULDBLOCK') return fail('not-file', `${label} is not a regular file`);
    return fail('unreadable', `${label} cannot be read (${code ?? 'error'})`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Reads repository files for the router. Paths are repository-relative; every file and every
 * directory on the way to it must be what it claims to be:
 * - no component may be a symbolic link — not even one that stays inside the workspace (a
 *   committed `.planning/config/intent-teams.yaml -> ../../.git/config` used to be followed and
 *   its credential echoed in a YAML error, #11 I09);
 * - nothing under a `.git` directory is read, whatever the path says;
 * - only regular files are opened, without blocking (no FIFO, socket or device);
 * - `..` and absolute paths are refused; files over {@link MAX_FILE_BYTES} are refused;
 * - no read throws.
 * Symbolic links are reported, never silently skipped: a plan that is a link is refused (E076, or W085 when kept), a
 * config that is one its W011 / E030, a STATE.md its W034.
 */
export class RepoReader {
  readonly root: string;
  private readonly realRoot: string;
  /** Repository-relative directory → null when it is a real directory, else why it is not. */
  private readonly directoryCache = new Map<string, ReadResult | null>();
  /** Absolute directory → names its last listing gave as regular files (see readRegularFile). */
  private readonly listedRegularFiles = new Map<string, Set<string>>();

  constructor(root: string) {
    this.root = resolve(root);
    let real = this.root;
    try {
      // The workspace itself may be reached through a link (the runner's own layout): resolved
      // once, here; nothing below it is ever resolved again.
      real = realpathSync.native(this.root);
    } catch {
      // root missing: every read reports 'missing'
    }
    this.realRoot = real;
  }

  /** For a refused link, where it points, in the message's words (never the target's content). */
  private linkMessage(relPath: string, linkPath: string): ReadResult {
    let outside = false;
    try {
      const target = realpathSync.native(join(this.realRoot, ...linkPath.split('/')));
      const rel = relative(this.realRoot, target);
      outside = rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
    } catch {
      // a dangling link: reported as a link
    }
    const what = linkPath === relPath ? relPath : `${relPath}: ${linkPath}`;
    return outside
      ? fail('outside', `${what} is a symbolic link to a file outside the repository; it is not read`)
      : fail('symlink', `${what} is a symbolic link; symbolic links in the repository are not followed (commit the file itself)`);
  }

  /** Check a repository-relative directory: exists, is a directory, is no link, is not .git. */
  private checkDirectory(dir: string): ReadResult | null {
    const cached = this.directoryCache.get(dir);
    if (cached !== undefined) return cached;
    const slash = dir.lastIndexOf('/');
    let verdict = slash > 0 ? this.checkDirectory(dir.slice(0, slash)) : null;
    if (verdict === null) {
      try {
        const stat = lstatSync(join(this.realRoot, ...dir.split('/')));
        if (stat.isSymbolicLink()) verdict = this.linkMessage(dir, dir);
        else if (!stat.isDirectory()) verdict = fail('missing', `${dir} is not a directory`);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        verdict = code === 'ENOENT' || code === 'ENOTDIR' ? fail('missing', `${dir} not found`) : fail('unreadable', `${dir} cannot be read (${code ?? 'error'})`);
      }
    }
    this.directoryCache.set(dir, verdict);
    return verdict;
  }

  /** Validate a repository-relative path; the absolute path to open, or why not. */
  private locate(relPath: string): { path: string } | { error: ReadResult } {
    const parts = relPath.split(/[\\/]/);
    if (relPath === '' || isAbsolute(relPath) || parts.includes('..') || relPath.includes('\0')) {
      return { error: fail('outside', `${relPath} is outside the repository`) };
    }
    const clean = parts.filter((part) => part !== '' && part !== '.');
    if (clean.length === 0) return { error: fail('outside', `${relPath} is outside the repository`) };
    if (clean.some(isGitDirName)) return { error: fail('git-dir', `${relPath} is inside a .git directory; legion-router never reads it`) };
    const normalised = clean.join('/');
    const slash = normalised.lastIndexOf('/');
    if (slash > 0) {
      const problem = this.checkDirectory(normalised.slice(0, slash));
      if (problem && !problem.ok) {
        if (problem.reason === 'missing') return { error: fail('missing', `${relPath} not found`) };
        // Name the file asked for, and what is wrong on the way to it.
        return { error: fail(problem.reason, `${relPath}: ${problem.message}`) };
      }
    }
    return { path: join(this.realRoot, ...clean) };
  }

  readText(relPath: string, maxBytes = MAX_FILE_BYTES): ReadResult {
    const located = this.locate(relPath);
    if ('error' in located) return located.error;
    const slash = located.path.lastIndexOf(sep);
    const listed = slash > 0 && this.listedRegularFiles.get(located.path.slice(0, slash))?.has(located.path.slice(slash + 1)) === true;
    const read = readRegularFile(located.path, relPath, maxBytes, listed);
    if (!read.ok && read.reason === 'symlink')
      return this.linkMessage(
        relPath,
        relPath
          .split(/[\\/]/)
          .filter((p) => p !== '' && p !== '.')
          .join('/'),
      );
    return read;
  }

  /**
   * Names of entries in a directory: everything but directories (links, FIFOs and devices too,
   * so that reading one reports it) or real directories (a linked directory is not listed). null when the directory
   * is not there or is not a real directory.
   */
  listDirectory(relPath: string, kind: 'file' | 'directory'): string[] | null {
    const dir = relPath
      .split(/[\\/]/)
      .filter((p) => p !== '' && p !== '.')
      .join('/');
    let path: string;
    if (dir === '')
      path = this.realRoot; // the repository's root
    else {
      const located = this.locate(`${relPath}/.`);
      if ('error' in located) return null;
      if (this.checkDirectory(dir)) return null;
      path = located.path;
    }
    try {
      const entries = readdirSync(path, { withFileTypes: true });
      if (kind === 'file') this.listedRegularFiles.set(path, new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name)));
      return (
        entries
          .filter((entry) => !isGitDirName(entry.name))
          // Files: anything that is not a directory, so that reading a link, a FIFO or a device
          // reports it (W020 for a plan) instead of skipping it in silence.
          .filter((entry) => (kind === 'file' ? !entry.isDirectory() : entry.isDirectory()))
          .map((entry) => entry.name)
          .sort()
      );
    } catch {
      return null;
    }
  }

  /** Is there a regular file (or a real directory) at this path that the reader would open? */
  exists(relPath: string): boolean {
    const located = this.locate(relPath);
    if ('error' in located) return false;
    try {
      const stat = lstatSync(located.path);
      return stat.isFile() || stat.isDirectory();
    } catch {
      return false;
    }
  }
}
