/**
 * The stand-in (test/support/fake-github.ts) answers as api.github.com does: for every operation
 * the bundles call, every status the stand-in can send has a body valid against the response
 * schema of that operation and status in @octokit/openapi's description, with GitHub's headers
 * and Link form. A request to an operation the stand-in has no route for fails loudly, and the
 * operations named in src/ all have a route, so a new endpoint cannot arrive without its contract.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_REPOSITORY_ID, FakeGitHub, OPERATIONS, tooManyRequests, type RouteName } from '../support/fake-github.js';
import { gitHubSpec } from '../support/github-spec.js';
import { BASE_SHA, HEAD_SHA } from '../support/payloads.js';

const spec = gitHubSpec(Object.values(OPERATIONS));
let fake: FakeGitHub;

beforeAll(async () => {
  fake = await FakeGitHub.start();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

async function call(method: string, path: string, body?: unknown, token = fake.token): Promise<Reply> {
  const response = await fetch(new URL(path, fake.url), {
    method,
    headers: {
      authorization: `token ${token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

const R = '/repos/Codertocat/Hello-World';

interface Scenario {
  status: number;
  /** What the case models. */
  what: string;
  setUp?: () => void;
  method: string;
  path: string;
  body?: unknown;
  token?: string;
}

function pull(extra: Partial<Parameters<FakeGitHub['addPull']>[0]> = {}): void {
  fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['src/a.ts', { filename: 'docs/b.md', status: 'renamed', previous_filename: 'docs/old.md' }], ...extra });
}

