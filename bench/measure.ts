/**
 * Timings for one synthetic repository: the full core route (routeRepository) and its parts,
 * the naive minimatch baseline, and an agreement check between the two.
 */
import { Minimatch, minimatch } from 'minimatch';
import { listPlanFiles, loadPhasePlans } from '../src/adapters/fs/load-phase-plans.js';
import { RepoReader } from '../src/adapters/fs/repo-reader.js';
import { loadProject } from '../src/app/load-project.js';
import { routeRepository, type ChangedFiles } from '../src/app/run-route.js';
import type { RouteResult } from '../src/app/route-result.js';
import { changedFilesFromRange } from '../src/cli/git-range.js';
import { batchEntries, GITHUB_MATRIX_LIMIT } from '../src/core/matrix/batch-entries.js';
import type { EntryContext } from '../src/core/matrix/entry-context.js';
import { planEntries } from '../src/core/matrix/plan-entries.js';
import { parseIntentFlags } from '../src/core/intent/parse-flags.js';
import { splitFrontmatter } from '../src/core/plans/split-frontmatter.js';
import { parseYaml } from '../src/core/yaml/parse-yaml.js';
import { resolveFilterCriteria } from '../src/core/plans/filter-criteria.js';
import { selectPlans } from '../src/core/plans/select-plans.js';
import type { RouteRequest } from '../src/core/types.js';
import { validateFlagCombination } from '../src/core/intent/validate-flags.js';
import { GIT_RANGE, PHASE_DIR, PHASE_NUMBER, PLANNING_DIR, type SyntheticRepo } from './synth.js';

export interface Timing {
  medianMs: number;
  minMs: number;
  runs: number;
}

const gc = (globalThis as { gc?: () => void }).gc;

function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { medianMs: round(median), minMs: round(sorted[0] as number), runs: sorted.length };
}

export function round(ms: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(ms * f) / f;
}

/** Median and min of `runs` timed calls, after `warmup` untimed ones; a GC before each call. */
export function time<T>(fn: () => T, runs: number, warmup = 1): { timing: Timing; last: T } {
  let last!: T;
  for (let i = 0; i < warmup; i++) last = fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    gc?.();
    const start = performance.now();
    last = fn();
    samples.push(performance.now() - start);
  }
  return { timing: summarise(samples), last };
}

export async function timeAsync<T>(fn: () => Promise<T>, runs: number, warmup = 1): Promise<{ timing: Timing; last: T }> {
  let last!: T;
  for (let i = 0; i < warmup; i++) last = await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    gc?.();
    const start = performance.now();
    last = await fn();
    samples.push(performance.now() - start);
  }
  return { timing: summarise(samples), last };
}

export const FLAGS = ['--skip-frontend'];

export function buildRequest(): RouteRequest {
  return { source: 'input', command: 'build', flagTokens: [...FLAGS], text: '', phase: String(PHASE_NUMBER) };
}

// ---------------------------------------------------------------------------------------------
// Naive baseline: minimatch(file, pattern) for every changed file × every declared pattern.

interface NaivePattern {
  glob: string;
  negated: boolean;
  options: { dot: true; matchBase: boolean };
}

