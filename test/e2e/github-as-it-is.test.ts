/**
 * Issue 23 ("works on github.com as it is"), end to end through dist/index.js on Node 24 against
 * the fake GitHub API, with @octokit/webhooks-examples payloads: one test per finding, named
 * after it, plus every answer each head-pinning source can give.
 *
 * Head pinning (src/core/request/head-pinning.ts, src/adapters/github/head-evidence.ts):
 * - same-repository pull request, approver with write or lower → the head at run time (I050);
 * - maintain/admin, or a fork → a review's commit_id must be the head (E047); an issue comment:
 *   the head repository's activity log, then the pull request's timeline; E049 when neither
 *   answers.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { OPERATIONS } from '../support/fake-github.js';
import { BASE_SHA, HEAD_PUSHED_AT, HEAD_SHA, commentPayload, pullRequestPayload, pushPayload, reviewCommentPayload, reviewPayload } from '../support/payloads.js';
import { renderReportMarker, type ReportMarker } from '../../src/report/report-marker.js';

const require = createRequire(import.meta.url);
const FILES = ['src/api/orders.ts', 'docs/api/orders.md'];
const FORK = 'forker/Hello-World';
const OTHER = 'ab'.repeat(20);
/** The example comment's created_at (commentPayload keeps it). */
const COMMENT_AT = '2019-05-15T15:20:21Z';
const COMMENT_ID = 492700400;

const suite = useE2ESuite({
  eventName: 'issue_comment',
  eachTest: (fake) => {
    fake.permissions.set('Codertocat', 'admin');
    fake.permissions.set('writer', 'write');
    fake.permissions.set('triager', 'triage');
    // The head's push, in the activity log: what pins a maintainer's or admin's command.
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: HEAD_PUSHED_AT });
  },
});
const run = suite.run;

/** Pull request #2 from a fork, whose activity log GitHub keeps empty unless a test records pushes. */
function forkPull(): void {
  suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, headRepo: FORK });
  suite.fake.forks.add(FORK);
}

/** Pull request #2 of the same repository, with no push of its head in the activity log. */
function emptyLog(): void {
  suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES });
}

const routes = (): string[] => suite.fake.requests.map((r) => r.route);

