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

/**
 * What each of the yaml library's error codes means, in our words. The library's own messages
 * quote the offending token (`Unexpected scalar token in YAML stream: "basic eC1h…"`), which can be
 * a credential when the "YAML" is something else — a git config reached through a symbolic link
 * was one (#11 I09). A diagnostic therefore gives the line and column and this description,
 * never text from the file.
 */
const YAML_ERROR_TEXT: Record<string, string> = {
  ALIAS_PROPS: 'an alias cannot have an anchor or a tag',
  BAD_ALIAS: 'an alias names no anchor defined before it',
  BAD_COLLECTION_TYPE: 'a tag does not fit the collection it is on',
  BAD_DIRECTIVE: 'a % directive is not valid',
  BAD_DQ_ESCAPE: 'a double-quoted string has an invalid escape',
  BAD_INDENT: 'the indentation is inconsistent',
  BAD_PROP_ORDER: 'an anchor or tag is misplaced',
  BAD_SCALAR_START: 'a plain value starts with a reserved character (quote it)',
  BLOCK_AS_IMPLICIT_KEY: 'a block value is used as a key',
  BLOCK_IN_FLOW: 'a block value is inside a [ ] or { } collection',
  // The library's own wording (it quotes nothing), kept: configs and tests know it.
  DUPLICATE_KEY: 'Map keys must be unique',
  IMPOSSIBLE: 'the YAML cannot be read',
  KEY_OVER_1024_CHARS: 'a key is longer than 1024 characters',
  MISSING_CHAR: 'a closing character (quote, ] or }) or a separator is missing',
  MULTILINE_IMPLICIT_KEY: 'a key spans more than one line',
  MULTIPLE_ANCHORS: 'a node has more than one anchor',
  MULTIPLE_DOCS: 'the text holds more than one YAML document',
  MULTIPLE_TAGS: 'a node has more than one tag',
  NON_STRING_KEY: 'a key is not a string',
  RESOURCE_EXHAUSTION: 'aliases expand too often',
  TAB_AS_INDENT: 'a tab is used for indentation (use spaces)',
  TAG_RESOLVE_FAILED: 'a tag is not supported',
  UNEXPECTED_TOKEN: 'unexpected content (a missing indent, colon or quote?)',
};

/** Every message parseYaml can report: fixed texts only (tested against random input). */
export const YAML_ERROR_MESSAGES: readonly string[] = [
  ...Object.values(YAML_ERROR_TEXT),
  'invalid YAML',
  'a mapping key is a list, a mapping or an alias; only plain keys are read',
  'YAML nested too deeply to parse',
];

/** Our description of a yaml library error: by its code, never its message (which quotes the text). */
export function describeYamlError(code: string | undefined): string {
  return (code !== undefined && Object.hasOwn(YAML_ERROR_TEXT, code) ? YAML_ERROR_TEXT[code] : undefined) ?? 'invalid YAML';
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

/** A key problem found by {@link checkKeys}. */
export interface KeyProblem {
  kind: 'complex' | 'duplicate';
  node: Node;
}

/**
 * The first complex key (see {@link complexKey}) or repeated key, in one pass over the document.
 * Duplicates are found here with a set per mapping: the yaml library's own `uniqueKeys` check
 * compares each key with every earlier one, which is quadratic in the keys of a mapping (a
 * 6,400-key authority matrix took a second). Keys compare like the library's: by scalar value and
 * type, so `1` and `"1"` differ.
 */
export function checkKeys(root: unknown): KeyProblem | null {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isMap(node) && !isSeq(node)) continue;
    const seen = isMap(node) ? new Set<string>() : undefined;
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        if (isCollection(item.key) || isAlias(item.key)) return { kind: 'complex', node: item.key as Node };
        if (seen) {
          const value: unknown = isScalar(item.key) ? item.key.value : item.key;
          const id = `${value === null ? 'null' : typeof value}:${String(value)}`;
          if (seen.has(id)) return { kind: 'duplicate', node: (isNode(item.key) ? item.key : node) as Node };
          seen.add(id);
        }
        stack.push(item.value);
      } else stack.push(item);
    }
  }
  return null;
}

export function parseYaml(text: string): ParsedYaml {
  let explicitKeys = 0;
  for (EXPLICIT_KEY.lastIndex = 0; EXPLICIT_KEY.exec(text) !== null;) {
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
    doc = parseDocument(stripBom(text), { lineCounter, prettyErrors: false, uniqueKeys: false });
  } catch {
    // The yaml parser recurses per nesting level: `- - - … x` thousands deep overflows the stack
    // (RangeError) instead of becoming a document error. Report it like a syntax error.
    return { value: undefined, errors: [{ message: 'YAML nested too deeply to parse' }], locate: () => undefined };
  }
  const position = (offset: number): YamlLocation => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const errors = doc.errors.map((error) => {
    const at = error.pos ? position(error.pos[0]) : undefined;
    return { message: describeYamlError(error.code), ...(at ? { line: at.line, column: at.column } : {}) };
  });
  let value: unknown;
  if (errors.length === 0) {
    const problem = checkKeys(doc.contents);
    if (problem) {
      const at = problem.node.range ? position(problem.node.range[0]) : undefined;
      const message = problem.kind === 'complex' ? 'a mapping key is a list, a mapping or an alias; only plain keys are read' : describeYamlError('DUPLICATE_KEY');
      errors.push({ message, ...(at ? { line: at.line, column: at.column } : {}) });
    }
  }
  if (errors.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const tooManyAliases = error instanceof Error && /alias/i.test(error.message.slice(0, 200));
      errors.push({ message: describeYamlError(typeof code === 'string' ? code : tooManyAliases ? 'RESOURCE_EXHAUSTION' : undefined) });
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
