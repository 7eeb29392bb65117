/**
 * A real HTTP server on 127.0.0.1 (random port) that speaks the few GitHub REST routes
 * legion-router uses, with programmable faults per route and request counting.
 *
 *   GET  /repos/:o/:r/pulls/:n                       → pull request (head/base sha, changed_files)
 *   GET  /repos/:o/:r/pulls/:n/files                 → per_page/page, Link rel=next/last, 3000 cap
 *   GET  /repos/:o/:r/collaborators/:u/permission    → { permission, role_name } or 404
 *   POST /repos/:o/:r/issues/comments/:id/reactions  → 201
 *   POST /repos/:o/:r/issues/:n/comments             → 201
 *   GET  /repos/:o/:r/activity                       → pushes of `activities` (ref, per_page, direction)
 *   GET  /repos/:o/:r/issues/:n/comments             → seeded + posted comments (since, per_page/page)
 *   PATCH /repos/:o/:r/issues/comments/:id           → 200 (seeded or posted comment), else 404
 *   GET  /repos/:o/:r/actions/runs/:id/attempts/:n/jobs → `runJobs` (total_count, per_page/page, Link)
 *   POST /repos/:o/:r/statuses/:sha                  → 201, recorded in `statuses`
 *   GET  /repos/:o/:r/compare/:base...:head          → `comparisons` (files on page 1 only, 300 cap; commits per_page/page, Link)
 *   POST /repos/:o/:r/pulls/comments/:id/reactions   → 201, recorded in `reviewReactions`
 *   POST /repos/:o/:r/pulls/:n/comments/:id/replies  → 201 (404 when :id is itself a reply), recorded in `reviewReplies`
 *   POST /repos/:o/:r/pulls                          → 201 (the spec's example), recorded in `createdPulls` (wave action, see the block below)
 *
 * Faults are queued per route and consumed one per request: a status (with headers/body), a
 * hang (the request never gets an answer), a delay before the normal answer, a redirect, or an
 * action run just before the normal answer (e.g. moving a pull request's head mid-listing).
 *
 * Options: `compress` gzips answers to requests that accept gzip; `start({ tls })` serves HTTPS.
 * Repositories other than `owner/repo` (forks, for the activity route) are listed in `forks`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './legion-reference.js';

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
  | PullCreateRoute;

export type Fault =
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { hang: true }
  | { delayMs: number }
  /** Answer with a redirect (default 302) to `redirect` (absolute, or relative to the server). */
  | { redirect: string; status?: number }
  /** Run `action`, then answer normally. */
  | { action: (fake: FakeGitHub) => void };

export interface FakeFile {
  filename: string;
  status?: string;
  previous_filename?: string;
}

export interface FakePull {
  number: number;
  headSha: string;
  baseSha: string;
  files: (string | FakeFile)[];
  /** Defaults to files.length; set higher to model a pull request over GitHub's 3000 cap. */
  changedFiles?: number;
  state?: string;
  merged?: boolean;
  /** Head branch name (default `feature`). */
  headRef?: string;
  /**
   * When the head was pushed (ISO time), for the activity route when no activity is recorded for
   * the head branch: default long ago (2000-01-01), so a comment approves the current head.
   */
  pushedAt?: string | null;
  /** `owner/name` of the head repository (default the fake's own); null: the fork was deleted. */
  headRepo?: string | null;
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
  activity_type?: string;
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

const ROUTES: { route: RouteName; method: string; pattern: RegExp }[] = [
  { route: 'files', method: 'GET', pattern: /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/files$/ },
  { route: 'pull', method: 'GET', pattern: /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/ },
  { route: 'permission', method: 'GET', pattern: /^\/repos\/([^/]+)\/([^/]+)\/collaborators\/([^/]+)\/permission$/ },
  { route: 'reaction', method: 'POST', pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)\/reactions$/ },
  { route: 'comment', method: 'POST', pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/ },
  { route: 'activity', method: 'GET', pattern: /^\/repos\/([^/]+)\/([^/]+)\/activity$/ },
  { route: 'comments', method: 'GET', pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/ },
  { route: 'comment-update', method: 'PATCH', pattern: /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/ },
  { route: 'jobs', method: 'GET', pattern: /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/attempts\/(\d+)\/jobs$/ },
  { route: 'status', method: 'POST', pattern: /^\/repos\/([^/]+)\/([^/]+)\/statuses\/([0-9a-f]{40})$/ },
  { route: 'compare', method: 'GET', pattern: /^\/repos\/([^/]+)\/([^/]+)\/compare\/(.+)$/ },
  { route: 'review-reaction', method: 'POST', pattern: /^\/repos\/([^/]+)\/([^/]+)\/pulls\/comments\/(\d+)\/reactions$/ },
  { route: 'review-reply', method: 'POST', pattern: /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)\/comments\/(\d+)\/replies$/ },
];

