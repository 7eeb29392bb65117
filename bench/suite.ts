/**
 * Benchmark worker, bundled by bench/run.mjs (ncc) and run once per step in its own process:
 *
 *   suite generate --size huge                 write the synthetic repository, print its root
 *   suite measure  --size huge --root DIR      timings, naive baseline, agreement (JSON)
 *   suite once     --size huge --root DIR      one CLI-like route, for the process's peak RSS
 *   suite scale-generate --plans N --files M   a repository of N plans and a changed-files.txt of M
 *   suite scale-select   --root DIR --runs R   selectPlans with the fast globs and the general
 *                                              matcher (the baseline), alternately, same process
 *
 * Results go to stdout as one `BENCH_JSON <json>` line; progress goes to stderr.
 */
import { parseArgs } from 'node:util';
import { readBundledFile } from '../src/adapters/fs/bundled-file.js';
import { measureRepo, routeOnce, type NaiveVariant } from './measure.js';
import { compareSelect, generateScaleRepo } from './scale-worker.js';
import { changedFileList, generateRepo, planSpecs, SIZES, type SizeSpec, type SyntheticRepo } from './synth.js';

function emit(value: unknown): void {
  process.stdout.write(`BENCH_JSON ${JSON.stringify(value)}\n`);
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** The repository's plans and changed files, recomputed from the seed (no disk read needed). */
function describe(spec: SizeSpec, root: string): SyntheticRepo {
  const plans = planSpecs(spec);
  return { spec, root, plans, changedFiles: changedFileList(spec), declared: plans.map((p) => p.filesModified), cleanup: () => undefined };
}

const RUNS: Record<string, number> = { small: 25, large: 7, huge: 3 };
// The huge size is timed without a warm-up call: its first call is long enough to warm up.
const WARMUP: Record<string, number> = { small: 1, large: 1, huge: 0 };

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      size: { type: 'string' },
      root: { type: 'string' },
      runs: { type: 'string' },
      'naive-pairs': { type: 'string' },
      'naive-variants': { type: 'string' },
      plans: { type: 'string' },
      files: { type: 'string' },
    },
  });
  const mode = positionals[0];
  if (mode === 'scale-generate') {
    emit(generateScaleRepo(Number(values.plans), Number(values.files), readBundledFile('config/intent-teams.yaml')));
    return;
  }
  if (mode === 'scale-select') {
    if (!values.root) throw new Error('--root is required');
    emit(compareSelect(values.root, Number(values.runs ?? 3)));
    return;
  }
  const size = values.size ?? '';
  if (!Object.hasOwn(SIZES, size)) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
  const spec = SIZES[size as keyof typeof SIZES];

  if (mode === 'generate') {
    const start = performance.now();
    const repo = generateRepo(spec, readBundledFile('config/intent-teams.yaml'));
    emit({ root: repo.root, ms: Math.round(performance.now() - start) });
    return;
  }
  if (!values.root) throw new Error('--root is required');
  if (mode === 'measure') {
    const runs = values.runs ? Number(values.runs) : (RUNS[size] as number);
    const naivePairs = values['naive-pairs'] ? Number(values['naive-pairs']) : 500_000;
    const naiveVariants = values['naive-variants'] ? (values['naive-variants'].split(',') as NaiveVariant[]) : undefined;
    emit(await measureRepo(describe(spec, values.root), { runs, warmup: WARMUP[size] as number, naivePairs, ...(naiveVariants ? { naiveVariants } : {}), log }));
    return;
  }
  if (mode === 'once') {
    emit(await routeOnce(describe(spec, values.root)));
    return;
  }
  throw new Error('usage: suite generate|measure|once --size small|large|huge [--root DIR]');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
