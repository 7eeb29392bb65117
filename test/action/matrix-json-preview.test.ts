import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { matrixJsonPreview } from '../../src/action/summary.js';
import type { MatrixEntry } from '../../src/core/types.js';

const entry = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 })),
  { maxKeys: 6 },
) as fc.Arbitrary<MatrixEntry>;

describe('matrixJsonPreview (the summary\'s "Matrix JSON" block)', () => {
  test('is JSON.stringify({ include }, null, 2) exactly when it fits', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (include) => {
        const whole = JSON.stringify({ include }, null, 2);
        expect(matrixJsonPreview(include, whole.length + 10)).toBe(whole);
      }),
      { numRuns: 300 },
    );
  });

  test('a large matrix: whole entries up to the budget, then a line that says how many are left out', () => {
    const include: MatrixEntry[] = Array.from({ length: 2000 }, (_, i) => ({ plan: `01-${i}`, changed_files: Array.from({ length: 40 }, (_, k) => `packages/p${i}/f${k}.ts`) }));
    const preview = matrixJsonPreview(include, 50_000);
    expect(preview.length).toBeLessThan(50_000 + 2_000);
    const shown = preview.split('\n').filter((line) => line.startsWith('      "plan": ')).length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(2000);
    expect(preview).toContain(`…(${2000 - shown} more entries: the whole matrix is the \`matrix\` output)`);
    // What is shown is the start of the full pretty-printed matrix, entry for entry.
    const whole = JSON.stringify({ include }, null, 2);
    const cut = preview.lastIndexOf(',\n    …(');
    expect(whole.startsWith(preview.slice(0, cut))).toBe(true);
  });

  test('one entry larger than the budget is still shown (escapeHtml cuts it visibly)', () => {
    const include: MatrixEntry[] = [{ plan: 'x'.repeat(500) }, { plan: 'y' }];
    const preview = matrixJsonPreview(include, 100);
    expect(preview).toContain('x'.repeat(500));
    expect(preview).toContain('…(1 more entry');
  });
});
