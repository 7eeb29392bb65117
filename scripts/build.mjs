#!/usr/bin/env node
/**
 * Builds dist/ (`npm run build` runs this after compiling the schemas and the bundled config).
 *
 *   dist/index.js            the action's entry (action.yml): the no-op answer to a comment that
 *                            is not a command, self-contained — it imports no chunk, only Node
 *                            built-ins — and `import('./action/main.js')` for everything else
 *   dist/action/main.js      the action's full path
 *   dist/cli/index.js        the CLI (bin/legion-router.js)
 *   dist/report/index.js     the report action (report/action.yml: ../dist/report/index.js)
 *   dist/chunks/*.js         code shared by the last three, each module once
 *   dist/licenses.txt        licences of the bundled packages
 *
 * Two rolldown builds (rolldown is the bundler vite uses): one for the action's full path, the
 * CLI and the report together, so they share chunks; one for dist/index.js alone, with
 * `./action/main.js` left as a runtime import, so the cold path is one small file. Minified, no
 * source maps, no comments but the licence file. `undici` (imported by @actions/github and
 * @actions/http-client, never used to send a request) is replaced by
 * src/adapters/github/undici-stand-in.ts. Deterministic: the same sources and the same rolldown
 * give the same bytes (CI rebuilds dist/ and compares).
 *
 *   node scripts/build.mjs            build dist/
 *   node scripts/build.mjs --no-minify   readable output, for looking into the chunks
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const UNDICI_STAND_IN = join(ROOT, 'src', 'adapters', 'github', 'undici-stand-in.ts');
const minify = !process.argv.includes('--no-minify');

/** Input options both builds share. */
function inputOptions(input, external = []) {
  return {
    input,
    cwd: ROOT,
    platform: 'node',
    tsconfig: join(ROOT, 'tsconfig.json'),
    // The sources import `./x.js`; the files are `./x.ts`.
    resolve: { extensionAlias: { '.js': ['.ts', '.js'] }, alias: { undici: UNDICI_STAND_IN } },
    transform: { target: 'node22' },
    external,
    logLevel: 'warn',
    onLog(level, log) {
      // Circular imports inside dependencies (yaml, octokit) are theirs and harmless.
      if (log.code === 'CIRCULAR_DEPENDENCY') return;
      throw new Error(`rolldown ${level}: ${log.message}`);
    },
  };
}

const outputOptions = {
  dir: DIST,
  format: 'esm',
  entryFileNames: '[name].js',
  chunkFileNames: 'chunks/[name]-[hash].js',
  minify,
  sourcemap: false,
  comments: { legal: false, annotation: false, jsdoc: false },
};

/** node_modules package (name, directory) of a module id, or undefined for our own sources. */
function packageOf(id) {
  const marker = `${sep}node_modules${sep}`;
  const at = id.lastIndexOf(marker);
  if (at < 0) return undefined;
  const parts = id.slice(at + marker.length).split(sep);
  const nameParts = parts[0]?.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1);
  return { name: nameParts.join('/'), dir: id.slice(0, at + marker.length) + nameParts.join(sep) };
}

function licenceText(dir) {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  return file ? readFileSync(join(dir, file), 'utf8').trim() : '';
}

/** ncc's format: name, licence, licence text; packages sorted by name. */
function licences(moduleIds) {
  const packages = new Map();
  for (const id of moduleIds) {
    const pkg = packageOf(id);
    if (pkg && !packages.has(pkg.name)) packages.set(pkg.name, pkg.dir);
  }
  const blocks = [...packages.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, dir]) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      return `${name}\n${manifest.license ?? 'UNKNOWN'}\n${licenceText(dir)}\n`;
    });
  return `${blocks.join('\n')}`;
}

async function build(input, external) {
  const bundle = await rolldown(inputOptions(input, external));
  try {
    const { output } = await bundle.write(outputOptions);
    return output.filter((item) => item.type === 'chunk');
  } finally {
    await bundle.close();
  }
}

function sizes(dir) {
  const rows = [];
  const walk = (at) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else rows.push([relative(ROOT, path), statSync(path).size]);
    }
  };
  walk(dir);
  return rows;
}

const started = performance.now();
// Everything from an earlier build goes; dot-files stay (the e2e tests' build lock lives there).
mkdirSync(DIST, { recursive: true });
for (const name of readdirSync(DIST)) if (!name.startsWith('.')) rmSync(join(DIST, name), { recursive: true, force: true });
const shared = await build({ 'action/main': 'src/action/main.ts', 'cli/index': 'src/cli.ts', 'report/index': 'src/report/index.ts' });
const cold = await build({ index: 'src/index.ts' }, ['./action/main.js']);
const entry = cold.find((chunk) => chunk.fileName === 'index.js');
if (cold.length !== 1 || !entry || entry.imports.some((name) => !name.startsWith('node:'))) {
  throw new Error(`build: dist/index.js must be one file that imports only Node built-ins; it imports ${entry?.imports.join(', ')}`);
}
if (!existsSync(join(DIST, 'action', 'main.js'))) throw new Error('build: dist/action/main.js is missing');
writeFileSync(join(DIST, 'package.json'), '{\n  "type": "module"\n}\n');
writeFileSync(join(DIST, 'licenses.txt'), licences([...shared, ...cold].flatMap((chunk) => chunk.moduleIds)));

const rows = sizes(DIST);
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, bytes] of rows) process.stderr.write(`${name.padEnd(width)} ${(bytes / 1024).toFixed(1).padStart(8)} KiB\n`);
const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
process.stderr.write(`${'dist/ total'.padEnd(width)} ${(total / 1024).toFixed(1).padStart(8)} KiB (${Math.round(performance.now() - started)} ms)\n`);
