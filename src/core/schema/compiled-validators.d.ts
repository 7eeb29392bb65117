/**
 * Types of compiled-validators.js, the ajv standalone validators generated from config/*.schema.json
 * by scripts/compile-schemas.mjs. Hand-written: the export names match SCHEMAS in that script
 * (test/core/schema checks it).
 */

/** One ajv validation error (ajv's ErrorObject, compiled with `messages: false`). */
export interface CompiledValidatorError {
  /** JSON Pointer to the failing value ('' for the top level). */
  instancePath: string;
  /** JSON Pointer into the schema (relative to the referenced schema for `$ref` targets). */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** Set by `propertyNames` on the errors about a key. */
  propertyName?: string;
}

/** An ajv validate function: true when valid; otherwise `errors` lists why (all of them). */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: CompiledValidatorError[] | null;
}

/** config/plan-frontmatter.schema.json */
export declare const planFrontmatter: CompiledValidator;
/** config/intent-teams.schema.json */
export declare const intentTeams: CompiledValidator;
/** Every compiled validator, by its schema's `$id`. */
export declare const validatorsById: Readonly<Record<string, CompiledValidator>>;
