import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compareIds } from '../../../src/core/waves/plan-ids.js';

/** The order compareIds had with a regular expression: the reference of the property below. */
const PLAN_ID = /^(\d{1,4})-(\d{1,4})$/;
function compareIdsByRegExp(a: string, b: string): number {
  const ma = PLAN_ID.exec(a);
  const mb = PLAN_ID.exec(b);
  if (ma && mb) return Number(ma[1]) - Number(mb[1]) || Number(ma[2]) - Number(mb[2]) || (a < b ? -1 : a > b ? 1 : 0);
  if (ma) return -1;
  if (mb) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const sign = (n: number): number => Math.sign(n);
const digits = fc.array(fc.constantFrom('0', '1', '9', '5'), { minLength: 0, maxLength: 6 }).map((d) => d.join(''));
const id = fc.oneof(
  fc.tuple(digits, digits).map(([a, b]) => `${a}-${b}`),
  fc.tuple(digits, fc.constantFrom('-', '--', '_', ' -', '-\n', '\n', 'a', '٣', '-x'), digits).map(([a, s, b]) => `${a}${s}${b}`),
  fc.string({ maxLength: 8 }),
);

describe('compareIds without a regular expression', () => {
  test('cases', () => {
    expect(sign(compareIds('01-9', '01-10'))).toBe(-1);
    expect(sign(compareIds('1-1', '01-01'))).toBe(1);
    expect(compareIds('0001-0001', '0001-0001')).toBe(0);
    expect(sign(compareIds('00001-1', '1-1'))).toBe(1);
    expect(sign(compareIds('9999-9999', 'a'))).toBe(-1);
    expect(sign(compareIds('1-1\n', '1-2'))).toBe(1);
  });

  test('property: the same sign as the regular-expression order', () => {
    fc.assert(
      fc.property(id, id, (a, b) => {
        expect(sign(compareIds(a, b))).toBe(sign(compareIdsByRegExp(a, b)));
      }),
      { numRuns: 20000 },
    );
  });
});
