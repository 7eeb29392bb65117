/**
 * The glob fast paths (#14 goal 5): exact, directory and extension alternatives shaped from
 * their text, and patterns skipped when no changed file lies under their literal directory.
 * Differential: they must give exactly what the general matcher gives (fastPaths: false, nothing
 * skipped), on patterns and file names with dotfiles, case, `!`, braces, escapes, spaces,
 * non-ASCII and empty segments, at the index level and for plan selection; and what minimatch
 * gives on path-shaped input. Operation counts, no timings.
 */
import fc from 'fast-check';
import { minimatch } from 'minimatch';
import { describe, expect, test } from 'vitest';
import { compileGlob, compileGlobWith } from '../../../src/core/glob/compile-glob.js';
import { DirectoryPrefixIndex } from '../../../src/core/glob/directory-prefix-index.js';
import { GlobIndex } from '../../../src/core/glob/glob-index.js';
import { selectPlans } from '../../../src/core/plans/select-plans.js';
import { planFixture } from '../../support/plan-fixture.js';
import { bundledConfig } from '../../support/temp-repo.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

/** Plan `01-NN` of phase 1 declaring `entries` (the plan-selection properties below). */
const planOf = (id: number, entries: string[]) => planFixture(`01-${String(id).padStart(2, '0')}`, entries);
const MM = { dot: true, nonegate: true, nocomment: true, noext: true } as const;

/** Pattern segments: literals (dotfiles, case, spaces, non-ASCII, brace-free and brace ones), wildcards, escapes. */
const patternSegment = fc.constantFrom(
  'a',
  'A',
  'b',
  '.x',
  '.ts',
  'x.ts',
  'a.b.ts',
  'é',
  'a b',
  '**',
  '*',
  '*.ts',
  '**.ts',
  '*.b.ts',
  '*.',
  '?',
  '[ab]',
  '[!a].ts',
  '{a,b}',
  '{a,.x}',
  'x{,.ts}',
  '\\*',
  'a\\b',
  '[a',
  '',
);
const pattern = fc
  .tuple(
    fc.constantFrom('', '', '', '!', '!!', './', '/', ' '),
    fc.array(patternSegment, { minLength: 1, maxLength: 4 }),
    fc.constantFrom('', '', '', '/', '//', '/**', '/**/*.ts', '/**/*.b.ts', '/*.ts', ' '),
  )
  .map(([head, segments, tail]) => `${head}${segments.join('/')}${tail}`);
const fileSegment = fc.constantFrom('a', 'A', 'b', '.x', '.ts', 'x.ts', 'a.b.ts', 'b.ts', '.b.ts', 'é', 'a b', '*', '[ab]', 'x', '', '.', '..');
const file = fc
  .tuple(fc.constantFrom('', '', '', './', '/'), fc.array(fileSegment, { minLength: 1, maxLength: 5 }))
  .map(([head, segments]) => `${head}${segments.join('/')}`)
  .filter((path) => path !== '');

const sorted = (owners: Set<number>): number[] => [...owners].sort((x, y) => x - y);

