/**
 * The phase loader on disk (#10 items 4–6, #9 item 4): plans with their SUMMARY files, plans
 * that cannot be routed as blockers (or kept unscoped), normalised entries and integer plan
 * numbers reported once, and the checkout look-up the core asks about directories and files.
 */
import { describe, expect, test } from 'vitest';
import { createCheckoutLookup, loadPhase, loadPhasePlans, loadPhaseSummaries, summaryFileName } from '../../../src/adapters/fs/load-phase-plans.js';
import { MAX_FILE_BYTES, RepoReader } from '../../../src/adapters/fs/repo-reader.js';
import { phaseLoadRefusal } from '../../../src/core/plans/phase-load-refusal.js';
import { selectPlans } from '../../../src/core/plans/select-plans.js';
import type { PhaseDirectory } from '../../../src/core/types.js';
import { bundledConfig, planText, useTempRepos, validPlan } from '../../support/temp-repo.js';

const repos = useTempRepos();
const PHASE: PhaseDirectory = { name: '02-api', number: 2 };
const DIR = '.planning/phases/02-api';

function load(files: Record<string, string>, options: Parameters<typeof loadPhase>[3] = {}) {
  const repo = repos.make(files);
  return { repo, loaded: loadPhase(new RepoReader(repo.root), '.planning', PHASE, options) };
}

const summary = (status: string) => `# Plan summary\n\n## Status: ${status}\n`;

describe('loadPhase: plans and their SUMMARY files', () => {
  test('each plan’s NN-PP-SUMMARY.md is read: done, failed, or none', () => {
    const { loaded } = load({
      [`${DIR}/02-01-PLAN.md`]: validPlan({ phase: '2', plan: '02-01' }),
      [`${DIR}/02-01-SUMMARY.md`]: summary('Complete'),
      [`${DIR}/02-02-PLAN.md`]: validPlan({ phase: '2', plan: '02-02' }),
      [`${DIR}/02-02-SUMMARY.md`]: summary('Failed'),
      [`${DIR}/02-03-PLAN.md`]: validPlan({ phase: '2', plan: '02-03' }),
      [`${DIR}/02-09-SUMMARY.md`]: summary('Complete'), // no plan: ignored
    });
    expect(loaded.plans.map((p) => p.id)).toEqual(['02-01', '02-02', '02-03']);
    expect([...loaded.summaries]).toEqual([
      ['02-01', { path: `${DIR}/02-01-SUMMARY.md`, done: true, outcome: 'success', reason: 'SUMMARY.md reports Status: Complete: done' }],
      ['02-02', { path: `${DIR}/02-02-SUMMARY.md`, done: false, outcome: 'failed', reason: 'SUMMARY.md reports Status: Failed: not done (failed)' }],
    ]);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.blockers).toEqual([]);
  });

  test('readSummaries: false reads none', () => {
    const { loaded } = load({ [`${DIR}/02-01-PLAN.md`]: validPlan({ phase: '2', plan: '02-01' }), [`${DIR}/02-01-SUMMARY.md`]: summary('Complete') }, { readSummaries: false });
    expect(loaded.summaries.size).toBe(0);
  });

  test('a SUMMARY that is a symbolic link out of the repository, or too large, is W087 and not done', () => {
    const outside = repos.make({ 'secret.md': summary('Complete') });
    const repo = repos.make({
      [`${DIR}/02-01-PLAN.md`]: validPlan({ phase: '2', plan: '02-01' }),
      [`${DIR}/02-02-PLAN.md`]: validPlan({ phase: '2', plan: '02-02' }),
      [`${DIR}/02-02-SUMMARY.md`]: `## Status: Complete\n${'x'.repeat(MAX_FILE_BYTES + 1)}`,
    });
    repo.symlink(outside.path('secret.md'), `${DIR}/02-01-SUMMARY.md`);
    const loaded = loadPhase(new RepoReader(repo.root), '.planning', PHASE);
    expect(loaded.summaries.get('02-01')).toMatchObject({ done: false, outcome: 'unreadable' });
    expect(loaded.summaries.get('02-02')).toMatchObject({ done: false, outcome: 'unreadable' });
    expect(loaded.diagnostics.map((d) => [d.code, d.severity, d.file])).toEqual([
      ['W087', 'warning', `${DIR}/02-01-SUMMARY.md`],
      ['W087', 'warning', `${DIR}/02-02-SUMMARY.md`],
    ]);
    expect(loaded.diagnostics[0]?.message).toMatch(/symbolic link to a file outside the repository.*plan 02-01 is treated as not done/);
  });

  test('a status in words we do not read is W088 with its line, and not done', () => {
    const { loaded } = load({ [`${DIR}/02-01-PLAN.md`]: validPlan({ phase: '2', plan: '02-01' }), [`${DIR}/02-01-SUMMARY.md`]: '# S\n\n## Status: Shelved for now\n' });
    expect(loaded.summaries.get('02-01')).toMatchObject({ done: false, outcome: 'unrecognised' });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'W088',
        severity: 'warning',
        file: `${DIR}/02-01-SUMMARY.md`,
        line: 3,
        message: `${DIR}/02-01-SUMMARY.md: status 'Shelved for now' is neither a success nor a failure legion-router recognises; plan 02-01 is treated as not done.`,
      }),
    ]);
  });

  test('summaryFileName', () => {
    expect(summaryFileName('02-01-PLAN.md')).toBe('02-01-SUMMARY.md');
    expect(summaryFileName('100-1000-PLAN.md')).toBe('100-1000-SUMMARY.md');
  });

  test('loadPhaseSummaries on its own (for routes that need only done-ness)', () => {
    const repo = repos.make({ [`${DIR}/02-01-SUMMARY.md`]: '---\noutcome: partial\n---\n' });
    const result = loadPhaseSummaries(new RepoReader(repo.root), '.planning', PHASE, [{ fileName: '02-01-PLAN.md', id: '02-01' }]);
    expect(result.summaries.get('02-01')).toMatchObject({ done: false, outcome: 'partial' });
  });
});

