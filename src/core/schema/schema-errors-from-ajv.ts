/**
 * Turns ajv's errors (compiled with allErrors) into the SchemaErrors the router reports: one
 * error per broken rule, worded for a person, with the JSON path of the value, in document order.
 *
 * ajv reports more than a person needs, and this removes it:
 * - a failed oneOf/anyOf/contains/propertyNames comes with the errors of every form it tried:
 *   only the one summary error is kept ("does not match any allowed form");
 * - a failed if/then/else comes as the branch's own errors plus an "if" wrapper: the wrapper goes;
 * - a value of the wrong type also fails the type-independent keywords next to `type` (enum,
 *   oneOf, …): only the type error is kept.
 * The trial errors are the ones ajv reported just before the summary, inside the summary's value,
 * and not from a sibling keyword of the summary (same schema object). Errors from a `$ref` target
 * inside a branch carry schema paths relative to that target and are dropped too, except under a
 * oneOf/anyOf written at the top level of a schema (its siblings' prefix is "#/"): there they
 * would be kept. The shipped schemas have none; keywords-enforced.test.ts would show it.
 */
import type { CompiledValidatorError } from './compiled-validators.js';
import { formatSchemaPath, type JsonPath, type SchemaError } from './schema-error.js';

export const MAX_SCHEMA_ERRORS = 50;

/** Keywords whose failure ajv reports together with the errors of each subschema it tried. */
const TRIAL_KEYWORDS = new Set(['oneOf', 'anyOf', 'contains', 'propertyNames']);
/** Longest quoted value in a message, in UTF-16 units. */
const QUOTE_LIMIT = 60;

type ObjectRecord = Record<string, unknown>;

function isObject(value: unknown): value is ObjectRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function within(instancePath: string, ancestor: string): boolean {
  return instancePath === ancestor || instancePath.startsWith(`${ancestor}/`);
}

function parentPointer(schemaPath: string): string {
  return schemaPath.slice(0, schemaPath.lastIndexOf('/'));
}

/** JSON Pointer → path; segments that index an array become numbers. */
function pathOf(pointer: string, root: unknown): JsonPath {
  const path: JsonPath = [];
  if (pointer === '') return path;
  let node: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node) && /^(?:0|[1-9]\d*)$/.test(key)) {
      path.push(Number(key));
      node = node[Number(key)];
    } else {
      path.push(key);
      node = isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
    }
  }
  return path;
}

function valueAt(root: unknown, path: JsonPath): unknown {
  let node = root;
  for (const segment of path) {
    if (typeof segment === 'number') node = Array.isArray(node) ? node[segment] : undefined;
    else node = isObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
  }
  return node;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value); // NaN, Infinity: YAML has .nan and .inf
    return Number.isInteger(value) ? 'integer' : 'number';
  }
  return typeof value;
}

function truncate(text: string): string {
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}

/** A value as JSON, strings cut to 60 characters first, anything else cut after encoding. */
function quote(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(truncate(value));
  try {
    return truncate(JSON.stringify(value) ?? String(value));
  } catch {
    return truncate(String(value));
  }
}

function typeNames(type: unknown): string {
  if (Array.isArray(type)) return type.join(' or ');
  return String(type).split(',').join(' or ');
}

/** A person's wording of one ajv error; `path` is where it is reported. */
function messageFor(error: CompiledValidatorError, path: JsonPath, root: unknown): string {
  const at = formatSchemaPath(path);
  const p = error.params;
  const value = valueAt(root, path);
  switch (error.keyword) {
    case 'type':
      return `${at} must be ${typeNames(p.type)}, found ${typeOf(value)}`;
    case 'enum':
      return `${at} must be one of ${(p.allowedValues as unknown[]).map((o) => JSON.stringify(o)).join(', ')}, found ${quote(value)}`;
    case 'const':
      return `${at} must be ${JSON.stringify(p.allowedValue)}`;
    case 'minimum':
      return `${at} must be ≥ ${String(p.limit)}`;
    case 'maximum':
      return `${at} must be ≤ ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `${at} must be > ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `${at} must be < ${String(p.limit)}`;
    case 'multipleOf':
      return `${at} must be a multiple of ${String(p.multipleOf)}`;
    case 'minLength':
      return p.limit === 1 ? `${at} must not be empty` : `${at} is shorter than ${String(p.limit)} characters`;
    case 'maxLength':
      return `${at} is longer than ${String(p.limit)} characters`;
    case 'pattern':
      return `${at} ${quote(value)} does not match ${String(p.pattern)}`;
    case 'format':
      return `${at} ${quote(value)} is not a valid ${String(p.format)}`;
    case 'minItems':
      return `${at} needs at least ${String(p.limit)} item(s)`;
    case 'maxItems':
    case 'additionalItems':
    case 'items':
      return `${at} has more than ${String(p.limit)} item(s)`;
    case 'uniqueItems':
      return `${at} has the same item twice (at [${String(p.j)}] and [${String(p.i)}])`;
    case 'contains':
      return `${at} needs at least ${String(p.minContains ?? 1)} item(s) of the form its schema requires`;
    case 'minProperties':
      return `${at} needs at least ${String(p.limit)} key(s)`;
    case 'maxProperties':
      return `${at} has more than ${String(p.limit)} key(s)`;
    case 'required':
      return `${at} is missing required key '${String(p.missingProperty)}'`;
    case 'dependencies':
    case 'dependentRequired':
      return `${at} is missing key '${String(p.missingProperty)}', required when '${String(p.property)}' is present`;
    case 'additionalProperties':
      return `${at} is not a known key`;
    case 'propertyNames':
      return `${at} has a key that is not allowed: ${quote(p.propertyName)}`;
    case 'oneOf':
    case 'anyOf':
      return `${at} does not match any allowed form`;
    case 'not':
      return `${at} must not match the form its schema excludes`;
    case 'false schema':
      return `${at} is not allowed here`;
    default:
      return `${at} breaks the schema rule "${error.keyword}"`;
  }
}

