/**
 * The real Legion reference tree (.planning copied into a temporary repository, files unchanged)
 * and Legion's dry-run fixtures, routed end to end.
 */
import { describe, expect, test } from 'vitest';
import { routeRepository, type RunOptions } from '../../src/app/run-route.js';
import type { RouteResult } from '../../src/app/route-result.js';
import { parseComment } from '../../src/core/request/parse-command.js';
import { HAS_LEGION_REF, legionPath, useTempRepos, type TempRepo } from '../support/temp-repo.js';

const repos = useTempRepos();

function legionRepo(): TempRepo {
  const repo = repos.make();
  repo.copyIn(legionPath('.planning'), '.planning');
  return repo;
}

function route(repo: TempRepo, body: string, options: Partial<RunOptions> = {}): RouteResult {
  const request = parseComment(body, '/legion');
  if (!request) throw new Error(body);
  return routeRepository(request, { repoRoot: repo.root, ...options });
}

const ids = (result: RouteResult): string[] => result.matrix.include.map((e) => String(e.id));
const summary = (result: RouteResult) => result.diagnostics.filter((d) => d.severity !== 'info' || d.code === 'W030').map((d) => [d.code, d.severity, d.message]);
/** The only diagnostic the reference tree produces: it has no settings.json under .planning. */
const EXPECTED_DIAGNOSTICS = [['W030', 'info', 'settings.json not found — using default settings']];

describe.skipIf(!HAS_LEGION_REF)('Legion’s own .planning tree', () => {
  // ROADMAP.md checks phase 1, whose 01-01 has no SUMMARY.md in the snapshot: since issue 24 a
  // build does not run it again (W077); --rerun does.
  test('build: phase 1 is complete per ROADMAP.md, so nothing is rebuilt (W077); --rerun routes 01-01', () => {
    const result = route(legionRepo(), '/legion build');
    expect(result).toMatchObject({ ok: true, errorCode: '', command: 'build', mode: 'standard', hasWork: false, configPath: '.planning/config/intent-teams.yaml' });
    // The snapshot copies only some phase directories: STATE.md's phase 12 has none (W080).
    expect(summary(result)).toEqual([
      ...EXPECTED_DIAGNOSTICS,
      ['W080', 'warning', 'STATE.md names phase 12, but .planning/phases/ has no 12-*/ directory; the phase was chosen from ROADMAP.md or the unfinished plans.'],
      ['W077', 'warning', 'ROADMAP.md marks phase 1 complete, but a plan has no SUMMARY.md (01-01-SUMMARY.md): it counts as done per ROADMAP.md and is not built again.'],
    ]);
    // STATE.md says phase 12 (no directory in the snapshot), ROADMAP.md has no open phase with a
    // directory: the lowest phase with unfinished plans (01-01 has no SUMMARY.md) is used.
    expect(result.phase).toEqual({ number: 1, dir: '01-plan-schema-hardening' });
    expect(result.notes[0]).toContain('STATE.md names phase 12, which has no directory');
    expect(result.notes[0]).toContain('lowest phase with unfinished plans');
    expect(ids(result)).toEqual([]);
    expect(result.message).toContain('Plan phase 12 next');
    const rerun = route(legionRepo(), '/legion build --rerun');
    expect(ids(rerun)).toEqual(['01-01']);
    expect(rerun.matrix.include[0]).toMatchObject({
      path: '.planning/phases/01-plan-schema-hardening/01-01-PLAN.md',
      agents: ['engineering-senior-developer'],
      files: ['skills/phase-decomposer/SKILL.md'],
      unsafe_values_omitted: 0,
    });
  });

  test('review routes without error or warning diagnostics (panel from the bundled extension)', () => {
    const result = route(legionRepo(), '/legion review');
    expect(result).toMatchObject({ ok: true, command: 'review', mode: 'standard', phase: { number: 1 } });
    expect(summary(result)).toEqual(EXPECTED_DIAGNOSTICS);
    expect(ids(result)).toEqual(['review-spec', 'review-correctness', 'review-quality', 'review-security']);
  });

  test('phase 11: two plans in wave order, scoped by changed files', () => {
    const repo = legionRepo();
    // Both plans of phase 11 have a SUMMARY.md: the phase is already executed.
    const done = route(repo, '/legion build 11');
    expect(done).toMatchObject({ ok: true, hasWork: false });
    expect(done.message).toContain('Phase 11 already executed');
    expect(done.plans.map((p) => p.status)).toEqual(['done', 'done']);
    // --rerun runs them again, in wave order, one wave each.
    expect(ids(route(repo, '/legion build 11 --rerun'))).toEqual(['11-01', '11-02']);
    expect(route(repo, '/legion build 11 --rerun').waves.map((w) => w.include.map((e) => e.id))).toEqual([['11-01'], ['11-02']]);
    expect(ids(route(repo, '/legion build 11 --rerun', { changedFiles: { files: ['skills/intent-router/SKILL.md'], complete: true } }))).toEqual(['11-01', '11-02']);
    expect(ids(route(repo, '/legion build 11 --rerun', { changedFiles: { files: ['agents/x.md'], complete: true } }))).toEqual([]);
  });

  test('phase 38 as copied into the reference: 38-01 depends on 38-00, which the copy lacks → E060 naming both, nothing runs', () => {
    const result = route(legionRepo(), '/legion build --phase=38');
    expect(result).toMatchObject({ ok: false, errorCode: 'E060', hasWork: false, matrix: { include: [] } });
    expect(result.message).toContain('38-01');
    expect(result.message).toContain('38-00');
  });

  test('review --just-security uses 01-REVIEW.md', () => {
    const result = route(legionRepo(), '/legion review --just-security');
    expect(result).toMatchObject({ ok: true, mode: 'filter_review', intent: 'security-only' });
    expect(summary(result)).toEqual(EXPECTED_DIAGNOSTICS);
    expect(ids(result)).toEqual(['review-security', 'review-security-only-testing-api-tester']);
    expect(result.matrix.include[0]?.review_file).toBe('.planning/phases/01-plan-schema-hardening/01-REVIEW.md');
  });

  test('build --just-harden: Legion’s team, domains through Legion’s authority matrix', () => {
    const result = route(legionRepo(), '/legion build --just-harden');
    expect(result).toMatchObject({ ok: true, mode: 'ad_hoc', intent: 'harden' });
    expect(result.team).toEqual([
      { agent: 'testing-qa-verification-specialist', role: 'primary', domains: [] },
      { agent: 'engineering-security-engineer', role: 'primary', domains: ['security', 'owasp', 'stride', 'vulnerability-assessment'] },
      { agent: 'testing-api-tester', role: 'secondary', domains: [] },
    ]);
    expect(ids(result)).toEqual(['harden-testing-qa-verification-specialist', 'harden-engineering-security-engineer', 'harden-testing-api-tester']);
  });

  test('Legion’s validation rules apply: --just-harden with review', () => {
    const result = route(legionRepo(), '/legion review --just-harden');
    expect(result.errorCode).toBe('E012');
    expect(result.message).toBe(
      '❌ Intent Validation Failed\n\nErrors:\n1. --just-harden is only valid for /legion:build (used with review)\n\nSuggestions:\n- Use /legion build --just-harden instead',
    );
  });

  test('status: phase 12 built and not yet reviewed (STATE.md’s next action), Legion’s suggestions in CI form', () => {
    const result = route(legionRepo(), '/legion status');
    expect(result).toMatchObject({ ok: true, position: { name: 'needs_review', phase: 12 } });
    expect(result.suggestions.map((s) => s.command)).toEqual(['/legion review', '/legion status']);
  });

  // BUG (reported): on Legion's own tree, `continue` takes the top suggestion `/legion:milestone`,
  // a command legion-router does not route, re-reads it as natural language and fails with
  // E002 "Could not route "milestone": it matches no command" — text the user never typed.
  // A top suggestion that is not a routable command should fall back to the status answer (as
  // a suggestion of `continue` itself already does).
  test('continue routes the next step STATE.md names: a review', () => {
    const result = route(legionRepo(), '/legion continue');
    expect(result).toMatchObject({ ok: true, errorCode: '', command: 'review', mode: 'standard', position: { name: 'needs_review' } });
  });
});