/** Same conventions as the router: `dir/` is the whole directory, slash-free wildcards match base names. */
function naivePattern(entry: string): NaivePattern {
  const negated = entry.startsWith('!');
  let glob = negated ? entry.slice(1) : entry;
  if (glob.endsWith('/')) glob = `${glob}**`;
  const matchBase = !glob.includes('/') && /[*?[]/.test(glob);
  return { glob, negated, options: { dot: true, matchBase } };
}

/**
 * Per plan, how many of `files` match its declared entries (a positive entry matches and no
 * `!entry` does). Every (file, pattern) pair calls minimatch, which compiles the pattern anew:
 * that is the baseline.
 */
export type NaiveVariant = 'compile' | 'minimatch';

/**
 * `compile` builds a new Minimatch for every pair (no precompilation at all); `minimatch` calls
 * the minimatch() function, which since minimatch 10.1 keeps the last 256-512 compiled patterns
 * in a cache — enough for a small repository, thrashed by thousands of patterns.
 */
export function naiveMatchCounts(files: readonly string[], declared: readonly (readonly string[])[], variant: NaiveVariant = 'compile'): { counts: Uint32Array; pairs: number } {
  const patterns = declared.map((entries) => entries.map(naivePattern));
  const match =
    variant === 'compile' ? (file: string, p: NaivePattern) => new Minimatch(p.glob, p.options).match(file) : (file: string, p: NaivePattern) => minimatch(file, p.glob, p.options);
  const counts = new Uint32Array(declared.length);
  let pairs = 0;
  for (const file of files) {
    for (let p = 0; p < patterns.length; p++) {
      let hit = false;
      let negated = false;
      for (const pattern of patterns[p] as NaivePattern[]) {
        pairs++;
        if (match(file, pattern)) {
          if (pattern.negated) negated = true;
          else hit = true;
        }
      }
      if (hit && !negated) counts[p] = (counts[p] as number) + 1;
    }
  }
  return { counts, pairs };
}

/** Every k-th file, so that about `maxPairs` (file, pattern) pairs are evaluated. */
export function sampleFiles(files: readonly string[], patternCount: number, maxPairs: number): string[] {
  const wanted = Math.max(1, Math.min(files.length, Math.floor(maxPairs / Math.max(1, patternCount))));
  if (wanted >= files.length) return [...files];
  const step = files.length / wanted;
  return Array.from({ length: wanted }, (_, i) => files[Math.floor(i * step)] as string);
}

// ---------------------------------------------------------------------------------------------

export interface SizeResult {
  size: string;
  plans: number;
  changedFiles: number;
  declaredPatterns: number;
  gitRange?: { timing: Timing; files: number };
  parts: Record<'project' | 'flags' | 'loadPlans' | 'select' | 'matrix', Timing>;
  /** Inside loadPlans: reading the files only, and the frontmatter YAML parse only. */
  loadDetail: Record<'readFiles' | 'parseYaml', Timing>;
  route: Timing;
  outcome: {
    ok: boolean;
    errorCode: string;
    kept: number;
    dropped: number;
    partial: number;
    jobs: number;
    matrixBytes: number;
    diagnostics: number;
  };
  naive: Partial<Record<NaiveVariant, NaiveResult>>;
  agreement: { files: number; plans: number; mismatches: number };
  maxRssMB: number;
}

export interface NaiveResult {
  /** Files evaluated against every pattern. */
  sampledFiles: number;
  pairs: number;
  measuredMs: number;
  /** measuredMs × changedFiles / sampledFiles (= measuredMs when the sample is every file). */
  estimatedMs: number;
  extrapolated: boolean;
}

function summariseOutcome(result: RouteResult): SizeResult['outcome'] {
  const kept = result.plans.filter((p) => p.kept);
  return {
    ok: result.ok,
    errorCode: result.errorCode,
    kept: kept.length,
    dropped: result.plans.length - kept.length,
    partial: kept.filter((p) => p.partial).length,
    jobs: result.matrix.include.length,
    matrixBytes: Buffer.byteLength(JSON.stringify(result.matrix), 'utf8'),
    diagnostics: result.diagnostics.length,
  };
}

export interface MeasureOptions {
  runs: number;
  /** Untimed calls before the timed ones (default 1; 0 for the huge size, whose first call is long enough to warm up). */
  warmup?: number;
  /** Timed git-range runs (default 3). */
  gitRuns?: number;
  /** Cap on naive (file, pattern) pairs actually evaluated; the rest is extrapolated. */
  naivePairs: number;
  /** Baseline variants to run (default both). */
  naiveVariants?: readonly NaiveVariant[];
  log?: (line: string) => void;
}

export async function measureRepo(repo: SyntheticRepo, options: MeasureOptions): Promise<SizeResult> {
  const log = options.log ?? (() => undefined);
  const { root, spec } = repo;
  let files = repo.changedFiles;
  let gitRange: SizeResult['gitRange'];
  if (spec.gitRange) {
    const timed = await timeAsync(() => changedFilesFromRange(root, GIT_RANGE), options.gitRuns ?? 3, options.warmup ?? 1);
    if (!timed.last.ok) throw new Error(`git range failed: ${timed.last.reason}`);
    files = timed.last.files;
    gitRange = { timing: timed.timing, files: files.length };
    log(`  git range: ${files.length} files, median ${gitRange.timing.medianMs} ms`);
  }
  const changedFiles: ChangedFiles = { files, complete: true };
  const request = buildRequest();
  const runs = options.runs;
  const warmup = options.warmup ?? 1;

  // The full route first, on a fresh heap; then its parts, in route order, on the same inputs.
  // (one extra warm-up call when warming up at all: the parts after it run on warm code too)
  const route = time(() => routeRepository(request, { repoRoot: root, changedFiles }), runs, warmup > 0 ? warmup + 1 : 0);
  const outcome = summariseOutcome(route.last);
  route.last = undefined as unknown as RouteResult;
  log(`  full route: median ${route.timing.medianMs} ms (min ${route.timing.minMs}); ok=${outcome.ok} ${outcome.errorCode} kept ${outcome.kept}/${outcome.kept + outcome.dropped}`);

  const reader = new RepoReader(root);
  const project = time(() => loadProject(reader, PLANNING_DIR), runs, warmup);
  if (!project.last.ok) throw new Error(`loadProject failed: ${project.last.diagnostic.message}`);
  const loadedProject = project.last.project;
  const config = loadedProject.loaded.config;
  const flags = time(
    () => {
      const parsed = parseIntentFlags(request.flagTokens, config);
      return { parsed, validation: validateFlagCombination(parsed.parsed, 'build', config, '/legion') };
    },
    runs,
    warmup,
  );
  if (flags.last.parsed.errors.length > 0 || !flags.last.validation.valid) throw new Error('flags did not validate');
  const phase = { name: PHASE_DIR, number: PHASE_NUMBER };
  const loadPlans = time(() => loadPhasePlans(reader, PLANNING_DIR, phase), runs, warmup);
  const loaded = loadPlans.last;
  const planPaths = listPlanFiles(reader, PLANNING_DIR, phase).map((name) => `${PLANNING_DIR}/phases/${phase.name}/${name}`);
  const readFiles = time(() => planPaths.map((path) => reader.readText(path)), runs, warmup);
  const frontmatters = readFiles.last.map((read) => (read.ok ? (splitFrontmatter(read.text).yaml ?? '') : ''));
  readFiles.last = [];
  const yamlOnly = time(() => frontmatters.filter((text) => parseYaml(text).value !== undefined).length, runs, warmup);
  const select = time(
    () => {
      const criteria = resolveFilterCriteria(flags.last.parsed.parsed.intents, config);
      return selectPlans({ plans: loaded.plans, malformed: loaded.malformed, criteria, changedFiles, config });
    },
    runs,
    warmup,
  );
  const context: EntryContext = {
    command: 'build',
    intent: 'skip-frontend',
    controlMode: loadedProject.controlMode,
    profile: loadedProject.controlProfile,
    approvalEnvironment: 'legion-approval',
  };
  const matrix = time(
    () => {
      const entries = planEntries(select.last.decisions, context);
      const include = entries.length > GITHUB_MATRIX_LIMIT ? batchEntries(entries, GITHUB_MATRIX_LIMIT) : entries;
      return JSON.stringify({ include }).length;
    },
    runs,
    warmup,
  );
  log(
    `  parts: project ${project.timing.medianMs} ms, flags ${flags.timing.medianMs} ms, load plans ${loadPlans.timing.medianMs} ms (read ${readFiles.timing.medianMs}, yaml ${yamlOnly.timing.medianMs}), select ${select.timing.medianMs} ms, matrix ${matrix.timing.medianMs} ms`,
  );

  // Naive baseline on every file, or on an evenly spaced sample extrapolated to every file.
  const declaredPatterns = repo.declared.reduce((n, d) => n + d.length, 0);
  const sample = sampleFiles(files, declaredPatterns, options.naivePairs);
  const naive = {} as Partial<Record<NaiveVariant, NaiveResult>>;
  let naiveCounts: Uint32Array | undefined;
  for (const variant of options.naiveVariants ?? (['compile', 'minimatch'] as const)) {
    gc?.();
    const naiveStart = performance.now();
    const run = naiveMatchCounts(sample, repo.declared, variant);
    const naiveMs = performance.now() - naiveStart;
    naiveCounts ??= run.counts;
    naive[variant] = {
      sampledFiles: sample.length,
      pairs: run.pairs,
      measuredMs: round(naiveMs, 1),
      estimatedMs: round((naiveMs * files.length) / sample.length, 1),
      extrapolated: sample.length < files.length,
    };
    log(
      `  naive (${variant}): ${sample.length}/${files.length} files × ${declaredPatterns} patterns = ${run.pairs} calls in ${round(naiveMs, 1)} ms → ${naive[variant]?.estimatedMs} ms for all files`,
    );
  }

  // Agreement: the router's per-plan match counts on the sample equal the naive ones.
  const onSample = selectPlans({ plans: loaded.plans, criteria: null, changedFiles: { files: sample, complete: true }, config });
  const byId = new Map(repo.plans.map((p, i) => [p.id, i]));
  let mismatches = 0;
  for (const decision of onSample.decisions) {
    const index = byId.get(decision.id);
    if (index === undefined || (decision.matchedChangedFiles ?? 0) !== naiveCounts?.[index]) mismatches++;
  }

  return {
    size: spec.name,
    plans: loaded.plans.length + loaded.malformed.length,
    changedFiles: files.length,
    declaredPatterns,
    ...(gitRange ? { gitRange } : {}),
    parts: { project: project.timing, flags: flags.timing, loadPlans: loadPlans.timing, select: select.timing, matrix: matrix.timing },
    loadDetail: { readFiles: readFiles.timing, parseYaml: yamlOnly.timing },
    route: route.timing,
    outcome,
    naive,
    agreement: { files: sample.length, plans: onSample.decisions.length, mismatches },
    maxRssMB: round(process.resourceUsage().maxRSS / 1024, 1),
  };
}

/** One route as the CLI runs it (git range when the size has one), for a process's own peak RSS. */
export async function routeOnce(repo: Pick<SyntheticRepo, 'root' | 'spec' | 'changedFiles'>): Promise<{ ms: number; ok: boolean; jobs: number; files: number; maxRssMB: number }> {
  const start = performance.now();
  let files = repo.changedFiles;
  if (repo.spec.gitRange) {
    const range = await changedFilesFromRange(repo.root, GIT_RANGE);
    if (!range.ok) throw new Error(range.reason);
    files = range.files;
  }
  const result = routeRepository(buildRequest(), { repoRoot: repo.root, changedFiles: { files, complete: true } });
  const ms = performance.now() - start;
  return { ms: round(ms, 1), ok: result.ok, jobs: result.matrix.include.length, files: files.length, maxRssMB: round(process.resourceUsage().maxRSS / 1024, 1) };
}