interface Kept {
  error: CompiledValidatorError;
  /** Instance path of the if/then/else whose branch reported this error, if any. */
  branchOf?: string;
}

/** Pass 1: drop the trial errors of failed oneOf/anyOf/contains/propertyNames and the "if" wrappers. */
function withoutTrials(errors: readonly CompiledValidatorError[]): Kept[] {
  const kept: Kept[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') {
      const branch = `${parentPointer(error.schemaPath)}/${String(error.params.failingKeyword)}/`;
      for (let i = kept.length - 1; i >= 0; i--) {
        const entry = kept[i] as Kept;
        if (!within(entry.error.instancePath, error.instancePath)) break;
        if (entry.error.schemaPath.startsWith(branch)) entry.branchOf = error.instancePath;
      }
      continue;
    }
    if (TRIAL_KEYWORDS.has(error.keyword)) {
      const own = `${error.schemaPath}/`;
      const siblings = `${parentPointer(error.schemaPath)}/`;
      while (kept.length > 0) {
        const last = (kept[kept.length - 1] as Kept).error;
        if (!within(last.instancePath, error.instancePath)) break;
        if (last.schemaPath.startsWith(siblings) && !last.schemaPath.startsWith(own)) break;
        kept.pop();
      }
    }
    kept.push({ error });
  }
  return kept;
}

/** Pass 2: where a value has the wrong type, keep only the type error of that schema. */
function withoutNoiseAfterTypeErrors(kept: Kept[]): Kept[] {
  const typeFailures = new Map<string, string[]>();
  for (const { error } of kept) {
    if (error.keyword !== 'type') continue;
    const list = typeFailures.get(error.instancePath) ?? [];
    list.push(`${parentPointer(error.schemaPath)}/`);
    typeFailures.set(error.instancePath, list);
  }
  if (typeFailures.size === 0) return kept;
  return kept.filter(({ error }) => {
    if (error.keyword === 'type') return true;
    const schemas = typeFailures.get(error.instancePath);
    return !schemas?.some((prefix) => error.schemaPath.startsWith(prefix));
  });
}

/**
 * Sort key in document order, as a depth-first walk reports: a value's own errors, then its
 * children in key order, then its oneOf/anyOf summary, then its if/then/else branch's errors.
 */
const OWN = -1;
const AFTER_CHILDREN = Number.MAX_SAFE_INTEGER - 1;
const BRANCH = Number.MAX_SAFE_INTEGER;

function orderKey(path: JsonPath, root: unknown, rank: number, branchDepth: number | undefined, keyIndex: (o: ObjectRecord) => Map<string, number>): number[] {
  const key: number[] = [];
  let node = root;
  path.forEach((segment, depth) => {
    if (depth === branchDepth) key.push(BRANCH);
    if (typeof segment === 'number') {
      key.push(segment);
      node = Array.isArray(node) ? node[segment] : undefined;
    } else {
      key.push(isObject(node) ? (keyIndex(node).get(segment) ?? AFTER_CHILDREN) : AFTER_CHILDREN);
      node = isObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
    }
  });
  if (branchDepth === path.length) key.push(BRANCH);
  key.push(rank);
  return key;
}

function compareKeys(a: number[], b: number[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** ajv's errors for `value` → at most 50 SchemaErrors in document order. */
export function schemaErrorsFromAjv(errors: readonly CompiledValidatorError[], value: unknown, limit = MAX_SCHEMA_ERRORS): SchemaError[] {
  const indexCache = new WeakMap<ObjectRecord, Map<string, number>>();
  const keyIndex = (o: ObjectRecord): Map<string, number> => {
    let index = indexCache.get(o);
    if (!index) {
      index = new Map(Object.keys(o).map((k, i) => [k, i]));
      indexCache.set(o, index);
    }
    return index;
  };
  const located = withoutNoiseAfterTypeErrors(withoutTrials(errors)).map(({ error, branchOf }, order) => {
    const base = pathOf(error.instancePath, value);
    const path = error.keyword === 'additionalProperties' ? [...base, String(error.params.additionalProperty)] : base;
    const rank = TRIAL_KEYWORDS.has(error.keyword) ? AFTER_CHILDREN : OWN;
    const branchDepth = branchOf === undefined ? undefined : pathOf(branchOf, value).length;
    return { error, path, order, key: orderKey(path, value, rank, branchDepth, keyIndex) };
  });
  located.sort((a, b) => compareKeys(a.key, b.key) || a.order - b.order);
  return located.slice(0, limit).map(({ error, path }) => ({ path, message: messageFor(error, path, value) }));
}
