/**
 * The import rules of docs/architecture.md ("What each layer may import"), checked on the source:
 * the core is pure, the app does not reach into the shells, the CLI never imports the action.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PROJECT_ROOT } from '../support/legion-reference.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') || path.endsWith('.js') ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
}

const SRC = join(PROJECT_ROOT, 'src');
const layer = (name: string) => sources(join(SRC, name)).map((file) => ({ file: relative(PROJECT_ROOT, file), imports: imports(file) }));

const RULES: [string, RegExp][] = [
  ['core', /^(node:fs|node:child_process|node:http|node:https|node:net|@actions\/|.*\/(app|adapters|action|cli)\/)/],
  ['adapters', /^(.*\/(app|action|cli)\/)/],
  ['app', /^(@actions\/core|.*\/(action|cli)\/)/],
  ['cli', /^(@actions\/|.*\/action\/)/],
];

describe('layers import only what docs/architecture.md allows', () => {
  test.each(RULES)('src/%s', (name, forbidden) => {
    const offenders = layer(name).flatMap((f) => f.imports.filter((spec) => forbidden.test(spec)).map((spec) => `${f.file} → ${spec}`));
    expect(offenders).toEqual([]);
  });
});
