/**
 * Matrix entries (§4 modes): build = one entry per kept plan in wave order; ad_hoc = one per team
 * member; standard review = one per review_panel dimension; filter_review = the panel restricted
 * to the intent's domains. Batching keeps every item; untrusted values that are not safe
 * characters never reach the matrix.
 */
import { describe, expect, test } from 'vitest';
import { batchEntries, GITHUB_MATRIX_LIMIT } from '../../../src/core/matrix/batch-entries.js';
import { controlFields, type EntryContext } from '../../../src/core/matrix/entry-context.js';
import { planEntries } from '../../../src/core/matrix/plan-entries.js';
import { filteredReviewEntries, reviewPanelEntries } from '../../../src/core/matrix/review-entries.js';
import { teamEntries } from '../../../src/core/matrix/team-entries.js';
import { resolveFilterCriteria } from '../../../src/core/plans/filter-criteria.js';
import { selectPlans } from '../../../src/core/plans/select-plans.js';
import { isSafeId, isSafePath, isSafePattern, partitionSafe, toSafeId } from '../../../src/core/text/sanitize.js';
import { parseAuthorityMatrix } from '../../../src/core/team/authority-matrix.js';
import { resolveTeamTemplate, type TeamTemplate } from '../../../src/core/team/resolve-team.js';
import type { ControlProfile, MatrixEntry, Plan, PlanDecision } from '../../../src/core/types.js';
import { bundledConfig, HAS_LEGION_REF, legionConfig, readLegion } from '../../support/temp-repo.js';

const config = bundledConfig();
const PROFILE: ControlProfile = { authority_enforcement: true, domain_filtering: true, human_approval_required: false, file_scope_restriction: false, read_only: false };
const context = (overrides: Partial<EntryContext> = {}): EntryContext => ({
  command: 'build',
  intent: '',
  controlMode: 'guarded',
  profile: PROFILE,
  approvalEnvironment: 'legion-approval',
  ...overrides,
});

function plan(id: string, fields: Partial<Plan> = {}): Plan {
  return {
    id,
    path: `.planning/phases/02-api/${id}-PLAN.md`,
    phaseDir: '02-api',
    phase: 2,
    wave: 1,
    dependsOn: [],
    agents: ['engineering-senior-developer'],
    autonomous: false,
    filesModified: [],
    filesForbidden: [],
    taskTypes: [],
    taskTypesInferred: true,
    diagnostics: [],
    ...fields,
  };
}

function decide(plans: Plan[], intents: string[] = [], changed?: string[]): PlanDecision[] {
  return selectPlans({
    plans,
    criteria: resolveFilterCriteria(intents, config),
    config,
    ...(changed ? { changedFiles: { files: changed, complete: true } } : {}),
  }).decisions;
}

