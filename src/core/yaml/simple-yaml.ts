/**
 * A parser for the common shape of plan frontmatter, without js-yaml (#14 goal 5: js-yaml was
 * the largest part of reading 10,000 plans). It reads only a strict subset and answers
 * `undefined` for anything else, which then goes to the full parser: nothing it does not
 * understand is dropped or guessed. The subset:
 *
 * - ASCII printable text and line breaks only; no tab, no `#` anywhere (comments), no line with
 *   trailing spaces;
 * - block mappings of plain keys (`[A-Za-z_][A-Za-z0-9_-]*`, not a null or boolean word, not
 *   `__proto__`, no key twice), indented by spaces; block sequences (`- item`, also at the
 *   indentation of their key), whose items may be mappings (`- key: value` and more keys below);
 * - scalars: double-quoted without `\` or `"` inside, single-quoted without `'` inside, or plain
 *   (starting with a letter, digit, `_`, `.` or `/`; no `:`, `,`, brackets or braces), resolved
 *   like load-yaml-value.ts's YAML 1.2 core schema (null, booleans, integers, floats, else text);
 * - flow sequences of such scalars on one line (`[]`, `["a", b]`).
 *
 * Property-tested against js-yaml with that schema on generated frontmatter and on every plan of
 * Legion's history (test/core/yaml/simple-yaml.test.ts). Linear in the text: each line is looked
 * at a bounded number of times; no regular expression built from the text.
 */

const INT = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const FLOAT = /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const NULLS = new Set(['~', 'null', 'Null', 'NULL']);
const TRUES = new Set(['true', 'True', 'TRUE']);
const FALSES = new Set(['false', 'False', 'FALSE']);
const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** A plain scalar of the subset (its first character and the rest). */
const PLAIN = /^[A-Za-z0-9_./][A-Za-z0-9_./ +@()=~^<>!?*&$%-]*$/;
const TEXT = /^[\x20-\x7e\n]*$/;

/** Not understood: the full parser decides. */
const NO = Symbol('not in the subset');
type Value = unknown;

function plainScalar(text: string): Value | typeof NO {
  if (!PLAIN.test(text) || text.endsWith(' ')) return NO;
  if (NULLS.has(text)) return null;
  if (TRUES.has(text)) return true;
  if (FALSES.has(text)) return false;
  if (INT.test(text)) return text.startsWith('0o') ? parseInt(text.slice(2), 8) : text.startsWith('0x') ? parseInt(text.slice(2), 16) : Number(text);
  if (FLOAT.test(text)) {
    const lower = text.toLowerCase();
    if (lower.endsWith('.nan')) return Number.NaN;
    if (lower.endsWith('.inf')) return lower.startsWith('-') ? -Infinity : Infinity;
    return Number(text);
  }
  return text;
}

function quotedScalar(text: string): string | typeof NO {
  const quote = text[0];
  if ((quote !== '"' && quote !== "'") || text.length < 2 || text[text.length - 1] !== quote) return NO;
  const inner = text.slice(1, -1);
  if (inner.includes(quote) || (quote === '"' && inner.includes('\\'))) return NO;
  return inner;
}

/** A scalar or a one-line flow sequence of scalars, as the value of `key: …` or `- …`. */
function inlineValue(text: string): Value | typeof NO {
  if (text === '') return NO;
  const first = text[0];
  if (first === '"' || first === "'") return quotedScalar(text);
  if (first === '[') {
    if (text[text.length - 1] !== ']') return NO;
    const inner = text.slice(1, -1).trim();
    if (inner === '') return [];
    if (inner.includes('[') || inner.includes(']') || inner.includes('{') || inner.includes('}')) return NO;
    const items: Value[] = [];
    for (const raw of inner.split(',')) {
      const item = raw.trim();
      if (item === '') return NO;
      const value = item[0] === '"' || item[0] === "'" ? quotedScalar(item) : plainScalar(item);
      if (value === NO) return NO;
      items.push(value);
    }
    return items;
  }
  return plainScalar(text);
}

interface Line {
  indent: number;
  text: string;
}

/** Nesting the fast path reads (Legion's frontmatter has 3 levels); deeper goes to the full parser, so no deep recursion here. */
const MAX_DEPTH = 16;

