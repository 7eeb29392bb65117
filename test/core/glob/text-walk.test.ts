import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DirectoryPrefixIndex } from '../../../src/core/glob/directory-prefix-index.js';
import { GlobIndex } from '../../../src/core/glob/glob-index.js';

/**
 * The text walk of an index without candidates (used for the declared entries' exclusion and
 * task-type look-ups) cuts each ancestor out of the path as one slice, with the base name's
 * extensions in a reused buffer. It must visit what the tree walk of an index built with
 * candidates visits (visitByDirectoryNumber, which follows the ancestors the text walk spells),
 * in the same order, on every form of path: leading, doubled and trailing slashes, `./`, `.`, `..`.
 */
const segment = fc.constantFrom('a', 'b', 'src', 'x.ts', 'a.test.ts', 'y.b.c', '.', '..', '', 'i18n');
const path = fc.tuple(fc.constantFrom('', './', '/', '//', './/'), fc.array(segment, { minLength: 1, maxLength: 5 })).map(([lead, parts]) => lead + parts.join('/'));
const pattern = fc.constantFrom(
  'a/',
  'a',
  'a/b',
  'a/x.ts',
  'a/**',
  'a//b/',
  'src/**/*.ts',
  '**/*.ts',
  'a/**/*.test.ts',
  '**/*.b.c',
  'a/*.ts',
  'a/b/*.c',
  '**/i18n/**',
  'a/*/x.ts',
  '*.ts',
  'src/',
  '**',
  'b/**/*.{ts,c}',
  '{a,b}/',
);

describe('GlobIndex text walk', () => {
  test('property: the same owners in the same order as the tree walk, on any path form', () => {
    fc.assert(
      fc.property(fc.array(pattern, { minLength: 1, maxLength: 8 }), fc.array(path, { minLength: 1, maxLength: 6 }), (patterns, paths) => {
        const entries = patterns.map((p, owner) => ({ pattern: p, owner }));
        const text = new GlobIndex(entries);
        const tree = new GlobIndex(entries, { candidates: new DirectoryPrefixIndex(paths) });
        for (const p of paths) {
          const byText: number[] = [];
          const byTree: number[] = [];
          text.visitOwners(p, (owner) => byText.push(owner));
          tree.visitOwners(p, (owner) => byTree.push(owner));
          expect(byText).toEqual(byTree);
          expect(text.firstOwner(p)).toBe(byTree.length ? Math.min(...byTree) : -1);
        }
      }),
      { numRuns: 3000 },
    );
  });

  test('cases: leading slashes stay at the root; a doubled slash of a pattern is one', () => {
    const index = new GlobIndex([
      { pattern: 'x/', owner: 0 },
      { pattern: 'a/', owner: 1 },
      { pattern: 'a//b/', owner: 2 },
      { pattern: '**/*.ts', owner: 3 },
    ]);
    expect([...index.owners('/x/a.ts')].sort()).toEqual([0, 3]);
    expect([...index.owners('//x/a')]).toEqual([0]);
    expect([...index.owners('a//b/c')]).toEqual([1]);
  });
});