describe('planEntries (build)', () => {
  test('every field of an entry', () => {
    const entries = planEntries(decide([plan('02-01', { wave: 2, dependsOn: ['02-00'], filesModified: ['src/api/**', 'prisma/schema.prisma'] })], [], ['src/api/a.ts']), context());
    expect(entries).toEqual([
      {
        id: '02-01',
        command: 'build',
        intent: '',
        plan: '02-01',
        path: '.planning/phases/02-api/02-01-PLAN.md',
        summary: '.planning/phases/02-api/02-01-SUMMARY.md',
        phase: 2,
        phase_dir: '02-api',
        wave: 2,
        depends_on: ['02-00'],
        depends_on_summaries: ['.planning/phases/02-api/02-00-SUMMARY.md'],
        agent: 'engineering-senior-developer',
        agents: ['engineering-senior-developer'],
        autonomous: false,
        files: ['src/api/**', 'prisma/schema.prisma'],
        unsafe_values_omitted: 0,
        partial: false,
        changed_files: 1,
        changed_files_list: ['src/api/a.ts'],
        changed_files_more: 0,
        read_only: false,
        environment: '',
        control_mode: 'guarded',
        file_scope_restriction: false,
      },
    ]);
  });

  test('wave order, then id; dropped plans left out', () => {
    const plans = [
      plan('02-04', { wave: 2 }),
      plan('02-01', { wave: 1 }),
      plan('02-03', { wave: 0 }),
      plan('02-02', { wave: 1 }),
      plan('02-05', { wave: 1, agents: ['engineering-frontend-developer'] }),
    ];
    expect(planEntries(decide(plans, ['skip-frontend']), context()).map((e) => [e.id, e.wave])).toEqual([
      ['02-03', 0],
      ['02-01', 1],
      ['02-02', 1],
      ['02-04', 2],
    ]);
  });

  test("within a wave, the wave schedule's id order: 01-99 before 01-100, numbers before other ids", () => {
    const plans = [plan('01-100', { wave: 1 }), plan('01-99', { wave: 1 }), plan('01-9', { wave: 1 }), plan('01-10', { wave: 1 }), plan('01-x', { wave: 1 })];
    expect(planEntries(decide(plans), context()).map((e) => e.id)).toEqual(['01-9', '01-10', '01-99', '01-100', '01-x']);
  });

  test('no changed-file data: no changed_files field; no agents: agent is ""', () => {
    const [entry] = planEntries(decide([plan('02-01', { agents: [], autonomous: true })]), context());
    expect(entry?.agent).toBe('');
    expect(entry?.agents).toEqual([]);
    expect(entry?.autonomous).toBe(true);
    expect(entry && 'changed_files' in entry).toBe(false);
  });

  test('a partial plan lists only its surviving agents and files', () => {
    const p = plan('02-05', { agents: ['engineering-senior-developer', 'engineering-frontend-developer'], filesModified: ['src/api/auth/session.ts', 'src/frontend/login.tsx'] });
    const [entry] = planEntries(decide([p], ['skip-frontend']), context({ intent: 'skip-frontend' }));
    expect(entry).toMatchObject({
      intent: 'skip-frontend',
      partial: true,
      agent: 'engineering-senior-developer',
      agents: ['engineering-senior-developer'],
      files: ['src/api/auth/session.ts'],
    });
  });

  test('unsafe agent and file values are omitted and counted', () => {
    const p = plan('02-01', {
      agents: ['$(id)', 'engineering-senior-developer', '-rf'],
      filesModified: ['a;rm -rf ~.ts', 'src/ok.ts', 'src/$(whoami).ts', 'my file.ts', '../etc/passwd', 'src/**/*.{ts,tsx}', '!tests/fixtures/**'],
      dependsOn: ['02-00', '`x`'],
    });
    const [entry] = planEntries(decide([p]), context());
    expect(entry).toMatchObject({
      agent: 'engineering-senior-developer',
      agents: ['engineering-senior-developer'],
      files: ['src/ok.ts', 'src/**/*.{ts,tsx}', '!tests/fixtures/**'],
      depends_on: ['02-00'],
      unsafe_values_omitted: 7,
    });
    const json = JSON.stringify(entry);
    for (const bad of ['$(', ';rm', '`', '../', 'my file', '-rf']) expect(json).not.toContain(bad);
  });

  test('control profile fields: human approval → the approval environment; read_only carried', () => {
    const profile = { ...PROFILE, human_approval_required: true, read_only: true };
    const [entry] = planEntries(decide([plan('02-01')]), context({ profile, controlMode: 'surgical', approvalEnvironment: 'needs-review' }));
    expect(entry).toMatchObject({ read_only: true, environment: 'needs-review', control_mode: 'surgical' });
    expect(controlFields(context())).toEqual({ read_only: false, environment: '', control_mode: 'guarded' });
  });
});

function team(intent: string): TeamTemplate {
  const resolved = resolveTeamTemplate(intent, config, null);
  if (!resolved) throw new Error(intent);
  return resolved;
}