/** The answers each route gives of itself (success and its own errors). */
const OWN: Record<RouteName, Scenario[]> = {
  pull: [
    { status: 200, what: 'an open pull request from the same repository', setUp: () => pull(), method: 'GET', path: `${R}/pulls/2` },
    {
      status: 200,
      what: 'a merged pull request whose fork was deleted',
      setUp: () => pull({ headRepo: null, state: 'closed', merged: true }),
      method: 'GET',
      path: `${R}/pulls/2`,
    },
    { status: 200, what: 'a pull request from a fork', setUp: () => pull({ headRepo: 'outsider/Hello-World', headRef: 'patch-1' }), method: 'GET', path: `${R}/pulls/2` },
    { status: 404, what: 'no such pull request', method: 'GET', path: `${R}/pulls/9` },
  ],
  'create-pull': [
    { status: 201, what: 'a new pull request', method: 'POST', path: `${R}/pulls`, body: { title: 'Plans', head: 'legion/plans', base: 'main', body: 'Routed.' } },
    {
      status: 422,
      what: 'one exists for the head',
      setUp: () => pull({ headRef: 'legion/plans' }),
      method: 'POST',
      path: `${R}/pulls`,
      body: { title: 'Plans', head: 'legion/plans', base: 'main' },
    },
  ],
  files: [
    { status: 200, what: 'a page of files', setUp: () => pull(), method: 'GET', path: `${R}/pulls/2/files?per_page=100&page=1` },
    { status: 200, what: 'a page past the end', setUp: () => pull(), method: 'GET', path: `${R}/pulls/2/files?per_page=100&page=4` },
    { status: 404, what: 'no such pull request', method: 'GET', path: `${R}/pulls/9/files` },
  ],
  permission: [
    {
      status: 200,
      what: 'a collaborator with a custom role',
      setUp: () => fake.permissions.set('octocat', 'maintain'),
      method: 'GET',
      path: `${R}/collaborators/octocat/permission`,
    },
    { status: 200, what: 'a reader', setUp: () => fake.permissions.set('reader', 'read'), method: 'GET', path: `${R}/collaborators/reader/permission` },
    { status: 404, what: 'not a collaborator', method: 'GET', path: `${R}/collaborators/stranger/permission` },
  ],
  reaction: [
    { status: 201, what: 'a new reaction', method: 'POST', path: `${R}/issues/comments/5/reactions`, body: { content: 'eyes' } },
    {
      status: 200,
      what: 'the same reaction again',
      setUp: () => fake.reactions.push({ commentId: 5, content: 'eyes' }),
      method: 'POST',
      path: `${R}/issues/comments/5/reactions`,
      body: { content: 'eyes' },
    },
  ],
  'review-reaction': [
    { status: 201, what: 'a new reaction', method: 'POST', path: `${R}/pulls/comments/5/reactions`, body: { content: 'rocket' } },
    {
      status: 200,
      what: 'the same reaction again',
      setUp: () => fake.reviewReactions.push({ commentId: 5, content: 'rocket' }),
      method: 'POST',
      path: `${R}/pulls/comments/5/reactions`,
      body: { content: 'rocket' },
    },
  ],
  comment: [{ status: 201, what: 'a new comment', method: 'POST', path: `${R}/issues/2/comments`, body: { body: 'Routed.' } }],
  comments: [
    {
      status: 200,
      what: 'seeded comments of a person and the bot',
      setUp: () => {
        fake.addIssueComment({ id: 50, issueNumber: 2, body: 'hi', login: 'mallory', userType: 'User' });
        fake.addIssueComment({ id: 51, issueNumber: 2, body: 'report' });
      },
      method: 'GET',
      path: `${R}/issues/2/comments?per_page=100&page=1`,
    },
    { status: 200, what: 'comments since a time', method: 'GET', path: `${R}/issues/2/comments?since=2026-01-01T00:00:00Z&per_page=100` },
  ],
  'comment-update': [
    {
      status: 200,
      what: 'a seeded comment',
      setUp: () => fake.addIssueComment({ id: 51, issueNumber: 2, body: 'old' }),
      method: 'PATCH',
      path: `${R}/issues/comments/51`,
      body: { body: 'new' },
    },
    { status: 404, what: 'a comment that is gone', method: 'PATCH', path: `${R}/issues/comments/52`, body: { body: 'new' } },
  ],
  activity: [
    { status: 200, what: 'an empty log (the default)', setUp: () => pull(), method: 'GET', path: `${R}/activity?ref=refs%2Fheads%2Ffeature&per_page=1&direction=desc` },
    {
      status: 200,
      what: 'a push and a force push',
      setUp: () => {
        fake.addActivity({ ref: 'feature', before: BASE_SHA, after: HEAD_SHA, timestamp: '2026-03-01T11:30:00Z' });
        fake.addActivity({ ref: 'feature', before: HEAD_SHA, after: BASE_SHA, timestamp: '2026-03-01T12:30:00Z', activity_type: 'force_push', actor: 'outsider' });
      },
      method: 'GET',
      path: `${R}/activity?ref=refs%2Fheads%2Ffeature&per_page=1&direction=desc`,
    },
    {
      status: 200,
      what: "a pull request's explicit head push",
      setUp: () => pull({ pushedAt: '2019-05-15T15:00:00Z' }),
      method: 'GET',
      path: `${R}/activity?ref=refs%2Fheads%2Ffeature`,
    },
  ],
  timeline: [
    {
      status: 200,
      what: 'labeled, committed and force-pushed events',
      setUp: () =>
        fake.addTimelineEvents(
          2,
          { event: 'committed', sha: HEAD_SHA, date: '2026-03-01T10:00:00Z' },
          { event: 'labeled', actor: 'triager', label: 'skip-frontend', created_at: '2026-03-01T11:00:00Z' },
          { event: 'unlabeled', actor: 'Codertocat', label: 'skip-frontend', created_at: '2026-03-01T11:05:00Z' },
          { event: 'head_ref_force_pushed', actor: 'outsider', created_at: '2026-03-01T12:00:00Z', commit_id: BASE_SHA },
        ),
      method: 'GET',
      path: `${R}/issues/2/timeline?per_page=100`,
    },
    { status: 200, what: 'an empty timeline', method: 'GET', path: `${R}/issues/3/timeline` },
  ],
  run: [
    {
      status: 200,
      what: 'a workflow run of this repository',
      setUp: () => fake.addWorkflowRun({ id: 777, path: '.github/workflows/legion.yml', headSha: HEAD_SHA, event: 'issue_comment' }),
      method: 'GET',
      path: `${R}/actions/runs/777`,
    },
    {
      status: 200,
      what: 'a re-run from a fork, in progress',
      setUp: () => fake.addWorkflowRun({ id: 778, headRepository: 'outsider/Hello-World', runAttempt: 2, status: 'in_progress', event: 'pull_request_target' }),
      method: 'GET',
      path: `${R}/actions/runs/778`,
    },
    { status: 404, what: 'no such run', method: 'GET', path: `${R}/actions/runs/779` },
  ],
  jobs: [
    {
      status: 200,
      what: 'jobs of an attempt',
      setUp: () =>
        fake.addRunJobs(777, 1, [
          { id: 1, name: 'route' },
          { id: 2, name: 'wave-1 · 02-01', conclusion: 'failure' },
          { id: 3, name: 'legion-result', status: 'in_progress' },
        ]),
      method: 'GET',
      path: `${R}/actions/runs/777/attempts/1/jobs?per_page=100&page=1`,
    },
  ],
  status: [
    {
      status: 201,
      what: 'a commit status',
      method: 'POST',
      path: `${R}/statuses/${HEAD_SHA}`,
      body: { state: 'failure', context: 'legion', description: '1 plan failed', target_url: 'https://github.com/Codertocat/Hello-World/actions/runs/777' },
    },
  ],
  compare: [
    {
      status: 200,
      what: 'an ahead comparison with files',
      setUp: () => fake.addComparison(BASE_SHA, HEAD_SHA, { files: ['a.ts', { filename: 'b.ts', status: 'removed' }] }),
      method: 'GET',
      path: `${R}/compare/${BASE_SHA}...${HEAD_SHA}?per_page=1&page=1`,
    },
    {
      status: 200,
      what: 'a comparison without files',
      setUp: () => fake.addComparison('main', HEAD_SHA, { files: [], omitFiles: true, status: 'diverged' }),
      method: 'GET',
      path: `${R}/compare/main...${HEAD_SHA}`,
    },
    { status: 404, what: 'an unknown pair', method: 'GET', path: `${R}/compare/main...nope` },
  ],
  'review-reply': [
    { status: 201, what: 'a reply in a thread', setUp: () => pull(), method: 'POST', path: `${R}/pulls/2/comments/284312630/replies`, body: { body: 'Routed.' } },
    { status: 404, what: 'a reply to a reply', setUp: () => fake.reviewCommentReplies.add(9), method: 'POST', path: `${R}/pulls/2/comments/9/replies`, body: { body: 'x' } },
  ],
  'review-comment': [
    // The description requires commit_id and path even with in_reply_to (GitHub then ignores them).
    {
      status: 201,
      what: 'a reply through in_reply_to',
      setUp: () => pull(),
      method: 'POST',
      path: `${R}/pulls/2/comments`,
      body: { body: 'Routed.', in_reply_to: 284312630, commit_id: HEAD_SHA, path: 'src/a.ts' },
    },
    {
      status: 201,
      what: 'a new line comment',
      setUp: () => pull(),
      method: 'POST',
      path: `${R}/pulls/2/comments`,
      body: { body: 'See here.', commit_id: HEAD_SHA, path: 'src/a.ts', line: 3, side: 'RIGHT' },
    },
    { status: 404, what: 'no such pull request', method: 'POST', path: `${R}/pulls/9/comments`, body: { body: 'x', in_reply_to: 1, commit_id: HEAD_SHA, path: 'src/a.ts' } },
  ],
};

