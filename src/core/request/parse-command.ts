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

/** An opening or closing code fence (CommonMark: up to 3 spaces, then ``` or ~~~). */
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * Elements whose content is not a command: code (`pre`, `code`, `xmp`, `textarea`, `plaintext`),
 * content GitHub hides (`details` until opened, `script`, `style`, `template`, `noscript`, …).
 * A line that starts inside one of them never counts; on the command line itself, the content of
 * the hidden ones is dropped.
 */
const CODE_OR_HIDDEN = new Set([
  'pre',
  'code',
  'xmp',
  'textarea',
  'plaintext',
  'listing',
  'details',
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'noembed',
  'noframes',
  'title',
  'object',
]);
/** Elements whose content is invisible until clicked or never shown: dropped from the command line. */
const HIDDEN_CONTENT = new Set(['details', 'script', 'style', 'template', 'noscript', 'iframe', 'noembed', 'noframes', 'title', 'object', 'textarea']);

const isTagNameStart = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isTagNameChar = (code: number): boolean => isTagNameStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d;

/** Leading indentation in columns (a tab advances to the next multiple of 4). */
function indentColumns(line: string): number {
  let columns = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line.charCodeAt(i);
    if (ch === 0x20) columns++;
    else if (ch === 0x09) columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/**
 * Backtick code spans of one line, as [start, end) pairs, found in linear time: runs are paired
 * with the next run of the same length (CommonMark's rule, on one line).
 */
function codeSpans(line: string): [number, number][] {
  if (!line.includes('`')) return [];
  const runs: { start: number; length: number }[] = [];
  for (let i = 0; i < line.length;) {
    if (line.charCodeAt(i) !== 0x60) {
      i++;
      continue;
    }
    let j = i;
    while (j < line.length && line.charCodeAt(j) === 0x60) j++;
    runs.push({ start: i, length: j - i });
    i = j;
  }
  // For each run, the index of the next run of the same length (right-to-left, one map).
  const nextSame = new Array<number>(runs.length).fill(-1);
  const lastOfLength = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    const length = (runs[r] as { length: number }).length;
    nextSame[r] = lastOfLength.get(length) ?? -1;
    lastOfLength.set(length, r);
  }
  const spans: [number, number][] = [];
  for (let r = 0; r < runs.length; r++) {
    const close = nextSame[r] as number;
    if (close === -1) continue;
    const open = runs[r] as { start: number; length: number };
    const end = runs[close] as { start: number; length: number };
    spans.push([open.start, end.start + end.length]);
    r = close;
  }
  return spans;
}

/** HTML state carried from line to line while scanning a comment. */
interface HtmlState {
  inComment: boolean;
  /** Open code or hidden elements by name (nesting counted: `<details>` inside `<details>`). */
  open: Map<string, number>;
  openCount: number;
}

/**
 * One line through the HTML state machine: comments and code/hidden elements opened and closed.
 * With `visible`, also returns the line's visible text: comments and the content of hidden
 * elements dropped, other tags removed (their text kept). Linear in the line.
 */
