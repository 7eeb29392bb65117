/**
 * `--plan` selection (src/core/plans/named-plans.ts): the names resolve to plan ids, and the
 * schedule holds exactly the named plans and their unfinished dependencies, transitively, each
 * dependency in an earlier wave — property-tested over random wave maps and done sets.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyNamedPlans, resolvePlanNames, scheduleNamedPlans, suggestPlanId } from '../../../src/core/plans/named-plans.js';
import type { PlanDecision } from '../../../src/core/types.js';
import type { WavePlan } from '../../../src/core/waves/wave-types.js';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 300);
const id = (n: number): string => `03-${String(n + 1).padStart(2, '0')}`;

/** A valid wave map: plan i has wave w_i; it depends only on plans of lower waves. */
const waveMap = fc.integer({ min: 1, max: 14 }).chain((count) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 5 }), { minLength: count, maxLength: count }),
      fc.array(fc.array(fc.nat({ max: count - 1 }), { maxLength: 4 }), { minLength: count, maxLength: count }),
      fc.array(fc.boolean(), { minLength: count, maxLength: count }),
      fc.array(fc.nat({ max: count - 1 }), { minLength: 1, maxLength: 5 }),
    )
    .map(([waves, deps, done, named]) => {
      const plans: WavePlan[] = waves.map((wave, i) => ({
        id: id(i),
        wave,
        dependsOn: [...new Set(deps[i]?.filter((d) => (waves[d] as number) < wave).map(id))],
        filesModified: [`src/p${i}.ts`],
        path: `.planning/phases/03-x/${id(i)}-PLAN.md`,
      }));
      return { plans, done: plans.filter((_, i) => done[i]).map((p) => ({ id: p.id, reason: 'SUMMARY.md: success' })), named: named.map(id) };
    }),
);

/** The expected set: the named plans, and the dependencies reached through plans that are not done. */
function expected(plans: readonly WavePlan[], done: ReadonlySet<string>, named: readonly string[]): Set<string> {
  const byId = new Map(plans.map((p) => [p.id, p]));
  const out = new Set(named);
  const queue = [...named];
  while (queue.length > 0) {
    for (const dependency of byId.get(queue.pop() as string)?.dependsOn ?? []) {
      if (done.has(dependency) || out.has(dependency)) continue;
      out.add(dependency);
      queue.push(dependency);
    }
  }
  return out;
}

describe('scheduleNamedPlans', () => {
  test('exactly the named plans and their unfinished transitive dependencies, dependencies in earlier waves (property)', () => {
    fc.assert(
      fc.property(waveMap, fc.boolean(), ({ plans, done, named }, refuse) => {
        const doneIds = new Set(done.map((d) => d.id));
        const result = scheduleNamedPlans({ plans, named, done, dependencies: refuse ? 'refuse' : 'pull' });
        const want = expected(plans, doneIds, named);
        const needsPull = [...want].some((p) => !named.includes(p));
        if (refuse && needsPull) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const scheduled = result.schedule.plans.map((p) => p.id);
        expect(new Set(scheduled)).toEqual(want);
        expect(scheduled.length).toBe(want.size);
        const waveOf = new Map(plans.map((p) => [p.id, p.wave]));
        for (const plan of result.schedule.plans) {
          expect(plan.how).toBe(named.includes(plan.id) ? 'selected' : 'dependency');
          if (plan.how === 'dependency') expect(plan.reason).toMatch(/^dependency of \d+-\d+$/);
          for (const dependency of plans.find((p) => p.id === plan.id)?.dependsOn ?? []) {
            if (want.has(dependency)) expect(waveOf.get(dependency) as number).toBeLessThan(waveOf.get(plan.id) as number);
          }
        }
        // a named plan that is done runs again; no other done plan runs
        for (const id of scheduled) if (doneIds.has(id)) expect(named).toContain(id);
      }),
      { numRuns: RUNS },
    );
  });

  test('a named done plan runs again; its done dependency does not', () => {
    const plans: WavePlan[] = [
      { id: '01-01', wave: 1, dependsOn: [], filesModified: [] },
      { id: '01-02', wave: 2, dependsOn: ['01-01'], filesModified: [] },
    ];
    const done = [
      { id: '01-01', reason: 'done' },
      { id: '01-02', reason: 'done' },
    ];
    const result = scheduleNamedPlans({ plans, named: ['01-02'], done, dependencies: 'pull' });
    expect(result.ok && result.schedule.plans.map((p) => [p.id, p.rerun])).toEqual([['01-02', 'done']]);
  });
});

describe('resolvePlanNames', () => {
  const ids = ['01-01', '01-02', '01-10'];
  test('exact, by number, duplicates once, unknown as typed', () => {
    expect(resolvePlanNames(['01-02', '1-2', '01-02', '1-10', '01-03', '01-03'], ids)).toEqual({ found: ['01-02', '01-10'], unknown: ['01-03'] });
  });
  test('an ambiguous number matches nothing but the exact id', () => {
    expect(resolvePlanNames(['1-1', '01-01'], ['01-01', '1-01'])).toEqual({ found: ['01-01'], unknown: ['1-1'] });
  });
  test('did you mean: within edit distance 2 over the repository ids', () => {
    expect(suggestPlanId('01-09', ['01-01', '02-09'])).toBe('01-01');
    expect(suggestPlanId('07-77', ['01-01', '02-09'])).toBeNull();
  });
});

describe('applyNamedPlans', () => {
  const decision = (id: string, kept: boolean, status: PlanDecision['status']): PlanDecision => ({
    id,
    path: `${id}-PLAN.md`,
    kept,
    status,
    reasons: [],
    partial: false,
    files: [],
    excludedFiles: [],
    excludedAgents: [],
    excludedTaskTypes: [],
  });
  test('named plans kept whatever selectPlans decided; the others not, done stays done', () => {
    const out = applyNamedPlans(
      [decision('01-01', false, 'dropped'), decision('01-02', false, 'done'), decision('01-03', true, 'selected'), decision('01-04', false, 'done')],
      ['01-01', '01-02'],
    );
    expect(out.map((d) => [d.id, d.kept, d.status, d.reasons.at(-1)])).toEqual([
      ['01-01', true, 'selected', 'named by --plan'],
      ['01-02', true, 'selected', 'named by --plan: runs although done'],
      ['01-03', false, 'dropped', 'not named by --plan'],
      ['01-04', false, 'done', 'not named by --plan'],
    ]);
  });
});