describe('head pinning that real GitHub can answer', () => {
  it('finding: pinning checks more than it must — a same-repository pull request approved by a writer routes the head at run time, no activity lookup (I050)', async () => {
    emptyLog(); // an empty log would refuse (E049) if it were asked
    const result = await run({ payload: commentPayload('/legion build', { login: 'writer' }) });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true', sha: HEAD_SHA });
    expect(suite.fake.count('activity') + suite.fake.count('timeline')).toBe(0);
    expect(result.summary).toContain('I050');
    expect(result.summary).toContain('head at run time');
  });

  it('maintain or admin on a same-repository pull request is pinned as for forks (an empty log and timeline: E049 with the --sha hint)', async () => {
    emptyLog();
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs).toMatchObject({ 'error-code': 'E049', 'has-work': 'false' });
    expect(routes()).toContain('activity');
    expect(routes()).toContain('timeline');
    expect(suite.fake.comments[0]?.body).toContain(`--sha=${HEAD_SHA.slice(0, 12)}`);
  });

  it('finding: an empty activity log (an older pull request) no longer refuses every comment — the timeline pins the head', async () => {
    emptyLog();
    suite.fake.addTimelineEvents(2, { event: 'committed', sha: BASE_SHA }, { event: 'committed', sha: HEAD_SHA }, { event: 'commented', id: COMMENT_ID, created_at: COMMENT_AT });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true', sha: HEAD_SHA });
    expect(routes().indexOf('activity')).toBeLessThan(routes().indexOf('timeline'));
    expect(result.summary).toContain('I052');
    expect(result.summary).toContain('timeline');
  });

  it.each([
    ['403', { status: 403, body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest', status: '403' } }],
    ['404', { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' } }],
    ['422', { status: 422, body: { message: 'Validation Failed', documentation_url: 'https://docs.github.com/rest', status: '422' } }],
  ])('finding: whether GITHUB_TOKEN may read a fork’s activity log was unchecked — a %s on the fork’s log falls to the timeline', async (_status, fault) => {
    forkPull();
    suite.fake.fail('activity', fault);
    suite.fake.addTimelineEvents(2, { event: 'committed', sha: HEAD_SHA }, { event: 'commented', id: COMMENT_ID, created_at: COMMENT_AT });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true', sha: HEAD_SHA });
    expect(suite.fake.requests.find((r) => r.route === 'activity')?.path).toBe(`/repos/${FORK}/activity`);
    expect(suite.fake.requests.find((r) => r.route === 'timeline')?.path).toBe('/repos/Codertocat/Hello-World/issues/2/timeline');
  });

  it('the fork’s log records the push of the head before the comment: pinned by the log, the timeline is not read', async () => {
    forkPull();
    suite.fake.addActivity({ repo: FORK, ref: 'feature', before: BASE_SHA, after: HEAD_SHA, timestamp: '2019-05-15T15:00:00Z' });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true' });
    expect(suite.fake.count('timeline')).toBe(0);
    expect(result.summary).toContain('activity log');
  });

  it('the fork’s log records a push after the comment: E047, the timeline is not read', async () => {
    forkPull();
    suite.fake.addActivity({ repo: FORK, ref: 'feature', before: BASE_SHA, after: HEAD_SHA, timestamp: '2030-01-01T00:00:00Z' });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs['error-code']).toBe('E047');
    expect(suite.fake.count('timeline')).toBe(0);
  });

  it('the fork’s log contradicts the head (its last change ends elsewhere): E049, the timeline cannot overrule it', async () => {
    forkPull();
    suite.fake.addActivity({ repo: FORK, ref: 'feature', before: BASE_SHA, after: OTHER, timestamp: '2019-05-15T15:00:00Z' });
    suite.fake.addTimelineEvents(2, { event: 'committed', sha: HEAD_SHA }, { event: 'commented', id: COMMENT_ID });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs['error-code']).toBe('E049');
    expect(suite.fake.count('timeline')).toBe(0);
  });

  it('finding: an outsider pushes to the fork after a maintainer’s comment (a commit listed after the comment in the timeline): E047', async () => {
    forkPull();
    suite.fake.addTimelineEvents(2, { event: 'committed', sha: BASE_SHA }, { event: 'commented', id: COMMENT_ID, created_at: COMMENT_AT }, { event: 'committed', sha: HEAD_SHA });
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs).toMatchObject({ 'error-code': 'E047', 'has-work': 'false', waves: '[]' });
    expect(suite.fake.comments[0]?.body).toContain('after the comment');
  });

  it('a force push after the comment (head_ref_force_pushed, a server time): E047', async () => {
    forkPull();
    suite.fake.addTimelineEvents(
      2,
      { event: 'committed', sha: HEAD_SHA },
      { event: 'commented', id: COMMENT_ID, created_at: COMMENT_AT },
      { event: 'head_ref_force_pushed', created_at: '2019-05-16T00:00:00Z', commit_id: HEAD_SHA },
    );
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs['error-code']).toBe('E047');
    expect(suite.fake.comments[0]?.body).toContain('2019-05-16T00:00:00.000Z');
  });

  it.each([
    ['an empty timeline', [] as const, undefined],
    ['a timeline without the comment', [{ event: 'committed' as const, sha: HEAD_SHA }], undefined],
    [
      'a timeline whose last commit before the comment is not the head',
      [
        { event: 'committed' as const, sha: OTHER },
        { event: 'commented' as const, id: COMMENT_ID },
      ],
      undefined,
    ],
    [
      'a timeline the token may not read (403)',
      [],
      { status: 403, body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest', status: '403' } },
    ],
    ['a timeline that is gone (404)', [], { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' } }],
  ])('an empty fork log and %s: E049 with the --sha hint, nothing routed', async (_name, events, fault) => {
    forkPull();
    suite.fake.addTimelineEvents(2, ...events);
    if (fault) suite.fake.fail('timeline', fault);
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs).toMatchObject({ 'error-code': 'E049', 'has-work': 'false' });
    expect(suite.fake.count('files')).toBe(0);
    expect(suite.fake.comments[0]?.body).toContain(`--sha=${HEAD_SHA.slice(0, 12)}`);
  });

  it('--sha naming the head needs no record at all', async () => {
    forkPull();
    const result = await run({ payload: commentPayload(`/legion build --sha=${HEAD_SHA.slice(0, 12)}`) });
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true' });
    expect(suite.fake.count('activity') + suite.fake.count('timeline')).toBe(0);
  });

  it('finding: a maintainer reviews commit X and approves with /legion build while the fork pushed Y — the review’s commit_id is not the head: E047', async () => {
    forkPull();
    const payload = reviewPayload('/legion build');
    payload['review']['commit_id'] = OTHER;
    const result = await run({ eventName: 'pull_request_review', payload });
    expect(result.outputs).toMatchObject({ 'error-code': 'E047', 'has-work': 'false' });
    expect(suite.fake.count('activity') + suite.fake.count('timeline')).toBe(0);
    expect(suite.fake.comments[0]?.body).toContain(OTHER.slice(0, 12));
  });

  it('a review comment on the head (commit_id = head) of a fork routes with no record lookup (I052)', async () => {
    forkPull();
    const payload = reviewCommentPayload('/legion build');
    payload['comment']['commit_id'] = HEAD_SHA;
    const result = await run({ eventName: 'pull_request_review_comment', payload });
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true', sha: HEAD_SHA });
    expect(suite.fake.count('activity') + suite.fake.count('timeline')).toBe(0);
    expect(result.summary).toContain('I052');
  });

  it('finding: a review with submitted_at: null skipped the head check instead of refusing — now E049, nothing read', async () => {
    forkPull();
    const payload = reviewPayload('/legion build');
    payload['review']['submitted_at'] = null;
    payload['review']['commit_id'] = HEAD_SHA;
    const result = await run({ eventName: 'pull_request_review', payload });
    expect(result.outputs).toMatchObject({ 'error-code': 'E049', 'has-work': 'false' });
    expect(suite.fake.count('files')).toBe(0);
  });
});

describe('review replies through an endpoint GitHub Apps may use', () => {
  it('finding: replies in review threads used POST …/comments/{id}/replies (enabledForGitHubApps: false) — now POST …/pulls/{n}/comments with in_reply_to', async () => {
    const spec = require('@octokit/openapi/generated/api.github.com.json') as { paths: Record<string, Record<string, { 'x-github': { enabledForGitHubApps: boolean } }>> };
    expect(spec.paths['/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies']?.['post']?.['x-github'].enabledForGitHubApps).toBe(false);
    expect(spec.paths['/repos/{owner}/{repo}/pulls/{pull_number}/comments']?.['post']?.['x-github'].enabledForGitHubApps).toBe(true);
    const result = await run({ eventName: 'pull_request_review_comment', payload: reviewCommentPayload('/legion build', { login: 'triager' }) });
    expect(result.outputs['error-code']).toBe('E020');
    const reply = suite.fake.requests.find((r) => r.route === 'review-comment');
    expect(reply?.path).toBe('/repos/Codertocat/Hello-World/pulls/2/comments');
    expect(reply?.body).toMatchObject({ in_reply_to: 284312630 });
    // commit_id and path: the description requires them (GitHub ignores them beside in_reply_to).
    expect(Object.keys(reply?.body as object).sort()).toEqual(['body', 'commit_id', 'in_reply_to', 'path']);
    expect(suite.fake.count('review-reply')).toBe(0);
  });
});

describe('retry and report trust', () => {
  const report = (over: Partial<ReportMarker> = {}): string =>
    renderReportMarker({ version: 1, runId: 777, attempt: 1, sha: HEAD_SHA, result: 'failure', failed: ['02-03'], notRun: [], ...over });

  it.each([
    ['a code block', (m: string) => `Files changed:\n\`\`\`\n${m}\n\`\`\``],
    ['a quote', (m: string) => `> ${m}`],
    ['a list item', (m: string) => `- ${m}`],
    ['the end of a comment', (m: string) => `Echoed text\n\n${m}`],
  ])('finding: /legion retry trusted a marker anywhere in any github-actions[bot] comment — a marker in %s is no report', async (_where, wrap) => {
    suite.fake.addWorkflowRun({ id: 777 });
    suite.fake.addIssueComment({ id: 60, issueNumber: 2, body: wrap(report()) });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.outputs).toMatchObject({ 'has-work': 'false', command: 'retry', waves: '[]' });
    expect(suite.fake.comments[0]?.body).toContain('no report yet');
  });

  it('a marker on the first line of the report identity’s comment, naming a run of this repository’s routing workflow, routes (one GET …/actions/runs/{id})', async () => {
    suite.fake.addWorkflowRun({ id: 777 });
    suite.fake.addIssueComment({ id: 60, issueNumber: 2, body: `${report()}\n### legion-router: build` });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.outputs).toMatchObject({ 'has-work': 'true', 'error-code': '' });
    expect(suite.fake.requests.filter((r) => r.route === 'run').map((r) => r.path)).toEqual(['/repos/Codertocat/Hello-World/actions/runs/777']);
  });

  it.each([
    ['another workflow of the repository', { path: '.github/workflows/echo-files.yml' }],
    ['another repository', { repository: 'mallory/Hello-World', repositoryId: 99 }],
    ['the same name, another repository id', { repositoryId: 99 }],
  ])('finding: a fork plants a marker through another workflow — a run of %s is refused (E053), nothing routes', async (_name, runOver) => {
    suite.fake.addWorkflowRun({ id: 777, ...runOver });
    suite.fake.addIssueComment({ id: 60, issueNumber: 2, body: `${report()}\n### legion-router: build` });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.outputs).toMatchObject({ 'error-code': 'E053', 'has-work': 'false', waves: '[]' });
    expect(suite.fake.count('files')).toBe(0);
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['confused']);
    expect(suite.fake.comments[0]?.body).toContain('E053');
  });

  it('a run GitHub does not know (404) is refused (E053)', async () => {
    suite.fake.addIssueComment({ id: 60, issueNumber: 2, body: `${report()}\n### legion-router: build` });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.outputs['error-code']).toBe('E053');
  });

  it('finding: past the page cap, retry fell back to the oldest report with only a warning — now "last report not found" (E054), nothing routes', async () => {
    suite.fake.addWorkflowRun({ id: 777 });
    suite.fake.addIssueComment({ id: 10, issueNumber: 2, body: report({ failed: ['02-01'] }) });
    for (let i = 0; i < 100 * 100 + 5; i++) suite.fake.addIssueComment({ id: 100 + i, issueNumber: 2, body: `comment ${i}`, login: 'someone', userType: 'User' });
    const result = await run({ payload: commentPayload('/legion retry') });
    expect(result.outputs).toMatchObject({ 'error-code': 'E054', 'has-work': 'false', waves: '[]' });
    expect(suite.fake.count('comments')).toBe(100);
    expect(suite.fake.count('run')).toBe(0);
  }, 60_000);
});

