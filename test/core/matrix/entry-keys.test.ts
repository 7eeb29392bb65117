import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { batchEntries } from '../../../src/core/matrix/batch-entries.js';
import { DERIVABLE_FIELDS, slimEntry } from '../../../src/core/matrix/slim-entry.js';
import type { MatrixEntry, MatrixValue } from '../../../src/core/types.js';

/**
 * slimEntry and the batches read an entry's keys (Object.keys) instead of its [key, value] pairs:
 * the same entries, key order included (JSON.stringify is compared), as the Object.entries form.
 */
function slimEntryByEntries(entry: MatrixEntry): MatrixEntry {
  if (typeof entry.path !== 'string') return entry;
  const slim: MatrixEntry = {};
  for (const [key, value] of Object.entries(entry)) {
    if ((DERIVABLE_FIELDS as readonly string[]).includes(key) && !(key === 'files' && entry.partial === true)) continue;
    slim[key] = value;
  }
  slim.slim = true;
  return slim;
}

const key = fc.constantFrom(
  'id',
  'path',
  'plan',
  'phase',
  'agents',
  'files',
  'partial',
  'wave',
  'changed_files',
  'summary',
  'depends_on_summaries',
  'file_scope_restriction',
  'x',
  '1',
  '0',
  'agent',
);
const value: fc.Arbitrary<MatrixValue> = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
);
const entry = fc.array(fc.tuple(key, value), { maxLength: 8 }).map((pairs) => Object.fromEntries(pairs) as MatrixEntry);

describe('matrix entries by key', () => {
  test('property: slimEntry equals the Object.entries form, key order included', () => {
    fc.assert(
      fc.property(entry, fc.boolean(), (e, partial) => {
        const withPath = { ...e, path: 'p.md', ...(partial ? { partial: true } : {}) };
        for (const candidate of [e, withPath]) expect(JSON.stringify(slimEntry(candidate))).toBe(JSON.stringify(slimEntryByEntries(candidate)));
      }),
      { numRuns: 3000 },
    );
  });

  test('property: batches keep the fields common to their items, in the first item key order', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 9 }), fc.integer({ min: 1, max: 3 }), (entries, maxJobs) => {
        const waved: MatrixEntry[] = entries.map((e, i) => ({ ...e, id: `e${i}`, wave: 1, path: `p${i}.md` }));
        const batches = batchEntries(waved, maxJobs);
        for (const batch of batches) {
          if (!Array.isArray(batch.items)) continue;
          const items = waved.filter((e) => (batch.items as string[]).includes(String(e.id)));
          const first = items[0] as MatrixEntry;
          const common = Object.entries(first).filter(([k, v]) => k !== 'id' && !Array.isArray(v) && items.every((item) => item[k] === v));
          const expected = { ...Object.fromEntries(common), id: batch.id, batch: batch.batch, batches: batch.batches, items: batch.items, paths: items.map((e) => e.path) };
          expect(JSON.stringify(batch)).toBe(JSON.stringify(expected));
        }
      }),
      { numRuns: 1000 },
    );
  });
});
