import { WarningCode } from '../error-codes.js';
import type { Diagnostic, ErrorDiagnostic, MatrixEntry } from '../types.js';
import { GITHUB_MATRIX_LIMIT, groupByWave } from './batch-entries.js';
import { checkOutputLengths, type OutputBudget } from './output-budget.js';
import { slimEntry } from './slim-entry.js';
import { allEntries, buildWaveSlots, waveOutputLengths, waveOutputParts, waveOutputsOf, type WaveOutputs, type WaveSlot } from './wave-matrices.js';

export interface FitWaveOutputsInput {
  /** Matrix entries of the route (plan entries carry `wave`). */
  entries: readonly MatrixEntry[];
  /** `max-jobs`: jobs per wave. */
  maxJobs: number;
  /** Wave numbers that run one job at a time. */
  sequentialWaves?: Iterable<number>;
  /**
   * Every other output the route writes (name → value: `command`, `flags`, `error-code` …), so
   * the budget covers all outputs together.
   */
  otherOutputs?: Readonly<Record<string, string>>;
  budget?: Partial<OutputBudget>;
}

/** How entries were made smaller to fit: not at all, derivable fields left out, or more batching. */
export type Shrink = 'none' | 'slim' | 'batched';

export type FitWaveOutputsResult =
  | {
      ok: true;
      outputs: WaveOutputs;
      slots: WaveSlot[];
      /** The `matrix` entries (every slot's, in order). */
      include: MatrixEntry[];
      shrink: Shrink;
      /** Jobs per wave actually used (below `maxJobs` when shrink is `batched`). */
      jobsPerWave: number;
      /** All outputs together (these and `otherOutputs`), UTF-16 bytes. */
      bytes: number;
      budgetBytes: number;
      diagnostics: Diagnostic[];
    }
  | { ok: false; error: ErrorDiagnostic; bytes: number; budgetBytes: number; diagnostics: Diagnostic[] };

/**
 * Build `matrix`, `waves`, `wave-count` and `wave-max-parallel` so that all outputs together fit
 * GitHub's per-job limit. Tried in order, first fit wins:
 *
 * 1. the entries as they are, each wave batched to `maxJobs`;
 * 2. the same with derivable fields left out of plan entries (`slim: true`, see slimEntry);
 * 3. slim entries with fewer jobs per wave — half, a quarter, … down to one job per wave.
 *
 * Steps 2 and 3 warn (W072). When even one batch per wave does not fit, E064: nothing is left
 * out silently. Batching (step 1 or 3) is reported as W050; an all-waves `matrix` over GitHub's
 * 256 jobs warns (W073) — the `waves` slots are each within `maxJobs`.
 */
export function fitWaveOutputs(input: FitWaveOutputsInput): FitWaveOutputsResult {
  const maxJobs = Math.min(Math.max(1, Math.floor(Number.isFinite(input.maxJobs) ? input.maxJobs : GITHUB_MATRIX_LIMIT)), GITHUB_MATRIX_LIMIT);
  const sequentialWaves = [...(input.sequentialWaves ?? [])];
  const otherLengths = Object.fromEntries(Object.entries(input.otherOutputs ?? {}).map(([name, value]) => [name, value.length]));
  const largestWave = groupByWave(input.entries).reduce((max, group) => Math.max(max, group.entries.length), 0);

  const attempts: { shrink: Shrink; jobs: number }[] = [
    { shrink: 'none', jobs: maxJobs },
    { shrink: 'slim', jobs: maxJobs },
  ];
  for (let jobs = Math.floor(Math.min(maxJobs, largestWave) / 2); jobs >= 1; jobs = jobs === 1 ? 0 : Math.max(1, Math.floor(jobs / 2))) {
    attempts.push({ shrink: 'batched', jobs });
  }
  let slimmed: MatrixEntry[] | undefined;
  let last: { bytes: number; budgetBytes: number; error: ErrorDiagnostic } | undefined;
  for (const attempt of attempts) {
    const entries = attempt.shrink === 'none' ? input.entries : (slimmed ??= input.entries.map(slimEntry));
    const slots = buildWaveSlots(entries, { maxJobs: attempt.jobs, sequentialWaves });
    // Sizes first: the two large texts are built only for the attempt that fits.
    const parts = waveOutputParts(slots);
    const check = checkOutputLengths({ ...otherLengths, ...waveOutputLengths(parts) }, input.budget);
    if (!check.ok) {
      last = check;
      continue;
    }
    const outputs = waveOutputsOf(parts);
    const include = allEntries(slots);
    const diagnostics: Diagnostic[] = [];
    const batched = slots.filter((slot) => slot.include.some((entry) => Array.isArray(entry.items)));
    if (batched.length > 0) {
      diagnostics.push({
        code: WarningCode.MATRIX_BATCHED,
        severity: 'info',
        message: `${input.entries.length} entries run as ${include.length} jobs: ${batched.length === slots.length ? 'every wave was' : `${batched.length} of ${slots.length} waves were`} batched to at most ${attempt.jobs} job(s) per wave (max-jobs ${maxJobs}); nothing was dropped and no batch mixes waves.`,
      });
    }
    if (attempt.shrink !== 'none') {
      diagnostics.push({
        code: WarningCode.ENTRIES_SHRUNK,
        severity: 'warning',
        message:
          attempt.shrink === 'slim'
            ? 'To keep the outputs within GitHub\u2019s 1 MiB limit, plan entries leave out the fields a job can read from the plan file (slim: true; plan, phase, agents, depends_on, files, counts, and changed_files, changed_files_list, changed_files_more: the changed-files-list output still lists every changed file).'
            : `To keep the outputs within GitHub\u2019s 1 MiB limit, plan entries leave out the fields a job can read from the plan file (slim: true) and each wave runs at most ${attempt.jobs} job(s) instead of ${maxJobs}.`,
        hint: 'Read each plan file at matrix.path (or matrix.paths for a batch) for the left-out fields, or route fewer plans at once.',
      });
    }
    if (include.length > GITHUB_MATRIX_LIMIT) {
      diagnostics.push({
        code: WarningCode.MATRIX_OVER_GITHUB_LIMIT,
        severity: 'warning',
        message: `The all-waves matrix output has ${include.length} entries; GitHub runs at most ${GITHUB_MATRIX_LIMIT} jobs from one matrix. Each wave in output waves has at most ${attempt.jobs}.`,
        hint: 'Fan out over fromJSON(needs.route.outputs.waves)[k-1] per wave, or lower max-jobs.',
      });
    }
    return { ok: true, outputs, slots, include, shrink: attempt.shrink, jobsPerWave: attempt.jobs, bytes: check.bytes, budgetBytes: check.budgetBytes, diagnostics };
  }
  const failure = last as { bytes: number; budgetBytes: number; error: ErrorDiagnostic };
  const tried = attempts.length > 1 ? ' It was still too large with slim entries and one job per wave.' : '';
  return { ok: false, error: { ...failure.error, message: `${failure.error.message}${tried}` }, bytes: failure.bytes, budgetBytes: failure.budgetBytes, diagnostics: [] };
}
