/**
 * End to end: dist/report/index.js under Node 24, as the runner starts it in the final job
 * (INPUT_* variables, GITHUB_EVENT_PATH with a real webhook payload, GITHUB_OUTPUT,
 * GITHUB_STEP_SUMMARY, GITHUB_RUN_ID / GITHUB_RUN_ATTEMPT), against the local fake GitHub API.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANSWER_CODES } from '../../src/core/answer-codes.js';
import { readReportMarker } from '../../src/report/report-marker.js';
import { FakeGitHub, type FakeJob } from '../support/fake-github.js';
import { commentPayload, dispatchPayload, HEAD_SHA, pullRequestPayload, reviewCommentPayload, reviewPayload } from '../support/payloads.js';
import { cleanupTemps, ensureDist, exampleWorkspace, GITHUB_SHA, HAS_NODE24, runAction, type ActionRun } from '../support/run-action.js';
import { ensureReportDist, runReport, RUN_ID, type ReportRunOptions } from '../support/run-report.js';
import { batchEntry, leg, otherJobs, skippedWave, wavesJson } from './fixtures.js';

let fake: FakeGitHub;

beforeAll(async () => {
  if (!HAS_NODE24) return;
  ensureReportDist();
  fake = await FakeGitHub.start();
}, 180_000);
// The stand-in is held to GitHub's REST description (test/support/github-spec.ts).
afterEach(() => {
  expect(fake?.violations ?? []).toEqual([]);
});
afterAll(async () => {
  await fake?.close();
  cleanupTemps();
});
beforeEach((context) => {
  if (!HAS_NODE24) context.skip();
  fake.reset();
});

const COMMENT_ID = 492700400;
const ISSUE = 2;
const WAVE_1 = ['02-01', '02-02'];
const WAVE_2 = ['02-03', '02-04', '02-05'];
const WAVES = wavesJson([WAVE_1, WAVE_2]);

/** The route's outputs for a `/legion build` comment that routed two waves. */
function routeInputs(extra: Record<string, string> = {}): Record<string, string> {
  return { waves: WAVES, 'has-work': 'true', sha: HEAD_SHA, 'error-code': '', command: 'build', source: 'comment', 'route-result': 'success', ...extra };
}

function report(options: Partial<ReportRunOptions> = {}): Promise<ActionRun> {
  return runReport({
    eventName: 'issue_comment',
    payload: commentPayload('/legion build', { issueNumber: ISSUE, commentId: COMMENT_ID }),
    inputs: routeInputs(),
    apiUrl: fake.url,
    ...options,
  });
}

function allPassed(): FakeJob[] {
  return [...otherJobs(), ...WAVE_1.map((id) => leg(1, id)), ...WAVE_2.map((id) => leg(2, id))];
}

function warnings(run: ActionRun): string[] {
  return run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
}

