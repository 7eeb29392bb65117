/**
 * routeRepository end to end: comment text → flags, validation, natural language, phase, plans,
 * matrix. On temporary repositories built per test, and on examples/basic.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { routeRepository, type RunOptions } from '../../src/app/run-route.js';
import { outputsFromResult } from '../../src/app/route-outputs.js';
import type { RouteResult } from '../../src/app/route-result.js';
import { parseComment } from '../../src/core/request/parse-command.js';
import type { RouteRequest } from '../../src/core/types.js';
import { EXAMPLE_BASIC, planText, stateText, useTempRepos, validPlan, type TempRepo } from '../support/temp-repo.js';

const repos = useTempRepos();

function request(body: string, trigger = '/legion'): RouteRequest {
  const parsed = parseComment(body, trigger, 'octocat');
  if (!parsed) throw new Error(`not a command: ${body}`);
  return parsed;
}

function route(body: string, options: Partial<RunOptions> & { repoRoot: string }): RouteResult {
  return routeRepository(request(body, options.trigger), options);
}

const ids = (result: RouteResult): string[] => result.matrix.include.map((e) => String(e.id));
const codes = (result: RouteResult, severity?: string): string[] => result.diagnostics.filter((d) => !severity || d.severity === severity).map((d) => d.code);

const EXAMPLE_CHANGED = readFileSync(join(EXAMPLE_BASIC, 'changed-files.txt'), 'utf8').split('\n').filter(Boolean);
const example = (body: string, options: Partial<RunOptions> = {}): RouteResult => route(body, { repoRoot: EXAMPLE_BASIC, ...options });
const withChanges = { changedFiles: { files: EXAMPLE_CHANGED, complete: true } };

/** A small project: phase 1 with three plans, STATE.md at phase 1 (planned). */
function project(extra: Record<string, string> = {}): TempRepo {
  return repos.make({
    '.planning/STATE.md': stateText(1, 2, 'Planned'),
    '.planning/ROADMAP.md': '# Roadmap\n\n### Phase 1: Core\n\n### Phase 2: Ship\n',
    '.planning/phases/01-core/01-01-PLAN.md': validPlan({ phase: '01-core', plan: '01-01', files: ['src/core/'] }),
    '.planning/phases/01-core/01-02-PLAN.md': validPlan({ phase: '01-core', plan: '01-02', wave: 2, agents: ['product-technical-writer'], files: ['README.md', 'docs/'] }),
    '.planning/phases/01-core/01-03-PLAN.md': validPlan({ phase: '01-core', plan: '01-03', agents: ['engineering-frontend-developer'], files: ['src/ui/**/*.tsx'] }),
    ...extra,
  });
}

