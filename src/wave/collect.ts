/**
 * `step: collect`, the last step of every leg: what the leg changed since the commit it started
 * from (`refs/legion/base`, set by `step: apply`; HEAD when apply did not run), as one record in
 * the patches directory.
 *
 *   workspace ──git add --all (temporary index)──▶ tree ──▶ changes ──▶ path checks (E108)
 *   ──▶ scope (E101 / E102 / E103) ──▶ SUMMARY.md generated when missing ──▶ patch ──▶ record
 *
 * The workspace's own index and files are not changed, except for the generated SUMMARY.md.
 * `.git/` is never recorded (git does not list it), nor the patches directory when it is inside
 * the workspace, nor files the repository ignores (.gitignore). A leg that changed nothing writes
 * an empty record.
 */
import { lstatSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { writeRecordFile } from '../adapters/fs/wave-records.js';
import { LEG_BASE_REF, WaveGit } from '../adapters/git/wave-git.js';
import { ErrorCode, InfoCode, WarningCode } from '../core/error-codes.js';
import { generatedSummary } from '../core/wave/generated-summary.js';
import { scopeViolations, type ScopeKind } from '../core/wave/leg-scope.js';
import { unsafeModeReason, unsafePathReason } from '../core/wave/path-safety.js';
import type { TreeChange } from '../core/wave/tree-changes.js';
import { completeSlimEntry, parseWaveEntry, type WaveEntry } from '../core/wave/wave-entry.js';
import { WaveError, shownList, shownPath } from '../core/wave/wave-error.js';
import { RECORD_FORMAT, recordFileName, serializeRecord, type LegOutcome, type WaveRecord } from '../core/wave/wave-record.js';
import { planAtCommit } from './plan-at-commit.js';
import type { WaveContext } from './wave-context.js';
import type { StepReport } from './step-report.js';

export interface CollectResult {
  patch: string;
  changed: number;
}

const KIND_ORDER: readonly ScopeKind[] = ['read-only', 'workflow', 'scope'];

function scopeError(entry: WaveEntry, kind: ScopeKind, paths: readonly string[]): WaveError {
  const list = shownList(paths);
  switch (kind) {
    case 'read-only':
      return new WaveError(
        ErrorCode.WAVE_READ_ONLY_CHANGED,
        `Leg ${shownPath(entry.id)} is read-only (a review route or a read-only control mode) but changed ${paths.length} file${paths.length === 1 ? '' : 's'}: ${list}. No record was written.`,
      );
    case 'workflow':
      return new WaveError(
        ErrorCode.WAVE_WORKFLOW_CHANGED,
        `Plan ${shownPath(entry.id)} changed workflow files it does not declare: ${list}. GitHub refuses a change under .github/workflows/ pushed with the job's GITHUB_TOKEN, so it could never land. Declare the file in the plan's files_modified (and land with a token that has the workflows permission), or leave it alone. No record was written.`,
      );
    case 'scope':
      return new WaveError(
        ErrorCode.WAVE_OUT_OF_SCOPE,
        `Plan ${shownPath(entry.id)} changed files outside its files_modified, and its control mode restricts the file scope: ${list}. No record was written. Add the files to the plan's files_modified, or keep the agent to them.`,
      );
  }
}

function checkPaths(entry: WaveEntry, changes: readonly TreeChange[]): void {
  const unsafe = changes.flatMap((change) => {
    const reason = unsafePathReason(change.path) ?? unsafeModeReason(change.newMode);
    return reason === null ? [] : [`${shownPath(change.path)} (${reason})`];
  });
  if (unsafe.length > 0) {
    throw new WaveError(
      ErrorCode.WAVE_PATCH_UNSAFE,
      `Leg ${shownPath(entry.id)} left what the wave action does not record: ${unsafe.slice(0, 10).join(', ')}${unsafe.length > 10 ? ` and ${unsafe.length - 10} more` : ''}. Replace links with files and nested repositories with their files. No record was written.`,
    );
  }
}

/**
 * Write the generated SUMMARY.md, refusing to follow a link or leave the workspace. False when a
 * SUMMARY.md is already there unchanged (a plan routed again with --rerun): it is kept.
 */
function writeSummaryFile(top: string, path: string, text: string): boolean {
  if (unsafePathReason(path) !== null) throw new WaveError(ErrorCode.WAVE_INPUT_INVALID, `The entry's SUMMARY.md path ${shownPath(path)} is not a workspace path.`);
  const parts = path.split('/');
  let at = top;
  for (const part of parts.slice(0, -1)) {
    at = join(at, part);
    try {
      if (!lstatSync(at).isDirectory())
        throw new WaveError(
          ErrorCode.WAVE_PATCH_UNSAFE,
          `The directory of ${shownPath(path)} is a link or a file in the workspace; the SUMMARY.md was not written. No record was written.`,
        );
    } catch (error) {
      if (error instanceof WaveError) throw error;
      mkdirSync(at);
    }
  }
  const file = join(top, ...parts);
  try {
    if (lstatSync(file).isFile()) return false;
    throw new WaveError(ErrorCode.WAVE_PATCH_UNSAFE, `${shownPath(path)} exists but is not a regular file. No record was written.`);
  } catch (error) {
    if (error instanceof WaveError) throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text, { flag: 'wx' });
  return true;
}

export function collect(inputs: { entry: string; patches: string; outcome: LegOutcome }, context: WaveContext, report: StepReport): CollectResult {
  let entry = parseWaveEntry(inputs.entry);
  const git = new WaveGit(context.workspace);
  const top = git.topLevel();
  const base = git.commitOf(LEG_BASE_REF) ?? git.commitOf('HEAD');
  if (base === null)
    throw new WaveError(
      ErrorCode.WAVE_GIT_FAILED,
      'The workspace has no commit to compare with: check out the routed commit (needs.route.outputs.sha) with actions/checkout first.',
    );
  if (entry.slim && entry.path !== '') {
    const plan = planAtCommit(git, base, entry.path);
    if (plan) entry = completeSlimEntry(entry, plan);
  }
  if (inputs.outcome !== 'success')
    report.warn(WarningCode.WAVE_AGENT_NOT_SUCCESSFUL, `The agent step of leg ${shownPath(entry.id)} ended with "${inputs.outcome}"; the record and its SUMMARY.md say so.`);

  const inside = relative(top, inputs.patches);
  const exclude = inside !== '' && !inside.startsWith('..') && !inside.startsWith(sep) ? [inside.split(sep).join('/')] : [];
  const baseTree = git.treeOf(base);
  git.startIndex(baseTree);
  try {
    git.addWorkspace(exclude);
    let changes = git.treeChanges(baseTree, git.writeTree());
    checkPaths(entry, changes);
    let generated = false;
    if (changes.length > 0) {
      const violations = scopeViolations(
        entry,
        changes.map((c) => c.path),
      );
      for (const kind of KIND_ORDER) {
        const paths = violations.filter((v) => v.kind === kind).map((v) => v.path);
        if (paths.length > 0) throw scopeError(entry, kind, paths);
      }
      if (entry.plan !== '' && !changes.some((c) => c.path === entry.summary)) {
        const text = generatedSummary({ plan: entry.plan, agent: entry.agent, outcome: inputs.outcome, files: changes.map((c) => c.path), runLink: context.runLink });
        generated = writeSummaryFile(top, entry.summary, text);
        if (generated) {
          report.info(InfoCode.WAVE_SUMMARY_GENERATED, `The agent wrote no SUMMARY.md for plan ${shownPath(entry.plan)}: ${shownPath(entry.summary)} was generated.`);
          git.addWorkspace(exclude);
          changes = git.treeChanges(baseTree, git.writeTree());
          checkPaths(entry, changes);
        }
      }
    }
    const patch = changes.length > 0 ? git.patchFromIndex(base) : Buffer.alloc(0);
    if (changes.length === 0) report.info(InfoCode.WAVE_EMPTY_RECORD, `Leg ${shownPath(entry.id)} changed nothing: its record is empty.`);
    const record: WaveRecord = {
      format: RECORD_FORMAT,
      id: entry.id,
      plan: entry.plan,
      phase: entry.phase,
      wave: entry.wave,
      path: entry.path,
      summary: entry.summary,
      agent: entry.agent,
      read_only: entry.readOnly,
      depends_on: entry.dependsOn,
      outcome: inputs.outcome,
      run_id: context.runId,
      run_attempt: context.attempt,
      base,
      changes: changes.map((c) => ({ status: c.status, path: c.path })),
      summary_generated: generated,
      patch_bytes: patch.length,
      patch: patch.toString('base64'),
    };
    const file = writeRecordFile(inputs.patches, recordFileName(entry.id), serializeRecord(record));
    report.line(
      `Recorded leg ${shownPath(entry.id)}: ${changes.length} file${changes.length === 1 ? '' : 's'} changed since ${base.slice(0, 12)} (${patch.length} bytes of patch).`,
    );
    return { patch: file, changed: changes.length };
  } finally {
    git.dropIndex();
  }
}