describe('a routed comment', () => {
  it('every plan passed: one comment with a table per wave linked to the job logs, 🎉, a success status, exit 0', async () => {
    const jobs = allPassed();
    fake.addRunJobs(RUN_ID, 1, jobs);
    const run = await report();
    expect(run.code, run.stdout).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.outputs).toEqual({
      result: 'success',
      'failed-plans': '[]',
      'not-run-plans': '[]',
      counts: '{"success":5,"failure":0,"skipped":0,"pending":0}',
      'comment-id': '1001',
    });
    expect(fake.statuses).toEqual([
      {
        sha: HEAD_SHA,
        state: 'success',
        context: 'legion-router',
        description: 'All 5 plans passed.',
        target_url: `https://github.com/Codertocat/Hello-World/actions/runs/${RUN_ID}`,
      },
    ]);
    expect(fake.reactions).toEqual([{ commentId: COMMENT_ID, content: 'hooray' }]);
    expect(fake.comments).toHaveLength(1);
    const body = fake.comments[0]?.body ?? '';
    expect(fake.comments[0]?.issueNumber).toBe(ISSUE);
    expect(body).toContain('✅ **legion-router: `build` passed**');
    expect(body).toContain('**Wave 1** · 2 plans · ✅ 2');
    expect(body).toContain('**Wave 2** · 3 plans · ✅ 3');
    const job = jobs.find((j) => j.name === 'wave-2 · 02-04') as FakeJob;
    expect(body).toContain(`| ✅ | [\`02-04\`](https://github.com/Codertocat/Hello-World/actions/runs/${RUN_ID}/job/${job.id}) | success |`);
    expect(readReportMarker(body)).toEqual({ version: 1, runId: RUN_ID, attempt: 1, sha: HEAD_SHA, result: 'success', failed: [], notRun: [] });
    // Attempt 1 looks for no earlier report: the calls are the listing, the status, the reaction and the comment.
    expect(fake.requests.map((r) => `${r.method} ${r.route}`)).toEqual(['GET jobs', 'POST status', 'POST reaction', 'POST comment']);
    expect(fake.requests[0]?.path).toBe(`/repos/Codertocat/Hello-World/actions/runs/${RUN_ID}/attempts/1/jobs`);
    expect(run.summary).toContain('**Wave 2** · 3 plans · ✅ 3');
    expect(run.summary).not.toContain('legion-router:report');
    expect(warnings(run)).toEqual([]);
  });

  it('paginates the jobs: 256 + 40 legs (298 jobs, 3 pages of 100)', async () => {
    const first = Array.from({ length: 256 }, (_, i) => `03-${String(i + 1).padStart(3, '0')}`);
    const second = Array.from({ length: 40 }, (_, i) => `04-${String(i + 1).padStart(3, '0')}`);
    // The legs of page 3 are the last ones; the failing one is there.
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), ...first.map((id) => leg(1, id)), ...second.map((id, i) => leg(2, id, i === 39 ? 'failure' : 'success'))]);
    const run = await report({ inputs: routeInputs({ waves: wavesJson([first, second]) }) });
    expect(run.code).toBe(1);
    const pages = fake.requests.filter((r) => r.route === 'jobs');
    expect(pages.map((r) => [r.query.get('per_page'), r.query.get('page')])).toEqual([
      ['100', '1'],
      ['100', '2'],
      ['100', '3'],
    ]);
    expect(run.outputs['counts']).toBe('{"success":295,"failure":1,"skipped":0,"pending":0}');
    expect(run.outputs['failed-plans']).toBe('["04-040"]');
    const body = fake.comments[0]?.body ?? '';
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).toContain('[`04-040`](');
  });

  it('a failed plan: the rest of its wave is reported, the skipped later wave shows ⏭, 😕, a failure status, exit 1 (E094)', async () => {
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), leg(1, '02-01'), leg(1, '02-02', 'failure'), skippedWave(2)]);
    const run = await report();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::E094: 1 plan of 5 failed or was cancelled.');
    expect(run.outputs).toMatchObject({ result: 'failure', 'failed-plans': '["02-02"]', 'not-run-plans': '["02-03","02-04","02-05"]' });
    expect(fake.statuses.map((s) => [s.state, s.description])).toEqual([['failure', '1 plan of 5 failed or was cancelled.']]);
    expect(fake.reactions).toEqual([{ commentId: COMMENT_ID, content: 'confused' }]);
    const body = fake.comments[0]?.body ?? '';
    expect(body).toContain('❌ **legion-router: `build` failed**');
    expect(body).toMatch(/\| ❌ \| \[`02-02`\]\(https:\/\/github\.com\/Codertocat\/Hello-World\/actions\/runs\/4242\/job\/\d+\) \| failure \|/);
    expect(body).toContain('**Wave 2** · 3 plans · ⏭ 3');
    expect(body).toContain('| ⏭ | `02-03` | skipped: the wave job did not run |');
  });

  it('a later wave missing from the list after a failure is ⏭ too; a cancelled leg is ❌', async () => {
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), leg(1, '02-01', 'cancelled'), leg(1, '02-02')]);
    const run = await report();
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ 'failed-plans': '["02-01"]', 'not-run-plans': '["02-03","02-04","02-05"]' });
    expect(fake.comments[0]?.body).toContain('| ⏭ | `02-05` | skipped: an earlier wave did not pass |');
    expect(fake.comments[0]?.body).toContain('| cancelled |');
  });

  it('without the source input (an older workflow), an issue_comment event is taken to be the command', async () => {
    fake.addRunJobs(RUN_ID, 1, allPassed());
    const run = await report({ inputs: routeInputs({ source: '' }) });
    expect(run.code).toBe(0);
    expect(fake.comments).toHaveLength(1);
    expect(fake.reactions).toEqual([{ commentId: COMMENT_ID, content: 'hooray' }]);
  });

  it('batch legs: each plan of a batch gets the batch job’s result and link', async () => {
    const batch = leg(1, 'batch-001');
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), batch]);
    const run = await report({ inputs: routeInputs({ waves: wavesJson([[batchEntry('batch-001', ['05-01', '05-02'], 1)]]) }) });
    expect(run.code).toBe(0);
    expect(run.outputs['counts']).toBe('{"success":2,"failure":0,"skipped":0,"pending":0}');
    expect(fake.comments[0]?.body).toContain(`| ✅ | [\`05-02\`](https://github.com/Codertocat/Hello-World/actions/runs/${RUN_ID}/job/${batch.id}) | success · in \`batch-001\` |`);
  });
});