describe('examples/basic', () => {
  test('build, scoped by the pull request’s changed files', () => {
    const result = example('/legion build', withChanges);
    expect(result).toMatchObject({
      ok: true,
      errorCode: '',
      source: 'comment',
      actor: 'octocat',
      command: 'build',
      intent: '',
      mode: 'standard',
      flags: [],
      confidence: 1,
      dryRun: false,
      hasWork: true,
      changedFiles: 5,
    });
    expect(result.phase).toEqual({ number: 2, dir: '02-api-and-ui' });
    expect(ids(result)).toEqual(['02-01', '02-02', '02-03', '02-05']);
    expect(result.plans.map((p) => [p.id, p.kept])).toEqual([
      ['02-01', true],
      ['02-02', true],
      ['02-03', true],
      ['02-04', false],
      ['02-05', true],
    ]);
    expect(result.plans[3]?.reasons).toEqual(['none of the 5 changed files matches its files_modified']);
    expect(result.notes).toEqual(['Phase 2 (02-api-and-ui) from STATE.md.']);
    expect(result.configPath).toBe('config/intent-teams.yaml');
    expect(codes(result, 'blocker')).toEqual([]);
    expect(codes(result, 'warning')).toEqual([]);
  });

  test('build without changed-file data: every plan of the phase, in wave order', () => {
    const result = example('/legion build');
    expect(ids(result)).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    expect(result.matrix.include.map((e) => e.wave)).toEqual([1, 1, 2, 2, 2]);
    expect(result.changedFiles).toBeUndefined();
  });

  test('the guarded profile from settings.json reaches every entry', () => {
    const result = example('/legion build');
    expect(result.controlMode).toBe('guarded');
    for (const entry of result.matrix.include) expect(entry).toMatchObject({ read_only: false, environment: 'legion-approval', control_mode: 'guarded' });
  });

  test('build --skip-frontend: the UI plan is dropped, the sign-in plan runs without its UI parts', () => {
    const result = example('/legion build --skip-frontend', withChanges);
    expect(result).toMatchObject({ ok: true, intent: 'skip-frontend', mode: 'filter_plans', flags: ['--skip-frontend'] });
    expect(ids(result)).toEqual(['02-01', '02-03', '02-05']);
    expect(result.plans.find((p) => p.id === '02-02')?.reasons).toEqual([
      '2 changed file(s) match its files_modified: src/frontend/login.tsx, src/frontend/Cart.tsx',
      'every agent (engineering-frontend-developer) is excluded by --skip-frontend',
    ]);
    expect(result.matrix.include.find((e) => e.id === '02-05')).toMatchObject({
      partial: true,
      agents: ['engineering-senior-developer'],
      files: ['src/api/auth/session.ts'],
      changed_files: 2,
    });
  });

  // Until issue 24 this pulled 02-01 (an implementation plan) in as "dependency of 02-03": the
  // filter was overridden. Now the explicit filter wins: 02-01 is not pulled in, and 02-03 does
  // not run without it; the route says so, without an error.
  test('build --just-document: the documentation plan needs an implementation plan the filter excludes: neither runs (W076, I070)', () => {
    const result = example('/legion build --just-document', withChanges);
    expect(result).toMatchObject({ ok: true, errorCode: '', intent: 'document', mode: 'filter_plans', hasWork: false });
    expect(ids(result)).toEqual([]);
    const docs = result.plans.find((p) => p.id === '02-03');
    expect(docs).toMatchObject({ kept: false, status: 'dropped' });
    expect(docs?.reasons.at(-1)).toBe('needs 02-01, which --just-document excludes');
    expect(result.plans.find((p) => p.id === '02-01')).toMatchObject({ kept: false, excludedBy: '--just-document' });
    expect(result.diagnostics.filter((d) => d.code === 'W076').map((d) => d.message)).toEqual([
      '--just-document excluded unfinished plan(s) that kept plans need, so the plan that needs them does not run either: 02-03 needs 02-01.',
    ]);
    expect(result.diagnostics.map((d) => d.code)).toContain('I070');
    expect(result.message).toMatch(/^Nothing to run in phase 2: every plan left after --just-document needs a plan --just-document excludes \(02-03 needs 02-01\)\./);
  });

  test('a label (no command word) routes to the intent’s command', () => {
    const result = routeRepository({ source: 'label', command: '', flagTokens: ['--just-document'], text: '' }, { repoRoot: EXAMPLE_BASIC });
    expect(result).toMatchObject({ ok: true, command: 'build', intent: 'document', source: 'label' });
  });

  test('build --just-harden: ad_hoc, one entry per team member', () => {
    const result = example('/legion build --just-harden');
    expect(result).toMatchObject({ ok: true, command: 'build', intent: 'harden', mode: 'ad_hoc', flags: ['--just-harden'] });
    expect(ids(result)).toEqual(['harden-engineering-security-engineer', 'harden-testing-qa-verification-specialist', 'harden-testing-api-tester']);
    expect(result.team.map((m) => [m.agent, m.role])).toEqual([
      ['engineering-security-engineer', 'primary'],
      ['testing-qa-verification-specialist', 'primary'],
      ['testing-api-tester', 'secondary'],
    ]);
    expect(result.matrix.include.every((e) => e.phase === 2)).toBe(true);
  });

  test('natural language, HIGH: "harden the auth code" → build --just-harden', () => {
    const result = example('/legion harden the auth code');
    expect(result).toMatchObject({ ok: true, command: 'build', intent: 'harden', mode: 'ad_hoc', flags: ['--just-harden'] });
    expect(result.confidence).toBeGreaterThanOrEqual(0.8);
    expect(result.naturalLanguage?.tier).toBe('HIGH');
    expect(result.notes[0]).toMatch(/^Natural language "harden the auth code" → \/legion build --just-harden \(HIGH, \d\.\d\d\)\.$/);
    expect(ids(result)).toHaveLength(3);
  });

  test('natural language, LOW → E002 with the next commands for the current position', () => {
    const result = example('/legion please do something vague');
    expect(result).toMatchObject({ ok: false, errorCode: 'E002', mode: 'none', hasWork: false });
    expect(result.matrix.include).toEqual([]);
    expect(result.naturalLanguage?.tier).toBe('LOW');
    expect(result.position).toEqual({ name: 'planned_not_built', phase: 2, status: 'planned — ready to build' });
    expect(result.suggestions.map((s) => s.command)).toEqual(['/legion build', '/legion status']);
    expect(result.message).toContain(
      'Based on your current position (Phase 2 (planned — ready to build)):\n    /legion build — Build the plans of phase 2\n    /legion status — Check the plan breakdown',
    );
    expect(result.message.endsWith('Type the command exactly as shown to run it.')).toBe(true);
  });

  test('a command word with a typo the scorer corrects safely routes (biuld → build), and says so', () => {
    const result = example('/legion biuld');
    expect(result).toMatchObject({ ok: true, command: 'build' });
    expect(result.naturalLanguage?.explanation?.join(' ')).toContain('biuld');
  });

  test('/legion help and --help on any command: the commands, this config’s flags with descriptions, labels and examples; nothing routed', () => {
    for (const body of ['/legion help', '/legion build --help']) {
      const result = example(body);
      expect(result).toMatchObject({ ok: true, command: 'help', hasWork: false, matrix: { include: [] } });
      expect(result.message).toContain('Commands:');
      expect(result.message).toContain('--just-harden');
      expect(result.message).toContain('Security hardening pass');
      expect(result.message).toContain('Labels: just-harden');
      expect(result.message).toContain('/legion review --just-security');
    }
  });

  test('a near-miss the scorer does not correct → E013 "Did you mean", naming the trigger', () => {
    const result = example('/legion xbuild');
    expect(result).toMatchObject({
      ok: false,
      errorCode: 'E013',
      message: 'Unknown command: xbuild. Did you mean /legion build? (/legion help lists the commands.)',
      hasWork: false,
    });
    expect(route('!ci plam', { repoRoot: EXAMPLE_BASIC, trigger: '!ci' }).message).toBe('Unknown command: plam. Did you mean !ci plan? (!ci help lists the commands.)');
  });

  test('an unknown flag → E010 in the §2 format', () => {
    const result = example('/legion build --just-hardne');
    expect(result).toMatchObject({ ok: false, errorCode: 'E010', hasWork: false });
    expect(result.message).toBe('❌ Intent Validation Failed\n\nErrors:\n1. Unknown flag: --just-hardne. Did you mean --just-harden?\n\nSuggestions:\n- Use --just-harden.');
  });

  test('an invalid flag value → E011', () => {
    expect(example('/legion build --just-harden=maybe').errorCode).toBe('E011');
  });

  test('a rejected combination → E012 in the §2 format', () => {
    const result = example('/legion review --just-harden');
    expect(result).toMatchObject({ ok: false, errorCode: 'E012' });
    expect(result.message).toBe(
      '❌ Intent Validation Failed\n\nErrors:\n1. --just-harden works with build only (used with review)\n\nSuggestions:\n- Use /legion build --just-harden instead',
    );
  });

  test('--unsafe-unknown-flags lets an unknown flag through with an info diagnostic', () => {
    const result = example('/legion build --unsafe-unknown-flags --turbo');
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'W040').map((d) => [d.severity, d.message])).toEqual([
      ['info', 'Unknown flag --turbo accepted because --unsafe-unknown-flags was given; it has no effect.'],
    ]);
  });

  test('a duplicate flag leaves an info diagnostic; the first occurrence wins', () => {
    const result = example('/legion build --just-harden=false --just-harden');
    expect(result).toMatchObject({ ok: true, intent: '', mode: 'standard' });
    expect(result.diagnostics.filter((d) => d.code === 'I001').map((d) => d.severity)).toEqual(['info']);
  });

  test('standard review: one entry per dimension of the panel', () => {
    const result = example('/legion review');
    expect(result).toMatchObject({ ok: true, command: 'review', mode: 'standard', phase: { number: 2, dir: '02-api-and-ui' } });
    expect(ids(result)).toEqual(['review-spec', 'review-correctness', 'review-quality', 'review-security']);
  });

  test('review --just-security without a prior REVIEW.md → E032', () => {
    const result = example('/legion review --just-security');
    expect(result).toMatchObject({ ok: false, errorCode: 'E032', mode: 'filter_review', hasWork: false });
    expect(result.message).toBe(
      'Cannot filter review — no prior review cycle: .planning/phases/02-api-and-ui/02-REVIEW.md is missing.\nRun /legion review first, then /legion review --just-security.',
    );
  });

  test('review --just-security on phase 1 (which has 01-REVIEW.md): restricted panel', () => {
    const result = example('/legion review --just-security --phase=1');
    expect(result).toMatchObject({ ok: true, mode: 'filter_review', intent: 'security-only', phase: { number: 1, dir: '01-foundation' } });
    expect(ids(result)).toEqual(['review-security', 'review-security-only-testing-api-tester']);
    for (const entry of result.matrix.include) expect(entry.review_file).toBe('.planning/phases/01-foundation/01-REVIEW.md');
  });

  test('review --just-security on a phase without a directory → E031', () => {
    const result = example('/legion review --just-security --phase=9');
    expect(result.errorCode).toBe('E031');
    expect(result.message).toMatch(/^Cannot filter review — phase directory missing\. Cannot route phase 9: /);
  });

  test('a phase that has no directory → E031, naming the ones found', () => {
    const result = example('/legion build --phase=7');
    expect(result).toMatchObject({ ok: false, errorCode: 'E031' });
    expect(result.message).toBe(
      'Cannot route phase 7: no directory .planning/phases/07-*/ (found: 01-foundation, 02-api-and-ui).\nPlan the phase first (/legion plan N), or pick an existing phase.',
    );
  });

  // ROADMAP.md checks phase 1 and its plans have no SUMMARY.md: since issue 24 they count as done
  // per ROADMAP.md (W077) and a build does not run them again; --rerun does.
  test('a phase by bare number and by --phase (the flag wins); a phase ROADMAP.md checks is not rebuilt (W077) unless --rerun', () => {
    const complete = example('/legion build 1');
    expect(complete).toMatchObject({ ok: true, errorCode: '', hasWork: false });
    expect(complete.notes).toEqual(['Phase 1 (01-foundation) was requested.']);
    expect(complete.plans.map((p) => [p.id, p.status, p.reasons.at(-1)])).toEqual([
      ['01-01', 'done', 'done per ROADMAP.md: ROADMAP.md marks phase 1 complete, though 01-01-SUMMARY.md is missing'],
      ['01-02', 'done', 'done per ROADMAP.md: ROADMAP.md marks phase 1 complete, though 01-02-SUMMARY.md is missing'],
    ]);
    expect(complete.diagnostics.filter((d) => d.code === 'W077').map((d) => d.message)).toEqual([
      'ROADMAP.md marks phase 1 complete, but 2 plans have no SUMMARY.md (01-01-SUMMARY.md, 01-02-SUMMARY.md): they count as done per ROADMAP.md and are not built again.',
    ]);
    expect(complete.message.split('\n')[1]).toBe('Plan phase 2 next (/legion plan 2), or run /legion build --rerun to run the plans again.');
    expect(ids(example('/legion build 1 --rerun'))).toEqual(['01-01', '01-02']);
    expect(ids(example('/legion build --plan=01-02'))).toEqual(['01-02']);
    expect(example('/legion build 2 --phase=1').phase?.number).toBe(1);
  });

  test('status: position and suggestions, no work', () => {
    const result = example('/legion status');
    expect(result).toMatchObject({ ok: true, command: 'status', mode: 'none', hasWork: false, matrix: { include: [] } });
    expect(result.position?.name).toBe('planned_not_built');
    expect(result.message.split('\n')[0]).toBe('Position: planned_not_built — phase 2 (API and UI), status: planned — ready to build');
  });

  test('continue (and its alias next) routes the top suggestion: build', () => {
    for (const word of ['continue', 'next']) {
      const result = example(`/legion ${word}`);
      expect(result).toMatchObject({ ok: true, command: 'build', mode: 'standard' });
      expect(result.notes[0]).toBe('continue: position planned_not_built → top suggestion /legion build (Phase 2 is planned and not built), routed as if typed.');
      expect(ids(result)).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    }
  });

  test('plan 3: one entry carrying the phase', () => {
    const result = example('/legion plan 3');
    expect(result).toMatchObject({ ok: true, command: 'plan', mode: 'standard' });
    expect(result.matrix.include).toEqual([
      { id: 'plan', command: 'plan', intent: '', phase: 3, text_b64: '', read_only: false, environment: 'legion-approval', control_mode: 'guarded' },
    ]);
  });

  test('free text after an explicit command that does not change the route is passed on as base64', () => {
    const result = example('/legion quick fix the typo');
    expect(result.matrix.include[0]).toMatchObject({ id: 'quick', command: 'quick', text_b64: Buffer.from('fix the typo').toString('base64') });
  });

  test('free text matching another command is refused (cross-command, W001)', () => {
    const result = example('/legion review harden the auth code');
    expect(result).toMatchObject({ ok: false, errorCode: 'E002' });
    expect(result.message).toBe('You ran /legion review, but your input "harden the auth code" matches /legion build.\nDid you mean to run /legion build --just-harden instead?');
    expect(codes(result, 'warning')).toEqual(['W001']);
  });

  test('--dry-run fills the matrix but has-work is false', () => {
    const result = example('/legion build --dry-run', withChanges);
    expect(result).toMatchObject({ ok: true, dryRun: true, hasWork: false, flags: ['--dry-run'] });
    expect(ids(result)).toEqual(['02-01', '02-02', '02-03', '02-05']);
    expect(result.notes.at(-1)).toBe('Dry run: 4 job(s) in 2 wave(s) would run; has-work is false.');
    expect(example('/legion build', { dryRun: true })).toMatchObject({ dryRun: true, hasWork: false });
  });

  test('an incomplete changed-file list: every plan, with a W021 warning', () => {
    const result = example('/legion build', { changedFiles: { files: EXAMPLE_CHANGED.slice(0, 1), complete: false, note: 'API cap' } });
    expect(ids(result)).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    expect(result.diagnostics.filter((d) => d.code === 'W021').map((d) => [d.severity, d.message])).toEqual([
      ['warning', 'The changed-file list is incomplete (API cap): every plan of phase 2 was considered instead of only the affected ones.'],
    ]);
  });

  test('above max-jobs: batched, nothing dropped', () => {
    const result = example('/legion build', { maxJobs: 2 });
    // max-jobs applies per wave, and a batch never mixes waves.
    expect(result.waves.map((w) => w.include.map((e) => e.id))).toEqual([
      ['02-01', '02-02'],
      ['batch-001', 'batch-002'],
    ]);
    expect(result.waves[1]?.include.map((e) => e['items'])).toEqual([['02-03', '02-04'], ['02-05']]);
    expect(result.matrix.include.map((e) => e.id)).toEqual(['02-01', '02-02', 'batch-001', 'batch-002']);
    expect(result.diagnostics.filter((d) => d.code === 'W050').map((d) => d.severity)).toEqual(['info']);
    expect(result.hasWork).toBe(true);
  });
});

