/** C0/C1 control characters (ANSI escapes start with one of these). */

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * Untrusted text (a done reason read from a SUMMARY.md) as one plain line: control characters and
 * line breaks become spaces, runs of spaces collapse, at most `maxChars` characters (then `…`).
 * Renderers still escape it for markdown.
 */
export function oneLine(text: string, maxChars: number): string {
  const flat = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > maxChars ? `${flat.slice(0, maxChars)}…` : flat;
}
