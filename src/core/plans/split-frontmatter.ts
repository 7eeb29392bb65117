import { stripBom } from '../yaml/parse-yaml.js';

export interface Frontmatter {
  /** The YAML between the `---` fences, or null when the file has no frontmatter. */
  yaml: string | null;
  /** 1-based line of the first YAML line (to offset YAML error positions). */
  firstLine: number;
  /** Set when an opening fence has no closing fence. */
  unterminated: boolean;
}

/** Extract `---`-fenced YAML frontmatter from a markdown file (CRLF and BOM tolerant). */
export function splitFrontmatter(text: string): Frontmatter {
  const stripped = stripBom(text);
  return splitLfFrontmatter(stripped) ?? splitFrontmatterByLines(stripped);
}

/** Does the line `text[start, end)` read as `fence` once trimmed at its end? */
function isFence(text: string, start: number, end: number, fence: string): boolean {
  return text.startsWith(fence, start) && (end - start === 3 || text.slice(start, end).trimEnd() === fence);
}

/**
 * {@link splitFrontmatterByLines} for a frontmatter with no `\r` up to its closing fence (nearly
 * every plan): found with `indexOf`, the YAML cut out as one slice, without splitting the whole
 * file into lines and joining them again. Null when a `\r` comes first or no closing fence is
 * found: the general split answers (differential test: test/core/plans/split-frontmatter.test.ts).
 */
export function splitLfFrontmatter(text: string): Frontmatter | null {
  let end = text.indexOf('\n');
  const firstEnd = end === -1 ? text.length : end;
  const carriage = text.indexOf('\r');
  const crBefore = (position: number): boolean => carriage !== -1 && carriage < position;
  if (crBefore(firstEnd)) return null;
  if (!isFence(text, 0, firstEnd, '---')) return { yaml: null, firstLine: 1, unterminated: false };
  if (end === -1) return null;
  const yamlStart = end + 1;
  for (let start = yamlStart; ; start = end + 1) {
    end = text.indexOf('\n', start);
    const lineEnd = end === -1 ? text.length : end;
    if (crBefore(lineEnd)) return null;
    if (isFence(text, start, lineEnd, '---') || isFence(text, start, lineEnd, '...')) {
      return { yaml: start > yamlStart ? text.slice(yamlStart, start - 1) : '', firstLine: 2, unterminated: false };
    }
    if (end === -1) return null;
  }
}

/** The general split: every line, any of `\r\n`, `\r`, `\n`. */
export function splitFrontmatterByLines(stripped: string): Frontmatter {
  const lines = stripped.split(/\r\n|\r|\n/);
  if ((lines[0] ?? '').trimEnd() !== '---') return { yaml: null, firstLine: 1, unterminated: false };
  for (let i = 1; i < lines.length; i++) {
    const line = (lines[i] as string).trimEnd();
    if (line === '---' || line === '...') return { yaml: lines.slice(1, i).join('\n'), firstLine: 2, unterminated: false };
  }
  return { yaml: null, firstLine: 2, unterminated: true };
}
