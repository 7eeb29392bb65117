/**
 * A parsed plan of phase 1 (`.planning/phases/01-x/<id>-PLAN.md`) declaring `filesModified`,
 * with the defaults a parsed plan without those fields has: the plan-selection and glob tests'
 * input. `extra` overrides any field.
 */
import type { Plan } from '../../src/core/types.js';

export function planFixture(id: string, filesModified: string[], extra: Partial<Plan> = {}): Plan {
  return {
    id,
    path: `.planning/phases/01-x/${id}-PLAN.md`,
    phaseDir: '01-x',
    phase: 1,
    wave: 1,
    dependsOn: [],
    agents: ['engineering-senior-developer'],
    autonomous: false,
    filesModified,
    filesForbidden: [],
    taskTypes: [],
    taskTypesInferred: true,
    diagnostics: [],
    ...extra,
  };
}
