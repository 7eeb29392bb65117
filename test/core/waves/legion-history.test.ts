/**
 * Every phase directory in Legion's real history, scheduled with the project's own parser and
 * scheduler: the figures issue #9 asks for (how many phases have two or more waves, the forms of
 * depends_on, sequential_files use) and the invariants on real data. Each phase is read at the
 * last commit where it existed.
 *
 * Needs the full repository as a git directory: LEGION_REPO=/path/to/legion(.git). Skipped with a
 * one-line notice otherwise. `WAVE_FIGURES=1` prints the figures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parsePhaseDirectory, planIdFromFileName } from '../../../src/core/plans/phase-directory.js';
import { parsePlan } from '../../../src/core/plans/parse-plan.js';
import { splitFrontmatter } from '../../../src/core/plans/split-frontmatter.js';
import { isDict, stringList } from '../../../src/core/text/untrusted-data.js';
import { loadYamlValue } from '../../../src/core/yaml/load-yaml-value.js';
import { scheduleWaves } from '../../../src/core/waves/schedule-waves.js';
import { renderWaveSchedule } from '../../../src/core/waves/render-wave-schedule.js';
import type { WavePlan } from '../../../src/core/waves/wave-types.js';
import { fitWaveOutputs } from '../../../src/core/matrix/fit-wave-outputs.js';
import { planEntries } from '../../../src/core/matrix/plan-entries.js';
import type { Plan } from '../../../src/core/types.js';
import { keptDecision } from '../../support/kept-decision.js';
import { routeRepository } from '../../../src/app/run-route.js';
import type { RouteResult } from '../../../src/app/route-result.js';
import { parseComment } from '../../../src/core/request/parse-command.js';
import { applySchedule } from '../../../src/core/waves/apply-schedule.js';

const REPO = process.env['LEGION_REPO'] ?? '';
const HAS_REPO = REPO !== '' && existsSync(REPO);
if (!HAS_REPO) process.stdout.write('notice: LEGION_REPO is not set (or absent): the Legion history survey in test/core/waves/legion-history.test.ts is skipped.\n');

const git = (...args: string[]): string => execFileSync('git', ['-C', REPO, ...args], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] });

interface HistoricPhase {
  dir: string;
  commit: string;
  plans: WavePlan[];
  unroutable: string[];
  summaries: string[];
  /** Raw frontmatter facts for the figures. */
  dependsOnForms: string[];
  sequentialDeclared: number;
  sequentialNonEmpty: number;
}

function loadHistory(): HistoricPhase[] {
  const dirs = new Set<string>();
  for (const path of git('log', '--all', '--format=', '--name-only', '--', '.planning/phases').split('\n')) {
    const match = /^\.planning\/phases\/([^/]+)\/[^/]+-PLAN\.md$/.exec(path);
    if (match) dirs.add(match[1] as string);
  }
  const phases: HistoricPhase[] = [];
  for (const dir of [...dirs].sort()) {
    const phaseDir = parsePhaseDirectory(dir);
    if (!phaseDir) continue;
    const prefix = `.planning/phases/${dir}`;
    const last = git('log', '--all', '-1', '--format=%H', '--', prefix).trim();
    const listing = (commit: string): string[] => git('ls-tree', '--name-only', `${commit}:${prefix}`).split('\n').filter(Boolean);
    let commit = last;
    let files: string[];
    try {
      files = listing(commit);
    } catch {
      commit = `${last}^`; // the last commit deleted the directory: read it just before
      files = listing(commit);
    }
    const phase: HistoricPhase = { dir, commit, plans: [], unroutable: [], summaries: [], dependsOnForms: [], sequentialDeclared: 0, sequentialNonEmpty: 0 };
    for (const fileName of files) {
      if (/^\d+-\d+-SUMMARY\.md$/.test(fileName)) phase.summaries.push(fileName.replace(/-SUMMARY\.md$/, ''));
      const id = planIdFromFileName(fileName);
      if (!id) continue;
      const path = `${prefix}/${fileName}`;
      const text = git('show', `${commit}:${path}`);
      const parsed = parsePlan({ path, fileName, phaseDir: dir, phaseNumber: phaseDir.number, text });
      const yaml = splitFrontmatter(text).yaml;
      const fm = yaml === null ? null : loadYamlValue(yaml).value;
      const sequentialFiles = isDict(fm) && Array.isArray(fm.sequential_files) ? stringList(fm.sequential_files) : undefined;
      if (isDict(fm)) {
        const deps = fm.depends_on;
        phase.dependsOnForms.push(
          deps === undefined
            ? 'absent'
            : Array.isArray(deps)
              ? deps.length === 0
                ? 'empty list'
                : deps.every((d) => typeof d === 'string' && /^\d{2}-\d{2}$/.test(d))
                  ? 'list of NN-PP'
                  : 'list, other'
              : `other (${typeof deps})`,
        );
        if (fm.sequential_files !== undefined) phase.sequentialDeclared++;
        if (sequentialFiles && sequentialFiles.length > 0) phase.sequentialNonEmpty++;
      } else phase.dependsOnForms.push('no frontmatter');
      if (parsed.fatal) phase.unroutable.push(parsed.id);
      else phase.plans.push({ ...parsed.plan, ...(sequentialFiles ? { sequentialFiles } : {}) });
    }
    phases.push(phase);
  }
  return phases;
}

