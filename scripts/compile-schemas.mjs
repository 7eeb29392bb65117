#!/usr/bin/env node
/**
 * Compiles the shipped JSON Schemas into one standalone validator module with ajv, so the action
 * validates with a standard validator without paying for ajv's compiler at cold start.
 *
 *   node scripts/compile-schemas.mjs               write src/core/schema/compiled-validators.js
 *   node scripts/compile-schemas.mjs --out FILE    write FILE instead (the freshness test uses it)
 *   node scripts/compile-schemas.mjs --check       exit 1 when the committed file is not current
 *
 * `npm run build` runs it first. The output is byte-identical on every run for the same schemas
 * and the same (pinned) ajv version.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_OUT = resolve(ROOT, 'src/core/schema/compiled-validators.js');

/** Export name → schema file. The export names are declared in compiled-validators.d.ts. */
export const SCHEMAS = {
  planFrontmatter: 'config/plan-frontmatter.schema.json',
  intentTeams: 'config/intent-teams.schema.json',
};

/**
 * The ajv options the validators are compiled with (the tests compile the JSON files with the same
 * options at test time and compare verdicts).
 * - strictRequired is off: plan-frontmatter's `else: { required: ["agents"] }` names a property
 *   declared by the enclosing schema, which ajv's strictRequired check does not look at.
 * - messages is off: ajv's English messages are not used (schema-errors.ts words its own).
 */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  strictRequired: false,
  messages: false,
};

/**
 * ajv runtime helpers the generated code may need. ajv's ESM output still `require`s them, which
 * an ES module cannot do, so their (self-contained, pure) source is inlined instead.
 */
const INLINABLE_HELPERS = {
  ucs2length: () => require('ajv/dist/runtime/ucs2length').default,
  equal: () => require('ajv/dist/runtime/equal').default,
};

function readSchema(file) {
  const schema = JSON.parse(readFileSync(resolve(ROOT, file), 'utf8'));
  if (typeof schema.$id !== 'string') throw new Error(`compile-schemas: ${file} has no $id; validators are looked up by $id`);
  return schema;
}

function inlineRuntimeHelpers(code) {
  const helpers = new Map();
  const replaced = code.replace(/require\("ajv\/dist\/runtime\/([A-Za-z0-9_]+)"\)\.default/g, (_match, name) => {
    const load = INLINABLE_HELPERS[name];
    if (!load) {
      throw new Error(
        `compile-schemas: the generated code needs ajv's runtime helper "${name}", which is not inlined yet; ` +
          'add it to INLINABLE_HELPERS in scripts/compile-schemas.mjs (a pure function) and regenerate',
      );
    }
    const source = load().toString();
    if (!source.startsWith(`function ${name}(`)) throw new Error(`compile-schemas: unexpected source for ajv runtime helper "${name}"`);
    helpers.set(name, source);
    return `ajvRuntime_${name}`;
  });
  if (/\brequire\(/.test(replaced)) throw new Error('compile-schemas: the generated code still calls require(); an ES module cannot');
  const definitions = [...helpers.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, source]) => `// ajv/dist/runtime/${name} (ajv 8, MIT licence), inlined\nconst ajvRuntime_${name} = ${source};`);
  return { code: replaced, helperDefinitions: definitions };
}

/** The generated module's text. Pure apart from reading the schema files. */
export function generateValidatorModule() {
  const schemas = Object.entries(SCHEMAS).map(([name, file]) => ({ name, file, schema: readSchema(file) }));
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true, esm: true, lines: true }, schemas: schemas.map((s) => s.schema) });
  const exports = Object.fromEntries(schemas.map(({ name, schema }) => [name, schema.$id]));
  const { code, helperDefinitions } = inlineRuntimeHelpers(standaloneCode(ajv, exports));
  const ajvVersion = require('ajv/package.json').version;
  const byId = schemas.map(({ name, schema }) => `  ${JSON.stringify(schema.$id)}: ${name},`).join('\n');
  return [
    '// GENERATED FILE: do not edit. Regenerate with `npm run build:schemas` (`npm run build` does it first);',
    '// CI (.ci/run) and test/core/schema fail when this file is not current.',
    `// Made by scripts/compile-schemas.mjs with ajv ${ajvVersion} (standalone code, options ${JSON.stringify(AJV_OPTIONS)}) from:`,
    ...schemas.map(({ file }) => `//   ${file}`),
    '/* eslint-disable */',
    '"use strict";',
    ...helperDefinitions,
    code.replace(/^"use strict";\n?/, '').trimEnd(),
    '',
    '/** Compiled validator by schema $id. */',
    'export const validatorsById = Object.freeze({',
    byId,
    '});',
    '',
  ].join('\n');
}

function main(argv) {
  const check = argv.includes('--check');
  const outIndex = argv.indexOf('--out');
  const out = outIndex >= 0 ? resolve(argv[outIndex + 1] ?? '') : DEFAULT_OUT;
  const text = generateValidatorModule();
  const shown = relative(process.cwd(), out) || out;
  if (check) {
    let current = '';
    try {
      current = readFileSync(out, 'utf8');
    } catch {
      // missing: not current
    }
    if (current !== text) {
      console.error(`error: ${shown} is not the compilation of the schemas in config/; run npm run build:schemas and commit it`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(out, text);
  console.log(`wrote ${shown}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