describe('teamEntries (ad_hoc)', () => {
  test('one entry per member, primary first; domains fall back to the intent’s', () => {
    expect(teamEntries(team('harden'), context({ intent: 'harden' }), 3)).toEqual([
      {
        id: 'harden-engineering-security-engineer',
        command: 'build',
        intent: 'harden',
        agent: 'engineering-security-engineer',
        role: 'primary',
        domains: ['security', 'owasp', 'stride', 'vulnerability-assessment'],
        phase: 3,
        read_only: false,
        environment: '',
        control_mode: 'guarded',
      },
      expect.objectContaining({ id: 'harden-testing-qa-verification-specialist', role: 'primary' }),
      expect.objectContaining({ id: 'harden-testing-api-tester', role: 'secondary', phase: 3 }),
    ]);
  });

  test.skipIf(!HAS_LEGION_REF)('with Legion’s files: members’ own domains from the authority matrix', () => {
    const authority = parseAuthorityMatrix(readLegion('.planning/config/authority-matrix.yaml'), 'a.yaml').matrix;
    const legionTeam = resolveTeamTemplate('harden', legionConfig(), authority) as TeamTemplate;
    expect(teamEntries(legionTeam, context({ intent: 'harden' }), null).map((e) => [e.agent, e.role, e.domains, e.phase])).toEqual([
      ['testing-qa-verification-specialist', 'primary', ['security', 'owasp', 'stride', 'vulnerability-assessment'], null],
      ['engineering-security-engineer', 'primary', ['security', 'owasp', 'stride', 'vulnerability-assessment'], null],
      ['testing-api-tester', 'secondary', ['security', 'owasp', 'stride', 'vulnerability-assessment'], null],
    ]);
  });

  test('an unsafe agent name never appears', () => {
    const unsafe: TeamTemplate = { ...team('harden'), members: [...team('harden').members, { agent: '$(id)', role: 'secondary', domains: [] }] };
    const entries = teamEntries(unsafe, context(), null);
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries)).not.toContain('$(');
  });
});

describe('review entries', () => {
  const scope = { phase: 1, phaseDir: '01-foundation' };

  test('standard review: one entry per review_panel dimension', () => {
    const entries = reviewPanelEntries(config.review_panel, scope, context({ command: 'review' }));
    expect(entries.map((e) => [e.id, e.dimension, e.agent])).toEqual([
      ['review-spec', 'spec', 'testing-qa-verification-specialist'],
      ['review-correctness', 'correctness', 'engineering-senior-developer'],
      ['review-quality', 'quality', 'testing-workflow-optimizer'],
      ['review-security', 'security', 'engineering-security-engineer'],
    ]);
    expect(entries[0]).toEqual({
      id: 'review-spec',
      command: 'review',
      intent: '',
      dimension: 'spec',
      agent: 'testing-qa-verification-specialist',
      domains: ['requirements', 'acceptance-criteria'],
      phase: 1,
      phase_dir: '01-foundation',
      review_file: '',
      read_only: false,
      environment: '',
      control_mode: 'guarded',
    });
  });

  test('filter_review: only dimensions overlapping the intent’s domains, plus the intent’s own reviewers', () => {
    const entries = filteredReviewEntries(
      config.review_panel,
      team('security-only'),
      { ...scope, reviewFile: '.planning/phases/01-foundation/01-REVIEW.md' },
      context({ command: 'review', intent: 'security-only' }),
    );
    expect(entries.map((e) => [e.id, e.dimension, e.agent, e.domains, e.review_file])).toEqual([
      [
        'review-security',
        'security',
        'engineering-security-engineer',
        ['security', 'owasp', 'stride', 'authentication', 'authorization'],
        '.planning/phases/01-foundation/01-REVIEW.md',
      ],
      [
        'review-security-only-testing-api-tester',
        'security-only',
        'testing-api-tester',
        ['security', 'owasp', 'stride', 'authentication', 'authorization'],
        '.planning/phases/01-foundation/01-REVIEW.md',
      ],
    ]);
  });

  test('filter_review: an overlapping dimension keeps only the overlapping domains', () => {
    const panel = [
      { dimension: 'correctness', agent: 'engineering-senior-developer', domains: ['code-review', 'security'] },
      { dimension: 'quality', agent: 'testing-workflow-optimizer', domains: ['performance'] },
    ];
    const entries = filteredReviewEntries(panel, team('security-only'), scope, context());
    expect(entries.map((e) => [e.id, e.domains])).toEqual([
      ['review-correctness', ['security']],
      ['review-security-only-engineering-security-engineer', ['security', 'owasp', 'stride', 'authentication', 'authorization']],
      ['review-security-only-testing-api-tester', ['security', 'owasp', 'stride', 'authentication', 'authorization']],
    ]);
  });

  test('unsafe dimensions, agents and review paths are left out', () => {
    const panel = [
      { dimension: 'spec', agent: '$(id)', domains: [] },
      { dimension: 'a b', agent: 'x', domains: [] },
      { dimension: 'ok', agent: 'y', domains: ['fine', 'not fine'] },
    ];
    const entries = reviewPanelEntries(panel, { ...scope, reviewFile: 'x;rm.md' }, context());
    expect(entries.map((e) => [e.id, e.domains, e.review_file])).toEqual([['review-ok', ['fine'], '']]);
  });
});

