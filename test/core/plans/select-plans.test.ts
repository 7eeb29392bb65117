/**
 * §5 plan selection (select-plans.ts): changed-file scoping, then agent, task-type and file
 * predicates combined with AND, with the partial-exclusion semantics documented in
 * select-plans.ts, and task types declared or inferred (infer-task-types.ts).
 */
import { describe, expect, test } from 'vitest';
import { resolveFilterCriteria, type FilterCriteria } from '../../../src/core/plans/filter-criteria.js';
import { createTaskTypeResolver, representativePath } from '../../../src/core/plans/infer-task-types.js';
import { selectPlans, type ChangedFileSet, type MalformedPlan } from '../../../src/core/plans/select-plans.js';
import type { IntentTeamsConfig, Plan, PlanDecision } from '../../../src/core/types.js';
import { planFixture } from '../../support/plan-fixture.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig } from '../../support/temp-repo.js';

const config = bundledConfig();

let counter = 0;
function plan(fields: Partial<Plan> & { files?: string[] } = {}): Plan {
  counter++;
  const id = fields.id ?? `01-${String(counter).padStart(2, '0')}`;
  const { files, ...rest } = fields;
  return planFixture(id, files ?? [], rest);
}

const changed = (...files: string[]): ChangedFileSet => ({ files, complete: true });

function criteria(fields: Partial<FilterCriteria>): FilterCriteria {
  return { intents: ['x'], includeTaskTypes: [], excludeTaskTypes: [], excludeAgents: [], excludeFilePatterns: [], ...fields };
}

function select(plans: Plan[], options: { changedFiles?: ChangedFileSet; criteria?: FilterCriteria | null; malformed?: MalformedPlan[]; config?: IntentTeamsConfig } = {}) {
  return selectPlans({
    plans,
    criteria: options.criteria ?? null,
    config: options.config ?? config,
    ...(options.changedFiles ? { changedFiles: options.changedFiles } : {}),
    ...(options.malformed ? { malformed: options.malformed } : {}),
  });
}

function one(p: Plan, options: Parameters<typeof select>[1] = {}): PlanDecision {
  const result = select([p], options);
  expect(result.decisions).toHaveLength(1);
  return result.decisions[0] as PlanDecision;
}

const kept = (p: Plan, files: string[]): boolean => one(p, { changedFiles: changed(...files) }).kept;

