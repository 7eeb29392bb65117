import type { ErrorCodeValue } from '../error-codes.js';

/**
 * A coded stop of the wave action (collect, apply or land): what was wrong and what to do, in
 * our own words. Untrusted values (file names an agent wrote, plan ids from records) reach the
 * message only through {@link shownPath}.
 */
export class WaveError extends Error {
  override name = 'WaveError';
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}

const MAX_SHOWN = 200;

const INERT: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '[': '\\u005b',
  ']': '\\u005d',
  '(': '\\u0028',
  ')': '\\u0029',
  ':': '\\u003a',
  '!': '\\u0021',
  '|': '\\u007c',
};

/**
 * A path or id for a message, the job summary or an annotation: JSON-quoted (control characters,
 * quotes and backslashes escaped), the characters of markup, links, autolinks and tables written
 * as JSON escapes (`<>[]()!:|`), backquotes as `'`, `@` followed by a zero-width space, cut at 200
 * characters. Never a link, a mention or markup.
 */
export function shownPath(value: string): string {
  const cut = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
  return JSON.stringify(cut)
    .replace(/`/g, "'")
    .replace(/@/g, '@\u200b')
    .replace(/[<>[\]()!:|]/g, (c) => INERT[c] ?? c);
}

/** At most `max` shown paths, then "and N more". */
export function shownList(values: readonly string[], max = 10): string {
  const shown = values.slice(0, max).map(shownPath).join(', ');
  return values.length > max ? `${shown} and ${values.length - max} more` : shown;
}
