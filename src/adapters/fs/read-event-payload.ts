/**
 * Reading an event payload file (${label}, or the CLI's --event): bounded, parsed,
 * checked to be a JSON object. What it holds is untrusted; read it with src/core/request/payload.ts.
 */
import { readFileSync } from 'node:fs';
import { isObject, type Payload } from '../../core/request/payload.js';

/** Largest event payload read (GitHub's own webhook limit is 25 MB). */
export const MAX_EVENT_BYTES = 32 * 1024 * 1024;

export class EventError extends Error {
  override name = 'EventError';
}

/** Read and parse the payload; a missing path gives `{}` (workflow_dispatch run locally). */
export function readPayload(path: string | undefined, options: { missingIsEmpty?: boolean; label?: string } = {}): Payload {
  if (!path) return {};
  const label = options.label ?? 'GITHUB_EVENT_PATH';
  let text: string;
  try {
    const buffer = readFileSync(path);
    if (buffer.byteLength > MAX_EVENT_BYTES) {
      throw new EventError(`The event payload at ${label} is larger than ${MAX_EVENT_BYTES} bytes.`);
    }
    text = buffer.toString('utf8');
  } catch (error) {
    if (error instanceof EventError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && options.missingIsEmpty !== false) return {};
    throw new EventError(`Cannot read the event payload at ${label} (${code ?? 'read error'}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new EventError(`The event payload at ${label} is not valid JSON.`);
  }
  if (!isObject(parsed)) throw new EventError(`The event payload at ${label} is not a JSON object.`);
  return parsed;
}