describe('labels and pull_request_target', () => {
  it('finding: an authorized synchronize sender approved plan= and flag labels a triage user added — those labels do not route (W052)', async () => {
    const payload = pullRequestPayload('synchronize', ['skip-frontend', 'plan=02-03', 'bug']);
    payload['sender']['login'] = 'Codertocat';
    suite.fake.addTimelineEvents(
      2,
      { event: 'labeled', label: 'skip-frontend', actor: 'triager' },
      { event: 'labeled', label: 'plan=02-03', actor: 'triager' },
      { event: 'labeled', label: 'bug', actor: 'triager' },
    );
    const result = await run({ eventName: 'pull_request_target', payload });
    expect(result.outputs).toMatchObject({ 'error-code': '', flags: '[]' });
    expect(result.summary).toContain('W052');
    expect(result.summary).toContain('triager added it with triage permission');
    // The sender, then the timeline, then the one other labeler (once for both labels).
    expect(suite.fake.requests.slice(0, 3).map((r) => r.route)).toEqual(['permission', 'timeline', 'permission']);
    expect(suite.fake.requests.filter((r) => r.route === 'permission').map((r) => r.path.split('/')[5])).toEqual(['Codertocat', 'triager']);
  });

  it('a flag label added by someone with the permission routes on synchronize, and I051 names who added it', async () => {
    const payload = pullRequestPayload('synchronize', ['skip-frontend']);
    payload['sender']['login'] = 'Codertocat';
    suite.fake.addTimelineEvents(2, { event: 'labeled', label: 'skip-frontend', actor: 'triager' }, { event: 'labeled', label: 'Skip-Frontend', actor: 'writer' });
    const result = await run({ eventName: 'pull_request_target', payload });
    expect(result.outputs).toMatchObject({ 'error-code': '', flags: '["--skip-frontend"]' });
    expect(result.summary).toContain('I051');
    expect(result.summary).toContain('"skip-frontend" by writer');
    expect(result.summary).not.toContain('W052');
  });

  it('a flag label whose labeler the timeline does not show does not route (W052)', async () => {
    const payload = pullRequestPayload('reopened', ['skip-frontend']);
    payload['sender']['login'] = 'Codertocat';
    const result = await run({ eventName: 'pull_request_target', payload });
    expect(result.outputs).toMatchObject({ 'error-code': '', flags: '[]' });
    expect(result.summary).toContain('W052');
    expect(result.summary).toContain('does not show who added it');
  });

  it('labeled: the label the sender just added needs no timeline read; another flag label a triager added earlier does not route', async () => {
    const only = pullRequestPayload('labeled', ['skip-frontend'], { added: 'skip-frontend' });
    only['sender']['login'] = 'Codertocat';
    const first = await run({ eventName: 'pull_request_target', payload: only });
    expect(first.outputs).toMatchObject({ 'error-code': '', flags: '["--skip-frontend"]' });
    expect(suite.fake.count('timeline')).toBe(0);

    suite.fake.reset();
    suite.fake.permissions.set('Codertocat', 'admin');
    suite.fake.permissions.set('triager', 'triage');
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES });
    suite.fake.addTimelineEvents(2, { event: 'labeled', label: 'plan=02-03', actor: 'triager' }, { event: 'labeled', label: 'skip-frontend', actor: 'Codertocat' });
    const both = pullRequestPayload('labeled', ['plan=02-03', 'skip-frontend'], { added: 'skip-frontend' });
    both['sender']['login'] = 'Codertocat';
    const second = await run({ eventName: 'pull_request_target', payload: both });
    expect(second.outputs).toMatchObject({ 'error-code': '', flags: '["--skip-frontend"]' });
    expect(second.summary).toContain('W052');
  });

  it('finding: with the command input set, an edited pull_request_target event routed — now quiet, no API call', async () => {
    const payload = pullRequestPayload('edited', []);
    const result = await run({ eventName: 'pull_request_target', payload, inputs: { command: 'build' } });
    expect(result.code).toBe(0);
    expect(result.outputs['has-work']).toBe('false');
    expect(suite.fake.count()).toBe(0);
    expect(result.stdout).toContain('"edited" events are ignored');
  });

  it.each(['opened', 'synchronize', 'reopened', 'labeled'])('with the command input set, pull_request_target %s still routes (after the sender’s permission)', async (action) => {
    const payload = pullRequestPayload(action, ['legion:skip-frontend']);
    payload['sender']['login'] = 'Codertocat';
    const result = await run({ eventName: 'pull_request_target', payload, inputs: { command: 'build' } });
    expect(result.outputs).toMatchObject({ 'error-code': '', source: 'input' });
    expect(suite.fake.requests[0]?.route).toBe('permission');
  });
});

