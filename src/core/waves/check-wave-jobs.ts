import { ErrorCode } from '../error-codes.js';
import type { ErrorDiagnostic } from '../types.js';

/** Wave jobs the example workflow declares (`wave-1` … `wave-4`); the `wave-jobs` input default. */
export const DEFAULT_WAVE_JOBS = 4;

/**
 * Does the workflow have a job for every non-empty wave? `waveJobs` is the `wave-jobs` input: the
 * number of wave jobs (`wave-1` … `wave-N`) the workflow declares. When there are more non-empty
 * waves, the route must fail before anything runs (E063) — merging waves would break their order
 * and dropping them would lose work. `waveJobs` 0 means the workflow fans out over `matrix` only
 * (no wave jobs), so there is nothing to check. `waves` are the plans' wave numbers per slot,
 * used to name the waves without a job.
 *
 * Returns null when every wave has a job.
 */
export function checkWaveJobs(waveCount: number, waveJobs: number = DEFAULT_WAVE_JOBS, waves: readonly number[] = []): ErrorDiagnostic | null {
  const jobs = Number.isFinite(waveJobs) ? Math.max(0, Math.floor(waveJobs)) : DEFAULT_WAVE_JOBS;
  if (jobs === 0 || waveCount <= jobs) return null;
  const missing: string[] = [];
  for (let slot = jobs + 1; slot <= waveCount; slot++) {
    const wave = waves[slot - 1];
    missing.push(wave !== undefined && wave !== slot ? `wave-${slot} (plan wave ${wave})` : `wave-${slot}`);
  }
  return {
    code: ErrorCode.TOO_MANY_WAVES,
    severity: 'blocker',
    message: `This route has ${waveCount} waves, but the workflow declares ${jobs} wave job${jobs === 1 ? '' : 's'} (wave-jobs: ${jobs}); ${missing.length > 6 ? `${missing.slice(0, 6).join(', ')} and ${missing.length - 6} more` : missing.join(', ')} would never run. Nothing was started.`,
    hint: `Add jobs wave-${jobs + 1} … wave-${waveCount} to the workflow (each needing the route and the previous wave, reading fromJSON(needs.route.outputs.waves)[k-1]) and set the wave-jobs input to ${waveCount}. Waves are never merged or dropped.`,
  };
}
