/**
 * waveOutputs serialises each entry once and joins the texts into `matrix` and `waves`: the two
 * outputs must be byte for byte what JSON.stringify of each whole value gives.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkOutputLengths, checkOutputsBudget } from '../../../src/core/matrix/output-budget.js';
import { allEntries, buildWaveSlots, waveOutputLengths, waveOutputParts, waveOutputs, waveOutputsOf, type WaveSlot } from '../../../src/core/matrix/wave-matrices.js';
import type { MatrixEntry } from '../../../src/core/types.js';

const stringified = (slots: readonly WaveSlot[]) => ({
  matrix: JSON.stringify({ include: allEntries(slots) }),
  waves: JSON.stringify(slots.map((slot) => ({ include: slot.include }))),
});

describe('waveOutputs serialises each entry once', () => {
  test('same texts as stringifying matrix and waves whole, for batched and unbatched waves', () => {
    const entries: MatrixEntry[] = [
      { id: '01-01', wave: 1, files: ['a/ü.ts', 'b/"q".ts'], slim: false },
      { id: '01-02', wave: 1, note: 'line\nbreak \u2028 and 😀' },
      { id: '01-03', wave: 3, count: 2, agents: ['a\\b', '<x>'] },
    ];
    for (const maxJobs of [1, 2, 256]) {
      const slots = buildWaveSlots(entries, { maxJobs });
      const outputs = waveOutputs(slots);
      expect({ matrix: outputs.matrix, waves: outputs.waves }).toEqual(stringified(slots));
    }
  });

  test('a slot with no entries stays an empty include and adds nothing to matrix', () => {
    const slots: WaveSlot[] = [
      { slot: 1, wave: 1, include: [], sequential: false, maxParallel: 0 },
      { slot: 2, wave: 2, include: [{ id: 'x', wave: 2 }], sequential: false, maxParallel: 1 },
      { slot: 3, wave: 3, include: [], sequential: false, maxParallel: 0 },
    ];
    const outputs = waveOutputs(slots);
    expect({ matrix: outputs.matrix, waves: outputs.waves }).toEqual(stringified(slots));
  });

  test('property: any entries and max-jobs give the stringified texts', () => {
    const entryArb = fc.record({ id: fc.string(), wave: fc.integer({ min: 0, max: 5 }), files: fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 12 }), fc.integer({ min: 1, max: 4 }), (entries, maxJobs) => {
        const slots = buildWaveSlots(entries as MatrixEntry[], { maxJobs });
        const outputs = waveOutputs(slots);
        expect({ matrix: outputs.matrix, waves: outputs.waves }).toEqual(stringified(slots));
      }),
    );
  });
});

/**
 * fitWaveOutputs checks an attempt's size from the parts (waveOutputLengths, checkOutputLengths)
 * and builds the texts only for the attempt that fits: the lengths must be the texts' lengths, and
 * the length check must answer exactly what checkOutputsBudget answers on the texts.
 */
describe('output sizes without the texts', () => {
  const entryArb = fc.record({ id: fc.string(), wave: fc.integer({ min: 0, max: 5 }), files: fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 3 }) });
  test('property: waveOutputLengths gives the length of every output waveOutputsOf writes', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 12 }), fc.integer({ min: 1, max: 4 }), (entries, maxJobs) => {
        const parts = waveOutputParts(buildWaveSlots(entries as MatrixEntry[], { maxJobs }));
        const outputs = waveOutputsOf(parts);
        expect(waveOutputLengths(parts)).toEqual(Object.fromEntries(Object.entries(outputs).map(([name, value]) => [name, value.length])));
        expect(waveOutputs(parts.slots)).toEqual(outputs);
      }),
    );
    const empty = waveOutputParts([{ slot: 1, wave: 1, include: [], sequential: false, maxParallel: 0 }]);
    expect(waveOutputLengths(empty).matrix).toBe(waveOutputsOf(empty).matrix.length);
    expect(waveOutputLengths(waveOutputParts([])).waves).toBe(waveOutputsOf(waveOutputParts([])).waves.length);
  });

  test('property: checkOutputLengths answers what checkOutputsBudget answers on the texts', () => {
    const name = fc.constantFrom('matrix', 'waves', 'command', 'error-code', '__proto__', '1', 'flags');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(name, fc.string({ maxLength: 40 })), { maxLength: 6 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 50 }),
        (pairs, limitBytes, reserveBytes) => {
          const outputs = Object.fromEntries(pairs);
          const lengths = Object.fromEntries(Object.entries(outputs).map(([n, v]) => [n, v.length]));
          const budget = { limitBytes, reserveBytes };
          expect(checkOutputLengths(lengths, budget)).toEqual(checkOutputsBudget(outputs, budget));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
