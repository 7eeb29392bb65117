import { linesOutsideFences } from '../text/lines-outside-fences.js';
import type { RouteRequest, RouteSource } from '../types.js';

/** Bounds on untrusted text (documented in SECURITY.md). */
export const MAX_COMMENT_BYTES = 65_536;
export const MAX_COMMAND_LINE_CHARS = 4_096;
export const MAX_TOKENS = 10_000;

/**
 * Characters people paste that look like ASCII but are not: dashes, quotes, spaces and
 * zero-width characters. Folding them keeps `—just-harden` (em dash, as phones autocorrect)
 * from silently becoming free text; it is read as `--just-harden`.
 */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;

export function foldLookalikes(text: string): string {
  return text
    .replace(ZERO_WIDTH, '')
    .replace(SPACES, ' ')
    .replace(DASHES, (dash) => (dash === '\u2013' || dash === '\u2014' || dash === '\u2015' ? '--' : '-'))
    .replace(/[\uFF01-\uFF5E]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));
}

/**
 * The first line of a comment that starts with the trigger (`/legion`), outside fenced code
 * blocks and quoted (`>`) lines, or null when the comment is not a command. The trigger must be
 * followed by whitespace, `:` or the end of the line (`/legionary` is not a command).
 */
export function findCommandLine(body: string, trigger: string): string | null {
  if (!trigger) return null;
  const text = body.length > MAX_COMMENT_BYTES ? body.slice(0, MAX_COMMENT_BYTES) : body;
  const wanted = trigger.toLowerCase();
  const lines = text.split(/\r\n|\r|\n/).map((rawLine) => foldLookalikes(rawLine).trim());
  for (const line of linesOutsideFences(lines)) {
    if (line.startsWith('>')) continue;
    if (!line.toLowerCase().startsWith(wanted)) continue;
    const next = line.charAt(wanted.length);
    if (next === '' || next === ' ' || next === '\t' || next === ':') {
      return line.length > MAX_COMMAND_LINE_CHARS ? line.slice(0, MAX_COMMAND_LINE_CHARS) : line;
    }
  }
  return null;
}

/** Split a command line into whitespace-separated tokens, bounded. */
export function tokenize(line: string): string[] {
  const tokens: string[] = [];
  for (const token of line.split(/\s+/)) {
    if (token === '') continue;
    tokens.push(token);
    if (tokens.length >= MAX_TOKENS) break;
  }
  return tokens;
}

/**
 * `--x` is a flag; so is `-x` (a mistyped flag: it fails as an unknown flag with the `--x`
 * suggestion instead of silently becoming free text).
 */
function isFlagToken(token: string): boolean {
  return (token.startsWith('--') && token.length > 2) || /^-[A-Za-z]/.test(token);
}

/**
 * Turn the words after the trigger into a request: the first word is the command (unless it
 * is a flag), `--x` tokens are flags, a bare number right after the command is the phase, and the
 * rest is free text. `/legion:build` (Legion's own spelling) is accepted too.
 */
export function parseCommandWords(words: string[], source: RouteSource, actor?: string): RouteRequest {
  const request: RouteRequest = { source, command: '', flagTokens: [], text: '' };
  if (actor) request.actor = actor;
  const textWords: string[] = [];
  let index = 0;
  const first = words[0];
  if (first !== undefined && !isFlagToken(first)) {
    request.command = first.toLowerCase();
    index = 1;
    const second = words[1];
    if (second !== undefined && /^\d{1,4}$/.test(second)) {
      request.phase = String(Number(second));
      index = 2;
    }
  }
  for (; index < words.length; index++) {
    const word = words[index] as string;
    if (isFlagToken(word)) request.flagTokens.push(word);
    else textWords.push(word);
  }
  request.text = textWords.join(' ');
  return request;
}

/** Parse a command line found by {@link findCommandLine}. */
export function parseCommandLine(line: string, trigger: string, source: RouteSource, actor?: string): RouteRequest {
  let rest = foldLookalikes(line).trim().slice(trigger.length);
  if (rest.startsWith(':')) rest = rest.slice(1);
  return parseCommandWords(tokenize(rest), source, actor);
}

/** Parse a comment body; null when it holds no command. */
export function parseComment(body: string, trigger: string, actor?: string): RouteRequest | null {
  const line = findCommandLine(body, trigger);
  return line === null ? null : parseCommandLine(line, trigger, 'comment', actor);
}