describe('1. changed-file selection', () => {
  test('an exact path', () => {
    const p = plan({ files: ['src/a.ts'] });
    const decision = one(p, { changedFiles: changed('src/a.ts', 'README.md') });
    expect(decision).toMatchObject({ kept: true, partial: false, matchedChangedFiles: 1, reasons: ['1 changed file(s) match its files_modified: src/a.ts'] });
    expect(one(p, { changedFiles: changed('src/b.ts', 'src/a.tsx') })).toMatchObject({
      kept: false,
      matchedChangedFiles: 0,
      reasons: ['none of the 2 changed files matches its files_modified'],
    });
  });

  test('`dir/` means the directory and everything below it', () => {
    const p = plan({ files: ['docs/'] });
    expect(kept(p, ['docs/a.md'])).toBe(true);
    expect(kept(p, ['docs/api/deep/b.md'])).toBe(true);
    expect(kept(p, ['docsx/a.md'])).toBe(false);
    expect(kept(p, ['src/docs/a.md'])).toBe(false);
  });

  test('globs with **', () => {
    const p = plan({ files: ['src/**/*.ts'] });
    expect(kept(p, ['src/a.ts'])).toBe(true);
    expect(kept(p, ['src/x/y/a.ts'])).toBe(true);
    expect(kept(p, ['src/x/a.tsx'])).toBe(false);
    expect(kept(p, ['lib/src/a.ts'])).toBe(false);
  });

  test('braces', () => {
    const p = plan({ files: ['src/{api,core}/**', 'web/**/*.{ts,tsx}'] });
    expect(kept(p, ['src/api/orders.ts'])).toBe(true);
    expect(kept(p, ['src/core/x/y.ts'])).toBe(true);
    expect(kept(p, ['web/pages/a.tsx'])).toBe(true);
    expect(kept(p, ['src/ui/a.ts', 'web/a.css'])).toBe(false);
  });

  test('a slash-free wildcard matches the base name at any depth; a slash-free literal is a root path', () => {
    expect(kept(plan({ files: ['*.md'] }), ['docs/guide/x.md'])).toBe(true);
    expect(kept(plan({ files: ['README.md'] }), ['README.md'])).toBe(true);
    expect(kept(plan({ files: ['README.md'] }), ['docs/README.md'])).toBe(false);
  });

  test('`!negation` entries subtract from the plan’s own entries', () => {
    const p = plan({ files: ['tests/**/*.test.ts', '!tests/fixtures/**'] });
    expect(kept(p, ['tests/unit/a.test.ts'])).toBe(true);
    expect(kept(p, ['tests/fixtures/a.test.ts'])).toBe(false);
    expect(one(p, { changedFiles: changed('tests/fixtures/a.test.ts', 'tests/b.test.ts', 'tests/unit/c.test.ts') }).matchedChangedFiles).toBe(2);
  });

  test('a plan with only negated entries covers everything else', () => {
    const p = plan({ files: ['!docs/**'] });
    expect(kept(p, ['src/a.ts'])).toBe(true);
    expect(kept(p, ['docs/a.md'])).toBe(false);
  });

  test('a negation in one plan does not affect another plan', () => {
    const a = plan({ files: ['src/**', '!src/gen/**'] });
    const b = plan({ files: ['src/gen/'] });
    const { decisions } = select([a, b], { changedFiles: changed('src/gen/x.ts') });
    expect(decisions.map((d) => d.kept)).toEqual([false, true]);
  });

  test('negations are decided per file and per plan (a file negated for one plan does not carry to the next file)', () => {
    const a = plan({ files: ['src/**', '!src/gen/**'] });
    const b = plan({ files: ['src/**', '!src/lib/**'] });
    const { decisions } = select([a, b], { changedFiles: changed('src/gen/x.ts', 'src/lib/y.ts', 'src/gen/z.ts', 'src/main.ts') });
    expect(decisions.map((d) => d.matchedChangedFileNames)).toEqual([
      ['src/lib/y.ts', 'src/main.ts'],
      ['src/gen/x.ts', 'src/gen/z.ts', 'src/main.ts'],
    ]);
  });

  test('each changed file counts once per plan, however many of its entries match', () => {
    const p = plan({ files: ['src/', 'src/**/*.ts', 'src/a.ts'] });
    expect(one(p, { changedFiles: changed('src/a.ts', 'src/b.ts') }).matchedChangedFiles).toBe(2);
  });

  test('plans without files_modified are kept (they cannot be scoped)', () => {
    const decision = one(plan({ files: [] }), { changedFiles: changed('src/a.ts') });
    expect(decision).toMatchObject({ kept: true, reasons: ['declares no files_modified, so it cannot be scoped to the changed files: kept'] });
    expect(decision.matchedChangedFiles).toBeUndefined();
  });

  test('no changed-file list → every plan considered', () => {
    const { decisions } = select([plan({ files: ['src/a.ts'] }), plan({ files: [] })]);
    expect(decisions.map((d) => [d.kept, d.reasons])).toEqual([
      [true, ['no changed-file list: every plan of the phase is considered']],
      [true, ['no changed-file list: every plan of the phase is considered']],
    ]);
    expect(decisions[0]?.matchedChangedFiles).toBeUndefined();
  });

  test('an incomplete list → every plan considered, with the note', () => {
    const p = plan({ files: ['src/a.ts'] });
    expect(one(p, { changedFiles: { files: ['other.ts'], complete: false, note: 'the API lists at most 3000 files' } })).toMatchObject({
      kept: true,
      reasons: ['changed-file list incomplete (the API lists at most 3000 files): every plan of the phase is considered'],
    });
    expect(one(p, { changedFiles: { files: [], complete: false } }).reasons).toEqual(['changed-file list incomplete: every plan of the phase is considered']);
  });

  test('a complete but empty list drops every plan that declares files', () => {
    const { decisions } = select([plan({ files: ['src/a.ts'] }), plan({ files: [] })], { changedFiles: changed() });
    expect(decisions.map((d) => [d.kept, d.reasons[0]])).toEqual([
      [false, 'none of the 0 changed files matches its files_modified'],
      [true, 'declares no files_modified, so it cannot be scoped to the changed files: kept'],
    ]);
  });

  test('an entry that cannot be compiled is reported and ignored; the plan’s other entries still work', () => {
    const p = plan({ files: ['../outside.ts', 'src/a.ts'] });
    const result = select([p], { changedFiles: changed('src/a.ts') });
    expect(result.decisions[0]?.kept).toBe(true);
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.file])).toEqual([['W020', 'warning', p.path]]);
    expect(result.diagnostics[0]?.message).toMatch(new RegExp(`^${p.path.replace(/\./g, '\\.')}: files_modified entry '\\.\\./outside\\.ts' is ignored: `));
  });
});

