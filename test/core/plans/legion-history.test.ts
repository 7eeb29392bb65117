/**
 * Every PLAN.md and SUMMARY.md Legion ever committed, through our parsers: the survey behind
 * #10 items 4–6 and #9 item 4 (the figures are in the plans report), kept as a regression test.
 *
 * Reads the bare Legion repository named by LEGION_REPO (for example
 * /work/.mirror/9thLevelSoftware+legion/repo); without it the suite skips with one notice.
 * Nothing of Legion's is copied into the project: blobs are read with `git cat-file --batch`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { EntryChange } from '../../../src/core/plans/normalise-entry.js';
import { parsePlan } from '../../../src/core/plans/parse-plan.js';
import { parsePhaseDirectory } from '../../../src/core/plans/phase-directory.js';
import { summaryStatus, type SummaryForm, type SummaryOutcome } from '../../../src/core/plans/summary-status.js';

const REPO = process.env['LEGION_REPO'];
const HAS_REPO = REPO !== undefined && existsSync(REPO);
if (!HAS_REPO) process.stdout.write(`notice: LEGION_REPO ${REPO ? `(${REPO}) not found` : 'not set'}; the Legion history survey of plans and summaries is skipped.\n`);

interface Blob {
  sha: string;
  path: string;
  text: string;
}

/** Each distinct NN-PP-PLAN.md / NN-PP-SUMMARY.md blob of the whole history, with one path it had. */
function historyBlobs(repo: string): Blob[] {
  const objects = execFileSync('git', ['-C', repo, 'rev-list', '--all', '--objects'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const wanted = objects
    .split('\n')
    .map((line) => ({ sha: line.slice(0, 40), path: line.slice(41) }))
    .filter((o) => /(^|\/)\d{1,4}-\d{1,4}-(PLAN|SUMMARY)\.md$/.test(o.path));
  const batch = execFileSync('git', ['-C', repo, 'cat-file', '--batch'], { input: wanted.map((o) => o.sha).join('\n') + '\n', maxBuffer: 1 << 28 });
  const blobs: Blob[] = [];
  let offset = 0;
  for (const object of wanted) {
    const headerEnd = batch.indexOf(10, offset);
    const size = Number(batch.subarray(offset, headerEnd).toString('utf8').split(' ')[2]);
    const start = headerEnd + 1;
    blobs.push({ ...object, text: batch.subarray(start, start + size).toString('utf8') });
    offset = start + size + 1;
  }
  return blobs;
}

const tally = <K extends string>(keys: Iterable<K>): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
};

describe.skipIf(!HAS_REPO)('Legion’s history: every plan and summary ever committed', () => {
  const blobs = HAS_REPO ? historyBlobs(REPO as string) : [];
  const plans = blobs.filter((b) => b.path.endsWith('-PLAN.md'));
  const summaries = blobs.filter((b) => b.path.endsWith('-SUMMARY.md'));

  const parsed = plans.map((blob) => {
    const parts = blob.path.split('/');
    const fileName = parts[parts.length - 1] as string;
    const phaseDir = parts[parts.length - 2] as string;
    const phase = parsePhaseDirectory(phaseDir)?.number ?? 0;
    return { blob, result: parsePlan({ path: blob.path, fileName, phaseDir, phaseNumber: phase, text: blob.text }) };
  });

  const routable = parsed.flatMap((p) => (p.result.plan ? [p.result.plan] : []));
  const statuses = summaries.map((blob) => ({ blob, status: summaryStatus(blob.text) }));

  test('the survey figures (printed for the report)', () => {
    const changes = routable.flatMap((plan) => (plan.normalisedEntries ?? []).flatMap((n) => n.changes as EntryChange[]));
    const figures = {
      planBlobs: plans.length,
      unroutable: parsed.filter((p) => p.result.fatal).map((p) => `${p.blob.path}:${p.result.fatal?.line}`),
      legacyPlanNumber: routable.filter((p) => p.legacyPlanNumber).length,
      schemaNits: tally(routable.flatMap((p) => p.diagnostics.map((d) => d.message.slice(d.message.indexOf(': ') + 2).replace(/\[\d+\]/g, '[i]')))),
      entries: routable.reduce((n, p) => n + p.filesModified.length, 0),
      normalisedEntries: routable.reduce((n, p) => n + (p.normalisedEntries?.length ?? 0), 0),
      changes: tally(changes),
      summaryBlobs: summaries.length,
      summaryForms: tally(statuses.map((s) => s.status.form as SummaryForm)),
      summaryOutcomes: tally(statuses.map((s) => s.status.outcome as SummaryOutcome)),
    };
    process.stdout.write(`Legion history survey: ${JSON.stringify(figures)}\n`);
    expect(figures.planBlobs).toBeGreaterThan(200);
  });

  test('the only plans that cannot be routed are the three with invalid YAML (an unknown escape), each E075 with its line', () => {
    const fatal = parsed.filter((p) => p.result.fatal);
    expect([...new Set(fatal.map((p) => p.blob.path))].sort()).toEqual([
      '.planning/phases/39-environment-mapping/39-04-PLAN.md',
      '.planning/phases/40-roster-gap-analysis/40-00-PLAN.md',
      '.planning/phases/40-roster-gap-analysis/40-02-PLAN.md',
    ]);
    for (const p of fatal) {
      expect(p.result.fatal).toMatchObject({ code: 'E075', severity: 'blocker', file: p.blob.path });
      expect(p.result.fatal?.message).toMatch(/frontmatter is not valid YAML: .*escape/);
      expect(p.result.fatal?.line).toBeGreaterThan(1);
    }
  });

  test('integer plan numbers are the older form, never a schema warning', () => {
    expect(routable.filter((p) => p.legacyPlanNumber).length).toBeGreaterThan(100);
    for (const plan of routable) {
      for (const d of plan.diagnostics) expect(d.message).not.toMatch(/frontmatter plan /);
    }
  });

  test('every files_modified entry is a path after normalisation: no notes left, and only the parenthesised form was needed', () => {
    for (const plan of routable) {
      for (const entry of plan.filesModified) expect(entry, `${plan.path}: ${entry}`).not.toMatch(/\s/);
      for (const n of plan.normalisedEntries ?? []) expect(n.changes).toEqual(['parenthesised-note']);
    }
  });

  test('every SUMMARY states its outcome in a form we read, and none reports failure', () => {
    for (const { blob, status } of statuses) {
      expect(status.form, blob.path).not.toBe('none');
      expect([status.outcome, status.done], blob.path).toEqual(['success', true]);
    }
  });
});
