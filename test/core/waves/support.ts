import type { WavePlan } from '../../../src/core/waves/wave-types.js';

/** A plan of phase 2 in Legion's shape (`02-PP`), wave 1 with no dependencies unless given. */
export function wavePlan(id: string, fields: Partial<WavePlan> = {}): WavePlan {
  return { id, wave: 1, dependsOn: [], filesModified: [], path: `.planning/phases/02-api/${id}-PLAN.md`, ...fields };
}