describe('2. agents', () => {
  const skip = criteria({ intents: ['skip-frontend'], excludeAgents: ['engineering-frontend-developer', 'design-ui-designer'] });

  test('every agent excluded → dropped', () => {
    expect(one(plan({ agents: ['engineering-frontend-developer', 'design-ui-designer'] }), { criteria: skip })).toMatchObject({
      kept: false,
      partial: false,
      excludedAgents: ['engineering-frontend-developer', 'design-ui-designer'],
      reasons: ['no changed-file list: every plan of the phase is considered', 'every agent (engineering-frontend-developer, design-ui-designer) is excluded by --skip-frontend'],
    });
  });

  test('some agents excluded → kept, partial, the excluded ones listed', () => {
    expect(one(plan({ agents: ['engineering-senior-developer', 'engineering-frontend-developer'] }), { criteria: skip })).toMatchObject({
      kept: true,
      partial: true,
      excludedAgents: ['engineering-frontend-developer'],
      reasons: ['no changed-file list: every plan of the phase is considered', 'agents engineering-frontend-developer excluded by --skip-frontend; the others run'],
    });
  });

  test('a plan without agents is not affected', () => {
    expect(one(plan({ agents: [], autonomous: true }), { criteria: skip })).toMatchObject({ kept: true, partial: false, excludedAgents: [] });
  });

  test('long lists are shortened in reasons', () => {
    const agents = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'];
    const decision = one(plan({ agents }), { criteria: criteria({ excludeAgents: agents }) });
    expect(decision.reasons[1]).toBe('every agent (a1, a2, a3, a4, a5 and 2 more) is excluded by --just-x');
  });
});