/** A path and body any route answers with, for the answers every operation can give. */
function anyRequest(route: RouteName): Scenario {
  const own = OWN[route][0] as Scenario;
  return { ...own, setUp: undefined };
}

/** Statuses GitHub can send on any operation: bad credentials, another repository, refusals, rate limits, server errors. */
function common(route: RouteName): Scenario[] {
  const base = anyRequest(route);
  return [
    { ...base, status: 401, what: 'bad credentials', token: 'wrong' },
    { ...base, status: 404, what: 'another repository', path: base.path.replace('/Codertocat/Hello-World/', '/someone/Elsewhere/') },
    { ...base, status: 403, what: 'refused to the integration', setUp: () => fake.fail(route, { status: 403, body: { message: 'Resource not accessible by integration' } }) },
    { ...base, status: 429, what: 'a secondary rate limit (Retry-After, no x-ratelimit-*)', setUp: () => fake.fail(route, tooManyRequests(1)) },
    { ...base, status: 500, what: 'a server error', setUp: () => fake.fail(route, { status: 500 }) },
    { ...base, status: 502, what: 'a bad gateway', setUp: () => fake.fail(route, { status: 502 }) },
    { ...base, status: 503, what: 'unavailable', setUp: () => fake.fail(route, { status: 503 }) },
  ];
}

