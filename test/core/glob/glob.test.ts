import fc from 'fast-check';
import { minimatch } from 'minimatch';
import { describe, expect, test } from 'vitest';
import { compileGlob, globMatches } from '../../../src/core/glob/compile-glob.js';
import { GlobIndex } from '../../../src/core/glob/glob-index.js';

const MM = { dot: true, nonegate: true, nocomment: true, noext: true } as const;

function ours(pattern: string, path: string): boolean {
  const compiled = compileGlob(pattern);
  if (!compiled.ok) throw new Error(compiled.reason);
  return globMatches(compiled.glob, path);
}

describe('compileGlob agrees with minimatch({dot:true}) on path-shaped patterns', () => {
  const cases: [string, string, boolean][] = [
    ['src/a.ts', 'src/a.ts', true],
    ['src/a.ts', 'src/b.ts', false],
    ['src/*.ts', 'src/a.ts', true],
    ['src/*.ts', 'src/x/a.ts', false],
    ['src/**/*.ts', 'src/a.ts', true],
    ['src/**/*.ts', 'src/x/y/a.ts', true],
    ['src/**', 'src/x/y/a.ts', true],
    ['**/*.tsx', 'a.tsx', true],
    ['**/*.tsx', 'deep/er/a.tsx', true],
    ['**/*.{ts,tsx}', 'deep/a.tsx', true],
    ['packages/{a,b}/**', 'packages/b/x', true],
    ['packages/{a,b}/**', 'packages/c/x', false],
    ['src/[ab].ts', 'src/a.ts', true],
    ['src/[!ab].ts', 'src/a.ts', false],
    ['src/?.ts', 'src/ab.ts', false],
    ['**/.github/**', '.github/workflows/ci.yml', true],
    ['a/**/b/**/c', 'a/x/b/y/z/c', true],
    ['a/**/b/**/c', 'a/x/y/z/c', false],
  ];
  test.each(cases)('%s vs %s', (pattern, path, expected) => {
    expect(ours(pattern, path)).toBe(expected);
    expect(minimatch(path, pattern, MM)).toBe(expected);
  });

  test('property: random patterns over a small alphabet agree with minimatch', () => {
    const segmentChars = fc.constantFrom('a', 'b', '.', '*', '?', '[ab]', '[!a]', 'x');
    const segment = fc.array(segmentChars, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
    const patternSegment = fc.oneof({ weight: 1, arbitrary: fc.constant('**') }, { weight: 5, arbitrary: segment });
    const pattern = fc
      .array(patternSegment, { minLength: 1, maxLength: 4 })
      .map((s) => s.join('/'))
      .filter((p) => p.includes('/') && !p.split('/').some((x) => x === '.' || x === '..'));
    const pathSegment = fc
      .array(fc.constantFrom('a', 'b', '.', 'x'), { minLength: 1, maxLength: 4 })
      .map((p) => p.join(''))
      .filter((s) => s !== '.' && s !== '..');
    const path = fc.array(pathSegment, { minLength: 1, maxLength: 5 }).map((s) => s.join('/'));
    fc.assert(
      fc.property(pattern, path, (p, f) => {
        expect(ours(p, f)).toBe(minimatch(f, p, MM));
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 3000) },
    );
  });
});

describe('gitignore-style conventions', () => {
  test('slash-free wildcard matches the base name at any depth', () => {
    expect(ours('*.tsx', 'src/frontend/App.tsx')).toBe(true);
    expect(ours('*.tsx', 'App.ts')).toBe(false);
  });
  test('slash-free literal is a root path', () => {
    expect(ours('CLAUDE.md', 'CLAUDE.md')).toBe(true);
    expect(ours('CLAUDE.md', 'docs/CLAUDE.md')).toBe(false);
  });
  test('trailing slash covers the directory contents', () => {
    expect(ours('agents/', 'agents/x.md')).toBe(true);
    expect(ours('agents/', 'agents/deep/x.md')).toBe(true);
    expect(ours('agents/', 'agentsx/x.md')).toBe(false);
  });
});

describe('bounds', () => {
  test('too many brace alternatives are rejected, not expanded', () => {
    const r = compileGlob('{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}');
    expect(r.ok).toBe(false);
    expect(compileGlob('{1..100000}').ok).toBe(false);
  });
  test('adversarial wildcard segments stay linear', () => {
    const pattern = `${'*a'.repeat(200)}b`;
    const path = 'a'.repeat(4000);
    const started = performance.now();
    expect(ours(pattern.slice(0, 500), path)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
  test('many ** segments are bounded', () => {
    expect(compileGlob(Array(20).fill('**').join('/a/')).ok).toBe(false);
  });
});

describe('GlobIndex', () => {
  test('returns the owners of every matching pattern, shapes mixed', () => {
    const index = new GlobIndex([
      { pattern: 'src/a.ts', owner: 0 },
      { pattern: 'src/', owner: 1 },
      { pattern: 'src/**/*.ts', owner: 2 },
      { pattern: '*.ts', owner: 3 },
      { pattern: 'src/**/[ab].ts', owner: 4 },
      { pattern: 'lib/**', owner: 5 },
      { pattern: '**/*.md', owner: 6 },
    ]);
    expect([...index.owners('src/a.ts')].sort()).toEqual([0, 1, 2, 3, 4]);
    expect([...index.owners('lib/x/y.md')].sort()).toEqual([5, 6]);
    expect(index.firstOwner('src/z.ts')).toBe(1);
    expect(index.firstOwner('other/z.txt')).toBe(-1);
  });
  test('agrees with brute force over random patterns and paths', () => {
    const pat = fc.array(fc.constantFrom('a', 'b', 'x', '*', '**', '*.ts', 'a.ts', '{a,b}'), { minLength: 1, maxLength: 3 }).map((s) => s.join('/'));
    const path = fc.array(fc.constantFrom('a', 'b', 'x', 'a.ts', 'b.md'), { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
    fc.assert(
      fc.property(fc.array(pat, { minLength: 1, maxLength: 8 }), fc.array(path, { minLength: 1, maxLength: 5 }), (patterns, paths) => {
        const index = new GlobIndex(patterns.map((pattern, owner) => ({ pattern, owner })));
        for (const p of paths) {
          const expected = new Set<number>();
          patterns.forEach((pattern, owner) => {
            const c = compileGlob(pattern);
            if (c.ok && globMatches(c.glob, p)) expected.add(owner);
          });
          expect(index.owners(p)).toEqual(expected);
        }
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) },
    );
  });
});
