/**
 * Which plans of a phase are done, without parsing any plan: a plan `NN-PP` is done when its
 * `NN-PP-SUMMARY.md` exists next to its `NN-PP-PLAN.md` and does not report failure
 * (src/core/plans/summary-status.ts reads both real forms).
 */
import { planIdFromFileName } from '../../core/plans/phase-directory.js';
import type { Diagnostic, PhaseDirectory } from '../../core/types.js';
import type { DonePlan } from '../../core/waves/wave-types.js';
import { loadPhaseSummaries } from './load-phase-plans.js';
import type { RepoReader } from './repo-reader.js';

export interface PhaseSummaries {
  /** Ids of the phase's plan files, from their names. */
  planIds: string[];
  done: DonePlan[];
  diagnostics: Diagnostic[];
}

export function readPhaseSummaries(reader: RepoReader, planningDir: string, phase: PhaseDirectory): PhaseSummaries {
  const names = reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? [];
  const planFiles = names.flatMap((fileName) => {
    const id = planIdFromFileName(fileName);
    return id === null ? [] : [{ fileName, id }];
  });
  const { summaries, diagnostics } = loadPhaseSummaries(reader, planningDir, phase, planFiles, new Set(names));
  const done: DonePlan[] = [];
  for (const [id, summary] of summaries) if (summary.done) done.push({ id, reason: summary.reason });
  return { planIds: planFiles.map((f) => f.id), done, diagnostics };
}
