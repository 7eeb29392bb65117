/** Route outputs and run jobs for the report's tests, in the route's and GitHub's formats. */
import type { FakeJob } from '../support/fake-github.js';

export type Entry = Record<string, unknown>;

/** `waves` as the route outputs it: one `{"include":[…]}` per slot; a plan entry per id. */
export function wavesJson(slots: readonly (readonly (string | Entry)[])[], phaseWaves?: readonly number[]): string {
  return JSON.stringify(
    slots.map((ids, index) => ({
      include: ids.map((id) =>
        typeof id === 'string'
          ? { id, command: 'build', plan: id, path: `.planning/phases/02-x/${id}-PLAN.md`, wave: phaseWaves?.[index] ?? index + 1, read_only: false, environment: '' }
          : id,
      ),
    })),
  );
}

/** A batch entry covering `items`. */
export function batchEntry(id: string, items: readonly string[], wave: number): Entry {
  return { id, command: 'build', batch: 1, batches: 1, items, paths: items.map((item) => `.planning/phases/02-x/${item}-PLAN.md`), wave, read_only: false, environment: '' };
}

let nextJobId = 7000;

/** A completed leg `wave-<slot> · <id>` with `conclusion`. */
export function leg(slot: number, id: string, conclusion: string | null = 'success', extra: Partial<FakeJob> = {}): FakeJob {
  nextJobId += 1;
  return { id: nextJobId, name: `wave-${slot} · ${id}`, status: conclusion === null ? 'in_progress' : 'completed', conclusion, ...extra };
}

/** The single job GitHub lists for a wave job skipped by its `if:` (matrix never expanded). */
export function skippedWave(slot: number): FakeJob {
  nextJobId += 1;
  return { id: nextJobId, name: `wave-${slot} · \${{ matrix.id }}`, status: 'completed', conclusion: 'skipped' };
}

/** The route job and the final job (running), which every run also lists. */
export function otherJobs(): FakeJob[] {
  nextJobId += 2;
  return [
    { id: nextJobId - 1, name: 'route', status: 'completed', conclusion: 'success' },
    { id: nextJobId, name: 'legion-result', status: 'in_progress', conclusion: null },
  ];
}
