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
  const lines = stripBom(text).split(/\r\n|\r|\n/);
  if ((lines[0] ?? '').trimEnd() !== '---') return { yaml: null, firstLine: 1, unterminated: false };
  for (let i = 1; i < lines.length; i++) {
    const line = (lines[i] as string).trimEnd();
    if (line === '---' || line === '...') return { yaml: lines.slice(1, i).join('\n'), firstLine: 2, unterminated: false };
  }
  return { yaml: null, firstLine: 2, unterminated: true };
}