const ROUTES = Object.keys(OPERATIONS) as RouteName[];
const CASES = ROUTES.flatMap((route) => [...OWN[route], ...common(route)].map((scenario) => [route, scenario.status, scenario.what, scenario] as const));

describe('every answer of the stand-in validates against its operation in @octokit/openapi', () => {
  it.each(CASES)('%s %i: %s', async (route, status, _what, scenario) => {
    scenario.setUp?.();
    const reply = await call(scenario.method, scenario.path, scenario.body, scenario.token);
    expect(reply.status).toBe(status);
    expect(fake.violations).toEqual([]);
    expect(fake.checkAnswer(OPERATIONS[route], status, reply.body)).toEqual([]);
    expect(reply.headers.get('x-github-request-id')).toMatch(/^[0-9A-F]{4}:[0-9A-F]{4}:[0-9A-F]+:[0-9A-F]{7}:[0-9A-F]{8}$/);
    expect(reply.headers.get('x-github-api-version-selected')).toBe('2022-11-28');
    if (reply.headers.get('retry-after') !== null) {
      expect(reply.headers.get('x-ratelimit-remaining')).toBeNull();
    } else {
      expect(reply.headers.get('x-ratelimit-limit')).toBe('5000');
      expect(Number(reply.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
      expect(Number(reply.headers.get('x-ratelimit-used'))).toBeGreaterThan(0);
      expect(Number(reply.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
      expect(reply.headers.get('x-ratelimit-resource')).toBe('core');
    }
  });

  it('each status a route can send is in the cases above, and each route has a success case', () => {
    for (const route of ROUTES) {
      const statuses = new Set(CASES.filter(([r]) => r === route).map(([, status]) => status));
      expect(
        [...statuses].some((status) => status >= 200 && status < 300),
        route,
      ).toBe(true);
      for (const status of statuses) if (status < 300) expect(spec.operation(OPERATIONS[route]).responses[String(status)], `${route} ${status} is documented`).toBeDefined();
    }
  });
});

describe('redirects', () => {
  it.each([301, 302, 307])('a %i (a moved repository) has GitHub’s shape and a Location', async (status) => {
    fake.fail('pull', { redirect: `/repositories/${FAKE_REPOSITORY_ID}/pulls/2`, status });
    const response = await fetch(`${fake.url}${R}/pulls/2`, { headers: { authorization: `token ${fake.token}` }, redirect: 'manual' });
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(`${fake.url}/repositories/${FAKE_REPOSITORY_ID}/pulls/2`);
    expect(fake.checkAnswer(OPERATIONS.pull, status, await response.json())).toEqual([]);
    expect(fake.violations).toEqual([]);
  });
});

describe('GitHub’s headers and Link form', () => {
  it('pages link to /repositories/{id}/… with per_page and page (prev, next, last, first), and the link answers', async () => {
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['a', 'b', 'c'] });
    const first = await call('GET', `${R}/pulls/2/files?per_page=1`);
    const base = `${fake.url}/repositories/${FAKE_REPOSITORY_ID}/pulls/2/files`;
    expect(first.headers.get('link')).toBe(`<${base}?per_page=1&page=2>; rel="next", <${base}?per_page=1&page=3>; rel="last"`);
    const second = await call('GET', `/repositories/${FAKE_REPOSITORY_ID}/pulls/2/files?per_page=1&page=2`);
    expect(second.status).toBe(200);
    expect((second.body as { filename: string }[]).map((f) => f.filename)).toEqual(['b']);
    expect(second.headers.get('link')).toBe(
      `<${base}?per_page=1&page=1>; rel="prev", <${base}?per_page=1&page=3>; rel="next", <${base}?per_page=1&page=3>; rel="last", <${base}?per_page=1&page=1>; rel="first"`,
    );
    expect(fake.requests.at(-1)?.route).toBe('files');
    expect(fake.violations).toEqual([]);
  });

  it('a Link keeps the other query parameters (since)', async () => {
    for (let id = 1; id <= 3; id += 1) fake.addIssueComment({ id, issueNumber: 2, body: `c${id}`, updatedAt: '2026-02-01T00:00:00Z' });
    const reply = await call('GET', `${R}/issues/2/comments?since=2026-01-01T00%3A00%3A00Z&per_page=2`);
    expect(reply.headers.get('link')).toContain(`/repositories/${FAKE_REPOSITORY_ID}/issues/2/comments?since=2026-01-01T00%3A00%3A00Z&per_page=2&page=2>; rel="next"`);
  });

  it('the activity log pages with an opaque `after` cursor, as GitHub does', async () => {
    fake.addActivity({ ref: 'feature', before: BASE_SHA, after: HEAD_SHA, timestamp: '2026-03-01T11:30:00Z' });
    fake.addActivity({ ref: 'feature', before: HEAD_SHA, after: BASE_SHA, timestamp: '2026-03-01T12:30:00Z' });
    const first = await call('GET', `${R}/activity?per_page=1`);
    const link = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1] ?? '';
    expect(link).toMatch(new RegExp(`/repositories/${FAKE_REPOSITORY_ID}/activity\\?per_page=1&after=[A-Za-z0-9_-]+$`));
    const second = await call('GET', new URL(link).pathname + new URL(link).search);
    expect((second.body as { timestamp: string }[]).map((a) => a.timestamp)).toEqual(['2026-03-01T11:30:00Z']);
    expect(fake.violations).toEqual([]);
  });
});

describe('drift fails', () => {
  it('a hand-built body that leaves out what GitHub sends is a violation', () => {
    expect(spec.checkResponse(OPERATIONS.pull, 200, { number: 2, head: { sha: HEAD_SHA, ref: 'feature', repo: null }, base: { sha: BASE_SHA } })).not.toEqual([]);
    expect(spec.checkResponse(OPERATIONS.activity, 200, [{ id: 1, before: BASE_SHA, after: HEAD_SHA, ref: 'refs/heads/feature', pushed_at: '2026-01-01T00:00:00Z' }])).not.toEqual(
      [],
    );
    expect(spec.checkResponse(OPERATIONS.comment, 201, { id: 1, body: 'x' })).not.toEqual([]);
  });

  it('a fault whose body drifts is recorded, unless the test says why GitHub could not send it', async () => {
    fake.fail('pull', { status: 200, body: { number: 2, head: { sha: 'nope' } } });
    await call('GET', `${R}/pulls/2`);
    expect(fake.violations).toEqual([expect.stringContaining('answer: GET /repos/{owner}/{repo}/pulls/{pull_number} (pulls/get) 200')]);
    fake.reset();
    fake.fail('pull', { status: 200, body: { number: 2, head: { sha: 'nope' } }, offSpec: 'a proxy that rewrites answers' });
    await call('GET', `${R}/pulls/2`);
    expect(fake.violations).toEqual([]);
  });

  it('an undocumented success status is a violation; an error status must have GitHub’s error shape', () => {
    expect(spec.checkResponse(OPERATIONS.activity, 204, undefined)).toEqual([expect.stringContaining('documents no 204 answer')]);
    expect(spec.checkResponse(OPERATIONS.activity, 502, '<html>')).not.toEqual([]);
    expect(spec.checkResponse(OPERATIONS.activity, 502, { message: 'Server Error', documentation_url: 'https://docs.github.com/rest' })).toEqual([]);
  });

  it('a request off the description is a violation (unknown query parameter, wrong type, missing body field)', async () => {
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: [] });
    await call('GET', `${R}/pulls/2/files?per_page=many&bogus=1`);
    await call('POST', `${R}/issues/2/comments`, { text: 'no body field' });
    expect(fake.violations).toEqual([
      expect.stringMatching(/^request: .*pulls\/list-files.*query parameter bogus/),
      expect.stringMatching(/^request: .*pulls\/list-files.*per_page must be integer/),
      expect.stringMatching(/^request: .*issues\/create-comment.*request body: .*must have required property 'body'/),
    ]);
  });
});

