/**
 * files_modified lint (#10 item 4): an entry that matches no file in the checkout and no
 * changed file gets reported, once per plan (W086).
 */
import { describe, expect, test } from 'vitest';
import { checkoutFromPaths, type CheckoutLookup } from '../../../src/core/plans/checkout-lookup.js';
import { lintPlanEntries } from '../../../src/core/plans/lint-plan-entries.js';
import { selectPlans } from '../../../src/core/plans/select-plans.js';
import type { Plan } from '../../../src/core/types.js';
import { planFixture } from '../../support/plan-fixture.js';
import { bundledConfig } from '../../support/temp-repo.js';

const plan = (id: string, filesModified: string[], extra: Partial<Plan> = {}): Plan => planFixture(id, filesModified, { agents: ['a'], ...extra });

const checkout = checkoutFromPaths(['src/app/main.ts', 'src/app/views/home.tsx', 'docs/guide.md', 'README.md', 'skills/router/SKILL.md', 'skills/waves/SKILL.md']);

/** [plan path, listed entries] of each warning. */
const unmatched = (plans: Plan[], changedFiles?: string[], lookup: CheckoutLookup = checkout, listLimit?: number) =>
  lintPlanEntries({ plans, checkout: lookup, ...(changedFiles ? { changedFiles } : {}), ...(listLimit !== undefined ? { listLimit } : {}) }).map((d) => {
    expect([d.code, d.severity, d.file]).toEqual(['W086', 'warning', d.file]);
    return [d.file, d.message.slice(d.message.lastIndexOf(': ') + 2)];
  });

describe('lintPlanEntries', () => {
  test('entries that name checkout files, directories or globs with a match are fine', () => {
    expect(unmatched([plan('01-01', ['src/app/main.ts', 'docs/', 'skills/*/SKILL.md', 'src/**/*.tsx', '*.md', 'src/app/{main,other}.ts', 'README.md'])])).toEqual([]);
  });

  test('a misspelt path, a missing directory, a glob matching nothing: one warning for the plan, listing them', () => {
    expect(unmatched([plan('01-01', ['src/app/mian.ts', 'lib/', 'skills/*/README.md', 'src/app/main.ts'])])).toEqual([
      ['.planning/phases/01-x/01-01-PLAN.md', "'src/app/mian.ts', 'lib/', 'skills/*/README.md'."],
    ]);
  });

  test('the message states the count and the path once', () => {
    const [d] = lintPlanEntries({ plans: [plan('01-01', ['nope.ts'])], checkout });
    expect(d?.message).toBe(".planning/phases/01-x/01-01-PLAN.md: 1 files_modified entry matches no file in the checkout and no changed file: 'nope.ts'.");
    expect(d?.hint).toMatch(/^Check the spelling/);
  });

  test('an entry matching a changed file (a file the pull request deletes or adds) is fine', () => {
    expect(unmatched([plan('01-01', ['src/old.ts', 'src/gone/**', 'new/'])], ['src/old.ts', 'src/gone/x/y.ts', 'new/file.ts'])).toEqual([]);
  });

  test('one warning per plan; plans without such entries get none', () => {
    expect(unmatched([plan('01-01', ['a.ts']), plan('01-02', ['README.md']), plan('01-03', ['b.ts', 'c.ts'])]).map(([file]) => file)).toEqual([
      '.planning/phases/01-x/01-01-PLAN.md',
      '.planning/phases/01-x/01-03-PLAN.md',
    ]);
  });

  test('long lists are bounded with a count', () => {
    const entries = Array.from({ length: 9 }, (_, i) => `missing-${i}.ts`);
    expect(unmatched([plan('01-01', entries)])[0]?.[1]).toBe("'missing-0.ts', 'missing-1.ts', 'missing-2.ts', 'missing-3.ts', 'missing-4.ts' and 4 more.");
  });

  test('negations, rejected patterns, empty entries and unscoped plans are not linted', () => {
    expect(unmatched([plan('01-01', ['!nothing/**', '../up.ts', ''])])).toEqual([]);
    expect(unmatched([plan('01-02', [], { unscoped: { reason: 'x' } })])).toEqual([]);
  });

  test('a glob whose directory holds more files than the limit cannot be checked, and says nothing', () => {
    expect(unmatched([plan('01-01', ['**/*.py'])], undefined, checkout, 3)).toEqual([]);
    expect(unmatched([plan('01-01', ['**/*.py'])], undefined, checkout, 100)).toHaveLength(1);
  });

  test('each distinct glob directory is listed once, whatever the number of plans', () => {
    let listings = 0;
    const counting: CheckoutLookup = {
      kind: (path) => checkout.kind(path),
      filesUnder: (dir, limit) => {
        listings++;
        return checkout.filesUnder(dir, limit);
      },
    };
    const plans = Array.from({ length: 50 }, (_, i) => plan(`01-${String(i + 1).padStart(2, '0')}`, ['skills/*/NOPE.md', 'skills/**/x.md', 'docs/*.txt']));
    expect(unmatched(plans, undefined, counting)).toHaveLength(50);
    expect(listings).toBe(2); // skills, docs
  });
});

describe('selectPlans runs the lint when given the checkout', () => {
  const plans = [plan('01-01', ['src/app/main.ts', 'src/app/typo.ts']), plan('01-02', ['src/app/to-be-created.ts'])];
  const summaries = new Map([['01-01', { path: 'x', done: true, outcome: 'success' as const, reason: 'done' }]]);
  const input = { plans, criteria: null, config: bundledConfig(), summaries, changedFiles: { files: ['src/app/main.ts'], complete: true } };

  test('by default the done plans only: their files must exist; a plan not yet executed names files it will create', () => {
    expect(selectPlans({ ...input, checkout }).diagnostics.map((d) => [d.code, d.file])).toEqual([['W086', '.planning/phases/01-x/01-01-PLAN.md']]);
  });

  test('lintEntries: all lints every plan; without the checkout nothing is linted', () => {
    expect(selectPlans({ ...input, checkout, lintEntries: 'all' }).diagnostics.map((d) => d.file)).toEqual([
      '.planning/phases/01-x/01-01-PLAN.md',
      '.planning/phases/01-x/01-02-PLAN.md',
    ]);
    expect(selectPlans(input).diagnostics).toEqual([]);
    expect(selectPlans({ ...input, summaries: undefined, checkout }).diagnostics).toEqual([]);
  });
});
