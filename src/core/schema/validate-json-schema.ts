/**
 * Validates a value against one of the shipped JSON Schemas (config/*.schema.json) with the ajv
 * validators compiled at build time (compiled-validators.js, made by scripts/compile-schemas.mjs),
 * so the router enforces every keyword an editor enforces, and cold start does not pay for ajv's
 * compiler. Schemas are trusted (shipped with the action); data is not.
 */
import { validatorsById, type CompiledValidator } from './compiled-validators.js';
import { schemaErrorsFromAjv } from './schema-errors-from-ajv.js';
import type { JsonSchema, SchemaError } from './schema-error.js';

export { formatSchemaPath } from './schema-error.js';
export type { JsonPath, JsonSchema, SchemaError } from './schema-error.js';

function compiledValidatorFor(schema: JsonSchema): CompiledValidator {
  const id = schema.$id;
  if (typeof id === 'string' && Object.hasOwn(validatorsById, id)) return validatorsById[id] as CompiledValidator;
  throw new Error(
    `validateJsonSchema: no compiled validator for the schema ${typeof id === 'string' ? `with $id ${id}` : 'without an $id'}; ` +
      'add its file to SCHEMAS in scripts/compile-schemas.mjs and run npm run build:schemas',
  );
}

/**
 * The rules `value` breaks, in document order, at most 50; [] when it is valid. `schema` must be
 * one of the compiled schemas (found by its `$id`); any other schema is a programming error and
 * throws.
 */
export function validateJsonSchema(value: unknown, schema: JsonSchema): SchemaError[] {
  const validate = compiledValidatorFor(schema);
  if (validate(value)) return [];
  return schemaErrorsFromAjv(validate.errors ?? [], value);
}
