/**
 * normalizeDeclaredPath returns the trimmed text unchanged when no replacement applies (#14 goal
 * 5: it runs on every entry of every wave). Differential: the same result as the chain of
 * replacements it short-cuts, on paths made of the characters that matter.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normalizeDeclaredPath } from '../../../src/core/waves/wave-conflicts.js';

const reference = (path: string): string =>
  path
    .trim()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/$/, '');

describe('normalizeDeclaredPath', () => {
  test('equals the replacement chain (property)', () => {
    const piece = fc.constantFrom('a', 'b.ts', '/', '//', '\\', './', '.', '..', ' ', '\t', '\u00a0', '!', '*', 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (pieces) => {
        const path = pieces.join('');
        expect(normalizeDeclaredPath(path)).toBe(reference(path));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 3000) },
    );
  });

  test('examples', () => {
    expect(normalizeDeclaredPath('./a//b/')).toBe('a/b');
    expect(normalizeDeclaredPath(' a/b ')).toBe('a/b');
    expect(normalizeDeclaredPath('a\\b')).toBe('a/b');
    expect(normalizeDeclaredPath('a/b.ts')).toBe('a/b.ts');
  });
});
