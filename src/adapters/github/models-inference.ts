/**
 * GitHub Models' chat-completions endpoint, called once per run at most:
 *
 *   POST https://models.github.ai/inference/chat/completions
 *   Authorization: Bearer <the job's GITHUB_TOKEN>   (the workflow grants `permissions: models: read`)
 *   Accept: application/vnd.github+json, X-GitHub-Api-Version: 2022-11-28, Content-Type: application/json
 *
 * (docs.github.com/en/rest/models/inference, "Run an inference request"; the quickstart at
 * docs.github.com/en/github-models/quickstart shows the same call with curl.)
 *
 * The token goes only to GitHub's Models host or to a loopback address (the local stand-in of the
 * tests): {@link modelsEndpoint} refuses any other URL, and redirects are refused, never followed.
 * One attempt, bounded in time (default 10 s) and in the size of the answer read. Every failure is
 * a value, never an exception: the caller degrades to the scorer's suggestions.
 */

export const MODELS_ENDPOINT = 'https://models.github.ai/inference/chat/completions';
export const DEFAULT_MODELS_TIMEOUT_MS = 10_000;
const MODELS_HOST = 'models.github.ai';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MAX_ANSWER_BYTES = 256 * 1024;

export type ModelsFailure = 'denied' | 'rate-limited' | 'timeout' | 'failed';
export type ModelsOutcome = { ok: true; data: unknown } | { ok: false; failure: ModelsFailure; status?: number; detail: string };

/** What the route needs of the endpoint (narrow: one completion). */
export interface ModelsClient {
  complete(body: unknown): Promise<ModelsOutcome>;
}

/**
 * The endpoint URL if it may receive the token: `https://models.github.ai/…`, or http(s) on a
 * loopback address; else null.
 */
export function modelsEndpoint(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:' && url.hostname === MODELS_HOST && url.port === '') return url;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK.has(url.hostname)) return url;
  return null;
}

async function boundedText(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createModelsClient(options: { url: URL; token: string; timeoutMs: number; fetch?: typeof fetch }): ModelsClient {
  const send = options.fetch ?? fetch;
  return {
    async complete(body) {
      const signal = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await send(options.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.token}`,
            accept: 'application/vnd.github+json',
            'content-type': 'application/json',
            'x-github-api-version': '2022-11-28',
          },
          body: JSON.stringify(body),
          redirect: 'error',
          signal,
        });
        const text = await boundedText(response);
        if (response.status === 401 || response.status === 403) return { ok: false, failure: 'denied', status: response.status, detail: `HTTP ${response.status}` };
        if (response.status === 429) return { ok: false, failure: 'rate-limited', status: 429, detail: 'HTTP 429' };
        if (response.status < 200 || response.status > 299) return { ok: false, failure: 'failed', status: response.status, detail: `HTTP ${response.status}` };
        if (text === null) return { ok: false, failure: 'failed', status: response.status, detail: `the answer is larger than ${MAX_ANSWER_BYTES} bytes` };
        try {
          return { ok: true, data: JSON.parse(text) as unknown };
        } catch {
          return { ok: true, data: text };
        }
      } catch (error) {
        if (signal.aborted) return { ok: false, failure: 'timeout', detail: `no answer within ${options.timeoutMs} ms` };
        return { ok: false, failure: 'failed', detail: error instanceof Error ? error.message.slice(0, 200) : 'network error' };
      }
    },
  };
}