describe('the small ones', () => {
  it('finding: a command on a lazy continuation line of a > quote routed, although GitHub shows it as quoted text', async () => {
    const result = await run({ payload: commentPayload('> Could someone run this?\n/legion build') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', source: 'none' });
    expect(suite.fake.count()).toBe(0);
  });

  it('finding: a 429 with Retry-After: 1 and no rate-limit headers failed with E041 — it is retried once after a second', async () => {
    suite.fake.fail('pull', { status: 429, headers: { 'retry-after': '1' }, body: { message: 'Too Many Requests', documentation_url: 'https://docs.github.com/rest' } });
    const started = Date.now();
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(result.stdout).toContain('retry-after');
  });

  it('a second 429 right after the retry is E041 (one retry, bounded)', async () => {
    const limit = { status: 429, headers: { 'retry-after': '1' }, body: { message: 'Too Many Requests', documentation_url: 'https://docs.github.com/rest' } };
    suite.fake.fail('pull', limit, limit);
    const result = await run({ payload: commentPayload('/legion build') });
    expect(result.outputs['error-code']).toBe('E041');
    expect(suite.fake.count('pull')).toBe(2);
  });
});

describe('compare on push: never nothing', () => {
  const AFTER = '6113728f27ae82c7b1a177c8d03f9e96e0adf246';
  const plans = (outputs: Record<string, string>): string[] =>
    expectAllOutputs(outputs)
      .include.map((e) => String(e['plan']))
      .sort();

  it('finding: compare 5xx answers never fell back — now every plan routes with W051 when git diff cannot help', async () => {
    const error = { status: 502, body: { message: 'Server Error' } };
    suite.fake.fail('compare', error, error, error, error);
    const result = await run({ eventName: 'push', payload: pushPayload('update') });
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true' });
    expect(plans(result.outputs)).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    expect(result.summary).toContain('W051');
    expect(result.summary).toContain('W109');
  });

  it('finding: a comparison without files read as "nothing changed" (green, silently) — now every plan routes with W051', async () => {
    const comparison = suite.fake.spec.example(OPERATIONS.compare, 200) as Record<string, unknown>;
    delete comparison['files'];
    comparison['status'] = 'ahead';
    suite.fake.fail('compare', { status: 200, body: comparison });
    const result = await run({ eventName: 'push', payload: pushPayload('update', { after: AFTER }) });
    expect(result.outputs).toMatchObject({ 'error-code': '', 'has-work': 'true' });
    expect(plans(result.outputs)).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    expect(result.summary).toContain('W051');
    expect(result.summary).toContain('no list of files');
  });
});
