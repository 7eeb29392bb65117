/** An opening or closing code fence (CommonMark: up to 3 spaces, then ``` or ~~~). */
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * The lines of a markdown text that are outside fenced code blocks, in order. A fence closes
 * only with the same character, at least as long as the opening one. Used wherever text from a
 * file or a comment is read as structure (commands, STATE.md, ROADMAP.md): an example inside a
 * code block is never taken for the real thing.
 */
export function* linesOutsideFences(lines: Iterable<string>): Generator<string> {
  let fence: string | null = null;
  for (const line of lines) {
    const mark = FENCE.exec(line)?.[1];
    if (mark !== undefined) {
      if (fence === null) fence = mark;
      else if (mark[0] === fence[0] && mark.length >= fence.length) fence = null;
      continue;
    }
    if (fence === null) yield line;
  }
}

/** Split text into lines (any newline convention), dropping a BOM and bounding sizes. */
export function boundedLines(text: string, maxChars: number, maxLineChars: number): string[] {
  let body = text.length > maxChars ? text.slice(0, maxChars) : text;
  if (body.charCodeAt(0) === 0xfeff) body = body.slice(1);
  return body.split(/\r\n|\r|\n/).map((line) => (line.length > maxLineChars ? line.slice(0, maxLineChars) : line));
}
