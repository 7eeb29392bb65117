/**
 * GitHub's published REST description (`@octokit/openapi`, api.github.com, dereferenced) as a
 * contract for the stand-in (fake-github.ts) and for the requests the bundles make:
 *
 * - {@link GitHubSpec.find}: the operation a (method, path) names, among every operation of the
 *   description; `/repositories/{id}/…` (the form of GitHub's Link headers) reads as
 *   `/repos/{owner}/{repo}/…`.
 * - {@link GitHubSpec.checkRequest}: path parameters, query and JSON body against the operation's
 *   parameters and requestBody schema (query and path values are strings on the wire, coerced as
 *   GitHub reads them; a query parameter the operation does not have is a violation).
 * - {@link GitHubSpec.checkResponse}: status and body against the response schema of that status.
 *   A status the operation does not document: 2xx is a violation; a redirect or an error status
 *   (301/302/307, 401, 403, 429, 5xx, which GitHub can send on any operation) must have GitHub's
 *   basic error shape ({ message, documentation_url, … }).
 * - {@link GitHubSpec.example}: the description's own example body for an operation and status.
 *
 * The 73 MB description is read once per set of operations: the operations asked for (plus an index
 * of every operation) go to node_modules/.cache/legion-router-github-spec/, keyed by the package
 * version and the operation list. Compiled validators are cached per process.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACKAGE = join(ROOT, 'node_modules', '@octokit', 'openapi');
const DESCRIPTION = join(PACKAGE, 'generated', 'api.github.com.deref.json');
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'legion-router-github-spec');

/** `METHOD /path/{template}` as the description spells it, e.g. `GET /repos/{owner}/{repo}/pulls/{pull_number}`. */
export type OperationKey = string;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
  'x-multi-segment'?: boolean;
}

interface ResponseEntry {
  /** JSON schema of an application/json body; absent when the status has no JSON body. */
  schema?: unknown;
  example?: unknown;
}

export interface SpecOperation {
  key: OperationKey;
  method: string;
  path: string;
  operationId: string;
  /** `x-github.enabledForGitHubApps` (GITHUB_TOKEN is an app installation token). */
  enabledForGitHubApps: boolean | undefined;
  parameters: Parameter[];
  requestBody: { required: boolean; schema: unknown } | null;
  responses: Record<string, ResponseEntry>;
}

interface Template {
  method: string;
  path: string;
  operationId: string;
  regex: RegExp;
  names: string[];
  literals: number;
}

interface CacheFile {
  version: string;
  /** [method, path, operationId] of every operation of the description. */
  index: [string, string, string][];
  operations: Record<OperationKey, SpecOperation>;
  /** GitHub's "Basic Error" schema (the body of any error status). */
  basicError: unknown;
}

export interface FoundOperation {
  key: OperationKey;
  operationId: string;
  /** Path parameter values, decoded; owner/repo are absent for a `/repositories/{id}` path. */
  params: Record<string, string>;
  /** Set when the path was `/repositories/{id}/…`. */
  repositoryId?: number;
}

export const SPEC_VERSION: string = (JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { version: string }).version;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function firstExample(media: Record<string, unknown> | undefined): unknown {
  if (!media) return undefined;
  if ('example' in media) return media['example'];
  const examples = media['examples'] as Record<string, { value?: unknown }> | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  return first?.value;
}

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: `null` joins the type (and the enum), or the
 * schema becomes `null` or itself when it has no type of its own (e.g. a nullable `allOf`).
 */
function jsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'example' || key === 'examples' || key === 'description') continue;
    copy[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, jsonSchema(v)])) : jsonSchema(value);
  }
  if (copy['nullable'] !== true) {
    delete copy['nullable'];
    return copy;
  }
  delete copy['nullable'];
  if (copy['type'] !== undefined) {
    copy['type'] = [...new Set([...[copy['type']].flat(), 'null'])];
    if (Array.isArray(copy['enum']) && !copy['enum'].includes(null)) copy['enum'] = [...copy['enum'], null];
    return copy;
  }
  return { anyOf: [{ type: 'null' }, copy] };
}

