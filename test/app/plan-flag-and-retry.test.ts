/**
 * `--plan`, `/legion retry` (the pure parts) and `changed-files-list` through routeRepository, on
 * examples/basic (phase 2: 02-01, 02-02 in wave 1; 02-03 → 02-01, 02-04 → 02-01 + 02-02,
 * 02-05 → 02-01 in wave 2) and on temporary repositories.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { routeRepository, type RunOptions } from '../../src/app/run-route.js';
import { outputsFromResult } from '../../src/app/route-outputs.js';
import type { RouteResult } from '../../src/app/route-result.js';
import { parseComment } from '../../src/core/request/parse-command.js';
import { parseIntentFlags } from '../../src/core/intent/parse-flags.js';
import { helpText } from '../../src/core/intent/help-text.js';
import { loadBundledConfig } from '../../src/adapters/fs/load-config.js';
import { decodeChangedFileLine } from '../../src/core/matrix/changed-files-list.js';
import { fitWaveOutputs } from '../../src/core/matrix/fit-wave-outputs.js';
import { retryChoice } from '../../src/report/retry-plans.js';
import { latestReport } from '../../src/report/latest-report.js';
import { lastPageOf } from '../../src/report/find-last-report.js';
import { renderReportMarker, type ReportMarker } from '../../src/report/report-marker.js';
import { EXAMPLE_BASIC, stateText, useTempRepos, validPlan } from '../support/temp-repo.js';

const repos = useTempRepos();
const config = loadBundledConfig().config;

function route(body: string, options: Partial<RunOptions> = {}): RouteResult {
  const parsed = parseComment(body, '/legion', 'octocat');
  if (!parsed) throw new Error(`not a command: ${body}`);
  return routeRepository(parsed, { repoRoot: EXAMPLE_BASIC, ...options });
}
const ids = (result: RouteResult): string[] => result.matrix.include.map((e) => String(e.id));
const codes = (result: RouteResult): string[] => result.diagnostics.map((d) => d.code);
const EXAMPLE_CHANGED = readFileSync(join(EXAMPLE_BASIC, 'changed-files.txt'), 'utf8').split('\n').filter(Boolean);

describe('--plan parsing', () => {
  test('ids add up over values and repeated flags, duplicates once', () => {
    const { parsed, errors } = parseIntentFlags(['--plan=02-01,02-03', '--plan=02-01', '--PLAN=2-4'], config);
    expect(errors).toEqual([]);
    expect(parsed.plans).toEqual(['02-01', '02-03', '2-4']);
  });
  test.each([['--plan'], ['--plan='], ['--plan=2-x'], ['--plan=02-01,,02-02'], ['--plan=02-01;rm'], ['--plan=12345-1']])('%s is E011 with the expected form', (token) => {
    const { errors } = parseIntentFlags([token], config);
    expect(errors.map((e) => e.code)).toEqual(['E011']);
    expect(errors[0]?.message).toContain('--plan');
  });
  test('more than 256 ids is E011', () => {
    const many = Array.from({ length: 257 }, (_, i) => `01-${i + 1}`).join(',');
    expect(parseIntentFlags([`--plan=${many}`], config).errors.map((e) => e.code)).toEqual(['E011']);
  });
  test('a mistyped --plans suggests --plan', () => {
    expect(parseIntentFlags(['--plans=01-01'], config).errors[0]?.message).toContain('Did you mean --plan?');
  });
});

describe('build --plan', () => {
  test('the named plan and its unfinished dependencies, in their earlier wave; nothing else', () => {
    const result = route('/legion build --plan=02-04', { changedFiles: { files: ['README.md'], complete: true } });
    expect(result.ok).toBe(true);
    expect(result.waves.map((w) => w.include.map((e) => e.id))).toEqual([['02-01', '02-02'], ['02-04']]);
    expect(result.plans.find((p) => p.id === '02-01')?.reasons.at(-1)).toBe('dependency of 02-04');
    expect(result.plans.find((p) => p.id === '02-04')?.reasons).toContain('named by --plan');
    expect(result.flags).toEqual(['--plan=02-04']);
    expect(outputsFromResult(result, '').flags).toBe('["--plan=02-04"]');
  });

  test('no command with --plan is a build; `1-2`-style ids find their plan; the phase comes from the ids', () => {
    const result = route('/legion --plan=2-1,02-01');
    expect(result).toMatchObject({ ok: true, command: 'build', phase: { number: 2 } });
    expect(ids(result)).toEqual(['02-01']);
  });

  test('dependencies: refuse refuses an unfinished dependency that was not named (E062)', () => {
    expect(route('/legion build --plan=02-04', { dependencies: 'refuse' }).errorCode).toBe('E062');
    expect(ids(route('/legion build --plan=02-01,02-02,02-04', { dependencies: 'refuse' }))).toEqual(['02-01', '02-02', '02-04']);
  });

  test('dependents: true does not apply, and a note says so', () => {
    const result = route('/legion build --plan=02-01', { dependents: true });
    expect(ids(result)).toEqual(['02-01']);
    expect(result.notes.join('\n')).toContain('dependents input does not apply');
  });

  test('unknown plan: E095 with "did you mean" over the repository, nothing routed', () => {
    const result = route('/legion build --plan=02-09');
    expect(result).toMatchObject({ ok: false, errorCode: 'E095', hasWork: false });
    expect(result.message).toContain('Unknown plan in --plan: 02-09. Did you mean 02-01?');
    expect(result.matrix.include).toEqual([]);
    const noPhase = route('/legion build --plan=07-01');
    expect(noPhase.errorCode).toBe('E095');
    expect(noPhase.message).toMatch(/Did you mean 0[12]-01\?/);
  });

  test.each([
    ['/legion review --plan=02-01', 'does not work with review'],
    ['/legion build --plan=02-01 --skip-frontend', 'cannot be combined with --skip-frontend'],
    ['/legion build --plan=01-01,02-01', 'plans of 2 phases'],
    ['/legion build 1 --plan=02-01', 'asks for phase 1'],
    ['/legion build --phase=1 --plan=02-01', 'asks for phase 1'],
    ['/legion status --plan=02-01', 'does not work with status'],
  ])('%s is E012', (body, words) => {
    const result = route(body);
    expect(result.errorCode).toBe('E012');
    expect(result.message).toContain(words);
  });

  test('a done plan that is named runs again; its done dependency does not', () => {
    const repo = repos.make({
      '.planning/STATE.md': stateText(1, 1, 'Planned'),
      '.planning/phases/01-core/01-01-PLAN.md': validPlan({ phase: '01-core', plan: '01-01', files: ['src/a/'] }),
      '.planning/phases/01-core/01-01-SUMMARY.md': '---\nstatus: complete\n---\n# Done\n',
      '.planning/phases/01-core/01-02-PLAN.md': validPlan({ phase: '01-core', plan: '01-02', wave: 2, files: ['src/b/'], extra: ['depends_on: ["01-01"]'] }),
      '.planning/phases/01-core/01-02-SUMMARY.md': '---\nstatus: complete\n---\n# Done\n',
    });
    const result = routeRepository(parseComment('/legion build --plan=01-02', '/legion', 'octocat')!, { repoRoot: repo.root });
    expect(ids(result)).toEqual(['01-02']);
    expect(codes(result)).toContain('I024');
  });
});

describe('retry without the action (CLI, dispatch)', () => {
  test('routes nothing and says to use --plan', () => {
    const result = route('/legion retry');
    expect(result).toMatchObject({ ok: true, hasWork: false });
    expect(result.message).toContain('build --plan=NN-PP');
  });
  test.each([
    ['/legion retry --plan=02-01', '--plan cannot be added'],
    ['/legion retry 2', 'a phase cannot be given'],
    ['/legion retry --just-harden', 'cannot be added'],
    ['/legion retry --rerun', '--rerun cannot be added'],
    ['/legion retry the api', 'retry takes no text'],
  ])('%s is E012', (body, words) => {
    const result = route(body);
    expect(result.errorCode).toBe('E012');
    expect(result.message).toContain(words);
  });
  test('help mentions --plan and retry', () => {
    const text = helpText(config, { trigger: '/legion' });
    expect(text).toContain('--plan=NN-PP');
    expect(text).toContain('/legion retry');
  });
});

describe('retryChoice and the report search (pure)', () => {
  const marker = (over: Partial<ReportMarker> = {}): ReportMarker => ({
    version: 1,
    runId: 9,
    attempt: 2,
    sha: 'a'.repeat(40),
    result: 'failure',
    failed: ['02-03'],
    notRun: ['02-05'],
    ...over,
  });
  const latest = (m: ReportMarker) => ({ commentId: 5, marker: m });

  test('failed and not-run plans, in plan order, with the phase and a note', () => {
    const choice = retryChoice(latest(marker({ failed: ['02-10', '02-03'], notRun: ['02-05', '02-03'] })), '/legion');
    expect(choice).toMatchObject({ kind: 'plans', plans: ['02-03', '02-05', '02-10'], phase: '2', report: { runId: 9, attempt: 2, commentId: 5 } });
  });
  test.each([
    [null, 'no report yet'],
    [marker({ result: 'pending' }), 'no final result'],
    [marker({ result: 'success', failed: [], notRun: [] }), 'no plan failed'],
    [marker({ result: 'none', failed: [], notRun: [] }), 'no plan failed'],
    [marker({ failed: [], notRun: [] }), 'the route itself failed'],
    [marker({ failed: ['security'] }), 'not plans'],
    [marker({ failed: ['01-01', '02-01'] }), '2 phases'],
  ])('nothing to retry: %j', (m, words) => {
    const choice = retryChoice(m === null ? null : latest(m), '/legion');
    expect(choice.kind).toBe('nothing');
    expect(choice.kind === 'nothing' && choice.message).toContain(words);
  });

  test('only the report bot’s comments count: a marker in a person’s or another bot’s comment is ignored', () => {
    const body = renderReportMarker(marker());
    const comments = [
      { id: 1, body, user: { login: 'github-actions[bot]', type: 'Bot' } },
      { id: 2, body: renderReportMarker(marker({ failed: ['02-01'] })), user: { login: 'mallory', type: 'User' } },
      { id: 3, body: renderReportMarker(marker({ failed: ['02-02'] })), user: { login: 'echo-bot[bot]', type: 'Bot' } },
      { id: 4, body: renderReportMarker(marker({ failed: ['02-04'] })), user: { login: 'github-actions[bot]', type: 'User' } },
    ];
    expect(latestReport(comments, { login: 'github-actions[bot]' })?.commentId).toBe(1);
    expect(latestReport(comments, { login: 'GitHub-Actions[bot]' })?.commentId).toBe(1);
  });

  test('lastPageOf takes only the page number of rel="last"', () => {
    expect(lastPageOf('<https://x/y?per_page=100&page=2>; rel="next", <https://x/y?per_page=100&page=7>; rel="last"')).toBe(7);
    expect(lastPageOf(undefined)).toBe(1);
    expect(lastPageOf('<https://x/y?page=abc>; rel="last"')).toBe(1);
    expect(lastPageOf('x'.repeat(10_000))).toBe(1);
  });
});

describe('changed-files-list', () => {
  test('every changed file, encoded, whatever the route selects', () => {
    const files = [...EXAMPLE_CHANGED, 'docs/my notes.md', 'src/$(id).ts'];
    const out = outputsFromResult(route('/legion build --plan=02-01', { changedFiles: { files, complete: true } }), '');
    const lines = out['changed-files-list'].split('\n');
    expect(lines.map(decodeChangedFileLine)).toEqual(files);
    expect(lines).toContain('"docs/my\\040notes.md"');
  });

  test('empty when the route read no changed files', () => {
    expect(outputsFromResult(route('/legion build'), '')['changed-files-list']).toBe('');
  });

  test('over the output budget: cut with #truncated:<N> and W113, the matrices whole', () => {
    const files = Array.from({ length: 12_000 }, (_, i) => `src/module/deeply/nested/path/number-${String(i).padStart(6, '0')}.ts`);
    const result = route('/legion build', { changedFiles: { files, complete: true } });
    expect(result.ok).toBe(true);
    const w113 = result.diagnostics.find((d) => d.code === 'W113');
    expect(w113?.severity).toBe('warning');
    const lines = (result.changedFilesList ?? '').split('\n');
    const last = lines.at(-1) as string;
    expect(last).toMatch(/^#truncated:\d+$/);
    expect(lines.length - 1 + Number(last.split(':')[1])).toBe(files.length);
    expect(lines.slice(0, -1)).toEqual(files.slice(0, lines.length - 1));
    expect(w113?.message).toContain(`#truncated:${last.split(':')[1]}`);
    expect(codes(result)).not.toContain('W072');
  });
});

describe('per-entry changed_files_list: cut with a count, never silently', () => {
  test('at most 20 names; changed_files_more counts the rest, and the paths not safe to list', () => {
    const files = [...Array.from({ length: 22 }, (_, i) => `src/api/f${i}.ts`), 'src/api/my file.ts', 'src/api/$(id).ts'];
    const result = route('/legion build --plan=02-01', { changedFiles: { files, complete: true } });
    const entry = result.matrix.include.find((e) => e.id === '02-01') as Record<string, unknown>;
    expect(entry).toMatchObject({ changed_files: 24, changed_files_more: 4 });
    expect(entry['changed_files_list']).toEqual(files.slice(0, 20));
    const fewer = route('/legion build --plan=02-01', { changedFiles: { files: ['src/api/a.ts', 'src/api/my file.ts'], complete: true } });
    expect(fewer.matrix.include[0]).toMatchObject({ changed_files: 2, changed_files_list: ['src/api/a.ts'], changed_files_more: 1 });
  });

  test('slim entries leave the list out, and W072 names it', () => {
    const entry = {
      id: '02-01',
      path: '.planning/phases/02-x/02-01-PLAN.md',
      wave: 1,
      changed_files: 30,
      changed_files_list: Array.from({ length: 20 }, (_, i) => `src/api/${'x'.repeat(100)}-${i}.ts`),
      changed_files_more: 10,
    };
    const full = JSON.stringify({ include: [entry] }).length;
    const fit = fitWaveOutputs({ entries: [entry], maxJobs: 256, budget: { limitBytes: full * 2 * 2, reserveBytes: 0 } });
    expect(fit.ok).toBe(true);
    if (!fit.ok) return;
    expect(fit.shrink).toBe('slim');
    expect(fit.include[0]).not.toHaveProperty('changed_files_list');
    expect(fit.diagnostics.find((d) => d.code === 'W072')?.message).toContain('changed_files_list');
  });
});
