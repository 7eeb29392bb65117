/** The report's pure parts: waves, the job-name template, plan results, the verdict, the landed commits, the landing refusal note. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_JOB_NAME_TEMPLATE, isUnexpandedWaveJob, jobNameFor, parseJobNameTemplate, type JobNameTemplate } from '../../src/report/job-name-template.js';
import { commitLink, jobLink, runLink } from '../../src/report/job-link.js';
import { MAX_COMMITS_INPUT_CHARS, readLandedCommits } from '../../src/report/landed-commits.js';
import { landingRefusalNote } from '../../src/report/landing-refusal.js';
import { collectLatestJobs } from '../../src/report/latest-jobs.js';
import type { JobListing } from '../../src/report/list-run-jobs.js';
import { resolvePlanResults } from '../../src/report/plan-results.js';
import { stateOfJob } from '../../src/report/plan-state.js';
import { readReportInputs, ReportInputError } from '../../src/report/report-inputs.js';
import { decideVerdict } from '../../src/report/report-verdict.js';
import { parseRoutedWaves, type RoutedSlot } from '../../src/report/routed-plans.js';
import { runJobFromApi, type RunJob } from '../../src/report/run-job.js';
import { batchEntry, wavesJson } from './fixtures.js';

function template(text = DEFAULT_JOB_NAME_TEMPLATE): JobNameTemplate {
  const parsed = parseJobNameTemplate(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.template;
}

function slots(json: string): RoutedSlot[] {
  const parsed = parseRoutedWaves(json);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.waves.slots;
}

let id = 100;
function job(name: string, conclusion: string | null = 'success', runAttempt = 1): RunJob {
  id += 1;
  return { id, name, status: conclusion === null ? 'in_progress' : 'completed', conclusion, runAttempt, htmlUrl: `https://github.com/o/r/actions/runs/9/job/${id}` };
}

describe('routed waves', () => {
  it('reads slots, legs and batch items; empty is no waves', () => {
    const parsed = parseRoutedWaves(wavesJson([['02-01', '02-02'], [batchEntry('batch-001', ['02-03', '02-04'], 4)]]));
    expect(parsed).toEqual({
      ok: true,
      waves: {
        unsafeIds: 0,
        slots: [
          {
            slot: 1,
            phaseWave: 1,
            legs: [
              { slot: 1, entryId: '02-01', plans: ['02-01'] },
              { slot: 1, entryId: '02-02', plans: ['02-02'] },
            ],
          },
          { slot: 2, phaseWave: 4, legs: [{ slot: 2, entryId: 'batch-001', plans: ['02-03', '02-04'] }] },
        ],
      },
    });
    expect(parseRoutedWaves('')).toEqual({ ok: true, waves: { slots: [], unsafeIds: 0 } });
    expect(parseRoutedWaves('[]')).toEqual({ ok: true, waves: { slots: [], unsafeIds: 0 } });
  });

  it('leaves out ids that are not safe ids (HTML, mentions, spaces) and repeated ids, and counts them', () => {
    const parsed = parseRoutedWaves(wavesJson([['02-01', '<img src=x>', '@octocat', 'a b', '02-01'], [batchEntry('batch-001', ['02-02', '[x](y)'], 2)]]));
    expect(parsed.ok && parsed.waves.unsafeIds).toBe(5);
    expect(parsed.ok && parsed.waves.slots.map((slot) => slot.legs.map((leg) => leg.plans))).toEqual([[['02-01']], [['02-02']]]);
  });

  it.each([
    ['not JSON', '{', /not JSON/],
    ['not an array', '{"include":[]}', /not a JSON array/],
    ['a slot without include', '[{"x":1}]', /not a matrix/],
    ['an entry that is no object', '[{"include":[1]}]', /not an object/],
  ])('refuses %s with a message that says what to pass', (_name, text, message) => {
    const parsed = parseRoutedWaves(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(message);
  });
});

describe('job-name template', () => {
  it('builds the names the example workflow gives its legs', () => {
    const t = template();
    expect(jobNameFor(t, 2, '02-03')).toBe('wave-2 · 02-03');
    expect(jobNameFor(template('Plan {id} (wave {k}, slot {k})'), 3, 'x')).toBe('Plan x (wave 3, slot 3)');
  });

  it('recognises the one job GitHub lists for a skipped wave job (name unexpanded)', () => {
    const t = template();
    expect(isUnexpandedWaveJob(t, 2, 'wave-2 · ${{ matrix.id }}')).toBe(true);
    expect(isUnexpandedWaveJob(t, 2, 'wave-3 · ${{ matrix.id }}')).toBe(false);
    expect(isUnexpandedWaveJob(t, 1, 'wave-10 · ${{ matrix.id }}')).toBe(false);
    expect(isUnexpandedWaveJob(t, 2, 'wave-2 · 02-03')).toBe(false);
  });

  it.each([
    ['no {id}', 'wave-{k}'],
    ['{id} twice', '{id}-{id}'],
    ['a line break', 'wave-{k}\n{id}'],
    ['too long', `${'x'.repeat(200)}{id}`],
  ])('refuses a template with %s', (_name, text) => {
    expect(parseJobNameTemplate(text).ok).toBe(false);
  });

  it('empty means the default', () => {
    expect(template('').text).toBe(DEFAULT_JOB_NAME_TEMPLATE);
  });
});

describe('job states and links', () => {
  it.each([
    ['completed', 'success', 'success'],
    ['completed', 'neutral', 'success'],
    ['completed', 'failure', 'failure'],
    ['completed', 'timed_out', 'failure'],
    ['completed', 'action_required', 'failure'],
    ['completed', 'something_new', 'failure'],
    ['completed', 'cancelled', 'cancelled'],
    ['completed', 'skipped', 'skipped'],
    ['in_progress', null, 'pending'],
    ['waiting', null, 'pending'],
  ] as const)('%s/%s is %s', (status, conclusion, state) => {
    expect(stateOfJob({ status, conclusion })).toBe(state);
  });

  it('reads API items defensively', () => {
    expect(runJobFromApi({ id: 5, name: 'wave-1 · a', status: 'completed', conclusion: 'success', run_attempt: 2, html_url: 'u' }, 3)).toEqual({
      id: 5,
      name: 'wave-1 · a',
      status: 'completed',
      conclusion: 'success',
      runAttempt: 2,
      htmlUrl: 'u',
    });
    expect(runJobFromApi({ id: 5, name: 'x', status: '<b>', conclusion: 'a b' }, 3)).toMatchObject({ status: 'unknown', conclusion: null, runAttempt: 3 });
    expect(runJobFromApi({ id: '5', name: 'x' }, 1)).toBeNull();
    expect(runJobFromApi({ id: 5, name: 'x'.repeat(1001) }, 1)).toBeNull();
  });

  it('links only to job pages of this run on this server; anything else is rebuilt from the job id', () => {
    const location = { serverUrl: 'https://github.com', repository: 'o/r', runId: 9 };
    expect(jobLink({ id: 7, htmlUrl: 'https://github.com/o/r/actions/runs/9/job/7' }, location)).toBe('https://github.com/o/r/actions/runs/9/job/7');
    expect(jobLink({ id: 7, htmlUrl: 'https://evil.example/o/r/actions/runs/9/job/7' }, location)).toBe('https://github.com/o/r/actions/runs/9/job/7');
    expect(jobLink({ id: 7, htmlUrl: 'https://github.com/o/r/actions/runs/9/job/7)"<x>' }, location)).toBe('https://github.com/o/r/actions/runs/9/job/7');
    expect(runLink(location)).toBe('https://github.com/o/r/actions/runs/9');
    expect(runLink({ ...location, serverUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(runLink({ ...location, repository: '../x' })).toBeUndefined();
  });
});

describe('plan results', () => {
  const t = template();
  const routed = slots(wavesJson([['02-01', '02-02'], ['02-03'], [batchEntry('batch-001', ['02-04', '02-05'], 3)]]));

  it('all legs passed', () => {
    const jobs = [job('wave-1 · 02-01'), job('wave-1 · 02-02'), job('wave-2 · 02-03'), job('wave-3 · batch-001')];
    const reports = resolvePlanResults(routed, { template: t, jobs, waveResults: null });
    expect(reports.flatMap((slot) => slot.plans.map((plan) => [plan.plan, plan.state, plan.words]))).toEqual([
      ['02-01', 'success', 'success'],
      ['02-02', 'success', 'success'],
      ['02-03', 'success', 'success'],
      ['02-04', 'success', 'success'],
      ['02-05', 'success', 'success'],
    ]);
    const verdict = decideVerdict({ routed: true, routeFailed: false, errorCode: '' }, reports);
    expect(verdict).toMatchObject({ result: 'success', failed: [], notRun: [], counts: { success: 5, failure: 0, skipped: 0, pending: 0 } });
  });

  it('a failed leg: the later waves are skipped (listed unexpanded, or not at all)', () => {
    const jobs = [job('wave-1 · 02-01'), job('wave-1 · 02-02', 'failure'), job('wave-2 · ${{ matrix.id }}', 'skipped')];
    const reports = resolvePlanResults(routed, { template: t, jobs, waveResults: null });
    expect(reports.flatMap((slot) => slot.plans.map((plan) => [plan.plan, plan.state, plan.source]))).toEqual([
      ['02-01', 'success', 'job'],
      ['02-02', 'failure', 'job'],
      ['02-03', 'skipped', 'unexpanded-job'],
      ['02-04', 'skipped', 'earlier-wave'],
      ['02-05', 'skipped', 'earlier-wave'],
    ]);
    const verdict = decideVerdict({ routed: true, routeFailed: false, errorCode: '' }, reports);
    expect(verdict).toMatchObject({ result: 'failure', failed: ['02-02'], notRun: ['02-03', '02-04', '02-05'] });
    expect(verdict.reason).toBe('1 plan of 5 failed or was cancelled.');
  });

  it('the latest attempt of a leg wins; a running leg is pending', () => {
    const jobs = [job('wave-1 · 02-01', 'failure', 1), job('wave-1 · 02-01', 'success', 2), job('wave-1 · 02-02', null, 2)];
    const reports = resolvePlanResults(routed.slice(0, 1), { template: t, jobs, waveResults: null });
    expect(reports[0]?.plans.map((plan) => [plan.plan, plan.state, plan.job?.runAttempt])).toEqual([
      ['02-01', 'success', 2],
      ['02-02', 'pending', 2],
    ]);
    expect(decideVerdict({ routed: true, routeFailed: false, errorCode: '' }, reports).result).toBe('pending');
  });

  it('a leg still listed as running in a wave job that ended green passed (the list lagged)', () => {
    const jobs = [job('wave-1 · 02-01', null), job('wave-1 · 02-02', null)];
    const reports = resolvePlanResults(routed.slice(0, 1), { template: t, jobs, waveResults: ['success'] });
    expect(reports[0]?.plans.map((plan) => [plan.state, plan.source, plan.job !== undefined])).toEqual([
      ['success', 'wave-result', true],
      ['success', 'wave-result', true],
    ]);
  });

  it('without the job list, the wave jobs’ results stand in: success per plan, failure unknown, later waves skipped', () => {
    const reports = resolvePlanResults(routed, { template: t, jobs: null, waveResults: ['success', 'failure', 'skipped'] });
    expect(reports.flatMap((slot) => slot.plans.map((plan) => [plan.plan, plan.state]))).toEqual([
      ['02-01', 'success'],
      ['02-02', 'success'],
      ['02-03', 'missing'],
      ['02-04', 'skipped'],
      ['02-05', 'skipped'],
    ]);
    const verdict = decideVerdict({ routed: true, routeFailed: false, errorCode: '' }, reports);
    expect(verdict).toMatchObject({ result: 'failure', failed: [], notRun: ['02-03', '02-04', '02-05'] });
    expect(verdict.reason).toBe('Wave 2 ended with failure.');
  });

  it('nothing routed is none; a failed route is a failure', () => {
    expect(decideVerdict({ routed: false, routeFailed: false, errorCode: '' }, []).result).toBe('none');
    expect(decideVerdict({ routed: false, routeFailed: true, errorCode: 'E010' }, [])).toMatchObject({ result: 'failure', reason: 'The route failed with E010: nothing ran.' });
  });
});

describe('re-run attempts', () => {
  const listing = (attempt: number, jobs: RunJob[]): JobListing => ({ attempt, jobs, complete: true, total: jobs.length, pages: 1 });

  it('reads earlier attempts only for legs the current one does not list, newest first', async () => {
    const read: number[] = [];
    const lists: Record<number, RunJob[]> = {
      3: [job('wave-1 · a', 'success', 3)],
      2: [job('wave-1 · b', 'failure', 2), job('wave-1 · a', 'failure', 2)],
      1: [job('wave-1 · b', 'success', 1), job('wave-1 · c', 'success', 1), job('wave-2 · ${{ matrix.id }}', 'skipped', 1)],
    };
    const collected = await collectLatestJobs(
      async (attempt) => {
        read.push(attempt);
        return listing(attempt, lists[attempt] ?? []);
      },
      3,
      new Set(['wave-1 · a', 'wave-1 · b', 'wave-1 · c']),
    );
    expect(read).toEqual([3, 2, 1]);
    expect(collected.jobs.map((j) => `${j.name}@${j.runAttempt}:${j.conclusion}`)).toEqual(['wave-1 · a@3:success', 'wave-1 · b@2:failure', 'wave-1 · c@1:success']);
  });

  it('stops as soon as every leg is found', async () => {
    const read: number[] = [];
    await collectLatestJobs(
      async (attempt) => {
        read.push(attempt);
        return listing(attempt, [job('wave-1 · a', 'success', attempt)]);
      },
      5,
      new Set(['wave-1 · a']),
    );
    expect(read).toEqual([5]);
  });
});

describe('inputs', () => {
  const read = (inputs: Record<string, string>) => readReportInputs((name) => inputs[name] ?? '');

  it('defaults: everything posted, the default context', () => {
    expect(read({})).toMatchObject({ post: { comment: true, reaction: true, status: true }, statusContext: 'legion-router', hasWork: undefined, waveResults: null });
    expect(read({ post: 'status' }).post).toEqual({ comment: false, reaction: false, status: true });
    expect(read({ post: 'none' }).post).toEqual({ comment: false, reaction: false, status: false });
    expect(read({ 'wave-results': 'success failure  skipped' }).waveResults).toEqual(['success', 'failure', 'skipped']);
  });

  it.each([
    ['sha', 'not-a-sha'],
    ['error-code', '$(id)'],
    ['command', 'build; rm'],
    ['route-result', 'maybe'],
    ['wave-results', 'success <b>'],
    ['comment-id', '12a'],
    ['post', 'comment, email'],
    ['status-context', 'a\nb'],
    ['has-work', 'yes'],
  ])('refuses a bad %s with E092, naming the input', (name, value) => {
    try {
      read({ [name]: value });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ReportInputError);
      expect((error as ReportInputError).code).toBe('E092');
      expect((error as Error).message).toContain(`"${name}"`);
    }
  });
});

describe('the landed commits (the commits input)', () => {
  const A = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
  const B = 'ABCDEF0123456789ABCDEF0123456789ABCDEF01';
  const LOCATION = { serverUrl: 'https://ghe.example.com', repository: 'o/r', runId: 9 };

  it('reads one commit per plan in order; a sha in capitals is lowered', () => {
    expect(
      readLandedCommits(
        JSON.stringify([
          { plan: '01-01', sha: A },
          { plan: '01-02', sha: B },
        ]),
      ),
    ).toEqual({
      commits: [
        { plan: '01-01', sha: A },
        { plan: '01-02', sha: B.toLowerCase() },
      ],
      dropped: 0,
      unreadable: null,
    });
  });

  it.each(['', '  ', '[]'])('%j: nothing landed, no list, no warning', (text) => {
    expect(readLandedCommits(text)).toEqual({ commits: [], dropped: 0, unreadable: null });
  });

  it.each([
    ['not JSON', '[{plan:1}', 'it is not JSON'],
    ['not a list', '{"plan":"01-01"}', 'it is not a JSON list'],
    ['over the size bound', `[${' '.repeat(MAX_COMMITS_INPUT_CHARS)}]`, `it is over ${MAX_COMMITS_INPUT_CHARS} characters`],
  ])('%s: unreadable, nothing listed', (_name, text, why) => {
    expect(readLandedCommits(text)).toEqual({ commits: [], dropped: 0, unreadable: why });
  });

  it('entries without a safe plan id and a 40-hex sha, or repeating a plan, are counted and left out', () => {
    const entries = [
      { plan: '01-01', sha: A },
      { plan: '<img src=x>', sha: A },
      { plan: '@octocat', sha: A },
      { plan: '01-02', sha: A.slice(0, 39) },
      { plan: '01-02', sha: `${A}0` },
      { plan: '01-02', sha: 'g'.repeat(40) },
      { plan: '01-02', sha: `${A.slice(0, 39)}\n` },
      { plan: '01-01', sha: B },
      { plan: 7, sha: A },
      'x',
      null,
      [A],
    ];
    expect(readLandedCommits(JSON.stringify(entries))).toEqual({ commits: [{ plan: '01-01', sha: A }], dropped: entries.length - 1, unreadable: null });
  });

  it('a commit link is <server>/<owner>/<repo>/commit/<sha>, only for 40 lower-case hex digits and a trustworthy location', () => {
    expect(commitLink(A, LOCATION)).toBe(`https://ghe.example.com/o/r/commit/${A}`);
    expect(commitLink(B, LOCATION)).toBeUndefined();
    expect(commitLink('abc', LOCATION)).toBeUndefined();
    expect(commitLink(`${A}/../x`, LOCATION)).toBeUndefined();
    expect(commitLink(A, { ...LOCATION, serverUrl: 'javascript:alert(1)' })).toBeUndefined();
    expect(commitLink(A, { ...LOCATION, repository: 'o/..' })).toBeUndefined();
  });
});

describe('the landing refusal note (the land-error input)', () => {
  it('every wave code gives our own sentence: nothing pushed, the records kept, how to land', () => {
    for (const code of ['E104', 'E105', 'E106', 'E107', 'E108', 'E109', 'E110', 'E111', 'E113', 'E120']) {
      const note = landingRefusalNote(` ${code}\n`) ?? '';
      expect(note.startsWith(`Landing refused (${code}): nothing was pushed, and every plan's record stays in this run's legion-patch artifacts; `)).toBe(true);
      expect(note.endsWith('.')).toBe(true);
    }
    expect(landingRefusalNote('E106')).toContain('branch input');
  });

  it('anything else is no refusal', () => {
    for (const value of ['', 'E020', 'E099', 'E130', 'e106', 'E106x', '<b>E106</b>']) expect(landingRefusalNote(value)).toBeNull();
  });
});
