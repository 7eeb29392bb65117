/**
 * GitHub Models' answer, read as untrusted data against the closed set. Pure.
 *
 * The response is a chat completion (`choices[0].message.content`, a string) whose content must be
 * the JSON object the request's schema names. Anything else is `malformed`; a command, flag or
 * phase outside the closed set is `outside`. A valid answer becomes the command as typed after
 * the trigger (`review --just-security --phase=3`), which the caller still resolves as typed.
 */
import { CONFIDENCES, NO_COMMAND, type ModelConfidence } from './model-request.js';
import type { ClosedSet } from './closed-set.js';
import { isDict } from '../text/untrusted-data.js';

const MAX_CONTENT_CHARS = 4096;

export type ModelAnswer =
  { kind: 'route'; command: string; confidence: ModelConfidence } | { kind: 'none' } | { kind: 'malformed'; detail: string } | { kind: 'outside'; detail: string };

function content(response: unknown): string | null {
  if (!isDict(response) || !Array.isArray(response['choices'])) return null;
  const first: unknown = response['choices'][0];
  if (!isDict(first) || !isDict(first['message'])) return null;
  const text = first['message']['content'];
  return typeof text === 'string' && text.length <= MAX_CONTENT_CHARS ? text : null;
}

/** A short, printable excerpt of an untrusted value, for a message. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.replace(/[^\x20-\x7e]/g, '?').slice(0, 40));
}

export function readModelAnswer(response: unknown, set: ClosedSet): ModelAnswer {
  const text = content(response);
  if (text === null) return { kind: 'malformed', detail: 'the response has no choices[0].message.content string' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'malformed', detail: 'the answer is not JSON' };
  }
  if (!isDict(data)) return { kind: 'malformed', detail: 'the answer is not a JSON object' };
  const { command, flags, phase, confidence } = data;
  if (typeof command !== 'string' || !Array.isArray(flags) || (phase !== null && typeof phase !== 'number') || typeof confidence !== 'string') {
    return { kind: 'malformed', detail: 'the answer lacks command, flags, phase or confidence' };
  }
  if (!(CONFIDENCES as readonly string[]).includes(confidence)) return { kind: 'malformed', detail: `confidence ${shown(confidence)} is not HIGH, MEDIUM or LOW` };
  if (command === NO_COMMAND) return { kind: 'none' };
  if (!set.commands.includes(command)) return { kind: 'outside', detail: `command ${shown(command)} is not a command of this repository` };
  const known = new Set(set.flags.map((f) => f.flag));
  const chosen: string[] = [];
  for (const flag of flags) {
    if (typeof flag !== 'string' || !known.has(flag)) return { kind: 'outside', detail: `flag ${shown(flag)} is not an intent flag of this repository` };
    if (!chosen.includes(flag)) chosen.push(flag);
  }
  if (chosen.length > 3) return { kind: 'outside', detail: 'more than 3 flags' };
  if (phase !== null && !set.phases.includes(phase)) return { kind: 'outside', detail: `phase ${shown(phase)} has no directory` };
  return { kind: 'route', command: [command, ...chosen, ...(phase === null ? [] : [`--phase=${phase}`])].join(' '), confidence: confidence as ModelConfidence };
}