function buildCache(keys: readonly OperationKey[]): CacheFile {
  const description = JSON.parse(readFileSync(DESCRIPTION, 'utf8')) as { info: { version: string }; paths: Record<string, Record<string, Record<string, unknown>>> };
  const index: [string, string, string][] = [];
  for (const [path, item] of Object.entries(description.paths)) {
    for (const [method, op] of Object.entries(item)) if (HTTP_METHODS.includes(method)) index.push([method.toUpperCase(), path, String(op['operationId'])]);
  }
  const operations: Record<OperationKey, SpecOperation> = {};
  for (const key of keys) {
    const [method = '', path = ''] = key.split(' ');
    const op = description.paths[path]?.[method.toLowerCase()];
    if (!op) throw new Error(`github-spec: ${key} is not an operation of @octokit/openapi ${SPEC_VERSION} (api.github.com)`);
    const body = op['requestBody'] as { required?: boolean; content?: Record<string, { schema?: unknown }> } | undefined;
    const responses: Record<string, ResponseEntry> = {};
    for (const [status, response] of Object.entries(op['responses'] as Record<string, { content?: Record<string, Record<string, unknown>> }>)) {
      const json = response.content?.['application/json'];
      responses[status] = json ? { schema: jsonSchema(json['schema']), example: firstExample(json) } : {};
    }
    operations[key] = {
      key,
      method,
      path,
      operationId: String(op['operationId']),
      enabledForGitHubApps: (op['x-github'] as { enabledForGitHubApps?: boolean } | undefined)?.enabledForGitHubApps,
      parameters: ((op['parameters'] as Parameter[] | undefined) ?? []).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required,
        schema: jsonSchema(p.schema),
        'x-multi-segment': p['x-multi-segment'],
      })),
      requestBody: body?.content?.['application/json'] ? { required: body.required === true, schema: jsonSchema(body.content['application/json'].schema) } : null,
      responses,
    };
  }
  const notFound = description.paths['/repos/{owner}/{repo}/pulls/{pull_number}']?.['get']?.['responses'] as Record<string, { content: Record<string, { schema: unknown }> }>;
  const basicError = jsonSchema(notFound['404']?.content['application/json']?.schema);
  return { version: description.info.version, index, operations, basicError };
}

/** Bump when what the cache holds, or how schemas are converted (jsonSchema), changes. */
const CACHE_FORMAT = 1;