describe('a command written in a review comment or a review', () => {
  it('a review comment: the report goes to the conversation, the 🎉 to the review comment (pulls/comments)', async () => {
    fake.addRunJobs(RUN_ID, 1, allPassed());
    const run = await report({ eventName: 'pull_request_review_comment', payload: reviewCommentPayload('/legion build', { number: ISSUE, commentId: 7001 }) });
    expect(run.code, run.stdout).toBe(0);
    expect(fake.reviewReactions).toEqual([{ commentId: 7001, content: 'hooray' }]);
    expect(fake.reactions).toEqual([]);
    expect(fake.comments.map((c) => c.issueNumber)).toEqual([ISSUE]);
    expect(fake.comments[0]?.body).toContain('✅ **legion-router: `build` passed**');
    expect(fake.requests.map((r) => `${r.method} ${r.route}`)).toEqual(['GET jobs', 'POST status', 'POST review-reaction', 'POST comment']);
    expect(warnings(run)).toEqual([]);
  });

  it('a review: the report goes to the conversation; no reaction (reviews have none), and the summary says so', async () => {
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), leg(1, '02-01'), leg(1, '02-02', 'failure'), skippedWave(2)]);
    const run = await report({ eventName: 'pull_request_review', payload: reviewPayload('/legion build', { number: ISSUE }) });
    expect(run.code).toBe(1);
    expect(fake.reactions).toEqual([]);
    expect(fake.reviewReactions).toEqual([]);
    expect(fake.comments.map((c) => c.issueNumber)).toEqual([ISSUE]);
    expect(fake.comments[0]?.body).toContain('❌ **legion-router: `build` failed**');
    expect(fake.requests.map((r) => `${r.method} ${r.route}`)).toEqual(['GET jobs', 'POST status', 'POST comment']);
    expect(run.summary).toContain('GitHub has no reactions on reviews');
  });
});

