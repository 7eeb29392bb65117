/**
 * `step: apply`, before the agent step of waves 2 and later (harmless in wave 1): the records of
 * every earlier wave of the route, applied onto the checkout in (wave, plan id) order, so the
 * agent starts from what the earlier waves built (Legion's wave-executor, Section 4 Step 2 and
 * Section 1.5's merge in plan order).
 *
 *   records (this run, this phase, waves before this leg's) ──▶ dependencies (E105)
 *   ──▶ temporary index: each patch, each tree checked (E104, E108, E102, E103)
 *   ──▶ one commit on HEAD ──▶ `git checkout --detach` (all or nothing) ──▶ refs/legion/base
 *   ──▶ handoff file (Section 5.6) ──▶ outputs
 *
 * `refs/legion/base` is the commit collect diffs against, so a leg's record holds its own
 * changes only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LEG_BASE_REF, WaveGit } from '../adapters/git/wave-git.js';
import { ErrorCode, WarningCode } from '../core/error-codes.js';
import { renderHandoff, type HandoffPlan } from '../core/wave/handoff-context.js';
import { completeSlimEntry, parseWaveEntry } from '../core/wave/wave-entry.js';
import { WaveError, shownPath } from '../core/wave/wave-error.js';
import { applyRecordsAtOnce } from './apply-records.js';
import { planAtCommit } from './plan-at-commit.js';
import { checkDeclaredChanges, checkDependencies } from './record-checks.js';
import { loadRecords } from './records.js';
import type { StepReport } from './step-report.js';
import type { WaveContext } from './wave-context.js';

export interface ApplyResult {
  handoff: string;
  applied: number;
}

export function applyEarlierWaves(inputs: { entry: string; patches: string }, context: WaveContext, report: StepReport): ApplyResult {
  let entry = parseWaveEntry(inputs.entry);
  const git = new WaveGit(context.workspace);
  git.topLevel();
  const head = git.commitOf('HEAD');
  if (head === null)
    throw new WaveError(ErrorCode.WAVE_GIT_FAILED, 'The workspace has no commit: check out the routed commit (needs.route.outputs.sha) with actions/checkout first.');
  if (entry.slim && entry.path !== '') {
    const plan = planAtCommit(git, head, entry.path);
    if (plan) entry = completeSlimEntry(entry, plan);
  }
  const { records, foreign } = loadRecords(inputs.patches, context.runId, entry.plan !== '' ? entry.phase : null);
  if (foreign > 0) report.warn(WarningCode.WAVE_FOREIGN_FILES, `The patches directory holds ${foreign} entr${foreign === 1 ? 'y' : 'ies'} that are not records; left alone.`);
  const earlier = records.filter((record) => record.wave < entry.wave);
  if (entry.plan !== '') {
    for (const note of checkDependencies(git, head, { id: entry.plan, path: entry.path, dependsOn: entry.dependsOn, dependsOnSummaries: entry.dependsOnSummaries }, earlier))
      report.warn(note.code, note.message);
  }
  const result = applyRecordsAtOnce(git, head, earlier);
  const applied = result?.applied ?? [];
  for (const record of applied)
    checkDeclaredChanges(
      git,
      head,
      record,
      record.changes.map((c) => c.path),
    );
  let start = head;
  if (result) {
    start = git.commitTree(result.tree, head, `legion: waves before wave ${entry.wave} of run ${context.runId} (${applied.length} plan${applied.length === 1 ? '' : 's'})\n`);
    git.checkoutDetached(start);
  }
  git.updateRef(LEG_BASE_REF, start);
  report.line(
    applied.length === 0
      ? `No earlier wave changed anything: leg ${shownPath(entry.id)} starts from ${head.slice(0, 12)}.`
      : `Applied ${applied.length} earlier plan${applied.length === 1 ? '' : 's'} (${applied.map((record) => shownPath(record.id)).join(', ')}) onto ${head.slice(0, 12)}: leg ${shownPath(entry.id)} starts from ${start.slice(0, 12)}.`,
  );

  const handed = earlier.filter((record) => record.plan !== '' && !record.read_only);
  const summaries = git.filesAt(
    start,
    handed.map((record) => record.summary),
    262_144,
  );
  const plans: HandoffPlan[] = handed.map((record) => {
    const summary = summaries.get(record.summary) ?? null;
    return {
      plan: record.plan,
      wave: record.wave,
      dependency: entry.dependsOn.includes(record.plan),
      summaryText: summary === null ? null : summary.toString('utf8'),
      summaryPath: record.summary,
      files: record.changes.map((c) => c.path),
    };
  });
  mkdirSync(context.temp, { recursive: true });
  const handoff = join(context.temp, `legion-handoff-${entry.id}.md`);
  writeFileSync(handoff, renderHandoff({ plan: entry.plan || entry.id, wave: entry.wave }, plans));
  return { handoff, applied: applied.length };
}
