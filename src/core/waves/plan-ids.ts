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

/**
 * An `NN-PP` id (1–4 digits each side) as phase × 10,000 + plan number, or -1 for any other id:
 * the numbers PLAN_ID's two groups give, read without a regular expression (compareIds runs
 * n log n times in a sort; a match array per call was a large share of a big route's garbage).
 */
function idNumber(id: string): number {
  const length = id.length;
  let i = 0;
  let phase = 0;
  for (; i < length && i < 5; i++) {
    const code = id.charCodeAt(i) - 48;
    if (code < 0 || code > 9) break;
    phase = phase * 10 + code;
  }
  if (i === 0 || i > 4 || i === length || id.charCodeAt(i) !== 45 /* - */) return -1;
  const start = ++i;
  let plan = 0;
  for (; i < length; i++) {
    const code = id.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return -1;
    plan = plan * 10 + code;
  }
  const digits = i - start;
  return digits === 0 || digits > 4 ? -1 : phase * 10000 + plan;
}

/** Plan order: `NN-PP` ids by phase then plan number (so 01-9 < 01-10), others after, by code unit. */
export function compareIds(a: string, b: string): number {
  const na = idNumber(a);
  const nb = idNumber(b);
  if (na !== -1 && nb !== -1) return na - nb || (a < b ? -1 : a > b ? 1 : 0);
  if (na !== -1) return -1;
  if (nb !== -1) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `a, b, c and 4 more`: at most `max` items named. */
export function listIds(ids: readonly string[], max = 5): string {
  const shown = ids.slice(0, max).join(', ');
  return ids.length > max ? `${shown} and ${ids.length - max} more` : shown;
}