const LEGACY: Record<string, string> = { admin: 'admin', maintain: 'write', write: 'write', triage: 'read', read: 'read', none: 'none' };

/** GitHub's Link header entries for one page of `last` (rel next/last, first/prev). */
function pageLinks(url: URL, perPage: number, page: number, last: number): string[] {
  const link = (p: number): string => {
    const next = new URL(url.href);
    next.searchParams.set('per_page', String(perPage));
    next.searchParams.set('page', String(p));
    return next.href;
  };
  const links: string[] = [];
  if (page < last) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
  if (page > 1) links.push(`<${link(1)}>; rel="first"`, `<${link(page - 1)}>; rel="prev"`);
  return links;
}

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
  readonly statuses: FakeStatus[] = [];
  /** Comments that were on issues before the run (the posted ones are in `comments`). */
  readonly issueComments: FakeIssueComment[] = [];
  /** Every PATCH of a comment, in order. */
  readonly commentUpdates: { commentId: number; body: string }[] = [];
  /** Comparisons by `base...head`. */
  readonly comparisons = new Map<string, FakeComparison>();
  readonly reviewReactions: { commentId: number; content: string }[] = [];
  readonly reviewReplies: { pullNumber: number; commentId: number; body: string }[] = [];
  /** Review comment ids that are replies (the replies route refuses them, as GitHub does). */
  readonly reviewCommentReplies = new Set<number>();
  readonly #postedAt = new Map<number, string>();
  /** Pull requests opened through POST /repos/:o/:r/pulls (the wave action's land step). */
  readonly createdPulls: CreatedPull[] = [];
  /** Expected token (`Authorization: token …`); any other → 401. */
  token = 'test-token';
  owner = 'Codertocat';
  repo = 'Hello-World';
  /** Gzip answers when the request accepts gzip. */
  compress = false;
  /**
   * File entries with every field GitHub sends (sha, counts, blob/raw/contents URLs, a small
   * patch: about 0.9 KB each instead of about 40 bytes), for benchmarks.
   */
  fullEntries = false;
  readonly #faults = new Map<RouteName, Fault[]>();
  readonly #hanging = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(options: { tls?: { key: string | Buffer; cert: string | Buffer } } = {}): Promise<FakeGitHub> {
    // eslint-disable-next-line prefer-const -- assigned below, after the listener that reads it is created
    let fake: FakeGitHub | undefined;
    const listener = (req: IncomingMessage, res: ServerResponse): void => {
      fake?.handle(req, res).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    };
    const server: Server = options.tls ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }, listener) : createServer(listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeGitHub(server, `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`);
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
    this.statuses.length = 0;
    this.issueComments.length = 0;
    this.commentUpdates.length = 0;
    this.#postedAt.clear();
    this.comparisons.clear();
    this.reviewReactions.length = 0;
    this.reviewReplies.length = 0;
    this.reviewCommentReplies.clear();
    this.createdPulls.length = 0;
    this.pulls.clear();
    this.permissions.clear();
    this.activities.length = 0;
    this.forks.clear();
    this.compress = false;
    this.fullEntries = false;
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
  }

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
    const match = ROUTES.find((r) => r.method === req.method && r.pattern.test(url.pathname));
    const route: RouteName | 'unknown' = match?.route ?? 'unknown';
    this.requests.push({ method: req.method ?? '', route, path: url.pathname, query: url.searchParams, headers: req.headers, body, at: Date.now() });

    if (!match) return this.send(res, 404, { message: 'Not Found' });

    const fault = this.#faults.get(match.route)?.shift();
    if (fault) {
      if ('hang' in fault) {
        this.#hanging.add(res);
        res.on('close', () => this.#hanging.delete(res));
        return;
      }
      if ('delayMs' in fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      else if ('action' in fault) fault.action(this);
      else if ('redirect' in fault) {
        const location = new URL(fault.redirect, origin).href;
        return this.send(res, fault.status ?? 302, { message: 'Moved', url: location }, { location }, req);
      } else return this.send(res, fault.status, fault.body ?? { message: `fault ${fault.status}` }, fault.headers, req);
    }

    if (req.headers.authorization !== `token ${this.token}`) {
      return this.send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    }
    const groups = match.pattern.exec(url.pathname) as RegExpExecArray;
    const [, owner, repo, id] = groups;
    const ownRepo = owner === this.owner && repo === this.repo;
    const knownFork = match.route === 'activity' && this.forks.has(`${owner}/${repo}`);
    if (!ownRepo && !knownFork) return this.send(res, 404, { message: 'Not Found' });

    switch (match.route) {
      case 'pull': {
        const pull = this.pulls.get(Number(id));
        if (!pull) return this.send(res, 404, { message: 'Not Found' });
        const headRepo = pull.headRepo === undefined ? `${this.owner}/${this.repo}` : pull.headRepo;
        const [headOwner, headName] = headRepo === null ? [] : headRepo.split('/');
        return this.send(
          res,
          200,
          {
            number: pull.number,
            state: pull.state ?? 'open',
            merged: pull.merged ?? false,
            head: {
              sha: pull.headSha,
              ref: pull.headRef ?? 'feature',
              repo: headRepo === null ? null : { name: headName, full_name: headRepo, owner: { login: headOwner } },
            },
            base: { sha: pull.baseSha, ref: 'main', repo: { name: this.repo, full_name: `${this.owner}/${this.repo}`, owner: { login: this.owner } } },
            changed_files: pull.changedFiles ?? pull.files.length,
          },
          {},
          req,
        );
      }
      case 'files': {
        const pull = this.pulls.get(Number(id));
        if (!pull) return this.send(res, 404, { message: 'Not Found' });
        const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? '30') || 30));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
        const listed = pull.files.slice(0, GITHUB_FILE_CAP);
        const last = Math.max(1, Math.ceil(listed.length / perPage));
        const slice = listed.slice((page - 1) * perPage, page * perPage).map((file) => {
          const entry = typeof file === 'string' ? { filename: file, status: 'modified' } : { status: 'modified', ...file };
          return this.fullEntries ? this.#fullEntry(entry, pull.headSha, origin) : entry;
        });
        const link = (p: number): string => `${origin}${url.pathname}?per_page=${perPage}&page=${p}`;
        const links: string[] = [];
        if (page < last) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
        if (page > 1) links.push(`<${link(1)}>; rel="first"`, `<${link(page - 1)}>; rel="prev"`);
        return this.send(res, 200, slice, links.length > 0 ? { link: links.join(', ') } : {}, req);
      }
      case 'activity': {
        const refParam = url.searchParams.get('ref') ?? '';
        const wanted = refParam === '' ? undefined : refParam.startsWith('refs/') ? refParam : `refs/heads/${refParam}`;
        const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? '30') || 30));
        const ascending = url.searchParams.get('direction') === 'asc';
        const start = Math.max(0, Number(url.searchParams.get('after') ?? '0') || 0);
        const full = `${owner}/${repo}`;
        // Every pull request's head was pushed once: when a test records no activity for a head
        // branch, the push of its current head (at `pushedAt`) is the record.
        const recorded = [...this.activities];
        for (const pull of this.pulls.values()) {
          const headRepo = pull.headRepo === undefined ? `${this.owner}/${this.repo}` : pull.headRepo;
          const ref = `refs/heads/${pull.headRef ?? 'feature'}`;
          const has = recorded.some((a) => (a.repo ?? `${this.owner}/${this.repo}`) === headRepo && (a.ref.startsWith('refs/') ? a.ref : `refs/heads/${a.ref}`) === ref);
          if (headRepo !== null && !has && pull.pushedAt !== null)
            recorded.push({ repo: headRepo, ref, before: '0'.repeat(40), after: pull.headSha, timestamp: pull.pushedAt ?? '2000-01-01T00:00:00Z' });
        }
        const entries = recorded
          .filter((a) => (a.repo ?? `${this.owner}/${this.repo}`) === full)
          .map((a) => ({ ...a, ref: a.ref.startsWith('refs/') ? a.ref : `refs/heads/${a.ref}` }))
          .filter((a) => wanted === undefined || a.ref === wanted)
          .sort((a, b) => (ascending ? 1 : -1) * (Date.parse(a.timestamp) - Date.parse(b.timestamp)));
        const slice = entries.slice(start, start + perPage).map((a, i) => ({
          id: start + i + 1,
          node_id: `A_${start + i + 1}`,
          before: a.before,
          after: a.after,
          ref: a.ref,
          timestamp: a.timestamp,
          activity_type: a.activity_type ?? 'push',
          actor: { login: a.actor ?? 'octocat' },
        }));
        const headers: Record<string, string> = {};
        if (start + perPage < entries.length) {
          const next = new URL(url.href);
          next.searchParams.set('after', String(start + perPage));
          headers['link'] = `<${next.href}>; rel="next"`;
        }
        return this.send(res, 200, slice, headers, req);
      }
      case 'permission': {
        const login = decodeURIComponent(id ?? '');
        const role = this.permissions.get(login);
        if (role === undefined) return this.send(res, 404, { message: `${login} is not a user` });
        return this.send(res, 200, { permission: LEGACY[role] ?? 'read', role_name: role, user: { login } }, {}, req);
      }
      case 'reaction': {
        const content = (body as { content?: unknown } | undefined)?.content;
        this.reactions.push({ commentId: Number(id), content: String(content) });
        return this.send(res, 201, { id: this.reactions.length, content }, {}, req);
      }
      case 'comment': {
        const text = (body as { body?: unknown } | undefined)?.body;
        this.comments.push({ issueNumber: Number(id), body: String(text) });
        this.#postedAt.set(1000 + this.comments.length, new Date().toISOString());
        return this.send(res, 201, { id: 1000 + this.comments.length, body: text }, {}, req);
      }
      case 'comments': {
        const since = Date.parse(url.searchParams.get('since') ?? '');
        const posted = this.comments.map((comment, index): FakeIssueComment => ({
          id: 1001 + index,
          issueNumber: comment.issueNumber,
          body: comment.body,
          updatedAt: this.#postedAt.get(1001 + index) ?? new Date().toISOString(),
        }));
        const listed = [...this.issueComments, ...posted]
          .filter((comment) => comment.issueNumber === Number(id))
          .filter((comment) => Number.isNaN(since) || Date.parse(comment.updatedAt ?? '2020-01-01T00:00:00Z') >= since)
          .sort((a, b) => a.id - b.id)
          .map((comment) => ({
            id: comment.id,
            body: comment.body,
            user: { login: comment.login ?? 'github-actions[bot]', type: comment.userType ?? 'Bot' },
            updated_at: comment.updatedAt ?? '2020-01-01T00:00:00Z',
          }));
        return this.#sendPage(res, url, listed);
      }
      case 'comment-update': {
        const text = String((body as { body?: unknown } | undefined)?.body);
        const commentId = Number(id);
        const seeded = this.issueComments.find((comment) => comment.id === commentId);
        const posted = this.comments[commentId - 1001];
        if (seeded) {
          seeded.body = text;
          seeded.updatedAt = new Date().toISOString();
        } else if (posted && commentId > 1000) {
          posted.body = text;
          this.#postedAt.set(commentId, new Date().toISOString());
        } else return this.send(res, 404, { message: 'Not Found' });
        this.commentUpdates.push({ commentId, body: text });
        return this.send(res, 200, { id: commentId, body: text });
      }
      case 'jobs': {
        const runId = Number(id);
        const attempt = Number(groups[4]);
        const jobs = (this.runJobs.get(`${runId}/${attempt}`) ?? []).map((job) => {
          const status = job.status ?? 'completed';
          return {
            id: job.id,
            run_id: runId,
            run_attempt: job.run_attempt ?? attempt,
            name: job.name,
            status,
            conclusion: job.conclusion !== undefined ? job.conclusion : status === 'completed' ? 'success' : null,
            html_url: job.html_url ?? `https://github.com/${this.owner}/${this.repo}/actions/runs/${runId}/job/${job.id}`,
          };
        });
        return this.#sendPage(res, url, jobs, (slice) => ({ total_count: jobs.length, jobs: slice }));
      }
      case 'compare': {
        const basehead = decodeURIComponent(id ?? '');
        const comparison = this.comparisons.get(basehead);
        if (!comparison) return this.send(res, 404, { message: 'Not Found' });
        const [base = '', head = ''] = basehead.split('...');
        const total = comparison.totalCommits ?? 1;
        const perPage = Math.min(250, Math.max(1, Number(url.searchParams.get('per_page') ?? '250') || 250));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
        const commits = Array.from({ length: total }, (_, i) => ({ sha: (i + 1).toString(16).padStart(40, 'c'), commit: { message: `commit ${i + 1}` } })).slice(
          (page - 1) * perPage,
          page * perPage,
        );
        // Like GitHub: the files only on the first page, at most 300 for the whole comparison.
        const files =
          page === 1
            ? comparison.files
                .slice(0, GITHUB_COMPARE_FILE_CAP)
                .map((file) => (typeof file === 'string' ? { filename: file, status: 'modified' } : { status: 'modified', ...file }))
            : [];
        const links = pageLinks(url, perPage, page, Math.max(1, Math.ceil(total / perPage)));
        const status = comparison.status ?? 'ahead';
        return this.send(
          res,
          200,
          {
            status,
            ahead_by: status === 'behind' || status === 'identical' ? 0 : total,
            behind_by: status === 'ahead' || status === 'identical' ? 0 : 1,
            total_commits: total,
            base_commit: { sha: /^[0-9a-f]{40}$/.test(base) ? base : 'a'.repeat(40) },
            merge_base_commit: { sha: comparison.mergeBase ?? 'b'.repeat(40) },
            head,
            commits,
            files,
          },
          links.length > 0 ? { link: links.join(', ') } : {},
          req,
        );
      }
      case 'review-reaction': {
        const content = (body as { content?: unknown } | undefined)?.content;
        this.reviewReactions.push({ commentId: Number(id), content: String(content) });
        return this.send(res, 201, { id: this.reviewReactions.length, content }, {}, req);
      }
      case 'review-reply': {
        const commentId = Number(groups[4]);
        if (this.reviewCommentReplies.has(commentId)) return this.send(res, 404, { message: 'Not Found' });
        const text = (body as { body?: unknown } | undefined)?.body;
        this.reviewReplies.push({ pullNumber: Number(id), commentId, body: String(text) });
        return this.send(res, 201, { id: 5000 + this.reviewReplies.length, body: text, in_reply_to_id: commentId }, {}, req);
      }
      case 'pull-create':
        return this.send(res, ...answerPullCreate(this.createdPulls, body, this.owner, this.repo), {}, req);
      case 'status': {
        const data = (body ?? {}) as Record<string, unknown>;
        const status: FakeStatus = {
          sha: String(id),
          state: String(data['state']),
          context: String(data['context'] ?? 'default'),
          description: String(data['description'] ?? ''),
          target_url: String(data['target_url'] ?? ''),
        };
        this.statuses.push(status);
        return this.send(res, 201, { id: this.statuses.length, ...status });
      }
    }
  }

  /** One page of a list (per_page ≤ 100, page), with Link rel=next/last like GitHub's. */
  #sendPage<T>(res: ServerResponse, url: URL, items: readonly T[], wrap: (slice: T[]) => unknown = (slice) => slice): void {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? '30') || 30));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const links = pageLinks(url, perPage, page, last);
    this.send(res, 200, wrap(slice), links.length > 0 ? { link: links.join(', ') } : {});
  }

  #fullEntry(entry: { filename: string; status: string }, headSha: string, origin: string): Record<string, unknown> {
    const path = entry.filename.split('/').map(encodeURIComponent).join('/');
    const web = `https://github.com/${this.owner}/${this.repo}`;
    return {
      sha: 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391',
      ...entry,
      additions: 12,
      deletions: 3,
      changes: 15,
      blob_url: `${web}/blob/${headSha}/${path}`,
      raw_url: `${web}/raw/${headSha}/${path}`,
      contents_url: `${origin}/repos/${this.owner}/${this.repo}/contents/${path}?ref=${headSha}`,
      patch:
        '@@ -1,6 +1,15 @@\n import { thing } from "./thing";\n-export const a = 1;\n+export const a = 2;\n+export function added(value: number): number {\n+  return value * 2;\n+}\n+\n+export const more = added(21);\n context line one\n context line two\n context line three\n',
    };
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, req?: IncomingMessage): void {
    const text = JSON.stringify(body);
    const gzip = this.compress && /\bgzip\b/.test(String(req?.headers['accept-encoding'] ?? ''));
    const payload = gzip ? gzipSync(text) : Buffer.from(text);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': payload.length,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...headers,
    });
    res.end(payload);
  }
}