describe('batchEntries', () => {
  const entries = (n: number, wave = (i: number) => 1 + Math.floor(i / 4)): MatrixEntry[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `02-${String(i + 1).padStart(2, '0')}`,
      command: 'build',
      path: `.planning/phases/02-x/02-${String(i + 1).padStart(2, '0')}-PLAN.md`,
      wave: wave(i),
      agents: ['a'],
      read_only: false,
    }));

  test('at or under the limit: unchanged', () => {
    const list = entries(5);
    expect(batchEntries(list, 5)).toEqual(list);
    expect(batchEntries(list, 256)).toEqual(list);
  });

  test('10 entries of one wave into 3 jobs: contiguous batches of 4, 4, 2 with every item listed', () => {
    const list = entries(10, () => 1);
    const batches = batchEntries(list, 3);
    expect(batches).toEqual([
      {
        command: 'build',
        wave: 1,
        read_only: false,
        id: 'batch-001',
        batch: 1,
        batches: 3,
        items: ['02-01', '02-02', '02-03', '02-04'],
        paths: list.slice(0, 4).map((e) => e.path as string),
      },
      expect.objectContaining({ id: 'batch-002', batch: 2, items: ['02-05', '02-06', '02-07', '02-08'], wave: 1 }),
      expect.objectContaining({ id: 'batch-003', batch: 3, items: ['02-09', '02-10'], wave: 1 }),
    ]);
    // a field that differs inside a batch is not copied; array fields never are
    const mixed = batchEntries(
      entries(6, () => 1).map((e, i) => ({ ...e, agent: `a${i}` })),
      2,
    );
    expect(mixed[0]).not.toHaveProperty('agent');
    expect(mixed[0]).not.toHaveProperty('agents');
  });

  test('max-jobs applies per wave: nothing dropped, no wave over max-jobs, no batch mixing waves', () => {
    for (let n = 1; n <= 60; n++) {
      for (const max of [1, 2, 3, 5, 7, 16]) {
        const list = entries(n, (i) => 1 + (i % 3));
        const batches = batchEntries(list, max);
        const perWave = new Map<number, number>();
        for (const b of batches) perWave.set(b.wave as number, (perWave.get(b.wave as number) ?? 0) + 1);
        for (const count of perWave.values()) expect(count).toBeLessThanOrEqual(max);
        const items = batches.flatMap((b) => (Array.isArray(b.items) ? (b.items as string[]) : [b.id as string]));
        expect([...items].sort()).toEqual(list.map((e) => e.id as string).sort());
        for (const b of batches) {
          if (!Array.isArray(b.items)) continue;
          const waves = new Set((b.items as string[]).map((id) => list.find((e) => e.id === id)?.wave));
          expect(waves.size).toBe(1);
          expect(waves.has(b.wave as number)).toBe(true);
        }
      }
    }
  });

  test('a limit below 1 or fractional is floored, at least 1; above 256 is 256', () => {
    expect(
      batchEntries(
        entries(3, () => 1),
        0,
      ),
    ).toHaveLength(1);
    expect(
      batchEntries(
        entries(5, () => 1),
        2.9,
      ),
    ).toHaveLength(2);
    expect(
      batchEntries(
        entries(300, () => 1),
        1000,
      ),
    ).toHaveLength(150);
  });

  test('GitHub’s matrix limit is 256', () => {
    expect(GITHUB_MATRIX_LIMIT).toBe(256);
  });
});

