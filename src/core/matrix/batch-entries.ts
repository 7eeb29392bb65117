import type { MatrixEntry, MatrixValue } from '../types.js';

/** GitHub allows at most 256 jobs per matrix. */
export const GITHUB_MATRIX_LIMIT = 256;

/** Entries of one wave: `wave` is the entries' wave number, null for routes without waves. */
export interface WaveGroup {
  wave: number | null;
  entries: MatrixEntry[];
}

/**
 * Split entries into waves, ascending by their numeric `wave`, keeping the entries' order within
 * a wave. When any entry has no numeric `wave` (review, ad_hoc and single-command routes), all
 * entries are one group with wave null: those routes are a single stage.
 */
export function groupByWave(entries: readonly MatrixEntry[]): WaveGroup[] {
  if (entries.length === 0) return [];
  if (!entries.every((entry) => typeof entry.wave === 'number')) return [{ wave: null, entries: [...entries] }];
  const groups = new Map<number, MatrixEntry[]>();
  for (const entry of entries) {
    const wave = entry.wave as number;
    const group = groups.get(wave);
    if (group) group.push(entry);
    else groups.set(wave, [entry]);
  }
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([wave, group]) => ({ wave, entries: group }));
}

/** The smallest batch size that puts `count` entries into at most `limit` jobs. */
function batchSize(count: number, limit: number): number {
  return Math.ceil(count / limit);
}

function batchOf(items: readonly MatrixEntry[], number: number, total: number): MatrixEntry {
  const first = items[0] as MatrixEntry;
  const common: Record<string, MatrixValue> = {};
  for (const key of Object.keys(first)) {
    const value = first[key] as MatrixValue;
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
  return batch;
}

/**
 * Keep every wave within `maxJobs` jobs without dropping work: `max-jobs` applies per wave, and a
 * batch never mixes waves (a wave-2 plan never shares a job with the wave-1 plan it depends on).
 * A wave with at most `maxJobs` entries is left as it is; a larger wave is cut into contiguous
 * batches of the smallest size that fits. A batch entry lists the ids it covers (`items`), the
 * plans' paths (`paths`), and every non-list field whose value is the same for all its items
 * (so `wave`, `command`, `environment` …). Batches are numbered across all waves (`batch-001`,
 * `batch`, `batches`), so ids stay unique in the all-waves matrix.
 */
export function batchWaves(groups: readonly WaveGroup[], maxJobs: number): WaveGroup[] {
  const limit = Math.min(Math.max(1, Math.floor(Number.isFinite(maxJobs) ? maxJobs : GITHUB_MATRIX_LIMIT)), GITHUB_MATRIX_LIMIT);
  const chunked = groups.map((group) => {
    if (group.entries.length <= limit) return { group, chunks: null };
    const size = batchSize(group.entries.length, limit);
    const chunks: MatrixEntry[][] = [];
    for (let start = 0; start < group.entries.length; start += size) chunks.push(group.entries.slice(start, start + size));
    return { group, chunks };
  });
  const total = chunked.reduce((sum, { chunks }) => sum + (chunks ? chunks.length : 0), 0);
  let number = 0;
  return chunked.map(({ group, chunks }) => ({
    wave: group.wave,
    entries: chunks ? chunks.map((items) => batchOf(items, ++number, total)) : [...group.entries],
  }));
}

/** {@link batchWaves} flattened back into one list, in wave order. */
export function batchEntries(entries: readonly MatrixEntry[], maxJobs: number): MatrixEntry[] {
  return batchWaves(groupByWave(entries), maxJobs).flatMap((group) => group.entries);
}