// ---------------------------------------------------------------------------------------------
// POST /repos/{owner}/{repo}/pulls (the wave action's land step opens a pull request).
// The answer is the spec's own example (@octokit/openapi, `pull-request` example of the 201
// response) with the request's title, head, base and body and the next number; a second pull
// request for the same head answers 422 validation_failed, as GitHub does.
// ---------------------------------------------------------------------------------------------
type PullCreateRoute = 'pull-create';

ROUTES.push({ route: 'pull-create', method: 'POST', pattern: /^\/repos\/([^/]+)\/([^/]+)\/pulls$/ });

export interface CreatedPull {
  number: number;
  title: string;
  head: string;
  base: string;
  body: string;
}

let pullExample: Record<string, unknown> | undefined;

/** The 201 example of `POST /repos/{owner}/{repo}/pulls` in GitHub's published description. */
function pullRequestExample(): Record<string, unknown> {
  if (pullExample) return pullExample;
  const spec = JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json'), 'utf8')) as {
    paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { examples: Record<string, { $ref?: string; value?: unknown }> }> }> }>>;
    components: { examples: Record<string, { value: Record<string, unknown> }> };
  };
  const example = spec.paths['/repos/{owner}/{repo}/pulls']?.['post']?.responses['201']?.content['application/json']?.examples['default'];
  const ref = example?.$ref?.split('/').pop();
  pullExample = ref ? spec.components.examples[ref]?.value : (example?.value as Record<string, unknown>);
  if (!pullExample) throw new Error('no example for POST /repos/{owner}/{repo}/pulls in @octokit/openapi');
  return pullExample;
}

