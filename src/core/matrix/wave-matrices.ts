import { batchWaves, groupByWave } from './batch-entries.js';
import type { MatrixEntry } from '../types.js';

/** One wave job's matrix: slot k (1-based) is the k-th non-empty wave. */
export interface WaveSlot {
  slot: number;
  /** The entries' wave number; null for single-stage routes (review, ad_hoc, one command). */
  wave: number | null;
  include: MatrixEntry[];
  /** One job at a time (shared sequential_files). */
  sequential: boolean;
  /** `max-parallel` for the wave job: 1 when sequential, else the number of jobs. */
  maxParallel: number;
}

/** The wave outputs, as the action writes them. */
export interface WaveOutputs {
  /** `{"include":[…]}` with every entry of every wave, in wave order. */
  matrix: string;
  /** JSON array of `{"include":[…]}`, one per non-empty wave, ascending. */
  waves: string;
  /** Number of non-empty waves, as a string (`"0"` when none). */
  'wave-count': string;
  /** JSON array of integers, one per slot. */
  'wave-max-parallel': string;
}

export interface WaveSlotOptions {
  /** Jobs per wave (`max-jobs`), clamped to 1…256. */
  maxJobs: number;
  /** Wave numbers that run one job at a time (ScheduledWave.sequential). */
  sequentialWaves?: Iterable<number>;
}

/**
 * Matrix entries (each with the plan's `wave`) into wave slots: grouped by wave ascending, empty
 * waves left out, each wave batched to `maxJobs` on its own (a batch never mixes waves). Entries
 * without a numeric `wave` (single-stage routes) are one slot.
 */
export function buildWaveSlots(entries: readonly MatrixEntry[], options: WaveSlotOptions): WaveSlot[] {
  const sequential = new Set(options.sequentialWaves ?? []);
  return batchWaves(groupByWave(entries), options.maxJobs).map((group, index) => {
    const isSequential = group.wave !== null && sequential.has(group.wave);
    return {
      slot: index + 1,
      wave: group.wave,
      include: group.entries,
      sequential: isSequential,
      maxParallel: isSequential ? 1 : group.entries.length,
    };
  });
}

/** Every entry of every slot, in slot order (the `matrix` output). */
export function allEntries(slots: readonly WaveSlot[]): MatrixEntry[] {
  return slots.flatMap((slot) => slot.include);
}

/**
 * The four wave outputs of a set of slots. Each entry is serialised once: `matrix` and `waves`
 * hold the same entry texts (JSON.stringify of an array of objects is its items' texts joined
 * by commas), so the two outputs are exactly what stringifying each of them would give.
 */
export function waveOutputs(slots: readonly WaveSlot[]): WaveOutputs {
  const slotItems = slots.map((slot) => slot.include.map((entry) => JSON.stringify(entry)).join(','));
  return {
    matrix: `{"include":[${slotItems.filter((items) => items !== '').join(',')}]}`,
    waves: `[${slotItems.map((items) => `{"include":[${items}]}`).join(',')}]`,
    'wave-count': String(slots.length),
    'wave-max-parallel': JSON.stringify(slots.map((slot) => slot.maxParallel)),
  };
}
