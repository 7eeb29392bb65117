/**
 * Growth checks that do not depend on how fast or how busy the machine is.
 *
 * A case is run at size n and at size 8n. Each measurement is normalised by a linear reference
 * workload of the same size, measured in the same round, right next to it: a machine that is
 * slow (or becomes slow halfway) slows both. Rounds interleave small and large runs, and the
 * verdict is the median of the per-round ratios:
 *
 *   ratio = (t_case(8n) / t_case(n)) / (t_ref(8n) / t_ref(n))
 *
 * Linear work gives ≈ 1, n log n ≈ 1.3, quadratic ≈ 8. The check fails above GROWTH_LIMIT (4),
 * two factors of two away from both. No absolute time is asserted anywhere. Noise only makes a
 * round look worse in one direction or the other, so the verdict is the smaller of two estimates:
 * the median of the per-round ratios, and the ratio computed from each quantity's best time.
 *
 * Each measurement repeats the call until at least MIN_BATCH_MS have passed, so a fast call is
 * not lost in the timer's resolution; each size gets a warm-up call first (JIT).
 */
import { expect } from 'vitest';

export const GROWTH_FACTOR = 8;
export const GROWTH_LIMIT = 4;
const ROUNDS = 5;
const ATTEMPTS = 3;
const MIN_BATCH_MS = 8;

/** Milliseconds per call of `fn`, over a batch of at least MIN_BATCH_MS. */
function perCall(fn: () => unknown): number {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    fn();
    calls++;
    elapsed = performance.now() - start;
  } while (elapsed < MIN_BATCH_MS);
  return elapsed / calls;
}

/** A linear reference workload over `size` units: a rolling hash of a string of that length. */
function referenceWork(size: number): () => unknown {
  const text = 'abcdefghij'.repeat(Math.ceil(Math.max(size, 1) / 10)).slice(0, Math.max(size, 1));
  return () => {
    let hash = 0;
    for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
    return hash;
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export interface GrowthResult {
  label: string;
  n: number;
  ratio: number;
  ratios: number[];
}

/**
 * Assert that `run(make(size))` grows at most linearly (within the generous limit) from n to 8n.
 * `make` builds the input outside the timed part. `units(size)` is the size the reference
 * workload uses (default: size itself), e.g. the characters of a list of `size` files.
 */
export function expectLinearGrowth<T>(
  label: string,
  n: number,
  make: (size: number) => T,
  run: (input: T) => unknown,
  options: { units?: (size: number) => number } = {},
): GrowthResult {
  // A verdict over the limit is measured again (at most ATTEMPTS times in all) and the smallest
  // verdict counts: superlinear work fails every attempt, a burst of load on a shared machine
  // does not last through three.
  let result = measureGrowth(label, n, make, run, options);
  for (let attempt = 1; attempt < ATTEMPTS && result.ratio >= GROWTH_LIMIT; attempt++) {
    const again = measureGrowth(`${label} (again)`, n, make, run, options);
    if (again.ratio < result.ratio) result = again;
  }
  expect(result.ratio, `${label}: cost grew ${result.ratio.toFixed(2)}× the linear reference from n=${n} to ${GROWTH_FACTOR}n`).toBeLessThan(GROWTH_LIMIT);
  return result;
}

/**
 * The mirror of expectLinearGrowth, for the check that the check works: assert that the cost grows
 * beyond the limit. Load can only hide growth in one measurement, so a verdict within the limit
 * is measured again (at most ATTEMPTS times in all) and the largest verdict counts.
 */
export function expectSuperlinearGrowth<T>(label: string, n: number, make: (size: number) => T, run: (input: T) => unknown): GrowthResult {
  let result = measureGrowth(label, n, make, run);
  for (let attempt = 1; attempt < ATTEMPTS && result.ratio <= GROWTH_LIMIT; attempt++) {
    const again = measureGrowth(`${label} (again)`, n, make, run);
    if (again.ratio > result.ratio) result = again;
  }
  expect(result.ratio, `${label}: cost grew only ${result.ratio.toFixed(2)}× the linear reference from n=${n} to ${GROWTH_FACTOR}n`).toBeGreaterThan(GROWTH_LIMIT);
  return result;
}

/** The normalised growth of `run(make(size))` from n to 8n (see the file comment); no assertion. */
export function measureGrowth<T>(
  label: string,
  n: number,
  make: (size: number) => T,
  run: (input: T) => unknown,
  options: { units?: (size: number) => number } = {},
): GrowthResult {
  const sizes = [n, GROWTH_FACTOR * n] as const;
  const inputs = sizes.map((size) => make(size));
  const units = (size: number): number => Math.max(1, options.units ? options.units(size) : size);
  // The same multiplier for both sizes keeps the reference linear and its call overhead negligible.
  const scale = Math.max(1, Math.ceil(65_536 / units(n)));
  const references = sizes.map((size) => referenceWork(units(size) * scale));
  const calls = inputs.map((input) => () => run(input));
  for (const call of [...calls, ...references]) call();
  const ratios: number[] = [];
  const best = { case: [Infinity, Infinity], ref: [Infinity, Infinity] };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate the order so a slowdown at one end of a round does not always hit one size.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    const caseTimes = [0, 0];
    const refTimes = [0, 0];
    for (const i of order) {
      caseTimes[i] = perCall(calls[i] as () => unknown);
      refTimes[i] = perCall(references[i] as () => unknown);
      best.case[i] = Math.min(best.case[i] as number, caseTimes[i] as number);
      best.ref[i] = Math.min(best.ref[i] as number, refTimes[i] as number);
    }
    ratios.push((caseTimes[1] as number) / (caseTimes[0] as number) / ((refTimes[1] as number) / (refTimes[0] as number)));
  }
  // Two estimates that noise (other processes, GC) can only inflate in different ways: the median
  // of the per-round ratios, and the ratio of the best times. The smaller one is the verdict.
  const fromBest = (best.case[1] as number) / (best.case[0] as number) / ((best.ref[1] as number) / (best.ref[0] as number));
  const ratio = Math.min(median(ratios), fromBest);
  console.log(
    `[growth] ${label}: n=${n} → ${GROWTH_FACTOR}n, normalised growth ${ratio.toFixed(2)} (best times ${fromBest.toFixed(2)}; rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`,
  );
  return { label, n, ratio, ratios };
}

/** A string of `length` characters repeating `unit`. */
export function fill(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}
