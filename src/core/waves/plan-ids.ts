import type { WavePlan } from './wave-types.js';

const PLAN_ID = /^(\d{1,4})-(\d{1,4})$/;
const PHASE_PREFIX = /^(\d{1,4})-/;

/** The phase number in an `NN-PP` id (`16-01` → 16), or undefined for other ids. */
export function idPhase(id: string): number | undefined {
  const match = PLAN_ID.exec(id);
  return match ? Number(match[1]) : undefined;
}

/** The phase a plan belongs to: its declared phase, else its id's `NN-` prefix. */
export function planPhase(plan: WavePlan): number | undefined {
  if (typeof plan.phase === 'number' && Number.isInteger(plan.phase)) return plan.phase;
  const match = PHASE_PREFIX.exec(plan.id);
  return match ? Number(match[1]) : undefined;
}

/** Plan order: `NN-PP` ids by phase then plan number (so 01-9 < 01-10), others after, by code unit. */
export function compareIds(a: string, b: string): number {
  const ma = PLAN_ID.exec(a);
  const mb = PLAN_ID.exec(b);
  if (ma && mb) return Number(ma[1]) - Number(mb[1]) || Number(ma[2]) - Number(mb[2]) || (a < b ? -1 : a > b ? 1 : 0);
  if (ma) return -1;
  if (mb) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `a, b, c and 4 more`: at most `max` items named. */
export function listIds(ids: readonly string[], max = 5): string {
  const shown = ids.slice(0, max).join(', ');
  return ids.length > max ? `${shown} and ${ids.length - max} more` : shown;
}