describe('re-run attempts (run_attempt > 1)', () => {
  /** Attempt 1: 02-02 failed, wave 2 skipped; its report is on the pull request. */
  function firstAttempt(): void {
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), leg(1, '02-01'), leg(1, '02-02', 'failure'), skippedWave(2)]);
    const marker = `<!-- legion-router:report {"v":1,"run":${RUN_ID},"attempt":1,"sha":"${HEAD_SHA}","result":"failure","failed":["02-02"],"not_run":["02-03","02-04","02-05"]} -->`;
    fake.addIssueComment({ id: 555, issueNumber: ISSUE, body: `${marker}\n❌ failed`, updatedAt: '2024-01-01T00:00:00Z' });
    // Anyone can type a marker: a person's comment naming this run is never taken for the report.
    fake.addIssueComment({ id: 600, issueNumber: ISSUE, body: marker, login: 'mallory', userType: 'User', updatedAt: '2024-01-02T00:00:00Z' });
  }

  it('"re-run failed jobs": the new attempt lists only what re-ran; the rest comes from attempt 1; the same comment is updated', async () => {
    firstAttempt();
    fake.addRunJobs(RUN_ID, 2, [...otherJobs(), leg(1, '02-02', 'success', { run_attempt: 2 }), ...WAVE_2.map((id) => leg(2, id, 'success', { run_attempt: 2 }))]);
    const run = await report({ attempt: 2 });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'success', 'failed-plans': '[]', 'comment-id': '555' });
    expect(fake.requests.filter((r) => r.route === 'jobs').map((r) => r.path.split('/').slice(-2, -1)[0])).toEqual(['2', '1']);
    const listing = fake.requests.find((r) => r.route === 'comments');
    expect(listing?.path).toBe(`/repos/Codertocat/Hello-World/issues/${ISSUE}/comments`);
    expect(listing?.query.get('since')).toBe('2019-05-15T15:20:21Z');
    expect(fake.comments).toEqual([]); // nothing new posted
    expect(fake.commentUpdates.map((u) => u.commentId)).toEqual([555]);
    const body = fake.commentUpdates[0]?.body ?? '';
    expect(readReportMarker(body)).toMatchObject({ runId: RUN_ID, attempt: 2, result: 'success', failed: [], notRun: [] });
    expect(body).toContain('attempt 2');
    expect(fake.issueComments.find((c) => c.id === 600)?.body).not.toContain('attempt 2');
    expect(fake.statuses.map((s) => s.state)).toEqual(['success']);
    expect(fake.reactions).toEqual([{ commentId: COMMENT_ID, content: 'hooray' }]);
  });

  it('a new attempt that lists the carried-over jobs too needs no look-back; the latest attempt of each leg wins', async () => {
    firstAttempt();
    fake.addRunJobs(RUN_ID, 2, [
      ...otherJobs(),
      leg(1, '02-01', 'success', { run_attempt: 1 }),
      leg(1, '02-02', 'failure', { run_attempt: 1 }),
      leg(1, '02-02', 'failure', { run_attempt: 2 }),
      skippedWave(2),
    ]);
    const run = await report({ attempt: 2 });
    expect(run.code).toBe(1);
    expect(fake.count('jobs')).toBe(1);
    expect(run.outputs['failed-plans']).toBe('["02-02"]');
    expect(fake.commentUpdates.map((u) => u.commentId)).toEqual([555]);
  });

  it('finding: a report re-run (attempt ≥ 2) adopted any bot’s comment that names the run — only the report identity’s own comment is updated', async () => {
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), leg(1, '02-01'), leg(1, '02-02', 'failure'), skippedWave(2)]);
    fake.addRunJobs(RUN_ID, 2, allPassed());
    const marker = `<!-- legion-router:report {"v":1,"run":${RUN_ID},"attempt":1,"sha":"${HEAD_SHA}","result":"failure","failed":["02-02"],"not_run":[]} -->`;
    // Another workflow's bot (or an app) echoed a marker naming this run: never adopted.
    fake.addIssueComment({ id: 650, issueNumber: ISSUE, body: `${marker}\nplanted`, login: 'echo-app[bot]', userType: 'Bot', updatedAt: '2024-01-03T00:00:00Z' });
    const run = await report({ attempt: 2 });
    expect(run.code, run.stdout).toBe(0);
    expect(fake.commentUpdates).toEqual([]);
    expect(fake.comments).toHaveLength(1);
    expect(fake.issueComments.find((c) => c.id === 650)?.body).toContain('planted');
  });

  it('with report-author set to an app’s bot, a re-run updates that bot’s report, not github-actions[bot]’s', async () => {
    fake.addRunJobs(RUN_ID, 2, allPassed());
    const marker = `<!-- legion-router:report {"v":1,"run":${RUN_ID},"attempt":1,"sha":"${HEAD_SHA}","result":"failure","failed":["02-02"],"not_run":[]} -->`;
    fake.addIssueComment({ id: 660, issueNumber: ISSUE, body: `${marker}\nby the default token`, updatedAt: '2024-01-03T00:00:00Z' });
    fake.addIssueComment({ id: 661, issueNumber: ISSUE, body: `${marker}\nby the app`, login: 'legion-app[bot]', userType: 'Bot', updatedAt: '2024-01-03T00:00:00Z' });
    const run = await report({ attempt: 2, inputs: routeInputs({ 'report-author': 'legion-app[bot]' }) });
    expect(run.code, run.stdout).toBe(0);
    expect(fake.commentUpdates.map((u) => u.commentId)).toEqual([661]);
  });

  it('without an earlier report to update (deleted), a re-run posts one', async () => {
    fake.addRunJobs(RUN_ID, 3, allPassed());
    const run = await report({ attempt: 3 });
    expect(run.code).toBe(0);
    expect(fake.count('comments')).toBe(1);
    expect(fake.comments).toHaveLength(1);
    expect(readReportMarker(fake.comments[0]?.body ?? '')?.attempt).toBe(3);
  });

  it('comment-id (the route’s reply) is updated in place', async () => {
    fake.addIssueComment({ id: 777, issueNumber: ISSUE, body: '🚀 routing…' });
    fake.addRunJobs(RUN_ID, 1, allPassed());
    const run = await report({ inputs: routeInputs({ 'comment-id': '777' }) });
    expect(run.code).toBe(0);
    expect(fake.commentUpdates.map((u) => u.commentId)).toEqual([777]);
    expect(fake.comments).toEqual([]);
    expect(run.outputs['comment-id']).toBe('777');
  });
});

