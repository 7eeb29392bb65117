/**
 * Matrix values must be safe to paste into a shell by a careless downstream `run:` step. Values
 * that come from untrusted text (plan ids, agent names, file paths, branch names) are kept only
 * when they consist of safe characters and do not start with `-` (no option injection); other
 * values are left out and counted. See SECURITY.md.
 */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const SAFE_PATH = /^[A-Za-z0-9._@+][A-Za-z0-9._@+/-]{0,1023}$/;

export function isSafeId(value: string): boolean {
  return SAFE_ID.test(value);
}

/**
 * A declared file pattern: a safe path that may also hold glob characters (`* ? [ ] { } , !`).
 * None of them runs code in a shell (no `$`, backquote, quote, `;`, `|`, `&`, `<`, `>`, `(`,
 * `)`, backslash, space or newline).
 */
const SAFE_PATTERN = /^!?[A-Za-z0-9._@+*?[\]{}][A-Za-z0-9._@+/*?[\]{},-]{0,1023}$/;

export function isSafePattern(value: string): boolean {
  return SAFE_PATTERN.test(value) && !value.split('/').some((segment) => segment === '..' || segment.startsWith('-'));
}

export function isSafePath(value: string): boolean {
  return SAFE_PATH.test(value) && !value.split('/').some((segment) => segment === '..' || segment.startsWith('-'));
}

/** Keep safe ids; return the rest separately so callers can report them. */
export function partitionSafe(values: readonly string[], test: (value: string) => boolean): { safe: string[]; unsafe: number } {
  const safe: string[] = [];
  let unsafe = 0;
  for (const value of values) {
    if (test(value)) safe.push(value);
    else unsafe++;
  }
  return { safe, unsafe };
}

/** A safe id derived from arbitrary text (for generated ids): unsafe characters become `_`. */
export function toSafeId(value: string): string {
  const cleaned = value
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 128);
  return cleaned === '' ? 'x' : cleaned;
}