describe('3. task types (declared or inferred)', () => {
  const documentOnly = resolveFilterCriteria(['document'], config) as FilterCriteria;

  test('inferred from files: README.md → documentation → kept by --just-document', () => {
    expect(one(plan({ files: ['README.md'] }), { criteria: documentOnly })).toMatchObject({
      kept: true,
      partial: false,
      reasons: ['no changed-file list: every plan of the phase is considered', 'task types (inferred): documentation'],
    });
  });

  test('inferred implementation only → dropped by the include list', () => {
    expect(one(plan({ files: ['src/a.ts'] }), { criteria: documentOnly })).toMatchObject({
      kept: false,
      reasons: ['no changed-file list: every plan of the phase is considered', 'task types (inferred: implementation) include none of documentation, readme, api-docs, guides'],
    });
  });

  test('docs and code → kept, partial: the excluded type is named', () => {
    expect(one(plan({ files: ['README.md', 'src/a.ts'] }), { criteria: documentOnly })).toMatchObject({
      kept: true,
      partial: true,
      excludedTaskTypes: ['implementation'],
      reasons: ['no changed-file list: every plan of the phase is considered', 'task types implementation excluded (inferred); documentation remain'],
      // a task-type partial does not remove files: only file patterns do
      files: ['README.md', 'src/a.ts'],
    });
  });

  test('declared task types win over inference, and a sub-type brings its category', () => {
    const p = plan({ files: ['src/a.ts'], taskTypes: ['readme'], taskTypesInferred: false });
    expect(one(p, { criteria: documentOnly })).toMatchObject({
      kept: true,
      reasons: ['no changed-file list: every plan of the phase is considered', 'task types (declared): readme, documentation'],
    });
  });

  test('declared types that are all excluded → dropped, saying "declared"', () => {
    const p = plan({ files: ['README.md'], taskTypes: ['ui-components'], taskTypesInferred: false });
    const decision = one(p, { criteria: criteria({ intents: ['skip-frontend'], excludeTaskTypes: ['ui-components'] }) });
    expect(decision.kept).toBe(false);
    expect(decision.reasons[1]).toBe('every task type (declared: ui-components) is excluded by --skip-frontend');
  });

  test('no files and no typed agents: no types → dropped by an include list, untouched by an exclude list', () => {
    const p = plan({ files: [], agents: ['nobody'] });
    expect(one(p, { criteria: documentOnly }).reasons[1]).toBe('task types (inferred: none) include none of documentation, readme, api-docs, guides');
    expect(one(p, { criteria: criteria({ excludeTaskTypes: ['implementation'] }) })).toMatchObject({
      kept: true,
      partial: false,
      reasons: ['no changed-file list: every plan of the phase is considered'],
    });
  });

  test('agents add their agent_task_types', () => {
    const p = plan({ files: [], agents: ['product-technical-writer'] });
    expect(one(p, { criteria: documentOnly })).toMatchObject({
      kept: true,
      reasons: ['no changed-file list: every plan of the phase is considered', 'task types (inferred): documentation'],
    });
  });

  test('--skip-frontend: a .tsx-only plan is dropped by type before the file predicate runs', () => {
    const skip = resolveFilterCriteria(['skip-frontend'], config) as FilterCriteria;
    const decision = one(plan({ files: ['src/ui/App.tsx'], agents: ['engineering-senior-developer'] }), { criteria: skip });
    expect(decision.kept).toBe(false);
    expect(decision.reasons).toEqual(['no changed-file list: every plan of the phase is considered', 'every task type (inferred: ui-components) is excluded by --skip-frontend']);
  });
});

