/**
 * The slice of the Fetch API that @octokit/request uses, and a small fully-read response.
 *
 * @octokit/request calls `fetch(url, { method, headers, body, signal, redirect })` and reads
 * `status`, `url`, `headers` (iterated, and `get('content-type')`), then `text()` or
 * `arrayBuffer()`, or `body` when `parseSuccessResponseBody` is false. {@link BufferedResponse}
 * provides exactly that over a body that is already in memory, so an answer can be inspected
 * (rate-limit message), handed to octokit and, on the retry path, delivered a second time.
 */

export interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | null;
  signal?: AbortSignal | null;
  redirect?: string;
}

export interface FetchHeaders extends Iterable<[string, string]> {
  get(name: string): string | null;
  has(name: string): boolean;
}

export interface FetchResponse {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly headers: FetchHeaders;
  /** The body as text: what octokit returns as `data` when `parseSuccessResponseBody` is false. */
  readonly body: string;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponse>;

/** Headers with lower-cased names; repeated headers joined with `, ` as fetch does. */
export class BufferedHeaders implements FetchHeaders {
  readonly #map: Map<string, string>;
  constructor(entries: Iterable<[string, string | readonly string[] | undefined]>) {
    this.#map = new Map();
    for (const [name, value] of entries) {
      if (value === undefined) continue;
      this.#map.set(name.toLowerCase(), typeof value === 'string' ? value : value.join(', '));
    }
  }
  get(name: string): string | null {
    return this.#map.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.#map.has(name.toLowerCase());
  }
  [Symbol.iterator](): Iterator<[string, string]> {
    return this.#map[Symbol.iterator]();
  }
  toRecord(): Record<string, string> {
    return Object.fromEntries(this.#map);
  }
}

export class BufferedResponse implements FetchResponse {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
    readonly headers: BufferedHeaders,
    readonly body: string,
  ) {}
  text(): Promise<string> {
    return Promise.resolve(this.body);
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = Buffer.from(this.body, 'utf8');
    return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  }
}
