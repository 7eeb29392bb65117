/**
 * Plan-selection replay: how well the router picks, from the changed files of a real commit, the
 * plan that commit worked on. The ground truth is the commit message of Legion's own history.
 *
 * For every non-merge commit of the Legion repository whose subject names exactly one plan id
 * (`feat(38-03): …`, `docs(state): update STATE.md for 40-02 plan completion`), the parent
 * commit's .planning/ folder is extracted to a temporary directory and the built CLI is run on it
 * the way a pull request of that commit would be routed:
 *
 *   node bin/legion-router.js --repo <tmp> --json --changed-files <list> --dependencies pull \
 *        build --phase=<NN> --rerun
 *
 * (`--rerun` so that a plan the parent already records as done still counts as selectable.)
 * From the JSON it keeps: the decision on the named plan, how many plans were selected (and how
 * many of those were pulled in as dependencies), and the route's error-code.
 *
 * A commit is *relevant* when the parent has the named plan's NN-PP-PLAN.md and that plan's
 * files_modified declares one of the commit's changed files (read by this script, not by the
 * router: an entry equal to the path, a directory entry `dir/` containing it, or a glob entry
 * matching it). Over the relevant commits:
 *
 *   recall    = commits where the named plan was selected / relevant commits
 *   precision = those same selections / every plan selected across the relevant commits
 *
 * and the same two figures for what would actually run ("routed"): the named plan is a job of
 * the route's matrix, which is empty when the route was refused (error-code set), over the
 * matrix jobs of the relevant commits. Refused routes are counted by error code.
 *
 * Run it from anywhere, after `npm run build` (it runs dist/ through bin/legion-router.js), with
 * the Legion repository (a clone or a bare git directory) in LEGION_REPO; Node ≥ 20 and git, tar
 * on PATH:
 *
 *   LEGION_REPO=/path/to/legion node bench/replay/plan-selection.mjs [--quiet] [--limit N] [--strict]
 *
 *   --quiet    print only the relevant commits whose plan was not selected, and the totals
 *   --limit N  replay at most N commits (newest first is git log's order; the replay runs oldest first)
 *   --strict   exit 1 when a relevant commit's plan was not selected
 *   --baseline DIR  also route every commit with DIR's built CLI (DIR/bin/legion-router.js, for
 *              example a worktree of an older commit after `npm run build`), and print its figures
 *              and the commits whose routing differs: before and after from the same run
 *
 * Without LEGION_REPO (or when it does not exist) it prints one line and exits 0. Nothing of the
 * Legion repository is written anywhere but the temporary directories, which are removed.
 * Every process is started with execFile/spawn and an argument vector, never through a shell.
 */

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleStamp, CLI, extractPlanning as extract, firstLine, git as gitIn, legionRepoOrExit, printable, ROOT, run } from './replay-git.mjs';

// ---------------------------------------------------------------------------------------------
// arguments

const argv = process.argv.slice(2);
const quiet = argv.includes('--quiet');
const strict = argv.includes('--strict');
let limit = Infinity;
{
  const at = argv.indexOf('--limit');
  if (at !== -1) {
    const value = argv[at + 1] ?? '';
    if (!/^\d{1,6}$/.test(value) || Number(value) === 0) {
      console.error('plan-selection: --limit needs a positive whole number (for example --limit 20).');
      process.exit(2);
    }
    limit = Number(value);
  }
  const known = new Set(['--quiet', '--strict', '--limit', '--baseline']);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--limit' || argv[i] === '--baseline') {
      i++;
      continue;
    }
    if (!known.has(argv[i])) {
      console.error(`plan-selection: unknown option ${JSON.stringify(String(argv[i]).slice(0, 40))}; use --quiet, --strict, --limit N or --baseline DIR.`);
      process.exit(2);
    }
  }
}
let baselineCli;
{
  const at = argv.indexOf('--baseline');
  if (at !== -1) {
    const dir = argv[at + 1] ?? '';
    const cli = dir === '' ? '' : join(resolve(dir), 'bin', 'legion-router.js');
    if (cli === '' || !existsSync(cli) || !existsSync(join(resolve(dir), 'dist', 'index.js'))) {
      console.error('plan-selection: --baseline needs a checkout with a built CLI (DIR/bin/legion-router.js and DIR/dist/index.js; run npm run build there).');
      process.exit(2);
    }
    baselineCli = cli;
  }
}