describe('4. files', () => {
  const frontend = criteria({ excludeFilePatterns: ['src/frontend/**'] });

  test('every declared file excluded → dropped', () => {
    expect(one(plan({ files: ['src/frontend/a.ts', 'src/frontend/b/'] }), { criteria: frontend })).toMatchObject({
      kept: false,
      excludedFiles: ['src/frontend/a.ts', 'src/frontend/b/'],
      reasons: ['no changed-file list: every plan of the phase is considered', 'every declared file (src/frontend/a.ts, src/frontend/b/) is excluded by --just-x'],
    });
  });

  test('some declared files excluded → kept, partial, the survivors are the plan’s files', () => {
    expect(one(plan({ files: ['src/api/a.ts', 'src/frontend/**/*.{ts,tsx}', '!src/api/gen/**'] }), { criteria: frontend })).toMatchObject({
      kept: true,
      partial: true,
      excludedFiles: ['src/frontend/**/*.{ts,tsx}'],
      files: ['src/api/a.ts', '!src/api/gen/**'],
      reasons: ['no changed-file list: every plan of the phase is considered', '1 of 2 declared files excluded by --just-x; the rest run'],
    });
  });

  test('a plan kept only by excluded changed files is dropped', () => {
    const p = plan({ files: ['src/'] });
    expect(one(p, { criteria: frontend, changedFiles: changed('src/frontend/a.ts', 'src/frontend/b.ts', 'README.md') })).toMatchObject({
      kept: false,
      matchedChangedFiles: 2,
      reasons: ['2 changed file(s) match its files_modified: src/frontend/a.ts, src/frontend/b.ts', 'all 2 changed file(s) that select it are excluded by --just-x'],
    });
    expect(one(p, { criteria: frontend, changedFiles: changed('src/frontend/a.ts', 'src/api/b.ts') })).toMatchObject({ kept: true, partial: false });
  });

  test('first matching pattern wins; `!` re-includes (§5 createFileFilter)', () => {
    const reinclude = criteria({ excludeFilePatterns: ['!src/frontend/shared/**', 'src/frontend/**'] });
    expect(one(plan({ files: ['src/frontend/shared/a.ts'] }), { criteria: reinclude })).toMatchObject({ kept: true, excludedFiles: [] });
    const excludeFirst = criteria({ excludeFilePatterns: ['src/frontend/**', '!src/frontend/shared/**'] });
    expect(one(plan({ files: ['src/frontend/shared/a.ts'] }), { criteria: excludeFirst }).kept).toBe(false);
  });

  test('Legion’s slash-free patterns (*.tsx) exclude at any depth', () => {
    const p = plan({ files: ['src/api/a.ts', 'src/web/deep/App.tsx'], agents: [] });
    expect(one(p, { criteria: criteria({ excludeFilePatterns: ['*.tsx'] }) })).toMatchObject({ kept: true, partial: true, excludedFiles: ['src/web/deep/App.tsx'] });
  });

  test('an exclude pattern that cannot be compiled is reported', () => {
    const result = select([plan({ files: ['a.ts'] })], { criteria: criteria({ excludeFilePatterns: ['../x/**'] }) });
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([['W011', 'warning']]);
    expect(result.diagnostics[0]?.message).toMatch(/^exclude_file_patterns entry '\.\.\/x\/\*\*' is ignored: /);
    expect(result.decisions[0]?.kept).toBe(true);
  });
});