describe('loadPhase: no silent partial route', () => {
  const broken = {
    [`${DIR}/02-01-PLAN.md`]: validPlan({ phase: '2', plan: '02-01', files: ['src/a.ts'] }),
    [`${DIR}/02-02-PLAN.md`]: planText(['phase: 2', 'plan: "02-02"', 'wave: 1', 'agents: [a', 'files_modified: [src/b.ts]']),
  };

  test('by default a plan whose frontmatter cannot be parsed is a blocker E075 naming the file and line', () => {
    const { loaded } = load(broken);
    expect(loaded.plans.map((p) => p.id)).toEqual(['02-01']);
    expect(loaded.malformed.map((m) => m.id)).toEqual(['02-02']);
    expect(loaded.blockers).toEqual([expect.objectContaining({ code: 'E075', severity: 'blocker', file: `${DIR}/02-02-PLAN.md`, line: 6 })]);
    expect(loaded.diagnostics.filter((d) => d.severity === 'blocker')).toEqual([]);

    const refusal = phaseLoadRefusal(loaded.blockers, 'phase 2 (02-api)');
    expect(refusal?.code).toBe('E075');
    expect(refusal?.message).toMatch(
      new RegExp(
        `^A plan of phase 2 \\(02-api\\) cannot be routed, so nothing is routed \\(a partial route would leave it out silently\\): ${DIR}/02-02-PLAN.md line 6: frontmatter is not valid YAML: `,
      ),
    );
    expect(refusal?.hint).toContain('keep-unparsable-plans: true');
  });

  test('every plan file ends in exactly one of selected, done, dropped', () => {
    const { loaded } = load({
      ...broken,
      [`${DIR}/02-03-PLAN.md`]: validPlan({ phase: '2', plan: '02-03', files: ['src/c.ts'] }),
      [`${DIR}/02-03-SUMMARY.md`]: summary('Complete'),
    });
    const { decisions } = selectPlans({
      plans: loaded.plans,
      malformed: loaded.malformed,
      criteria: null,
      config: bundledConfig(),
      summaries: loaded.summaries,
      changedFiles: { files: ['src/a.ts'], complete: true },
    });
    expect(decisions.map((d) => [d.id, d.status]).sort()).toEqual([
      ['02-01', 'selected'],
      ['02-02', 'dropped'],
      ['02-03', 'done'],
    ]);
  });

  test('keepUnparsablePlans: the plan routes unscoped (every file) with W085', () => {
    const { loaded } = load(broken, { keepUnparsablePlans: true });
    expect(loaded.blockers).toEqual([]);
    expect(loaded.malformed).toEqual([]);
    const kept = loaded.plans.find((p) => p.id === '02-02');
    expect(kept).toMatchObject({ wave: 1, agents: [], filesModified: [], unscoped: { line: 6 } });
    expect(kept?.unscoped?.reason).toMatch(/^frontmatter is not valid YAML: /);
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ code: 'W085', severity: 'warning', file: `${DIR}/02-02-PLAN.md`, line: 6 })]);
    expect(loaded.diagnostics[0]?.message).toMatch(/; kept as keep-unparsable-plans asks, routed unscoped \(every file, wave 1, no agents\)\.$/);

    const { decisions } = selectPlans({ plans: loaded.plans, criteria: null, config: bundledConfig(), changedFiles: { files: ['docs/x.md'], complete: true } });
    expect(decisions.map((d) => [d.id, d.status])).toEqual([
      ['02-01', 'dropped'],
      ['02-02', 'selected'],
    ]);
    expect(decisions[1]?.reasons[0]).toMatch(/^frontmatter cannot be read \(line 6: frontmatter is not valid YAML: .*\): kept as asked and routed unscoped, for every file$/);
  });

  test('an unreadable plan file (symbolic link out of the repository, too large) is E076', () => {
    const outside = repos.make({ 'x.md': validPlan({ phase: '2', plan: '02-01' }) });
    const big = `${validPlan({ phase: '2', plan: '02-02' })}${'x'.repeat(MAX_FILE_BYTES)}`;
    const size = Buffer.byteLength(big);
    const repo = repos.make({ [`${DIR}/02-02-PLAN.md`]: big });
    repo.symlink(outside.path('x.md'), `${DIR}/02-01-PLAN.md`);
    const loaded = loadPhase(new RepoReader(repo.root), '.planning', PHASE);
    expect(loaded.blockers.map((b) => [b.code, b.file])).toEqual([
      ['E076', `${DIR}/02-01-PLAN.md`],
      ['E076', `${DIR}/02-02-PLAN.md`],
    ]);
    expect(loaded.blockers[1]?.message).toBe(`${DIR}/02-02-PLAN.md is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit; the plan cannot be routed.`);
    expect(phaseLoadRefusal(loaded.blockers, 'phase 2')?.code).toBe('E076');
    const kept = loadPhase(new RepoReader(repo.root), '.planning', PHASE, { keepUnparsablePlans: true });
    expect(kept.plans.map((p) => [p.id, p.unscoped?.reason])).toEqual([
      ['02-01', 'the file is a symbolic link to a file outside the repository; it is not read'],
      ['02-02', `the file is ${size} bytes, over the ${MAX_FILE_BYTES}-byte limit`],
    ]);
  });

  test('the refusal lists at most five plans and counts the rest', () => {
    const files: Record<string, string> = {};
    for (let i = 1; i <= 7; i++) files[`${DIR}/02-0${i}-PLAN.md`] = '---\nwave: [\n---\n';
    const { loaded } = load(files);
    expect(loaded.blockers).toHaveLength(7);
    expect(phaseLoadRefusal(loaded.blockers, 'phase 2')?.message).toMatch(/^7 plans of phase 2 cannot be routed.*; and 2 more\.$/);
    expect(phaseLoadRefusal([], 'phase 2')).toBeUndefined();
  });
});