function scanHtml(line: string, state: HtmlState, visible: boolean): string {
  const spans = state.inComment || state.openCount > 0 ? [] : codeSpans(line);
  let span = 0;
  let out = '';
  let i = 0;
  let nextGt = -2; // index of the next `>` (cached: the search only moves forward)
  const hiddenContent = (): boolean => {
    for (const name of HIDDEN_CONTENT) if ((state.open.get(name) ?? 0) > 0) return true;
    return false;
  };
  let hiding = visible && state.openCount > 0 && hiddenContent();
  while (i < line.length) {
    if (state.inComment) {
      const close = line.indexOf('-->', i);
      if (close === -1) return out;
      state.inComment = false;
      i = close + 3;
      continue;
    }
    const lt = line.indexOf('<', i);
    if (lt === -1) {
      if (!hiding) out += line.slice(i);
      break;
    }
    // Skip code spans: `<pre>` inside backticks is text.
    while (span < spans.length && (spans[span] as [number, number])[1] <= lt) span++;
    const inSpan = span < spans.length && (spans[span] as [number, number])[0] <= lt;
    if (inSpan) {
      const end = (spans[span] as [number, number])[1];
      if (!hiding) out += line.slice(i, end);
      i = end;
      continue;
    }
    if (!hiding) out += line.slice(i, lt);
    if (line.startsWith('<!--', lt)) {
      state.inComment = true;
      i = lt + 4;
      continue;
    }
    const closing = line.charCodeAt(lt + 1) === 0x2f;
    let nameEnd = lt + (closing ? 2 : 1);
    if (!isTagNameStart(line.charCodeAt(nameEnd))) {
      // `<` that starts no tag (`a < b`, `<3`): text. `<!x` and `<?x` are declarations: dropped.
      const mark = line.charCodeAt(lt + 1);
      if (mark === 0x21 || mark === 0x3f) {
        if (nextGt < lt) nextGt = line.indexOf('>', lt);
        if (nextGt === -1) return out;
        i = nextGt + 1;
        continue;
      }
      if (!hiding) out += '<';
      i = lt + 1;
      continue;
    }
    while (nameEnd < line.length && isTagNameChar(line.charCodeAt(nameEnd))) nameEnd++;
    const name = line.slice(lt + (closing ? 2 : 1), nameEnd).toLowerCase();
    const after = line.charCodeAt(nameEnd);
    const isTag = nameEnd === line.length || after === 0x3e || after === 0x2f || after === 0x20 || after === 0x09;
    if (!isTag) {
      if (!hiding) out += line.slice(lt, nameEnd);
      i = nameEnd;
      continue;
    }
    if (CODE_OR_HIDDEN.has(name)) {
      const count = state.open.get(name) ?? 0;
      if (closing) {
        if (count > 0) {
          state.open.set(name, count - 1);
          state.openCount--;
        }
      } else {
        state.open.set(name, count + 1);
        state.openCount++;
      }
      hiding = visible && state.openCount > 0 && hiddenContent();
    }
    if (nextGt < nameEnd) nextGt = line.indexOf('>', nameEnd);
    if (nextGt === -1) return out; // the tag runs past the line: the rest is attributes
    i = nextGt + 1;
  }
  return out;
}