describe('temporary repositories', () => {
  test('no STATE.md + continue → E001', () => {
    const repo = repos.make({ '.planning/phases/01-x/01-01-PLAN.md': validPlan({ phase: '01-x', plan: '01-01' }) });
    const result = route('/legion continue', { repoRoot: repo.root });
    expect(result).toMatchObject({ ok: false, errorCode: 'E001', hasWork: false, position: { name: 'no_project', phase: null, status: 'unknown' } });
    // A project with phases is never told to start over.
    expect(result.message).toBe(
      'Nothing to continue: .planning/STATE.md does not exist, so the next step is not known.\nName it: /legion build --phase=N, or /legion status to see where the project stands.',
    );
    expect(result.suggestions.map((s) => s.command)).not.toContain('/legion start');
  });

  test('no .planning/phases: build is E033 (no phase left, an answer), with W080 for the phase STATE.md names; build 1 is E031', () => {
    const repo = repos.make({ '.planning/STATE.md': stateText(1, 1, 'planned') });
    const result = route('/legion build', { repoRoot: repo.root });
    expect(result).toMatchObject({ ok: false, errorCode: 'E033', hasWork: false });
    expect(result.message).toContain('.planning/phases/ does not exist');
    expect(result.diagnostics.map((d) => d.code)).toContain('W080');
    expect(route('/legion build 1', { repoRoot: repo.root })).toMatchObject({ ok: false, errorCode: 'E031', hasWork: false });
  });

  test('a filter_plans intent without phases says it cannot filter', () => {
    const repo = repos.make({ '.planning/STATE.md': stateText(1, 1, 'planned') });
    const result = route('/legion build --just-document', { repoRoot: repo.root });
    expect(result.errorCode).toBe('E033');
    expect(result.message.startsWith('Cannot filter plans: No phase to route:')).toBe(true);
    expect(result.message).toContain('.planning/phases/ does not exist');
  });

  test('phase directories without plans → E033', () => {
    const repo = repos.make({ '.planning/phases/01-x/NOTES.md': '# notes\n', '.planning/phases/02-y/02-CONTEXT.md': '# c\n' });
    const result = route('/legion build', { repoRoot: repo.root });
    expect(result).toMatchObject({ ok: false, errorCode: 'E033', hasWork: false });
    expect(result.message).toMatch(/^No phase to route: /);
  });

  test('an explicitly requested phase without plans routes nothing and says so', () => {
    const repo = project({ '.planning/phases/02-ship/NOTES.md': '# n\n' });
    const result = route('/legion build 2', { repoRoot: repo.root });
    expect(result).toMatchObject({ ok: true, hasWork: false, matrix: { include: [] } });
    expect(result.notes).toContain('Phase 02-ship has no plan files (NN-PP-PLAN.md).');
  });

  test('STATE.md naming a phase without a directory → the lowest phase with unfinished plans, noted (W080, I011)', () => {
    const repo = project({ '.planning/STATE.md': stateText(5, 5, 'planned') });
    const result = route('/legion build', { repoRoot: repo.root });
    expect(result.phase).toEqual({ number: 1, dir: '01-core' });
    expect(result.notes[0]).toContain('STATE.md names phase 5, which has no directory');
    expect(result.notes[0]).toContain('lowest phase with unfinished plans');
    expect(result.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['W080', 'I011']));
  });

  test('every plan done → no phase to route (E033): a finished phase is never routed by accident', () => {
    const repo = project({ '.planning/STATE.md': stateText(5, 5, 'planned') });
    for (const id of ['01-01', '01-02', '01-03']) repo.write(`.planning/phases/01-core/${id}-SUMMARY.md`, '# Summary\n\n## Status: Complete\n');
    const result = route('/legion build', { repoRoot: repo.root });
    expect(result).toMatchObject({ ok: false, errorCode: 'E033', hasWork: false, matrix: { include: [] } });
  });

  test('a build of a phase whose plans are all done routes no work: "Phase N already executed", and --rerun runs them again', () => {
    const repo = project({});
    for (const id of ['01-01', '01-02', '01-03']) repo.write(`.planning/phases/01-core/${id}-SUMMARY.md`, '---\noutcome: success\n---\n# Summary\n');
    const done = route('/legion build 1', { repoRoot: repo.root });
    expect(done).toMatchObject({ ok: true, hasWork: false, matrix: { include: [] } });
    expect(done.message).toContain('Phase 1 already executed');
    expect(done.message).toContain('/legion build --rerun');
    expect(done.plans.every((p) => p.status === 'done')).toBe(true);
    const again = route('/legion build 1 --rerun', { repoRoot: repo.root });
    expect(again.hasWork).toBe(true);
    expect(ids(again)).toEqual(['01-01', '01-03', '01-02']);
  });

  test('a SUMMARY.md that reports failure does not make its plan done', () => {
    const repo = project({});
    repo.write('.planning/phases/01-core/01-01-SUMMARY.md', '---\noutcome: failed\n---\n');
    repo.write('.planning/phases/01-core/01-02-SUMMARY.md', '# Summary\n\n## Status: Complete\n');
    const result = route('/legion build 1', { repoRoot: repo.root });
    expect(result.plans.map((p) => [p.id, p.status])).toEqual([
      ['01-01', 'selected'],
      ['01-02', 'done'],
      ['01-03', 'selected'],
    ]);
  });

  test('malformed plans are reported with path and line; the other plans still route', () => {
    const dir = '.planning/phases/01-core';
    const repo = project({
      [`${dir}/01-04-PLAN.md`]: '---\nphase: 1\nplan: "01-04"\nwave: 1\nagents: [a\n---\n',
      [`${dir}/01-05-PLAN.md`]: '---\nphase: 1\nplan: "01-05"\nwave: 1\n',
      [`${dir}/01-06-PLAN.md`]: '---\nphase: 1\nplan: "01-06"\nwave: two\nagents: [a]\n---\n',
      [`${dir}/01-07-PLAN.md`]: '---\nphase: 1\nplan: "01-07"\nwave: 1\nagents: [a]\nfiles_modified: "x"\n---\n',
      [`${dir}/01-08-PLAN.md`]: planText(['phase: 1', 'plan: "01-08"', 'wave: 0', 'autonomous: true']),
      [`${dir}/01-09-PLAN.md`]: planText(['phase: 1', 'plan: 09', 'wave: 1', 'agents: [engineering-senior-developer]']),
    });
    // By default a plan that cannot be parsed refuses the whole route: E075, each named with its line.
    const result = route('/legion build', { repoRoot: repo.root });
    expect(result).toMatchObject({ ok: false, errorCode: 'E075', hasWork: false, matrix: { include: [] } });
    const blockers = result.diagnostics.filter((d) => d.code === 'E075').map((d) => [d.file, d.line]);
    expect(blockers).toEqual([
      [`${dir}/01-04-PLAN.md`, 5],
      [`${dir}/01-05-PLAN.md`, 1],
      [`${dir}/01-06-PLAN.md`, 4],
      [`${dir}/01-07-PLAN.md`, 6],
    ]);
    for (const id of ['01-04', '01-05', '01-06', '01-07']) expect(result.message).toContain(`${id}-PLAN.md`);
    // Every plan file of the phase ends up selected, done or dropped with a reason.
    expect(result.plans.map((p) => p.id).sort()).toEqual(['01-01', '01-02', '01-03', '01-04', '01-05', '01-06', '01-07', '01-08', '01-09']);
    for (const plan of result.plans) expect(plan.reasons.length).toBeGreaterThan(0);
    // Integer plan numbers (plan: 09) are Legion's older form: no warning, one info at most.
    expect(result.diagnostics.filter((d) => d.code === 'W020' && d.file === `${dir}/01-09-PLAN.md`)).toEqual([]);
    expect(result.diagnostics.filter((d) => d.code === 'I016').length).toBeLessThanOrEqual(1);

    // keep-unparsable-plans: those plans route unscoped (W085), the others as usual.
    const kept = route('/legion build', { repoRoot: repo.root, keepUnparsablePlans: true });
    expect(kept).toMatchObject({ ok: true, hasWork: true });
    expect(kept.diagnostics.filter((d) => d.code === 'W085').map((d) => d.file)).toEqual([
      `${dir}/01-04-PLAN.md`,
      `${dir}/01-05-PLAN.md`,
      `${dir}/01-06-PLAN.md`,
      `${dir}/01-07-PLAN.md`,
    ]);
    expect(ids(kept)).toEqual(expect.arrayContaining(['01-01', '01-04', '01-08', '01-09']));
  });

  test('a directory named like a plan is not a plan file: the plans route', () => {
    const repo = project();
    repo.mkdir('.planning/phases/01-core/01-04-PLAN.md');
    const result = route('/legion build', { repoRoot: repo.root });
    expect(ids(result)).toEqual(['01-01', '01-03', '01-02']);
  });

  test('the matrix never carries unsafe values; they are counted', () => {
    const repo = project({
      '.planning/phases/01-core/01-04-PLAN.md': validPlan({
        phase: '01-core',
        plan: '01-04',
        agents: ['$(id)', 'engineering-senior-developer'],
        files: ['a;rm -rf ~.ts', 'src/ok.ts'],
      }),
    });
    const result = route('/legion build', { repoRoot: repo.root });
    const entry = result.matrix.include.find((e) => e.id === '01-04');
    expect(entry).toMatchObject({ agents: ['engineering-senior-developer'], files: ['src/ok.ts'], unsafe_values_omitted: 2 });
    const json = JSON.stringify(result.matrix);
    expect(json).not.toContain('$(id)');
    expect(json).not.toContain('rm -rf');
  });

  test('outputs that would pass GitHub’s 1 MB job-output limit are made smaller (W072), never cut', () => {
    const files = (n: number) => Array.from({ length: 2000 }, (_, i) => `src/module-${n}/deeply/nested/directory/structure/file-number-${String(i).padStart(5, '0')}.ts`);
    const plans: Record<string, string> = { '.planning/STATE.md': stateText(1, 1, 'planned') };
    for (let n = 1; n <= 7; n++) plans[`.planning/phases/01-big/01-0${n}-PLAN.md`] = validPlan({ phase: '01-big', plan: `01-0${n}`, files: files(n) });
    const repo = repos.make(plans);
    const result = route('/legion build', { repoRoot: repo.root });
    expect(result).toMatchObject({ ok: true, hasWork: true });
    expect(result.matrix.include.map((e) => e.id)).toEqual(['01-01', '01-02', '01-03', '01-04', '01-05', '01-06', '01-07']);
    expect(result.matrix.include.every((e) => e['slim'] === true && e['files'] === undefined)).toBe(true);
    expect(result.diagnostics.some((d) => d.code === 'W072')).toBe(true);
    const outputs = outputsFromResult(result, 'a'.repeat(40));
    expect(Object.values(outputs).reduce((sum, value) => sum + value.length * 2, 0)).toBeLessThan(1_048_576);
  });

  test('max-jobs is capped at GitHub’s 256', () => {
    const plans: Record<string, string> = { '.planning/STATE.md': stateText(1, 1, 'planned') };
    for (let n = 1; n <= 300; n++) {
      const id = `01-${String(n).padStart(3, '0')}`;
      plans[`.planning/phases/01-many/${id}-PLAN.md`] = validPlan({ phase: '01-many', plan: id });
    }
    const repo = repos.make(plans);
    const result = route('/legion build', { repoRoot: repo.root, maxJobs: 1000 });
    expect(result.ok).toBe(true);
    expect(result.matrix.include.length).toBeLessThanOrEqual(256);
    expect(result.matrix.include.flatMap((e) => e.items as string[])).toHaveLength(300);
  });

  test('a repository config with a custom intent: --just-perf routes its team', () => {
    const repo = project({
      '.planning/config/intent-teams.yaml':
        'intents:\n  perf:\n    description: "Performance"\n    agents:\n      primary: [testing-performance-benchmarker]\n      secondary: [engineering-senior-developer]\n    mode: ad_hoc\n',
    });
    const result = route('/legion build --just-perf', { repoRoot: repo.root });
    expect(result).toMatchObject({ ok: true, intent: 'perf', mode: 'ad_hoc', configPath: '.planning/config/intent-teams.yaml' });
    expect(ids(result)).toEqual(['perf-testing-performance-benchmarker', 'perf-engineering-senior-developer']);
    // the bundled intents are not valid in this repository
    expect(route('/legion build --just-harden', { repoRoot: repo.root }).errorCode).toBe('E010');
  });

  test('ad_hoc: intent domains owned outside the team are noted', () => {
    const repo = project({
      '.planning/config/intent-teams.yaml': 'intents:\n  perf:\n    agents: { primary: [a] }\n    domains: [speed, size]\n    mode: ad_hoc\n',
      '.planning/config/authority-matrix.yaml': 'agents:\n  b:\n    exclusive_domains: [speed]\n  a:\n    exclusive_domains: [size]\n',
    });
    const result = route('/legion build --just-perf', { repoRoot: repo.root });
    expect(result.notes).toEqual(['Domains owned outside the team (authority matrix): speed → b.']);
    expect(result.team).toEqual([{ agent: 'a', role: 'primary', domains: ['size'] }]);
  });

  // BUG (reported): buildRoute reads `team.domainOwners[d]` without an own-property check, so an
  // intent domain named `constructor` or `toString` (any string is a valid domain) is "owned" by
  // a built-in function and the summary note reads "constructor → function Object() { [native
  // code] }".
  test('a domain named like an Object.prototype member is not reported as owned', () => {
    const repo = project({
      '.planning/config/intent-teams.yaml': 'intents:\n  perf:\n    agents: { primary: [a] }\n    domains: [constructor, toString]\n    mode: ad_hoc\n',
      '.planning/config/authority-matrix.yaml': 'agents:\n  b:\n    exclusive_domains: [speed]\n',
    });
    expect(route('/legion build --just-perf', { repoRoot: repo.root }).notes).toEqual([]);
  });

  test('an explicit config path that does not exist → E030, nothing routed', () => {
    const repo = project();
    const result = route('/legion build', { repoRoot: repo.root, configPath: 'ci/intent-teams.yml' });
    expect(result).toMatchObject({ ok: false, errorCode: 'E030', hasWork: false, matrix: { include: [] } });
    expect(result.message).toBe(
      'The config input names ci/intent-teams.yml, which does not exist in the repository.\nFix the path, or remove the input to use .planning/config/intent-teams.yaml or the bundled default.',
    );
  });

  test('a config with a YAML error: routes with the bundled default and a warning', () => {
    const repo = project({ '.planning/config/intent-teams.yaml': 'intents:\n  harden: [\n' });
    const result = route('/legion build --just-harden', { repoRoot: repo.root });
    expect(result).toMatchObject({ ok: true, intent: 'harden', configPath: 'config/intent-teams.yaml' });
    expect(result.diagnostics.filter((d) => d.code === 'W011').map((d) => [d.severity, d.file, d.line])).toEqual([['warning', '.planning/config/intent-teams.yaml', 3]]);
  });

  test('a config that is a symlink out of the repository: blocker annotation, bundled default, still routes', () => {
    const outside = repos.make({ 'teams.yaml': 'intents: {}\n' });
    const repo = project();
    repo.symlink(outside.path('teams.yaml'), '.planning/config/intent-teams.yaml');
    const result = route('/legion build', { repoRoot: repo.root });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.severity === 'blocker').map((d) => d.code)).toEqual(['W011']);
  });

  test('control mode advisory → read_only entries; surgical → approval environment', () => {
    const modes =
      'profiles:\n  advisory:\n    authority_enforcement: false\n    domain_filtering: false\n    human_approval_required: false\n    file_scope_restriction: false\n    read_only: true\n';
    const repo = project({ 'settings.json': '{ "control_mode": "advisory" }', '.planning/config/control-modes.yaml': modes });
    const result = route('/legion build', { repoRoot: repo.root, approvalEnvironment: 'prod-gate' });
    expect(result.controlMode).toBe('advisory');
    for (const entry of result.matrix.include) expect(entry).toMatchObject({ read_only: true, environment: '', control_mode: 'advisory' });
  });

  test('no settings: guarded defaults, with approval environment', () => {
    const result = route('/legion build', { repoRoot: project().root, approvalEnvironment: 'prod-gate' });
    expect(result.controlMode).toBe('guarded');
    expect(result.matrix.include[0]).toMatchObject({ read_only: false, environment: 'prod-gate', control_mode: 'guarded' });
  });

  test('--just-document on a project with a docs plan', () => {
    const result = route('/legion build --just-document', { repoRoot: project().root });
    expect(ids(result)).toEqual(['01-02']);
    expect(result.plans.map((p) => [p.id, p.kept])).toEqual([
      ['01-01', false],
      ['01-02', true],
      ['01-03', false],
    ]);
  });

  test('--skip-frontend drops the UI plan by its agent', () => {
    const result = route('/legion build --skip-frontend', { repoRoot: project().root, changedFiles: { files: ['src/ui/App.tsx', 'src/core/a.ts'], complete: true } });
    expect(ids(result)).toEqual(['01-01']);
  });

  test('a custom planning directory', () => {
    const repo = repos.make({
      'plans/STATE.md': stateText(1, 1, 'planned'),
      'plans/phases/01-x/01-01-PLAN.md': validPlan({ phase: '01-x', plan: '01-01' }),
    });
    expect(ids(route('/legion build', { repoRoot: repo.root, planningDir: 'plans/' }))).toEqual(['01-01']);
  });

  test('an empty comment after the trigger is status', () => {
    expect(route('/legion', { repoRoot: project().root })).toMatchObject({ ok: true, command: 'status', mode: 'none' });
  });
});

