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
  return waveOutputsOf(waveOutputParts(slots));
}

/** Each slot's entries serialised and joined (`a,b,c`), and the slots: what the outputs are made of. */
export interface WaveOutputParts {
  slots: readonly WaveSlot[];
  slotItems: string[];
}

export function waveOutputParts(slots: readonly WaveSlot[]): WaveOutputParts {
  return { slots, slotItems: slots.map((slot) => slot.include.map((entry) => JSON.stringify(entry)).join(',')) };
}

const INCLUDE_OPEN = '{"include":[';
const INCLUDE_CLOSE = ']}';

/** The outputs {@link waveOutputs} writes, from their parts. */
export function waveOutputsOf({ slots, slotItems }: WaveOutputParts): WaveOutputs {
  return {
    matrix: `${INCLUDE_OPEN}${slotItems.filter((items) => items !== '').join(',')}${INCLUDE_CLOSE}`,
    waves: `[${slotItems.map((items) => `${INCLUDE_OPEN}${items}${INCLUDE_CLOSE}`).join(',')}]`,
    'wave-count': String(slots.length),
    'wave-max-parallel': JSON.stringify(slots.map((slot) => slot.maxParallel)),
  };
}

/**
 * The length of each output {@link waveOutputsOf} would write (UTF-16 code units), counted from
 * the parts without building the two large texts: what the budget check needs for an attempt
 * that may not fit (test: test/core/matrix/wave-outputs-serialised-once.test.ts).
 */
export function waveOutputLengths({ slots, slotItems }: WaveOutputParts): Record<keyof WaveOutputs, number> {
  let nonEmpty = 0;
  let nonEmptyUnits = 0;
  let allUnits = 0;
  for (const items of slotItems) {
    allUnits += items.length;
    if (items !== '') {
      nonEmpty++;
      nonEmptyUnits += items.length;
    }
  }
  const wrapper = INCLUDE_OPEN.length + INCLUDE_CLOSE.length;
  return {
    matrix: wrapper + nonEmptyUnits + Math.max(0, nonEmpty - 1),
    waves: 2 + slotItems.length * wrapper + allUnits + Math.max(0, slotItems.length - 1),
    'wave-count': String(slots.length).length,
    'wave-max-parallel': JSON.stringify(slots.map((slot) => slot.maxParallel)).length,
  };
}
