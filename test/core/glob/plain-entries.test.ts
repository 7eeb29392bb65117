import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileGlobWith, isPlainPath } from '../../../src/core/glob/compile-glob.js';
import { DirectoryPrefixIndex } from '../../../src/core/glob/directory-prefix-index.js';
import { GlobIndex } from '../../../src/core/glob/glob-index.js';

/**
 * GlobIndex enters a plain path (isPlainPath) as an exact entry directly, without compiling it
 * (no glob, alternative or shape object). The same pattern written with a leading `./` is not
 * plain and takes compileGlobWith, which normalises it to the same exact alternative: both
 * indexes must answer the same owners, in the same order, with the same counts and warnings.
 */
const segment = fc.constantFrom('a', 'b', 'src', 'x.ts', 'a.test.ts', '.', '..', '', '*.ts', '**', '{a,b}', 'c d', '@s', 'v+1');
const pattern = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((s) => s.join('/'))
  // A `./x` of its own would be the same text as the `./` spelling of `x`: the two indexes would count it differently.
  .filter((p) => !p.startsWith('./'));
const path = fc.array(fc.constantFrom('a', 'b', 'src', 'x.ts', 'a.test.ts', '@s', 'v+1', 'c d'), { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));

describe('plain paths entered directly', () => {
  test('property: the same owners, counts and rejections as the compiled `./` spelling', () => {
    fc.assert(
      fc.property(fc.array(pattern, { minLength: 1, maxLength: 8 }), fc.array(path, { minLength: 1, maxLength: 6 }), fc.boolean(), (patterns, paths, withCandidates) => {
        const options = withCandidates ? { candidates: new DirectoryPrefixIndex(paths) } : {};
        const direct = new GlobIndex(
          patterns.map((p, owner) => ({ pattern: p, owner })),
          options,
        );
        const compiled = new GlobIndex(
          patterns.map((p, owner) => ({ pattern: isPlainPath(p) ? `./${p}` : p, owner })),
          options,
        );
        expect(direct.stats).toEqual(compiled.stats);
        expect(direct.rejected.map((r) => [r.owner, r.reason])).toEqual(compiled.rejected.map((r) => [r.owner, r.reason]));
        paths.forEach((p, i) => {
          const a: number[] = [];
          const b: number[] = [];
          if (withCandidates) {
            direct.visitOwnersOfPath(i, (owner) => a.push(owner));
            compiled.visitOwnersOfPath(i, (owner) => b.push(owner));
          } else {
            direct.visitOwners(p, (owner) => a.push(owner));
            compiled.visitOwners(p, (owner) => b.push(owner));
          }
          expect(a).toEqual(b);
        });
      }),
      { numRuns: 3000 },
    );
  });

  test('a plain path is what compileGlobWith makes of it: one exact alternative, or one skipped', () => {
    const tree = new DirectoryPrefixIndex(['a/x.ts']);
    const index = new GlobIndex(
      [
        { pattern: 'a/x.ts', owner: 0 },
        { pattern: 'b/y.ts', owner: 1 },
      ],
      { candidates: tree },
    );
    expect(index.stats).toEqual({ patterns: 2, fastAlternatives: 1, parsedAlternatives: 0, skippedAlternatives: 1 });
    const compiled = compileGlobWith('b/y.ts', { mayMatchUnder: (dir) => tree.has(dir) });
    expect(compiled.ok && compiled.glob.skipped).toBe(1);
    expect([...index.owners('a/x.ts')]).toEqual([0]);
  });
});
