/**
 * A real HTTP server on 127.0.0.1 (random port) that speaks the few GitHub REST routes
 * legion-router uses, with programmable faults per route and request counting.
 *
 *   GET  /repos/:o/:r/pulls/:n                       → pull request (head/base sha, changed_files)
 *   GET  /repos/:o/:r/pulls/:n/files                 → per_page/page, Link rel=next/last, 3000 cap
 *   GET  /repos/:o/:r/collaborators/:u/permission    → { permission, role_name } or 404
 *   POST /repos/:o/:r/issues/comments/:id/reactions  → 201
 *   POST /repos/:o/:r/issues/:n/comments             → 201
 *
 * Faults are queued per route and consumed one per request: a status (with headers/body), a
 * hang (the request never gets an answer), or a delay before the normal answer.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RouteName = 'pull' | 'files' | 'permission' | 'reaction' | 'comment';

export type Fault =
  | { status: number; headers?: Record<string, string>; body?: unknown }
  | { hang: true }
  | { delayMs: number };

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
}

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
];

const LEGACY: Record<string, string> = { admin: 'admin', maintain: 'write', write: 'write', triage: 'read', read: 'read', none: 'none' };

export class FakeGitHub {
  readonly pulls = new Map<number, FakePull>();
  /** login → role (admin, maintain, write, triage, read, or a custom role name); absent → 404. */
  readonly permissions = new Map<string, string>();
  readonly requests: RecordedRequest[] = [];
  readonly reactions: { commentId: number; content: string }[] = [];
  readonly comments: { issueNumber: number; body: string }[] = [];
  /** Expected token (`Authorization: token …`); any other → 401. */
  token = 'test-token';
  owner = 'Codertocat';
  repo = 'Hello-World';
  readonly #faults = new Map<RouteName, Fault[]>();
  readonly #hanging = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeGitHub> {
    let fake: FakeGitHub | undefined;
    const server = createServer((req, res) => {
      fake?.handle(req, res).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeGitHub(server, `http://127.0.0.1:${port}`);
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
    this.pulls.clear();
    this.permissions.clear();
    this.#faults.clear();
  }

  async close(): Promise<void> {
    for (const res of this.#hanging) res.destroy();
    this.#hanging.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
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
      else return this.send(res, fault.status, fault.body ?? { message: `fault ${fault.status}` }, fault.headers);
    }

    if (req.headers.authorization !== `token ${this.token}`) {
      return this.send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    }
    const groups = match.pattern.exec(url.pathname) as RegExpExecArray;
    const [, owner, repo, id] = groups;
    if (owner !== this.owner || repo !== this.repo) return this.send(res, 404, { message: 'Not Found' });

    switch (match.route) {
      case 'pull': {
        const pull = this.pulls.get(Number(id));
        if (!pull) return this.send(res, 404, { message: 'Not Found' });
        return this.send(res, 200, {
          number: pull.number,
          state: pull.state ?? 'open',
          head: { sha: pull.headSha, ref: 'feature' },
          base: { sha: pull.baseSha, ref: 'main' },
          changed_files: pull.changedFiles ?? pull.files.length,
        });
      }
      case 'files': {
        const pull = this.pulls.get(Number(id));
        if (!pull) return this.send(res, 404, { message: 'Not Found' });
        const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? '30') || 30));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
        const listed = pull.files.slice(0, GITHUB_FILE_CAP);
        const last = Math.max(1, Math.ceil(listed.length / perPage));
        const slice = listed.slice((page - 1) * perPage, page * perPage).map((file) =>
          typeof file === 'string' ? { filename: file, status: 'modified' } : { status: 'modified', ...file },
        );
        const link = (p: number): string => `${this.url}${url.pathname}?per_page=${perPage}&page=${p}`;
        const links: string[] = [];
        if (page < last) links.push(`<${link(page + 1)}>; rel="next"`, `<${link(last)}>; rel="last"`);
        if (page > 1) links.push(`<${link(1)}>; rel="first"`, `<${link(page - 1)}>; rel="prev"`);
        return this.send(res, 200, slice, links.length > 0 ? { link: links.join(', ') } : {});
      }
      case 'permission': {
        const login = decodeURIComponent(id ?? '');
        const role = this.permissions.get(login);
        if (role === undefined) return this.send(res, 404, { message: `${login} is not a user` });
        return this.send(res, 200, { permission: LEGACY[role] ?? 'read', role_name: role, user: { login } });
      }
      case 'reaction': {
        const content = (body as { content?: unknown } | undefined)?.content;
        this.reactions.push({ commentId: Number(id), content: String(content) });
        return this.send(res, 201, { id: this.reactions.length, content });
      }
      case 'comment': {
        const text = (body as { body?: unknown } | undefined)?.body;
        this.comments.push({ issueNumber: Number(id), body: String(text) });
        return this.send(res, 201, { id: 1000 + this.comments.length, body: text });
      }
    }
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  }
}
