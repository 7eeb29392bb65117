import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { parseYaml, stripBom } from './parse-yaml.js';
import { parseSimpleYaml } from './simple-yaml.js';

export interface LoadedYamlValue {
  value: unknown;
  /** The first syntax error with its 1-based position, when the text is not valid YAML. */
  error?: { message: string; line?: number; column?: number };
}

/**
 * An anchor (`&a`) or alias (`*a`) where a node starts. Aliases are the one YAML feature whose
 * cost can explode (billion laughs): such texts go to the `yaml` library, which caps alias
 * expansion. A `*` inside a plain scalar (`src/**`, `routes/r01-*.ts`) is not at a node start and
 * does not match: a node starts at the start of a line, after white space (`- *a`, `: *a`,
 * `? *a`) or after a flow indicator (`[*a`, `{*a`, `,*a`, `"k":*a`). A `-` directly before it
 * does not start a node (`-*a` is a plain scalar), so a glob such as `r01-*.ts` keeps the fast
 * path (it sent every plan of the peer benchmark to the slow parser: 400 ms for 99 plans).
 */
const ANCHOR_OR_ALIAS = /(?:^|[\s[{,:])[&*][^\s,\]}]/m;

/** Whether the text may hold an anchor or alias (then the `yaml` library parses it). */
export function mayHoldAnchorOrAlias(text: string): boolean {
  return ANCHOR_OR_ALIAS.test(text);
}

/*
 * js-yaml's core schema still reads YAML 1.1 number forms (`1_000`, `0b101`, `._0`); the `yaml`
 * library, like the YAML 1.2 spec, reads them as strings. These two types use the YAML 1.2 core
 * patterns so both parsers give the same value (`- 2024_01` stays the string a path is).
 */
const INT = /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;
const FLOAT = /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;
const int12 = new Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (data: unknown) => typeof data === 'string' && INT.test(data),
  construct: (data: string) => (data.startsWith('0o') ? parseInt(data.slice(2), 8) : data.startsWith('0x') ? parseInt(data.slice(2), 16) : Number(data)),
});
const float12 = new Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (data: unknown) => typeof data === 'string' && FLOAT.test(data) && !INT.test(data),
  construct: (data: string) => {
    const lower = data.toLowerCase();
    if (lower.endsWith('.nan')) return Number.NaN;
    if (lower.endsWith('.inf')) return lower.startsWith('-') ? -Infinity : Infinity;
    return Number(data);
  },
});
/** YAML 1.2 core null: `~`, `null`, `Null`, `NULL` and the empty scalar (js-yaml's public Type API). */
const NULLS = new Set(['', '~', 'null', 'Null', 'NULL']);
const null12 = new Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: (data: unknown) => data === null || (typeof data === 'string' && NULLS.has(data)),
  construct: () => null,
});
/** YAML 1.2 core booleans: `true`/`True`/`TRUE`, `false`/`False`/`FALSE` (not YAML 1.1's `yes`/`no`). */
const TRUES = new Set(['true', 'True', 'TRUE']);
const FALSES = new Set(['false', 'False', 'FALSE']);
const bool12 = new Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (data: unknown) => typeof data === 'string' && (TRUES.has(data) || FALSES.has(data)),
  construct: (data: string) => TRUES.has(data),
});
/** The schema js-yaml loads with (exported for the differential tests of simple-yaml.ts). */
export const YAML12_SCHEMA = FAILSAFE_SCHEMA.extend({ implicit: [null12, bool12, int12, float12] });

/**
 * Load a YAML value fast. Plan frontmatter is read for every plan of a phase (thousands in a
 * monorepo), so the common case uses js-yaml with the core schema (YAML 1.2 types only: no
 * dates, no `!!` tags, duplicate keys are errors) — about 9× faster than building a `yaml`
 * Document. Texts with anchors or aliases, and any text js-yaml rejects for a reason other than
 * a plain syntax error, are parsed by the `yaml` library instead, so the result never depends on
 * which parser ran for valid input.
 */
export function loadYamlValue(text: string): LoadedYamlValue {
  const source = stripBom(text);
  if (!mayHoldAnchorOrAlias(source)) {
    // The common frontmatter shape is read without js-yaml; anything else goes on to it.
    const simple = parseSimpleYaml(source);
    if (simple !== undefined) return { value: simple };
    try {
      return { value: load(source, { schema: YAML12_SCHEMA, json: false }) };
    } catch {
      // Invalid for js-yaml: the `yaml` library decides and reports (its positions are the more
      // precise ones: where the missing `]` belongs, not the end of the text).
    }
  }
  const parsed = parseYaml(source);
  const first = parsed.errors[0];
  return first ? { value: undefined, error: first } : { value: parsed.value };
}
