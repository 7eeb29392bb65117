/**
 * Every keyword each shipped schema uses is enforced by the router, so an editor validating a
 * file against config/*.schema.json and the router agree.
 *
 * The test walks each schema (following $ref to every place a definition is used) and, for every
 * assertion keyword it finds, builds a document that is valid except that one keyword at that one
 * place: the router must reject it with exactly one error, at that value, worded for that keyword,
 * and accept the same document with the value fixed. The reference validator (ajv compiling the
 * JSON file now, as an editor would) must give the same two verdicts. A keyword the walker does
 * not know fails the inventory test: add a violation for it here.
 */
import { describe, expect, test } from 'vitest';
import { formatSchemaPath, validateJsonSchema, type JsonPath, type JsonSchema } from '../../../src/core/schema/validate-json-schema.js';
import { referenceValidator } from './reference-validator.js';
import { deref, isRecord, minimalValue, partValidator, SHIPPED_SCHEMAS, type ShippedSchema } from './schema-samples.js';

type Step = { kind: 'property'; parent: JsonSchema; key: string } | { kind: 'item'; parent: JsonSchema } | { kind: 'entry'; parent: JsonSchema };

interface Occurrence {
  schema: ShippedSchema;
  keyword: string;
  /** Where the keyword is written, as a pointer into the schema file. */
  written: string;
  /** The key a `required` occurrence is about. */
  requiredKey?: string;
  /** The schema object holding the keyword ($ref followed). */
  node: JsonSchema;
  /** From the top of the document to the value the keyword applies to. */
  steps: Step[];
  /**
   * The oneOf forms around the keyword: the value at `depth` steps must also fail each form's
   * other branches. A violation inside a form is reported at the outermost one's value.
   */
  guards: Guard[];
}

interface Guard {
  depth: number;
  alternatives: JsonSchema[];
}

