/**
 * The scale step's in-process parts (bench/scale.mjs runs them through the suite bundle):
 * writing a repository of N plans with a changed-file list of M files, and timing selectPlans
 * with the fast glob paths against the general matcher (the matcher before them) on the same
 * loaded plans, alternately, so both see the same machine load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadPhasePlans } from '../src/adapters/fs/load-phase-plans.js';
import { RepoReader } from '../src/adapters/fs/repo-reader.js';
import { loadProject } from '../src/app/load-project.js';
import { parseIntentFlags } from '../src/core/intent/parse-flags.js';
import { resolveFilterCriteria } from '../src/core/plans/filter-criteria.js';
import { selectPlans, type SelectPlansResult } from '../src/core/plans/select-plans.js';
import { FLAGS, round } from './measure.js';
import { changedFileList, generateRepo, PHASE_DIR, PHASE_NUMBER, PLANNING_DIR, SIZES } from './synth.js';

export const CHANGED_FILES_NAME = 'changed-files.txt';

export interface ScaleRepo {
  root: string;
  plans: number;
  files: number;
  ms: number;
}

/** A huge-like repository (same layout and seed family) with `plans` plans and `files` changed files listed in changed-files.txt. */
export function generateScaleRepo(plans: number, files: number, bundledYaml: string): ScaleRepo {
  if (!Number.isInteger(plans) || plans < 1 || !Number.isInteger(files) || files < 1) throw new Error('--plans and --files must be positive integers');
  const start = performance.now();
  const spec = { ...SIZES.huge, name: `scale-${plans}x${files}`, plans, changedFiles: files, gitRange: false };
  const repo = generateRepo(spec, bundledYaml);
  const list = changedFileList(spec);
  writeFileSync(join(repo.root, CHANGED_FILES_NAME), `${list.join('\n')}\n`);
  return { root: repo.root, plans, files: list.length, ms: Math.round(performance.now() - start) };
}

export interface SelectComparison {
  runs: number;
  fastMs: number;
  generalMs: number;
  /** generalMs / fastMs (medians). */
  ratio: number;
  identical: boolean;
  selected: number;
  stats: SelectPlansResult['globStats'];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** selectPlans on the repository's plans and changed files: fast globs vs the general matcher, `runs` alternating pairs after one warm-up pair. */
export function compareSelect(root: string, runs: number): SelectComparison {
  const reader = new RepoReader(root);
  const project = loadProject(reader, PLANNING_DIR);
  if (!project.ok) throw new Error(project.diagnostic.message);
  const config = project.project.loaded.config;
  const loaded = loadPhasePlans(reader, PLANNING_DIR, { name: PHASE_DIR, number: PHASE_NUMBER });
  const files = readFileSync(join(root, CHANGED_FILES_NAME), 'utf8').split('\n').filter(Boolean);
  const criteria = resolveFilterCriteria(parseIntentFlags(FLAGS, config).parsed.intents, config);
  const gc = (globalThis as { gc?: () => void }).gc;
  const once = (globs: 'fast' | 'general'): { ms: number; result: SelectPlansResult } => {
    gc?.();
    const start = performance.now();
    const result = selectPlans({ plans: loaded.plans, malformed: loaded.malformed, criteria, changedFiles: { files, complete: true }, config, globs });
    return { ms: performance.now() - start, result };
  };
  const view = (result: SelectPlansResult): string =>
    JSON.stringify([result.decisions.map((d) => [d.id, d.status, d.partial, d.matchedChangedFiles, d.matchedChangedFileNames, d.reasons, d.excludedFiles]), result.diagnostics]);
  const fastMs: number[] = [];
  const generalMs: number[] = [];
  let identical = true;
  let last: SelectPlansResult | undefined;
  for (let i = 0; i <= runs; i++) {
    const order: ('fast' | 'general')[] = i % 2 === 0 ? ['fast', 'general'] : ['general', 'fast'];
    const results: Partial<Record<'fast' | 'general', SelectPlansResult>> = {};
    for (const globs of order) {
      const timed = once(globs);
      results[globs] = timed.result;
      if (i > 0) (globs === 'fast' ? fastMs : generalMs).push(timed.ms);
    }
    if (i === 0) identical = view(results.fast as SelectPlansResult) === view(results.general as SelectPlansResult);
    last = results.fast;
  }
  const fast = median(fastMs);
  const general = median(generalMs);
  return {
    runs,
    fastMs: round(fast, 1),
    generalMs: round(general, 1),
    ratio: round(general / fast, 2),
    identical,
    selected: last?.decisions.filter((d) => d.kept).length ?? 0,
    stats: last?.globStats,
  };
}
