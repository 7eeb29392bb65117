/**
 * A local stand-in for GitHub Models' chat-completions endpoint on 127.0.0.1 (random port):
 * `POST /inference/chat/completions` as docs.github.com/en/rest/models/inference describes it
 * (a JSON body with `model` and `messages`; `Authorization: Bearer <token>`; the answer a chat
 * completion whose `choices[0].message.content` is the model's text). Answers are queued: a
 * content string, a status with a body, or a hang. Every request is recorded.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ModelReply = { content: string } | { status: number; body?: unknown } | { hang: true };

export interface ModelRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export class FakeModels {
  readonly requests: ModelRequest[] = [];
  readonly #replies: ModelReply[] = [];
  readonly #hanging = new Set<ServerResponse>();
  token = 'test-token';

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeModels> {
    // eslint-disable-next-line prefer-const -- assigned below, after the listener that reads it is created
    let fake: FakeModels | undefined;
    const server = createServer((req, res) => {
      fake?.handle(req, res).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeModels(server, `http://127.0.0.1:${port}/inference/chat/completions`);
    return fake;
  }

  /** Queue the next answers. */
  reply(...replies: ModelReply[]): this {
    this.#replies.push(...replies);
    return this;
  }

  /** Queue a well-formed answer whose content is `answer` as JSON. */
  answer(answer: unknown): this {
    return this.reply({ content: JSON.stringify(answer) });
  }

  reset(): void {
    this.requests.length = 0;
    this.#replies.length = 0;
  }

  async close(): Promise<void> {
    for (const res of this.#hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = undefined;
    }
    this.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
    const send = (status: number, data: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (req.method !== 'POST' || req.url !== '/inference/chat/completions') return send(404, { error: { code: 'not_found' } });
    const reply = this.#replies.shift();
    if (reply && 'hang' in reply) {
      this.#hanging.add(res);
      res.on('close', () => this.#hanging.delete(res));
      return;
    }
    if (req.headers.authorization !== `Bearer ${this.token}`) return send(401, { error: { code: 'unauthorized', message: 'Bad credentials' } });
    if (reply && 'status' in reply) return send(reply.status, reply.body ?? { error: { code: String(reply.status) } });
    const model = (body as { model?: unknown } | undefined)?.model;
    send(200, {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply?.content ?? '{"command":"none","flags":[],"phase":null,"confidence":"LOW"}' } }],
      usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
    });
  }
}