describe('no comment to answer', () => {
  it.each([
    ['a dispatch', 'workflow_dispatch', dispatchPayload({ command: 'build' }), 'input', GITHUB_SHA],
    ['a label', 'pull_request', pullRequestPayload('labeled', ['just-harden']), 'label', HEAD_SHA],
  ])('%s: the job summary and the status only', async (_name, eventName, payload, source, sha) => {
    fake.addRunJobs(RUN_ID, 1, allPassed());
    const run = await report({ eventName, payload, inputs: routeInputs({ source, sha }) });
    expect(run.code).toBe(0);
    expect(fake.statuses.map((s) => [s.sha, s.state])).toEqual([[sha, 'success']]);
    expect(fake.reactions).toEqual([]);
    expect(fake.comments).toEqual([]);
    expect(fake.requests.map((r) => r.route)).toEqual(['jobs', 'status']);
    expect(run.summary).toContain('✅ **legion-router: `build` passed**');
    expect(run.summary).toContain(`No comment: the ${source} request has no comment to answer`);
    expect(run.outputs['comment-id']).toBe('');
  });
});

describe('missing permissions fail soft', () => {
  const refused = { status: 403, body: { message: 'Resource not accessible by integration' } };

  it('every call refused: four coded warnings naming the permission; the wave jobs’ results stand in; exit 0 when they passed', async () => {
    fake.fail('jobs', refused).fail('status', refused).fail('reaction', refused).fail('comment', refused);
    const run = await report({ inputs: routeInputs({ 'wave-results': 'success success skipped skipped' }) });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ result: 'success', 'comment-id': '' });
    const lines = warnings(run);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('W100: Could not list the jobs of this run: GitHub refused the call (403); the token needs actions: read.');
    expect(lines[0]).toContain('Each plan shows its wave job’s result instead.');
    expect(lines[1]).toContain('W101: Could not set the legion-router status on ec26c3e57ca3: GitHub refused the call (403); the token needs statuses: write.');
    expect(lines[2]).toContain(
      'W103: Could not add the hooray reaction to the command: GitHub refused the call (403); the token needs issues: write (or pull-requests: write on a pull request).',
    );
    expect(lines[3]).toContain('W102: Could not post the report comment: GitHub refused the call (403); the token needs issues: write');
    expect(run.summary).toContain('W100');
    expect(run.summary).toContain('W102');
    expect(run.summary).toContain('| ✅ | `02-01` | success: the wave job’s result |');
  });

  it('no actions: read and a failed wave: plans of that wave are not known, later ones skipped, exit 1', async () => {
    fake.fail('jobs', { status: 404, body: { message: 'Not Found' } });
    const run = await report({ inputs: routeInputs({ 'wave-results': 'failure skipped skipped skipped' }) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::E094: Wave 1 ended with failure.');
    expect(warnings(run)[0]).toContain('W100: Could not list the jobs of this run: GitHub refused the call (404); the token needs actions: read.');
    expect(run.outputs['not-run-plans']).toBe('["02-01","02-02","02-03","02-04","02-05"]');
    expect(fake.comments[0]?.body).toContain('| ⏳ | `02-01` | not known: the wave job ended with failure |');
    expect(fake.statuses.map((s) => s.state)).toEqual(['failure']);
  });

  it('no actions: read and no wave-results: pending, exit 0, the status says pending', async () => {
    fake.fail('jobs', refused);
    const run = await report();
    expect(run.code).toBe(0);
    expect(run.outputs['result']).toBe('pending');
    expect(fake.statuses.map((s) => [s.state, s.description])).toEqual([['pending', '5 plans of 5 have no result yet.']]);
    expect(fake.reactions).toEqual([]);
  });

  it('a job-name template that matches nothing: W104, pending', async () => {
    fake.addRunJobs(RUN_ID, 1, allPassed());
    const run = await report({ inputs: routeInputs({ 'job-name': 'plan {id} of wave {k}' }) });
    expect(run.code).toBe(0);
    expect(run.outputs['result']).toBe('pending');
    expect(warnings(run).join('\n')).toContain('W104: 5 routed plans have no job named like "plan {id} of wave {k}" in this run');
  });
});

