import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normalizeDeclaredPath, shared, waveConflicts } from '../../../src/core/waves/wave-conflicts.js';
import type { WavePlan } from '../../../src/core/waves/wave-types.js';
import { wavePlan } from './support.js';

/** `shared` as it was: a Set per plan, every file copied and sorted (the reference). */
function sharedWithSets(plans: readonly WavePlan[], files: (plan: WavePlan) => readonly string[]): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const plan of plans) {
    for (const file of new Set(files(plan).map(normalizeDeclaredPath))) {
      if (file === '' || file.startsWith('!')) continue;
      const list = owners.get(file);
      if (list) list.push(plan.id);
      else owners.set(file, [plan.id]);
    }
  }
  return new Map([...owners].filter(([, ids]) => ids.length > 1).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const file = fc.constantFrom('a', 'a/', './a', 'a//b', 'a/b', ' a', 'b', '!a', '', ' ', 'c\\d', 'c/d', 'z');
const plan = fc.tuple(fc.constantFrom('02-01', '02-02', '02-03', '02-10', 'x'), fc.array(file, { maxLength: 40 }), fc.array(file, { maxLength: 6 }));
const plans = fc.array(plan, { maxLength: 8 }).map((list) => list.map(([id, filesModified, sequentialFiles]) => wavePlan(id, { filesModified, sequentialFiles })));

describe('shared: files declared by two or more plans of a wave', () => {
  test('property: the same map, in the same order, as with a Set per plan', () => {
    fc.assert(
      fc.property(plans, (list) => {
        for (const files of [(p: WavePlan) => p.filesModified, (p: WavePlan) => p.sequentialFiles ?? []]) {
          expect([...shared(list, files)]).toEqual([...sharedWithSets(list, files)]);
        }
      }),
      { numRuns: 5000 },
    );
  });

  test('a plan declaring a file twice counts once; two plans with the same id count twice', () => {
    const list = [wavePlan('02-01', { filesModified: ['a', './a', 'b'] }), wavePlan('02-01', { filesModified: ['a'] }), wavePlan('02-02', { filesModified: ['b/'] })];
    expect([...shared(list, (p) => p.filesModified)]).toEqual([
      ['a', ['02-01', '02-01']],
      ['b', ['02-01', '02-02']],
    ]);
    expect(waveConflicts(1, list).diagnostics.map((d) => d.code)).toEqual(['W070']);
  });
});
