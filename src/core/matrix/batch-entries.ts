import type { MatrixEntry, MatrixValue } from '../types.js';

/** GitHub allows at most 256 jobs per matrix. */
export const GITHUB_MATRIX_LIMIT = 256;

/**
 * Keep a matrix within `maxJobs` entries without dropping work: entries are split, in order,
 * into at most `maxJobs` contiguous batches of near-equal size. A batch entry lists the ids of
 * what it covers (`items`), the plans' paths when the entries are plans, and every field whose
 * value is the same for all its items.
 */
export function batchEntries(entries: readonly MatrixEntry[], maxJobs: number): MatrixEntry[] {
  const limit = Math.max(1, Math.floor(maxJobs));
  if (entries.length <= limit) return [...entries];
  const batches = limit;
  const size = Math.ceil(entries.length / batches);
  const result: MatrixEntry[] = [];
  const total = Math.ceil(entries.length / size);
  for (let start = 0, number = 1; start < entries.length; start += size, number++) {
    const items = entries.slice(start, start + size);
    const first = items[0] as MatrixEntry;
    const common: Record<string, MatrixValue> = {};
    for (const [key, value] of Object.entries(first)) {
      if (key === 'id' || Array.isArray(value)) continue;
      if (items.every((item) => item[key] === value)) common[key] = value;
    }
    const batch: MatrixEntry = {
      ...common,
      id: `batch-${String(number).padStart(3, '0')}`,
      batch: number,
      batches: total,
      items: items.map((item) => String(item.id)),
    };
    if (items.every((item) => typeof item.path === 'string')) batch.paths = items.map((item) => item.path as string);
    if (items.every((item) => typeof item.wave === 'number')) {
      batch.waves = [...new Set(items.map((item) => String(item.wave)))];
    }
    result.push(batch);
  }
  return result;
}
