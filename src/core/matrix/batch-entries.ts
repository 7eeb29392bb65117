import type { MatrixEntry, MatrixValue } from '../types.js';

/** GitHub allows at most 256 jobs per matrix. */
export const GITHUB_MATRIX_LIMIT = 256;

/** Split entries into groups that must not share a batch: one group per wave, in order. */
function waveGroups(entries: readonly MatrixEntry[]): MatrixEntry[][] {
  if (!entries.every((entry) => typeof entry.wave === 'number')) return [[...entries]];
  const groups = new Map<number, MatrixEntry[]>();
  for (const entry of entries) {
    const wave = entry.wave as number;
    const group = groups.get(wave);
    if (group) group.push(entry);
    else groups.set(wave, [entry]);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, group]) => group);
}

/**
 * Keep a matrix within `maxJobs` entries without dropping work. Plans are batched within their
 * wave (a batch never mixes waves, so a wave-2 plan never shares a job with the wave-1 plan it
 * depends on), using the smallest batch size that fits; when there are more waves than jobs,
 * consecutive entries are batched regardless of wave. A batch entry lists the ids it covers
 * (`items`), the plans' paths, and every field whose value is the same for all its items.
 */
export function batchEntries(entries: readonly MatrixEntry[], maxJobs: number): MatrixEntry[] {
  const limit = Math.max(1, Math.floor(maxJobs));
  if (entries.length <= limit) return [...entries];
  let groups = waveGroups(entries);
  if (groups.length > limit) groups = [[...entries]];
  const count = (size: number): number => groups.reduce((sum, group) => sum + Math.ceil(group.length / size), 0);
  let low = 1;
  let high = entries.length;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (count(mid) <= limit) high = mid;
    else low = mid + 1;
  }
  const size = low;
  const chunks: MatrixEntry[][] = [];
  for (const group of groups) for (let start = 0; start < group.length; start += size) chunks.push(group.slice(start, start + size));
  const result: MatrixEntry[] = [];
  const total = chunks.length;
  for (const [index, items] of chunks.entries()) {
    const number = index + 1;
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
