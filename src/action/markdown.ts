/**
 * Escaping for text that ends up in GitHub markdown (replies, job summary). Untrusted text —
 * comment words, labels, file names, config strings — is rendered inert: no HTML, no links or
 * images, no @mentions (which would notify people), no #references, no table breaks.
 */

/** C0/C1 control characters except tab and newline; ANSI escapes start with one of these. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

export function stripControl(text: string): string {
  return text.replace(CONTROL, '');
}

/** Break @mentions and #/GH- references with a zero-width joiner, so GitHub links nothing. */
export function breakMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9_-])/g, '@\u200D').replace(/#(?=\d)/g, '#\u200D');
}

const INLINE_SPECIAL = /[\\`*_{}[\]()<>#+!|~&]/g;
const ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '|': '&#124;' };

/** Plain text on one line: markdown and HTML characters escaped, mentions broken, newlines → space. */
export function escapeInline(text: string, maxChars = 500): string {
  const cut = text.length > maxChars;
  let value = stripControl(cut ? text.slice(0, maxChars) : text).replace(/[\r\n]+/g, ' ');
  if (cut) value = `${value}…`;
  return breakMentions(value).replace(INLINE_SPECIAL, (ch) => ENTITY[ch] ?? `\\${ch}`);
}

/** Inline code: a backtick run longer than any inside the text. Mentions do not fire in code. */
export function inlineCode(text: string, maxChars = 300): string {
  const cut = text.length > maxChars;
  let value = stripControl(cut ? text.slice(0, maxChars) : text).replace(/[\r\n]+/g, ' ');
  if (cut) value = `${value}…`;
  if (value === '') return '``';
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** A fenced ```text block that nothing inside can close. */
export function codeBlock(text: string, maxChars = 20_000): string {
  let value = stripControl(text);
  if (value.length > maxChars) value = `${value.slice(0, maxChars)}\n…(truncated)`;
  const longest = Math.max(0, ...(value.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}text\n${value}\n${fence}`;
}

/** HTML-escaped text, for <pre>/<summary>/<td> content in the job summary. */
export function escapeHtml(text: string, maxChars = 100_000): string {
  let value = stripControl(text);
  if (value.length > maxChars) value = `${value.slice(0, maxChars)}\n…(truncated)`;
  return breakMentions(value).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

/** A markdown table; every cell is escaped with {@link escapeInline} unless given pre-rendered. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
