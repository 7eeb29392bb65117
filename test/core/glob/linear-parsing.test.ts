/**
 * The linear-time rewrites of #11 R09 give the same answers as before:
 * - representativePath equals the three chained regular-expression replacements it replaced;
 * - compileGlob's class parsing (a `[` after an unterminated `[` is literal) agrees with
 *   minimatch({ dot: true }) on patterns and paths made of class characters.
 */
import fc from 'fast-check';
import { minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import { compileGlob, globMatches } from '../../../src/core/glob/compile-glob.js';
import { replaceWildcards, representativePath } from '../../../src/core/glob/representative-path.js';

/** The former implementation (quadratic on runs of `[`): the reference for short inputs. */
function regexWildcards(path: string): string {
  return path
    .replace(/\[[^\]/]*\]/g, 'x')
    .replace(/\*\*/g, 'x')
    .replace(/[*?]/g, 'x');
}

const wildcardText = fc.string({ unit: fc.constantFrom('[', ']', '/', '*', '?', 'a', 'b', '!', '\\', '{', '}', ','), maxLength: 40 });

describe('R09: representativePath is linear and unchanged', () => {
  it('replaceWildcards equals the regular-expression chain (property)', () => {
    fc.assert(
      fc.property(wildcardText, (text) => {
        expect(replaceWildcards(text)).toBe(regexWildcards(text));
      }),
      { numRuns: 5_000 },
    );
  });
  it.each([
    ['docs/', 'docs/x'],
    ['src/**/*.{ts,tsx}', 'src/x/x.ts'],
    ['[[a]', 'x'],
    ['[a/[b]', '[a/x'],
    ['***', 'xx'],
    ['[]', 'x'],
    ['a[**]b', 'axb'],
    ['[[[[', '[[[['],
  ])('representativePath(%j) = %j', (entry, path) => {
    expect(representativePath(entry)).toBe(path);
  });
});

describe('R09: compileGlob class parsing agrees with minimatch', () => {
  const MM = { dot: true, nonegate: true, nocomment: true, noext: true } as const;
  const pattern = fc.string({ unit: fc.constantFrom('[', ']', '!', '-', 'a', 'b', 'c', '*', '?'), minLength: 1, maxLength: 12 });
  const name = fc.string({ unit: fc.constantFrom('[', ']', '!', '-', 'a', 'b', 'c'), minLength: 1, maxLength: 8 });
  it.each([
    ['[![--]*', '[', false],
    ['[!z-a]', 'b', false],
    ['[z-a]', 'b', false],
    ['[a-cz-a]', 'b', true],
    ['[!z-ab]', 'c', true],
    ['[!z-ab]', 'b', false],
  ])('a class whose only members are reversed ranges matches nothing, negated or not: %s vs %s', (p, path, expected) => {
    const compiled = compileGlob(`x/${p}`);
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    expect(globMatches(compiled.glob, `x/${path}`)).toBe(expected);
    expect(minimatch(`x/${path}`, `x/${p}`, MM)).toBe(expected);
  });

  it('same answer for class-heavy patterns (property)', () => {
    fc.assert(
      fc.property(pattern, name, (p, path) => {
        const compiled = compileGlob(`x/${p}`);
        if (!compiled.ok) return;
        expect(globMatches(compiled.glob, `x/${path}`), `x/${p} vs x/${path}`).toBe(minimatch(`x/${path}`, `x/${p}`, MM));
      }),
      { numRuns: 5_000 },
    );
  });
});
