/**
 * Every request the bundles make is valid against GitHub's REST description: dist/index.js and
 * dist/report/index.js run on Node 24 through representative flows (a comment build, reviews, a
 * label, a push, a retry, a report and its re-run, the refusals that reply), against the
 * stand-in, which checks each request's operation, path parameters, query and body, and each
 * answer, against @octokit/openapi (test/support/github-spec.ts). A request to an operation the
 * stand-in has no contract for fails the flow.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { OPERATIONS } from '../support/fake-github.js';
import {
  BASE_SHA,
  HEAD_PUSHED_AT,
  HEAD_SHA,
  commentPayload,
  mergeGroupPayload,
  pullRequestPayload,
  pushPayload,
  reviewCommentPayload,
  reviewPayload,
} from '../support/payloads.js';
import type { ActionRun } from '../support/run-action.js';
import { ensureReportDist, runReport, RUN_ID } from '../support/run-report.js';
import { leg, otherJobs, wavesJson } from '../report/fixtures.js';
import { renderReportMarker } from '../../src/report/report-marker.js';

const suite = useE2ESuite({
  eventName: 'issue_comment',
  eachTest: (fake) => {
    fake.permissions.set('Codertocat', 'admin');
    fake.permissions.set('triager', 'triage');
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['src/api/orders.ts', 'docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
  },
});

const tally = { flows: 0, requests: 0, operations: new Set<string>() };

/** The flow's requests all had a contract and were checked, with no violation; tallied. */
function expectChecked(run: ActionRun, minimum: number): void {
  const fake = suite.fake;
  expect(fake.violations, run.stdout).toEqual([]);
  expect(fake.requests.filter((r) => r.route === 'unknown')).toEqual([]);
  expect(fake.checked.requests).toBe(fake.requests.length);
  expect(fake.checked.requests).toBeGreaterThanOrEqual(minimum);
  tally.flows += 1;
  tally.requests += fake.checked.requests;
  for (const request of fake.requests) if (request.route !== 'unknown') tally.operations.add(OPERATIONS[request.route]);
}

afterAll(() => {
  if (tally.flows > 0) {
    process.stdout.write(
      `bundle requests checked against @octokit/openapi: ${tally.requests} requests in ${tally.flows} flows, ${tally.operations.size} operations, 0 violations\n`,
    );
  }
});

const marker = (): string =>
  `${renderReportMarker({ version: 1, runId: 777, attempt: 1, sha: HEAD_SHA, result: 'failure', failed: ['02-03'], notRun: ['02-05'] })}\n### legion-router: build\n\n❌ 1 plan of 3 failed.`;

describe('the route bundle (dist/index.js)', () => {
  it('comment build: permission, 👀, pull request, head activity, files, 🚀', async () => {
    const run = await suite.run({ payload: commentPayload('/legion build --skip-frontend') });
    expect(run.outputs['has-work']).toBe('true');
    expectChecked(run, 6);
  });

  it('comment status and an unauthorized comment: replies on the issue', async () => {
    const status = await suite.run({ payload: commentPayload('/legion status') });
    expect(status.code).toBe(0);
    const refused = await suite.run({ payload: commentPayload('/legion build', { login: 'triager' }) });
    expect(refused.outputs['error-code']).toBe('E020');
    expect(suite.fake.comments).toHaveLength(2);
    expectChecked(refused, 5);
  });

  it('review comment and review: reactions on the review comment, a reply in its thread', async () => {
    const build = await suite.run({ eventName: 'pull_request_review_comment', payload: reviewCommentPayload('/legion build') });
    expect(build.outputs['has-work']).toBe('true');
    const refused = await suite.run({ eventName: 'pull_request_review_comment', payload: reviewCommentPayload('/legion build', { login: 'triager' }) });
    expect(refused.outputs['error-code']).toBe('E020');
    expect(suite.fake.reviewReplies).toHaveLength(1);
    const review = await suite.run({ eventName: 'pull_request_review', payload: reviewPayload('Looks good.\n\n/legion review') });
    expect(review.code).toBe(0);
    expectChecked(review, 8);
  });

  it('labels: a flag label lists the pull request’s files', async () => {
    const run = await suite.run({ eventName: 'pull_request', payload: pullRequestPayload('labeled', ['skip-frontend'], { added: 'skip-frontend', changedFiles: 2 }) });
    expect(run.outputs['has-work']).toBe('true');
    expectChecked(run, 2);
  });

  it('push and merge_group: the compare API', async () => {
    const after = '6113728f27ae82c7b1a177c8d03f9e96e0adf246';
    suite.fake.addComparison(BASE_SHA, after, { files: ['src/frontend/app.tsx'] });
    const push = await suite.run({ eventName: 'push', payload: pushPayload('update') });
    expect(push.outputs['has-work']).toBe('true');
    const group = mergeGroupPayload();
    const head = (group['merge_group'] as { head_sha: string; base_sha: string }).head_sha;
    const base = (group['merge_group'] as { head_sha: string; base_sha: string }).base_sha;
    suite.fake.addComparison(base, head, { files: ['docs/api/orders.md'] });
    const merge = await suite.run({ eventName: 'merge_group', payload: group });
    expect(merge.code).toBe(0);
    expectChecked(merge, 2);
  });

  it('retry: the issue comments are read for the last report', async () => {
    suite.fake.addIssueComment({ id: 60, issueNumber: 2, body: marker() });
    suite.fake.addWorkflowRun({ id: 777 }); // the run the report names: GET …/actions/runs/{id}
    const run = await suite.run({ payload: commentPayload('/legion retry') });
    expect(run.outputs['has-work']).toBe('true');
    expectChecked(run, 7);
  });
});

describe('the report bundle (dist/report/index.js)', () => {
  const WAVES = wavesJson([['02-01', '02-02'], ['02-03']]);
  const inputs = { waves: WAVES, 'has-work': 'true', sha: HEAD_SHA, 'error-code': '', command: 'build', source: 'comment', 'route-result': 'success' };

  it('a report: jobs, a commit status, the final reaction, the comment; a re-run finds and edits it', async () => {
    ensureReportDist();
    const fake = suite.fake;
    fake.addRunJobs(RUN_ID, 1, [...otherJobs(), leg(1, '02-01'), leg(1, '02-02', 'failure'), leg(2, '02-03')]);
    const first = await runReport({ eventName: 'issue_comment', payload: commentPayload('/legion build'), inputs, apiUrl: fake.url });
    expect(first.code).toBe(1);
    expect(fake.comments).toHaveLength(1);
    fake.addRunJobs(RUN_ID, 2, [...otherJobs(), leg(1, '02-02', 'success', { run_attempt: 2 })]);
    const second = await runReport({ eventName: 'issue_comment', payload: commentPayload('/legion build'), inputs, apiUrl: fake.url, attempt: 2 });
    expect(second.code, second.stdout).toBe(0);
    expect(fake.commentUpdates).toHaveLength(1);
    // A report on a review comment (attempt 1 again: 02-02 failed): its reaction goes to pulls/comments.
    const review = await runReport({ eventName: 'pull_request_review_comment', payload: reviewCommentPayload('/legion build'), inputs, apiUrl: fake.url });
    expect(review.outputs['result']).toBe('failure');
    expect(fake.reviewReactions.map((r) => r.content)).toEqual(['confused']);
    expectChecked(review, 10);
  });
});
