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
import { checkoutFromPaths } from '../../../src/core/plans/checkout-lookup.js';
import { lintPlanEntries } from '../../../src/core/plans/lint-plan-entries.js';
import type { EntryChange } from '../../../src/core/plans/normalise-entry.js';
import { parsePlan } from '../../../src/core/plans/parse-plan.js';
import { selectPlans, type PlanSummary } from '../../../src/core/plans/select-plans.js';
import { parsePhaseDirectory } from '../../../src/core/plans/phase-directory.js';
import { summaryStatus, type SummaryForm, type SummaryOutcome } from '../../../src/core/plans/summary-status.js';
import type { Plan } from '../../../src/core/types.js';
import { bundledConfig } from '../../support/temp-repo.js';

const REPO = process.env['LEGION_REPO'];
const HAS_REPO = REPO !== undefined && existsSync(REPO);
if (!HAS_REPO) process.stdout.write(`notice: LEGION_REPO ${REPO ? `(${REPO}) not found` : 'not set'}; the Legion history survey of plans and summaries is skipped.\n`);

interface Blob {
  sha: string;
  path: string;
  text: string;
}

const git = (repo: string, args: string[], input?: string): Buffer => execFileSync('git', ['-C', repo, ...args], { maxBuffer: 1 << 28, ...(input !== undefined ? { input } : {}) });

/** The texts of `rev:path` objects, in order, through one `git cat-file --batch`. */
function readObjects(repo: string, specs: readonly string[]): string[] {
  if (specs.length === 0) return [];
  const batch = git(repo, ['cat-file', '--batch'], specs.join('\n') + '\n');
  const texts: string[] = [];
  let offset = 0;
  for (let i = 0; i < specs.length; i++) {
    const headerEnd = batch.indexOf(10, offset);
    const header = batch.subarray(offset, headerEnd).toString('utf8');
    if (header.endsWith(' missing')) {
      texts.push('');
      offset = headerEnd + 1;
      continue;
    }
    const size = Number(header.split(' ')[2]);
    const start = headerEnd + 1;
    texts.push(batch.subarray(start, start + size).toString('utf8'));
    offset = start + size + 1;
  }
  return texts;
}

/** Each distinct NN-PP-PLAN.md / NN-PP-SUMMARY.md blob of the whole history, with one path it had. */
function historyBlobs(repo: string): Blob[] {
  const wanted = git(repo, ['rev-list', '--all', '--objects'])
    .toString('utf8')
    .split('\n')
    .map((line) => ({ sha: line.slice(0, 40), path: line.slice(41) }))
    .filter((o) => /(^|\/)\d{1,4}-\d{1,4}-(PLAN|SUMMARY)\.md$/.test(o.path));
  const texts = readObjects(
    repo,
    wanted.map((o) => o.sha),
  );
  return wanted.map((object, i) => ({ ...object, text: texts[i] as string }));
}

interface Replayed {
  sha: string;
  id: string;
  changed: string[];
  files: string[];
  plans: Plan[];
  summaries: Map<string, PlanSummary>;
}

/**
 * Every commit whose subject names exactly one plan (`feat(38-02): …`) whose PLAN.md is in the
 * parent tree: the parent tree as the checkout, the plans of that phase as they were there,
 * and the commit's changed files.
 */