function answerPullCreate(created: CreatedPull[], body: unknown, owner: string, repo: string): [number, unknown] {
  const data = (body ?? {}) as Record<string, unknown>;
  const [title, head, base] = [data['title'], data['head'], data['base']];
  if (typeof title !== 'string' || typeof head !== 'string' || typeof base !== 'string') {
    return [
      422,
      {
        message: 'Validation Failed',
        errors: [{ resource: 'PullRequest', code: 'missing_field' }],
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
      },
    ];
  }
  if (created.some((pull) => pull.head === head)) {
    return [
      422,
      {
        message: 'Validation Failed',
        errors: [{ resource: 'PullRequest', code: 'custom', message: `A pull request already exists for ${owner}:${head}.` }],
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
      },
    ];
  }
  const number = 1347 + created.length;
  const pull: CreatedPull = { number, title, head, base, body: typeof data['body'] === 'string' ? data['body'] : '' };
  created.push(pull);
  const example = pullRequestExample();
  return [
    201,
    {
      ...example,
      number,
      title,
      body: pull.body,
      html_url: `https://github.com/${owner}/${repo}/pull/${number}`,
      head: { ...(example['head'] as object), ref: head, label: `${owner}:${head}` },
      base: { ...(example['base'] as object), ref: base, label: `${owner}:${base}` },
    },
  ];
}
