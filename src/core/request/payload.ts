/**
 * Event payloads are untrusted data: every field is read through these typed getters, never
 * assumed. Pure and dependency-free (the cold-start path uses them too).
 */
export type Payload = Record<string, unknown>;

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
