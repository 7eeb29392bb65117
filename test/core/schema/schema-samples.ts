/**
 * The shipped schemas as the tests see them, and minimal valid values of any part of them (built
 * from the schema itself, checked with the reference validator).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { JsonSchema } from '../../../src/core/schema/validate-json-schema.js';
import { PROJECT_ROOT } from '../../support/legion-reference.js';
import { generator, referenceAjv } from './reference-validator.js';

export interface ShippedSchema {
  /** Export name in compiled-validators.js, e.g. planFrontmatter. */
  name: string;
  file: string;
  schema: JsonSchema;
}

/** Every schema the build compiles, read from config/ as the editor reads it. */
export const SHIPPED_SCHEMAS: ShippedSchema[] = Object.entries(generator.SCHEMAS).map(([name, file]) => ({
  name,
  file,
  schema: JSON.parse(readFileSync(resolve(PROJECT_ROOT, file), 'utf8')) as JsonSchema,
}));

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `node` with a local `$ref` (#/definitions/…) followed, and the pointer it came from. */
export function deref(root: JsonSchema, node: JsonSchema): { node: JsonSchema; ref?: string } {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { node };
  if (!ref.startsWith('#/')) throw new Error(`only local $ref are supported by these tests, got ${ref}`);
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) target = isRecord(target) ? target[part] : undefined;
  if (!isRecord(target)) throw new Error(`dangling $ref ${ref}`);
  return { node: target, ref };
}

/**
 * A validator for one part of `root` (its definitions kept, so local $ref resolve), compiled now,
 * not strict (the tests compile parts with a keyword removed, e.g. `maxLength` without `type`).
 * Cached by content.
 */
const partCache = new Map<string, (value: unknown) => boolean>();
export function partValidator(root: JsonSchema, node: JsonSchema): (value: unknown) => boolean {
  const part: JsonSchema = { ...node };
  delete part.$id;
  delete part.$schema;
  if (root.definitions !== undefined) part.definitions = root.definitions;
  const key = JSON.stringify(part);
  let validate = partCache.get(key);
  if (!validate) {
    const compiled = referenceAjv(root, { allErrors: false, strict: false }).compile(part);
    validate = (value: unknown) => compiled(value) === true;
    partCache.set(key, validate);
  }
  return validate;
}

/** Strings tried, in order, as the minimal value of a string schema (add one for a new pattern). */
const STRING_SAMPLES = ['a', '01-01', '01-a', '--a', '/legion:a', '01'];

/** A small value that `node` accepts; throws when none can be built (a new keyword or pattern). */
export function minimalValue(root: JsonSchema, raw: JsonSchema): unknown {
  const { node } = deref(root, raw);
  const accepts = partValidator(root, node);
  const value = ((): unknown => {
    if ('const' in node) return node.const;
    if (Array.isArray(node.enum)) return node.enum[0];
    if (Array.isArray(node.oneOf)) return minimalValue(root, node.oneOf[0] as JsonSchema);
    switch (node.type) {
      case 'string':
        return STRING_SAMPLES.find((s) => accepts(s));
      case 'integer':
      case 'number':
        return typeof node.minimum === 'number' ? node.minimum : 0;
      case 'boolean':
        return false;
      case 'array':
        return Array.from({ length: typeof node.minItems === 'number' ? node.minItems : 0 }, () => minimalValue(root, node.items as JsonSchema));
      case 'object': {
        const properties = (node.properties ?? {}) as Record<string, JsonSchema>;
        const conditional = isRecord(node.else) && Array.isArray(node.else.required) ? (node.else.required as string[]) : [];
        const keys = [...((node.required as string[] | undefined) ?? []), ...conditional];
        return Object.fromEntries(keys.map((k) => [k, minimalValue(root, properties[k] as JsonSchema)]));
      }
      default:
        return undefined;
    }
  })();
  if (value === undefined || !accepts(value)) {
    throw new Error(`no minimal value for ${JSON.stringify(node).slice(0, 200)}; extend minimalValue or STRING_SAMPLES`);
  }
  return value;
}
