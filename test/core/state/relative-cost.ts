/**
 * Growth checks without wall-clock limits: the time `fn` takes on a hostile text, compared with
 * the time it takes on an ordinary text of the same size, measured in the same test (best of a
 * few runs each, after a warm-up). A parser that backtracks or scans quadratically on the hostile
 * text is hundreds of times slower; a linear one stays within a small factor.
 */
export function costRatio(fn: (text: string) => unknown, hostile: string, ordinary: string, runs = 3): number {
  const best = (text: string): number => {
    let min = Number.POSITIVE_INFINITY;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      fn(text);
      min = Math.min(min, performance.now() - start);
    }
    return min;
  };
  best(ordinary);
  best(hostile);
  // A floor of 1 ms keeps timer resolution from turning two tiny numbers into a large ratio.
  return Math.max(best(hostile), 1) / Math.max(best(ordinary), 1);
}
