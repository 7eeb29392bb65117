/**
 * The bundled config is compiled at build time (scripts/compile-config.mjs): the compiled form
 * must equal what the parser makes of config/intent-teams.yaml now, and be current.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { bundledIntentTeams } from '../../../src/core/config/bundled-intent-teams.js';
import { parseIntentTeams } from '../../../src/core/config/parse-intent-teams.js';
import { loadBundledConfig } from '../../../src/adapters/fs/load-config.js';
import { PROJECT_ROOT } from '../../support/legion-reference.js';

const GENERATOR = resolve(PROJECT_ROOT, 'scripts/compile-config.mjs');
const GENERATED = resolve(PROJECT_ROOT, 'src/core/config/bundled-intent-teams.js');
const SOURCE = resolve(PROJECT_ROOT, 'config/intent-teams.yaml');

describe('src/core/config/bundled-intent-teams.js', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'legion-router-config-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('equals the parse of config/intent-teams.yaml, prototype-less maps included', () => {
    const parsed = parseIntentTeams(readFileSync(SOURCE, 'utf8'), 'config/intent-teams.yaml');
    expect(parsed.usable).toBe(true);
    expect(parsed.diagnostics).toEqual([]);
    const compiled = bundledIntentTeams();
    expect(compiled).toStrictEqual(parsed.config);
    expect(Object.getPrototypeOf(compiled.intents)).toBeNull();
    expect(Object.getPrototypeOf(compiled.validation)).toBe(Object.prototype);
    const cluster = Object.values(compiled.nl_patterns)[0];
    expect(cluster && Object.getPrototypeOf(cluster.keywords)).toBeNull();
  });

  test('is a new copy per call, and is what loadBundledConfig serves', () => {
    expect(bundledIntentTeams()).not.toBe(bundledIntentTeams());
    expect(loadBundledConfig().config).toStrictEqual(bundledIntentTeams());
    expect(loadBundledConfig().origin).toBe('bundled');
  });

  test('is what scripts/compile-config.mjs makes now (run npm run build:config); --check agrees', () => {
    const out = join(scratch, 'bundled-intent-teams.js');
    execFileSync(process.execPath, [GENERATOR, '--out', out], { cwd: PROJECT_ROOT, stdio: 'pipe' });
    expect(readFileSync(out, 'utf8') === readFileSync(GENERATED, 'utf8')).toBe(true);
    expect(() => execFileSync(process.execPath, [GENERATOR, '--check'], { cwd: PROJECT_ROOT, stdio: 'pipe' })).not.toThrow();
    const stale = join(scratch, 'stale.js');
    writeFileSync(stale, '// old\n');
    expect(() => execFileSync(process.execPath, [GENERATOR, '--check', '--out', stale], { cwd: PROJECT_ROOT, stdio: 'pipe' })).toThrow(/not the compilation/);
  });

  test('says it is generated and imports nothing', () => {
    const text = readFileSync(GENERATED, 'utf8');
    expect(text.split('\n')[0]).toMatch(/^\/\/ GENERATED FILE: do not edit\. Regenerate with `npm run build:config`/);
    expect(text).not.toMatch(/\brequire\(|^import /m);
  });
});
