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

/** The job that lands the plans' commits: the only one with `contents: write`. */
export const LAND_JOB = 'legion-land';

/** The steps of every wave leg, by id, in order: wave-1 has nothing earlier to download (its apply marks where the leg starts). */
export const FIRST_WAVE_STEPS = ['checkout', 'apply', 'prompt', 'agent', 'collect', 'upload'] as const;
export const LATER_WAVE_STEPS = ['checkout', 'download', 'apply', 'prompt', 'agent', 'collect', 'upload'] as const;

/** The step a later wave adds to wave-1's, and the one env value it feeds (apply's handoff). */
const HANDOFF_STEPS = new Set(['download']);
const HANDOFF_ENV = 'HANDOFF';

type RawStep = Record<string, unknown> & { id?: string; env?: Record<string, unknown> };
type RawJob = Record<string, unknown> & { steps: RawStep[] };

/** A wave job without what differs by k (needs, if, name, strategy). */
function waveShape(job: RawJob): unknown {
  return { ...job, needs: undefined, if: undefined, name: undefined, strategy: undefined };
}

/** wave-1 as a later wave has it: the download step left out, no handoff env. */
function withoutHandoff(job: RawJob): RawJob {
  const steps = job.steps
    .filter((step) => !HANDOFF_STEPS.has(String(step.id)))
    .map((step) => {
      if (!step.env || !(HANDOFF_ENV in step.env)) return step;
      const env = { ...step.env };
      delete env[HANDOFF_ENV];
      return { ...step, env };
    });
  return { ...job, steps };
}

/**
 * The wave-k copies agree: wave-2 … wave-N are the same job but for needs, if, name and the
 * strategy index, and wave-1 is wave-2 without the download of earlier waves and the handoff.
 */
export function expectWaveCopiesAgree(jobs: Record<string, RawJob>): void {
  const ids = Object.keys(jobs).filter((id) => /^wave-\d+$/.test(id));
  const [first, second, ...rest] = ids.map((id) => jobs[id] as RawJob);
  expect(first, 'wave-1 exists').toBeDefined();
  expect(second, 'wave-2 exists').toBeDefined();
  for (const [index, job] of rest.entries()) expect(waveShape(job), `wave-${index + 3} is a copy of wave-2`).toEqual(waveShape(second as RawJob));
  expect(waveShape(first as RawJob), 'wave-1 is wave-2 without download and the handoff').toEqual(waveShape(withoutHandoff(second as RawJob)));
  expect((first as RawJob).steps.map((step) => step.id)).toEqual([...FIRST_WAVE_STEPS]);
  expect((second as RawJob).steps.map((step) => step.id)).toEqual([...LATER_WAVE_STEPS]);
}

/** The step `id` of leg `leg`; throws when the leg has no such step. */
export function legStep(leg: LegRun, id: string): LegRun['steps'][number] {
  const step = leg.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`${leg.name} has no step '${id}' (steps: ${leg.steps.map((s) => s.id).join(', ')})`);
  return step;
}

/** `step: conclusion` of every step of a leg, in order. */
export function stepConclusions(leg: LegRun): string[] {
  return leg.steps.map((step) => `${step.id}: ${step.conclusion}`);
}
