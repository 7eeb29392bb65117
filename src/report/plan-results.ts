/**
 * Each routed plan's result, from the run's jobs. Pure.
 *
 *   routed legs (waves) ─┬─ job named by the template ─────────▶ its state (latest attempt)
 *                        ├─ wave job listed unexpanded, skipped ─▶ ⏭ (its `if:` was false)
 *                        ├─ an earlier wave failed or was skipped ▶ ⏭ (the wave never started)
 *                        └─ nothing ──▶ the wave job's result (`wave-results`) when it tells, else ⏳
 *
 * A batch leg's result is the result of each plan it covers.
 */
import { isUnexpandedWaveJob, jobNameFor, type JobNameTemplate } from './job-name-template.js';
import { isFailedState, stateOfJob, stateWords, type PlanState } from './plan-state.js';
import type { RoutedSlot } from './routed-plans.js';
import { laterJob, type RunJob } from './run-job.js';

/** `needs.wave-k.result` of a wave job. */
export type WaveJobResult = 'success' | 'failure' | 'cancelled' | 'skipped';
export const WAVE_JOB_RESULTS: readonly WaveJobResult[] = ['success', 'failure', 'cancelled', 'skipped'];

export interface PlanResult {
  plan: string;
  /** The leg's matrix id (the plan's own id, or its batch's). */
  entryId: string;
  state: PlanState;
  /** Short text for the result column (never untrusted text). */
  words: string;
  /** The job the state came from. */
  job?: Pick<RunJob, 'id' | 'htmlUrl' | 'runAttempt'>;
  /** Where the state came from. */
  source: 'job' | 'unexpanded-job' | 'earlier-wave' | 'wave-result' | 'none';
}

export interface SlotReport {
  slot: number;
  phaseWave: number | null;
  /** The wave job's own result, when given. */
  waveResult?: WaveJobResult;
  plans: PlanResult[];
}

export interface ResolveOptions {
  template: JobNameTemplate;
  /** The run's jobs (every attempt read, see latest-jobs.ts); null when they could not be listed. */
  jobs: readonly RunJob[] | null;
  /** `needs.wave-k.result` per slot, when the workflow passes them; null otherwise. */
  waveResults: readonly (WaveJobResult | undefined)[] | null;
}

/** Jobs by name, the latest attempt winning. */
export function jobsByName(jobs: readonly RunJob[]): Map<string, RunJob> {
  const byName = new Map<string, RunJob>();
  for (const job of jobs) {
    const known = byName.get(job.name);
    byName.set(job.name, known ? laterJob(known, job) : job);
  }
  return byName;
}

function stopsLaterWaves(state: PlanState | WaveJobResult | undefined): boolean {
  return state === 'failure' || state === 'cancelled' || state === 'skipped';
}

export function resolvePlanResults(slots: readonly RoutedSlot[], options: ResolveOptions): SlotReport[] {
  const byName = jobsByName(options.jobs ?? []);
  const reports: SlotReport[] = [];
  let blocked = false;
  for (const slot of slots) {
    const waveResult = options.waveResults?.[slot.slot - 1];
    const skippedWholeWave =
      options.jobs?.some((job) => job.status === 'completed' && job.conclusion === 'skipped' && isUnexpandedWaveJob(options.template, slot.slot, job.name)) ?? false;
    const plans: PlanResult[] = [];
    for (const leg of slot.legs) {
      const job = byName.get(jobNameFor(options.template, slot.slot, leg.entryId));
      for (const plan of leg.plans) {
        if (job && stateOfJob(job) === 'pending' && waveResult === 'success') {
          // The wave job ended green, so every leg did: the list was read before GitHub updated it.
          plans.push({
            plan,
            entryId: leg.entryId,
            state: 'success',
            words: 'success: the wave job’s result',
            job: { id: job.id, htmlUrl: job.htmlUrl, runAttempt: job.runAttempt },
            source: 'wave-result',
          });
        } else if (job) {
          const state = stateOfJob(job);
          plans.push({ plan, entryId: leg.entryId, state, words: stateWords(state, job), job: { id: job.id, htmlUrl: job.htmlUrl, runAttempt: job.runAttempt }, source: 'job' });
        } else if (skippedWholeWave) {
          plans.push({ plan, entryId: leg.entryId, state: 'skipped', words: 'skipped: the wave job did not run', source: 'unexpanded-job' });
        } else if (blocked) {
          plans.push({ plan, entryId: leg.entryId, state: 'skipped', words: 'skipped: an earlier wave did not pass', source: 'earlier-wave' });
        } else if (waveResult === 'success') {
          plans.push({ plan, entryId: leg.entryId, state: 'success', words: 'success: the wave job’s result', source: 'wave-result' });
        } else if (waveResult === 'skipped') {
          plans.push({ plan, entryId: leg.entryId, state: 'skipped', words: 'skipped: the wave job’s result', source: 'wave-result' });
        } else {
          const words = waveResult ? `not known: the wave job ended with ${waveResult}` : 'not run';
          plans.push({ plan, entryId: leg.entryId, state: 'missing', words, source: 'none' });
        }
      }
    }
    const report: SlotReport = { slot: slot.slot, phaseWave: slot.phaseWave, plans };
    if (waveResult) report.waveResult = waveResult;
    reports.push(report);
    if (stopsLaterWaves(waveResult) || plans.some((plan) => isFailedState(plan.state) || plan.state === 'skipped')) blocked = true;
  }
  return reports;
}
