/**
 * Legion's own phases (the reference tree in ../shared) scheduled into waves: the multi-wave
 * phase 11-intent-routing-v2 (11-01 in wave 1, 11-02 in wave 2 depending on it) routes to
 * ordered waves and outputs; its SUMMARY.md files make both plans done.
 */
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { loadPhasePlans, listPhaseDirectories } from '../../../src/adapters/fs/load-phase-plans.js';
import { RepoReader } from '../../../src/adapters/fs/repo-reader.js';
import { fitWaveOutputs } from '../../../src/core/matrix/fit-wave-outputs.js';
import { planEntries } from '../../../src/core/matrix/plan-entries.js';
import { applySchedule } from '../../../src/core/waves/apply-schedule.js';
import { renderWaveSchedule } from '../../../src/core/waves/render-wave-schedule.js';
import { scheduleWaves } from '../../../src/core/waves/schedule-waves.js';
import type { PlanDecision } from '../../../src/core/types.js';
import type { DonePlan } from '../../../src/core/waves/wave-types.js';
import { HAS_LEGION_REF, LEGION_REF, legionPath } from '../../support/legion-reference.js';
import { keptDecision } from '../../support/kept-decision.js';

function phase(name: string) {
  const reader = new RepoReader(LEGION_REF);
  const dir = (listPhaseDirectories(reader, '.planning') ?? []).find((d) => d.name === name);
  if (!dir) throw new Error(`no phase ${name} in ${LEGION_REF}`);
  const loaded = loadPhasePlans(reader, '.planning', dir);
  // Done = a SUMMARY.md beside the plan (the plans helper reads its outcome; presence is enough here).
  const done: DonePlan[] = loaded.plans
    .filter((p) => existsSync(legionPath(`.planning/phases/${name}/${p.id}-SUMMARY.md`)))
    .map((p) => ({ id: p.id, reason: `${p.id}-SUMMARY.md exists` }));
  return { plans: loaded.plans, malformed: loaded.malformed, done };
}

const decisionsFor = (plans: ReturnType<typeof phase>['plans']): PlanDecision[] => plans.map((plan) => keptDecision(plan));

const CONTEXT = {
  command: 'build',
  intent: '',
  controlMode: 'guarded',
  profile: { authority_enforcement: true, domain_filtering: true, human_approval_required: true, file_scope_restriction: false, read_only: false },
  approvalEnvironment: 'legion-approval',
};

describe.skipIf(!HAS_LEGION_REF)('Legion reference phases', () => {
  test('11-intent-routing-v2 schedules into ordered waves and wave outputs', () => {
    const { plans } = phase('11-intent-routing-v2');
    expect(plans.map((p) => [p.id, p.wave, p.dependsOn])).toEqual([
      ['11-01', 1, []],
      ['11-02', 2, ['11-01']],
    ]);
    const result = scheduleWaves({ plans, selected: plans.map((p) => p.id) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.schedule.waves.map((w) => [w.slot, w.wave, w.plans])).toEqual([
      [1, 1, ['11-01']],
      [2, 2, ['11-02']],
    ]);
    // both plans declare files they share (skills/intent-router/SKILL.md, …) but in different waves: no warning
    expect(result.schedule.diagnostics).toEqual([]);
    expect(renderWaveSchedule(result.schedule)).toEqual(['Wave 1: 11-01 → Wave 2: 11-02']);

    const entries = planEntries(applySchedule(decisionsFor(plans), result.schedule), CONTEXT);
    const fit = fitWaveOutputs({ entries, maxJobs: 256, sequentialWaves: result.schedule.waves.filter((w) => w.sequential).map((w) => w.wave) });
    expect(fit.ok).toBe(true);
    if (!fit.ok) return;
    expect(fit.outputs['wave-count']).toBe('2');
    expect(fit.outputs['wave-max-parallel']).toBe('[1,1]');
    const waves = JSON.parse(fit.outputs.waves) as { include: { id: string; wave: number; path: string }[] }[];
    expect(waves.map((w) => w.include.map((e) => [e.id, e.wave, e.path]))).toEqual([
      [['11-01', 1, '.planning/phases/11-intent-routing-v2/11-01-PLAN.md']],
      [['11-02', 2, '.planning/phases/11-intent-routing-v2/11-02-PLAN.md']],
    ]);
    expect(fit.shrink).toBe('none');
  });

  test('its SUMMARY.md files make both plans done: skipped by default, re-run on request', () => {
    const { plans, done } = phase('11-intent-routing-v2');
    expect(done.map((d) => d.id)).toEqual(['11-01', '11-02']);
    const skipped = scheduleWaves({ plans, selected: plans.map((p) => p.id), done });
    expect(skipped.ok && skipped.schedule.waves).toEqual([]);
    expect(skipped.ok && renderWaveSchedule(skipped.schedule)).toEqual(['No plans to run.', 'Done, skipped: 11-01 (11-01-SUMMARY.md exists), 11-02 (11-02-SUMMARY.md exists)']);
    const rerun = scheduleWaves({ plans, selected: plans.map((p) => p.id), done, options: { includeDone: true } });
    expect(rerun.ok && rerun.schedule.waves.map((w) => w.plans)).toEqual([['11-01'], ['11-02']]);
  });

  test('selecting only 11-02 without done data pulls 11-01 in, in wave 1', () => {
    const { plans } = phase('11-intent-routing-v2');
    const result = scheduleWaves({ plans, selected: ['11-02'] });
    expect(result.ok && renderWaveSchedule(result.schedule)).toEqual(['Wave 1: 11-01 → Wave 2: 11-02', 'Pulled in: 11-01 (dependency of 11-02)']);
  });

  test('38-intent-driven-execution: 38-01 depends on 38-00, which the snapshot lacks → E060 naming both', () => {
    const { plans } = phase('38-intent-driven-execution');
    const result = scheduleWaves({ plans, selected: plans.map((p) => p.id) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.code, e.message])).toEqual([['E060', 'Plan 38-01 (wave 1) depends on 38-00, which is not a plan of this phase.']]);
  });
});
