/**
 * The "editor" side of the comparison: ajv compiling a JSON Schema at test time, as an editor or
 * any standard validator would, with the options the build compiles config/*.schema.json with
 * (read from scripts/compile-schemas.mjs). Also validates schemas that are not compiled into the
 * action (e.g. Legion's own 2020-12 plan schema), with the router's error wording.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { schemaErrorsFromAjv } from '../../../src/core/schema/schema-errors-from-ajv.js';
import type { CompiledValidatorError } from '../../../src/core/schema/compiled-validators.js';
import type { JsonSchema, SchemaError } from '../../../src/core/schema/validate-json-schema.js';
import { PROJECT_ROOT } from '../../support/legion-reference.js';

/** What scripts/compile-schemas.mjs exports. */
export interface SchemaGenerator {
  SCHEMAS: Record<string, string>;
  AJV_OPTIONS: Record<string, unknown>;
  generateValidatorModule(): string;
}

export const GENERATOR_PATH = resolve(PROJECT_ROOT, 'scripts/compile-schemas.mjs');
const generatorUrl: string = pathToFileURL(GENERATOR_PATH).href;
export const generator = (await import(/* @vite-ignore */ generatorUrl)) as SchemaGenerator;

const DRAFT_2020 = 'https://json-schema.org/draft/2020-12/schema';

/** A fresh ajv for `schema`'s draft, with the build's options (all errors, strict). */
export function referenceAjv(schema: JsonSchema, options: Record<string, unknown> = {}): Ajv {
  const merged = { ...generator.AJV_OPTIONS, ...options };
  return schema.$schema === DRAFT_2020 ? new Ajv2020(merged) : new Ajv(merged);
}

const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** ajv compiling `schema` now (cached per schema object). */
export function referenceValidator(schema: JsonSchema): ValidateFunction {
  const cached = compiled.get(schema);
  if (cached) return cached;
  const validate = referenceAjv(schema).compile(schema);
  compiled.set(schema, validate);
  return validate;
}

/** Like validateJsonSchema, for any schema: compiled at test time, same error wording. */
export function validateJsonSchemaAtTestTime(value: unknown, schema: JsonSchema): SchemaError[] {
  const validate = referenceValidator(schema);
  if (validate(value)) return [];
  return schemaErrorsFromAjv((validate.errors ?? []) as CompiledValidatorError[], value);
}
