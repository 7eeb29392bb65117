/**
 * Properties of the glob engine (src/core/glob/*) on hostile patterns and paths: compileGlob
 * never throws and never yields more than MAX_BRACE_EXPANSIONS alternatives; the index answers
 * exactly what matching each glob on its own answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileGlob, globMatches, MAX_BRACE_EXPANSIONS, MAX_GLOBSTARS, MAX_PATH_LENGTH } from '../../src/core/glob/compile-glob.js';
import { GlobIndex } from '../../src/core/glob/glob-index.js';
import { representativePath } from '../../src/core/plans/infer-task-types.js';
import { checkProperty, hostileString, runsFor, timeoutFor } from './support.js';

const FILE = import.meta.url;

const segment = fc.oneof(
  fc.constantFrom(
    'src',
    'a',
    'b',
    '*',
    '**',
    '?',
    '*.ts',
    'a*b',
    '[a-c]',
    '[!a]',
    '[',
    ']',
    '{a,b}',
    '{a..z}',
    '{1..3}',
    '{a,{b,c}}',
    '.',
    '..',
    '',
    '.x',
    '$(id)',
    '-rf',
    'x\ny',
    '\\*',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 4 }),
);
const pattern = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom('', '!', './', '/', '!!'), fc.array(segment, { minLength: 1, maxLength: 6 }), fc.constantFrom('', '/'))
      .map(([head, segs, tail]) => head + segs.join('/') + tail),
    weight: 10,
  },
  { arbitrary: hostileString(600), weight: 2 },
  // Brace bombs (the estimate misses letter and stepped ranges), wildcard runs, ** chains.
  {
    arbitrary: fc
      .tuple(fc.constantFrom('{a,b}', '{a..z}', '{a..z..1}', '{1..9..1}', '{A..z}', '{a,{b,{c,d}}}'), fc.integer({ min: 1, max: 100 }))
      .map(([unit, n]) => unit.repeat(n)),
    weight: 1,
  },
  { arbitrary: fc.integer({ min: 1, max: 250 }).map((n) => `${'*a'.repeat(n)}*b`), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: 120 }).map((n) => `${'**/'.repeat(n)}x`), weight: 1 },
);
const path = fc.oneof(
  { arbitrary: fc.array(fc.constantFrom('src', 'a', 'b', 'ab', 'x.ts', '.x', 'aaab', 'c', '-rf', '$(id).ts'), { minLength: 1, maxLength: 6 }).map((p) => p.join('/')), weight: 10 },
  { arbitrary: hostileString(300), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 3_000 }).map((n) => `${'a/'.repeat(n)}b`), weight: 1 },
  { arbitrary: fc.integer({ min: 1, max: MAX_PATH_LENGTH + 10 }).map((n) => 'a'.repeat(n)), weight: 1 },
);

describe('fuzz: glob engine', () => {
  it(
    'compileGlob: never throws; ≤ 64 alternatives, ≤ 8 ** per alternative; matching never throws',
    () => {
      checkProperty(FILE, 'compileGlob+globMatches', [pattern, fc.array(path, { maxLength: 4 })], (p, paths) => {
        const result = compileGlob(p);
        if (!result.ok) {
          expect(result.reason.length).toBeGreaterThan(0);
          return;
        }
        expect(result.glob.alternatives.length).toBeLessThanOrEqual(MAX_BRACE_EXPANSIONS);
        for (const alt of result.glob.alternatives) {
          expect(alt.segments.filter((s) => s.kind === 'globstar').length).toBeLessThanOrEqual(MAX_GLOBSTARS);
        }
        for (const file of paths) expect(typeof globMatches(result.glob, file)).toBe('boolean');
      });
    },
    timeoutFor(runsFor()),
  );

  it(
    'GlobIndex.owners(path) = the owners whose own glob matches the path',
    () => {
      checkProperty(
        FILE,
        'GlobIndex consistency',
        [fc.array(pattern, { minLength: 1, maxLength: 8 }), fc.array(path, { minLength: 1, maxLength: 5 })],
        (patterns, paths) => {
          const index = new GlobIndex(patterns.map((p, owner) => ({ pattern: p, owner })));
          const globs = patterns.map((p) => compileGlob(p));
          for (const file of paths) {
            if (file.length > MAX_PATH_LENGTH) continue;
            const expected = new Set<number>();
            globs.forEach((g, owner) => {
              if (g.ok && globMatches(g.glob, file)) expected.add(owner);
            });
            expect([...index.owners(file)].sort()).toEqual([...expected].sort());
          }
          expect(index.rejected.length).toBe(globs.filter((g) => !g.ok).length);
        },
        { scale: 0.25 },
      );
    },
    timeoutFor(runsFor(0.25), 5),
  );

  it(
    'representativePath: never throws and never expands more than one brace alternative',
    () => {
      checkProperty(FILE, 'representativePath', [pattern], (p) => {
        expect(typeof representativePath(p)).toBe('string');
      });
    },
    timeoutFor(runsFor()),
  );
});
