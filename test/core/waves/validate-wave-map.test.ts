/**
 * Wave-map validation (Legion wave executor, plan discovery Step 5): depends_on must name a plan
 * of the phase in an earlier wave; errors name both plans.
 */
import { describe, expect, test } from 'vitest';
import { validateWaveMap } from '../../../src/core/waves/validate-wave-map.js';
import { wavePlan } from './support.js';

describe('validateWaveMap', () => {
  test('a well-formed map: no errors', () => {
    const plans = [wavePlan('02-01'), wavePlan('02-02'), wavePlan('02-03', { wave: 2, dependsOn: ['02-01', '02-02'] }), wavePlan('02-04', { wave: 3, dependsOn: ['02-01'] })];
    expect(validateWaveMap(plans)).toEqual([]);
  });

  test('wave 0 plans come before wave 1 (the schema allows wave 0)', () => {
    expect(validateWaveMap([wavePlan('02-00', { wave: 0 }), wavePlan('02-01', { dependsOn: ['02-00'] })])).toEqual([]);
  });

  test('E060: depends_on naming a plan that is not in the phase names both plans', () => {
    const [error, ...rest] = validateWaveMap([wavePlan('02-03', { wave: 2, dependsOn: ['02-09'] })]);
    expect(rest).toEqual([]);
    expect(error).toMatchObject({ code: 'E060', severity: 'blocker', file: '.planning/phases/02-api/02-03-PLAN.md' });
    expect(error?.message).toContain('02-03');
    expect(error?.message).toContain('02-09');
    expect(error?.hint).toContain('02-09');
  });

  test('E060: a dependency whose plan file could not be parsed', () => {
    const [error] = validateWaveMap([wavePlan('02-03', { wave: 2, dependsOn: ['02-01'] })], [], ['02-01']);
    expect(error?.code).toBe('E060');
    expect(error?.message).toMatch(/02-03.*02-01.*could not be parsed/);
  });

  test('a dependency with a SUMMARY but no plan file is satisfied (done)', () => {
    expect(validateWaveMap([wavePlan('02-03', { wave: 2, dependsOn: ['02-01'] })], ['02-01'])).toEqual([]);
  });

  // Until issue 24 these were E061: a dependency on a plan of the same or a later wave only
  // orders the plans now (scheduleWaves moves the dependent, W075); only a cycle is refused.
  test.each([
    ['same wave', 2, 2],
    ['later wave', 2, 3],
  ])('a dependency on a plan of the %s is not an error', (_, own, other) => {
    expect(validateWaveMap([wavePlan('02-01', { wave: other }), wavePlan('02-02', { wave: own, dependsOn: ['02-01'] })])).toEqual([]);
  });

  test('E066: a plan depending on itself', () => {
    expect(validateWaveMap([wavePlan('02-01', { dependsOn: ['02-01'] })])[0]).toMatchObject({
      code: 'E066',
      message: 'Plan 02-01 depends on itself (02-01 \u2192 02-01): it can never run.',
      file: '.planning/phases/02-api/02-01-PLAN.md',
    });
  });

  test('E066: a cycle is named once, from its lowest plan, in dependency order', () => {
    const errors = validateWaveMap([
      wavePlan('02-01'),
      wavePlan('02-02', { dependsOn: ['02-03'] }),
      wavePlan('02-03', { wave: 2, dependsOn: ['02-04'] }),
      wavePlan('02-04', { wave: 3, dependsOn: ['02-02', '02-01'] }),
    ]);
    expect(errors.map((e) => [e.code, e.message])).toEqual([
      ['E066', 'Plans 02-02 \u2192 02-03 \u2192 02-04 \u2192 02-02 depend on each other in a cycle: none of them can run first.'],
    ]);
  });

  test('dependencies on earlier phases are not wave-map errors; later phases are (E061)', () => {
    expect(validateWaveMap([wavePlan('02-01', { dependsOn: ['01-03'] })])).toEqual([]);
    expect(validateWaveMap([wavePlan('02-01', { dependsOn: ['03-01'] })])[0]?.code).toBe('E061');
    // the declared phase wins over the id prefix
    expect(validateWaveMap([wavePlan('x-plan', { phase: 2, dependsOn: ['01-03'] })])).toEqual([]);
  });

  test('every bad edge is reported, each dependency once', () => {
    const errors = validateWaveMap([
      wavePlan('02-01'),
      wavePlan('02-02', { dependsOn: ['02-01', '02-01', '02-07', '03-01'] }),
      wavePlan('02-03', { wave: 2, dependsOn: ['02-04'] }),
      wavePlan('02-04', { wave: 2, dependsOn: ['02-03'] }),
    ]);
    expect(errors.map((e) => e.code)).toEqual(['E060', 'E061', 'E066']);
  });

  test('E065: two plans with one id', () => {
    const errors = validateWaveMap([wavePlan('02-01', { path: 'a/02-01-PLAN.md' }), wavePlan('02-01', { path: 'b/02-01-plan.md' })]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'E065' });
    expect(errors[0]?.message).toContain('a/02-01-PLAN.md');
    expect(errors[0]?.message).toContain('b/02-01-plan.md');
  });

  test('an unsafe depends_on value never reaches a message', () => {
    const [error] = validateWaveMap([wavePlan('02-01', { dependsOn: ['$(curl evil)', '@octocat'] })]);
    expect(error?.code).toBe('E060');
    const all = validateWaveMap([wavePlan('02-01', { dependsOn: ['$(curl evil)', '@octocat'] })])
      .map((e) => `${e.message} ${e.hint}`)
      .join(' ');
    expect(all).not.toContain('$(');
    expect(all).not.toContain('@octocat');
  });
});
