/**
 * TEST ORACLE ONLY: the hand-written validator the router used before the ajv validators
 * (src/core/schema/validate-json-schema.ts at commit 50fc806), kept to check that the router's
 * messages keep their wording and order (test/core/schema/differential.test.ts). It supports a
 * subset of JSON Schema and ignores other keywords; never use it to decide validity.
 * Known differences, which the differential property avoids generating: NaN passes `type: number`
 * here; lengths count UTF-16 units here and code points in ajv; keys named like Object.prototype
 * members (`constructor`, `toString`) escape `additionalProperties: false` here.
 */

export type JsonSchema = { [keyword: string]: unknown };
export type JsonPath = (string | number)[];

export interface SchemaError {
  path: JsonPath;
  message: string;
}

const MAX_ERRORS = 50;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function pathText(path: JsonPath): string {
  if (path.length === 0) return '(top level)';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

const patternCache = new Map<string, RegExp>();
function compiledPattern(pattern: string): RegExp {
  let re = patternCache.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'u');
    patternCache.set(pattern, re);
  }
  return re;
}

export function legacyValidateJsonSchema(value: unknown, schema: JsonSchema): SchemaError[] {
  const errors: SchemaError[] = [];
  const root = schema;

  const resolve = (s: JsonSchema): JsonSchema => {
    const ref = s.$ref;
    if (typeof ref !== 'string') return s;
    const parts = ref.replace(/^#\//, '').split('/');
    let target: unknown = root;
    for (const part of parts) target = (target as Record<string, unknown>)?.[part];
    return (target as JsonSchema) ?? {};
  };

  const check = (data: unknown, rawSchema: JsonSchema, path: JsonPath, out: SchemaError[]): void => {
    if (out.length >= MAX_ERRORS) return;
    const s = resolve(rawSchema);
    const push = (message: string, at: JsonPath = path): void => {
      if (out.length < MAX_ERRORS) out.push({ path: at, message });
    };

    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
      if (!types.some((t) => matchesType(data, t))) {
        push(`${pathText(path)} must be ${types.join(' or ')}, found ${typeOf(data)}`);
        return;
      }
    }
    if (Array.isArray(s.enum) && !s.enum.some((option) => option === data)) {
      push(`${pathText(path)} must be one of ${s.enum.map((o) => JSON.stringify(o)).join(', ')}, found ${JSON.stringify(data)}`);
    }
    if ('const' in s && s.const !== data) push(`${pathText(path)} must be ${JSON.stringify(s.const)}`);

    if (typeof data === 'number') {
      if (typeof s.minimum === 'number' && data < s.minimum) push(`${pathText(path)} must be ≥ ${s.minimum}`);
      if (typeof s.maximum === 'number' && data > s.maximum) push(`${pathText(path)} must be ≤ ${s.maximum}`);
    }
    if (typeof data === 'string') {
      if (typeof s.minLength === 'number' && data.length < s.minLength) push(`${pathText(path)} must not be empty`);
      if (typeof s.maxLength === 'number' && data.length > s.maxLength) push(`${pathText(path)} is longer than ${s.maxLength} characters`);
      if (typeof s.pattern === 'string' && !compiledPattern(s.pattern).test(data)) {
        push(`${pathText(path)} ${JSON.stringify(data.length > 60 ? `${data.slice(0, 60)}…` : data)} does not match ${s.pattern}`);
      }
    }
    if (Array.isArray(data)) {
      if (typeof s.minItems === 'number' && data.length < s.minItems) push(`${pathText(path)} needs at least ${s.minItems} item(s)`);
      if (s.items && typeof s.items === 'object') {
        data.forEach((item, index) => check(item, s.items as JsonSchema, [...path, index], out));
      }
    }
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
      const record = data as Record<string, unknown>;
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      if (Array.isArray(s.required)) {
        for (const key of s.required as string[]) {
          if (!(key in record)) push(`${pathText(path)} is missing required key '${key}'`);
        }
      }
      for (const [key, child] of Object.entries(record)) {
        const propertySchema = properties[key];
        if (propertySchema) check(child, propertySchema, [...path, key], out);
        else if (s.additionalProperties === false) push(`${pathText([...path, key])} is not a known key`, [...path, key]);
        else if (s.additionalProperties && typeof s.additionalProperties === 'object') {
          check(child, s.additionalProperties as JsonSchema, [...path, key], out);
        }
      }
    }
    if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
      const options = (s.oneOf ?? s.anyOf) as JsonSchema[];
      const passing = options.filter((option) => {
        const scratch: SchemaError[] = [];
        check(data, option, path, scratch);
        return scratch.length === 0;
      }).length;
      if (passing === 0 || (s.oneOf && passing > 1)) {
        push(`${pathText(path)} does not match any allowed form`);
      }
    }
    if (s.if && typeof s.if === 'object') {
      const scratch: SchemaError[] = [];
      check(data, s.if as JsonSchema, path, scratch);
      const branch = scratch.length === 0 ? s.then : s.else;
      if (branch && typeof branch === 'object') check(data, branch as JsonSchema, path, out);
    }
  };

  check(value, schema, [], errors);
  return errors;
}