describe('loadPhase: notes once per route', () => {
  test('entries with notes and directories without / are normalised against the checkout: one I015', () => {
    const { loaded } = load({
      'src/api/handler.ts': '',
      'docs/guide.md': '',
      [`${DIR}/02-01-PLAN.md`]: validPlan({ phase: '2', plan: '02-01', files: ['src/api/handler.ts (new handler)', 'docs'] }),
      [`${DIR}/02-02-PLAN.md`]: validPlan({ phase: '2', plan: '02-02', files: ['`src/api/`'] }),
    });
    expect(loaded.plans.map((p) => p.filesModified)).toEqual([['src/api/handler.ts', 'docs/'], ['src/api/']]);
    expect(loaded.diagnostics.map((d) => [d.code, d.severity])).toEqual([['I015', 'info']]);
    expect(loaded.diagnostics[0]?.message).toMatch(/^3 files_modified entries of 2 plans read as paths /);
  });

  test('integer plan numbers: one I016 for all plans, no warning per plan', () => {
    const files: Record<string, string> = {};
    for (const n of ['01', '02', '03']) files[`${DIR}/02-${n}-PLAN.md`] = planText(['phase: 2', `plan: ${n}`, 'wave: 1', 'agents: [a]']);
    const { loaded } = load(files);
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        code: 'I016',
        severity: 'info',
        message: "3 plans number `plan:` as an integer (Legion's older form); the id is read from the file name: 02-01, 02-02, 02-03.",
      }),
    ]);
  });
});