describe('dependencies decide the order (issue 24)', () => {
  // Five plans that all declare wave 1, each depending on the one before: five waves run.
  const chain = (): TempRepo => {
    const files: Record<string, string> = { '.planning/STATE.md': stateText(1, 1, 'Planned') };
    for (let k = 1; k <= 5; k++) {
      const id = `01-0${k}`;
      files[`.planning/phases/01-core/${id}-PLAN.md`] = validPlan({ phase: '01-core', plan: id, files: [`src/${k}.ts`], extra: k === 1 ? [] : [`depends_on: ["01-0${k - 1}"]`] });
    }
    return repos.make(files);
  };

  test('wave-count, waves and the schedule show the waves run; each moved plan has one W075', () => {
    const result = route('/legion build', { repoRoot: chain().root, waveJobs: 5 });
    expect(result).toMatchObject({ ok: true, errorCode: '' });
    expect(result.waves.map((w) => w.include.map((e) => [e.id, e.wave]))).toEqual([[['01-01', 1]], [['01-02', 2]], [['01-03', 3]], [['01-04', 4]], [['01-05', 5]]]);
    expect(result.schedule?.waves.map((w) => w.wave)).toEqual([1, 2, 3, 4, 5]);
    expect(result.diagnostics.filter((d) => d.code === 'W075').map((d) => d.message)).toEqual([
      '01-02 declares wave 1 but depends on 01-01 (wave 1): runs in wave 2.',
      '01-03 declares wave 1 but depends on 01-02 (wave 2): runs in wave 3.',
      '01-04 declares wave 1 but depends on 01-03 (wave 3): runs in wave 4.',
      '01-05 declares wave 1 but depends on 01-04 (wave 4): runs in wave 5.',
    ]);
    expect(result.plans.find((p) => p.id === '01-05')?.reasons).toContain('declares wave 1, runs in wave 5 after 01-04');
  });

  test('E063 counts the waves after the shift: five waves, four wave jobs', () => {
    const result = route('/legion build', { repoRoot: chain().root, waveJobs: 4 });
    expect(result).toMatchObject({ ok: false, errorCode: 'E063', hasWork: false });
    expect(result.message).toContain('This route has 5 waves, but the workflow declares 4 wave jobs');
  });

  test('a cycle is refused (E066), naming it', () => {
    const repo = chain();
    repo.write('.planning/phases/01-core/01-01-PLAN.md', validPlan({ phase: '01-core', plan: '01-01', files: ['src/1.ts'], extra: ['depends_on: ["01-03"]'] }));
    const result = route('/legion build', { repoRoot: repo.root, waveJobs: 9 });
    expect(result).toMatchObject({ ok: false, errorCode: 'E066' });
    expect(result.message).toContain('Plans 01-01 \u2192 01-03 \u2192 01-02 \u2192 01-01 depend on each other in a cycle');
  });
});