function loadCache(keys: readonly OperationKey[]): CacheFile {
  const sorted = [...new Set(keys)].sort();
  const hash = createHash('sha256').update(sorted.join('\n')).digest('hex').slice(0, 16);
  const file = join(CACHE_DIR, `${SPEC_VERSION}-${CACHE_FORMAT}-${hash}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
  const cache = buildCache(sorted);
  mkdirSync(CACHE_DIR, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(cache));
  renameSync(temp, file);
  return cache;
}

/** Formats as regular expressions (inlined in standalone code); `true`: known, not checked. */
const FORMATS = {
  'date-time': /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):?[0-5]\d)$/,
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  uri: /^[a-z][a-z0-9+.-]*:[^\s]*$/i,
  email: /^[^\s@]+@[^\s@]+$/,
  'uri-template': true,
  int32: true,
  int64: true,
  double: true,
  timestamp: true,
  'repo.nwo': true,
  binary: true,
} as const;

/** Bump when the options or formats change, so cached standalone validators are rebuilt. */
const VALIDATOR_VERSION = 1;

function newAjv(coerceTypes: boolean, source = false): Ajv {
  return new Ajv({ strict: false, allErrors: true, coerceTypes, logger: false, formats: FORMATS, ...(source ? { code: { source: true } } : {}) });
}

const requireFromRoot = createRequire(join(ROOT, 'package.json'));
/** ajv's standalone generator (a CommonJS module whose export is the function, or its `default`). */
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (ajv: Ajv, validate: ValidateFunction) => string;

function templateRegex(path: string, multi: ReadonlySet<string>): { regex: RegExp; names: string[]; literals: number } {
  const names: string[] = [];
  let literals = 0;
  const source = path
    .split('/')
    .map((segment) => {
      const whole = /^\{([^}]+)\}$/.exec(segment);
      if (whole?.[1]) {
        names.push(whole[1]);
        return multi.has(whole[1]) ? '(.+)' : '([^/]+)';
      }
      literals += 1;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), names, literals };
}

function errorsText(validate: ValidateFunction, limit = 5): string {
  return (validate.errors ?? [])
    .slice(0, limit)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params['additionalProperty'])})` : ''}`)
    .join('; ');
}

export interface RequestToCheck {
  method: string;
  /** Path without query, percent-encoded as sent. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export class GitHubSpec {
  readonly #cache: CacheFile;
  readonly #templates: Template[];
  readonly #validators = new Map<string, ValidateFunction>();
  #ajv: Ajv | undefined;
  #coercing: Ajv | undefined;

  constructor(keys: readonly OperationKey[]) {
    this.#cache = loadCache(keys);
    this.#templates = this.#cache.index.map(([method, path, operationId]) => {
      const known = this.#cache.operations[`${method} ${path}`];
      const multi = new Set((known?.parameters ?? []).filter((p) => p['x-multi-segment']).map((p) => p.name));
      return { method, path, operationId, ...templateRegex(path, multi) };
    });
  }

  get version(): string {
    return this.#cache.version;
  }

  /** The operations this contract holds schemas for. */
  get operations(): SpecOperation[] {
    return Object.values(this.#cache.operations);
  }

  operation(key: OperationKey): SpecOperation {
    const op = this.#cache.operations[key];
    if (!op) throw new Error(`github-spec: no contract loaded for ${key}`);
    return op;
  }

  /** The description's example body of an operation's status (a deep copy), or undefined. */
  example(key: OperationKey, status: number): unknown {
    const example = this.operation(key).responses[String(status)]?.example;
    return example === undefined ? undefined : structuredClone(example);
  }

  /** The operation of the description a request names (any operation, loaded or not). */
  find(method: string, path: string): FoundOperation | undefined {
    const upper = method.toUpperCase();
    const byId = /^\/repositories\/(\d+)(\/.*)?$/.exec(path);
    const candidates = byId ? [path, `/repos/{owner}/{repo}${byId[2] ?? ''}`] : [path];
    for (const candidate of candidates) {
      let best: Template | undefined;
      let groups: RegExpExecArray | null = null;
      for (const template of this.#templates) {
        if (template.method !== upper) continue;
        const match = template.regex.exec(candidate);
        if (match && (!best || template.literals > best.literals)) {
          best = template;
          groups = match;
        }
      }
      if (best && groups) {
        const params: Record<string, string> = {};
        best.names.forEach((name, i) => {
          const value = groups[i + 1] ?? '';
          if (byId && candidate !== path && (name === 'owner' || name === 'repo')) return;
          params[name] = safeDecode(value);
        });
        return { key: `${best.method} ${best.path}`, operationId: best.operationId, params, ...(byId && candidate !== path ? { repositoryId: Number(byId[1]) } : {}) };
      }
    }
    return undefined;
  }

  /** Violations of a request against its operation (empty: valid). */
  checkRequest(request: RequestToCheck): string[] {
    const found = this.find(request.method, request.path);
    if (!found) return [`${request.method} ${request.path}: no operation of the description has this method and path`];
    const op = this.#cache.operations[found.key];
    if (!op) return [`${found.key} (${found.operationId}): the stand-in holds no contract for this operation`];
    const violations: string[] = [];
    const where = `${found.key} (${op.operationId})`;
    const pathParams = op.parameters.filter((p) => p.in === 'path' && !(found.repositoryId !== undefined && (p.name === 'owner' || p.name === 'repo')));
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const pathCheck = this.#paramValidator(`${op.key} path ${found.repositoryId !== undefined ? 'by-id' : ''}`, pathParams);
    if (!pathCheck({ ...found.params })) violations.push(`${where}: path parameters: ${errorsText(pathCheck)}`);
    const query: Record<string, string> = {};
    for (const [name, value] of request.query) {
      if (!queryParams.some((p) => p.name === name)) violations.push(`${where}: query parameter ${name} is not a parameter of the operation`);
      else query[name] = value;
    }
    const queryCheck = this.#paramValidator(`${op.key} query`, queryParams);
    if (!queryCheck(query)) violations.push(`${where}: query: ${errorsText(queryCheck)}`);
    if (op.requestBody) {
      if (request.body === undefined) {
        if (op.requestBody.required) violations.push(`${where}: the request body is required`);
      } else {
        const bodyCheck = this.#validator(`${op.key} request`, op.requestBody.schema);
        if (!bodyCheck(request.body)) violations.push(`${where}: request body: ${errorsText(bodyCheck)}`);
      }
    } else if (request.body !== undefined && request.method !== 'GET') violations.push(`${where}: the operation takes no request body`);
    else if (request.body !== undefined) violations.push(`${where}: a GET request carries a body`);
    return violations;
  }

  /** Violations of an answer of `key` (empty: valid). `body` undefined: no body was sent. */
  checkResponse(key: OperationKey, status: number, body: unknown): string[] {
    const op = this.operation(key);
    const where = `${key} (${op.operationId}) ${status}`;
    const documented = op.responses[String(status)];
    if (!documented) {
      if (status < 300) return [`${where}: the description documents no ${status} answer for this operation`];
      const check = this.#validator('basic-error', this.#cache.basicError);
      if (typeof body !== 'object' || body === null || typeof (body as { message?: unknown }).message !== 'string')
        return [`${where}: an error body has GitHub's shape { message, documentation_url }`];
      return check(body) ? [] : [`${where}: ${errorsText(check)}`];
    }
    if (documented.schema === undefined) return body === undefined || body === '' ? [] : [`${where}: the description documents no body for this status`];
    const check = this.#validator(`${key} ${status}`, documented.schema);
    return check(body) ? [] : [`${where}: ${errorsText(check)}`];
  }

  /**
   * A response or body validator: compiled once as standalone code under the cache directory
   * (the timeline's schema takes seconds to compile), then loaded by every process.
   */
  /** Compile (to the disk cache) every response and body validator not cached yet, loading none. */
  prepare(): void {
    const missing = (schema: unknown): boolean => !existsSync(validatorFile(schema));
    for (const op of this.operations) {
      if (op.requestBody && missing(op.requestBody.schema)) this.#validator(`${op.key} request`, op.requestBody.schema);
      for (const [status, entry] of Object.entries(op.responses)) if (entry.schema !== undefined && missing(entry.schema)) this.#validator(`${op.key} ${status}`, entry.schema);
    }
    if (missing(this.#cache.basicError)) this.#validator('basic-error', this.#cache.basicError);
  }

  #validator(cacheKey: string, schema: unknown): ValidateFunction {
    let validate = this.#validators.get(cacheKey);
    if (validate) return validate;
    const file = validatorFile(schema);
    if (existsSync(file)) validate = requireFromRoot(file) as ValidateFunction;
    else {
      this.#ajv ??= newAjv(false, true);
      const compiled = this.#ajv.compile(schema as object);
      mkdirSync(dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, standaloneCode(this.#ajv, compiled));
      renameSync(temp, file);
      validate = compiled;
    }
    this.#validators.set(cacheKey, validate);
    return validate;
  }

  #paramValidator(cacheKey: string, parameters: Parameter[]): ValidateFunction {
    let validate = this.#validators.get(cacheKey);
    if (!validate) {
      this.#coercing ??= newAjv(true);
      validate = this.#coercing.compile({
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      });
      this.#validators.set(cacheKey, validate);
    }
    return validate;
  }
}

function validatorFile(schema: unknown): string {
  const hash = createHash('sha256')
    .update(`${VALIDATOR_VERSION}\n${JSON.stringify(schema)}`)
    .digest('hex')
    .slice(0, 24);
  return join(CACHE_DIR, 'validators', `${hash}.cjs`);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const loaded = new Map<string, GitHubSpec>();

/** The contract for these operations (one instance per operation list and process). */
export function gitHubSpec(keys: readonly OperationKey[]): GitHubSpec {
  const id = [...new Set(keys)].sort().join('\n');
  let spec = loaded.get(id);
  if (!spec) {
    spec = new GitHubSpec(keys);
    loaded.set(id, spec);
  }
  return spec;
}