/** A block quote marker: `>` after at most three spaces. */
const QUOTE_START = /^ {0,3}>/;
/** Lines that start a new block rather than continue a paragraph (headings, breaks, lists, fences). */
const BLOCK_START = /^ {0,3}(?:#{1,6}(?:\s|$)|(?:[-*_] *){3,}$|[-*+]\s|1[.)]\s|```|~~~)/;

/**
 * Whether a `>` quote's paragraph is open after `line` (GFM "lazy continuation"): a quote line
 * with text opens or continues it; a blank line or a line that starts another block ends it; any
 * other line continues it when it was open, and is then shown inside the quote.
 */
function quoteParagraphAfter(line: string, trimmed: string, open: boolean): boolean {
  if (QUOTE_START.test(line)) {
    const content = line.replace(/^(?: {0,3}> ?)+/, '');
    return content.trim() !== '' && !BLOCK_START.test(content);
  }
  if (trimmed === '') return false;
  return open && !BLOCK_START.test(line);
}

/**
 * The first line of a comment that starts with the trigger (`/legion`), or null when the comment
 * is not a command. The trigger must be followed by whitespace, `:` or the end of the line
 * (`/legionary` is not a command). Text that the approver does not see as a command is never one
 * (#11 A13–A16):
 * - lines inside fenced code blocks, indented by four or more columns (indented code), or quoted
 *   (`>`), including a quote's lazy continuation lines (a plain line right after a quoted
 *   paragraph is shown inside the quote);
 * - lines that start inside an HTML comment (`<!-- … -->`) or inside `<pre>`, `<code>`,
 *   `<details>` (and other code or hidden elements, see CODE_OR_HIDDEN), however they nest;
 * - on the command line itself, HTML comments and the content of hidden elements (`<details>`,
 *   `<script>`, …) are dropped, and other tags are removed with their text kept, so the words
 *   routed are the words shown.
 * Only the first 64 Ki code units are read; the scan is linear in them.
 */
export function findCommandLine(body: string, trigger: string): string | null {
  if (!trigger) return null;
  const text = body.length > MAX_COMMENT_BYTES ? body.slice(0, MAX_COMMENT_BYTES) : body;
  const wanted = trigger.toLowerCase();
  const state: HtmlState = { inComment: false, open: new Map(), openCount: 0 };
  let fence: string | null = null;
  /** A `>` quote's paragraph is open: a following plain line continues it (lazily). */
  let quoted = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = foldLookalikes(rawLine);
    const outsideHtml = !state.inComment && state.openCount === 0;
    if (outsideHtml) {
      const mark = FENCE.exec(line)?.[1];
      if (mark !== undefined) {
        if (fence === null) fence = mark;
        else if (mark[0] === fence[0] && mark.length >= fence.length) fence = null;
        continue;
      }
      if (fence !== null) continue;
      const trimmed = line.trim();
      const wasQuoted = quoted;
      quoted = quoteParagraphAfter(line, trimmed, quoted);
      // A lazy continuation line of a `>` quote is shown inside the quote (GFM): not a command.
      if (wasQuoted && quoted && !QUOTE_START.test(line)) continue;
      if (indentColumns(line) < 4 && trimmed.toLowerCase().startsWith(wanted)) {
        const next = trimmed.charAt(wanted.length);
        if (next === '' || next === ' ' || next === '\t' || next === ':') {
          const shown = line.includes('<') ? scanHtml(trimmed, state, true).trim() : trimmed;
          return shown.length > MAX_COMMAND_LINE_CHARS ? shown.slice(0, MAX_COMMAND_LINE_CHARS) : shown;
        }
      }
    }
    if (line.includes('<') || state.inComment || state.openCount > 0) scanHtml(line, state, false);
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

/** The word without the sentence punctuation that ends it (a scan from the end: linear in the word). */
function withoutSentenceEnd(word: string): string {
  let end = word.length;
  while (end > 0 && SENTENCE_END.has(word[end - 1] as string)) end -= 1;
  return word.slice(0, end);
}

const SENTENCE_END: ReadonlySet<string> = new Set(['.', ',', ';', ':', '!', '?']);

/** The flags that take a value, and the shape of a value given as the next word (`--phase 2`). */
const SPACED_VALUE: ReadonlyMap<string, RegExp> = new Map([
  ['--phase', /^\d{1,4}$/],
  ['--sha', /^[0-9a-f]{7,40}$/i],
  ['--plan', /^\d{1,4}-\d{1,4}(?:,\d{1,4}-\d{1,4})*$/],
]);

/**
 * Turn the words after the trigger into a request: the first word is the command (unless it
 * is a flag), `--x` tokens are flags, a bare number right after the command is the phase, and the
 * rest is free text. `--phase 2` reads as `--phase=2` (and `--sha`, `--plan` alike). `/legion:build`
 * (Legion's own spelling) is accepted too.
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
    // (`--just-security, please`: sentence punctuation after a flag ends the sentence, not the flag)
    const word = isFlagToken(words[index] as string) ? withoutSentenceEnd(words[index] as string) : (words[index] as string);
    const next = words[index + 1] === undefined ? undefined : withoutSentenceEnd(words[index + 1] as string);
    // (`--phase 2` is `--phase=2`: a value flag takes the next word when it has the value's shape)
    if (next !== undefined && SPACED_VALUE.get(word.toLowerCase())?.test(next) === true) {
      request.flagTokens.push(`${word}=${next}`);
      index += 1;
    } else if (isFlagToken(word)) request.flagTokens.push(word);
    else textWords.push(words[index] as string);
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
