/**
 * Wave schedule rules (issue #9 §3–4; Legion wave executor principles 1 and 7): done plans are
 * skipped with their reason unless re-included; an unfinished dependency is pulled in, in its
 * own earlier wave, or refused (E062); dependents can be added ("affected"); shared files warn;
 * shared sequential_files make a wave sequential.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scheduleWaves } from '../../../src/core/waves/schedule-waves.js';
import type { ScheduleInput, ScheduleResult, WaveSchedule } from '../../../src/core/waves/wave-types.js';
import { wavePlan } from './support.js';

function ok(result: ScheduleResult): WaveSchedule {
  if (!result.ok) throw new Error(`expected a schedule, got ${result.errors.map((e) => `${e.code} ${e.message}`).join('; ')}`);
  return result.schedule;
}
const shape = (schedule: WaveSchedule): [number, string[]][] => schedule.waves.map((w) => [w.wave, w.plans]);
const codes = (schedule: WaveSchedule): string[] => schedule.diagnostics.map((d) => d.code);

// 02-01, 02-02 (wave 1) ← 02-03 (wave 2) ← 02-04 (wave 3); 02-05 (wave 3) alone
const PHASE = [
  wavePlan('02-01', { filesModified: ['src/a.ts'] }),
  wavePlan('02-02', { filesModified: ['src/b.ts'] }),
  wavePlan('02-03', { wave: 2, dependsOn: ['02-01', '02-02'] }),
  wavePlan('02-04', { wave: 3, dependsOn: ['02-03'] }),
  wavePlan('02-05', { wave: 3 }),
];
const ALL = PHASE.map((p) => p.id);

describe('scheduleWaves: waves', () => {
  test('every selected plan in its wave, waves ascending, plan order within a wave', () => {
    const schedule = ok(scheduleWaves({ plans: [...PHASE].reverse(), selected: [...ALL].reverse() }));
    expect(shape(schedule)).toEqual([
      [1, ['02-01', '02-02']],
      [2, ['02-03']],
      [3, ['02-04', '02-05']],
    ]);
    expect(schedule.waves.map((w) => w.slot)).toEqual([1, 2, 3]);
    expect(schedule.plans.every((p) => p.how === 'selected' && p.reason === 'selected')).toBe(true);
    expect(schedule.diagnostics).toEqual([]);
  });

  test('empty waves are left out and slots are dense; the plan wave number is kept', () => {
    const schedule = ok(
      scheduleWaves({ plans: [wavePlan('02-01', { wave: 0 }), wavePlan('02-02', { wave: 4 }), wavePlan('02-03', { wave: 7 })], selected: ['02-01', '02-02', '02-03'] }),
    );
    expect(schedule.waves.map((w) => [w.slot, w.wave])).toEqual([
      [1, 0],
      [2, 4],
      [3, 7],
    ]);
  });

  test('plan numbers order numerically (01-9 before 01-10); unknown selected ids are ignored', () => {
    const schedule = ok(scheduleWaves({ plans: [wavePlan('01-10'), wavePlan('01-9'), wavePlan('01-02')], selected: ['01-10', '01-9', '01-02', '01-77'] }));
    expect(shape(schedule)).toEqual([[1, ['01-02', '01-9', '01-10']]]);
  });

  test('nothing selected: no waves', () => {
    expect(ok(scheduleWaves({ plans: PHASE, selected: [] })).waves).toEqual([]);
  });

  test('a wave-map error in a plan the route runs stops the schedule (a cycle, E066)', () => {
    const result = scheduleWaves({ plans: [wavePlan('02-01', { dependsOn: ['02-02'] }), wavePlan('02-02', { dependsOn: ['02-01'] })], selected: ['02-02'] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => [e.code, e.message])).toEqual([
      ['E066', 'Plans 02-01 \u2192 02-02 \u2192 02-01 depend on each other in a cycle: none of them can run first.'],
    ]);
  });

  test('a wave-map error in a plan the route does not run (nor need) is a warning W074: the route goes on', () => {
    const result = scheduleWaves({ plans: [wavePlan('02-01'), wavePlan('02-02', { dependsOn: ['02-03'] }), wavePlan('02-03', { dependsOn: ['02-02'] })], selected: ['02-01'] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.schedule.waves.map((w) => w.plans)).toEqual([['02-01']]);
    expect(result.schedule.diagnostics.map((d) => [d.code, d.severity])).toContainEqual(['W074', 'warning']);
  });

  // Until issue 24 a dependency on a plan of the same wave refused the route (E061); Legion's
  // executor runs such phases (it checks only that the dependency has a SUMMARY.md), and the order
  // is clear: the plan runs one wave later, with a warning.
  test('a dependency on a plan of the same wave moves the plan one wave later (W075), and later plans with it', () => {
    const plans = [wavePlan('02-00'), wavePlan('02-01', { dependsOn: ['02-00'] }), wavePlan('02-02', { wave: 2, dependsOn: ['02-01'] }), wavePlan('02-03', { wave: 2 })];
    const schedule = ok(scheduleWaves({ plans, selected: plans.map((p) => p.id) }));
    expect(shape(schedule)).toEqual([
      [1, ['02-00']],
      [2, ['02-01', '02-03']],
      [3, ['02-02']],
    ]);
    expect(schedule.diagnostics.filter((d) => d.code === 'W075').map((d) => d.message)).toEqual([
      '02-01 declares wave 1 but depends on 02-00 (wave 1): runs in wave 2.',
      '02-02 declares wave 2 but depends on 02-01 (wave 2): runs in wave 3.',
    ]);
    expect(schedule.plans.find((p) => p.id === '02-01')).toMatchObject({ wave: 2, declaredWave: 1, after: '02-00' });
  });

  test('a dependency on a plan of a later wave runs the plan after it; a done same-wave dependency is simply met', () => {
    const plans = [wavePlan('02-01', { dependsOn: ['02-02'] }), wavePlan('02-02', { wave: 3 })];
    expect(shape(ok(scheduleWaves({ plans, selected: ['02-01', '02-02'] })))).toEqual([
      [3, ['02-02']],
      [4, ['02-01']],
    ]);
    const met = ok(scheduleWaves({ plans: [wavePlan('02-01'), wavePlan('02-02', { dependsOn: ['02-01'] })], selected: ['02-02'], done: [{ id: '02-01', reason: 'done' }] }));
    expect(shape(met)).toEqual([[1, ['02-02']]]);
    expect(met.diagnostics.map((d) => d.code)).not.toContain('W075');
  });

  test('a wave-map error in a dependency of a selected plan still stops the schedule', () => {
    const plans = [wavePlan('02-01', { dependsOn: ['02-09'] }), wavePlan('02-02', { wave: 2, dependsOn: ['02-01'] })];
    const result = scheduleWaves({ plans, selected: ['02-02'] });
    expect(!result.ok && result.errors.map((e) => e.code)).toEqual(['E060']);
  });
});

describe('scheduleWaves: done plans', () => {
  const done = [{ id: '02-01', reason: '02-01-SUMMARY.md: outcome success' }];

  test('done plans are skipped and listed with the reason (I021)', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ALL, done }));
    expect(shape(schedule)).toEqual([
      [1, ['02-02']],
      [2, ['02-03']],
      [3, ['02-04', '02-05']],
    ]);
    expect(schedule.done).toEqual([{ id: '02-01', wave: 1, reason: '02-01-SUMMARY.md: outcome success' }]);
    expect(codes(schedule)).toEqual(['I021']);
    expect(schedule.diagnostics[0]?.message).toContain('02-01 (02-01-SUMMARY.md: outcome success)');
  });

  test('includeDone re-runs them, with a note (I024)', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ALL, done, options: { includeDone: true } }));
    expect(schedule.waves[0]?.plans).toEqual(['02-01', '02-02']);
    expect(schedule.done).toEqual([]);
    expect(schedule.plans.find((p) => p.id === '02-01')).toMatchObject({ rerun: '02-01-SUMMARY.md: outcome success', how: 'selected' });
    expect(codes(schedule)).toEqual(['I024']);
  });

  // Legion's phase 37: 37-03 (done) depends on 37-01 in its own wave; 37-04 (wave 2) depends on both.
  const phase37 = [wavePlan('02-01'), wavePlan('02-03', { dependsOn: ['02-01'] }), wavePlan('02-04', { wave: 2, dependsOn: ['02-01', '02-03'] })];
  const bothDone = [
    { id: '02-01', reason: 'Status: Complete' },
    { id: '02-03', reason: 'Status: Complete' },
  ];

  test('a same-wave dependency on a done plan is met: nothing moves, nothing is refused', () => {
    for (const includeDone of [false, true]) {
      const schedule = ok(scheduleWaves({ plans: phase37, selected: ['02-04'], done: bothDone, options: { includeDone } }));
      expect(shape(schedule)).toEqual([[2, ['02-04']]]);
      expect(schedule.diagnostics.map((d) => d.code)).not.toContain('W074');
    }
  });

  test('when the dependent runs too (pulled, or done and re-run) it runs after its dependency', () => {
    const pulled = ok(scheduleWaves({ plans: phase37, selected: ['02-04'], done: bothDone.slice(0, 1) }));
    expect(shape(pulled)).toEqual([
      [1, ['02-03']],
      [2, ['02-04']],
    ]);
    const rerun = ok(scheduleWaves({ plans: phase37, selected: ['02-01', '02-03', '02-04'], done: bothDone, options: { includeDone: true } }));
    expect(shape(rerun)).toEqual([
      [1, ['02-01']],
      [2, ['02-03']],
      [3, ['02-04']],
    ]);
    expect(rerun.diagnostics.filter((d) => d.code === 'W075').map((d) => d.message)).toEqual([
      '02-03 declares wave 1 but depends on 02-01 (wave 1): runs in wave 2.',
      '02-04 declares wave 2 but depends on 02-03 (wave 2): runs in wave 3.',
    ]);
  });

  test('a done dependency is satisfied: it is not pulled in', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ['02-03'], done: [...done, { id: '02-02', reason: 'Status: Complete' }] }));
    expect(shape(schedule)).toEqual([[2, ['02-03']]]);
  });

  test('a done reason is one bounded line', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ['02-01'], done: [{ id: '02-01', reason: `ok\n\u001b[31mred\r\n${'x'.repeat(500)}` }] }));
    expect(schedule.done[0]?.reason).toMatch(/^ok \[31mred x+…$/);
    expect(schedule.done[0]?.reason.length).toBeLessThanOrEqual(201);
  });
});

describe('scheduleWaves: unfinished dependencies', () => {
  test('pulled in transitively, each in its own earlier wave, with "dependency of X" (I022)', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ['02-04'] }));
    expect(shape(schedule)).toEqual([
      [1, ['02-01', '02-02']],
      [2, ['02-03']],
      [3, ['02-04']],
    ]);
    const reasons = Object.fromEntries(schedule.plans.map((p) => [p.id, p.reason]));
    expect(reasons).toEqual({ '02-01': 'dependency of 02-03', '02-02': 'dependency of 02-03', '02-03': 'dependency of 02-04', '02-04': 'selected' });
    expect(schedule.plans.find((p) => p.id === '02-03')).toMatchObject({ how: 'dependency', of: '02-04' });
    expect(codes(schedule)).toEqual(['I022']);
  });

  test('only unfinished dependencies are pulled: a done one stops the chain', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ['02-04'], done: [{ id: '02-03', reason: 'done' }] }));
    expect(shape(schedule)).toEqual([[3, ['02-04']]]);
  });

  test('a long chain is pulled in whole, iteratively (2,000 plans, one wave each)', () => {
    const plans = Array.from({ length: 2000 }, (_, i) =>
      wavePlan(`09-${String(i + 1).padStart(4, '0')}`, { wave: i + 1, dependsOn: i === 0 ? [] : [`09-${String(i).padStart(4, '0')}`] }),
    );
    const schedule = ok(scheduleWaves({ plans, selected: ['09-2000'] }));
    expect(schedule.waves).toHaveLength(2000);
    expect(schedule.plans.filter((p) => p.how === 'dependency')).toHaveLength(1999);
    expect(schedule.plans[0]).toMatchObject({ id: '09-0001', reason: 'dependency of 09-0002' });
  });

  test("with dependencies: 'refuse' a coded error names both plans (E062)", () => {
    const result = scheduleWaves({ plans: PHASE, selected: ['02-03'], done: [{ id: '02-01', reason: 'done' }], options: { dependencies: 'refuse' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.code)).toEqual(['E062']);
    expect(result.errors[0]?.message).toBe('Plan 02-03 depends on 02-02 (wave 1), which is neither done nor selected.');
    expect(result.errors[0]?.file).toBe('.planning/phases/02-api/02-03-PLAN.md');
  });

  test("'refuse' is fine when every dependency is done or selected", () => {
    expect(ok(scheduleWaves({ plans: PHASE, selected: ['02-02', '02-03'], done: [{ id: '02-01', reason: 'done' }], options: { dependencies: 'refuse' } })).plans).toHaveLength(2);
  });

  test('a dependency on an earlier phase is reported (W071), not pulled', () => {
    const schedule = ok(scheduleWaves({ plans: [wavePlan('16-01', { dependsOn: ['15-01'] })], selected: ['16-01'] }));
    expect(shape(schedule)).toEqual([[1, ['16-01']]]);
    expect(codes(schedule)).toEqual(['W071']);
    expect(schedule.diagnostics[0]?.message).toContain('16-01 → 15-01');
  });
});

describe('scheduleWaves: dependents (affected)', () => {
  test('transitive dependents of the selected plans are added with "dependent of X" (I023)', () => {
    const schedule = ok(scheduleWaves({ plans: PHASE, selected: ['02-01'], options: { dependents: true } }));
    // 02-03 depends on 02-02 too, which is pulled in
    expect(shape(schedule)).toEqual([
      [1, ['02-01', '02-02']],
      [2, ['02-03']],
      [3, ['02-04']],
    ]);
    const reasons = Object.fromEntries(schedule.plans.map((p) => [p.id, p.reason]));
    expect(reasons).toEqual({ '02-01': 'selected', '02-02': 'dependency of 02-03', '02-03': 'dependent of 02-01', '02-04': 'dependent of 02-01' });
    expect(codes(schedule)).toEqual(['I023', 'I022']);
  });

  test('off by default', () => {
    expect(shape(ok(scheduleWaves({ plans: PHASE, selected: ['02-01'] })))).toEqual([[1, ['02-01']]]);
  });

  test('done dependents are skipped like any done plan', () => {
    const schedule = ok(
      scheduleWaves({
        plans: PHASE,
        selected: ['02-03'],
        done: [
          { id: '02-04', reason: 'done' },
          { id: '02-01', reason: 'done' },
          { id: '02-02', reason: 'done' },
        ],
        options: { dependents: true },
      }),
    );
    expect(shape(schedule)).toEqual([[2, ['02-03']]]);
    expect(schedule.done.map((d) => d.id)).toEqual(['02-04']);
  });
});

describe('scheduleWaves: conflicts within a wave', () => {
  test('two plans of one wave declaring the same file warn (W070), naming plans and file', () => {
    const plans = [
      wavePlan('02-01', { filesModified: ['./src/api//x.ts', 'a/'] }),
      wavePlan('02-02', { filesModified: ['src/api/x.ts'] }),
      wavePlan('02-03', { wave: 2, filesModified: ['src/api/x.ts'] }),
    ];
    const schedule = ok(scheduleWaves({ plans, selected: ['02-01', '02-02', '02-03'] }));
    expect(codes(schedule)).toEqual(['W070']);
    expect(schedule.diagnostics[0]?.message).toBe('Wave 1: plans 02-01, 02-02 declare the same files_modified entry src/api/x.ts and run in parallel.');
    expect(schedule.waves.every((w) => !w.sequential)).toBe(true);
  });

  test('no warning when the other plan is not scheduled, or in another wave', () => {
    const plans = [wavePlan('02-01', { filesModified: ['x'] }), wavePlan('02-02', { filesModified: ['x'] }), wavePlan('02-03', { wave: 2, filesModified: ['x'] })];
    expect(codes(ok(scheduleWaves({ plans, selected: ['02-01', '02-03'] })))).toEqual([]);
  });

  test('shared sequential_files make that wave sequential (I020), others stay parallel', () => {
    const plans = [
      wavePlan('08-01', { sequentialFiles: ['skills/codebase-mapper/SKILL.md'] }),
      wavePlan('08-02', { sequentialFiles: ['skills/codebase-mapper/SKILL.md', 'other.md'] }),
      wavePlan('08-03', { wave: 2, sequentialFiles: ['other.md'] }),
      wavePlan('08-04', { wave: 2, sequentialFiles: [] }),
    ];
    const schedule = ok(scheduleWaves({ plans, selected: plans.map((p) => p.id) }));
    expect(schedule.waves.map((w) => [w.wave, w.sequential, w.sequentialFiles])).toEqual([
      [1, true, ['skills/codebase-mapper/SKILL.md']],
      [2, false, []],
    ]);
    expect(codes(schedule)).toEqual(['I020']);
    expect(schedule.diagnostics[0]?.message).toBe('Wave 1 runs one job at a time: plans 08-01, 08-02 share sequential_files skills/codebase-mapper/SKILL.md.');
  });

  test('a sequential file alone in its wave (the other plan done) keeps the wave parallel', () => {
    const plans = [wavePlan('08-01', { sequentialFiles: ['s.md'] }), wavePlan('08-02', { sequentialFiles: ['s.md'] })];
    expect(ok(scheduleWaves({ plans, selected: ['08-01', '08-02'], done: [{ id: '08-02', reason: 'done' }] })).waves[0]?.sequential).toBe(false);
  });
});

// ---------------------------------------------------------------------------
// Properties over random valid phases
// ---------------------------------------------------------------------------

interface RandomPhase {
  input: ScheduleInput;
}

/** A random phase whose depends_on always point at lower waves (a valid wave map). */
const randomPhase: fc.Arbitrary<RandomPhase> = fc
  .record({
    waves: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 14 }),
    depSeeds: fc.array(fc.array(fc.nat(), { maxLength: 3 }), { minLength: 14, maxLength: 14 }),
    selectedMask: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
    doneMask: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
    includeDone: fc.boolean(),
    dependents: fc.boolean(),
    refuse: fc.boolean(),
  })
  .map(({ waves, depSeeds, selectedMask, doneMask, includeDone, dependents, refuse }) => {
    const ids = waves.map((_, i) => `03-${String(i + 1).padStart(2, '0')}`);
    const plans = waves.map((wave, i) => {
      const lower = ids.filter((_, j) => (waves[j] as number) < wave);
      const dependsOn = lower.length === 0 ? [] : [...new Set((depSeeds[i] ?? []).map((seed) => lower[seed % lower.length] as string))];
      return wavePlan(ids[i] as string, { wave, dependsOn, filesModified: [`f${i % 3}`], sequentialFiles: i % 4 === 0 ? ['seq'] : [] });
    });
    return {
      input: {
        plans,
        selected: ids.filter((_, i) => selectedMask[i]),
        done: ids.filter((_, i) => doneMask[i]).map((id) => ({ id, reason: 'done' })),
        options: { includeDone, dependents, dependencies: refuse ? 'refuse' : 'pull' },
      } satisfies ScheduleInput,
    };
  });

