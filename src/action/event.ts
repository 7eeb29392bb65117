/**
 * Reading the workflow run's event: GITHUB_EVENT_NAME, the payload at GITHUB_EVENT_PATH and the
 * GITHUB_* variables. Dependency-free (used by the cold-start path). The payload is untrusted
 * data: every field is read through the typed getters below, never assumed.
 */
import { readFileSync } from 'node:fs';

export type Payload = Record<string, unknown>;

/** Largest event payload read (GitHub's own webhook limit is 25 MB). */
export const MAX_EVENT_BYTES = 32 * 1024 * 1024;

export interface EventContext {
  eventName: string;
  /** `payload.action` (created, labeled, ...), '' when absent. */
  action: string;
  payload: Payload;
  /** From GITHUB_REPOSITORY, else the payload's repository. */
  repo: { owner: string; repo: string } | null;
  /** GITHUB_ACTOR, else the payload's sender. */
  actor: string;
  /** GITHUB_SHA. */
  sha: string;
}

export class EventError extends Error {
  override name = 'EventError';
}

export function isObject(value: unknown): value is Payload {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function getObject(value: unknown, key: string): Payload | undefined {
  if (!isObject(value)) return undefined;
  const child = value[key];
  return isObject(child) ? child : undefined;
}

export function getString(value: unknown, key: string): string | undefined {
  if (!isObject(value)) return undefined;
  const child = value[key];
  return typeof child === 'string' ? child : undefined;
}

export function getNumber(value: unknown, key: string): number | undefined {
  if (!isObject(value)) return undefined;
  const child = value[key];
  return typeof child === 'number' && Number.isSafeInteger(child) ? child : undefined;
}

/** Read and parse the payload; a missing path gives `{}` (workflow_dispatch run locally). */
export function readPayload(path: string | undefined): Payload {
  if (!path) return {};
  let text: string;
  try {
    const buffer = readFileSync(path);
    if (buffer.byteLength > MAX_EVENT_BYTES) {
      throw new EventError(`The event payload at GITHUB_EVENT_PATH is larger than ${MAX_EVENT_BYTES} bytes.`);
    }
    text = buffer.toString('utf8');
  } catch (error) {
    if (error instanceof EventError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return {};
    throw new EventError(`Cannot read the event payload at GITHUB_EVENT_PATH (${code ?? 'read error'}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new EventError('The event payload at GITHUB_EVENT_PATH is not valid JSON.');
  }
  if (!isObject(parsed)) throw new EventError('The event payload at GITHUB_EVENT_PATH is not a JSON object.');
  return parsed;
}

const NAME_PART = /^[A-Za-z0-9_.-]{1,100}$/;

function parseRepository(value: string | undefined): { owner: string; repo: string } | null {
  if (!value) return null;
  const [owner, repo, extra] = value.split('/');
  if (extra !== undefined || !owner || !repo || !NAME_PART.test(owner) || !NAME_PART.test(repo)) return null;
  return { owner, repo };
}

export function readEventContext(env: NodeJS.ProcessEnv = process.env): EventContext {
  const payload = readPayload(env['GITHUB_EVENT_PATH']);
  const repository = getObject(payload, 'repository');
  const repo =
    parseRepository(env['GITHUB_REPOSITORY']) ??
    parseRepository(getString(repository, 'full_name')) ??
    null;
  const actor = env['GITHUB_ACTOR'] || getString(getObject(payload, 'sender'), 'login') || '';
  return {
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    action: getString(payload, 'action') ?? '',
    payload,
    repo,
    actor,
    sha: env['GITHUB_SHA'] ?? '',
  };
}