describe('AND: every predicate must pass, in order, and every plan gets a reason', () => {
  const skipFrontend = resolveFilterCriteria(['skip-frontend'], config) as FilterCriteria;

  // Since issue 24 a plan the changed files leave out is also asked whether the filter drops it:
  // if so it is marked excluded, so a kept plan that needs it does not pull it back in.
  test('a plan dropped by the changed files that the filter also drops is marked excluded by the filter', () => {
    const p = plan({ files: ['src/frontend/a.tsx'], agents: ['engineering-frontend-developer'] });
    const decision = one(p, { criteria: skipFrontend, changedFiles: changed('src/api/x.ts') });
    expect(decision).toMatchObject({ kept: false, status: 'dropped', excludedBy: '--skip-frontend', partial: false });
    expect(decision.reasons).toEqual(['none of the 1 changed files matches its files_modified', 'every agent (engineering-frontend-developer) is excluded by --skip-frontend']);
    const other = one(plan({ files: ['src/api/a.ts'] }), { criteria: skipFrontend, changedFiles: changed('docs/x.md') });
    expect(other.reasons).toEqual(['none of the 1 changed files matches its files_modified']);
    expect(other.excludedBy).toBeUndefined();
  });

  test('passing the changed files but failing the agents → dropped', () => {
    const p = plan({ files: ['src/api/a.ts'], agents: ['engineering-frontend-developer'] });
    const decision = one(p, { criteria: skipFrontend, changedFiles: changed('src/api/a.ts') });
    expect(decision.kept).toBe(false);
    expect(decision.reasons).toEqual(['1 changed file(s) match its files_modified: src/api/a.ts', 'every agent (engineering-frontend-developer) is excluded by --skip-frontend']);
  });

  test('partial on agents, task types and files at once (the example’s 02-05)', () => {
    const p = plan({ files: ['src/api/auth/session.ts', 'src/frontend/login.tsx'], agents: ['engineering-senior-developer', 'engineering-frontend-developer'] });
    expect(one(p, { criteria: skipFrontend, changedFiles: changed('src/api/auth/session.ts', 'src/frontend/login.tsx') })).toMatchObject({
      kept: true,
      partial: true,
      excludedAgents: ['engineering-frontend-developer'],
      excludedTaskTypes: ['ui-components'],
      excludedFiles: ['src/frontend/login.tsx'],
      files: ['src/api/auth/session.ts'],
      matchedChangedFiles: 2,
      reasons: [
        '2 changed file(s) match its files_modified: src/api/auth/session.ts, src/frontend/login.tsx',
        'agents engineering-frontend-developer excluded by --skip-frontend; the others run',
        'task types ui-components excluded (inferred); api-endpoints remain',
        '1 of 2 declared files excluded by --skip-frontend; the rest run',
      ],
    });
  });

  test('every decision has at least one reason, whatever the criteria', () => {
    const plans = [
      plan({ files: [] }),
      plan({ files: ['README.md'] }),
      plan({ files: ['src/a.ts'], agents: [] }),
      plan({ files: ['src/frontend/x.tsx'], agents: ['engineering-frontend-developer'] }),
      plan({ files: ['docs/'], taskTypes: ['guides'], taskTypesInferred: false }),
    ];
    for (const intents of [[], ['document'], ['skip-frontend'], ['skip-backend'], ['skip-frontend', 'skip-backend']]) {
      for (const changedFiles of [undefined, changed('src/a.ts'), changed(), { files: [], complete: false }]) {
        const { decisions } = select(plans, { criteria: resolveFilterCriteria(intents, config), ...(changedFiles ? { changedFiles } : {}) });
        expect(decisions.map((d) => d.id)).toEqual(plans.map((p) => p.id));
        for (const d of decisions) expect(d.reasons.length).toBeGreaterThan(0);
      }
    }
  });

  test('malformed plans are listed last, dropped, with the line in the reason', () => {
    const malformed: MalformedPlan = {
      id: '01-09',
      path: '.planning/phases/01-x/01-09-PLAN.md',
      diagnostic: { code: 'W020', severity: 'warning', message: '.planning/phases/01-x/01-09-PLAN.md: wave must be a whole number ≥ 0, found "two"', line: 4 },
    };
    const { decisions } = select([plan({ id: '01-01' })], { malformed: [malformed] });
    expect(decisions.map((d) => d.id)).toEqual(['01-01', '01-09']);
    expect(decisions[1]).toEqual({
      id: '01-09',
      path: '.planning/phases/01-x/01-09-PLAN.md',
      kept: false,
      status: 'dropped',
      reasons: ['malformed plan (line 4): wave must be a whole number ≥ 0, found "two"'],
      partial: false,
      files: [],
      excludedFiles: [],
      excludedAgents: [],
      excludedTaskTypes: [],
    });
  });
});

describe.skipIf(!HAS_LEGION_REF)('with Legion’s real filters', () => {
  test('--just-document (exclude implementation, code, testing): a tests-only plan is dropped', () => {
    const legion = legionConfig();
    const document = resolveFilterCriteria(['document'], legion) as FilterCriteria;
    const withInference = { ...legion, task_type_inference: config.task_type_inference, agent_task_types: config.agent_task_types };
    const decision = one(plan({ files: ['tests/a.test.js'] }), { criteria: document, config: withInference });
    expect(decision.kept).toBe(false);
    expect(decision.reasons[1]).toBe('task types (inferred: testing) include none of documentation, readme, api-docs, guides');
  });
});

