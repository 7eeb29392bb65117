import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DirectoryPrefixIndex } from '../../../src/core/glob/directory-prefix-index.js';
import { GlobIndex } from '../../../src/core/glob/glob-index.js';

/**
 * The changed files' segments are split once per file and shared by the indexes walking it
 * (DirectoryPrefixIndex.segmentsOf keeps the last split); the extension list of a file goes into a
 * reused buffer. Whatever order files are asked in, and whatever another index asked in between,
 * the answers are those of a fresh split and of the text walk.
 */
const segment = fc.constantFrom('a', 'b', 'src', 'x.ts', 'a.test.ts', '.', '..', '', 'i18n', 'y.b.c');
const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((s) => s.join('/'));
const pattern = fc.constantFrom('**/i18n/**', 'a', 'a/', '', 'a/**/*.ts', 'a/**/*.test.ts', 'src/*.ts', '**/*.c', 'a/*/x.ts', '*.ts', 'b/', 'a/b/x.ts', '**/b/**/*.ts', 'src/**');

describe('segmentsOf and the reused extension buffer', () => {
  test('property: segmentsOf(i) is the i-th path split on /, in any order of questions', () => {
    fc.assert(
      fc.property(fc.array(path, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(20), { maxLength: 30 }), (paths, asks) => {
        const tree = new DirectoryPrefixIndex(paths);
        for (const ask of asks) {
          const i = ask % paths.length;
          expect(tree.segmentsOf(i)).toEqual((paths[i] as string).split('/'));
        }
      }),
      { numRuns: 1000 },
    );
  });

  test('property: two indexes sharing the tree, walked file by file, visit what the text walk visits', () => {
    fc.assert(
      fc.property(
        fc.array(path, { minLength: 1, maxLength: 8 }),
        fc.array(pattern, { minLength: 1, maxLength: 6 }),
        fc.array(pattern, { minLength: 1, maxLength: 6 }),
        (paths, first, second) => {
          const tree = new DirectoryPrefixIndex(paths);
          const entries = (patterns: string[]) => patterns.map((p, owner) => ({ pattern: p, owner }));
          const a = new GlobIndex(entries(first), { candidates: tree });
          const b = new GlobIndex(entries(second), { candidates: tree });
          const plainA = new GlobIndex(entries(first));
          const plainB = new GlobIndex(entries(second));
          for (let i = 0; i < paths.length; i++) {
            const seenA: number[] = [];
            const seenB: number[] = [];
            // b and a walk the next file from inside a's first visit: shared split, buffers taken while in use
            a.visitOwnersOfPath(i, (owner) => {
              seenA.push(owner);
              if (seenA.length === 1) {
                b.visitOwnersOfPath((i + 1) % paths.length, () => {});
                a.visitOwnersOfPath((i + 1) % paths.length, () => {});
              }
            });
            b.visitOwnersOfPath(i, (owner) => seenB.push(owner));
            expect(new Set(seenA)).toEqual(plainA.owners(paths[i] as string));
            expect(new Set(seenB)).toEqual(plainB.owners(paths[i] as string));
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('property: directoryOf answers each question as a fresh index does, whatever was asked before', () => {
    const dir = fc.array(fc.constantFrom('a', 'b', 'src', ''), { maxLength: 3 }).map((s) => s.join('/'));
    fc.assert(
      fc.property(fc.array(path, { minLength: 1, maxLength: 8 }), fc.array(dir, { maxLength: 20 }), (paths, asks) => {
        const tree = new DirectoryPrefixIndex(paths);
        for (const ask of asks) {
          expect(tree.directoryOf(ask)).toBe(new DirectoryPrefixIndex(paths).directoryOf(ask));
          expect(tree.has(ask)).toBe(new DirectoryPrefixIndex(paths).has(ask));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
