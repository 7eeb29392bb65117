/**
 * The generated validators are current and deterministic, and validateJsonSchema words ajv's
 * errors the way the router always has.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import * as compiled from '../../../src/core/schema/compiled-validators.js';
import { validateJsonSchema, type JsonSchema } from '../../../src/core/schema/validate-json-schema.js';
import { PROJECT_ROOT } from '../../support/legion-reference.js';
import { generator, GENERATOR_PATH, validateJsonSchemaAtTestTime } from './reference-validator.js';
import { SHIPPED_SCHEMAS, type ShippedSchema } from './schema-samples.js';

const GENERATED = resolve(PROJECT_ROOT, 'src/core/schema/compiled-validators.js');
const DECLARATIONS = resolve(PROJECT_ROOT, 'src/core/schema/compiled-validators.d.ts');
const schemaNamed = (name: string): JsonSchema => (SHIPPED_SCHEMAS.find((s) => s.name === name) as ShippedSchema).schema;
const PLAN = schemaNamed('planFrontmatter');
const TEAMS = schemaNamed('intentTeams');
const PLAN_BASE = { phase: 1, plan: '01-01', wave: 0, agents: ['a'] };
const messages = (value: unknown, schema: JsonSchema): string[] => validateJsonSchema(value, schema).map((e) => e.message);

describe('src/core/schema/compiled-validators.js', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'legion-router-schemas-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('is what scripts/compile-schemas.mjs makes from config/*.schema.json now (run npm run build:schemas)', () => {
    const out = join(scratch, 'compiled-validators.js');
    execFileSync(process.execPath, [GENERATOR_PATH, '--out', out], { cwd: PROJECT_ROOT, stdio: 'pipe' });
    expect(readFileSync(out, 'utf8') === readFileSync(GENERATED, 'utf8')).toBe(true);
  });

  test('the generator is deterministic and --check agrees', () => {
    expect(generator.generateValidatorModule()).toBe(generator.generateValidatorModule());
    expect(() => execFileSync(process.execPath, [GENERATOR_PATH, '--check'], { cwd: PROJECT_ROOT, stdio: 'pipe' })).not.toThrow();
    const stale = join(scratch, 'stale.js');
    execFileSync(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(stale)}, '// old\\n')`]);
    expect(() => execFileSync(process.execPath, [GENERATOR_PATH, '--check', '--out', stale], { cwd: PROJECT_ROOT, stdio: 'pipe' })).toThrow(/not the compilation/);
  });

  test('says it is generated and how to regenerate it, and imports nothing', () => {
    const text = readFileSync(GENERATED, 'utf8');
    expect(text.split('\n')[0]).toMatch(/^\/\/ GENERATED FILE: do not edit\. Regenerate with `npm run build:schemas`/);
    expect(text).not.toMatch(/\brequire\(|^import /m);
  });

  test('exports one validator per schema, as declared in compiled-validators.d.ts, keyed by $id', () => {
    const declared = [...readFileSync(DECLARATIONS, 'utf8').matchAll(/^export declare const (\w+)/gm)].map((m) => m[1]);
    expect(declared.sort()).toEqual([...Object.keys(generator.SCHEMAS), 'validatorsById'].sort());
    expect(Object.keys(compiled).sort()).toEqual(declared.sort());
    expect(Object.keys(compiled.validatorsById).sort()).toEqual(SHIPPED_SCHEMAS.map((s) => s.schema.$id).sort());
    for (const { name, schema } of SHIPPED_SCHEMAS) {
      expect(compiled.validatorsById[schema.$id as string]).toBe((compiled as unknown as Record<string, unknown>)[name]);
    }
  });
});

describe('validateJsonSchema', () => {
  test('a schema that was not compiled is a programming error', () => {
    expect(() => validateJsonSchema({}, { type: 'object' })).toThrow(/no compiled validator for the schema without an \$id; add its file to SCHEMAS/);
    expect(() => validateJsonSchema({}, { $id: 'toString' })).toThrow(/with \$id toString/);
  });

  test('valid documents give no errors', () => {
    expect(validateJsonSchema(PLAN_BASE, PLAN)).toEqual([]);
    // The older plan number (Legion's plans before the schema): an integer or a digit string.
    expect(validateJsonSchema({ ...PLAN_BASE, plan: 1 }, PLAN)).toEqual([]);
    expect(validateJsonSchema({ ...PLAN_BASE, plan: '01' }, PLAN)).toEqual([]);
    expect(validateJsonSchema({ intents: { docs: { flag: '--just-docs', mode: 'filter_plans' } } }, TEAMS)).toEqual([]);
  });
});

describe('the wording of each message (as before the ajv validators)', () => {
  test.each([
    ['type', { ...PLAN_BASE, title: 1 }, PLAN, 'title must be string, found integer'],
    ['type, float', { ...PLAN_BASE, wave: 1.5 }, PLAN, 'wave must be integer, found number'],
    ['type, top level', ['a'], PLAN, '(top level) must be object, found array'],
    ['type, nested', { ...PLAN_BASE, must_haves: { truths: 'x' } }, PLAN, 'must_haves.truths must be array, found string'],
    ['type, item', { ...PLAN_BASE, agents: ['a', null] }, PLAN, 'agents[1] must be string, found null'],
    ['enum', { intents: { x: { mode: 'q' } } }, TEAMS, 'intents.x.mode must be one of "ad_hoc", "filter_plans", "filter_review", found "q"'],
    ['minimum', { ...PLAN_BASE, wave: -1 }, PLAN, 'wave must be ≥ 0'],
    ['maximum', { nl_patterns: { x: { keywords: { k: 2 } } } }, TEAMS, 'nl_patterns.x.keywords.k must be ≤ 1'],
    ['minLength', { validation: { mutual_exclusion: [{ flags: ['a', 'b'], error: '' }] } }, TEAMS, 'validation.mutual_exclusion[0].error must not be empty'],
    ['maxLength', { task_type_inference: [{ pattern: 'a'.repeat(513), types: [] }] }, TEAMS, 'task_type_inference[0].pattern is longer than 512 characters'],
    ['pattern', { ...PLAN_BASE, depends_on: ['x'] }, PLAN, 'depends_on[0] "x" does not match ^\\d{2,4}-\\d{2,4}$'],
    ['pattern, long value quoted to 60 characters', { ...PLAN_BASE, depends_on: ['y'.repeat(100)] }, PLAN, `depends_on[0] "${'y'.repeat(60)}…" does not match ^\\d{2,4}-\\d{2,4}$`],
    ['minItems', { ...PLAN_BASE, agents: [] }, PLAN, 'agents needs at least 1 item(s)'],
    ['required', { phase: 1, plan: '01-01', agents: ['a'] }, PLAN, "(top level) is missing required key 'wave'"],
    ['required, nested', { ...PLAN_BASE, expected_artifacts: [{ provides: 'x' }] }, PLAN, "expected_artifacts[0] is missing required key 'path'"],
    ['additionalProperties', { ...PLAN_BASE, extra: 1 }, PLAN, 'extra is not a known key'],
    ['additionalProperties, nested', { intents: { x: { colour: 'red' } } }, TEAMS, 'intents.x.colour is not a known key'],
    ['oneOf', { ...PLAN_BASE, phase: 'one' }, PLAN, 'phase does not match any allowed form'],
    ['oneOf, a plan neither NN-PP nor a plan number', { ...PLAN_BASE, plan: 'x' }, PLAN, 'plan does not match any allowed form'],
    ['oneOf, a plan number that is not a whole number ≥ 0', { ...PLAN_BASE, plan: 1.5 }, PLAN, 'plan does not match any allowed form'],
  ] as const)('%s', (_keyword, value, schema, message) => {
    expect(messages(value, schema as JsonSchema)).toEqual([message]);
  });

  test('a failed oneOf gives one error, not one per form it tried (also nested)', () => {
    expect(validateJsonSchema({ ...PLAN_BASE, must_haves: { artifacts: ['ok', { path: 'a', contains: 5 }, { min_lines: 3 }] } }, PLAN)).toEqual([
      { path: ['must_haves', 'artifacts', 1], message: 'must_haves.artifacts[1] does not match any allowed form' },
      { path: ['must_haves', 'artifacts', 2], message: 'must_haves.artifacts[2] does not match any allowed form' },
    ]);
  });

  test('if/then/else reports the branch’s own errors, without an "if" error', () => {
    expect(validateJsonSchema({ phase: 1, plan: '01-01', wave: 0, autonomous: false }, PLAN)).toEqual([{ path: [], message: "(top level) is missing required key 'agents'" }]);
  });

  test('a value of the wrong type gets only the type error', () => {
    expect(messages({ ...PLAN_BASE, phase: ['01-x'] }, PLAN)).toEqual(['phase does not match any allowed form']);
    expect(messages('plan: 1', PLAN)).toEqual(['(top level) must be object, found string']);
  });

  test('errors come in document order: own, then children in key order, then oneOf, then if/then/else', () => {
    expect(messages({ extra: 1, phase: 'x', plan: -1, wave: -1, must_haves: { artifacts: [{ path: 1 }], truths: 'x' } }, PLAN)).toEqual([
      'extra is not a known key',
      'phase does not match any allowed form',
      'plan does not match any allowed form',
      'wave must be ≥ 0',
      'must_haves.artifacts[0] does not match any allowed form',
      'must_haves.truths must be array, found string',
      "(top level) is missing required key 'agents'",
    ]);
  });

  test('paths are keys and indices; the extra key is the path of "is not a known key"', () => {
    expect(validateJsonSchema({ context_rules: { 'a/b~c': { suggestions: [{ command: '/legion:x', why: 1 }] } } }, TEAMS)).toEqual([
      { path: ['context_rules', 'a/b~c', 'suggestions', 0, 'why'], message: 'context_rules.a/b~c.suggestions[0].why is not a known key' },
    ]);
  });

  test('at most 50 errors', () => {
    const value = { ...PLAN_BASE, ...Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`extra${i}`, i])) };
    const errors = validateJsonSchema(value, PLAN);
    expect(errors).toHaveLength(50);
    expect(errors[0]?.message).toBe('extra0 is not a known key');
    expect(errors[49]?.message).toBe('extra49 is not a known key');
  });

  test('YAML’s .nan and .inf are not numbers a schema accepts', () => {
    expect(messages({ nl_patterns: { x: { keywords: { k: Number.NaN, j: Infinity } } } }, TEAMS)).toEqual([
      'nl_patterns.x.keywords.k must be number, found NaN',
      'nl_patterns.x.keywords.j must be number, found Infinity',
    ]);
    expect(messages({ ...PLAN_BASE, wave: -Infinity }, PLAN)).toEqual(['wave must be integer, found -Infinity']);
  });

  test('keys named like Object.prototype members are unknown keys too', () => {
    expect(messages({ ...PLAN_BASE, constructor: 1, toString: 'x' }, PLAN)).toEqual(['constructor is not a known key', 'toString is not a known key']);
  });
});

describe('keywords the shipped schemas do not use yet get clear messages too', () => {
  test.each([
    ['contains', { type: 'array', contains: { type: 'integer' } }, ['a'], '(top level) needs at least 1 item(s) of the form its schema requires'],
    ['uniqueItems', { type: 'array', uniqueItems: true }, [1, 2, 1], '(top level) has the same item twice (at [0] and [2])'],
    ['maxItems', { type: 'array', maxItems: 1 }, [1, 2], '(top level) has more than 1 item(s)'],
    ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }, 0, '(top level) must be > 0'],
    ['exclusiveMaximum', { type: 'number', exclusiveMaximum: 1 }, 1, '(top level) must be < 1'],
    ['multipleOf', { type: 'integer', multipleOf: 5 }, 7, '(top level) must be a multiple of 5'],
    ['const', { const: 'x' }, 'y', '(top level) must be "x"'],
    ['minLength > 1', { type: 'string', minLength: 3 }, 'ab', '(top level) is shorter than 3 characters'],
    ['minProperties', { type: 'object', minProperties: 1 }, {}, '(top level) needs at least 1 key(s)'],
    ['maxProperties', { type: 'object', maxProperties: 1 }, { a: 1, b: 2 }, '(top level) has more than 1 key(s)'],
    ['propertyNames', { type: 'object', propertyNames: { pattern: '^[a-z]+$' } }, { Bad: 1 }, '(top level) has a key that is not allowed: "Bad"'],
    ['dependencies', { type: 'object', dependencies: { a: ['b'] } }, { a: 1 }, "(top level) is missing key 'b', required when 'a' is present"],
    ['anyOf', { anyOf: [{ type: 'string' }, { type: 'integer' }] }, true, '(top level) does not match any allowed form'],
    ['not', { not: { type: 'string' } }, 'x', '(top level) must not match the form its schema excludes'],
    ['false schema', { type: 'object', properties: { a: false } }, { a: 1 }, 'a is not allowed here'],
    ['type list', { type: ['string', 'null'] }, 1, '(top level) must be string or null, found integer'],
  ] as const)('%s', (_keyword, schema, value, message) => {
    expect(validateJsonSchemaAtTestTime(value, schema as JsonSchema).map((e) => e.message)).toEqual([message]);
  });
});
