/**
 * The `changed-files-list` output: every changed file of the route, one path per line, each line
 * safe for a shell. Pure.
 *
 * Encoding of one path (a JavaScript string, as the API or git gave it):
 *
 * - **Plain**: a path made only of `A-Z a-z 0-9 . _ / + @ : , = -` is written as it is.
 * - **Quoted**: any other path is written between double quotes, with every byte of its UTF-8
 *   encoding outside that set (space, quote, backslash, `$`, a backtick, a line break, a control
 *   character, non-ASCII …) as a backslash and three octal digits (`a b` → `"a\040b"`, `é` →
 *   `"\303\251"`), like git's `core.quotePath` but escaping more. A lone UTF-16 surrogate (a name
 *   that is not valid Unicode) is written as its 3-byte WTF-8 form.
 *
 * So every line is one shell word that expands to itself: no whitespace, no quote that closes,
 * no `$`, backtick, glob character, `;`, `|`, `&`, `<`, `>`, `(`, `)` or line break inside it;
 * the output is newline-separated and has no NUL. A line that starts with `"` is quoted (no plain
 * path starts with `"`). When the list had to be cut, the last line is `#truncated:<N>` (N paths
 * left out; no path line starts with `#`). {@link decodeChangedFileLine} is the inverse.
 */

/** Characters a plain line may hold. */
const PLAIN = /^[A-Za-z0-9._/+@:,=-]+$/;
const PLAIN_CHAR = /[A-Za-z0-9._/+@:,=-]/;
export const TRUNCATED_PREFIX = '#truncated:';

/** WTF-8 bytes of a string: UTF-8, with lone surrogates encoded as if they were code points. */
function wtf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i += 1;
      }
    }
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return bytes;
}

/** The string of WTF-8 bytes (the inverse of {@link wtf8Bytes}); null when they are not WTF-8. */
function fromWtf8(bytes: readonly number[]): string | null {
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const first = bytes[i] as number;
    let need: number;
    if (first < 0x80) need = 0;
    else if (first >= 0xc2 && first <= 0xdf) need = 1;
    else if (first >= 0xe0 && first <= 0xef) need = 2;
    else if (first >= 0xf0 && first <= 0xf4) need = 3;
    else return null;
    let code = need === 0 ? first : first & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return null;
      code = (code << 6) | (next & 0x3f);
    }
    const min = [0, 0x80, 0x800, 0x10000][need] as number;
    if (code < min || code > 0x10ffff) return null;
    out += String.fromCodePoint(code);
    i += need + 1;
  }
  return out;
}

/** One path as a line of the output. */
export function encodeChangedFilePath(path: string): string {
  if (PLAIN.test(path)) return path;
  let out = '"';
  for (const byte of wtf8Bytes(path)) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && PLAIN_CHAR.test(char) ? char : `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out}"`;
}

/** The path a line stands for; null for the `#truncated:` line and for lines that are not an encoded path. */
export function decodeChangedFileLine(line: string): string | null {
  if (PLAIN.test(line)) return line;
  if (line.length < 2 || !line.startsWith('"') || !line.endsWith('"')) return null;
  const bytes: number[] = [];
  const body = line.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '\\') {
      const octal = body.slice(i + 1, i + 4);
      if (!/^[0-3][0-7]{2}$/.test(octal)) return null;
      bytes.push(parseInt(octal, 8));
      i += 3;
    } else if (PLAIN_CHAR.test(char)) bytes.push(char.charCodeAt(0));
    else return null;
  }
  return fromWtf8(bytes);
}

export interface ChangedFilesListFit {
  /** The output value: encoded lines joined with `\n` ('' for no files). */
  value: string;
  /** Paths written. */
  written: number;
  /** Paths left out to fit (0 when the whole list fits). */
  omitted: number;
}

/**
 * The output for `paths` within `maxChars` UTF-16 code units (the job-output budget left after
 * every other output, in characters). Paths are written in order; when they do not all fit, as
 * many as fit are written, followed by a `#truncated:<N>` line, within the budget too.
 */
export function fitChangedFilesList(paths: readonly string[], maxChars: number): ChangedFilesListFit {
  const lines = paths.map(encodeChangedFilePath);
  const total = lines.reduce((sum, line) => sum + line.length, 0) + Math.max(0, lines.length - 1);
  if (total <= maxChars) return { value: lines.join('\n'), written: lines.length, omitted: 0 };
  // The truncation line's length depends on the count, which is at most paths.length.
  const reserve = TRUNCATED_PREFIX.length + String(paths.length).length;
  let used = 0;
  let written = 0;
  for (const line of lines) {
    const cost = line.length + 1; // the line and the newline after it
    if (used + cost + reserve > maxChars) break;
    used += cost;
    written += 1;
  }
  if (reserve > maxChars) return { value: '', written: 0, omitted: paths.length };
  const omitted = paths.length - written;
  return { value: [...lines.slice(0, written), `${TRUNCATED_PREFIX}${omitted}`].join('\n'), written, omitted };
}