describe('the marker round-trip', () => {
  it('what the comment keeps is what a retry reads: the failed plans and the ones that never ran', async () => {
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), leg(1, '02-01', 'failure'), leg(1, '02-02', 'timed_out'), skippedWave(2)]);
    const run = await report();
    const marker = readReportMarker(fake.comments[0]?.body ?? '');
    expect(marker).toEqual({ version: 1, runId: RUN_ID, attempt: 1, sha: HEAD_SHA, result: 'failure', failed: ['02-01', '02-02'], notRun: ['02-03', '02-04', '02-05'] });
    expect(JSON.stringify(marker?.failed)).toBe(run.outputs['failed-plans']);
    expect(JSON.stringify(marker?.notRun)).toBe(run.outputs['not-run-plans']);
  });
});

describe('nothing to report, or nothing routed', () => {
  const cases: [string, Record<string, string>][] = [
    ['a dry run / status / no match (has-work false)', { 'has-work': 'false' }],
    ['a comment that was no command (route skipped)', { waves: '', 'has-work': '', sha: '', command: '', source: '', 'route-result': 'skipped' }],
    ...[...ANSWER_CODES].map((code): [string, Record<string, string>] => [
      `an answer, ${code}`,
      { waves: '[]', 'has-work': 'false', 'error-code': code, 'route-result': 'success' },
    ]),
  ];
  it.each(cases)('%s: no API call, result none, exit 0', async (_name, extra) => {
    const run = await report({ inputs: routeInputs(extra) });
    expect(run.code).toBe(0);
    expect(run.outputs['result']).toBe('none');
    expect(fake.count()).toBe(0);
    expect(run.summary).toContain('Nothing was routed, so no plan ran.');
  });

  it('a rejected route: a failure status on the sha, no comment (the route answered), exit 1', async () => {
    const run = await report({ inputs: routeInputs({ waves: '[]', 'has-work': 'false', 'error-code': 'E010', 'route-result': 'failure' }) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::E094: The route failed with E010: nothing ran.');
    expect(fake.statuses.map((s) => [s.state, s.description])).toEqual([['failure', 'The route failed with E010: nothing ran.']]);
    expect(fake.comments).toEqual([]);
    expect(fake.reactions).toEqual([]);
  });
});

describe('untrusted text stays inert', () => {
  it('ids that are not safe ids are left out (W104); job names are never shown', async () => {
    const waves = wavesJson([['02-01', '<img src=x onerror=alert(1)>', '@octocat', '[x](https://evil.example)']]);
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), leg(1, '02-01'), { id: 9, name: 'wave-1 · <img src=x onerror=alert(1)>', status: 'completed', conclusion: 'failure' }]);
    const run = await report({ inputs: routeInputs({ waves }) });
    expect(run.code).toBe(0);
    const body = fake.comments[0]?.body ?? '';
    for (const text of [body, run.summary]) {
      expect(text).not.toContain('<img');
      expect(text).not.toContain('@octocat');
      expect(text).not.toContain('evil.example');
    }
    expect(warnings(run)[0]).toContain('W104: 3 matrix entries or batch items have ids that are not safe to show');
  });
});

