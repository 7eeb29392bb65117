/**
 * Which plans of a phase are done: a plan `NN-PP` is done when its `NN-PP-SUMMARY.md` exists next
 * to its `NN-PP-PLAN.md` and does not report failure.
 */
import { planIdFromFileName } from '../../core/plans/phase-directory.js';
import type { PhaseDirectory } from '../../core/types.js';
import type { DonePlan } from '../../core/waves/wave-types.js';
import type { RepoReader } from './repo-reader.js';

const SUMMARY = /^(\d{2,4}-\d{2,4})-SUMMARY\.md$/;

export function readPhaseSummaries(reader: RepoReader, planningDir: string, phase: PhaseDirectory): { planIds: string[]; done: DonePlan[] } {
  const names = reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? [];
  const planIds = names.map((name) => planIdFromFileName(name)).filter((id): id is string => id !== null);
  const plans = new Set(planIds);
  const done: DonePlan[] = [];
  for (const name of names) {
    const id = SUMMARY.exec(name)?.[1];
    if (id !== undefined && plans.has(id)) done.push({ id, reason: `${name} exists` });
  }
  return { planIds, done };
}
