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
import { existsSync } from 'node:fs';
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
          (p.plans as Plan[]).map((plan) => keptDecision(plan)),
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
    expect(count((p) => waveNumbers(p).length >= 2)).toBeGreaterThanOrEqual(30);
    // the only failures on real phases are depends_on errors, each naming two plans
    for (const o of failed) {
      if (o.all.ok) continue;
      for (const e of o.all.errors) {
        expect(['E060', 'E061']).toContain(e.code);
        expect(e.message.match(/\d{2}-\d{2}/g)?.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  test('phase 37: 37-03 depends on 37-01 in its own wave; a route that does not run 37-03 goes on (W074)', () => {
    const phase = loadHistory().find((p) => p.dir.startsWith('37-'));
    expect(phase).toBeDefined();
    if (!phase) return;
    const done = phase.summaries.map((id) => ({ id, reason: 'SUMMARY.md' }));
    expect(done.map((d) => d.id)).toEqual(expect.arrayContaining(['37-01', '37-03', '37-04']));
    const route = (id: string) => scheduleWaves({ plans: phase.plans, selected: [id], unroutable: phase.unroutable, done, options: { includeDone: true } });
    // 37-04 depends on 37-01, 37-02 and 37-03, all done: re-running it alone runs none of them
    const later = route('37-04');
    expect(later.ok).toBe(true);
    if (later.ok) {
      expect(later.schedule.waves.flatMap((w) => w.plans)).toEqual(['37-04']);
      expect(later.schedule.diagnostics.filter((d) => d.code === 'W074').map((d) => d.file)).toEqual([expect.stringMatching(/37-03-PLAN\.md$/)]);
    }
    const faulty = route('37-03');
    expect(!faulty.ok && faulty.errors.map((e) => e.code)).toEqual(['E061']);
  });
});
