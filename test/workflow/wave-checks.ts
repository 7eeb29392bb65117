/**
 * What a run of the example workflow must show for a route: checks shared by the scenarios in
 * example-workflow.test.ts, written so a scenario fed with the real router's outputs is one call
 * (`expectOrderedWaves(await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs), outputs)`).
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { RouteOutputs } from './route-outputs.js';
import { jobRun, type JobRun, type LegRun, type WorkflowRun } from './run-workflow.js';

export const EXAMPLE_WORKFLOW = fileURLToPath(new URL('../../.github/workflows/legion-router-example.yml', import.meta.url));

/** The final job: the one check branch protection requires. */
export const FINAL_JOB = 'legion-result';

type Entry = Record<string, unknown>;

/** The plans a matrix entry covers: its `items` for a batch, else its `plan` (or `id`). */
export function entryPlans(entry: Entry): string[] {
  if (Array.isArray(entry['items'])) return entry['items'].map(String);
  return [String(entry['plan'] ?? entry['id'])];
}

export function legPlans(leg: LegRun): string[] {
  return entryPlans(leg.matrix);
}

/** The route's waves as the workflow receives them: slot k-1 is wave job k. */
export function routedSlots(outputs: RouteOutputs): Entry[][] {
  const waves = JSON.parse(outputs['waves'] ?? '[]') as { include: Entry[] }[];
  return waves.map((wave) => wave.include);
}

/** The wave jobs of the workflow, in order (wave-1, wave-2, …). */
export function waveJobs(run: WorkflowRun): JobRun[] {
  return run.jobs.filter((job) => /^wave-\d+$/.test(job.id)).sort((a, b) => Number(a.id.slice(5)) - Number(b.id.slice(5)));
}

/** Legs that started (had a runner), in every job but the route and the final check. */
export function startedWaveLegs(run: WorkflowRun): LegRun[] {
  return waveJobs(run).flatMap((job) => job.legs.filter((leg) => leg.start !== undefined));
}

export function finalResult(run: WorkflowRun): string {
  return jobRun(run, FINAL_JOB).result;
}

/** The `::error::` lines of the final check. */
export function finalErrors(run: WorkflowRun): string[] {
  return jobRun(run, FINAL_JOB)
    .legs.flatMap((leg) => leg.steps.flatMap((step) => step.annotations))
    .filter((line) => line.startsWith('error::'));
}

/** Peak number of legs of a job running in the same tick. */
export function peakParallel(job: JobRun): number {
  const perTick = new Map<number, number>();
  for (const leg of job.legs) if (leg.start !== undefined) perTick.set(leg.start, (perTick.get(leg.start) ?? 0) + 1);
  return Math.max(0, ...perTick.values());
}

/**
 * A route whose every leg succeeds: each routed plan runs exactly once, in the wave job of its
 * slot; wave k starts after every leg of wave k-1 ended; each wave job runs at most
 * wave-max-parallel legs at once; the wave jobs past wave-count are skipped; the final check is
 * green.
 */
export function expectOrderedWaves(run: WorkflowRun, outputs: RouteOutputs): void {
  const slots = routedSlots(outputs);
  const limits = JSON.parse(outputs['wave-max-parallel'] ?? '[]') as number[];
  const jobs = waveJobs(run);
  expect(slots.length, 'the route has more waves than the workflow has wave jobs').toBeLessThanOrEqual(jobs.length);
  expect(Number(outputs['wave-count'])).toBe(slots.length);
  expect(limits).toHaveLength(slots.length);

  const expected = slots.flatMap((entries) => entries.flatMap(entryPlans)).sort();
  const ran = startedWaveLegs(run).flatMap(legPlans).sort();
  expect(ran, 'every routed plan runs exactly once').toEqual(expected);

  let previousEnd = -1;
  for (const [index, job] of jobs.entries()) {
    const entries = slots[index];
    if (entries === undefined) {
      expect(job.result, `${job.id} is past wave-count`).toBe('skipped');
      expect(job.legs).toEqual([]);
      continue;
    }
    expect(job.result, `${job.id}: ${job.reason}`).toBe('success');
    expect(job.legs.map(legPlans).flat().sort()).toEqual(entries.flatMap(entryPlans).sort());
    expect(job.legs.map((leg) => leg.name)).toEqual(entries.map((entry) => `${job.id} · ${String(entry['id'])}`));
    expect(job.strategy?.maxParallel).toBe(limits[index]);
    expect(peakParallel(job)).toBe(Math.min(limits[index] as number, entries.length));
    const firstStart = Math.min(...job.legs.map((leg) => leg.start as number));
    expect(firstStart, `${job.id} starts only after the wave before it ended`).toBeGreaterThanOrEqual(previousEnd);
    previousEnd = Math.max(...job.legs.map((leg) => leg.end as number));
  }
  expect(finalResult(run), finalErrors(run).join('\n')).toBe('success');
}
