/**
 * The STATE.md replay as a function (used by state-positions.ts and by the opt-in test
 * test/core/state/replay.test.ts): every revision of .planning/STATE.md in a Legion repository,
 * read with readStatePosition (ROADMAP.md of the same commit as second source) and routed with
 * choosePhase over that commit's phase directories, compared with state-expectations.json.
 * Reads the repository with `git` (execFileSync, no shell).
 */

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { choosePhase, type PhaseDirectoryInfo } from '../../src/core/state/choose-phase.js';
import { parseRoadmap } from '../../src/core/state/parse-roadmap.js';
import { readStatePosition } from '../../src/core/state/read-state-position.js';

export interface Expectation {
  format: string;
  position: string;
  phase: number | null;
  note?: string;
}

export interface RevisionResult {
  commit: string;
  position: string;
  phase: number | null;
  expected?: Expectation;
  positionOk: boolean;
  phaseOk: boolean;
  /** `24-foundation (state)` / `none (E033)` */
  route: string;
  routeSource: string;
}

export interface ReplayFigures {
  revisions: number;
  withoutFile: number;
  withoutExpectation: number;
  checked: number;
  positionsRight: number;
  phasesRight: number;
  bothRight: number;
  routeSources: Record<string, number>;
  results: RevisionResult[];
}

const HERE = dirname(fileURLToPath(import.meta.url));
const PHASE_DIR = /^(\d{1,4})-[A-Za-z0-9._-]{0,120}$/;
const PLAN_FILE = /^(\d{1,4}-\d{1,4})-PLAN\.md$/;
const SUMMARY_FILE = /^(\d{1,4}-\d{1,4})-SUMMARY\.md$/;

export function loadExpectations(): Record<string, Expectation> {
  return (JSON.parse(readFileSync(join(HERE, 'state-expectations.json'), 'utf8')) as { expectations: Record<string, Expectation> }).expectations;
}

export function replayStatePositions(repo: string, expectations: Record<string, Expectation> = loadExpectations()): ReplayFigures {
  const git = (argv: string[]): string => execFileSync('git', ['-C', repo, ...argv], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  const show = (rev: string, path: string): string | undefined => {
    try {
      return git(['show', `${rev}:${path}`]);
    } catch {
      return undefined;
    }
  };
  /** Phase directories of a commit with their plan and unfinished-plan counts; null without phases/. */
  const phaseDirectories = (rev: string): PhaseDirectoryInfo[] | null => {
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
  };

  const revisions = git(['log', '--reverse', '--format=%H', '--', '.planning/STATE.md'])
    .split('\n')
    .filter((l) => /^[0-9a-f]{40}$/.test(l));
  const figures: ReplayFigures = {
    revisions: revisions.length,
    withoutFile: 0,
    withoutExpectation: 0,
    checked: 0,
    positionsRight: 0,
    phasesRight: 0,
    bothRight: 0,
    routeSources: {},
    results: [],
  };
  for (const rev of revisions) {
    const stateText = show(rev, '.planning/STATE.md');
    if (stateText === undefined) {
      figures.withoutFile++;
      continue;
    }
    const roadmap = parseRoadmap(show(rev, '.planning/ROADMAP.md'));
    const reading = readStatePosition(stateText, roadmap);
    const choice = choosePhase({ statePhase: reading.phase, roadmap, directories: phaseDirectories(rev) });
    const routeSource = choice.ok ? choice.source : choice.code;
    figures.routeSources[routeSource] = (figures.routeSources[routeSource] ?? 0) + 1;
    const expected = expectations[rev];
    const result: RevisionResult = {
      commit: rev,
      position: reading.position,
      phase: reading.phase ?? null,
      positionOk: false,
      phaseOk: false,
      route: choice.ok ? `${choice.phase.name} (${choice.source})` : `none (${choice.code})`,
      routeSource,
    };
    if (expected) {
      result.expected = expected;
      result.positionOk = expected.position === result.position;
      result.phaseOk = expected.phase === result.phase;
      figures.checked++;
      if (result.positionOk) figures.positionsRight++;
      if (result.phaseOk) figures.phasesRight++;
      if (result.positionOk && result.phaseOk) figures.bothRight++;
    } else figures.withoutExpectation++;
    figures.results.push(result);
  }
  return figures;
}
