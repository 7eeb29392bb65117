/**
 * Turn a suggestion's Legion command (`/legion:plan 13`, as written in context_rules) into the CI
 * form people type in a comment (`/legion plan 13`), or into a RouteRequest-like object for
 * `/legion continue`.
 *
 * The command comes from committed config text, so it is treated as untrusted: it must be
 * `/legion:<word>` with `<word>` made of `[a-z0-9-]` (lower case only), followed by at most
 * MAX_SUGGESTION_TOKENS tokens, each either a flag `--name` / `--name=value` (`[a-z0-9-]` names,
 * `[A-Za-z0-9._-]` values) or a plain word of `[A-Za-z0-9._-]`. Anything else — markdown,
 * backticks, `@mentions`, leftover `{placeholders}`, other prefixes — is rejected as a whole:
 * `toCiCommand` returns '' and `suggestionToRequest` returns null. Neither throws.
 */

export const LEGION_PREFIX = '/legion:';
export const MAX_SUGGESTION_CHARS = 256;
export const MAX_SUGGESTION_TOKENS = 16;

const COMMAND_WORD = /^[a-z0-9][a-z0-9-]{0,63}$/;
const FLAG_TOKEN = /^--[a-z0-9][a-z0-9-]{0,63}(?:=[A-Za-z0-9._-]{1,64})?$/;
const PLAIN_TOKEN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const PHASE_TOKEN = /^\d{1,9}$/;

export interface SuggestionRequest {
  /** Command word (`plan`). */
  command: string;
  /** First bare number (`13`), when present. */
  phase?: string;
  /** `--flag` tokens in order. */
  flagTokens: string[];
  /** Remaining plain words joined by one space, '' when none. */
  text: string;
}

interface ParsedSuggestion {
  word: string;
  args: string[];
}

function parseSuggestion(legionCommand: unknown): ParsedSuggestion | null {
  if (typeof legionCommand !== 'string') return null;
  const trimmed = legionCommand.trim();
  if (trimmed.length > MAX_SUGGESTION_CHARS || !trimmed.startsWith(LEGION_PREFIX)) return null;
  const tokens = trimmed.slice(LEGION_PREFIX.length).split(/[ \t]+/);
  const word = tokens[0] ?? '';
  if (!COMMAND_WORD.test(word)) return null;
  const args = tokens.slice(1);
  if (args.length > MAX_SUGGESTION_TOKENS) return null;
  for (const arg of args) {
    if (!FLAG_TOKEN.test(arg) && !PLAIN_TOKEN.test(arg)) return null;
  }
  return { word, args };
}

/**
 * `/legion:plan 13` → `/legion plan 13` (trigger `/legion`); '' when the command is not a safe
 * Legion command. An empty or non-string trigger means `/legion`.
 */
export function toCiCommand(legionCommand: string, trigger: string): string {
  const parsed = parseSuggestion(legionCommand);
  if (!parsed) return '';
  const prefix = typeof trigger === 'string' && trigger.trim() !== '' ? trigger.trim() : '/legion';
  return [prefix, parsed.word, ...parsed.args].join(' ');
}

/** `/legion:plan 13` → `{ command: 'plan', phase: '13', flagTokens: [], text: '' }`; null if unsafe. */
export function suggestionToRequest(legionCommand: string): SuggestionRequest | null {
  const parsed = parseSuggestion(legionCommand);
  if (!parsed) return null;
  const request: SuggestionRequest = { command: parsed.word, flagTokens: [], text: '' };
  const words: string[] = [];
  for (const arg of parsed.args) {
    if (arg.startsWith('--')) request.flagTokens.push(arg);
    else if (request.phase === undefined && PHASE_TOKEN.test(arg)) request.phase = arg;
    else words.push(arg);
  }
  request.text = words.join(' ');
  return request;
}