describe('an operation without a contract fails loudly', () => {
  it('an operation of GitHub the stand-in has no route for: 404 and a violation naming it', async () => {
    const reply = await call('GET', `${R}/branches`);
    expect(reply.status).toBe(404);
    expect(fake.violations).toEqual([
      expect.stringMatching(/^no contract: GET \/repos\/Codertocat\/Hello-World\/branches is GET \/repos\/\{owner\}\/\{repo\}\/branches \(repos\/list-branches\)/),
    ]);
    expect(fake.count('unknown')).toBe(1);
  });

  it('a path that is no operation of GitHub at all', async () => {
    await call('DELETE', `${R}/pulls/2/files`);
    expect(fake.violations).toEqual([expect.stringContaining('is no operation of GitHub’s description')]);
  });
});

/** Every `{ method: 'X', path: `…` }` request src/ builds, as a path with sample values. */
function requestsInSource(): { file: string; method: string; path: string }[] {
  const found: { file: string; method: string; path: string }[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/method:\s*'(GET|POST|PATCH|PUT|DELETE)',\s*path:\s*`([^`]+)`/g)) {
          const template = match[2] ?? '';
          // `${collection}` (final-reaction.ts) is one of the two reaction collections.
          const expansions = template.includes('${collection}') ? ['issues/comments', 'pulls/comments'].map((c) => template.replace('${collection}', c)) : [template];
          for (const expanded of expansions) {
            const path = expanded.replace(/\$\{repoPath\([^)]*\)\}/g, '/repos/o/r').replace(/\$\{[^}]+\}/g, '1');
            found.push({ file, method: match[1] ?? '', path });
          }
        }
      }
    }
  };
  for (const dir of ['src/adapters/github', 'src/report', 'src/action', 'src/app']) walk(dir);
  return found;
}

describe('the operations the bundles call', () => {
  const calls = requestsInSource();

  it('src/ builds requests (the scan reads them)', () => {
    expect(calls.length).toBeGreaterThanOrEqual(12);
  });

  it.each(calls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s has a route in the stand-in', (_name, c) => {
    const found = spec.find(c.method, c.path);
    expect(found, `${c.file}: ${c.method} ${c.path} is an operation of GitHub's description`).toBeDefined();
    expect(Object.values(OPERATIONS), `${c.file}: add ${found?.key} to the stand-in (test/support/fake-github.ts)`).toContain(found?.key);
  });

  it('every operation the stand-in answers is enabled for GitHub Apps (GITHUB_TOKEN), except the replies route it keeps for old callers', () => {
    const notForApps = spec.operations.filter((op) => op.enabledForGitHubApps !== true).map((op) => op.key);
    expect(notForApps).toEqual([OPERATIONS['review-reply']]);
  });
});
