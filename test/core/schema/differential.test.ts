/**
 * Differential properties on values generated from each shipped schema (mostly well-formed, with
 * wrong types, out-of-range numbers, bad patterns, missing and unknown keys mixed in):
 * 1. the router (validators compiled at build time) gives the same verdict as ajv compiling the
 *    JSON file at test time, as an editor would;
 * 2. on the keywords the old hand-written validator supported, the router reports exactly the
 *    errors it reported (same paths, same wording, same order), so callers and their tests see
 *    no change.
 * FUZZ_RUNS sets the number of cases (test/fuzz/support.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateJsonSchema, type JsonSchema } from '../../../src/core/schema/validate-json-schema.js';
import { checkProperty, timeoutFor, runsFor } from '../../fuzz/support.js';
import { legacyValidateJsonSchema } from './legacy-validator.js';
import { referenceValidator } from './reference-validator.js';
import { deref, isRecord, SHIPPED_SCHEMAS } from './schema-samples.js';

const FILE = import.meta.url;

interface Options {
  /** Generate NaN and ±Infinity (the old validator let NaN pass `type: number`). */
  nonFinite: boolean;
  /** Only well-formed values (so valid documents are common); otherwise noise is mixed in. */
  clean: boolean;
}

const junk = (options: Options): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -3, max: 3 }),
    fc.double({ noNaN: !options.nonFinite, noDefaultInfinity: !options.nonFinite }),
    fc.string({ maxLength: 4 }),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.integer(), { maxLength: 2 }),
  );

/** Values for `raw`: well-formed forms only when clean; else also near misses and, 1 in 10, anything. */
function valuesFor(root: JsonSchema, raw: JsonSchema, options: Options, depth = 0): fc.Arbitrary<unknown> {
  const { node } = deref(root, raw);
  const typed = ((): fc.Arbitrary<unknown> | undefined => {
    if (Array.isArray(node.enum)) {
      const listed = fc.constantFrom(...(node.enum as unknown[]));
      return options.clean ? listed : fc.oneof(listed, fc.constant('not-listed'));
    }
    if (Array.isArray(node.oneOf)) return fc.oneof(...(node.oneOf as JsonSchema[]).map((b) => valuesFor(root, b, options, depth + 1)));
    switch (node.type) {
      case 'string': {
        const pattern = typeof node.pattern === 'string' ? fc.stringMatching(new RegExp(node.pattern)) : undefined;
        const max = typeof node.maxLength === 'number' ? node.maxLength : undefined;
        const min = typeof node.minLength === 'number' ? node.minLength : 0;
        if (options.clean) return pattern ?? fc.string({ minLength: Math.max(min, 1), maxLength: 6 });
        const forms: fc.Arbitrary<string>[] = [fc.string({ maxLength: 6 })];
        if (pattern) forms.push(pattern, pattern);
        if (max !== undefined) forms.push(fc.constantFrom('a'.repeat(max), 'a'.repeat(max + 1)));
        if (min > 0) forms.push(fc.constant(''));
        return fc.oneof(...forms);
      }
      case 'integer':
        return fc.integer({ min: options.clean && typeof node.minimum === 'number' ? node.minimum : -2, max: 4 });
      case 'number':
        if (options.clean) return fc.double({ min: node.minimum as number, max: node.maximum as number, noNaN: true });
        return fc.oneof(fc.integer({ min: -1, max: 2 }), fc.double({ min: -1, max: 2, noNaN: true }));
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const minLength = options.clean && typeof node.minItems === 'number' ? node.minItems : 0;
        const items = isRecord(node.items) ? valuesFor(root, node.items, options, depth + 1) : junk(options);
        return fc.array(items, { minLength, maxLength: Math.max(minLength, depth > 2 ? 1 : 3) });
      }
      case 'object': {
        const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
        const required = new Set((node.required as string[] | undefined) ?? []);
        const known = fc.record(
          Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valuesFor(root, s, options, depth + 1)])),
          // required keys are there 9 times in 10; the others half the time
          { requiredKeys: [] },
        );
        const requiredPart = fc.record(
          Object.fromEntries(
            [...required].map((k) => {
              const value = valuesFor(root, properties[k] as JsonSchema, options, depth + 1);
              return [k, options.clean ? value : fc.option(value, { freq: 10, nil: undefined })];
            }),
          ),
        );
        const entries = isRecord(node.additionalProperties)
          ? fc.dictionary(fc.constantFrom('a', 'b', 'docs', 'x-y', '0'), valuesFor(root, node.additionalProperties, options, depth + 1), { maxKeys: 2 })
          : fc.constant({});
        const unknown = options.clean ? fc.constant({}) : fc.option(fc.constantFrom({ extra: 1 }, { Phase: 'x' }), { freq: 12, nil: {} });
        return fc.tuple(requiredPart, known, entries, unknown).map(([req, rest, map, extra]) => {
          const merged: Record<string, unknown> = { ...map, ...rest, ...extra };
          for (const [k, v] of Object.entries(req)) if (v !== undefined) merged[k] = v;
          return merged;
        });
      }
      default:
        return undefined;
    }
  })();
  if (!typed) return junk(options);
  if (options.clean) return typed;
  return fc.oneof({ arbitrary: typed, weight: 9 }, { arbitrary: junk(options), weight: 1 });
}

/** Whole documents: clean and noisy ones (the noisy ones mostly invalid). */
function documentsFor(schema: JsonSchema, nonFinite: boolean): fc.Arbitrary<unknown> {
  return fc.oneof(valuesFor(schema, schema, { nonFinite, clean: true }), valuesFor(schema, schema, { nonFinite, clean: false }));
}

describe.each(SHIPPED_SCHEMAS.map((s) => [s.name, s] as const))('%s', (name, shipped) => {
  const schema = shipped.schema;
  const reference = referenceValidator(schema);

  it(
    'router and editor (ajv at test time) give the same verdict',
    () => {
      let valid = 0;
      let invalid = 0;
      checkProperty(FILE, `${name}: same verdict as ajv at test time`, [documentsFor(schema, true)], (value) => {
        const errors = validateJsonSchema(value, schema);
        const expected = reference(value);
        if (expected) valid++;
        else invalid++;
        expect(errors.length === 0).toBe(expected);
        expect(errors.length).toBeLessThanOrEqual(50);
        for (const e of errors) expect(e.message).not.toMatch(/breaks the schema rule/);
      });
      console.log(`[fuzz] differential › ${name}: ${valid} valid, ${invalid} invalid documents`);
      // Not vacuous: both verdicts occur.
      expect(valid).toBeGreaterThan(0);
      expect(invalid).toBeGreaterThan(0);
    },
    timeoutFor(runsFor()),
  );

  it(
    'reports exactly the errors the old validator reported, in its order and wording',
    () => {
      checkProperty(FILE, `${name}: same errors as the old validator`, [documentsFor(schema, false)], (value) => {
        expect(validateJsonSchema(value, schema)).toEqual(legacyValidateJsonSchema(value, schema));
      });
    },
    timeoutFor(runsFor()),
  );
});