const repo = legionRepoOrExit('plan-selection');
const git = (args) => gitIn(repo, args);
const extractPlanning = (rev, dir) => extract(repo, rev, dir);

// Libraries the project already depends on; used to read the plans' frontmatter and the glob
// entries of files_modified independently of the router's own reading.
const { parse: parseYaml } = await import('yaml');
const { minimatch } = await import('minimatch');

// ---------------------------------------------------------------------------------------------
// reading commits and plans

/**
 * The plan ids a subject names: two digits, a dash, two digits, standing alone (not inside a
 * date such as 2026-03-05, a version, or a longer number). Distinct ids, in order.
 */
function planIdsInSubject(subject) {
  const ids = [];
  const pattern = /(?<![0-9A-Za-z.-])(\d{2})-(\d{2})(?![0-9A-Za-z.]|-\d)/g;
  for (const match of subject.slice(0, 500).matchAll(pattern)) {
    const id = `${match[1]}-${match[2]}`;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** files_modified of a PLAN.md (its YAML frontmatter), or null when the frontmatter does not parse. */
function filesModified(text) {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[0]?.trim() !== '---') return null;
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end === -1) return null;
  let data;
  try {
    data = parseYaml(lines.slice(1, end).join('\n'), { maxAliasCount: 50 });
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const value = data.files_modified;
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value.filter((entry) => typeof entry === 'string').map((entry) => entry.trim());
}

const GLOB_CHARS = /[*?[{]/;

/** Does one files_modified entry declare this path? Exact, `dir/` prefix, or glob. */
function declares(entry, path) {
  const clean = entry.replace(/^\.\//, '');
  if (clean === '') return false;
  if (clean === path) return true;
  if (clean.endsWith('/') && path.startsWith(clean)) return true;
  if (GLOB_CHARS.test(clean) && clean.length <= 300) return minimatch(path, clean, { dot: true });
  return false;
}

/** The entry with a trailing prose remark removed: `a/b.md (3 files updated)` → `a/b.md`. */
function withoutRemark(entry) {
  return entry.replace(/\s+\([^()]{0,200}\)\s*$/, '').trim();
}

const sleep = (ms) => new Promise((wake) => setTimeout(wake, ms));

// ---------------------------------------------------------------------------------------------
// the replay

const started = performance.now();
const bundleAtStart = bundleStamp();
let retried = 0;
let cliMillis = 0;
let cliRuns = 0;

const log = await git(['log', '--reverse', '--format=%H%x1f%P%x1f%s%x1e', 'HEAD']);
const commits = log
  .split('\x1e')
  .map((record) => record.trim())
  .filter((record) => record !== '')
  .map((record) => {
    const [hash, parents, subject] = record.split('\x1f');
    return { hash, parents: (parents ?? '').split(' ').filter(Boolean), subject: subject ?? '' };
  })
  .filter((c) => /^[0-9a-f]{40}$/.test(c.hash));

const skipped = { merges: 0, root: 0, noPlanId: 0, severalPlanIds: 0, noPhaseDirInParent: 0, overLimit: 0 };
const rows = [];

const candidates = [];
for (const commit of commits) {
  if (commit.parents.length > 1) {
    skipped.merges++;
    continue;
  }
  if (commit.parents.length === 0) {
    skipped.root++;
    continue;
  }
  const ids = planIdsInSubject(commit.subject);
  if (ids.length === 0) {
    skipped.noPlanId++;
    continue;
  }
  if (ids.length > 1) {
    skipped.severalPlanIds++;
    continue;
  }
  candidates.push({ ...commit, plan: ids[0], phase: ids[0].slice(0, 2) });
}

/** Route one commit with one built CLI (retried when it prints no JSON) and read its answer. */
async function routeCommit(cliPath, commit, repoDir, listFile, changed, relevance, declared, phaseDirs) {
  const cliArgs = [cliPath, '--repo', repoDir, '--json', '--changed-files', listFile, '--dependencies', 'pull', 'build', `--phase=${commit.phase}`, '--rerun'];
  let cli;
  // A run without JSON output is retried twice, a few seconds apart: that happens when dist/ is
  // rebuilt while the replay runs (the bundle is briefly missing or half written).
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) {
      retried++;
      await sleep(5000);
    }
    const t0 = performance.now();
    cli = await run(process.execPath, cliArgs, { cwd: ROOT });
    cliMillis += performance.now() - t0;
    cliRuns++;
    if (cli.stdout.trimStart().startsWith('{')) break;
  }

  const row = {
    commit: commit.hash,
    subject: commit.subject,
    plan: commit.plan,
    phaseDirs,
    changed: changed.length,
    relevance,
    declared,
    exit: cli.code,
    errorCode: '',
    message: '',
    namedDecision: 'absent',
    namedReasons: [],
    selected: 0,
    pulled: 0,
    selectedIds: [],
    inMatrix: [],
    /** Plan ids the route's blocker diagnostics name as the plan at fault (`Plan 36-02 (wave 1) depends on …`). */
    blamed: [],
    failure: '',
  };
  let output;
  try {
    output = JSON.parse(cli.stdout);
  } catch {
    row.failure = `CLI exit ${cli.code}, no JSON: ${firstLine(cli.stderr) || firstLine(cli.stdout) || (cli.error ? String(cli.error.message) : '')}`;
  }
  if (output) {
    row.errorCode = typeof output['error-code'] === 'string' ? output['error-code'] : '';
    row.message = typeof output.message === 'string' ? output.message : '';
    const plans = Array.isArray(output.plans) ? output.plans : [];
    for (const p of plans) {
      if (p?.decision !== 'selected') continue;
      row.selected++;
      row.selectedIds.push(String(p.id));
      if (Array.isArray(p.reasons) && p.reasons.some((r) => /^dependency of /.test(String(r)))) row.pulled++;
    }
    const named = plans.find((p) => p?.id === commit.plan);
    if (named) {
      row.namedDecision = String(named.decision);
      row.namedReasons = Array.isArray(named.reasons) ? named.reasons.map(String) : [];
    }
    for (const d of Array.isArray(output.diagnostics) ? output.diagnostics : []) {
      if (d?.severity !== 'blocker') continue;
      const at = /^Plan (\d{1,4}-\d{1,4}) /.exec(String(d.message ?? '').slice(0, 40));
      if (at && !row.blamed.includes(at[1])) row.blamed.push(at[1]);
    }
    // What actually runs: the jobs of the matrix. On a routed commit it must agree with the
    // decisions (every selected plan is one job); a refused route has an empty matrix.
    try {
      const matrix = JSON.parse(String(output.matrix ?? '{"include":[]}'));
      row.inMatrix = [...new Set((matrix.include ?? []).map((job) => String(job.plan ?? job.id)))];
      const disagree = row.selectedIds.filter((id) => !row.inMatrix.includes(id)).length + row.inMatrix.filter((id) => !row.selectedIds.includes(id)).length;
      if (row.errorCode === '' && disagree > 0) row.failure = `matrix and plan decisions disagree on ${disagree} plan(s)`;
      if (row.errorCode !== '' && row.inMatrix.length > 0) row.failure = `route refused (${row.errorCode}) but the matrix has ${row.inMatrix.length} job(s)`;
    } catch {
      row.failure = 'matrix output is not JSON';
    }
  }
  return row;
}

const workRoot = mkdtempSync(join(tmpdir(), 'legion-plan-replay-'));
const cleanup = () => rmSync(workRoot, { recursive: true, force: true });
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

let index = 0;
for (const commit of candidates) {
  const parent = commit.parents[0];
  const phaseDirs = (await git(['ls-tree', '-d', '--name-only', parent, '--', '.planning/phases/']))
    .split('\n')
    .map((line) => line.slice('.planning/phases/'.length))
    .filter((name) => name.startsWith(`${commit.phase}-`));
  if (phaseDirs.length === 0) {
    skipped.noPhaseDirInParent++;
    continue;
  }
  if (rows.length >= limit) {
    skipped.overLimit++;
    continue;
  }
  index++;

  const dir = join(workRoot, `c${index}`);
  const repoDir = join(dir, 'repo');
  mkdirSync(repoDir, { recursive: true });
  await extractPlanning(parent, repoDir);

  const changed = (await git(['diff-tree', '--no-commit-id', '--name-only', '-r', commit.hash]))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const listFile = join(dir, 'changed-files.txt');
  writeFileSync(listFile, changed.length > 0 ? `${changed.join('\n')}\n` : '');

  // The named plan in the parent, read by us.
  let planPath;
  for (const phaseDir of phaseDirs) {
    const candidate = join(repoDir, '.planning', 'phases', phaseDir, `${commit.plan}-PLAN.md`);
    if (existsSync(candidate)) {
      planPath = candidate;
      break;
    }
  }
  let relevance = 'no-plan';
  let declared = [];
  if (planPath) {
    const entries = filesModified(readFileSync(planPath, 'utf8'));
    if (entries === null) relevance = 'unparsable-plan';
    else {
      declared = changed.filter((path) => entries.some((entry) => declares(entry, path)));
      if (declared.length > 0) relevance = 'relevant';
      else if (changed.some((path) => entries.some((entry) => declares(withoutRemark(entry), path)))) relevance = 'relevant-if-remarks-stripped';
      else relevance = 'no-declared-change';
    }
  }

  const row = await routeCommit(CLI, commit, repoDir, listFile, changed, relevance, declared, phaseDirs);
  if (baselineCli) row.baseline = await routeCommit(baselineCli, commit, repoDir, listFile, changed, relevance, declared, phaseDirs);
  rows.push(row);
  rmSync(dir, { recursive: true, force: true });
}

const elapsed = performance.now() - started;
const bundleChanged = bundleStamp() !== bundleAtStart;

// ---------------------------------------------------------------------------------------------
// figures

const relevant = rows.filter((r) => r.relevance === 'relevant');
const hits = relevant.filter((r) => r.namedDecision === 'selected');
const selectedInRelevant = relevant.reduce((sum, r) => sum + r.selected, 0);
const pulledInRelevant = relevant.reduce((sum, r) => sum + r.pulled, 0);
const exactlyNamed = relevant.filter((r) => r.selected === 1 && r.namedDecision === 'selected').length;
// What runs: the named plan is a job of the matrix (the route was not refused).
const routedHits = relevant.filter((r) => r.inMatrix.includes(r.plan));
const jobsInRelevant = relevant.reduce((sum, r) => sum + r.inMatrix.length, 0);
const refusedAll = rows.filter((r) => r.errorCode !== '');
const refusedSelectedAnyway = refusedAll.filter((r) => r.selected > 0);
const refusedForOthers = refusedAll.filter((r) => r.blamed.length > 0 && r.selected > 0 && !r.blamed.some((id) => r.selectedIds.includes(id)));
const codes = (list) => {
  const counts = {};
  for (const r of list) counts[r.errorCode] = (counts[r.errorCode] ?? 0) + 1;
  return Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
};
const byRelevance = {};
for (const r of rows) byRelevance[r.relevance] = (byRelevance[r.relevance] ?? 0) + 1;
const pct = (a, b) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);
const failures = rows.filter((r) => r.failure !== '');

const pad = (s, n) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const relevanceMark = { relevant: 'yes', 'relevant-if-remarks-stripped': 'remark', 'no-declared-change': 'no', 'no-plan': 'no plan', 'unparsable-plan': 'bad fm' };

if (!quiet) {
  console.log(
    `${pad('commit', 8)} ${pad('plan', 6)} ${pad('relevant', 8)} ${pad('named plan', 10)} ${pad('selected', 8)} ${pad('pulled', 6)} ${pad('jobs', 4)} ${pad('error', 6)} subject`,
  );
  for (const r of rows) {
    console.log(
      `${r.commit.slice(0, 7)}  ${pad(r.plan, 6)} ${pad(relevanceMark[r.relevance] ?? r.relevance, 8)} ${pad(r.namedDecision, 10)} ${pad(String(r.selected), 8)} ${pad(String(r.pulled), 6)} ${pad(String(r.inMatrix.length), 4)} ${pad(r.errorCode || '-', 6)} ${printable(r.subject, 70)}`,
    );
  }
  console.log('');
}

const misses = relevant.filter((r) => r.namedDecision !== 'selected');
if (misses.length > 0) {
  console.log(`Misses (relevant commits whose named plan was not selected): ${misses.length}${misses.length > 20 ? ', first 20' : ''}`);
  for (const r of misses.slice(0, 20)) {
    const why =
      r.namedReasons.length > 0
        ? r.namedReasons.join('; ')
        : r.errorCode
          ? `route refused ${r.errorCode}: ${firstLine(r.message)}`
          : r.failure || `plan ${r.namedDecision} in the route`;
    console.log(
      `  ${r.commit.slice(0, 7)} ${r.plan} [${r.namedDecision}${r.errorCode ? ` ${r.errorCode}` : ''}] ${printable(why, 220)}  (declared & changed: ${printable(r.declared.slice(0, 3).join(', '), 120)})`,
    );
  }
  console.log('');
}
const remarkOnly = rows.filter((r) => r.relevance === 'relevant-if-remarks-stripped');
const refusedRelevant = relevant.filter((r) => r.errorCode !== '');
if (refusedRelevant.length > 0) {
  console.log(
    `Relevant commits whose route was refused (the named plan is selected by its files but nothing runs): ${refusedRelevant.length}${refusedRelevant.length > 20 ? ', first 20' : ''}`,
  );
  for (const r of refusedRelevant.slice(0, 20)) {
    const atFault = r.blamed.length > 0 ? ` — at fault: ${r.blamed.join(', ')}${r.blamed.some((id) => r.selectedIds.includes(id)) ? '' : ' (not selected)'}` : '';
    console.log(`  ${r.commit.slice(0, 7)} ${r.plan} ${r.errorCode}: ${printable(firstLine(r.message.split('\n').slice(1).join('\n') || r.message), 150)}${atFault}`);
  }
  console.log('');
}
if (remarkOnly.length > 0) {
  console.log(
    `Commits relevant only once prose remarks are stripped from files_modified entries ("path (3 files updated)"): ${remarkOnly.length}; named plan selected in ${remarkOnly.filter((r) => r.namedDecision === 'selected').length}.`,
  );
}
if (failures.length > 0) {
  console.log(`Replay problems: ${failures.length}`);
  for (const r of failures.slice(0, 10)) console.log(`  ${r.commit.slice(0, 7)} ${r.plan}: ${printable(r.failure, 200)}`);
}

console.log(
  `commits in history:        ${commits.length} (${skipped.merges} merges, ${skipped.root} root, ${skipped.noPlanId} name no plan id, ${skipped.severalPlanIds} name several)`,
);
console.log(
  `naming exactly one plan:   ${candidates.length} (${skipped.noPhaseDirInParent} skipped: the parent has no .planning/phases/NN-*${skipped.overLimit ? `; ${skipped.overLimit} over --limit` : ''})`,
);
console.log(`commits replayed:          ${rows.length}`);
console.log(
  `by relevance:              ${Object.entries(byRelevance)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(`relevant commits:          ${relevant.length} (the parent's named plan declares a changed file)`);
console.log(`recall:                    ${hits.length}/${relevant.length} = ${pct(hits.length, relevant.length)} (named plan's decision is 'selected')`);
console.log(
  `precision:                 ${hits.length}/${selectedInRelevant} = ${pct(hits.length, selectedInRelevant)} (selected plans across the relevant commits, ${pulledInRelevant} of them pulled in as dependencies)`,
);
console.log(`only the named plan:       ${exactlyNamed}/${relevant.length} relevant commits selected exactly the named plan`);
console.log(
  `recall, routed:            ${routedHits.length}/${relevant.length} = ${pct(routedHits.length, relevant.length)} (named plan is a job of the matrix: selected and the route not refused)`,
);
console.log(`precision, routed:         ${routedHits.length}/${jobsInRelevant} = ${pct(routedHits.length, jobsInRelevant)} (matrix jobs across the relevant commits)`);
console.log(
  `routes refused:            ${refusedAll.length}/${rows.length}${refusedAll.length ? ` (${codes(refusedAll)})` : ''}; in relevant commits ${refusedRelevant.length}${refusedRelevant.length ? ` (${codes(refusedRelevant)})` : ''}`,
);
console.log(
  `refused, plans 'selected': ${refusedSelectedAnyway.length} refused routes still give some plan the decision 'selected' (empty matrix); ${refusedForOthers.length} were refused for a plan outside the selection`,
);
console.log(
  `time:                      ${(elapsed / 1000).toFixed(1)} s in all, ${cliRuns} CLI runs${retried ? ` (${retried} retries)` : ''}, ${cliRuns ? (cliMillis / cliRuns).toFixed(0) : 0} ms per run (Node ${process.versions.node})`,
);
if (bundleChanged) console.log('warning:                   dist/ changed during the replay (a rebuild?): the figures mix two builds; run it again.');
{
  const noJson = failures.filter((r) => r.failure.startsWith('CLI exit'));
  if (noJson.length > 0) {
    const inRelevant = noJson.filter((r) => r.relevance === 'relevant').length;
    console.log(
      `warning:                   ${noJson.length} CLI runs gave no JSON (see "Replay problems"), ${inRelevant} of them in relevant commits, where they count as misses.`,
    );
  }
}
console.log(
  `plan-selection: ${rows.length} commits replayed, ${relevant.length} relevant, recall ${pct(hits.length, relevant.length)} (${hits.length}/${relevant.length}), precision ${pct(hits.length, selectedInRelevant)} (${hits.length}/${selectedInRelevant}), routed recall ${pct(routedHits.length, relevant.length)} (${routedHits.length}/${relevant.length}), ${refusedAll.length} routes refused${refusedAll.length ? ` (${codes(refusedAll)})` : ''}, ${(elapsed / 1000).toFixed(1)} s`,
);
if (baselineCli) {
  // The same commits, the same extracted trees and change lists, routed by the baseline's CLI.
  const before = rows.map((r) => ({ ...r.baseline, relevance: r.relevance, plan: r.plan, commit: r.commit }));
  const beforeRelevant = before.filter((r) => r.relevance === 'relevant');
  const beforeHits = beforeRelevant.filter((r) => r.namedDecision === 'selected').length;
  const beforeRouted = beforeRelevant.filter((r) => r.inMatrix.includes(r.plan)).length;
  const beforeRefused = before.filter((r) => r.errorCode !== '');
  const beforeSelected = beforeRelevant.reduce((sum, r) => sum + r.selected, 0);
  const changedRoutes = rows.filter((r) => r.errorCode !== r.baseline.errorCode || r.inMatrix.join(',') !== r.baseline.inMatrix.join(','));
  console.log('');
  console.log(`baseline:                  ${printable(baselineCli, 120)}`);
  console.log(
    `plan-selection, baseline: recall ${pct(beforeHits, beforeRelevant.length)} (${beforeHits}/${beforeRelevant.length}), precision ${pct(beforeHits, beforeSelected)} (${beforeHits}/${beforeSelected}), routed recall ${pct(beforeRouted, beforeRelevant.length)} (${beforeRouted}/${beforeRelevant.length}), ${beforeRefused.length} routes refused${beforeRefused.length ? ` (${codes(beforeRefused)})` : ''}`,
  );
  console.log(`routes that differ from the baseline: ${changedRoutes.length}${changedRoutes.length > 20 ? ', first 20' : ''}`);
  for (const r of changedRoutes.slice(0, 20)) {
    const side = (x) => (x.errorCode ? x.errorCode : `[${x.inMatrix.join(' ')}]`);
    console.log(
      `  ${r.commit.slice(0, 7)} ${r.plan} ${r.relevance === 'relevant' ? 'relevant' : '        '} baseline ${printable(side(r.baseline), 80)} → now ${printable(side(r), 80)}`,
    );
  }
}
if (strict && misses.length > 0) process.exit(1);
