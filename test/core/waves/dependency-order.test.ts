/**
 * Issue 24: dependencies decide the order and declared waves are a floor; an explicit filter is
 * never overridden by a dependency. Examples, then four properties over random phases whose
 * dependencies may point anywhere in the phase (same wave, later waves, cycles).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scheduleWaves } from '../../../src/core/waves/schedule-waves.js';
import { dependencyCycles } from '../../../src/core/waves/validate-wave-map.js';
import type { ScheduleInput, ScheduleResult, WavePlan, WaveSchedule } from '../../../src/core/waves/wave-types.js';
import { wavePlan } from './support.js';

function ok(result: ScheduleResult): WaveSchedule {
  if (!result.ok) throw new Error(`expected a schedule, got ${result.errors.map((e) => `${e.code} ${e.message}`).join('; ')}`);
  return result.schedule;
}
const shape = (schedule: WaveSchedule): [number, string[]][] => schedule.waves.map((w) => [w.wave, w.plans]);

// 02-01 backend (wave 1) ← 02-03 docs (wave 2) ← 02-04 (wave 3); 02-02 frontend (wave 1); 02-05 needs 02-06 (unfinished, not selected).
const PHASE = [
  wavePlan('02-01'),
  wavePlan('02-02'),
  wavePlan('02-03', { wave: 2, dependsOn: ['02-01'] }),
  wavePlan('02-04', { wave: 3, dependsOn: ['02-03'] }),
  wavePlan('02-05', { wave: 2, dependsOn: ['02-06'] }),
  wavePlan('02-06'),
];
const SKIP_BACKEND = [{ id: '02-01', by: '--skip-backend' }];

describe('an explicit filter wins over a dependency', () => {
  test('the excluded dependency is not pulled in; the plans that need it (directly or not) are held, with the reason; one W076 lists every pair', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ['02-02', '02-03', '02-04', '02-05'], excluded: SKIP_BACKEND }));
    expect(shape(schedule)).toEqual([
      [1, ['02-02', '02-06']],
      [2, ['02-05']],
    ]);
    expect(schedule.held).toEqual([
      { id: '02-03', wave: 2, needs: '02-01', by: '--skip-backend', reason: 'needs 02-01, which --skip-backend excludes' },
      { id: '02-04', wave: 3, needs: '02-01', by: '--skip-backend', through: ['02-03'], reason: 'needs 02-01 (through 02-03), which --skip-backend excludes' },
    ]);
    const w076 = schedule.diagnostics.filter((d) => d.code === 'W076');
    expect(w076.map((d) => d.message)).toEqual([
      '--skip-backend excluded unfinished plan(s) that kept plans need, so the plans that need them do not run either: 02-03 needs 02-01, 02-04 needs 02-01 (through 02-03).',
    ]);
    // an unfinished dependency the filter did not exclude is still pulled in
    expect(schedule.plans.find((p) => p.id === '02-06')).toMatchObject({ how: 'dependency', of: '02-05' });
  });

  test('held through an unfinished plan that is not selected: that plan is not pulled in either', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ['02-04'], excluded: SKIP_BACKEND }));
    expect(schedule.plans).toEqual([]);
    expect(schedule.held?.map((h) => [h.id, h.through])).toEqual([['02-04', ['02-03']]]);
  });

  test('a done excluded dependency is met: nothing is held', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ['02-03'], excluded: SKIP_BACKEND, done: [{ id: '02-01', reason: 'done' }] }));
    expect(shape(schedule)).toEqual([[2, ['02-03']]]);
    expect(schedule.held).toEqual([]);
  });

  test("dependencies: 'refuse' still refuses (E062)", () => {
    const result = scheduleWaves({ plans: PHASE, selected: ['02-03'], excluded: SKIP_BACKEND, options: { dependencies: 'refuse' } });
    expect(!result.ok && result.errors.map((e) => e.code)).toEqual(['E062']);
  });

  test('dependents the filter excludes are not added (nor what is reached only through them)', () => {
    const plans = [
      wavePlan('02-01'),
      wavePlan('02-02', { wave: 2, dependsOn: ['02-01'] }),
      wavePlan('02-03', { wave: 3, dependsOn: ['02-02'] }),
      wavePlan('02-04', { wave: 2, dependsOn: ['02-01'] }),
    ];
    const schedule = ok(scheduleWaves({ plans, selected: ['02-01'], excluded: [{ id: '02-02', by: '--just-document' }], options: { dependents: true } }));
    expect(shape(schedule)).toEqual([
      [1, ['02-01']],
      [2, ['02-04']],
    ]);
    expect(schedule.diagnostics.find((d) => d.code === 'I023')?.message).toBe(
      'Added 1 plan(s) that depend on the selected plans: 02-04 (dependent of 02-01). Left out 1 dependent(s) the filter excludes: 02-02 (--just-document).',
    );
  });
});

// ---------------------------------------------------------------------------
// Properties: any dependencies within the phase
// ---------------------------------------------------------------------------

const N = 10;
const anyPhase = fc
  .record({
    waves: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: N }),
    deps: fc.array(fc.array(fc.nat({ max: N - 1 }), { maxLength: 3 }), { minLength: N, maxLength: N }),
    selectedMask: fc.array(fc.boolean(), { minLength: N, maxLength: N }),
    doneMask: fc.array(fc.boolean(), { minLength: N, maxLength: N }),
    excludedMask: fc.array(fc.boolean(), { minLength: N, maxLength: N }),
    includeDone: fc.boolean(),
    dependents: fc.boolean(),
    acyclic: fc.boolean(),
  })
  .map(({ waves, deps, selectedMask, doneMask, excludedMask, includeDone, dependents, acyclic }) => {
    const ids = waves.map((_, i) => `04-${String(i + 1).padStart(2, '0')}`);
    // acyclic: a plan depends only on plans listed before it (any wave); otherwise on any plan
    const plans: WavePlan[] = waves.map((wave, i) => {
      const targets = (deps[i] ?? []).filter((j) => j < waves.length && (!acyclic || j < i)).map((j) => ids[j] as string);
      return wavePlan(ids[i] as string, { wave, dependsOn: [...new Set(targets)] });
    });
    const selected = ids.filter((_, i) => selectedMask[i]);
    const input: ScheduleInput = {
      plans,
      selected,
      done: ids.filter((_, i) => doneMask[i]).map((id) => ({ id, reason: 'done' })),
      excluded: ids.filter((id, i) => excludedMask[i] && !selected.includes(id)).map((id) => ({ id, by: '--skip-backend' })),
      options: { includeDone, dependents },
    };
    return input;
  });

describe('dependency order: properties', () => {
  test('every scheduled plan runs after all of its scheduled dependencies', () => {
    fc.assert(
      fc.property(anyPhase, (input) => {
        const result = scheduleWaves(input);
        if (!result.ok) return;
        const runsIn = new Map(result.schedule.plans.map((p) => [p.id, p.wave] as const));
        for (const plan of input.plans) {
          if (!runsIn.has(plan.id)) continue;
          for (const d of plan.dependsOn) if (runsIn.has(d)) expect(runsIn.get(d)).toBeLessThan(runsIn.get(plan.id) as number);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('no plan runs earlier than its declared wave', () => {
    fc.assert(
      fc.property(anyPhase, (input) => {
        const result = scheduleWaves(input);
        if (!result.ok) return;
        const declared = new Map(input.plans.map((p) => [p.id, p.wave] as const));
        for (const p of result.schedule.plans) {
          expect(p.wave).toBeGreaterThanOrEqual(declared.get(p.id) as number);
          expect(p.declaredWave === undefined).toBe(p.wave === declared.get(p.id));
        }
      }),
      { numRuns: 400 },
    );
  });

  test('the schedule is the earliest one with both properties (each plan at its declared wave or just after a dependency), and W075 names each moved plan once', () => {
    fc.assert(
      fc.property(anyPhase, (input) => {
        const result = scheduleWaves(input);
        if (!result.ok) return;
        const byId = new Map(input.plans.map((p) => [p.id, p] as const));
        const runsIn = new Map(result.schedule.plans.map((p) => [p.id, p.wave] as const));
        for (const p of result.schedule.plans) {
          const floors = [
            (byId.get(p.id) as WavePlan).wave,
            ...(byId.get(p.id) as WavePlan).dependsOn.filter((d) => runsIn.has(d) && d !== p.id).map((d) => (runsIn.get(d) as number) + 1),
          ];
          expect(p.wave).toBe(Math.max(...floors));
        }
        const moved = result.schedule.plans.filter((p) => p.declaredWave !== undefined).map((p) => p.id);
        const warned = result.schedule.diagnostics.filter((d) => d.code === 'W075').map((d) => d.message.split(' ')[0]);
        expect(warned.sort()).toEqual(moved.sort());
        // waves are grouped by the wave run in, ascending, with consecutive job slots
        result.schedule.waves.forEach((w, k) => {
          expect(w.slot).toBe(k + 1);
          for (const id of w.plans) expect(runsIn.get(id)).toBe(w.wave);
          if (k > 0) expect(w.wave).toBeGreaterThan((result.schedule.waves[k - 1] as { wave: number }).wave);
        });
      }),
      { numRuns: 400 },
    );
  });

  test('a cycle is always refused (E066) when the route runs a plan on it, and only then', () => {
    fc.assert(
      fc.property(anyPhase, (input) => {
        const cycles = dependencyCycles(new Map(input.plans.map((p) => [p.id, p] as const)));
        const all = { ...input, selected: input.plans.map((p) => p.id), excluded: [], options: { includeDone: true } };
        const result = scheduleWaves(all);
        if (cycles.length > 0) {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.errors.map((e) => e.code)).toContain('E066');
        } else expect(result.ok).toBe(true);
        // whatever the selection, a schedule never contains a whole cycle
        const partial = scheduleWaves(input);
        if (partial.ok) {
          const scheduled = new Set(partial.schedule.plans.map((p) => p.id));
          for (const cycle of cycles) expect(cycle.every((id) => scheduled.has(id))).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('a plan the filter excludes is never scheduled unless selected, and no scheduled plan needs one that is unfinished', () => {
    fc.assert(
      fc.property(anyPhase, (input) => {
        const result = scheduleWaves(input);
        if (!result.ok) return;
        const excluded = new Set((input.excluded ?? []).map((e) => e.id));
        const done = new Set((input.done ?? []).map((d) => d.id));
        const scheduled = new Set(result.schedule.plans.map((p) => p.id));
        for (const id of excluded) expect(scheduled.has(id)).toBe(false);
        for (const plan of input.plans) {
          if (!scheduled.has(plan.id)) continue;
          for (const d of plan.dependsOn) if (d !== plan.id && !done.has(d)) expect(scheduled.has(d)).toBe(true);
        }
        for (const h of result.schedule.held ?? []) expect(scheduled.has(h.id)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
});

describe('long chains', () => {
  test('20,000 plans in one dependency chain, all declaring wave 1: one wave each, no stack overflow; held through at most five plans', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `05-${String(i + 1).padStart(4, '0')}`);
    const plans = ids.map((id, i) => wavePlan(id, { dependsOn: i === 0 ? [] : [ids[i - 1] as string] }));
    const last = ids[ids.length - 1] as string;
    const all = ok(scheduleWaves({ plans, selected: [last] }));
    expect(all.waves).toHaveLength(20_000);
    expect(all.plans.find((p) => p.id === last)?.wave).toBe(20_000);
    const held = ok(scheduleWaves({ plans, selected: [last], excluded: [{ id: ids[0] as string, by: '--skip-backend' }] }));
    expect(held.plans).toEqual([]);
    expect(held.held?.[0]).toMatchObject({ id: last, needs: ids[0], through: ids.slice(-6, -1).reverse() });
  });
});

describe('the schedule for people', () => {
  test('moved plans and held plans each get a line', async () => {
    const { renderWaveSchedule } = await import('../../../src/core/waves/render-wave-schedule.js');
    const plans = [wavePlan('02-01'), wavePlan('02-02'), wavePlan('02-03', { dependsOn: ['02-02'] }), wavePlan('02-04', { wave: 2, dependsOn: ['02-01'] })];
    const schedule = ok(scheduleWaves({ plans, selected: ['02-02', '02-03', '02-04'], excluded: [{ id: '02-01', by: '--skip-backend' }] }));
    expect(renderWaveSchedule(schedule)).toEqual([
      'Wave 1: 02-02 → Wave 2: 02-03',
      'Later than declared: 02-03 (wave 1 → 2, after 02-02)',
      'Not run (the filter excludes what they need): 02-04 (needs 02-01, which --skip-backend excludes)',
    ]);
  });
});