describe('each landed plan’s commit (the commits input)', () => {
  const SHA_1 = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
  const SHA_2 = '0123456789abcdef0123456789abcdef01234567';

  it('is listed in the comment and the summary, each plan’s short sha linked to the commit', async () => {
    fake.addRunJobs(RUN_ID, 1, allPassed());
    const commits = JSON.stringify([
      { plan: '02-01', sha: SHA_1 },
      { plan: '02-03', sha: SHA_2 },
    ]);
    const run = await report({ inputs: routeInputs({ commits }) });
    expect(run.code, run.stdout).toBe(0);
    for (const text of [fake.comments[0]?.body ?? '', run.summary]) {
      expect(text).toContain('**Landed** · 2 commits, one per plan');
      expect(text).toContain(`- \`02-01\` · [\`${SHA_1.slice(0, 12)}\`](https://github.com/Codertocat/Hello-World/commit/${SHA_1})`);
      expect(text).toContain(`- \`02-03\` · [\`${SHA_2.slice(0, 12)}\`](https://github.com/Codertocat/Hello-World/commit/${SHA_2})`);
    }
    expect(warnings(run)).toEqual([]);
  });

  it('hostile entries are left out with W131 and never shown; a value that is no list is W130; neither fails the step', async () => {
    fake.addRunJobs(RUN_ID, 1, allPassed());
    const hostile = JSON.stringify([
      { plan: '<img src=x onerror=alert(1)>', sha: SHA_1 },
      { plan: '02-02', sha: 'javascript:alert(1)' },
      { plan: '@octocat', sha: SHA_2 },
    ]);
    const run = await report({ inputs: routeInputs({ commits: hostile }) });
    expect(run.code, run.stdout).toBe(0);
    for (const text of [fake.comments[0]?.body ?? '', run.summary]) {
      expect(text).not.toContain('Landed');
      expect(text).not.toContain('<img');
      expect(text).not.toContain('@octocat');
      expect(text).not.toContain('javascript');
    }
    expect(warnings(run)).toEqual([expect.stringContaining('W131: 3 entries of the "commits" input left out')]);
    fake.reset();
    fake.addRunJobs(RUN_ID, 1, allPassed());
    const broken = await report({ inputs: routeInputs({ commits: '<img src=x> not json' }) });
    expect(broken.code).toBe(0);
    expect(warnings(broken)).toEqual([expect.stringContaining('W130: The "commits" input was not read (it is not JSON)')]);
    expect(broken.stdout).not.toContain('<img');
  });

  it("nothing landed ('' or []): no list, no warning", async () => {
    for (const commits of ['', '[]']) {
      fake.reset();
      fake.addRunJobs(RUN_ID, 1, allPassed());
      const run = await report({ inputs: routeInputs({ commits }) });
      expect(run.code).toBe(0);
      expect(run.summary).not.toContain('Landed');
      expect(warnings(run)).toEqual([]);
    }
  });
});

