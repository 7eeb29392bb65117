import { CORE_SCHEMA, load } from 'js-yaml';
import { parseYaml, stripBom } from './parse-yaml.js';

export interface LoadedYamlValue {
  value: unknown;
  /** The first syntax error with its 1-based position, when the text is not valid YAML. */
  error?: { message: string; line?: number; column?: number };
}

/**
 * An anchor (`&a`) or alias (`*a`) where a node starts. Aliases are the one YAML feature whose
 * cost can explode (billion laughs): such texts go to the `yaml` library, which caps alias
 * expansion. A `*` inside a plain scalar (`src/**`) is not at a node start and does not match.
 */
const ANCHOR_OR_ALIAS = /(?:^|[\s[{,:-])[&*][^\s,\]}]/m;

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
  if (!ANCHOR_OR_ALIAS.test(source)) {
    try {
      return { value: load(source, { schema: CORE_SCHEMA, json: false }) };
    } catch {
      // Invalid for js-yaml: the `yaml` library decides and reports (its positions are the more
      // precise ones: where the missing `]` belongs, not the end of the text).
    }
  }
  const parsed = parseYaml(source);
  const first = parsed.errors[0];
  return first ? { value: undefined, error: first } : { value: parsed.value };
}
