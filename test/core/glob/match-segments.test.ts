import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { alternativeMatches, compileGlob, pathSegments, segmentMatches, type Segment } from '../../../src/core/glob/compile-glob.js';

/**
 * The segment matcher reuses its DP rows across calls and rejects a path lacking one of the
 * pattern's literal segments before the DP. These properties check it against the plain DP it
 * replaced (fresh rows per call, no pre-check; copied below) on literal-heavy patterns, on paths
 * longer than the rows' first size (so the rows grow), on `.`, `..` and empty segments, and on
 * calls of alternating lengths (stale cells of a longer call would show in a shorter one).
 */
function plainMatchSegments(segments: Segment[], parts: string[]): boolean {
  const m = segments.length;
  const n = parts.length;
  const final = segments[m - 1];
  if (final && final.kind !== 'globstar' && (n === 0 || !segmentMatches(final, parts[n - 1] as string))) return false;
  let reachable = new Uint8Array(n + 1);
  let next = new Uint8Array(n + 1);
  reachable[0] = 1;
  for (let i = 0; i < m; i++) {
    const segment = segments[i] as Segment;
    next.fill(0);
    if (segment.kind === 'globstar') {
      const last = i === m - 1;
      let any = 0;
      for (let j = 0; j <= n; j++) {
        if (any) next[j] = 1;
        if (reachable[j] && !last) next[j] = 1;
        if (reachable[j]) any = 1;
        if (j < n && (parts[j] === '.' || parts[j] === '..')) any = 0;
      }
    } else {
      let anyReachable = false;
      for (let j = 0; j < n; j++) {
        if (reachable[j] && segmentMatches(segment, parts[j] as string)) {
          next[j + 1] = 1;
          anyReachable = true;
        }
      }
      if (!anyReachable) return false;
    }
    [reachable, next] = [next, reachable];
  }
  return reachable[n] === 1;
}

function answers(pattern: string, path: string): { fast: boolean[]; plain: boolean[] } {
  const compiled = compileGlob(pattern);
  if (!compiled.ok) throw new Error(compiled.reason);
  const parts = pathSegments(path);
  const general = compiled.glob.alternatives.filter((a) => !a.baseOnly);
  return {
    fast: general.map((a) => alternativeMatches(a, path, parts)),
    plain: general.map((a) => plainMatchSegments(a.segments, parts)),
  };
}

const name = fc.constantFrom('a', 'b', 'src', 'locales', 'x.ts', 'a.ts', '.', '..', '');
const patternSegment = fc.constantFrom('**', '*', 'a', 'b', 'src', 'locales', '*.ts', 'x.ts', '?', '[ab]', 'a\\*', '{a,b}');
const pattern = fc
  .array(patternSegment, { minLength: 2, maxLength: 6 })
  .map((parts) => parts.join('/'))
  .filter((p) => compileGlob(p).ok);
const shortPath = fc.array(name, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('/'));
const longPath = fc.array(name, { minLength: 60, maxLength: 140 }).map((parts) => parts.join('/'));
const path = fc.oneof({ weight: 4, arbitrary: shortPath }, { weight: 1, arbitrary: longPath });

describe('matchSegments with reused rows and the literal pre-check', () => {
  test('cases: a missing literal segment rejects, a present one still needs the order', () => {
    const one = (p: string, f: string): boolean => answers(p, f).fast.some(Boolean);
    expect(one('**/locales/**', 'src/locales/en.json')).toBe(true);
    expect(one('**/locales/**', 'src/i18n/en.json')).toBe(false);
    expect(one('**/locales/**', 'locales')).toBe(false);
    expect(one('a/**/b/**/c', 'a/x/b/y/c')).toBe(true);
    expect(one('a/**/b/**/c', 'a/x/c/y/b')).toBe(false);
    expect(one('**/b/a', 'a/b')).toBe(false);
    expect(one('**/a/**', `${'x/'.repeat(200)}a/y`)).toBe(true);
  });

  test('property: the same answer as the plain DP, short and long paths', () => {
    fc.assert(
      fc.property(pattern, path, (p, f) => {
        const { fast, plain } = answers(p, f);
        expect(fast).toEqual(plain);
      }),
      { numRuns: 4000 },
    );
  });

  test('property: a sequence of calls of alternating lengths gives each call its own answer', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(pattern, path), { minLength: 2, maxLength: 12 }), (pairs) => {
        const inSequence = pairs.map(([p, f]) => answers(p, f).fast);
        const plain = pairs.map(([p, f]) => answers(p, f).plain);
        expect(inSequence).toEqual(plain);
      }),
      { numRuns: 500 },
    );
  });
});
