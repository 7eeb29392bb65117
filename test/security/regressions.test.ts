/**
 * Regression tests for the problems the hardening work found in src/ (SECURITY.md, "Findings").
 * Each names the input and what used to happen.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeRepository } from '../../src/app/run-route.js';
import { parseIntentTeams } from '../../src/core/config/parse-intent-teams.js';
import { resolveControlProfile } from '../../src/core/control/resolve-control-profile.js';
import { compileGlob } from '../../src/core/glob/compile-glob.js';
import { GlobIndex } from '../../src/core/glob/glob-index.js';
import { parseComment } from '../../src/core/request/parse-command.js';
import { representativePath } from '../../src/core/plans/infer-task-types.js';
import { parsePlan } from '../../src/core/plans/parse-plan.js';
import type { RouteRequest } from '../../src/core/types.js';
import { parseYaml } from '../../src/core/yaml/parse-yaml.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function timed<T>(fn: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start };
}

function exampleWith(planText: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'legion-regression-'));
  dirs.push(dir);
  cpSync(resolve('examples', 'basic'), dir, { recursive: true });
  const phase = join(dir, '.planning', 'phases', '02-api-and-ui');
  mkdirSync(phase, { recursive: true });
  writeFileSync(join(phase, '02-01-PLAN.md'), planText);
  return dir;
}

const request = (body: string): RouteRequest => parseComment(body, '/legion', 'octocat') as RouteRequest;
const PLAN = { path: 'p.md', fileName: '02-01-PLAN.md', phaseDir: '02-x', phaseNumber: 2 };

describe('brace expansion bombs (were: seconds per pattern, minutes per plan)', () => {
  it('representativePath expands only the first alternative: `{a,b}` × 100 took 1.3 s', () => {
    const { value, ms } = timed(() => representativePath(`src/${'{a,b}'.repeat(100)}`));
    expect(value).toBe(`src/${'a'.repeat(100)}`);
    expect(ms).toBeLessThan(200);
  });
  it('compileGlob stops expanding past 64: `{a..z}` × 80 (letter ranges escape the estimate) took 1.5 s', () => {
    for (const pattern of ['{a..z}'.repeat(80), '{a..z..1}'.repeat(50), '{A..z}'.repeat(10)]) {
      const { value, ms } = timed(() => compileGlob(pattern));
      expect(value.ok).toBe(false);
      expect(ms).toBeLessThan(200);
    }
  });
  it('a plan with four such files_modified entries and a filter intent routed in 7 s; now at once', () => {
    const entries = Array.from({ length: 4 }, (_, i) => `  - "src/${i}/${'{a,b}'.repeat(100)}"`).join('\n');
    const dir = exampleWith(`---\nphase: 2\nplan: "02-01"\nwave: 1\nagents: [a]\nfiles_modified:\n${entries}\n---\n`);
    const { value, ms } = timed(() => routeRepository(request('/legion build --skip-frontend'), { repoRoot: dir }));
    expect(value.errorCode).not.toBe('E099');
    expect(ms).toBeLessThan(2_000);
  });
});

describe('prototype keys (were: internal error E099, or a garbled message)', () => {
  it('a plan whose agents are constructor / __proto__ / toString, routed with a filter intent, used to fail with E099', () => {
    const dir = exampleWith('---\nphase: 2\nplan: "02-01"\nwave: 1\nagents: [constructor, __proto__, toString]\nfiles_modified: [src/x.ts]\n---\n');
    for (const body of ['/legion build --just-document', '/legion build --skip-frontend']) {
      const result = routeRepository(request(body), { repoRoot: dir });
      expect(result.errorCode, result.message).not.toBe('E099');
    }
  });
  it('`/legion constructor` and `/legion __proto__` used to answer about "function Object() { [native code] }"', () => {
    for (const body of ['/legion constructor', '/legion __proto__']) {
      const result = routeRepository(request(body), { repoRoot: resolve('examples', 'basic') });
      expect(result.message).not.toMatch(/native code|\[object Object\]/);
    }
  });
});

describe('YAML that crashes or stalls the parser', () => {
  it('`- - - … x` 5,000 deep threw RangeError out of parseYaml (→ E099 for the whole route); now an E075 blocker for that plan', () => {
    const text = `---\nphase: 2\nfiles_modified:\n  ${'- '.repeat(5_000)}x\ntask_types: - x\n---\n`;
    const result = parsePlan({ ...PLAN, text });
    expect(result.fatal?.code).toBe('E075');
    expect(result.fatal?.message).toMatch(/not valid YAML: YAML nested too deeply to parse/);
    const config = parseIntentTeams(`intents:\n  a:\n    agents:\n      ${'- '.repeat(5_000)}x\nb: - x\n`, 'c.yaml');
    expect(config.usable).toBe(false);
  });

  // The plan loader's answer: E075 (a blocker: the plan cannot be routed) when the key is a
  // collection or an alias, or a plan with W020 schema nits when js-yaml reads the `? ` keys as a
  // plain string key.
  it.each([
    ['flow mappings as keys, 400 deep (no `?` at all)', `x: ${'{'.repeat(400)}a: 1${'}: 1'.repeat(400)}\n`, 'E075'],
    ['flow lists inside mapping keys, 400 deep', `x: ${'{'.repeat(400)}[a]: 1${'}: 1'.repeat(400)}\n`, 'E075'],
    ['explicit `? ` keys, 400 deep', `x:\n  ${'? '.repeat(400)}x\n`, 'W020'],
    ['an alias as a key', 'a: &k [1, 2]\n*k : 3\n', 'E075'],
  ])('%s: refused at once (toJS used to take minutes on 2 KB)', (_label, yaml, planCode) => {
    const parsed = timed(() => parseYaml(yaml));
    expect(parsed.value.errors.length).toBeGreaterThan(0);
    expect(parsed.ms).toBeLessThan(1_000);
    // Plans are read with js-yaml first (it turns such keys into plain strings, cheaply); either
    // way the plan loader answers at once.
    const plan = timed(() => parsePlan({ ...PLAN, text: `---\nphase: 2\n${yaml}---\n` }));
    expect(plan.value.fatal?.code ?? plan.value.plan?.diagnostics[0]?.code).toBe(planCode);
    if (plan.value.fatal) {
      expect(plan.value.fatal).toMatchObject({ severity: 'blocker', file: PLAN.path, line: expect.any(Number) });
      expect(plan.value.fatal.message).toMatch(/not valid YAML: a mapping key is a list, a mapping or an alias/);
    }
    expect(plan.ms).toBeLessThan(1_000);
    const control = timed(() => resolveControlProfile('guarded', `profiles:\n  guarded:\n    ${yaml.replace(/\n(?!$)/g, '\n    ')}`));
    expect(control.value.blocked).toBe(true);
    expect(control.ms).toBeLessThan(1_000);
    const config = timed(() => parseIntentTeams(`intents:\n  a:\n    ${yaml.replace(/\n(?!$)/g, '\n    ')}`, 'c.yaml'));
    expect(config.value.usable).toBe(false);
    expect(config.ms).toBeLessThan(1_000);
  });
});

describe('deep changed-file paths (were: O(segments × length) per file in GlobIndex)', () => {
  it('a 16 KiB path of 8,192 segments took 480 ms per file (× 3,000 files per pull request); now linear', () => {
    const index = new GlobIndex(['src/**', 'a/b/**/*.ts', 'docs/', '**/*.ts'].map((pattern, owner) => ({ pattern, owner })));
    const deep = `${'a/'.repeat(8_192)}x.ts`;
    const dots = `a/${'a.'.repeat(8_192)}ts`;
    index.owners(deep);
    const t = timed(() => {
      index.owners(deep);
      index.owners(dots);
    });
    expect([...index.owners(deep)]).toEqual([3]);
    expect(t.ms).toBeLessThan(50);
  });
});