describe('loadPhasePlans (deprecated, the route’s loader until it calls loadPhase)', () => {
  test('unchanged: a plan that cannot be routed is a W020 warning and left out', () => {
    const repo = repos.make({
      [`${DIR}/02-01-PLAN.md`]: validPlan({ phase: '2', plan: '02-01' }),
      [`${DIR}/02-02-PLAN.md`]: planText(['phase: 2', 'plan: "02-02"', 'wave: two', 'agents: [a]']),
    });
    const loaded = loadPhasePlans(new RepoReader(repo.root), '.planning', PHASE);
    expect(loaded.plans.map((p) => p.id)).toEqual(['02-01']);
    expect(loaded.malformed.map((m) => [m.id, m.diagnostic.code, m.diagnostic.severity])).toEqual([['02-02', 'W020', 'warning']]);
    expect(loaded.diagnostics.map((d) => [d.code, d.line])).toEqual([['W020', 4]]);
  });
});

describe('createCheckoutLookup', () => {
  test('kind and filesUnder over the working tree; .git is not walked; paths out of the repository are nothing', () => {
    const outside = repos.make({ 'o.txt': '' });
    const repo = repos.make({ 'a/b/c.ts': '', 'a/d.md': '', 'e.txt': '', '.git/HEAD': '' });
    repo.symlink(outside.root, 'linked');
    const lookup = createCheckoutLookup(new RepoReader(repo.root));
    expect([lookup.kind('a'), lookup.kind('a/'), lookup.kind('./a/b'), lookup.kind('a/b/c.ts'), lookup.kind('a/x'), lookup.kind('../x'), lookup.kind('')]).toEqual([
      'directory',
      'directory',
      'directory',
      'file',
      undefined,
      undefined,
      'directory',
    ]);
    expect(lookup.kind('linked/o.txt')).toBeUndefined();
    expect(lookup.filesUnder('a', 100)).toEqual(['a/d.md', 'a/b/c.ts']);
    expect(lookup.filesUnder('', 100)?.filter((f) => f !== 'linked')).toEqual(['e.txt', 'a/d.md', 'a/b/c.ts']);
    expect(lookup.filesUnder('', 2)).toBeUndefined();
    expect(lookup.filesUnder('missing', 100)).toEqual([]);
  });
});