describe('task-type inference', () => {
  const resolve = createTaskTypeResolver(config);

  test.each([
    ['docs/', 'docs/x'],
    ['src/**/*.{ts,tsx}', 'src/x/x.ts'],
    ['src/[ab].ts', 'src/x.ts'],
    ['a/?.md', 'a/x.md'],
    ['  README.md ', 'README.md'],
  ])('representativePath(%j) = %j', (entry, path) => {
    expect(representativePath(entry)).toBe(path);
  });

  test.each([
    [['README.md'], ['documentation']],
    [['docs/api/orders.ts'], ['documentation']],
    [['tests/unit/a.ts'], ['testing']],
    [['src/App.test.tsx'], ['testing']],
    [['src/App.tsx'], ['ui-components']],
    [['styles/site.scss'], ['styling']],
    [['src/api/**'], ['api-endpoints']],
    [['src/users.route.ts'], ['api-endpoints']],
    [['prisma/schema.prisma'], ['database-schema']],
    [['db/init.sql'], ['database-schema']],
    [['src/core/order.ts'], ['implementation']],
    [['!docs/**', 'src/a.ts'], ['implementation']],
    [
      ['README.md', 'src/a.ts', 'src/b.ts'],
      ['documentation', 'implementation'],
    ],
  ])('files %j → %j (first matching rule per file)', (files, types) => {
    expect(resolve(plan({ files, agents: [] }))).toEqual(types);
  });

  test('agents add their types', () => {
    expect(resolve(plan({ files: [], agents: ['engineering-security-engineer', 'design-ui-designer'] }))).toEqual(['security-audit', 'ui-components']);
  });

  test('declared types are used as they are, plus their categories; files and agents are ignored', () => {
    expect(resolve(plan({ files: ['src/a.ts'], agents: ['product-technical-writer'], taskTypes: ['react', 'migration'], taskTypesInferred: false }))).toEqual([
      'react',
      'migration',
      'ui-components',
      'database-schema',
    ]);
  });

  test('a declared empty list means no types', () => {
    expect(resolve(plan({ files: ['README.md'], taskTypes: [], taskTypesInferred: false }))).toEqual([]);
  });
});

describe('task-type categories cover their sub-types', () => {
  test('a plan declaring only `react` is dropped by exclude_task_types [ui-components]', () => {
    const p = plan({ taskTypes: ['react'], taskTypesInferred: false, files: ['src/a.ts'] });
    const [decision] = selectPlans({ plans: [p], criteria: criteria({ excludeTaskTypes: ['ui-components'] }), config }).decisions;
    expect(decision?.kept).toBe(false);
    expect(decision?.reasons.at(-1)).toMatch(/^every task type \(declared: react, ui-components\) is excluded/);
  });

  test('a plan declaring only `readme` passes include_task_types [documentation]', () => {
    const p = plan({ taskTypes: ['readme'], taskTypesInferred: false, files: ['README.md'] });
    const [decision] = selectPlans({ plans: [p], criteria: criteria({ includeTaskTypes: ['documentation'] }), config }).decisions;
    expect(decision?.kept).toBe(true);
  });
});

describe('reasons name the flag the user typed', () => {
  test('--just-document (intent key `document`) and --skip-frontend', () => {
    const docs = resolveFilterCriteria(['document'], config);
    const [decision] = selectPlans({ plans: [plan({ files: ['src/app.ts'] })], criteria: docs, config }).decisions;
    expect(decision?.kept).toBe(false);
    const skip = resolveFilterCriteria(['skip-frontend'], config);
    const [ui] = selectPlans({ plans: [plan({ agents: ['engineering-frontend-developer'], files: ['src/a.tsx'] })], criteria: skip, config }).decisions;
    expect(ui?.reasons.at(-1)).toBe('every agent (engineering-frontend-developer) is excluded by --skip-frontend');
    const both = resolveFilterCriteria(['document', 'skip-backend'], config);
    const [api] = selectPlans({
      plans: [plan({ taskTypes: ['documentation'], taskTypesInferred: false, agents: ['engineering-backend-architect'], files: ['docs/api.md'] })],
      criteria: both,
      config,
    }).decisions;
    expect(api?.reasons.at(-1)).toBe('every agent (engineering-backend-architect) is excluded by --just-document --skip-backend');
  });
});
