#!/usr/bin/env node
/**
 * Builds dist/ with ncc (`npm run build` runs this after compiling the schemas and the bundled
 * config). One ncc build of src/index.ts serves the action, the CLI and the report action, so the
 * three share one set of chunks:
 *
 *   dist/index.js          the entry. The action (action.yml `runs.main`) by default; the CLI
 *                          (bin/legion-router.js) and the report (dist/report/index.js) set a
 *                          symbol first and import it (src/index.ts). A comment that is not a
 *                          command is answered from this file alone.
 *   dist/<id>.index.js     chunks ncc splits at each dynamic import(), shared by the three
 *   dist/report/index.js   the report action's entry (report/action.yml), written here
 *   dist/licenses.txt      licences of the bundled packages (ncc --license)
 *
 * On top of plain `ncc build`:
 * - tsconfig.json `paths` maps `undici` to src/adapters/github/undici-stand-in.ts (ncc's resolver
 *   reads `paths`, for imports from node_modules too): @actions/github and @actions/http-client
 *   import undici, but no request is ever sent through it (BENCHMARKS.md, "Cold start and bundle");
 * - `ncc --minify` minifies only dist/index.js; the chunks are minified here with terser, the
 *   minifier ncc uses, with the same kind of settings. No source maps, no comments.
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
    writeFileSync(file, `${result.code}\n`);
  }
}
const bundled = readFileSync(join(DIST, 'index.js'), 'utf8');
if (/undici\/(index|lib)/.test(bundled) || chunks.some((name) => /node_modules\/undici\//.test(readFileSync(join(DIST, name), 'utf8')))) {
  throw new Error('build: undici is in the bundle; tsconfig.json `paths` should map it to the stand-in');
}
mkdirSync(join(DIST, 'report'), { recursive: true });
writeFileSync(join(DIST, 'report', 'index.js'), REPORT_ENTRY);

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
