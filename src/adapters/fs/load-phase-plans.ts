import { planIdFromFileName, sortPhaseDirectories } from '../../core/plans/phase-directory.js';
import { parsePlan } from '../../core/plans/parse-plan.js';
import type { MalformedPlan } from '../../core/plans/select-plans.js';
import { WarningCode } from '../../core/error-codes.js';
import type { Diagnostic, PhaseDirectory, Plan } from '../../core/types.js';
import type { RepoReader } from './repo-reader.js';

/** Phase directories under `<planning>/phases`, sorted by number; null when the folder is missing. */
export function listPhaseDirectories(reader: RepoReader, planningDir: string): PhaseDirectory[] | null {
  const names = reader.listDirectory(`${planningDir}/phases`, 'directory');
  return names === null ? null : sortPhaseDirectories(names);
}

/** Plan file names (`NN-PP-PLAN.md`) in a phase directory. */
export function listPlanFiles(reader: RepoReader, planningDir: string, phase: PhaseDirectory): string[] {
  return (reader.listDirectory(`${planningDir}/phases/${phase.name}`, 'file') ?? []).filter((name) => planIdFromFileName(name) !== null);
}

export interface PhasePlans {
  plans: Plan[];
  malformed: MalformedPlan[];
  diagnostics: Diagnostic[];
}

/** Read and parse every plan of a phase; unreadable or malformed files are reported, not fatal. */
export function loadPhasePlans(reader: RepoReader, planningDir: string, phase: PhaseDirectory): PhasePlans {
  const result: PhasePlans = { plans: [], malformed: [], diagnostics: [] };
  for (const fileName of listPlanFiles(reader, planningDir, phase)) {
    const path = `${planningDir}/phases/${phase.name}/${fileName}`;
    const id = planIdFromFileName(fileName) as string;
    const read = reader.readText(path);
    if (!read.ok) {
      const diagnostic: Diagnostic = { code: WarningCode.PLAN_INVALID, severity: 'warning', message: `${read.message}; the plan is not routed.`, file: path };
      result.malformed.push({ id, path, diagnostic });
      result.diagnostics.push(diagnostic);
      continue;
    }
    const parsed = parsePlan({ path, fileName, phaseDir: phase.name, phaseNumber: phase.number, text: read.text });
    if (parsed.fatal) {
      result.malformed.push({ id: parsed.id, path, diagnostic: parsed.fatal });
      result.diagnostics.push(parsed.fatal);
    } else {
      result.plans.push(parsed.plan);
      result.diagnostics.push(...parsed.plan.diagnostics);
    }
  }
  return result;
}