describe.skipIf(!HAS_LEGION_REF)('Legion’s dry-run fixtures', () => {
  const fixture = (name: string): TempRepo => {
    const repo = repos.make();
    repo.copyIn(legionPath(`tests/fixtures/dry-run/${name}/.planning`), '.planning');
    return repo;
  };

  test('ok: its one plan has a SUMMARY.md (already executed); --rerun routes the plan without frontmatter, with a warning naming it', () => {
    const done = route(fixture('ok'), '/legion build');
    expect(done).toMatchObject({ ok: true, hasWork: false, phase: { number: 1, dir: '01-foundation' } });
    expect(done.message).toContain('Phase 1 already executed');
    const result = route(fixture('ok'), '/legion build --rerun');
    expect(ids(result)).toEqual(['01-01']);
    expect(result.diagnostics.filter((d) => d.severity === 'warning').map((d) => [d.code, d.file, d.line])).toEqual([
      ['W031', '.planning/config/control-modes.yaml', undefined],
      ['W020', '.planning/phases/01-foundation/01-01-PLAN.md', 1],
    ]);
  });

  test('ok: continue (planned) builds', () => {
    expect(route(fixture('ok'), '/legion continue')).toMatchObject({ ok: true, command: 'build' });
  });

  // Legion's own test (tests/dry-run-fixtures.test.js) builds this fixture with phase 1 and expects a failure.
  test('missing-plans: build of phase 1 fails (E031); build of the phase STATE.md names answers E033 with W080', () => {
    expect(route(fixture('missing-plans'), '/legion build --phase=1')).toMatchObject({ ok: false, errorCode: 'E031' });
    const stateBased = route(fixture('missing-plans'), '/legion build');
    expect(stateBased).toMatchObject({ ok: false, errorCode: 'E033' });
    expect(stateBased.diagnostics.map((d) => d.code)).toContain('W080');
  });

  test('missing-summaries: continue (executed, pending review) reviews', () => {
    const result = route(fixture('missing-summaries'), '/legion continue');
    expect(result).toMatchObject({ ok: true, command: 'review', position: { name: 'needs_review' } });
    expect(ids(result)).toEqual(['review-spec', 'review-correctness', 'review-quality', 'review-security']);
  });

  test.each(['missing-project', 'missing-roadmap'])('%s: a pending phase 1 is just started: continue plans it', (name) => {
    const result = route(fixture(name), '/legion continue');
    expect(result).toMatchObject({ ok: true, command: 'plan', position: { name: 'just_started', phase: 1, status: 'pending' } });
  });
});
