/**
 * Paths a record may change. A patch is applied to a temporary index first and the resulting
 * tree's paths are checked here before anything reaches the workspace or a push: a path that
 * could write outside the workspace or into git's own files is refused, whatever the patch text
 * looked like (`../`, absolute paths, `.git/config`, `.git/hooks`, their case and Windows
 * variants), and so is a symbolic link or a submodule entry (a link could later lead a write out
 * of the workspace; a gitlink names another repository).
 */

export type UnsafePath = { path: string; reason: string };

const GIT_DIR = /^(\.git|git~\d+)[. ]*$/i;
const CONTROL = /[\u0000-\u001f\u007f]/;
export const MAX_PATH_CHARS = 4096;

/** Why a repository path may not be written, or null when it may. */
export function unsafePathReason(path: string): string | null {
  if (path === '') return 'an empty path';
  if (path.length > MAX_PATH_CHARS) return 'a path longer than 4096 characters';
  if (CONTROL.test(path)) return 'a control character in the path';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.startsWith('\\')) return 'an absolute path';
  const segments = path.split(/[\\/]/);
  for (const segment of segments) {
    if (segment === '' || segment === '.') return 'an empty or "." path segment';
    if (segment === '..') return 'a ".." segment (outside the workspace)';
    if (GIT_DIR.test(segment)) return "a path inside git's own directory (.git)";
  }
  return null;
}

/** Git file modes a record may write: regular files, executable or not. */
export function unsafeModeReason(mode: string): string | null {
  if (mode === '000000' || mode === '100644' || mode === '100755') return null;
  if (mode === '120000') return 'a symbolic link';
  if (mode === '160000') return 'a submodule (gitlink)';
  return `an unexpected file mode ${mode.replace(/[^0-7]/g, '')}`;
}
