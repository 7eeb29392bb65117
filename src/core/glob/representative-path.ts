import { minimatch } from 'minimatch';
import { MAX_PATTERN_LENGTH } from './compile-glob.js';

/**
 * A concrete path standing for a declared `files_modified` entry, for rule matching: the first
 * brace alternative, wildcards replaced by `x`, a directory entry given a child. `docs/` →
 * `docs/x`, `src/**\/*.{ts,tsx}` → `src/x/x.ts`.
 *
 * Entries come from committed plan files, so the cost must stay linear in the entry's length
 * whatever it holds. The former `/\[[^\]/]*\]/g` replacement was quadratic on a run of `[`
 * (every `[` scanned to the end of the run looking for its `]`: 5.6 s at 40,000 characters, R09).
 * Here one right-to-left pass records, for each position, where the next `]` or `/` is; a
 * second pass then decides each `[` in O(1).
 */
export function representativePath(entry: string): string {
  let path = entry.trim();
  // Only the first alternative is needed: braceExpandMax 1 keeps `{a,b}` × 100 from expanding
  // (a full expansion of such an entry takes over a second). Longer entries are not globs the
  // router compiles (MAX_PATTERN_LENGTH), so their braces stay as they are.
  if (path.includes('{') && path.length <= MAX_PATTERN_LENGTH) path = simpleFirstAlternative(path) ?? minimatch.braceExpand(path, { braceExpandMax: 1 })[0] ?? path;
  if (path.endsWith('/')) path = `${path}x`;
  return replaceWildcards(path);
}

/**
 * The first brace alternative of the common forms (`src/{a,b}/*.{ts,tsx}`), in one pass: each
 * `{` closed by a `}` before the next `{`, with a `,` inside, and no `\\`, `$` or `..` anywhere
 * (escapes, `\${`, ranges) and no stray `}`. Null for anything else (and for an empty result),
 * which minimatch's braceExpand answers; property-tested against it.
 */
export function simpleFirstAlternative(pattern: string): string | null {
  if (pattern.includes('\\') || pattern.includes('$') || pattern.includes('..')) return null;
  let out = '';
  let from = 0;
  for (let open = pattern.indexOf('{'); open !== -1; open = pattern.indexOf('{', from)) {
    const close = pattern.indexOf('}', open + 1);
    if (close === -1) return null;
    const stray = pattern.indexOf('}', from);
    if (stray < open) return null;
    const next = pattern.indexOf('{', open + 1);
    if (next !== -1 && next < close) return null;
    const comma = pattern.indexOf(',', open + 1);
    if (comma === -1 || comma > close) return null;
    out += pattern.slice(from, open) + pattern.slice(open + 1, comma);
    from = close + 1;
  }
  if (pattern.indexOf('}', from) !== -1) return null;
  out += pattern.slice(from);
  return out === '' ? null : out;
}

/**
 * `[…]` classes (no `/` inside) → `x`, then `**` → `x`, then `*` and `?` → `x`: the same result
 * as the three chained regular-expression replacements it replaces (property-tested against
 * them), in O(length).
 */
export function replaceWildcards(path: string): string {
  const length = path.length;
  if (!/[[*?]/.test(path)) return path;
  // nextStop[i]: index of the first `]` or `/` at or after i (length when there is none).
  const nextStop = new Int32Array(length + 1);
  nextStop[length] = length;
  for (let i = length - 1; i >= 0; i--) {
    const ch = path.charCodeAt(i);
    nextStop[i] = ch === 0x5d /* ] */ || ch === 0x2f /* / */ ? i : (nextStop[i + 1] as number);
  }
  let out = '';
  let copyFrom = 0;
  let i = 0;
  while (i < length) {
    const ch = path.charCodeAt(i);
    let skip = 0;
    if (ch === 0x5b /* [ */) {
      const stop = nextStop[i + 1] as number;
      if (stop < length && path.charCodeAt(stop) === 0x5d) skip = stop - i + 1;
    } else if (ch === 0x2a /* * */) {
      skip = path.charCodeAt(i + 1) === 0x2a ? 2 : 1;
    } else if (ch === 0x3f /* ? */) {
      skip = 1;
    }
    if (skip === 0) {
      i++;
      continue;
    }
    out += `${path.slice(copyFrom, i)}x`;
    i += skip;
    copyFrom = i;
  }
  return out + path.slice(copyFrom);
}
