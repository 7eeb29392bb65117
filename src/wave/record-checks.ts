/**
 * Checks on records made again where they are used (apply, land), against the commit they
 * apply to rather than what the leg said: a dependency without a record (E105), a read-only
 * record that changes something (E102), and a workflow file its plan does not declare (E103):
 * the job that wrote a record also ran an agent, so its checks are not the last word.
 */
import type { WaveGit } from '../adapters/git/wave-git.js';
import { ErrorCode, WarningCode, type WarningCodeValue } from '../core/error-codes.js';
import { declaredMatcher, WORKFLOWS_DIR } from '../core/wave/leg-scope.js';
import { WaveError, shownList, shownPath } from '../core/wave/wave-error.js';
import { dependencySummaryPath } from '../core/wave/wave-entry.js';
import { isEmptyRecord, type WaveRecord } from '../core/wave/wave-record.js';
import { planAtCommit } from './plan-at-commit.js';

export interface WaveNote {
  code: WarningCodeValue;
  message: string;
}

export interface DependentPlan {
  id: string;
  /** The plan file, for dependencies named without a SUMMARY path. */
  path: string;
  dependsOn: readonly string[];
  dependsOnSummaries: readonly string[];
}

/**
 * Every dependency has a record, or a SUMMARY.md at `commit` (done by an earlier run, so not
 * routed). A dependency whose record is empty is a warning: its leg ran and changed nothing.
 */
export function checkDependencies(git: WaveGit, commit: string, plan: DependentPlan, records: readonly WaveRecord[]): WaveNote[] {
  const notes: WaveNote[] = [];
  const missing: string[] = [];
  plan.dependsOn.forEach((dep, i) => {
    const record = records.find((r) => r.plan === dep);
    if (record) {
      if (isEmptyRecord(record))
        notes.push({ code: WarningCode.WAVE_DEPENDENCY_EMPTY, message: `Plan ${shownPath(plan.id)} depends on plan ${shownPath(dep)}, whose leg changed nothing.` });
      return;
    }
    const summary = plan.dependsOnSummaries[i] ?? dependencySummaryPath(plan.path, dep);
    if (git.fileAt(commit, summary, 4_194_304) === null) missing.push(dep);
  });
  if (missing.length > 0) {
    throw new WaveError(
      ErrorCode.WAVE_DEPENDENCY_MISSING,
      `Plan ${shownPath(plan.id)} depends on ${missing.length === 1 ? 'plan' : 'plans'} ${shownList(missing)}, which ${missing.length === 1 ? 'has' : 'have'} no record in the patches directory and no SUMMARY.md at the routed commit. Its leg would start without that work, so nothing was applied. Check that every wave job uploaded its legion-patch-* artifact and that this job downloads them all (pattern: legion-patch-*, merge-multiple: true).`,
    );
  }
  return notes;
}

export function checkDeclaredChanges(git: WaveGit, commit: string, record: WaveRecord, paths: readonly string[]): void {
  if (paths.length === 0) return;
  if (record.read_only) {
    throw new WaveError(
      ErrorCode.WAVE_READ_ONLY_CHANGED,
      `The record of the read-only leg ${shownPath(record.id)} changes files (${shownList(paths, 5)}). Nothing was applied or pushed.`,
    );
  }
  const workflows = paths.filter((path) => path.startsWith(WORKFLOWS_DIR) && path !== record.summary);
  if (workflows.length === 0) return;
  const plan = record.path === '' ? null : planAtCommit(git, commit, record.path);
  const declared = declaredMatcher(plan?.files ?? []);
  const undeclared = workflows.filter((path) => !declared(path));
  if (undeclared.length > 0) {
    throw new WaveError(
      ErrorCode.WAVE_WORKFLOW_CHANGED,
      `The record of plan ${shownPath(record.id)} changes workflow files its plan does not declare: ${shownList(undeclared)}. GitHub refuses a workflow change pushed with the job's GITHUB_TOKEN; declare the file in the plan's files_modified and land with a token that has the workflows permission. Nothing was applied or pushed.`,
    );
  }
}