function replayCommits(repo: string): Replayed[] {
  const commits = git(repo, ['log', '--all', '--format=%H%x00%P%x00%s']).toString('utf8').trim().split('\n');
  const out: (Omit<Replayed, 'plans' | 'summaries'> & { parent: string; planFiles: string[]; summaryFiles: string[]; phaseDir: string })[] = [];
  for (const line of commits) {
    const [sha, parents, subject] = line.split('\u0000') as [string, string, string];
    const parent = parents.split(' ')[0];
    const ids = [...new Set(subject.match(/\b\d{2}-\d{2}\b/g) ?? [])];
    if (!parent || ids.length !== 1) continue;
    const id = ids[0] as string;
    const files = git(repo, ['ls-tree', '-r', '--name-only', parent]).toString('utf8').trim().split('\n');
    const planPath = files.find((f) => f.startsWith('.planning/phases/') && f.endsWith(`/${id}-PLAN.md`) && f.split('/').length === 4);
    if (!planPath) continue;
    const dir = planPath.slice(0, planPath.lastIndexOf('/'));
    const inDir = files.filter((f) => f.startsWith(`${dir}/`) && f.split('/').length === 4);
    const changed = git(repo, ['diff', '--name-only', parent, sha]).toString('utf8').trim().split('\n').filter(Boolean);
    out.push({
      sha,
      parent,
      id,
      changed,
      files,
      phaseDir: dir.split('/')[2] as string,
      planFiles: inDir.filter((f) => /\d-PLAN\.md$/.test(f)),
      summaryFiles: inDir.filter((f) => /\d-SUMMARY\.md$/.test(f)),
    });
  }
  const specs = out.flatMap((c) => [...c.planFiles, ...c.summaryFiles].map((f) => `${c.parent}:${f}`));
  const texts = readObjects(repo, specs);
  let next = 0;
  return out.map((c) => {
    const checkout = checkoutFromPaths(c.files);
    const phaseNumber = parsePhaseDirectory(c.phaseDir)?.number ?? 0;
    const plans = c.planFiles.flatMap((path) => {
      const parsed = parsePlan({
        path,
        fileName: path.split('/').pop() as string,
        phaseDir: c.phaseDir,
        phaseNumber,
        text: texts[next++] as string,
        kind: (p) => checkout.kind(p),
      });
      return parsed.plan ? [parsed.plan] : [];
    });
    const summaries = new Map<string, PlanSummary>();
    for (const path of c.summaryFiles) {
      const status = summaryStatus(texts[next++] as string);
      summaries.set((path.split('/').pop() as string).replace('-SUMMARY.md', ''), { path, done: status.done, outcome: status.outcome, reason: status.reason });
    }
    return { sha: c.sha, id: c.id, changed: c.changed, files: c.files, plans, summaries };
  });
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

  describe('replaying the commits that name one plan', () => {
    const replayed = HAS_REPO ? replayCommits(REPO as string) : [];
    const everPath = HAS_REPO
      ? new Set(
          git(REPO as string, ['log', '--all', '--name-only', '--format='])
            .toString('utf8')
            .split('\n')
            .filter(Boolean),
        )
      : new Set<string>();
    const config = bundledConfig();

    test('the entry lint on done plans (the default) flags nothing; on every plan it flags only files created later', () => {
      let allWarnings = 0;
      let routesWarned = 0;
      const flagged: string[] = [];
      for (const commit of replayed) {
        const checkout = checkoutFromPaths(commit.files);
        const selection = selectPlans({
          plans: commit.plans,
          criteria: null,
          config,
          summaries: commit.summaries,
          changedFiles: { files: commit.changed, complete: true },
          checkout,
        });
        expect(
          selection.diagnostics.filter((d) => d.code === 'W086'),
          commit.sha,
        ).toEqual([]);
        const all = lintPlanEntries({ plans: commit.plans, checkout, changedFiles: commit.changed });
        allWarnings += all.length;
        if (all.length > 0) routesWarned++;
        for (const d of all) flagged.push(...[...d.message.matchAll(/'([^']+)'/g)].map((m) => m[1] as string));
      }
      const later = flagged.filter((entry) => [...everPath].some((p) => p === entry || p.startsWith(entry)));
      process.stdout.write(
        `Legion replay: ${replayed.length} commits naming one plan; lint on every plan: ${routesWarned} routes warned, ${allWarnings} warnings, ${flagged.length} entries, ${later.length} of them files that exist later in history\n`,
      );
      expect(replayed.length).toBeGreaterThan(50);
      expect(later).toEqual(flagged);
    });

    test('the named plan is selected by its commit whenever the commit changes a file it declares, and a done plan is done', () => {
      let named = 0;
      let selected = 0;
      let done = 0;
      for (const commit of replayed) {
        const plan = commit.plans.find((p) => p.id === commit.id);
        if (!plan || plan.filesModified.length === 0) continue;
        const decision = selectPlans({
          plans: commit.plans,
          criteria: null,
          config,
          summaries: commit.summaries,
          changedFiles: { files: commit.changed, complete: true },
        }).decisions.find((d) => d.id === commit.id);
        if (decision?.status === 'done') done++;
        const declaresAChangedFile = commit.changed.some((file) => plan.filesModified.some((entry) => file === entry || (entry.endsWith('/') && file.startsWith(entry))));
        if (!declaresAChangedFile) continue;
        named++;
        if (decision?.status === 'selected' || decision?.status === 'done') selected++;
        expect(decision?.matchedChangedFileNames?.length ?? 0, commit.sha).toBeLessThanOrEqual(20);
      }
      process.stdout.write(
        `Legion replay: ${named} commits change a file their plan declares; ${selected} select it (or find it done); ${done} named plans already done at the parent\n`,
      );
      expect(selected).toBe(named);
    });
  });
});