describe('a refused landing (the land-error input)', () => {
  it('E106 (the head moved): W132 in the comment and the summary says nothing was pushed, the records are kept, and how to land them', async () => {
    fake.addRunJobs(RUN_ID, 1, allPassed());
    const run = await report({ inputs: routeInputs({ 'land-error': 'E106' }) });
    expect(run.code, run.stdout).toBe(0);
    for (const text of [fake.comments[0]?.body ?? '', run.summary]) {
      expect(text).toContain('W132: Landing refused \\(E106\\): nothing was pushed');
      expect(text).toContain('legion-patch artifacts');
      expect(text).toContain('comment /legion build again');
    }
    expect(warnings(run)).toEqual([expect.stringContaining('W132: Landing refused (E106)')]);
  });

  it('a value that is no wave code (empty, a route code, hostile text) adds nothing and is never shown', async () => {
    for (const value of ['', 'E020', '<img src=x onerror=alert(1)> @octocat', 'E106 and more']) {
      fake.reset();
      fake.addRunJobs(RUN_ID, 1, allPassed());
      const run = await report({ inputs: routeInputs({ 'land-error': value }) });
      expect(run.code).toBe(0);
      expect(warnings(run)).toEqual([]);
      expect(run.summary).not.toContain('Landing refused');
      expect(run.summary).not.toContain('<img');
      expect(run.summary).not.toContain('@octocat');
    }
  });
});

describe('inputs that cannot be right stop the step before any call', () => {
  it.each([
    ['waves that are not JSON', { waves: '{' }, 'E090'],
    ['a job-name without {id}', { 'job-name': 'wave-{k}' }, 'E091'],
    ['a sha that is not one', { sha: 'main' }, 'E092'],
  ])('%s', async (_name, extra, code) => {
    const run = await report({ inputs: routeInputs(extra) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::${code}: `);
    expect(run.outputs['result']).toBe('');
    expect(fake.count()).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('outside a workflow run (no GITHUB_RUN_ID): E093', async () => {
    const run = await report({ env: { GITHUB_RUN_ID: '' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::E093: GITHUB_RUN_ID is not set');
  });
});

describe('the route’s real outputs', () => {
  it('dist/index.js routes a dispatch; dist/report/index.js reports its waves', async () => {
    ensureDist();
    const workspace = exampleWorkspace();
    const routed = await runAction({ eventName: 'workflow_dispatch', payload: dispatchPayload({ command: 'build' }), inputs: { command: 'build' }, workspace, apiUrl: fake.url });
    expect(routed.code, routed.stdout).toBe(0);
    const slots = JSON.parse(routed.outputs['waves'] ?? '[]') as { include: { id: string }[] }[];
    expect(slots.length).toBeGreaterThanOrEqual(2);
    const jobs = [...otherJobs(), ...slots.flatMap((slot, k) => slot.include.map((entry) => leg(k + 1, entry.id)))];
    fake.addRunJobs(RUN_ID, 1, jobs);
    const run = await report({
      eventName: 'workflow_dispatch',
      payload: dispatchPayload({ command: 'build' }),
      inputs: {
        waves: routed.outputs['waves'] ?? '',
        'has-work': routed.outputs['has-work'] ?? '',
        sha: routed.outputs['sha'] ?? '',
        'error-code': routed.outputs['error-code'] ?? '',
        command: routed.outputs['command'] ?? '',
        source: routed.outputs['source'] ?? '',
        'route-result': 'success',
      },
    });
    expect(run.code, run.stdout).toBe(0);
    const plans = slots.flatMap((slot) => slot.include.map((entry) => entry.id));
    expect(JSON.parse(run.outputs['counts'] ?? '{}')).toEqual({ success: plans.length, failure: 0, skipped: 0, pending: 0 });
    expect(fake.statuses.map((s) => [s.sha, s.state])).toEqual([[GITHUB_SHA, 'success']]);
    for (const id of plans) expect(run.summary).toContain(`\`${id}\``);
  });
});
