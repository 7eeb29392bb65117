/**
 * Escaping for text that ends up in GitHub markdown (replies, job summary). Untrusted text —
 * comment words, labels, file names, config strings, diagnostics — is rendered inert:
 * - no HTML: `<`, `>`, `&` become entities, so no tag or comment from the text reaches the page;
 * - no markdown structure: link, image, emphasis, code, heading and list characters are escaped,
 *   `|` is `&#124;` (a table cell cannot be split), line breaks become spaces;
 * - no GitHub auto-links: a zero-width joiner (U+200D) breaks `@mentions`, `#12`,
 *   `owner/repo#12`, `GH-12` (and custom `ABC-12` prefixes), `http(s)://`, `ftp://`, `www.`,
 *   e-mail addresses and every run of 7 or more hex digits (commit SHAs);
 * - credentials are masked (src/core/yaml/mask-secrets.ts).
 * Code spans and fenced blocks (which GitHub never links or mentions from) keep their text, except
 * that a code span holding `|` is written as `<code>` with escaped content, so it cannot split a
 * table cell either. test/security/markdown-inert.test.ts renders all of it with micromark's GFM.
 *
 * Every function here is a single pass over its input (linear, test/security/redos.test.ts).
 */
import { maskSecrets } from '../core/yaml/mask-secrets.js';

/** C0/C1 control characters except tab and newline; ANSI escapes start with one of these. */

const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** Zero-width joiner: invisible, and GitHub's auto-linkers do not see through it. */
export const ZWJ = '\u200D';
/** Longest run of hex digits left intact: GitHub links 7 to 40 (a short or full commit SHA). */
const MAX_HEX_RUN = 6;

export function stripControl(text: string): string {
  return text.replace(CONTROL, '');
}

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
const isLetter = (code: number): boolean => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
const isHex = (code: number): boolean => isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66);

/**
 * Break every GitHub auto-link in plain text with zero-width joiners (see the file comment). One
 * pass; the visible text is unchanged.
 */
export function breakAutolinks(text: string): string {
  let out = '';
  let copied = 0;
  let hexRun = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    let breakAfter = false;
    let breakBefore = false;
    if (isHex(code)) {
      hexRun++;
      if (hexRun === MAX_HEX_RUN && isHex(next)) {
        breakAfter = true;
        hexRun = 0;
      }
    } else hexRun = 0;
    if (code === 0x40 /* @ */)
      breakAfter = true; // mentions and e-mail links (`a@.b` links too)
    else if (code === 0x23 /* # */ && isDigit(next)) breakAfter = true;
    else if (code === 0x2d /* - */ && isDigit(next) && i > 0 && isLetter(text.charCodeAt(i - 1))) breakAfter = true;
    else if (code === 0x3a /* : */ && next === 0x2f && text.charCodeAt(i + 2) === 0x2f) breakAfter = true;
    else if (code === 0x2e /* . */ && i >= 3 && (text.charCodeAt(i - 1) | 0x20) === 0x77 && (text.charCodeAt(i - 2) | 0x20) === 0x77 && (text.charCodeAt(i - 3) | 0x20) === 0x77) {
      breakBefore = true;
    }
    if (breakBefore) {
      out += `${text.slice(copied, i)}${ZWJ}`;
      copied = i;
    }
    if (breakAfter) {
      out += `${text.slice(copied, i + 1)}${ZWJ}`;
      copied = i + 1;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

const INLINE_SPECIAL = /[\\`*_{}[\]()<>#+!|~&]/g;
const ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '|': '&#124;' };
/** At the start of inline text, these would open a list, a heading underline or a numbered list. */
const LEADING_BLOCK_MARK = /^(?:[-=]|\d{1,9}[.)])/;

function cut(text: string, maxChars: number): string {
  const long = text.length > maxChars;
  const value = stripControl(long ? text.slice(0, maxChars) : text).replace(/[\r\n]+/g, ' ');
  return long ? `${value}…` : value;
}

/** Plain text on one line: markdown and HTML characters escaped, auto-links broken, newlines → space. */
export function escapeInline(text: string, maxChars = 500): string {
  const value = breakAutolinks(maskSecrets(cut(text, maxChars)).trim()).replace(INLINE_SPECIAL, (ch) => ENTITY[ch] ?? `\\${ch}`);
  const lead = LEADING_BLOCK_MARK.exec(value);
  if (!lead) return value;
  // `-` / `=` / `1.` first in a list item or a paragraph would start a nested list or a heading.
  const mark = lead[0];
  return `${mark.slice(0, -1)}\\${mark.slice(-1)}${value.slice(mark.length)}`;
}

/** The longest run of `ch` in `text` (a loop: no spread of a huge match array). */
function longestRun(text: string, ch: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ch) {
      run++;
      if (run > longest) longest = run;
    } else run = 0;
  }
  return longest;
}

/**
 * Code inside a table cell (or anywhere): `<code>` with the text escaped like
 * {@link escapeInline}, so a `|` or a backslash cannot split the cell (GFM splits cells before it
 * reads code spans; `\|` inside a code span is not enough when the text has a backslash of its own).
 */
export function tableCode(text: string, maxChars = 300): string {
  return `<code>${escapeInline(text, maxChars)}</code>`;
}

/**
 * Inline code: a backtick run longer than any inside the text. GitHub neither links nor mentions
 * inside code. A text with `|` goes through {@link tableCode}, so this is safe in table cells too.
 */
export function inlineCode(text: string, maxChars = 300): string {
  const value = maskSecrets(cut(text, maxChars));
  // Not '``': an empty pair of backticks is no code span, it opens one that a later `` closes.
  if (value === '') return '<code></code>';
  if (value.includes('|')) return tableCode(value, maxChars + 1);
  const fence = '`'.repeat(longestRun(value, '`') + 1);
  const pad = value.startsWith('`') || value.endsWith('`') || (value.startsWith(' ') && value.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** A fenced ```text block that nothing inside can close. */
export function codeBlock(text: string, maxChars = 20_000): string {
  let value = maskSecrets(stripControl(text));
  if (value.length > maxChars) value = `${value.slice(0, maxChars)}\n…(truncated)`;
  const fence = '`'.repeat(Math.max(3, longestRun(value, '`') + 1));
  return `${fence}text\n${value}\n${fence}`;
}

const HTML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** HTML-escaped text, for <pre>/<summary>/<td> content in the job summary. */
export function escapeHtml(text: string, maxChars = 100_000): string {
  let value = maskSecrets(stripControl(text));
  if (value.length > maxChars) value = `${value.slice(0, maxChars)}\n…(truncated)`;
  return breakAutolinks(value).replace(/[&<>"']/g, (ch) => HTML_ENTITY[ch] ?? ch);
}

/** A markdown table; every cell is escaped with {@link escapeInline} unless given pre-rendered. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