describe('scheduleWaves: properties', () => {
  test('every scheduled plan exactly once; waves ascending and non-empty; dependencies done or earlier', () => {
    fc.assert(
      fc.property(randomPhase, ({ input }) => {
        const result = scheduleWaves(input);
        if (!result.ok) {
          // only 'refuse' may fail on a valid map, and only with E062
          expect(input.options?.dependencies).toBe('refuse');
          expect(result.errors.every((e) => e.code === 'E062')).toBe(true);
          return;
        }
        const { schedule } = result;
        const ids = schedule.waves.flatMap((w) => w.plans);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.sort()).toEqual(schedule.plans.map((p) => p.id).sort());
        schedule.waves.forEach((w, i) => {
          expect(w.slot).toBe(i + 1);
          expect(w.plans.length).toBeGreaterThan(0);
          if (i > 0) expect(w.wave).toBeGreaterThan((schedule.waves[i - 1] as { wave: number }).wave);
        });
        const slotOf = new Map(schedule.waves.flatMap((w) => w.plans.map((id) => [id, w.slot] as const)));
        const done = new Set((input.done ?? []).map((d) => d.id));
        const byId = new Map(input.plans.map((p) => [p.id, p]));
        for (const [id, slot] of slotOf) {
          for (const dependency of byId.get(id)?.dependsOn ?? []) {
            if (done.has(dependency)) continue;
            expect(slotOf.get(dependency)).toBeLessThan(slot);
          }
        }
        const includeDone = input.options?.includeDone === true;
        for (const id of input.selected) {
          if (done.has(id) && !includeDone) {
            expect(slotOf.has(id)).toBe(false);
            expect(schedule.done.some((d) => d.id === id)).toBe(true);
          } else expect(slotOf.has(id)).toBe(true);
        }
        if (!includeDone) for (const id of slotOf.keys()) expect(done.has(id)).toBe(false);
        if (input.options?.dependents) {
          // every plan reachable from a selected plan through dependents is scheduled or done-skipped
          const skipped = new Set(schedule.done.map((d) => d.id));
          const reach = new Set(input.selected);
          let grew = true;
          while (grew) {
            grew = false;
            for (const plan of input.plans) {
              if (!reach.has(plan.id) && plan.dependsOn.some((d) => reach.has(d))) {
                reach.add(plan.id);
                grew = true;
              }
            }
          }
          for (const id of reach) expect(slotOf.has(id) || skipped.has(id)).toBe(true);
        }
        for (const wave of schedule.waves) {
          const sharing = wave.plans.filter((id) => (byId.get(id)?.sequentialFiles ?? []).includes('seq'));
          expect(wave.sequential).toBe(sharing.length >= 2);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('the schedule does not depend on the order plans or selections are given in', () => {
    fc.assert(
      fc.property(randomPhase, fc.integer(), ({ input }, seed) => {
        const shuffle = <T>(list: readonly T[]): T[] => {
          const copy = [...list];
          let s = seed;
          for (let i = copy.length - 1; i > 0; i--) {
            s = (s * 1103515245 + 12345) & 0x7fffffff;
            const j = s % (i + 1);
            [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
          }
          return copy;
        };
        const a = scheduleWaves(input);
        const b = scheduleWaves({ ...input, plans: shuffle(input.plans), selected: shuffle(input.selected) });
        expect(b.ok).toBe(a.ok);
        if (a.ok && b.ok) {
          expect(b.schedule.waves).toEqual(a.schedule.waves);
          expect(b.schedule.plans.map((p) => [p.id, p.how])).toEqual(a.schedule.plans.map((p) => [p.id, p.how]));
        }
      }),
      { numRuns: 200 },
    );
  });
});
