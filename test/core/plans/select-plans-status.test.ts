/**
 * Where every plan ends up (#10 item 5, #9 item 4): `selected`, `done` (its SUMMARY makes it
 * done) or `dropped` with a reason; and which changed files selected each plan (#15 item 6).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { resolveFilterCriteria } from '../../../src/core/plans/filter-criteria.js';
import { DEFAULT_LISTED_CHANGED_FILES, selectPlans, type PlanSummary, type SelectPlansInput } from '../../../src/core/plans/select-plans.js';
import type { Plan } from '../../../src/core/types.js';
import { planFixture } from '../../support/plan-fixture.js';
import { bundledConfig } from '../../support/temp-repo.js';

const config = bundledConfig();

const plan = planFixture;

const done: PlanSummary = { path: '.planning/phases/01-x/01-01-SUMMARY.md', done: true, outcome: 'success', reason: 'SUMMARY.md reports Status: Complete: done' };
const failed: PlanSummary = { path: '.planning/phases/01-x/01-02-SUMMARY.md', done: false, outcome: 'failed', reason: 'SUMMARY.md reports Status: Failed: not done (failed)' };

const select = (input: Partial<SelectPlansInput> & { plans: Plan[] }) => selectPlans({ criteria: null, config, ...input });
const changed = (...files: string[]) => ({ files, complete: true });

describe('done plans', () => {
  const plans = [plan('01-01', ['src/a.ts']), plan('01-02', ['src/b.ts']), plan('01-03', ['src/c.ts'])];
  const summaries = new Map([
    ['01-01', done],
    ['01-02', failed],
  ]);

  test('a done plan is `done` with its reason and the summary; a failed one routes again', () => {
    const { decisions } = select({ plans, summaries });
    expect(decisions.map((d) => [d.id, d.status, d.kept])).toEqual([
      ['01-01', 'done', false],
      ['01-02', 'selected', true],
      ['01-03', 'selected', true],
    ]);
    expect(decisions[0]).toMatchObject({ reasons: ['done: SUMMARY.md reports Status: Complete: done'], summary: done });
    expect(decisions[1]?.reasons).toEqual(['SUMMARY.md reports Status: Failed: not done (failed)', 'no changed-file list: every plan of the phase is considered']);
    expect(decisions[2]?.summary).toBeUndefined();
  });

  test('a done plan stays done even when its files changed; includeDone re-runs it (Legion’s "re-run all plans")', () => {
    const stays = select({ plans, summaries, changedFiles: changed('src/a.ts') }).decisions[0];
    expect(stays?.status).toBe('done');
    expect(stays?.matchedChangedFiles).toBeUndefined();
    const again = select({ plans, summaries, includeDone: true, changedFiles: changed('src/a.ts') }).decisions[0];
    expect(again).toMatchObject({ status: 'selected', kept: true, matchedChangedFiles: 1 });
    expect(again?.reasons).toEqual(['done, re-run as asked: SUMMARY.md reports Status: Complete: done', '1 changed file(s) match its files_modified: src/a.ts']);
  });

  test('without summaries, SUMMARY files play no part', () => {
    expect(select({ plans }).decisions.map((d) => d.status)).toEqual(['selected', 'selected', 'selected']);
  });
});

describe('every plan file in exactly one of selected, done, dropped', () => {
  test('property: whatever the plans, summaries, criteria and changed files', () => {
    const files = ['src/a.ts', 'src/b.tsx', 'docs/x.md', 'README.md'];
    const arbPlan = fc.record({ files: fc.subarray(files), done: fc.constantFrom<PlanSummary | undefined>(undefined, done, failed), unscoped: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(arbPlan, { maxLength: 8 }),
        fc.option(fc.subarray(files), { nil: undefined }),
        fc.constantFrom([], ['skip-frontend'], ['document']),
        fc.boolean(),
        fc.nat(3),
        (specs, changedFiles, intents, includeDone, malformedCount) => {
          const plans = specs.map((spec, i) =>
            plan(`01-${String(i + 1).padStart(2, '0')}`, spec.unscoped ? [] : spec.files, spec.unscoped ? { unscoped: { reason: 'bad YAML' } } : {}),
          );
          const summaries = new Map(specs.flatMap((spec, i) => (spec.done ? [[plans[i]?.id as string, spec.done] as const] : [])));
          const malformed = Array.from({ length: malformedCount }, (_, i) => ({
            id: `01-9${i}`,
            path: `.planning/phases/01-x/01-9${i}-PLAN.md`,
            diagnostic: { code: 'E075' as const, severity: 'blocker' as const, message: 'bad', line: 2 },
          }));
          const { decisions } = select({
            plans,
            malformed,
            summaries,
            includeDone,
            criteria: resolveFilterCriteria(intents, config),
            ...(changedFiles ? { changedFiles: changed(...changedFiles) } : {}),
          });
          expect(decisions.map((d) => d.id)).toEqual([...plans.map((p) => p.id), ...malformed.map((m) => m.id)]);
          for (const d of decisions) {
            expect(['selected', 'done', 'dropped']).toContain(d.status);
            expect(d.kept).toBe(d.status === 'selected');
            expect(d.reasons.length).toBeGreaterThan(0);
            if (d.status === 'done') expect(includeDone).toBe(false);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('which changed files selected each plan (#15 item 6)', () => {
  test('the names, in changed-file order, with the count', () => {
    const { decisions } = select({ plans: [plan('01-01', ['src/'])], changedFiles: changed('README.md', 'src/b.ts', 'src/a.ts') });
    expect(decisions[0]).toMatchObject({
      matchedChangedFiles: 2,
      matchedChangedFileNames: ['src/b.ts', 'src/a.ts'],
      reasons: ['2 changed file(s) match its files_modified: src/b.ts, src/a.ts'],
    });
  });

  test('bounded, never silently: the list stops at the limit, the count and the reason say how many more', () => {
    const files = Array.from({ length: 5000 }, (_, i) => `src/f${i}.ts`);
    const [decision] = select({ plans: [plan('01-01', ['src/**'])], changedFiles: changed(...files) }).decisions;
    expect(decision?.matchedChangedFiles).toBe(5000);
    expect(decision?.matchedChangedFileNames).toEqual(files.slice(0, DEFAULT_LISTED_CHANGED_FILES));
    expect(decision?.reasons[0]).toBe('5000 changed file(s) match its files_modified: src/f0.ts, src/f1.ts, src/f2.ts, src/f3.ts, src/f4.ts and 4995 more');
    const [three] = select({ plans: [plan('01-01', ['src/**'])], changedFiles: changed(...files), maxListedChangedFiles: 3 }).decisions;
    expect(three?.matchedChangedFileNames).toEqual(files.slice(0, 3));
  });

  test('names in the reason are one line and bounded; the field keeps them exact', () => {
    const hostile = `src/a\nb${'x'.repeat(300)}.ts`;
    const [decision] = select({ plans: [plan('01-01', ['src/**'])], changedFiles: changed(hostile) }).decisions;
    expect(decision?.matchedChangedFileNames).toEqual([hostile]);
    expect(decision?.reasons[0]).not.toContain('\n');
    expect(decision?.reasons[0]?.length).toBeLessThan(200);
  });

  test('a file excluded by the plan’s own `!` entry does not select it and is not listed', () => {
    const [decision] = select({ plans: [plan('01-01', ['src/**', '!src/gen/**'])], changedFiles: changed('src/gen/x.ts', 'src/a.ts') }).decisions;
    expect(decision).toMatchObject({ matchedChangedFiles: 1, matchedChangedFileNames: ['src/a.ts'] });
  });

  test('no names without a complete changed-file list, or for plans not scoped', () => {
    expect(select({ plans: [plan('01-01', ['src/'])] }).decisions[0]?.matchedChangedFileNames).toBeUndefined();
    expect(select({ plans: [plan('01-01', ['src/'])], changedFiles: { files: ['src/a.ts'], complete: false } }).decisions[0]?.matchedChangedFileNames).toBeUndefined();
    expect(select({ plans: [plan('01-01', [])], changedFiles: changed('src/a.ts') }).decisions[0]?.matchedChangedFileNames).toBeUndefined();
  });

  test('names are kept in the same pass as the counts, and stay at the limit for every plan', () => {
    // The names lists stay at the limit however many files match.
    const plans = Array.from({ length: 300 }, (_, i) => plan(`01-${String(i + 1).padStart(3, '0')}`, ['src/**', `pkg/p${i % 10}/**`]));
    const files = Array.from({ length: 2000 }, (_, i) => (i % 2 ? `src/x${i}.ts` : `pkg/p${i % 10}/y${i}.ts`));
    const { decisions } = select({ plans, changedFiles: changed(...files) });
    decisions.forEach((d, i) => {
      expect(d.matchedChangedFileNames?.length).toBe(DEFAULT_LISTED_CHANGED_FILES);
      expect(d.matchedChangedFiles).toBe(1000 + (i % 2 === 0 ? 200 : 0)); // pkg/p<even> files only
    });
  });
});

describe('plans kept unscoped', () => {
  test('selected whatever the changed files, with the reason; an include filter may still drop it', () => {
    const kept = plan('01-05', [], { agents: [], unscoped: { reason: 'frontmatter is not valid YAML: bad', line: 4 } });
    const { decisions } = select({ plans: [kept], changedFiles: changed('docs/x.md') });
    expect(decisions[0]).toMatchObject({
      status: 'selected',
      reasons: ['frontmatter cannot be read (line 4: frontmatter is not valid YAML: bad): kept as asked and routed unscoped, for every file'],
    });
    expect(decisions[0]?.matchedChangedFiles).toBeUndefined();
    const documented = select({ plans: [kept], criteria: resolveFilterCriteria(['document'], config) }).decisions[0];
    expect(documented?.status).toBe('dropped');
  });
});
