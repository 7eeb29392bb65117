/**
 * Regression tests for the problems the hardening work found in src/ (SECURITY.md, "Findings").
 * Each names the input and what used to happen. Where the problem was cost, the test checks the
 * growth against a linear reference (./growth.ts), never a wall-clock time.
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
import { representativePath } from '../../src/core/glob/representative-path.js';
import { parsePlan } from '../../src/core/plans/parse-plan.js';
import type { RouteRequest } from '../../src/core/types.js';
import { parseYaml } from '../../src/core/yaml/parse-yaml.js';
import { expectLinearGrowth } from './growth.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

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
    expect(representativePath(`src/${'{a,b}'.repeat(100)}`)).toBe(`src/${'a'.repeat(100)}`);
    expectLinearGrowth('representativePath {a,b} × k', 12, (k) => `src/${'{a,b}'.repeat(k)}`, representativePath);
  });
  it('compileGlob stops expanding past 64: `{a..z}` × 80 (letter ranges escape the estimate) took 1.5 s', () => {
    for (const pattern of ['{a..z}'.repeat(80), '{a..z..1}'.repeat(50), '{A..z}'.repeat(10)]) expect(compileGlob(pattern).ok).toBe(false);
    expectLinearGrowth('compileGlob {a..z} × k', 10, (k) => '{a..z}'.repeat(k), compileGlob);
  });
  it('a plan with four such files_modified entries and a filter intent routed in 7 s; now linear in the entry length', () => {
    const planWith = (k: number): string => {
      const entries = Array.from({ length: 4 }, (_, i) => `  - "src/${i}/${'{a,b}'.repeat(k)}"`).join('\n');
      return exampleWith(`---\nphase: 2\nplan: "02-01"\nwave: 1\nagents: [a]\nfiles_modified:\n${entries}\n---\n`);
    };
    expect(routeRepository(request('/legion build --skip-frontend'), { repoRoot: planWith(100) }).errorCode).not.toBe('E099');
    expectLinearGrowth('route with {a,b} × k entries', 12, planWith, (dir) => routeRepository(request('/legion build --skip-frontend'), { repoRoot: dir }), {
      units: (k) => 4 * 5 * k,
    });
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
    ['flow mappings as keys (no `?` at all)', (depth: number) => `x: ${'{'.repeat(depth)}a: 1${'}: 1'.repeat(depth)}\n`, 'E075'],
    ['flow lists inside mapping keys', (depth: number) => `x: ${'{'.repeat(depth)}[a]: 1${'}: 1'.repeat(depth)}\n`, 'E075'],
    ['explicit `? ` keys', (depth: number) => `x:\n  ${'? '.repeat(depth)}x\n`, 'W020'],
  ] as const)('%s, 400 deep: refused, at a cost linear in the depth (toJS used to take minutes on 2 KB)', (_label, make, planCode) => {
    const yaml = make(400);
    expect(parseYaml(yaml).errors.length).toBeGreaterThan(0);
    // Plans are read with js-yaml first (it turns such keys into plain strings, cheaply); either
    // way the plan loader answers.
    const plan = parsePlan({ ...PLAN, text: `---\nphase: 2\n${yaml}---\n` });
    expect(plan.fatal?.code ?? plan.plan?.diagnostics[0]?.code).toBe(planCode);
    const indented = (text: string): string => text.replace(/\n(?!$)/g, '\n    ');
    expect(resolveControlProfile('guarded', `profiles:\n  guarded:\n    ${indented(yaml)}`).blocked).toBe(true);
    expect(parseIntentTeams(`intents:\n  a:\n    ${indented(yaml)}`, 'c.yaml').usable).toBe(false);
    expectLinearGrowth(`YAML ${_label}`, 50, make, (text) => {
      parseYaml(text);
      parsePlan({ ...PLAN, text: `---\nphase: 2\n${text}---\n` });
      resolveControlProfile('guarded', `profiles:\n  guarded:\n    ${indented(text)}`);
      parseIntentTeams(`intents:\n  a:\n    ${indented(text)}`, 'c.yaml');
    });
  });
  it('an alias as a key is refused', () => {
    expect(parseYaml('a: &k [1, 2]\n*k : 3\n').errors.length).toBeGreaterThan(0);
  });
});

describe('deep changed-file paths (were: O(segments × length) per file in GlobIndex)', () => {
  it('a 16 KiB path of 8,192 segments took 480 ms per file (× 3,000 files per pull request); now linear', () => {
    const index = new GlobIndex(['src/**', 'a/b/**/*.ts', 'docs/', '**/*.ts'].map((pattern, owner) => ({ pattern, owner })));
    const deep = (segments: number): string => `${'a/'.repeat(segments)}x.ts`;
    expect([...index.owners(deep(8_192))]).toEqual([3]);
    expectLinearGrowth(
      'GlobIndex deep path',
      1_024,
      (k) => [deep(k), `a/${'a.'.repeat(k)}ts`],
      ([a, b]) => {
        index.owners(a as string);
        index.owners(b as string);
      },
    );
  });
});

describe("duplicate-key detection (was: the yaml library's uniqueKeys, quadratic in the keys of a mapping)", () => {
  it('a mapping with thousands of keys parses in time linear in the keys, and duplicates are still errors', () => {
    const doc = (n: number): string => `domains:\n${Array.from({ length: n }, (_, i) => `  d${i}:\n    owner: a${i}`).join('\n')}\n`;
    expect(parseYaml('a: 1\nb: 2\na: 3\n').errors[0]).toMatchObject({ line: 3, column: 1 });
    expect(parseYaml('1: a\n"1": b\n').errors).toEqual([]);
    expectLinearGrowth('parseYaml keys', 400, doc, parseYaml);
  });
});