class Parser {
  position = 0;
  private depth = 0;
  constructor(private readonly lines: readonly Line[]) {}

  private peek(): Line | undefined {
    return this.lines[this.position];
  }

  /**
   * `key: value` / `key:` at the start of `text`: the key (its colon is at `key.length`), or NO.
   * The value is `text.slice(key.length + 1).trimStart()`; no pair is built for it.
   */
  private static keyOf(text: string): string | typeof NO {
    const colon = text.indexOf(':');
    if (colon <= 0) return NO;
    if (colon + 1 < text.length && text.charCodeAt(colon + 1) !== 0x20) return NO;
    const key = text.slice(0, colon);
    if (!KEY.test(key) || NULLS.has(key) || TRUES.has(key) || FALSES.has(key) || key === '__proto__') return NO;
    return key;
  }

  /** The value after `key:` with nothing on its line: a deeper block, a sequence at `indent`, or null. */
  private blockValue(indent: number): Value | typeof NO {
    const next = this.peek();
    if (!next || next.indent < indent) return null;
    if (next.indent === indent) return next.text.startsWith('- ') || next.text === '-' ? this.sequence(indent) : null;
    return next.text.startsWith('- ') || next.text === '-' ? this.sequence(next.indent) : this.mapping(next.indent);
  }

  /** A block mapping whose keys are at `indent`; `first` is a key line already taken (`- key: …`). */
  mapping(indent: number, first?: string): Value | typeof NO {
    if (++this.depth > MAX_DEPTH) return NO;
    const result: Record<string, Value> = {};
    let text = first;
    for (;;) {
      if (text === undefined) {
        const line = this.peek();
        if (!line || line.indent < indent) break;
        if (line.indent > indent) return NO;
        if (line.text.startsWith('- ') || line.text === '-') break; // a sequence at the key's indentation ends here
        text = line.text;
        this.position++;
      }
      const key = Parser.keyOf(text);
      if (key === NO) return NO;
      // Every key read so far is an own property of result (none is `__proto__`): a key twice is one already there.
      if (Object.hasOwn(result, key)) return NO;
      const rest = text.slice(key.length + 1).trimStart();
      const value = rest === '' ? this.blockValue(indent) : inlineValue(rest);
      if (value === NO) return NO;
      result[key] = value;
      text = undefined;
    }
    this.depth--;
    return result;
  }

  /** A block sequence whose `-` are at `indent`. */
  sequence(indent: number): Value | typeof NO {
    if (++this.depth > MAX_DEPTH) return NO;
    const items: Value[] = [];
    for (;;) {
      const line = this.peek();
      if (!line || line.indent < indent) break;
      if (line.indent > indent) return NO;
      if (!line.text.startsWith('- ')) {
        if (line.text === '-') return NO;
        break;
      }
      this.position++;
      const rest = line.text.slice(2);
      if (rest === '' || rest[0] === ' ' || rest.startsWith('- ') || rest === '-') return NO;
      const first = rest[0];
      const isMapping = first !== '"' && first !== "'" && first !== '[' && Parser.keyOf(rest) !== NO;
      const value = isMapping ? this.mapping(indent + 2, rest) : inlineValue(rest);
      if (value === NO) return NO;
      items.push(value);
    }
    this.depth--;
    return items;
  }
}

/**
 * The value of a frontmatter text in the subset above (a mapping at the top), or undefined when
 * the text is outside it (then the caller uses the full parser).
 */
export function parseSimpleYaml(text: string): Record<string, unknown> | undefined {
  if (text.includes('#') || text.includes('\t') || !TEXT.test(text)) return undefined;
  const lines: Line[] = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '') {
      if (raw !== '') return undefined;
      continue;
    }
    if (raw.endsWith(' ')) return undefined;
    let indent = 0;
    while (raw.charCodeAt(indent) === 0x20) indent++;
    lines.push({ indent, text: raw.slice(indent) });
  }
  if (lines.length === 0 || (lines[0] as Line).indent !== 0) return undefined;
  const parser = new Parser(lines);
  const value = parser.mapping(0);
  if (value === NO || parser.position !== lines.length) return undefined;
  return value as Record<string, unknown>;
}