describe('sanitize', () => {
  test.each([
    ['engineering-security-engineer', true],
    ['02-01', true],
    ['a.b_c-d', true],
    ['$(id)', false],
    ['-rf', false],
    ['a b', false],
    ['', false],
    ['x'.repeat(128), true],
    ['x'.repeat(129), false],
    ['a;b', false],
  ])('isSafeId(%j) = %s', (value, safe) => {
    expect(isSafeId(value)).toBe(safe);
  });

  test.each([
    ['src/api/orders.ts', true, true],
    ['.planning/phases/01-x/01-01-PLAN.md', true, true],
    ['src/**/*.{ts,tsx}', false, true],
    ['!tests/fixtures/**', false, true],
    ['docs/', true, true],
    ['a;rm -rf ~.ts', false, false],
    ['src/$(whoami).ts', false, false],
    ['../etc/passwd', false, false],
    ['src/../x', false, false],
    ['src/-rf', false, false],
    ['-x', false, false],
    ['a`b`', false, false],
    ["it's.md", false, false],
    ['a|b', false, false],
    ['a\nb', false, false],
  ])('%j: path %s, pattern %s', (value, path, pattern) => {
    expect(isSafePath(value)).toBe(path);
    expect(isSafePattern(value)).toBe(pattern);
  });

  test('partitionSafe counts what it leaves out', () => {
    expect(partitionSafe(['a', '$(b)', 'c', 'd e'], isSafeId)).toEqual({ safe: ['a', 'c'], unsafe: 2 });
  });

  test('toSafeId', () => {
    expect(toSafeId('harden the $(code)')).toBe('harden_the___code_');
    expect(toSafeId('--x')).toBe('x');
    expect(toSafeId('$$$')).toBe('x');
    expect(toSafeId('y'.repeat(300))).toHaveLength(128);
  });
});

describe('batchEntries keeps waves apart', () => {
  const entry = (i: number, wave: number): MatrixEntry => ({ id: `03-${String(i).padStart(2, '0')}`, command: 'build', path: `p/${i}`, wave });

  test('each wave is batched on its own: waves within max-jobs are left as they are', () => {
    // waves: 5 plans in wave 1, 3 in wave 2, 2 in wave 3; max-jobs 4 → only wave 1 is batched (2 + 2 + 1)
    const list = [...[1, 2, 3, 4, 5].map((i) => entry(i, 1)), ...[6, 7, 8].map((i) => entry(i, 2)), ...[9, 10].map((i) => entry(i, 3))];
    const batches = batchEntries(list, 4);
    expect(batches.map((b) => b.items ?? b.id)).toEqual([['03-01', '03-02'], ['03-03', '03-04'], ['03-05'], '03-06', '03-07', '03-08', '03-09', '03-10']);
    expect(batches.map((b) => b.wave)).toEqual([1, 1, 1, 2, 2, 2, 3, 3]);
  });

  test('more waves than jobs: waves are never merged (the old fallback mixed them)', () => {
    const list = Array.from({ length: 6 }, (_, i) => entry(i + 1, i));
    const batches = batchEntries(list, 2);
    expect(batches).toEqual(list);
    const big = Array.from({ length: 12 }, (_, i) => entry(i + 1, i % 4));
    const out = batchEntries(big, 2);
    expect(out.every((b) => !Array.isArray(b.items) || new Set((b.items as string[]).map((id) => big.find((e) => e.id === id)?.wave)).size === 1)).toBe(true);
    expect(out.map((b) => b.wave)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  test('batch ids are unique across waves', () => {
    const list = Array.from({ length: 20 }, (_, i) => entry(i + 1, 1 + Math.floor(i / 10)));
    const out = batchEntries(list, 3);
    expect(out.map((b) => b.id)).toEqual(['batch-001', 'batch-002', 'batch-003', 'batch-004', 'batch-005', 'batch-006']);
    expect(out.every((b) => b.batches === 6)).toBe(true);
  });
});
