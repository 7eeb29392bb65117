/**
 * The suggestions of a reply, kept on its first line as a hidden HTML comment, so that
 * `/legion yes [N]` can route suggestion N exactly as if it were typed:
 *
 *   <!-- legion-router:suggest {"v":1,"id":123,"s":["review","build --just-security",null],"done":[1]} -->
 *
 * - `id`: the id of the comment the reply answered (one reply per command comment);
 * - `s`: the suggestions in the order the reply numbers them (1 = first): a command as typed after
 *   the trigger, or null for a numbered suggestion that cannot be confirmed;
 * - `done`: the numbers already confirmed (a second `/legion yes` on one of them is refused).
 *
 * Pure. Writing: only {@link isConfirmableCommand} strings go in (a command word, flags, a phase
 * number: letters, digits, `-`, `_`, `=`, `,`, `.` and single spaces), so the JSON never holds
 * `-->`, a mention, a link or any text a person wrote. Reading treats the body as untrusted: only
 * the **first line** counts, bounded, every field checked, and a marker that does not check out
 * is no marker (null). Anyone can type a marker: whoever acts on one checks that the comment was
 * written by the report identity (src/core/confirm/latest-suggestion.ts).
 */
import { firstLineMarkerData } from '../text/marked-comment.js';

export const SUGGESTION_MARKER_OPEN = '<!-- legion-router:suggest ';
export const SUGGESTION_MARKER_CLOSE = ' -->';
export const SUGGESTION_MARKER_VERSION = 1;
/** At most this many suggestions are numbered in a reply. */
export const MAX_SUGGESTIONS = 8;
/** A marker's JSON longer than this is no marker of ours. */
const MAX_JSON_CHARS = 4096;
const MAX_COMMAND_CHARS = 200;
const MAX_TOKENS = 8;
const COMMAND_WORD = /^[a-z][a-z0-9_-]{0,39}$/;
const FLAG = /^--[a-z0-9][a-z0-9-]{0,63}(=[A-Za-z0-9._,-]{1,120})?$/;
const NUMBER = /^\d{1,4}$/;

export interface SuggestionMarker {
  version: typeof SUGGESTION_MARKER_VERSION;
  /** The id of the comment the reply answered. */
  id: number;
  /** Numbered suggestions (index 0 = number 1); null where a suggestion cannot be confirmed. */
  commands: (string | null)[];
  /** Numbers (1-based) already confirmed, ascending. */
  confirmed: number[];
}

/**
 * Whether `command` may be stored and confirmed: a command word, an optional phase number right
 * after it, then only flags, single-spaced. No free text: what a person wrote never rides along.
 */
export function isConfirmableCommand(command: unknown): command is string {
  if (typeof command !== 'string' || command.length === 0 || command.length > MAX_COMMAND_CHARS) return false;
  const tokens = command.split(' ');
  if (tokens.length > MAX_TOKENS || !COMMAND_WORD.test(tokens[0] as string) || tokens[0] === 'yes') return false;
  // A phase number only right after the command word (`build 2`), where the parser reads it as one.
  return tokens.slice(1).every((token, i) => FLAG.test(token) || (i === 0 && NUMBER.test(token)));
}

function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function renderSuggestionMarker(marker: SuggestionMarker): string {
  const commands = marker.commands.slice(0, MAX_SUGGESTIONS).map((c) => (isConfirmableCommand(c) ? c : null));
  const confirmed = [...new Set(marker.confirmed)].filter((n) => Number.isSafeInteger(n) && n >= 1 && n <= commands.length).sort((a, b) => a - b);
  const json = JSON.stringify({ v: SUGGESTION_MARKER_VERSION, id: marker.id, s: commands, done: confirmed });
  return `${SUGGESTION_MARKER_OPEN}${json}${SUGGESTION_MARKER_CLOSE}`;
}

/** The marker on the first line of `body`, or null (a marker anywhere else is ignored). */
export function readSuggestionMarker(body: unknown): SuggestionMarker | null {
  const record = firstLineMarkerData(body, SUGGESTION_MARKER_OPEN, SUGGESTION_MARKER_CLOSE, MAX_JSON_CHARS);
  if (record === null) return null;
  if (record['v'] !== SUGGESTION_MARKER_VERSION) return null;
  const id = positiveInteger(record['id']);
  const list = record['s'];
  const done = record['done'];
  if (id === undefined || !Array.isArray(list) || list.length === 0 || list.length > MAX_SUGGESTIONS || !Array.isArray(done)) return null;
  const commands: (string | null)[] = [];
  for (const item of list) {
    if (item === null) commands.push(null);
    else if (isConfirmableCommand(item)) commands.push(item);
    else return null;
  }
  const confirmed: number[] = [];
  for (const n of done) {
    if (positiveInteger(n) === undefined || (n as number) > commands.length) return null;
    if (!confirmed.includes(n as number)) confirmed.push(n as number);
  }
  return { version: SUGGESTION_MARKER_VERSION, id, commands, confirmed: confirmed.sort((a, b) => a - b) };
}

/** `body` with its first line (the marker) replaced by `marker`'s rendering. */
export function withSuggestionMarker(body: string, marker: SuggestionMarker): string {
  const end = body.indexOf('\n');
  return `${renderSuggestionMarker(marker)}${end === -1 ? '' : body.slice(end)}`;
}
