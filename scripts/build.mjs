#!/usr/bin/env node
/**
 * Builds dist/ with ncc (`npm run build` runs this after compiling the schemas and the bundled
 * config). One ncc build of src/index.ts serves the action, the CLI, the report and the wave actions, so
 * they share one set of chunks:
 *
 *   dist/index.js          the entry. The action (action.yml `runs.main`) by default; the CLI
 *                          (bin/legion-router.js) and the report (dist/report/index.js) set a
 *                          symbol first and import it (src/index.ts). A comment that is not a
 *                          command is answered from this file alone.
 *   dist/<id>.index.js     chunks ncc splits at each dynamic import(), shared by the three
 *   dist/report/index.js   the report action's entry (report/action.yml), written here
 *   dist/wave/index.js     the wave action's entry (wave/action.yml), written here
 *   dist/licenses.txt      licences of the bundled packages (ncc --license)
 *
 * On top of plain `ncc build`:
 * - tsconfig.json `paths` maps `undici` to src/adapters/github/undici-stand-in.ts (ncc's resolver
 *   reads `paths`, for imports from node_modules too): @actions/github and @actions/http-client
 *   import undici, but no request is ever sent through it (BENCHMARKS.md, "Cold start and bundle");
 * - `ncc --minify` minifies only dist/index.js; the chunks are minified here with terser, the
 *   minifier ncc uses, with the same kind of settings. No source maps, no comments. Each chunk's
 *   module factories get back the parentheses terser drops (eagerFactories, below).
 * The output is deterministic: the same sources and tools give the same bytes (CI rebuilds dist/
 * and compares).
 *
 *   node scripts/build.mjs               build dist/
 *   node scripts/build.mjs --no-minify   readable output, for looking into the chunks
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseModule } from 'acorn';
import { minify } from 'terser';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const NCC = join(ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const minifying = !process.argv.includes('--no-minify');

/** The report action's entry: the shared bundle, told to run the report (src/index.ts). */
const REPORT_ENTRY = `// Written by scripts/build.mjs: the report action (report/action.yml) runs the shared bundle.
globalThis[Symbol.for('legion-router.entry')] = 'report';
await import('../index.js');
`;

/** The wave action's entry: the shared bundle, told to run the wave step (src/index.ts). */
const WAVE_ENTRY = `// Written by scripts/build.mjs: the wave action (wave/action.yml) runs the shared bundle.
globalThis[Symbol.for('legion-router.entry')] = 'wave';
await import('../index.js');
`;

/**
 * Put back the parentheses webpack writes around each module factory of a chunk
 * (`export const modules={936:((e,t,n)=>{…}),…}`), which terser drops. V8 compiles a
 * parenthesised function with the script; without them it pre-parses the factory with the chunk
 * and parses it again in full at its first call. Every factory of a chunk on the route's path is
 * called, so the parentheses save the pre-parse: in CPU profiles of the 3,000-file workload,
 * module evaluation fell from 131 to 78 ms and compiling the chunks rose from 34 to 46 ms
 * (BENCHMARKS.md, "Peers"). The entry (dist/index.js) keeps lazy factories: a comment that is
 * not a command runs only a few of them.
 */
function eagerFactories(code, name) {
  const program = parseModule(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const inserts = [];
  for (const statement of program.body) {
    for (const declaration of statement.declaration?.declarations ?? []) {
      if (declaration.id?.name !== 'modules' || declaration.init?.type !== 'ObjectExpression') continue;
      for (const property of declaration.init.properties) {
        const value = property.value;
        if (value?.type !== 'ArrowFunctionExpression' && value?.type !== 'FunctionExpression') throw new Error(`build: ${name}: module ${property.key?.value} is not a function`);
        inserts.push(value.start, value.end);
      }
    }
  }
  if (inserts.length === 0) throw new Error(`build: ${name} has no \`export const modules\` table`);
  let out = '';
  let from = 0;
  for (let i = 0; i < inserts.length; i += 2) {
    out += `${code.slice(from, inserts[i])}(${code.slice(inserts[i], inserts[i + 1])})`;
    from = inserts[i + 1];
  }
  return out + code.slice(from);
}

const started = performance.now();
// Everything from an earlier build goes; dot-files stay (the e2e tests' build lock lives there).
mkdirSync(DIST, { recursive: true });
for (const name of readdirSync(DIST)) if (!name.startsWith('.')) rmSync(join(DIST, name), { recursive: true, force: true });

const ncc = spawnSync(process.execPath, [NCC, 'build', 'src/index.ts', '-o', 'dist', '--no-cache', '--quiet', '--license', 'licenses.txt', ...(minifying ? ['--minify'] : [])], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (ncc.status !== 0) process.exit(ncc.status ?? 1);

const chunks = readdirSync(DIST)
  .filter((name) => /^\d+\.index\.js$/.test(name))
  .sort();
if (minifying) {
  for (const name of chunks) {
    const file = join(DIST, name);
    const result = await minify(readFileSync(file, 'utf8'), {
      module: true,
      ecma: 2022,
      compress: { passes: 1 },
      mangle: true,
      format: { comments: false },
    });
    if (typeof result.code !== 'string') throw new Error(`build: terser gave no code for ${name}`);
    writeFileSync(file, `${eagerFactories(result.code, name)}\n`);
  }
}
const bundled = readFileSync(join(DIST, 'index.js'), 'utf8');
if (/undici\/(index|lib)/.test(bundled) || chunks.some((name) => /node_modules\/undici\//.test(readFileSync(join(DIST, name), 'utf8')))) {
  throw new Error('build: undici is in the bundle; tsconfig.json `paths` should map it to the stand-in');
}
mkdirSync(join(DIST, 'report'), { recursive: true });
writeFileSync(join(DIST, 'report', 'index.js'), REPORT_ENTRY);
mkdirSync(join(DIST, 'wave'), { recursive: true });
writeFileSync(join(DIST, 'wave', 'index.js'), WAVE_ENTRY);

const rows = [];
const walk = (at) => {
  for (const name of readdirSync(at).sort()) {
    const path = join(at, name);
    if (name.startsWith('.')) continue;
    if (statSync(path).isDirectory()) walk(path);
    else rows.push([relative(ROOT, path), statSync(path).size]);
  }
};
walk(DIST);
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, bytes] of rows) process.stderr.write(`${name.padEnd(width)} ${(bytes / 1024).toFixed(1).padStart(8)} KiB\n`);
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
process.stderr.write(`${'dist/ total'.padEnd(width)} ${(total / 1024).toFixed(1).padStart(8)} KiB (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