const METADATA = new Set(['$schema', '$id', '$ref', 'title', 'description', 'definitions']);
const ASSERTIONS = new Set(['type', 'enum', 'const', 'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'minItems']);
/** Unknown key added to violate `additionalProperties: false`; entry key of additionalProperties maps. */
const EXTRA_KEY = 'not_a_schema_key';
const ENTRY_KEY = 'sample';

interface Inventory {
  occurrences: Occurrence[];
  /** if/then/else, checked by hand below. */
  conditionals: string[];
  unknown: string[];
  reachedDefinitions: Set<string>;
}

function inventory(schema: ShippedSchema): Inventory {
  const found: Inventory = { occurrences: [], conditionals: [], unknown: [], reachedDefinitions: new Set() };
  const root = schema.schema;
  const walk = (raw: JsonSchema, pointer: string, steps: Step[], guards: Guard[], depth: number): void => {
    if (depth > 40) throw new Error(`schema nesting deeper than 40 at ${pointer} (a recursive $ref?)`);
    const { node, ref } = deref(root, raw);
    const at = ref ?? pointer;
    if (ref) found.reachedDefinitions.add(ref);
    const add = (keyword: string, extra: Partial<Occurrence> = {}): void => {
      found.occurrences.push({ schema, keyword, written: `${at}/${keyword}`, node, steps, guards, ...extra });
    };
    for (const [keyword, value] of Object.entries(node)) {
      if (METADATA.has(keyword)) continue;
      if (keyword === 'properties') {
        for (const [key, child] of Object.entries(value as Record<string, JsonSchema>)) {
          walk(child, `${at}/properties/${key}`, [...steps, { kind: 'property', parent: node, key }], guards, depth + 1);
        }
      } else if (keyword === 'items' && isRecord(value)) {
        walk(value, `${at}/items`, [...steps, { kind: 'item', parent: node }], guards, depth + 1);
      } else if (keyword === 'additionalProperties') {
        if (value === false) add(keyword);
        else walk(value as JsonSchema, `${at}/additionalProperties`, [...steps, { kind: 'entry', parent: node }], guards, depth + 1);
      } else if (keyword === 'oneOf') {
        add(keyword);
        const branches = value as JsonSchema[];
        branches.forEach((branch, i) => {
          const guard = { depth: steps.length, alternatives: branches.filter((_, j) => j !== i) };
          walk(branch, `${at}/oneOf/${i}`, steps, [...guards, guard], depth + 1);
        });
      } else if (keyword === 'required') {
        for (const key of value as string[]) found.occurrences.push({ schema, keyword, written: `${at}/required`, requiredKey: key, node, steps, guards });
      } else if (keyword === 'if' || keyword === 'then' || keyword === 'else') {
        found.conditionals.push(`${at}/${keyword}`);
      } else if (ASSERTIONS.has(keyword)) {
        add(keyword);
      } else {
        found.unknown.push(`${at}/${keyword}`);
      }
    }
  };
  walk(root, '#', [], [], 0);
  return found;
}

const INVENTORIES = new Map(SHIPPED_SCHEMAS.map((s) => [s.name, inventory(s)]));
const OCCURRENCES = [...INVENTORIES.values()].flatMap((i) => i.occurrences);

function withoutKeyword(occurrence: Occurrence): JsonSchema {
  const copy: JsonSchema = { ...occurrence.node };
  if (occurrence.keyword === 'required') copy.required = (copy.required as string[]).filter((k) => k !== occurrence.requiredKey);
  else delete copy[occurrence.keyword];
  return copy;
}

/** Values that might break `occurrence` alone (the first one that does is used). */
function candidates(occurrence: Occurrence): unknown[] {
  const root = occurrence.schema.schema;
  const node = occurrence.node;
  switch (occurrence.keyword) {
    case 'type':
    case 'oneOf':
      return [42, 1.5, 'x', ' x', true, null, [], {}, [42]];
    case 'enum':
      return ['not-a-listed-value', 0];
    case 'const':
      return ['not-the-constant', 0, false];
    case 'minimum':
      return [(node.minimum as number) - 1];
    case 'maximum':
      return [(node.maximum as number) + 1];
    case 'minLength':
      return ['a'.repeat((node.minLength as number) - 1)];
    case 'maxLength':
      return ['a'.repeat((node.maxLength as number) + 1)];
    case 'pattern': {
      const sample = minimalValue(root, node) as string;
      return [` ${sample}`, `${sample}\n`, 'X'];
    }
    case 'minItems':
      return [Array.from({ length: (node.minItems as number) - 1 }, () => minimalValue(root, node.items as JsonSchema))];
    case 'required': {
      const sample = { ...(minimalValue(root, node) as Record<string, unknown>) };
      delete sample[occurrence.requiredKey as string];
      return [sample];
    }
    case 'additionalProperties':
      return [{ ...(minimalValue(root, node) as Record<string, unknown>), [EXTRA_KEY]: 1 }];
    default:
      return [];
  }
}

function violation(occurrence: Occurrence): unknown {
  const root = occurrence.schema.schema;
  const accepts = partValidator(root, occurrence.node);
  const acceptsWithout = partValidator(root, withoutKeyword(occurrence));
  const guards = occurrence.guards.map((g) => ({ depth: g.depth, others: g.alternatives.map((a) => partValidator(root, a)) }));
  const found = candidates(occurrence).find((c) => !accepts(c) && acceptsWithout(c) && guards.every((g) => g.others.every((other) => !other(embed(occurrence, c, g.depth)))));
  if (found === undefined) throw new Error(`no value breaks only ${occurrence.written}; add a candidate for "${occurrence.keyword}"`);
  return found;
}

/** The document (or its value `depth` steps down): minimal everywhere, `value` at the occurrence's place. */
function embed(occurrence: Occurrence, value: unknown, depth = 0): unknown {
  const root = occurrence.schema.schema;
  let current = value;
  for (let i = occurrence.steps.length - 1; i >= depth; i--) {
    const step = occurrence.steps[i] as Step;
    const base = minimalValue(root, step.parent);
    if (step.kind === 'property') current = { ...(base as Record<string, unknown>), [step.key]: current };
    else if (step.kind === 'entry') current = { ...(base as Record<string, unknown>), [ENTRY_KEY]: current };
    else current = [current, ...(base as unknown[]).slice(1)];
  }
  return current;
}

/** Where the router reports the violation: the value, or the outermost oneOf around it. */
function valuePath(occurrence: Occurrence): JsonPath {
  const path: JsonPath = occurrence.steps.map((s) => (s.kind === 'property' ? s.key : s.kind === 'entry' ? ENTRY_KEY : 0));
  const outer = occurrence.guards[0];
  if (outer) return path.slice(0, outer.depth);
  return occurrence.keyword === 'additionalProperties' ? [...path, EXTRA_KEY] : path;
}

function expectedWording(occurrence: Occurrence): RegExp {
  if (occurrence.guards.length > 0) return /does not match any allowed form$/;
  const words: Record<string, RegExp> = {
    type: /must be [a-z]+(?: or [a-z]+)*, found [a-z]+$/,
    enum: /must be one of .+, found .+$/,
    const: /must be .+$/,
    minimum: /must be ≥ -?\d/,
    maximum: /must be ≤ -?\d/,
    minLength: /must not be empty$/,
    maxLength: /is longer than \d+ characters$/,
    pattern: /".*" does not match \^/,
    minItems: /needs at least \d+ item\(s\)$/,
    required: new RegExp(`is missing required key '${occurrence.requiredKey ?? ''}'$`),
    additionalProperties: /is not a known key$/,
    oneOf: /does not match any allowed form$/,
  };
  return words[occurrence.keyword] as RegExp;
}

const caseName = (o: Occurrence): string => `${o.schema.name}: ${o.written}${o.requiredKey ? ` '${o.requiredKey}'` : ''} at ${formatSchemaPath(valuePath(o))}`;

describe('the keyword inventory of each shipped schema', () => {
  test.each(SHIPPED_SCHEMAS.map((s) => [s.name, s] as const))('%s: every keyword is one this test can break', (name) => {
    const found = INVENTORIES.get(name) as Inventory;
    expect(found.unknown).toEqual([]);
    expect(found.occurrences.length).toBeGreaterThan(10);
  });

  test.each(SHIPPED_SCHEMAS.map((s) => [s.name, s] as const))('%s: every definition is used, so it is tested', (name, shipped) => {
    const found = INVENTORIES.get(name) as Inventory;
    const definitions = Object.keys((shipped.schema.definitions ?? {}) as object).map((d) => `#/definitions/${d}`);
    expect([...found.reachedDefinitions].sort()).toEqual(definitions.sort());
  });

  test('if/then/else appears only where the hand-written cases below cover it', () => {
    expect(Object.fromEntries([...INVENTORIES].map(([name, i]) => [name, i.conditionals]))).toEqual({
      planFrontmatter: ['#/if', '#/then', '#/else'],
      intentTeams: [],
    });
  });
});

describe('each keyword, broken alone, is rejected by the router and by the editor; fixed, accepted by both', () => {
  test.each(OCCURRENCES.map((o) => [caseName(o), o] as const))('%s', (_name, occurrence) => {
    const { schema } = occurrence.schema;
    const broken = embed(occurrence, violation(occurrence));
    const fixed = embed(occurrence, minimalValue(schema, occurrence.node));
    const path = valuePath(occurrence);

    const errors = validateJsonSchema(broken, schema);
    expect(errors).toEqual([{ path, message: expect.stringMatching(expectedWording(occurrence)) }]);
    expect(errors[0]?.message.startsWith(formatSchemaPath(path))).toBe(true);
    expect(referenceValidator(schema)(broken)).toBe(false);

    expect(validateJsonSchema(fixed, schema)).toEqual([]);
    expect(referenceValidator(schema)(fixed)).toBe(true);
  });
});

describe('plan frontmatter: agents are required unless autonomous is true (if/then/else)', () => {
  const plan = SHIPPED_SCHEMAS.find((s) => s.name === 'planFrontmatter') as ShippedSchema;
  const base = { phase: 1, plan: '01-01', wave: 0 };
  const missingAgents = [{ path: [], message: "(top level) is missing required key 'agents'" }];
  test.each([
    ['autonomous: true, no agents', { ...base, autonomous: true }, []],
    ['autonomous: false, no agents', { ...base, autonomous: false }, missingAgents],
    ['no autonomous, no agents', base, missingAgents],
    ['autonomous: false, agents', { ...base, autonomous: false, agents: ['a'] }, []],
    ['no autonomous, agents', { ...base, agents: ['a'] }, []],
  ] as const)('%s', (_name, value, expected) => {
    expect(validateJsonSchema(value, plan.schema)).toEqual(expected);
    expect(referenceValidator(plan.schema)(value)).toBe(expected.length === 0);
  });
});