describe('fast shapes and the prefix skip give what the general matcher gives', () => {
  test('index level: same owners for every changed file, same rejected patterns', () => {
    fc.assert(
      fc.property(fc.array(pattern, { minLength: 1, maxLength: 10 }), fc.array(file, { minLength: 1, maxLength: 8 }), (patterns, files) => {
        const entries = patterns.map((p, owner) => ({ pattern: p, owner }));
        const fast = new GlobIndex(entries, { candidates: new DirectoryPrefixIndex(files) });
        const general = new GlobIndex(entries, { fastPaths: false });
        expect(fast.rejected).toEqual(general.rejected);
        for (const path of files) expect(sorted(fast.owners(path)), path).toEqual(sorted(general.owners(path)));
        for (const path of files) expect(fast.firstOwner(path)).toBe(general.firstOwner(path));
      }),
      { numRuns: RUNS },
    );
  });

  test('by position: visitOwnersOfPath visits what visitOwners visits, in the same order, and the general matcher agrees', () => {
    fc.assert(
      fc.property(fc.array(pattern, { minLength: 1, maxLength: 10 }), fc.array(file, { minLength: 1, maxLength: 8 }), (patterns, files) => {
        const entries = patterns.map((p, owner) => ({ pattern: p, owner }));
        const fast = new GlobIndex(entries, { candidates: new DirectoryPrefixIndex(files) });
        const general = new GlobIndex(entries, { fastPaths: false });
        files.forEach((path, i) => {
          const byPath: number[] = [];
          const byPosition: number[] = [];
          fast.visitOwners(path, (owner) => byPath.push(owner));
          fast.visitOwnersOfPath(i, (owner) => byPosition.push(owner));
          expect(byPosition, path).toEqual(byPath);
          expect(
            [...new Set(byPosition)].sort((x, y) => x - y),
            path,
          ).toEqual(sorted(general.owners(path)));
          expect(fast.firstOwnerOfPath(i)).toBe(general.firstOwner(path));
        });
      }),
      { numRuns: RUNS },
    );
  });

  test('by position: a visit that walks the same index again gets the right owners (no shared buffer)', () => {
    const files = ['a/b/c/d.ts', 'a/b/e.ts'];
    const index = new GlobIndex(
      [
        { pattern: 'a/', owner: 0 },
        { pattern: 'a/b/c/', owner: 1 },
        { pattern: 'a/b/', owner: 2 },
      ],
      { candidates: new DirectoryPrefixIndex(files) },
    );
    const outer: number[] = [];
    const inner: number[] = [];
    index.visitOwnersOfPath(0, (owner) => {
      outer.push(owner);
      if (owner === 0) index.visitOwnersOfPath(1, (o) => inner.push(o));
    });
    expect(outer).toEqual([0, 2, 1]);
    expect(inner).toEqual([0, 2]);
  });

  test('regular paths are walked by directory number; others by their text', () => {
    const files = ['a/b.ts', './a/b.ts', '/a/b.ts', 'a//b.ts', 'a/./b.ts', 'a/../b.ts', 'a/', 'a/.', 'a/..', 'b.ts', `a/${'x'.repeat(5000)}`];
    const index = new DirectoryPrefixIndex(files);
    const regular = files.map((_, i) => index.directoryOfRegularPath(i) !== -1);
    expect(regular).toEqual([true, false, false, false, false, false, false, false, false, true, false]);
    expect(index.directoryOfRegularPath(0)).toBe(index.directoryOf('a'));
    expect(index.directoryOfRegularPath(9)).toBe(0);
    expect(index.directoryOf('a/x')).toBe(-1);
  });

  test('compile level: a fast alternative has the segments and key of the general parse', () => {
    fc.assert(
      fc.property(pattern, (p) => {
        const fast = compileGlob(p);
        const general = compileGlobWith(p, { fastPaths: false });
        expect(fast.ok).toBe(general.ok);
        if (!fast.ok || !general.ok) return;
        expect(fast.glob.alternatives.map((a) => a.key)).toEqual(general.glob.alternatives.map((a) => a.key));
        fast.glob.alternatives.forEach((alternative, i) => {
          const reference = general.glob.alternatives[i];
          expect(alternative.segments).toEqual(reference?.segments);
          expect(alternative.directory).toBe(reference?.directory);
          // The shapes the general parse finds for exact, directory and extension stay the same.
          if (reference && ['exact', 'directory', 'extension'].includes(reference.shape.kind)) expect(alternative.shape).toEqual(reference.shape);
        });
      }),
      { numRuns: RUNS },
    );
  });

  test("plain paths: the shortcut gives the general parse's alternative, key, segments and skip", () => {
    const plainSegment = fc.constantFrom('a', 'A', 'b', '.x', 'x.ts', 'a.b.ts', '-a', '@s', 'a+b', '.', '..', '...', '.a.', 'x..y', '');
    const plain = fc
      .tuple(fc.constantFrom('', '', '/', './'), fc.array(plainSegment, { minLength: 1, maxLength: 4 }), fc.constantFrom('', '', '/'))
      .map(([head, segments, tail]) => `${head}${segments.join('/')}${tail}`);
    fc.assert(
      fc.property(plain, fc.array(file, { maxLength: 6 }), (p, files) => {
        const candidates = new DirectoryPrefixIndex(files);
        const mayMatchUnder = (dir: string) => candidates.has(dir);
        const fast = compileGlobWith(p, { mayMatchUnder });
        const general = compileGlobWith(p, { fastPaths: false, mayMatchUnder });
        expect(fast.ok).toBe(general.ok);
        if (!fast.ok || !general.ok) {
          expect(fast).toEqual(general);
          return;
        }
        expect(fast.glob.skipped).toBe(general.glob.skipped);
        expect(fast.glob.negated).toBe(general.glob.negated);
        expect(fast.glob.alternatives.map((a) => [a.key, a.segments, a.directory, a.baseOnly, a.source])).toEqual(
          general.glob.alternatives.map((a) => [a.key, a.segments, a.directory, a.baseOnly, a.source]),
        );
        fast.glob.alternatives.forEach((alternative, i) => {
          const reference = general.glob.alternatives[i];
          if (reference?.shape.kind === 'exact') expect(alternative.shape).toEqual(reference.shape);
        });
      }),
      { numRuns: RUNS },
    );
  });

  test('path-shaped input: the fast index agrees with minimatch({dot: true}) per (pattern, file)', () => {
    const literal = fc.constantFrom('a', 'A', 'b', '.x', 'x.ts', 'é');
    const shaped = fc.oneof(
      fc.array(literal, { minLength: 1, maxLength: 3 }).map((s) => s.join('/')),
      fc.array(literal, { minLength: 1, maxLength: 3 }).map((s) => `${s.join('/')}/`),
      fc.array(literal, { minLength: 1, maxLength: 3 }).map((s) => `${s.join('/')}/**`),
      fc.tuple(fc.array(literal, { maxLength: 2 }), fc.constantFrom('ts', 'x', 'TS')).map(([s, ext]) => [...s, '**', `*.${ext}`].join('/')),
      fc.tuple(fc.array(literal, { minLength: 1, maxLength: 2 }), fc.constantFrom('a', 'b')).map(([s, x]) => `${s.join('/')}/{${x},.x}/**`),
    );
    const path = fc.array(fc.constantFrom('a', 'A', 'b', '.x', 'x.ts', '.ts', 'y.TS', 'é'), { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
    fc.assert(
      fc.property(shaped, fc.boolean(), fc.array(path, { minLength: 1, maxLength: 6 }), (p, negate, paths) => {
        const entry = negate ? `!${p}` : p;
        const index = new GlobIndex([{ pattern: entry, owner: 0 }], { candidates: new DirectoryPrefixIndex(paths) });
        const glob = p.endsWith('/') ? `${p}**` : p;
        for (const f of paths) expect(index.owners(f).has(0), `${entry} vs ${f}`).toBe(minimatch(f, glob, MM));
      }),
      { numRuns: RUNS },
    );
  });

  test('plan selection: same decisions, matched counts and names, same warnings', () => {
    const config = bundledConfig();
    fc.assert(
      fc.property(fc.array(fc.array(pattern, { maxLength: 5 }), { minLength: 1, maxLength: 6 }), fc.array(file, { minLength: 1, maxLength: 10 }), (declared, files) => {
        const plans = declared.map((entries, i) => planOf(i + 1, entries));
        const input = { plans, criteria: null, changedFiles: { files, complete: true }, config, maxListedChangedFiles: 3 };
        const fast = selectPlans(input);
        const general = selectPlans({ ...input, globs: 'general' });
        const view = (r: typeof fast) => r.decisions.map((d) => [d.id, d.status, d.matchedChangedFiles, d.matchedChangedFileNames, d.reasons]);
        expect(view(fast)).toEqual(view(general));
        expect(fast.diagnostics).toEqual(general.diagnostics);
      }),
      { numRuns: RUNS },
    );
  });

  test('plan selection with exclude_file_patterns: the changed files excluded by position give what the general matcher gives', () => {
    const config = bundledConfig();
    const exclude = fc.array(
      fc.oneof(
        pattern,
        pattern.map((p) => `!${p}`),
      ),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(pattern, { maxLength: 5 }), { minLength: 1, maxLength: 6 }),
        fc.array(file, { minLength: 1, maxLength: 10 }),
        exclude,
        (declared, files, excludeFilePatterns) => {
          const plans = declared.map((entries, i) => planOf(i + 1, entries));
          const criteria = { intents: ['skip-frontend'], includeTaskTypes: [], excludeTaskTypes: [], excludeAgents: [], excludeFilePatterns };
          const input = { plans, criteria, changedFiles: { files, complete: true }, config, maxListedChangedFiles: 3 };
          const fast = selectPlans(input);
          const general = selectPlans({ ...input, globs: 'general' });
          const view = (r: typeof fast) => r.decisions.map((d) => [d.id, d.status, d.partial, d.matchedChangedFiles, d.matchedChangedFileNames, d.reasons, d.excludedFiles]);
          expect(view(fast)).toEqual(view(general));
          expect(fast.diagnostics).toEqual(general.diagnostics);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('DirectoryPrefixIndex', () => {
  test('holds every proper ancestor of every path, and the root', () => {
    const index = new DirectoryPrefixIndex(['packages/a/src/x.ts', 'README.md', './docs/guide.md']);
    for (const dir of ['', 'packages', 'packages/a', 'packages/a/src', 'docs']) expect(index.has(dir), dir).toBe(true);
    for (const dir of ['packages/a/src/x.ts', 'README.md', 'packages/b', 'pack', 'packages/a/s', 'docs/guide.md', './docs', 'src', 'packages/'])
      expect(index.has(dir), dir).toBe(false);
    expect(index.paths).toBe(3);
  });

  test('walks names as the index does: empty segments and leading slashes', () => {
    const index = new DirectoryPrefixIndex(['a//b/c', '/x/y', '//z/w']);
    expect(['', 'a', 'a/', 'a//b', 'x', 'z'].every((dir) => index.has(dir))).toBe(true);
    expect(['a/b', '/x', 'x/y', '/z'].some((dir) => index.has(dir))).toBe(false);
  });

  test('property: has(dir) is true exactly when GlobIndex would visit dir as an ancestor of one of the paths', () => {
    fc.assert(
      fc.property(fc.array(file, { minLength: 1, maxLength: 6 }), fc.array(fc.constantFrom('a', 'A', '.x', 'x.ts', '', 'b'), { maxLength: 3 }), (paths, dirParts) => {
        const dir = dirParts.join('/');
        const index = new DirectoryPrefixIndex(paths);
        // A directory pattern `dir/` is owned by every path GlobIndex finds under dir.
        const probe = new GlobIndex([{ pattern: dir === '' ? '**' : `${dir}/`, owner: 0 }]);
        const visited = dir.split('/').includes('') && dir !== '' ? null : paths.some((path) => probe.owners(path).has(0));
        if (visited !== null) expect(index.has(dir), `${dir} in ${JSON.stringify(paths)}`).toBe(visited);
      }),
      { numRuns: RUNS },
    );
  });

  test('no paths: nothing lies under any directory, not even the root', () => {
    const index = new DirectoryPrefixIndex([]);
    expect(index.has('')).toBe(false);
    expect(index.has('a')).toBe(false);
  });

  test('a hostile path (thousands of segments) is one sorted string: questions stay O(|dir| log n)', () => {
    const hostile = `${'a/'.repeat(2000)}x`;
    const index = new DirectoryPrefixIndex([hostile, 'b/c']);
    expect(index.has('a/a/a')).toBe(true);
    expect(index.has('b')).toBe(true);
    expect(index.has('c')).toBe(false);
  });
});

describe('what the index compiles (operation counts)', () => {
  const entries = [
    'pkg-a/src/x.ts',
    'pkg-a/src/',
    'pkg-a/**',
    'pkg-a/**/*.md',
    '**/*.ts',
    'pkg-b/src/y.ts',
    'pkg-b/**/*.test.ts',
    'pkg-b/{src,lib}/*.ts',
    'pkg-b/../x',
    'pkg-c/**/[ab].ts',
    '*.graphql',
  ].map((pattern, owner) => ({ pattern, owner }));

  test('exact, directory and extension patterns (`dir/**/*.a.b`, `dir/*.ext` too) build no segments; the rest are parsed', () => {
    const index = new GlobIndex(entries);
    expect(index.stats).toEqual({ patterns: 11, fastAlternatives: 9, parsedAlternatives: 2, skippedAlternatives: 0 });
  });

  test('patterns under no changed file are skipped, and a bad one still gets its warning', () => {
    const files = ['pkg-a/src/x.ts', 'pkg-a/README.md', 'tools/gen.ts'];
    const index = new GlobIndex(entries, { candidates: new DirectoryPrefixIndex(files) });
    // pkg-b/… (4 alternatives: y.ts, *.test.ts, src/*.ts, lib/*.ts) and pkg-c/… are skipped;
    // `**/*.ts` and `*.graphql` are under the root, which always holds the files.
    expect(index.stats).toEqual({ patterns: 11, fastAlternatives: 5, parsedAlternatives: 1, skippedAlternatives: 5 });
    expect(index.compiledPatterns).toBe(11);
    expect(index.rejected.map((r) => r.pattern)).toEqual(['pkg-b/../x']);
    expect(sorted(index.owners('pkg-a/src/x.ts'))).toEqual([0, 1, 2, 4]);
    expect(sorted(index.owners('pkg-a/README.md'))).toEqual([2, 3]);
    expect(sorted(index.owners('tools/gen.ts'))).toEqual([4]);
  });

  test('a segment object is built only when something reads it', () => {
    const compiled = compileGlob('pkg/src/x.ts');
    expect(compiled.ok && compiled.glob.alternatives[0]?.fast).toBe(true);
    expect(compiled.ok && compiled.glob.alternatives[0]?.segments).toEqual([
      { kind: 'literal', text: 'pkg' },
      { kind: 'literal', text: 'src' },
      { kind: 'literal', text: 'x.ts' },
    ]);
  });
});
