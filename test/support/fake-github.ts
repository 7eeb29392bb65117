/**
 * A real HTTP server on 127.0.0.1 (random port) that answers the GitHub REST operations
 * legion-router calls as api.github.com does, held to GitHub's published description
 * (`@octokit/openapi`, see github-spec.ts):
 *
 *   GET  /repos/:o/:r/pulls/:n                       → pull request (head/base sha and repo, changed_files)
 *   POST /repos/:o/:r/pulls                          → 201 new pull request (createPull, below), 422 when one exists for the head
 *   GET  /repos/:o/:r/pulls/:n/files                 → per_page/page, Link rel=next/last, 3000 cap
 *   GET  /repos/:o/:r/collaborators/:u/permission    → { permission, role_name, user } or 404
 *   POST /repos/:o/:r/issues/comments/:id/reactions  → 201 (200 when the same reaction exists)
 *   POST /repos/:o/:r/issues/:n/comments             → 201
 *   GET  /repos/:o/:r/activity                       → pushes of `activities` (ref, per_page, direction); empty by default
 *   GET  /repos/:o/:r/issues/:n/comments             → seeded + posted comments (since, per_page/page)
 *   PATCH /repos/:o/:r/issues/comments/:id           → 200 (seeded or posted comment), else 404
 *   GET  /repos/:o/:r/issues/:n/timeline             → `timeline` events (labeled, committed, head_ref_force_pushed)
 *   GET  /repos/:o/:r/actions/runs/:id               → `workflowRuns`, else 404
 *   GET  /repos/:o/:r/actions/runs/:id/attempts/:n/jobs → `runJobs` (total_count, per_page/page, Link)
 *   POST /repos/:o/:r/statuses/:sha                  → 201, recorded in `statuses`
 *   GET  /repos/:o/:r/compare/:base...:head          → `comparisons` (files on page 1 only, 300 cap; commits per_page/page, Link)
 *   POST /repos/:o/:r/pulls/comments/:id/reactions   → 201, recorded in `reviewReactions`
 *   POST /repos/:o/:r/pulls/:n/comments/:id/replies  → 201 (404 when :id is itself a reply), recorded in `reviewReplies`
 *   POST /repos/:o/:r/pulls/:n/comments              → 201; with `in_reply_to` also recorded in `reviewReplies`
 *
 * Every answer carries GitHub's headers (x-ratelimit-limit/remaining/used/reset/resource,
 * x-github-request-id, x-github-api-version-selected when the request names a version) and
 * Link headers in GitHub's form (`/repositories/{id}/…?…&page=N`); `/repositories/{id}/…` paths
 * are answered as the repository they name. Bodies start from the description's own examples.
 *
 * The contract: every request is checked against its operation (path, query, body) and every
 * answer against the response schema of its status (github-spec.ts). Anything off is recorded in
 * `violations` (useE2ESuite fails the test on any), and a request to an operation the stand-in
 * has no route for is a violation too ("no contract"), answered 404.
 *
 * To add an endpoint: add its operation key (`METHOD /path/{param}` exactly as in the
 * description) and a route name to OPERATIONS, answer it in `#answer` from the description's
 * example (`this.#example(...)`, change only what a test needs), and add a case to
 * test/contract/stand-in-answers.test.ts for each status it can send.
 *
 * Faults are queued per route and consumed one per request: a status (with headers/body), a
 * hang (the request never gets an answer), a delay before the normal answer, a redirect, or an
 * action run just before the normal answer (e.g. moving a pull request's head mid-listing). A
 * fault's body is checked like any answer; `offSpec` names why a test sends one GitHub could not.
 *
 * Options: `compress` gzips answers to requests that accept gzip; `start({ tls })` serves HTTPS.
 * Repositories other than `owner/repo` (forks, for the activity route) are listed in `forks`.
 */
import { appendFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { GitHubSpec } from './github-spec.js';

export type RouteName =
  | 'pull'
  | 'files'
  | 'permission'
  | 'reaction'
  | 'comment'
  | 'activity'
  | 'comments'
  | 'comment-update'
  | 'jobs'
  | 'status'
  | 'compare'
  | 'review-reaction'
  | 'review-reply'
  | 'review-comment'
  | 'timeline'
  | 'run'
  | 'create-pull';

/** The operation of GitHub's description each route answers. */
export const OPERATIONS: Readonly<Record<RouteName, string>> = {
  pull: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  'create-pull': 'POST /repos/{owner}/{repo}/pulls',
  files: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
  permission: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
  reaction: 'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
  comment: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  activity: 'GET /repos/{owner}/{repo}/activity',
  comments: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  'comment-update': 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  timeline: 'GET /repos/{owner}/{repo}/issues/{issue_number}/timeline',
  run: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
  jobs: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs',
  status: 'POST /repos/{owner}/{repo}/statuses/{sha}',
  compare: 'GET /repos/{owner}/{repo}/compare/{basehead}',
  'review-reaction': 'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
  'review-reply': 'POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
  'review-comment': 'POST /repos/{owner}/{repo}/pulls/{pull_number}/comments',
};

const ROUTE_OF = new Map(Object.entries(OPERATIONS).map(([route, key]) => [key, route as RouteName]));

export type Fault = (
  | { status: number; headers?: Record<string, string>; body?: unknown; /** false: no x-ratelimit-* headers (default true). */ rateLimitHeaders?: boolean }
  | { hang: true }
  | { delayMs: number }
  /** Answer with a redirect (default 302) to `redirect` (absolute, or relative to the server). */
  | { redirect: string; status?: number }
  /** Run `action`, then answer normally. */
  | { action: (fake: FakeGitHub) => void }
) & {
  /** Why this answer is one GitHub could not give (a robustness test): it is not checked. */
  offSpec?: string;
};

/** A secondary rate limit as GitHub answers one: 429, `Retry-After`, no x-ratelimit-* headers. */
export function tooManyRequests(retryAfterSeconds: number): Fault {
  return {
    status: 429,
    headers: { 'retry-after': String(retryAfterSeconds) },
    rateLimitHeaders: false,
    body: {
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      documentation_url: 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits',
      status: '429',
    },
  };
}

export interface FakeFile {
  filename: string;
  status?: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

export interface FakePull {
  number: number;
  headSha: string;
  baseSha: string;
  files: (string | FakeFile)[];
  /** Defaults to files.length; set higher to model a pull request over GitHub's 3000 cap. */
  changedFiles?: number;
  state?: 'open' | 'closed';
  merged?: boolean;
  /** Head branch name (default `feature`). */
  headRef?: string;
  /** Base branch name (default `main`). */
  baseRef?: string;
  /**
   * When the head was pushed (ISO time): the activity route then lists that push of the head
   * (an explicit entry, as GitHub records one). Unset or null: no entry (GitHub's log keeps no
   * promised history, and older pushes are not listed).
   */
  pushedAt?: string | null;
  /** `owner/name` of the head repository (default the fake's own); null: the fork was deleted. */
  headRepo?: string | null;
  /** Pull request title (default the description's example). */
  title?: string;
  body?: string | null;
  draft?: boolean;
  /** Author login (default `Codertocat`). */
  author?: string;
}

/** One entry of the repository activity log (`GET /repos/{o}/{r}/activity`). */
export interface FakeActivity {
  /** `owner/name`; default the fake's own repository. */
  repo?: string;
  /** Branch name or `refs/heads/…`. */
  ref: string;
  before: string;
  after: string;
  /** ISO time. */
  timestamp: string;
  activity_type?: 'push' | 'force_push' | 'branch_deletion' | 'branch_creation' | 'pr_merge' | 'merge_queue_merge';
  actor?: string;
}

/** A job of a workflow run attempt (`GET …/actions/runs/:id/attempts/:n/jobs`). */
export interface FakeJob {
  id: number;
  name: string;
  /** Default `completed`. */
  status?: string;
  /** Default `success` when completed, else null. */
  conclusion?: string | null;
  /** Default the attempt it is listed under. */
  run_attempt?: number;
  /** Default `https://github.com/<owner>/<repo>/actions/runs/<run>/job/<id>`. */
  html_url?: string;
}

/** A workflow run (`GET …/actions/runs/:id`). */
export interface FakeWorkflowRun {
  id: number;
  /** Workflow name (default `Legion`). */
  name?: string;
  /** Workflow file (default `.github/workflows/legion.yml`). */
  path?: string;
  /** Default the first pull request's head, else 40 × `0`. */
  headSha?: string;
  /** Default `feature`. */
  headBranch?: string;
  /** Default `issue_comment`. */
  event?: string;
  /** `owner/name` of the repository the run belongs to (default the fake's own). */
  repository?: string;
  /** That repository's id (default the id the fake gives its name, e.g. FAKE_REPOSITORY_ID). */
  repositoryId?: number;
  /** `owner/name` the head came from (default `repository`). */
  headRepository?: string;
  /** Default 1. */
  runAttempt?: number;
  /** Default `completed`. */
  status?: string;
  /** Default `success` when completed, else null. */
  conclusion?: string | null;
  /** Default 161335. */
  workflowId?: number;
  /** Login that triggered the run (default `Codertocat`). */
  actor?: string;
}

/** An event of an issue's or pull request's timeline (`GET …/issues/:n/timeline`). */
export type FakeTimelineEvent =
  | { event: 'labeled' | 'unlabeled'; actor: string; label: string; /** Default 2026-01-01T00:00:00Z. */ created_at?: string; color?: string }
  | { event: 'committed'; sha: string; message?: string; /** Author and committer date (ISO). */ date?: string }
  | { event: 'head_ref_force_pushed'; /** Default `Codertocat`. */ actor?: string; created_at: string; commit_id?: string | null }
  | {
      event: 'commented';
      /** The issue comment's id. */ id: number;
      /** Default `Codertocat`. */ actor?: string;
      /** Default 2026-01-01T00:00:00Z. */ created_at?: string;
      body?: string;
    };

/** A comment already on an issue (for the comment listing and updates). */
export interface FakeIssueComment {
  id: number;
  issueNumber: number;
  body: string;
  /** Default `github-actions[bot]`. */
  login?: string;
  /** Default `Bot`. */
  userType?: string;
  /** ISO time; default 2020-01-01T00:00:00Z. */
  updatedAt?: string;
}

/** A commit status set through `POST …/statuses/:sha`. */
export interface FakeStatus {
  sha: string;
  state: string;
  context: string;
  description: string;
  target_url: string;
}

/** A comparison `GET …/compare/{base}...{head}` answers (keyed `base...head`, base a sha or a branch name). */
export interface FakeComparison {
  files: (string | FakeFile)[];
  /** Default `ahead`. */
  status?: 'ahead' | 'behind' | 'diverged' | 'identical';
  /** Default 40 × `b`. */
  mergeBase?: string;
  /** Commits of the comparison (for pagination); default 1. */
  totalCommits?: number;
  /** Answer without a `files` field (the description makes it optional). */
  omitFiles?: boolean;
}

/** A review comment created through `POST …/pulls/:n/comments`. */
export interface FakeReviewComment {
  id: number;
  pullNumber: number;
  /** The request's body (`body`, and `in_reply_to` or `commit_id`/`path`/`line`…). */
  request: Record<string, unknown>;
}

/** GitHub lists at most this many files for a whole comparison. */
export const GITHUB_COMPARE_FILE_CAP = 300;

export interface RecordedRequest {
  method: string;
  route: RouteName | 'unknown';
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
  at: number;
}

export const GITHUB_FILE_CAP = 3000;

/** The fake's own repository id (Codertocat/Hello-World in @octokit/webhooks-examples). */
export const FAKE_REPOSITORY_ID = 186853002;

const LEGACY: Record<string, string> = { admin: 'admin', maintain: 'write', write: 'write', triage: 'read', read: 'read', none: 'none' };

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Bad credentials',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  422: 'Validation Failed',
  429: 'Too Many Requests',
  500: 'Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** GitHub's error body: `{ message, documentation_url, status }`. */
export function gitHubError(status: number, message = REASONS[status] ?? `HTTP ${status}`): { message: string; documentation_url: string; status: string } {
  return { message, documentation_url: 'https://docs.github.com/rest', status: String(status) };
}

/** A stable positive id for a name (repositories other than the fake's own, users). */
function idOf(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 2_000_000_000;
  return hash + 1000;
}

function nodeId(prefix: string, id: number): string {
  return `${prefix}_${Buffer.from(String(id)).toString('base64url')}`;
}

/** Totals over every fake of this process, for FAKE_GITHUB_TALLY. */
const totals = { requests: 0, responses: 0, violations: 0, operations: new Set<string>() };

export class FakeGitHub {
  readonly pulls = new Map<number, FakePull>();
  /** login → role (admin, maintain, write, triage, read, or a custom role name); absent → 404. */
  readonly permissions = new Map<string, string>();
  readonly requests: RecordedRequest[] = [];
  readonly reactions: { commentId: number; content: string }[] = [];
  readonly comments: { issueNumber: number; body: string }[] = [];
  readonly activities: FakeActivity[] = [];
  /** Other repositories (`owner/name`) the activity route answers for, e.g. a fork. */
  readonly forks = new Set<string>();
  /** Jobs per run attempt, keyed `<run id>/<attempt>`. */
  readonly runJobs = new Map<string, FakeJob[]>();
  /** Workflow runs by id. */
  readonly workflowRuns = new Map<number, FakeWorkflowRun>();
  /** Timeline events per issue or pull request number, oldest first. */
  readonly timeline = new Map<number, FakeTimelineEvent[]>();
  readonly statuses: FakeStatus[] = [];
  /** Comments that were on issues before the run (the posted ones are in `comments`). */
  readonly issueComments: FakeIssueComment[] = [];
  /** Every PATCH of a comment, in order. */
  readonly commentUpdates: { commentId: number; body: string }[] = [];
  /** Comparisons by `base...head`. */
  readonly comparisons = new Map<string, FakeComparison>();
  readonly reviewReactions: { commentId: number; content: string }[] = [];
  /** Replies in review threads, through the replies route or `in_reply_to`. */
  readonly reviewReplies: { pullNumber: number; commentId: number; body: string }[] = [];
  /** Review comments created through `POST …/pulls/:n/comments` (replies included). */
  readonly reviewComments: FakeReviewComment[] = [];
  /** Review comment ids that are replies (the replies route refuses them, as GitHub does). */
  readonly reviewCommentReplies = new Set<number>();
  /** Pull requests created through `POST …/pulls`, in order. */
  readonly createdPulls: { number: number; request: Record<string, unknown> }[] = [];
  /** What was off GitHub's description in this test: requests, answers, operations without a contract. */
  readonly violations: string[] = [];
  /** Requests and answers checked against the description since the last reset. */
  readonly checked = { requests: 0, responses: 0 };
  readonly #postedAt = new Map<number, string>();
  /** Expected token (`Authorization: token …`); any other → 401. */
  token = 'test-token';
  owner = 'Codertocat';
  repo = 'Hello-World';
  /** Gzip answers when the request accepts gzip. */
  compress = false;
  /** File entries with a patch (about 0.9 KB each instead of about 0.4 KB), for benchmarks. */
  fullEntries = false;
  readonly #faults = new Map<RouteName, Fault[]>();
  readonly #hanging = new Set<ServerResponse>();
  #requestCounter = 0;
  #used = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly spec: GitHubSpec,
  ) {}

  static async start(options: { tls?: { key: string | Buffer; cert: string | Buffer } } = {}): Promise<FakeGitHub> {
    // Loaded by URL so the file also runs under Node's type stripping (bench/peers), where a
    // `.js` specifier does not resolve to the `.ts` source.
    const module = new URL(`./github-spec${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;
    const { gitHubSpec } = (await import(module)) as typeof import('./github-spec.js');
    const spec = gitHubSpec(Object.values(OPERATIONS));
    // eslint-disable-next-line prefer-const -- assigned below, after the listener that reads it is created
    let fake: FakeGitHub | undefined;
    const listener = (req: IncomingMessage, res: ServerResponse): void => {
      fake?.handle(req, res).catch((error: unknown) => {
        fake?.violations.push(`the stand-in failed: ${String(error)}`);
        res.statusCode = 599;
        res.end(String(error));
      });
    };
    const server: Server = options.tls ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }, listener) : createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeGitHub(server, `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`, spec);
    return fake;
  }

  /** Queue faults for the next requests to a route. */
  fail(route: RouteName, ...faults: Fault[]): this {
    const queue = this.#faults.get(route) ?? [];
    queue.push(...faults);
    this.#faults.set(route, queue);
    return this;
  }

  addPull(pull: FakePull): this {
    this.pulls.set(pull.number, pull);
    return this;
  }

  count(route?: RouteName | 'unknown'): number {
    return route === undefined ? this.requests.length : this.requests.filter((r) => r.route === route).length;
  }

  reset(): void {
    this.requests.length = 0;
    this.reactions.length = 0;
    this.comments.length = 0;
    this.runJobs.clear();
    this.workflowRuns.clear();
    this.timeline.clear();
    this.statuses.length = 0;
    this.issueComments.length = 0;
    this.commentUpdates.length = 0;
    this.#postedAt.clear();
    this.comparisons.clear();
    this.reviewReactions.length = 0;
    this.reviewReplies.length = 0;
    this.reviewComments.length = 0;
    this.reviewCommentReplies.clear();
    this.createdPulls.length = 0;
    this.pulls.clear();
    this.permissions.clear();
    this.activities.length = 0;
    this.forks.clear();
    this.violations.length = 0;
    this.checked.requests = 0;
    this.checked.responses = 0;
    this.compress = false;
    this.fullEntries = false;
    this.#used = 0;
    this.#faults.clear();
  }

  /** Record a push to a branch (newest last is fine: the route sorts by timestamp). */
  addActivity(activity: FakeActivity): this {
    this.activities.push(activity);
    return this;
  }

  /** The jobs GitHub lists for attempt `attempt` of run `runId`. */
  addRunJobs(runId: number, attempt: number, jobs: FakeJob[]): this {
    const key = `${runId}/${attempt}`;
    this.runJobs.set(key, [...(this.runJobs.get(key) ?? []), ...jobs]);
    return this;
  }

  addWorkflowRun(run: FakeWorkflowRun): this {
    this.workflowRuns.set(run.id, run);
    return this;
  }

  /** Append events to the timeline of issue or pull request `issueNumber`. */
  addTimelineEvents(issueNumber: number, ...events: FakeTimelineEvent[]): this {
    this.timeline.set(issueNumber, [...(this.timeline.get(issueNumber) ?? []), ...events]);
    return this;
  }

  /** What `GET …/compare/{base}...{head}` answers (404 for pairs never added). */
  addComparison(base: string, head: string, comparison: FakeComparison): this {
    this.comparisons.set(`${base}...${head}`, comparison);
    return this;
  }

  addIssueComment(comment: FakeIssueComment): this {
    this.issueComments.push(comment);
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.#hanging) res.destroy();
    this.#hanging.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    const tally = process.env['FAKE_GITHUB_TALLY'];
    if (tally) {
      appendFileSync(
        tally,
        `${JSON.stringify({ requests: totals.requests, responses: totals.responses, violations: totals.violations, operations: [...totals.operations].sort() })}\n`,
      );
      totals.requests = totals.responses = totals.violations = 0;
      totals.operations.clear();
    }
  }

  // ------------------------------------------------------------------------------------------
  // Requests

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Links and redirects name the host the client asked for (as GitHub does), so a client that
    // reached the fake through a proxy under another name gets links to that name.
    const origin = req.headers.host ? `${new URL(this.url).protocol}//${req.headers.host}` : this.url;
    const url = new URL(req.url ?? '/', origin);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = undefined;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const method = req.method ?? '';
    const found = this.spec.find(method, url.pathname);
    const route: RouteName | undefined = found ? ROUTE_OF.get(found.key) : undefined;
    this.requests.push({ method, route: route ?? 'unknown', path: url.pathname, query: url.searchParams, headers: req.headers, body, at: Date.now() });
    const answer: Answer = { res, req, key: route ? OPERATIONS[route] : undefined, url, origin };

    if (!found || !route) {
      this.#violation(
        `no contract: ${method} ${url.pathname}${found ? ` is ${found.key} (${found.operationId})` : ' is no operation of GitHub’s description'}; add it to the stand-in (see test/support/fake-github.ts)`,
      );
      return this.#send(answer, 404, gitHubError(404));
    }
    totals.operations.add(found.key);
    this.checked.requests += 1;
    totals.requests += 1;
    for (const violation of this.spec.checkRequest({ method, path: url.pathname, query: url.searchParams, body })) this.#violation(`request: ${violation}`);

    const fault = this.#faults.get(route)?.shift();
    if (fault) {
      if (fault.offSpec !== undefined) answer.offSpec = fault.offSpec;
      if ('hang' in fault) {
        this.#hanging.add(res);
        res.on('close', () => this.#hanging.delete(res));
        return;
      }
      if ('delayMs' in fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      else if ('action' in fault) fault.action(this);
      else if ('redirect' in fault) {
        const location = new URL(fault.redirect, origin).href;
        return this.#send(answer, fault.status ?? 302, { message: 'Moved Permanently', url: location, documentation_url: 'https://docs.github.com/rest' }, { location });
      } else {
        const faultBody = fault.body === undefined ? gitHubError(fault.status) : fault.body;
        const errorBody =
          fault.status >= 400 && typeof faultBody === 'object' && faultBody !== null && !Array.isArray(faultBody) && fault.offSpec === undefined
            ? { documentation_url: 'https://docs.github.com/rest', ...faultBody }
            : faultBody;
        return this.#send(answer, fault.status, errorBody, fault.headers, fault.rateLimitHeaders === false);
      }
    }

    if (req.headers.authorization !== `token ${this.token}`) return this.#send(answer, 401, gitHubError(401));
    const repoName = this.#repositoryOf(found.params, found.repositoryId);
    if (repoName === undefined) return this.#send(answer, 404, gitHubError(404));
    const [owner = '', repo = ''] = repoName.split('/');
    const ownRepo = owner === this.owner && repo === this.repo;
    const knownFork = route === 'activity' && this.forks.has(repoName);
    if (!ownRepo && !knownFork) return this.#send(answer, 404, gitHubError(404));
    return this.#answer(answer, route, found.params, repoName, body);
  }

  /** `owner/name` a request names (by path, or by `/repositories/{id}`). */
  #repositoryOf(params: Record<string, string>, repositoryId: number | undefined): string | undefined {
    if (repositoryId === undefined) return `${params['owner'] ?? ''}/${params['repo'] ?? ''}`;
    const own = `${this.owner}/${this.repo}`;
    if (repositoryId === this.#repoId(own)) return own;
    return [...this.forks].find((fork) => this.#repoId(fork) === repositoryId);
  }

  #repoId(fullName: string): number {
    return fullName === `${this.owner}/${this.repo}` ? FAKE_REPOSITORY_ID : idOf(fullName);
  }

  #answer(answer: Answer, route: RouteName, params: Record<string, string>, repoName: string, body: unknown): void {
    const data = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    switch (route) {
      case 'pull': {
        const pull = this.pulls.get(Number(params['pull_number']));
        if (!pull) return this.#send(answer, 404, gitHubError(404));
        return this.#send(answer, 200, this.#pullBody(pull));
      }
      case 'create-pull':
        return this.#createPull(answer, data);
      case 'files': {
        const pull = this.pulls.get(Number(params['pull_number']));
        if (!pull) return this.#send(answer, 404, gitHubError(404));
        const entries = pull.files.slice(0, GITHUB_FILE_CAP);
        return this.#sendPage(answer, entries, { max: 100 }, (slice) => slice.map((file) => this.#fileEntry(file, pull.headSha)));
      }
      case 'activity':
        return this.#activity(answer, repoName);
      case 'permission': {
        const login = params['username'] ?? '';
        const role = this.permissions.get(login);
        if (role === undefined) return this.#send(answer, 404, gitHubError(404, `${login} is not a user`));
        const permission = LEGACY[role] ?? 'read';
        const user = { ...this.#user(login), role_name: role, permissions: this.#permissions(permission) };
        return this.#send(answer, 200, { permission, role_name: role, user });
      }
      case 'reaction':
      case 'review-reaction': {
        const content = String(data['content']);
        const list = route === 'reaction' ? this.reactions : this.reviewReactions;
        const commentId = Number(params['comment_id']);
        const again = list.some((r) => r.commentId === commentId && r.content === content);
        list.push({ commentId, content });
        const reaction = this.#example(route, 201) as Record<string, unknown>;
        Object.assign(reaction, {
          id: list.length,
          node_id: nodeId('REA', list.length),
          user: this.#user('github-actions[bot]', 'Bot'),
          content,
          created_at: new Date().toISOString(),
        });
        return this.#send(answer, again ? 200 : 201, reaction);
      }
      case 'comment': {
        const issueNumber = Number(params['issue_number']);
        const text = String(data['body']);
        this.comments.push({ issueNumber, body: text });
        const id = 1000 + this.comments.length;
        const at = new Date().toISOString();
        this.#postedAt.set(id, at);
        return this.#send(answer, 201, this.#issueComment({ id, issueNumber, body: text, updatedAt: at }));
      }
      case 'comments': {
        const issueNumber = Number(params['issue_number']);
        const since = Date.parse(answer.url.searchParams.get('since') ?? '');
        const posted = this.comments.map((comment, index): FakeIssueComment => ({
          id: 1001 + index,
          issueNumber: comment.issueNumber,
          body: comment.body,
          updatedAt: this.#postedAt.get(1001 + index) ?? new Date().toISOString(),
        }));
        const listed = [...this.issueComments, ...posted]
          .filter((comment) => comment.issueNumber === issueNumber)
          .filter((comment) => Number.isNaN(since) || Date.parse(comment.updatedAt ?? '2020-01-01T00:00:00Z') >= since)
          .sort((a, b) => a.id - b.id);
        return this.#sendPage(answer, listed, { max: 100 }, (slice) => slice.map((comment) => this.#issueComment(comment)));
      }
      case 'comment-update': {
        const text = String(data['body']);
        const commentId = Number(params['comment_id']);
        const seeded = this.issueComments.find((comment) => comment.id === commentId);
        const posted = this.comments[commentId - 1001];
        let updated: FakeIssueComment;
        if (seeded) {
          seeded.body = text;
          seeded.updatedAt = new Date().toISOString();
          updated = seeded;
        } else if (posted && commentId > 1000) {
          posted.body = text;
          const at = new Date().toISOString();
          this.#postedAt.set(commentId, at);
          updated = { id: commentId, issueNumber: posted.issueNumber, body: text, updatedAt: at };
        } else return this.#send(answer, 404, gitHubError(404));
        this.commentUpdates.push({ commentId, body: text });
        return this.#send(answer, 200, this.#issueComment(updated));
      }
      case 'timeline': {
        const issueNumber = Number(params['issue_number']);
        const events = this.timeline.get(issueNumber) ?? [];
        return this.#sendPage(answer, events, { max: 100 }, (slice) => slice.map((event) => this.#timelineEvent(event, issueNumber, events.indexOf(event))));
      }
      case 'run': {
        const run = this.workflowRuns.get(Number(params['run_id']));
        if (!run) return this.#send(answer, 404, gitHubError(404));
        return this.#send(answer, 200, this.#workflowRun(run));
      }
      case 'jobs': {
        const runId = Number(params['run_id']);
        const attempt = Number(params['attempt_number']);
        const jobs = this.runJobs.get(`${runId}/${attempt}`) ?? [];
        return this.#sendPage(
          answer,
          jobs,
          { max: 100 },
          (slice) => slice.map((job) => this.#job(job, runId, attempt)),
          (items) => ({ total_count: jobs.length, jobs: items }),
        );
      }
      case 'compare':
        return this.#compare(answer, params['basehead'] ?? '');
      case 'review-reply': {
        const commentId = Number(params['comment_id']);
        if (this.reviewCommentReplies.has(commentId)) return this.#send(answer, 404, gitHubError(404));
        const text = String(data['body']);
        const pullNumber = Number(params['pull_number']);
        this.reviewReplies.push({ pullNumber, commentId, body: text });
        return this.#send(answer, 201, this.#reviewComment(5000 + this.reviewReplies.length, pullNumber, text, commentId));
      }
      case 'review-comment': {
        const pullNumber = Number(params['pull_number']);
        if (!this.pulls.has(pullNumber)) return this.#send(answer, 404, gitHubError(404));
        const text = String(data['body']);
        const inReplyTo = typeof data['in_reply_to'] === 'number' ? data['in_reply_to'] : undefined;
        const id = 6000 + this.reviewComments.length + 1;
        this.reviewComments.push({ id, pullNumber, request: data });
        if (inReplyTo !== undefined) this.reviewReplies.push({ pullNumber, commentId: inReplyTo, body: text });
        return this.#send(answer, 201, this.#reviewComment(id, pullNumber, text, inReplyTo));
      }
      case 'status': {
        const state = String(data['state']);
        const status: FakeStatus = {
          sha: params['sha'] ?? '',
          state,
          context: String(data['context'] ?? 'default'),
          description: String(data['description'] ?? ''),
          target_url: String(data['target_url'] ?? ''),
        };
        this.statuses.push(status);
        const example = this.#example('status', 201) as Record<string, unknown>;
        Object.assign(example, {
          url: `https://api.github.com/repos/${repoName}/statuses/${status.sha}`,
          id: this.statuses.length,
          node_id: nodeId('SC', this.statuses.length),
          state,
          description: typeof data['description'] === 'string' ? data['description'] : null,
          target_url: typeof data['target_url'] === 'string' ? data['target_url'] : null,
          context: status.context,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          creator: this.#user('github-actions[bot]', 'Bot'),
        });
        return this.#send(answer, 201, example);
      }
    }
  }

  /**
   * `POST /repos/{o}/{r}/pulls`: a new pull request from `head` into `base` (both branches of
   * this repository, or `owner:branch`), added to `pulls`; 422 when one is open for that head.
   */
  #createPull(answer: Answer, data: Record<string, unknown>): void {
    const head = String(data['head'] ?? '');
    const base = String(data['base'] ?? '');
    const headRef = head.includes(':') ? head.slice(head.indexOf(':') + 1) : head;
    const headOwner = head.includes(':') ? head.slice(0, head.indexOf(':')) : this.owner;
    const headRepo = headOwner === this.owner ? `${this.owner}/${this.repo}` : `${headOwner}/${this.repo}`;
    const open = [...this.pulls.values()].find(
      (p) => (p.state ?? 'open') === 'open' && (p.headRef ?? 'feature') === headRef && (p.headRepo ?? `${this.owner}/${this.repo}`) === headRepo,
    );
    if (open) {
      return this.#send(answer, 422, {
        message: 'Validation Failed',
        errors: [{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${headOwner}:${headRef}.` }],
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
        status: '422',
      });
    }
    const number = Math.max(0, ...this.pulls.keys(), ...this.issueComments.map((c) => c.issueNumber)) + 1;
    const pull: FakePull = {
      number,
      headSha: '0'.repeat(40),
      baseSha: '0'.repeat(40),
      files: [],
      headRef,
      baseRef: base,
      headRepo,
      ...(typeof data['title'] === 'string' ? { title: data['title'] } : {}),
      body: typeof data['body'] === 'string' ? data['body'] : null,
      draft: data['draft'] === true,
    };
    this.pulls.set(number, pull);
    this.createdPulls.push({ number, request: data });
    return this.#send(answer, 201, this.#pullBody(pull));
  }

  #activity(answer: Answer, repoName: string): void {
    const query = answer.url.searchParams;
    const refParam = query.get('ref') ?? '';
    const wanted = refParam === '' ? undefined : refParam.startsWith('refs/') ? refParam : `refs/heads/${refParam}`;
    const perPage = Math.min(100, Math.max(1, Number(query.get('per_page') ?? '30') || 30));
    const ascending = query.get('direction') === 'asc';
    const cursor = query.get('after');
    const start =
      cursor === null
        ? 0
        : Math.max(
            0,
            Number(
              Buffer.from(cursor, 'base64url')
                .toString('utf8')
                .replace(/^cursor:/, ''),
            ) || 0,
          );
    const recorded = [...this.activities];
    for (const pull of this.pulls.values()) {
      if (typeof pull.pushedAt !== 'string') continue;
      const headRepo = pull.headRepo === undefined ? `${this.owner}/${this.repo}` : pull.headRepo;
      if (headRepo !== null)
        recorded.push({ repo: headRepo, ref: `refs/heads/${pull.headRef ?? 'feature'}`, before: '0'.repeat(40), after: pull.headSha, timestamp: pull.pushedAt });
    }
    const entries = recorded
      .filter((a) => (a.repo ?? `${this.owner}/${this.repo}`) === repoName)
      .map((a) => ({ ...a, ref: a.ref.startsWith('refs/') ? a.ref : `refs/heads/${a.ref}` }))
      .filter((a) => wanted === undefined || a.ref === wanted)
      .sort((a, b) => (ascending ? 1 : -1) * (Date.parse(a.timestamp) - Date.parse(b.timestamp)));
    const slice = entries.slice(start, start + perPage).map((a, i) => ({
      id: start + i + 1,
      node_id: nodeId('A', start + i + 1),
      before: a.before,
      after: a.after,
      ref: a.ref,
      timestamp: Number.isNaN(Date.parse(a.timestamp)) ? a.timestamp : new Date(Date.parse(a.timestamp)).toISOString().replace('.000Z', 'Z'),
      activity_type: a.activity_type ?? 'push',
      actor: this.#user(a.actor ?? 'octocat'),
    }));
    const headers: Record<string, string> = {};
    if (start + perPage < entries.length) {
      // GitHub pages the activity log with opaque cursors (`after`), not page numbers.
      const next = new URL(`${answer.origin}/repositories/${this.#repoId(repoName)}/activity`);
      for (const [name, value] of query) if (name !== 'after') next.searchParams.set(name, value);
      next.searchParams.set('after', Buffer.from(`cursor:${start + perPage}`).toString('base64url'));
      headers['link'] = `<${next.href}>; rel="next"`;
    }
    return this.#send(answer, 200, slice, headers);
  }

  #compare(answer: Answer, basehead: string): void {
    const comparison = this.comparisons.get(basehead);
    if (!comparison) return this.#send(answer, 404, gitHubError(404));
    const [base = '', head = ''] = basehead.split('...');
    const total = comparison.totalCommits ?? 1;
    const query = answer.url.searchParams;
    const perPage = Math.min(250, Math.max(1, Number(query.get('per_page') ?? '250') || 250));
    const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
    const example = this.#example('compare', 200) as Record<string, unknown> & { base_commit: Record<string, unknown> };
    const commitLike = (sha: string, message: string): Record<string, unknown> => {
      const commit = structuredClone(example.base_commit);
      commit['sha'] = sha;
      commit['node_id'] = nodeId('C', idOf(sha));
      commit['url'] = `https://api.github.com/repos/${this.owner}/${this.repo}/commits/${sha}`;
      commit['html_url'] = `https://github.com/${this.owner}/${this.repo}/commit/${sha}`;
      (commit['commit'] as Record<string, unknown>)['message'] = message;
      return commit;
    };
    const commits = Array.from({ length: total }, (_, i) => commitLike((i + 1).toString(16).padStart(40, 'c'), `commit ${i + 1}`)).slice((page - 1) * perPage, page * perPage);
    const status = comparison.status ?? 'ahead';
    const body: Record<string, unknown> = {
      ...example,
      url: `https://api.github.com/repos/${this.owner}/${this.repo}/compare/${basehead}`,
      html_url: `https://github.com/${this.owner}/${this.repo}/compare/${basehead}`,
      permalink_url: `https://github.com/${this.owner}/${this.repo}/compare/${this.owner}:${base}...${this.owner}:${head}`,
      diff_url: `https://github.com/${this.owner}/${this.repo}/compare/${basehead}.diff`,
      patch_url: `https://github.com/${this.owner}/${this.repo}/compare/${basehead}.patch`,
      status,
      ahead_by: status === 'behind' || status === 'identical' ? 0 : total,
      behind_by: status === 'ahead' || status === 'identical' ? 0 : 1,
      total_commits: total,
      base_commit: commitLike(/^[0-9a-f]{40}$/.test(base) ? base : 'a'.repeat(40), 'base'),
      merge_base_commit: commitLike(comparison.mergeBase ?? 'b'.repeat(40), 'merge base'),
      commits,
    };
    // Like GitHub: the files only on the first page, at most 300 for the whole comparison.
    if (comparison.omitFiles) delete body['files'];
    else body['files'] = page === 1 ? comparison.files.slice(0, GITHUB_COMPARE_FILE_CAP).map((file) => this.#fileEntry(file, head)) : [];
    const links = this.#pageLinks(answer, perPage, page, Math.max(1, Math.ceil(total / perPage)));
    return this.#send(answer, 200, body, links ? { link: links } : {});
  }

  // ------------------------------------------------------------------------------------------
  // Bodies, from the description's examples

  #example(route: RouteName, status: number): unknown {
    const example = this.spec.example(OPERATIONS[route], status);
    if (example === undefined) throw new Error(`the description has no ${status} example for ${OPERATIONS[route]}`);
    return example;
  }

  /** A simple-user object (the pull request example's user, renamed). */
  #user(login: string, type = login.endsWith('[bot]') ? 'Bot' : 'User'): Record<string, unknown> {
    const user = (this.#example('pull', 200) as { user: Record<string, unknown> }).user;
    const id = login === 'github-actions[bot]' ? 41898282 : idOf(login);
    const path = encodeURIComponent(login);
    return {
      ...user,
      login,
      id,
      node_id: nodeId(type === 'Bot' ? 'BOT' : 'U', id),
      avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
      url: `https://api.github.com/users/${path}`,
      html_url: `https://github.com/${type === 'Bot' ? `apps/${path.replace(/%5Bbot%5D$/, '')}` : path}`,
      followers_url: `https://api.github.com/users/${path}/followers`,
      following_url: `https://api.github.com/users/${path}/following{/other_user}`,
      gists_url: `https://api.github.com/users/${path}/gists{/gist_id}`,
      starred_url: `https://api.github.com/users/${path}/starred{/owner}{/repo}`,
      subscriptions_url: `https://api.github.com/users/${path}/subscriptions`,
      organizations_url: `https://api.github.com/users/${path}/orgs`,
      repos_url: `https://api.github.com/users/${path}/repos`,
      events_url: `https://api.github.com/users/${path}/events{/privacy}`,
      received_events_url: `https://api.github.com/users/${path}/received_events`,
      type,
      site_admin: false,
    };
  }

  #permissions(permission: string): Record<string, boolean> {
    const rank = ['none', 'read', 'write', 'admin'].indexOf(permission);
    return { admin: rank >= 3, maintain: rank >= 3, push: rank >= 2, triage: rank >= 2, pull: rank >= 1 };
  }

  /** A repository object (the pull request example's head repository, renamed). */
  #repository(fullName: string): Record<string, unknown> {
    const [owner = '', name = ''] = fullName.split('/');
    const template = (this.#example('pull', 200) as { head: { repo: Record<string, unknown> } }).head.repo;
    const renamed = JSON.parse(JSON.stringify(template).replaceAll('octocat/Hello-World', fullName)) as Record<string, unknown>;
    const id = this.#repoId(fullName);
    return {
      ...renamed,
      id,
      node_id: nodeId('R', id),
      name,
      full_name: fullName,
      owner: this.#user(owner),
      fork: fullName !== `${this.owner}/${this.repo}`,
      default_branch: 'main',
    };
  }

  #pullBody(pull: FakePull): Record<string, unknown> {
    const example = this.#example('pull', 200) as Record<string, unknown> & { head: Record<string, unknown>; base: Record<string, unknown> };
    const own = `${this.owner}/${this.repo}`;
    const headRepo = pull.headRepo === undefined ? own : pull.headRepo;
    const headOwner = headRepo === null ? 'ghost' : (headRepo.split('/')[0] ?? '');
    const headRef = pull.headRef ?? 'feature';
    const baseRef = pull.baseRef ?? 'main';
    const web = `https://github.com/${own}/pull/${pull.number}`;
    const api = `https://api.github.com/repos/${own}`;
    const state = pull.state ?? 'open';
    const merged = pull.merged ?? false;
    const closedAt = state === 'closed' || merged ? '2026-01-02T00:00:00Z' : null;
    const body = JSON.parse(
      JSON.stringify(example)
        .replaceAll('octocat/Hello-World/pulls/1347', `${own}/pulls/${pull.number}`)
        .replaceAll('octocat/Hello-World/issues/1347', `${own}/issues/${pull.number}`),
    ) as Record<string, unknown>;
    return {
      ...body,
      url: `${api}/pulls/${pull.number}`,
      id: 1_000_000 + pull.number,
      node_id: nodeId('PR', 1_000_000 + pull.number),
      html_url: web,
      diff_url: `${web}.diff`,
      patch_url: `${web}.patch`,
      number: pull.number,
      state,
      title: pull.title ?? `Pull request ${pull.number}`,
      body: pull.body === undefined ? null : pull.body,
      user: this.#user(pull.author ?? 'Codertocat'),
      labels: [],
      milestone: null,
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      closed_at: closedAt,
      merged_at: merged ? closedAt : null,
      merge_commit_sha: null,
      draft: pull.draft ?? false,
      merged,
      mergeable: null,
      rebaseable: null,
      mergeable_state: 'unknown',
      merged_by: null,
      auto_merge: null,
      head: {
        label: `${headOwner}:${headRef}`,
        ref: headRef,
        sha: pull.headSha,
        user: this.#user(headOwner),
        repo: headRepo === null ? null : this.#repository(headRepo),
      },
      base: { label: `${this.owner}:${baseRef}`, ref: baseRef, sha: pull.baseSha, user: this.#user(this.owner), repo: this.#repository(own) },
      changed_files: pull.changedFiles ?? pull.files.length,
      commits: 1,
    };
  }

  /** Diff entries as GitHub lists them (pull request files, compare files), for a page a test builds itself. */
  diffEntries(files: readonly (string | FakeFile)[], ref = '0'.repeat(40)): Record<string, unknown>[] {
    return files.map((file) => this.#fileEntry(file, ref));
  }

  /** A diff entry (pull request files, compare files). */
  #fileEntry(file: string | FakeFile, ref: string): Record<string, unknown> {
    const entry: FakeFile = typeof file === 'string' ? { filename: file } : file;
    const path = entry.filename.split('/').map(encodeURIComponent).join('/');
    const web = `https://github.com/${this.owner}/${this.repo}`;
    const ref40 = /^[0-9a-f]{40}$/.test(ref) ? ref : encodeURIComponent(ref);
    const result: Record<string, unknown> = {
      sha: 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391',
      filename: entry.filename,
      status: entry.status ?? 'modified',
      additions: 12,
      deletions: 3,
      changes: 15,
      blob_url: `${web}/blob/${ref40}/${path}`,
      raw_url: `${web}/raw/${ref40}/${path}`,
      contents_url: `https://api.github.com/repos/${this.owner}/${this.repo}/contents/${path}?ref=${ref40}`,
    };
    if (entry.previous_filename !== undefined) result['previous_filename'] = entry.previous_filename;
    if (this.fullEntries) {
      result['patch'] =
        '@@ -1,6 +1,15 @@\n import { thing } from "./thing";\n-export const a = 1;\n+export const a = 2;\n+export function added(value: number): number {\n+  return value * 2;\n+}\n+\n+export const more = added(21);\n context line one\n context line two\n context line three\n';
    }
    return result;
  }

  #issueComment(comment: FakeIssueComment): Record<string, unknown> {
    const example = this.#example('comment', 201) as Record<string, unknown>;
    const own = `${this.owner}/${this.repo}`;
    const login = comment.login ?? 'github-actions[bot]';
    const updated = comment.updatedAt ?? '2020-01-01T00:00:00Z';
    return {
      ...example,
      id: comment.id,
      node_id: nodeId('IC', comment.id),
      url: `https://api.github.com/repos/${own}/issues/comments/${comment.id}`,
      html_url: `https://github.com/${own}/issues/${comment.issueNumber}#issuecomment-${comment.id}`,
      issue_url: `https://api.github.com/repos/${own}/issues/${comment.issueNumber}`,
      body: comment.body,
      user: this.#user(login, comment.userType ?? (comment.login === undefined ? 'Bot' : undefined)),
      created_at: updated,
      updated_at: updated,
      author_association: login.endsWith('[bot]') ? 'NONE' : 'COLLABORATOR',
    };
  }

  #reviewComment(id: number, pullNumber: number, text: string, inReplyTo: number | undefined): Record<string, unknown> {
    const example = this.#example('review-comment', 201) as Record<string, unknown>;
    const own = `${this.owner}/${this.repo}`;
    const pull = this.pulls.get(pullNumber);
    const now = new Date().toISOString();
    const comment: Record<string, unknown> = {
      ...example,
      url: `https://api.github.com/repos/${own}/pulls/comments/${id}`,
      id,
      node_id: nodeId('PRRC', id),
      commit_id: pull?.headSha ?? '0'.repeat(40),
      original_commit_id: pull?.headSha ?? '0'.repeat(40),
      user: this.#user('github-actions[bot]', 'Bot'),
      body: text,
      created_at: now,
      updated_at: now,
      html_url: `https://github.com/${own}/pull/${pullNumber}#discussion_r${id}`,
      pull_request_url: `https://api.github.com/repos/${own}/pulls/${pullNumber}`,
      author_association: 'NONE',
      _links: {
        self: { href: `https://api.github.com/repos/${own}/pulls/comments/${id}` },
        html: { href: `https://github.com/${own}/pull/${pullNumber}#discussion_r${id}` },
        pull_request: { href: `https://api.github.com/repos/${own}/pulls/${pullNumber}` },
      },
    };
    if (inReplyTo === undefined) delete comment['in_reply_to_id'];
    else comment['in_reply_to_id'] = inReplyTo;
    return comment;
  }

  #job(job: FakeJob, runId: number, attempt: number): Record<string, unknown> {
    const example = (this.#example('jobs', 200) as { jobs: Record<string, unknown>[] }).jobs[0] as Record<string, unknown>;
    const own = `${this.owner}/${this.repo}`;
    const status = job.status ?? 'completed';
    const completed = status === 'completed';
    return {
      ...example,
      id: job.id,
      run_id: runId,
      run_url: `https://api.github.com/repos/${own}/actions/runs/${runId}`,
      run_attempt: job.run_attempt ?? attempt,
      node_id: nodeId('CR', job.id),
      url: `https://api.github.com/repos/${own}/actions/jobs/${job.id}`,
      html_url: job.html_url ?? `https://github.com/${own}/actions/runs/${runId}/job/${job.id}`,
      check_run_url: `https://api.github.com/repos/${own}/check-runs/${job.id}`,
      name: job.name,
      status,
      conclusion: job.conclusion !== undefined ? job.conclusion : completed ? 'success' : null,
      created_at: '2026-01-01T00:00:00Z',
      started_at: '2026-01-01T00:00:05Z',
      completed_at: completed ? '2026-01-01T00:01:00Z' : null,
      steps: [],
      labels: ['ubuntu-latest'],
      workflow_name: 'Legion',
      head_branch: 'feature',
    };
  }

  #workflowRun(run: FakeWorkflowRun): Record<string, unknown> {
    const example = this.#example('run', 200) as Record<string, unknown>;
    const repository = run.repository ?? `${this.owner}/${this.repo}`;
    const headRepository = run.headRepository ?? repository;
    const status = run.status ?? 'completed';
    const api = `https://api.github.com/repos/${repository}/actions/runs/${run.id}`;
    const minimal = (fullName: string): Record<string, unknown> => {
      const template = example['repository'] as Record<string, unknown>;
      const full = this.#repository(fullName);
      return Object.fromEntries(Object.keys(template).map((key) => [key, key in full ? full[key] : template[key]]));
    };
    const headSha = run.headSha ?? [...this.pulls.values()][0]?.headSha ?? '0'.repeat(40);
    return {
      ...example,
      id: run.id,
      name: run.name ?? 'Legion',
      node_id: nodeId('WFR', run.id),
      head_branch: run.headBranch ?? 'feature',
      head_sha: headSha,
      path: run.path ?? '.github/workflows/legion.yml',
      event: run.event ?? 'issue_comment',
      display_title: run.name ?? 'Legion',
      status,
      conclusion: run.conclusion !== undefined ? run.conclusion : status === 'completed' ? 'success' : null,
      workflow_id: run.workflowId ?? 161335,
      url: api,
      html_url: `https://github.com/${repository}/actions/runs/${run.id}`,
      run_attempt: run.runAttempt ?? 1,
      actor: this.#user(run.actor ?? 'Codertocat'),
      triggering_actor: this.#user(run.actor ?? 'Codertocat'),
      referenced_workflows: [],
      jobs_url: `${api}/jobs`,
      logs_url: `${api}/logs`,
      check_suite_url: `https://api.github.com/repos/${repository}/check-suites/${run.id}`,
      artifacts_url: `${api}/artifacts`,
      cancel_url: `${api}/cancel`,
      rerun_url: `${api}/rerun`,
      previous_attempt_url: (run.runAttempt ?? 1) > 1 ? `${api}/attempts/${(run.runAttempt ?? 1) - 1}` : null,
      workflow_url: `https://api.github.com/repos/${repository}/actions/workflows/${run.workflowId ?? 161335}`,
      head_commit: { ...(example['head_commit'] as Record<string, unknown>), id: headSha, tree_id: headSha },
      repository: run.repositoryId === undefined ? minimal(repository) : { ...minimal(repository), id: run.repositoryId, node_id: nodeId('R', run.repositoryId) },
      head_repository: minimal(headRepository),
    };
  }

  #timelineEvent(event: FakeTimelineEvent, issueNumber: number, index: number): Record<string, unknown> {
    const own = `${this.owner}/${this.repo}`;
    const id = 7_000_000 + issueNumber * 1000 + index;
    if (event.event === 'committed') {
      const date = event.date ?? '2026-01-01T00:00:00Z';
      const person = { name: 'Codertocat', email: 'codertocat@example.com', date };
      return {
        event: 'committed',
        sha: event.sha,
        node_id: nodeId('C', idOf(event.sha)),
        url: `https://api.github.com/repos/${own}/git/commits/${event.sha}`,
        html_url: `https://github.com/${own}/commit/${event.sha}`,
        author: person,
        committer: person,
        message: event.message ?? 'A commit',
        tree: { sha: '4b825dc642cb6eb9a060e54bf8d69288fbee4904', url: `https://api.github.com/repos/${own}/git/trees/4b825dc642cb6eb9a060e54bf8d69288fbee4904` },
        parents: [],
        verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
      };
    }
    if (event.event === 'commented') {
      const at = event.created_at ?? '2026-01-01T00:00:00Z';
      const login = event.actor ?? 'Codertocat';
      const comment = this.#issueComment({ id: event.id, issueNumber, body: event.body ?? '/legion build', login, userType: 'User', updatedAt: at });
      return { ...comment, event: 'commented', actor: this.#user(login) };
    }
    const common = {
      id,
      node_id: nodeId('E', id),
      url: `https://api.github.com/repos/${own}/issues/events/${id}`,
      actor: this.#user(event.actor ?? 'Codertocat'),
      event: event.event,
      created_at: event.created_at ?? '2026-01-01T00:00:00Z',
      performed_via_github_app: null,
    };
    if (event.event === 'head_ref_force_pushed') {
      const commit = event.commit_id ?? null;
      return { ...common, commit_id: commit, commit_url: commit === null ? null : `https://api.github.com/repos/${own}/commits/${commit}` };
    }
    return { ...common, commit_id: null, commit_url: null, label: { name: event.label, color: event.color ?? 'ededed' } };
  }

  // ------------------------------------------------------------------------------------------
  // Answers

  /** GitHub's Link header for page `page` of `last` (prev, next, last, first), on `/repositories/{id}/…`. */
  #pageLinks(answer: Answer, perPage: number, page: number, last: number): string | undefined {
    const rest = answer.url.pathname.replace(/^\/repos\/[^/]+\/[^/]+/, '').replace(/^\/repositories\/\d+/, '');
    const found = this.spec.find(answer.req.method ?? 'GET', answer.url.pathname);
    const repoName = found ? this.#repositoryOf(found.params, found.repositoryId) : undefined;
    const id = this.#repoId(repoName ?? `${this.owner}/${this.repo}`);
    const link = (p: number): string => {
      const target = new URL(`${answer.origin}/repositories/${id}${rest}`);
      for (const [name, value] of answer.url.searchParams) if (name !== 'page' && name !== 'per_page') target.searchParams.set(name, value);
      target.searchParams.set('per_page', String(perPage));
      target.searchParams.set('page', String(p));
      return target.href;
    };
    const links: string[] = [];
    if (page > 1) links.push(`<${link(page - 1)}>; rel="prev"`);
    if (page < last) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
    if (page > 1) links.push(`<${link(1)}>; rel="first"`);
    return links.length > 0 ? links.join(', ') : undefined;
  }

  /** One page of a list (per_page ≤ max, default 30), with GitHub's Link header. */
  #sendPage<T>(
    answer: Answer,
    items: readonly T[],
    limits: { max: number },
    render: (slice: T[]) => unknown[],
    wrap: (items: unknown[]) => unknown = (rendered) => rendered,
  ): void {
    const query = answer.url.searchParams;
    const perPage = Math.min(limits.max, Math.max(1, Number(query.get('per_page') ?? '30') || 30));
    const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const links = this.#pageLinks(answer, perPage, page, last);
    this.#send(answer, 200, wrap(render(slice)), links ? { link: links } : {});
  }

  /** Violations of an answer of operation `key` against the description (see {@link #asDescribed}). */
  checkAnswer(key: string, status: number, body: unknown): string[] {
    return this.spec.checkResponse(key, status, this.#asDescribed(key, body));
  }

  /**
   * The one place GitHub's answers and its description disagree for the operations here: a pull
   * request whose head fork was deleted has `head.repo: null`, where the description says an
   * object (github/rest-api-description#424, #1811). The rest of such a body is checked.
   */
  #asDescribed(key: string, body: unknown): unknown {
    if (key !== OPERATIONS.pull && key !== OPERATIONS['create-pull']) return body;
    const head = (body as { head?: { repo?: unknown } } | null)?.head;
    if (!head || head.repo !== null) return body;
    const copy = structuredClone(body) as { head: { repo: unknown } };
    copy.head.repo = this.#repository(`${this.owner}/${this.repo}`);
    return copy;
  }

  #violation(text: string): void {
    this.violations.push(text);
    totals.violations += 1;
  }

  #send(answer: Answer, status: number, body: unknown, headers: Record<string, string> = {}, noRateLimitHeaders = false): void {
    const { res, req } = answer;
    if (answer.key !== undefined) {
      this.checked.responses += 1;
      totals.responses += 1;
      if (answer.offSpec === undefined) for (const violation of this.checkAnswer(answer.key, status, body)) this.#violation(`answer: ${violation}`);
    }
    const text = JSON.stringify(body);
    const gzip = this.compress && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const payload = gzip ? gzipSync(text) : Buffer.from(text);
    this.#requestCounter += 1;
    this.#used += 1;
    const version = req.headers['x-github-api-version'];
    const reset = Math.floor(Date.now() / 1000) + 3600;
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': payload.length,
      'x-github-media-type': 'github.v3; format=json',
      'x-github-request-id': `0000:${(this.#requestCounter % 0x10000).toString(16).toUpperCase().padStart(4, '0')}:${this.#requestCounter.toString(16).toUpperCase()}:0000000:00000000`,
      ...(typeof version === 'string' ? { 'x-github-api-version-selected': version } : {}),
      ...(noRateLimitHeaders
        ? {}
        : {
            'x-ratelimit-limit': '5000',
            'x-ratelimit-remaining': String(Math.max(1, 5000 - this.#used)),
            'x-ratelimit-used': String(this.#used),
            'x-ratelimit-reset': String(reset),
            'x-ratelimit-resource': 'core',
          }),
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...headers,
    });
    res.end(payload);
  }
}

interface Answer {
  res: ServerResponse;
  req: IncomingMessage;
  /** The operation answered; undefined: none (no contract). */
  key: string | undefined;
  url: URL;
  origin: string;
  /** Set by a fault GitHub could not send. */
  offSpec?: string;
}