describe.skipIf(!HAS_REPO)('Legion history: every phase scheduled into waves', () => {
  test('figures and invariants', () => {
    const phases = loadHistory();
    const count = (pred: (p: HistoricPhase) => boolean): number => phases.filter(pred).length;
    const waveNumbers = (p: HistoricPhase): number[] => [...new Set(p.plans.map((plan) => plan.wave))].sort((a, b) => a - b);
    const forms = new Map<string, number>();
    for (const form of phases.flatMap((p) => p.dependsOnForms)) forms.set(form, (forms.get(form) ?? 0) + 1);
    const waveHistogram = new Map<number, number>();
    for (const p of phases) waveHistogram.set(waveNumbers(p).length, (waveHistogram.get(waveNumbers(p).length) ?? 0) + 1);

    const outcomes = phases.map((p) => {
      const all = scheduleWaves({ plans: p.plans, selected: p.plans.map((plan) => plan.id), unroutable: p.unroutable });
      const withDone = scheduleWaves({
        plans: p.plans,
        selected: p.plans.map((plan) => plan.id),
        unroutable: p.unroutable,
        done: p.summaries.map((id) => ({ id, reason: 'SUMMARY.md' })),
      });
      return { p, all, withDone };
    });
    const lines: string[] = [];
    let crossPhase = 0;
    for (const { p, all } of outcomes) {
      if (all.ok) {
        const s = all.schedule;
        // invariants on real data: each plan once, waves ascending, dependencies earlier
        const ids = s.waves.flatMap((w) => w.plans);
        expect(new Set(ids).size).toBe(p.plans.length);
        for (let k = 1; k < s.waves.length; k++) expect((s.waves[k] as { wave: number }).wave).toBeGreaterThan((s.waves[k - 1] as { wave: number }).wave);
        const slot = new Map(s.waves.flatMap((w) => w.plans.map((id) => [id, w.slot] as const)));
        for (const plan of p.plans) for (const d of plan.dependsOn) if (slot.has(d)) expect(slot.get(d)).toBeLessThan(slot.get(plan.id) as number);
        if (s.diagnostics.some((d) => d.code === 'W071')) crossPhase++;
        const entries = planEntries(
          applySchedule(
            (p.plans as Plan[]).map((plan) => keptDecision(plan)),
            s,
          ),
          {
            command: 'build',
            intent: '',
            controlMode: 'guarded',
            profile: { authority_enforcement: true, domain_filtering: true, human_approval_required: true, file_scope_restriction: false, read_only: false },
            approvalEnvironment: 'legion-approval',
          },
        );
        const fit = fitWaveOutputs({ entries, maxJobs: 256, sequentialWaves: s.waves.filter((w) => w.sequential).map((w) => w.wave) });
        expect(fit.ok).toBe(true);
        const out = fit.ok ? `wave-count ${fit.outputs['wave-count']}, wave-max-parallel ${fit.outputs['wave-max-parallel']}, ${fit.bytes} B` : '';
        lines.push(`${p.dir}: ${renderWaveSchedule(s)[0]}${s.diagnostics.length ? `  [${s.diagnostics.map((d) => d.code).join(' ')}]` : ''} — ${out}`);
      } else lines.push(`${p.dir}: ${all.errors.map((e) => `${e.code} ${e.message}`).join(' | ')}`);
    }
    const failed = outcomes.filter((o) => !o.all.ok);
    const figures = [
      `phase directories with plans: ${phases.length}; plans: ${phases.reduce((n, p) => n + p.plans.length + p.unroutable.length, 0)} (malformed: ${phases.reduce((n, p) => n + p.unroutable.length, 0)})`,
      `phases with ≥2 waves: ${count((p) => waveNumbers(p).length >= 2)}; by number of waves: ${[...waveHistogram]
        .sort((a, b) => a[0] - b[0])
        .map(([w, n]) => `${w}: ${n}`)
        .join(', ')}; with a wave 0: ${count((p) => waveNumbers(p).includes(0))}`,
      `depends_on forms (plans): ${[...forms]
        .sort((a, b) => b[1] - a[1])
        .map(([f, n]) => `${f} ${n}`)
        .join(', ')}`,
      `sequential_files: declared in ${phases.reduce((n, p) => n + p.sequentialDeclared, 0)} plans, non-empty in ${phases.reduce((n, p) => n + p.sequentialNonEmpty, 0)}; sequential waves: ${
        outcomes
          .filter((o) => o.all.ok && o.all.schedule.waves.some((w) => w.sequential))
          .map((o) => o.p.dir)
          .join(', ') || 'none'
      }`,
      `shared files_modified within a wave (W070): ${
        outcomes
          .filter((o) => o.all.ok && o.all.schedule.diagnostics.some((d) => d.code === 'W070'))
          .map((o) => o.p.dir)
          .join(', ') || 'none'
      }`,
      `cross-phase depends_on (W071): ${crossPhase} phases`,
      `wave-map errors: ${failed.length} phases — ${failed.map((o) => `${o.p.dir} ${!o.all.ok ? o.all.errors.map((e) => e.code).join('+') : ''}`).join(', ')}`,
      `with SUMMARY.md as done: ${outcomes.filter((o) => o.withDone.ok && o.withDone.schedule.waves.length === 0).length} phases fully done, ${outcomes.filter((o) => o.withDone.ok && o.withDone.schedule.waves.length > 0).length} with work left`,
      `more than 4 waves (E063 with the default wave-jobs): ${outcomes.filter((o) => o.all.ok && o.all.schedule.waves.length > 4).length}`,
    ];
    if (process.env['WAVE_FIGURES']) process.stdout.write(`${figures.join('\n')}\n\n${lines.join('\n')}\n`);

    expect(phases.length).toBeGreaterThanOrEqual(50);
    // dependencies decide the order: no phase of Legion's history is refused any more
    expect(failed.map((o) => o.p.dir)).toEqual([]);
    expect(count((p) => waveNumbers(p).length >= 2)).toBeGreaterThanOrEqual(30);
    // the only failures on real phases are depends_on errors, each naming two plans
    for (const o of failed) {
      if (o.all.ok) continue;
      for (const e of o.all.errors) {
        expect(['E060', 'E061', 'E066']).toContain(e.code);
        expect(e.message.match(/\d{2}-\d{2}/g)?.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  // Until issue 24, 36, 37 and 40 were refused with E061 (a plan depending on a plan of its own
  // wave). Legion's executor runs them; dependencies decide the order now.
  test('every phase at HEAD builds with --rerun through the route: every plan, no refusal; 36, 37 and 40 in dependency order', () => {
    const tree = mkdtempSync(join(tmpdir(), 'legion-head-'));
    try {
      const tar = join(tree, 'planning.tar');
      execFileSync('git', ['-C', REPO, 'archive', '--format=tar', '-o', tar, 'HEAD', '--', '.planning'], { stdio: 'ignore' });
      execFileSync('tar', ['-xf', tar, '-C', tree], { stdio: 'ignore' });
      const phases = git('ls-tree', '--name-only', 'HEAD:.planning/phases')
        .split('\n')
        .filter((name) => /^\d+-/.test(name));
      expect(phases.length).toBeGreaterThanOrEqual(29);
      const routed = new Map<string, RouteResult>();
      for (const dir of phases) {
        const number = Number.parseInt(dir, 10);
        const request = parseComment(`/legion build ${number} --rerun`, '/legion');
        if (!request) throw new Error(dir);
        const result = routeRepository(request, { repoRoot: tree });
        const planIds = git('ls-tree', '--name-only', `HEAD:.planning/phases/${dir}`)
          .split('\n')
          .map((name) => /^(\d+-\d+)-PLAN\.md$/.exec(name)?.[1])
          .filter((id): id is string => id !== undefined)
          .sort();
        expect([dir, result.ok, result.errorCode]).toEqual([dir, true, '']);
        expect([dir, result.matrix.include.map((e) => String(e.id)).sort()]).toEqual([dir, planIds]);
        routed.set(dir.slice(0, 2), result);
      }
      const waves = (result: RouteResult | undefined): string[][] => (result?.waves ?? []).map((w) => w.include.map((e) => String(e.id)));
      const moved = (result: RouteResult | undefined): string[] => (result?.diagnostics ?? []).filter((d) => d.code === 'W075').map((d) => d.message);
      // 36-02 depends on 36-01 (both wave 1), 36-03 (wave 2) on 36-02.
      expect(waves(routed.get('36'))).toEqual([['36-01'], ['36-02'], ['36-03']]);
      expect(moved(routed.get('36'))).toEqual([
        '36-02 declares wave 1 but depends on 36-01 (wave 1): runs in wave 2.',
        '36-03 declares wave 2 but depends on 36-02 (wave 2): runs in wave 3.',
      ]);
      // 37-03 depends on 37-01 (both wave 1); 37-04 (wave 2) on 37-01, 37-02 and 37-03.
      expect(waves(routed.get('37'))).toEqual([['37-00'], ['37-01', '37-02'], ['37-03'], ['37-04']]);
      expect(moved(routed.get('37'))).toEqual([
        '37-03 declares wave 1 but depends on 37-01 (wave 1): runs in wave 2.',
        '37-04 declares wave 2 but depends on 37-03 (wave 2): runs in wave 3.',
      ]);
      expect(routed.get('37')?.waves).toHaveLength(4);
      // 40-01 depends on 40-00 (both wave 1), and the later plans follow.
      expect(waves(routed.get('40'))).toEqual([['40-00'], ['40-01'], ['40-02'], ['40-03']]);
      expect(moved(routed.get('40'))[0]).toBe('40-01 declares wave 1 but depends on 40-00 (wave 1): runs in wave 2.');
      expect(moved(routed.get('40'))).toHaveLength(3);
      for (const key of ['36', '37', '40']) {
        const result = routed.get(key) as RouteResult;
        // each plan runs after each of its dependencies, in the matrix the wave jobs read
        const slot = new Map(result.matrix.include.map((e) => [String(e.id), Number(e.wave)] as const));
        for (const decision of result.plans ?? [])
          for (const d of decision.plan?.dependsOn ?? []) if (slot.has(d)) expect(slot.get(d)).toBeLessThan(slot.get(decision.id) as number);
      }
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
