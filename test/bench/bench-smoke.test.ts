/**
 * Smoke test of the benchmark code (bench/*.ts) at tiny sizes: the generator is deterministic,
 * the synthetic repository routes, the git range yields the changed files, and the naive
 * minimatch baseline agrees with the router. No timing assertions.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { readBundledFile } from '../../src/adapters/fs/bundled-file.js';
import { planIdFromFileName } from '../../src/core/plans/phase-directory.js';
import { measureRepo, naiveMatchCounts, routeOnce, sampleFiles } from '../../bench/measure.js';
import { changedFileList, generateRepo, planMarkdown, planSpecs, prng, type SizeSpec, type SyntheticRepo } from '../../bench/synth.js';

const repos: SyntheticRepo[] = [];
afterAll(() => {
  for (const repo of repos) repo.cleanup();
});

const tiny: SizeSpec = { name: 'tiny', plans: 6, changedFiles: 40, gitRange: false, seed: 42 };

describe('bench generator', () => {
  test('is deterministic for a seed', () => {
    expect(planSpecs(tiny).map(planMarkdown)).toEqual(planSpecs(tiny).map(planMarkdown));
    expect(changedFileList(tiny)).toEqual(changedFileList(tiny));
    expect(changedFileList({ ...tiny, seed: 43 })).not.toEqual(changedFileList(tiny));
    const a = prng(7);
    const b = prng(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  test('changed files are distinct and plans declare ~8 entries of every kind', () => {
    const files = changedFileList({ ...tiny, changedFiles: 500 });
    expect(new Set(files).size).toBe(500);
    const declared = planSpecs({ ...tiny, plans: 40 }).flatMap((p) => p.filesModified);
    expect(declared.length).toBe(40 * 8);
    expect(declared.some((e) => e.endsWith('/'))).toBe(true);
    expect(declared.some((e) => e.includes('**'))).toBe(true);
    expect(declared.some((e) => /\{[^}]*,[^}]*\}/.test(e))).toBe(true);
    expect(declared.some((e) => e.startsWith('!'))).toBe(true);
    expect(declared.some((e) => !/[*?[{]/.test(e) && !e.endsWith('/'))).toBe(true);
  });

  test('more than 99 plans get unique 4-digit plan ids the file-name regex accepts', () => {
    const specs = planSpecs({ ...tiny, plans: 150 });
    const ids = specs.map((p) => planIdFromFileName(p.fileName));
    expect(ids.every((id) => id !== null)).toBe(true);
    expect(new Set(ids).size).toBe(150);
  });
});

describe('bench measurement at tiny sizes', () => {
  test('routes a tiny repository; the naive baseline agrees with the router', async () => {
    const repo = generateRepo(tiny, readBundledFile('config/intent-teams.yaml'));
    repos.push(repo);
    const result = await measureRepo(repo, { runs: 1, warmup: 0, naivePairs: 1_000_000 });
    expect(result.outcome.ok).toBe(true);
    expect(result.plans).toBe(6);
    expect(result.changedFiles).toBe(40);
    expect(result.outcome.kept + result.outcome.dropped).toBe(6);
    expect(result.agreement).toEqual({ files: 40, plans: 6, mismatches: 0 });
    expect(result.naive.compile?.extrapolated).toBe(false);
    expect(result.naive.compile?.pairs).toBe(40 * result.declaredPatterns);
    for (const timing of [result.route, ...Object.values(result.parts), ...Object.values(result.loadDetail)]) {
      expect(timing.runs).toBe(1);
      expect(timing.medianMs).toBeGreaterThanOrEqual(0);
    }
    expect(result.maxRssMB).toBeGreaterThan(0);
  });

  test('a git-range size takes its changed files from git diff base...head', async () => {
    const spec: SizeSpec = { ...tiny, name: 'tiny-git', changedFiles: 25, gitRange: true };
    const repo = generateRepo(spec, readBundledFile('config/intent-teams.yaml'));
    repos.push(repo);
    const result = await measureRepo(repo, { runs: 1, warmup: 0, gitRuns: 1, naivePairs: 8 * 6 * 5 });
    expect(result.gitRange?.files).toBe(25);
    expect(result.naive.compile?.extrapolated).toBe(true);
    expect(result.agreement.mismatches).toBe(0);
    const once = await routeOnce(repo);
    expect(once).toMatchObject({ ok: true, files: 25 });
  });

  test('naive baseline: negations subtract, dir/ covers the directory, sampling is even', () => {
    const declared = [['src/a/', '!src/a/**/*.snap'], ['*.md'], ['src/{a,b}/*.ts']];
    const files = ['src/a/x.ts', 'src/a/y/z.snap', 'docs/readme.md', 'src/b/c.ts'];
    for (const variant of ['compile', 'minimatch'] as const) {
      const { counts, pairs } = naiveMatchCounts(files, declared, variant);
      expect([...counts]).toEqual([1, 1, 2]);
      expect(pairs).toBe(16);
    }
    expect(sampleFiles(['a', 'b', 'c', 'd'], 2, 4)).toEqual(['a', 'c']);
    expect(sampleFiles(['a', 'b'], 2, 100)).toEqual(['a', 'b']);
  });
});
