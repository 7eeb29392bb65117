import { isAlias, isCollection, isMap, isNode, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { JsonPath } from '../schema/validate-json-schema.js';

export interface YamlLocation {
  line: number;
  column: number;
}

export interface ParsedYaml {
  /** The parsed value, undefined when the text has syntax errors. */
  value: unknown;
  /** Syntax errors with positions (1-based). */
  errors: { message: string; line?: number; column?: number }[];
  /** Position of the node at `path`, or of its nearest existing ancestor. */
  locate(path: JsonPath): YamlLocation | undefined;
}

const BOM = '\uFEFF';

/** Strip a UTF-8 byte-order mark (editors on Windows add one). */
export function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

function firstLine(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/**
 * Parse YAML keeping positions, so schema errors can point at a line. Aliases are capped by the
 * yaml library (no billion-laughs expansion), duplicate keys are errors.
 */
/**
 * The yaml library's composer slows down superlinearly on nested explicit keys (`? ? ? … x`:
 * 0.6 s at depth 200, a minute at 400). No Legion file uses explicit keys, so a text with more
 * than this many is refused before parsing.
 */
export const MAX_EXPLICIT_KEYS = 32;
const EXPLICIT_KEY = /(?:^|[\s[{,:-])\?(?=[\s]|$)/gm;

/**
 * The first mapping key that is a list, a mapping or an alias (`? [a]`, `{a: 1}: x`), or null.
 * toJS() turns such keys into strings by printing them, and nested ones (`{{{…}: 1}: 1}`, no
 * `?` needed) cost it minutes for a 2 KB text. No Legion file has them, so they are refused.
 * Iterative: a deeply nested document cannot overflow the stack here.
 */
export function complexKey(root: unknown): Node | null {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isMap(node) && !isSeq(node)) continue;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        if (isCollection(item.key) || isAlias(item.key)) return item.key as Node;
        stack.push(item.value);
      } else stack.push(item);
    }
  }
  return null;
}

export function parseYaml(text: string): ParsedYaml {
  let explicitKeys = 0;
  for (EXPLICIT_KEY.lastIndex = 0; EXPLICIT_KEY.exec(text) !== null; ) {
    if (++explicitKeys > MAX_EXPLICIT_KEYS) {
      return {
        value: undefined,
        errors: [{ message: `uses more than ${MAX_EXPLICIT_KEYS} explicit "? " keys; legion-router does not read such YAML` }],
        locate: () => undefined,
      };
    }
  }
  const lineCounter = new LineCounter();
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(stripBom(text), { lineCounter, prettyErrors: false, uniqueKeys: true });
  } catch (error) {
    // The yaml parser recurses per nesting level: `- - - … x` thousands deep overflows the stack
    // (RangeError) instead of becoming a document error. Report it like a syntax error.
    const reason = firstLine(error instanceof Error ? error.message : String(error));
    return { value: undefined, errors: [{ message: `YAML nested too deeply to parse (${reason})` }], locate: () => undefined };
  }
  const position = (offset: number): YamlLocation => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const errors = doc.errors.map((error) => {
    const at = error.pos ? position(error.pos[0]) : undefined;
    return { message: firstLine(error.message), ...(at ? { line: at.line, column: at.column } : {}) };
  });
  let value: unknown;
  if (errors.length === 0) {
    const key = complexKey(doc.contents);
    if (key) {
      const at = key.range ? position(key.range[0]) : undefined;
      errors.push({ message: 'a mapping key is a list, a mapping or an alias; only plain keys are read', ...(at ? { line: at.line, column: at.column } : {}) });
    }
  }
  if (errors.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      errors.push({ message: firstLine(error instanceof Error ? error.message : String(error)) });
    }
  }
  const locate = (path: JsonPath): YamlLocation | undefined => {
    for (let length = path.length; length >= 0; length--) {
      // A mapping entry is reported at its key (`extra:` on line 7, not its block value on 8).
      const last = path[length - 1];
      if (length > 0 && typeof last === 'string') {
        const parent = length === 1 ? doc.contents : doc.getIn(path.slice(0, length - 1), true);
        if (isMap(parent)) {
          const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === last);
          // A scalar value is reported where it stands; a block value at its key.
          if (pair && isScalar(pair.value) && pair.value.range) return position(pair.value.range[0]);
          if (pair && isNode(pair.key) && pair.key.range) return position(pair.key.range[0]);
        }
      }
      const node = length === 0 ? doc.contents : doc.getIn(path.slice(0, length), true);
      if (isNode(node) && node.range) return position(node.range[0]);
    }
    return undefined;
  };
  return { value, errors, locate };
}
