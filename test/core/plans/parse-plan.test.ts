/**
 * Plan parsing against Legion's real plans and fixtures, and agreement of our plan schema with
 * Legion's docs/schemas/plan-frontmatter.schema.json.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parsePlan, type ParsedPlan, type PlanFileInput } from '../../../src/core/plans/parse-plan.js';
import { parsePhaseDirectory, planIdFromFileName, sortPhaseDirectories } from '../../../src/core/plans/phase-directory.js';
import { splitFrontmatter } from '../../../src/core/plans/split-frontmatter.js';
import { validateJsonSchema, type JsonSchema } from '../../../src/core/schema/validate-json-schema.js';
import type { Plan } from '../../../src/core/types.js';
import { parseYaml } from '../../../src/core/yaml/parse-yaml.js';
import ourSchema from '../../../config/plan-frontmatter.schema.json' with { type: 'json' };
import { HAS_LEGION_REF, LEGION_REF, legionPath, listFiles, planText, readLegion } from '../../support/temp-repo.js';
import { validateJsonSchemaAtTestTime } from '../schema/reference-validator.js';

function input(path: string, text: string, phaseNumber = 1, phaseDir = '01-x'): PlanFileInput {
  return { path, fileName: path.split('/').pop() as string, phaseDir, phaseNumber, text };
}

function routable(result: ParsedPlan): Plan {
  if (result.fatal) throw new Error(`expected a routable plan, got: ${result.fatal.message}`);
  return result.plan;
}

/** [line, message without the path prefix] of each diagnostic. */
function warnings(plan: Plan): [number | undefined, string][] {
  return plan.diagnostics.map((d) => [d.line, d.message.slice(d.message.indexOf(': ') + 2)]);
}

const parseText = (text: string, fileName = '01-01-PLAN.md', phaseNumber = 1): ParsedPlan => parsePlan(input(`.planning/phases/01-x/${fileName}`, text, phaseNumber));

describe.skipIf(!HAS_LEGION_REF)('Legion’s real plans', () => {
  const phasePlans = HAS_LEGION_REF ? listFiles(legionPath('.planning/phases')).filter((f) => f.endsWith('-PLAN.md')) : [];

  test('the reference tree has the four phase plans', () => {
    expect(phasePlans).toEqual([
      '01-plan-schema-hardening/01-01-PLAN.md',
      '11-intent-routing-v2/11-01-PLAN.md',
      '11-intent-routing-v2/11-02-PLAN.md',
      '38-intent-driven-execution/38-01-PLAN.md',
    ]);
  });

  test.each(phasePlans)('%s routes with no warnings', (rel) => {
    const [dir, fileName] = rel.split('/') as [string, string];
    const phase = parsePhaseDirectory(dir);
    const plan = routable(parsePlan({ path: `.planning/phases/${rel}`, fileName, phaseDir: dir, phaseNumber: phase?.number ?? 0, text: readLegion(`.planning/phases/${rel}`) }));
    expect(plan.diagnostics).toEqual([]);
    expect(plan.id).toBe(fileName.replace('-PLAN.md', ''));
    expect(plan.phase).toBe(phase?.number);
  });

  test('fields are read as written (11-02, 38-01)', () => {
    const p1102 = routable(
      parsePlan(input('.planning/phases/11-intent-routing-v2/11-02-PLAN.md', readLegion('.planning/phases/11-intent-routing-v2/11-02-PLAN.md'), 11, '11-intent-routing-v2')),
    );
    expect(p1102).toMatchObject({
      id: '11-02',
      wave: 2,
      dependsOn: ['11-01'],
      agents: ['engineering-senior-developer'],
      autonomous: false,
      filesModified: ['skills/intent-router/SKILL.md', 'commands/status.md', '.planning/config/intent-teams.yaml'],
      filesForbidden: ['agents/', 'commands/build.md', 'commands/review.md', 'commands/plan.md', 'commands/start.md', '.planning/ROADMAP.md'],
      taskTypes: [],
      taskTypesInferred: true,
    });
    const p3801 = routable(
      parsePlan(
        input(
          '.planning/phases/38-intent-driven-execution/38-01-PLAN.md',
          readLegion('.planning/phases/38-intent-driven-execution/38-01-PLAN.md'),
          38,
          '38-intent-driven-execution',
        ),
      ),
    );
    // autonomous: true without agents is valid
    expect(p3801).toMatchObject({ id: '38-01', wave: 1, agents: [], autonomous: true, dependsOn: ['38-00'] });
  });

  const fixtures = HAS_LEGION_REF
    ? [
        ...listFiles(legionPath('tests/fixtures')).filter((f) => /^plan-[^/]*\.md$/.test(f)),
        ...listFiles(legionPath('tests/fixtures/plan-validation')).map((f) => `plan-validation/${f}`),
        ...listFiles(legionPath('tests/fixtures/plans-wave-overlap')).map((f) => `plans-wave-overlap/${f}`),
        ...listFiles(legionPath('tests/fixtures/dry-run'))
          .filter((f) => f.endsWith('-PLAN.md'))
          .map((f) => `dry-run/${f}`),
      ]
    : [];

  test('the fixtures exist', () => {
    expect(fixtures).toHaveLength(14);
  });

  test.each(fixtures)('tests/fixtures/%s routes', (rel) => {
    const plan = routable(parseText(readLegion(`tests/fixtures/${rel}`), rel.split('/').pop()));
    expect(plan.wave).toBe(1);
    for (const d of plan.diagnostics) {
      expect(d.severity).toBe('warning');
      expect(d.code).toBe('W020');
      expect(d.file).toBe(`.planning/phases/01-x/${rel.split('/').pop()}`);
      expect(typeof d.line).toBe('number');
    }
  });

  test.each(['valid-current.md', 'valid-multi-agent.md'])('plan-validation/%s: no schema warnings', (name) => {
    expect(routable(parseText(readLegion(`tests/fixtures/plan-validation/${name}`), name)).diagnostics).toEqual([]);
  });

  test('valid-current.md: integer phase 12, plan "12-01", two agents', () => {
    const plan = routable(parseText(readLegion('tests/fixtures/plan-validation/valid-current.md'), 'valid-current.md', 12));
    expect(plan).toMatchObject({ id: '12-01', wave: 1, agents: ['testing-qa-verification-specialist', 'engineering-senior-developer'], filesModified: ['CLAUDE.md'] });
  });

  test('invalid-extra-field.md: the unknown field is named', () => {
    const plan = routable(parseText(readLegion('tests/fixtures/plan-validation/invalid-extra-field.md'), 'invalid-extra-field.md'));
    expect(plan.diagnostics.map((d) => d.message.split(': ').slice(1).join(': '))).toEqual(['frontmatter unknown_block is not a known key (plan-frontmatter schema)']);
    expect(plan.diagnostics[0]?.hint).toBe('Field unknown_block.');
    expect(typeof plan.diagnostics[0]?.line).toBe('number');
  });

  // BUG (reported): same location bug as in parse-intent-teams.test.ts — `unknown_block:` is on
  // line 7 of the file; the warning points at line 8, the first line of its block value.
  test('invalid-extra-field.md: the unknown field is reported on its own line (7)', () => {
    const plan = routable(parseText(readLegion('tests/fixtures/plan-validation/invalid-extra-field.md'), 'invalid-extra-field.md'));
    expect(plan.diagnostics[0]?.line).toBe(7);
  });

  test('invalid-flat-artifacts.md: each flat artifact is named with its line', () => {
    const plan = routable(parseText(readLegion('tests/fixtures/plan-validation/invalid-flat-artifacts.md'), 'invalid-flat-artifacts.md'));
    expect(warnings(plan)).toEqual([
      [8, 'frontmatter expected_artifacts[0] must be object, found string (plan-frontmatter schema)'],
      [9, 'frontmatter expected_artifacts[1] must be object, found string (plan-frontmatter schema)'],
    ]);
  });

  test('invalid-singular-agent.md: `agent` is named, `agents` is missing, and the singular agent still routes', () => {
    const plan = routable(parseText(readLegion('tests/fixtures/plan-validation/invalid-singular-agent.md'), 'invalid-singular-agent.md'));
    expect(warnings(plan)).toEqual([
      [5, 'frontmatter agent is not a known key (plan-frontmatter schema)'],
      [2, "frontmatter (top level) is missing required key 'agents' (plan-frontmatter schema)"],
    ]);
    expect(plan.agents).toEqual(['engineering-senior-developer']);
  });

  test('invalid-vague-action.md is schema-valid (its flaw is the task text, which routing does not judge)', () => {
    const plan = routable(parseText(readLegion('tests/fixtures/plan-validation/invalid-vague-action.md'), 'invalid-vague-action.md'));
    expect(plan.diagnostics).toEqual([]);
    expect(plan.filesModified).toEqual(['src/auth/session.ts']);
  });

  test('plan-valid-v6.md: `plan: 01` (a YAML integer, the older form) routes with no warning, marked for the route’s one info', () => {
    const plan = routable(parseText(readLegion('tests/fixtures/plan-valid-v6.md'), 'plan-valid-v6.md', 99));
    expect(plan.id).toBe('99-01');
    expect(plan.diagnostics).toEqual([]);
    expect(plan.legacyPlanNumber).toBe(true);
  });

  test('dry-run fixtures without frontmatter route as wave 1 with a warning', () => {
    const plan = routable(parseText(readLegion('tests/fixtures/dry-run/ok/.planning/phases/01-foundation/01-01-PLAN.md')));
    expect(plan).toMatchObject({ id: '01-01', wave: 1, agents: [], filesModified: [] });
    expect(warnings(plan)).toEqual([[1, 'no YAML frontmatter; routed as wave 1 with no declared files']]);
  });

  describe('our plan schema agrees with Legion’s docs/schemas/plan-frontmatter.schema.json', () => {
    // Legion's schema (2020-12, no $id) is not compiled into the action: it is validated with ajv
    // compiling it now (same options and error wording as the router's validators).
    const legionSchema = HAS_LEGION_REF ? (JSON.parse(readLegion('docs/schemas/plan-frontmatter.schema.json')) as JsonSchema) : {};

    test('structurally identical apart from annotations and the documented task_types extension', () => {
      const strip = (value: unknown): unknown => {
        if (Array.isArray(value)) return value.map(strip);
        if (value && typeof value === 'object') {
          return Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .filter(([key]) => !['$schema', '$id', 'title', 'description', 'default'].includes(key))
              .map(([key, v]) => [key, strip(v)]),
          );
        }
        return value;
      };
      const ours = strip(ourSchema) as { properties: Record<string, unknown> };
      // Documented difference 1: `task_types` is a legion-router extension.
      expect(ours.properties.task_types).toEqual({ type: 'array', items: { type: 'string' } });
      delete ours.properties.task_types;
      // Documented difference 2: plan ids may have up to 4 digits per part (phases with more
      // than 99 plans); Legion's 2-digit ids all still match. Documented difference 3: the older
      // form, a plan number (`plan: 01` or "01"), is accepted (#10 item 6).
      expect(ours.properties.plan).toEqual({
        oneOf: [
          { type: 'string', pattern: '^\\d{2,4}-\\d{2,4}$' },
          { type: 'integer', minimum: 0 },
          { type: 'string', pattern: '^\\d{1,4}$' },
        ],
      });
      expect(ours.properties.depends_on).toEqual({ type: 'array', items: { type: 'string', pattern: '^\\d{2,4}-\\d{2,4}$' } });
      const legion = strip(legionSchema) as { properties: Record<string, unknown> };
      ours.properties.plan = legion.properties.plan;
      ours.properties.depends_on = legion.properties.depends_on;
      expect(ours).toEqual(legion);
    });

    const allPlanFiles = HAS_LEGION_REF
      ? [
          ...listFiles(legionPath('.planning/phases'))
            .filter((f) => f.endsWith('-PLAN.md'))
            .map((f) => `.planning/phases/${f}`),
          ...fixtures.map((f) => `tests/fixtures/${f}`),
          'tests/fixtures/migration/before/sample-plan.md',
          'tests/fixtures/migration/after/sample-plan.md',
        ]
      : [];

    test.each(allPlanFiles)('same verdict on %s', (rel) => {
      const front = splitFrontmatter(readFileSync(`${LEGION_REF}/${rel}`, 'utf8'));
      if (front.yaml === null) return; // no frontmatter: neither schema applies
      const value = parseYaml(front.yaml).value as Record<string, unknown>;
      // Documented difference 3: the older plan number is accepted by ours.
      const older = typeof value.plan === 'number' || (typeof value.plan === 'string' && /^\d{1,4}$/.test(value.plan));
      const legion = validateJsonSchemaAtTestTime(value, legionSchema).filter((e) => !(older && e.path.length === 1 && e.path[0] === 'plan'));
      expect(validateJsonSchema(value, ourSchema as JsonSchema)).toEqual(legion);
    });

    test('documented difference: task_types is accepted by ours and an unknown key for Legion', () => {
      const value = { phase: 1, plan: '01-01', wave: 1, agents: ['a'], task_types: ['readme'] };
      expect(validateJsonSchema(value, ourSchema as JsonSchema)).toEqual([]);
      expect(validateJsonSchemaAtTestTime(value, legionSchema).map((e) => e.message)).toEqual(['task_types is not a known key']);
    });
  });
});

describe('frontmatter forms that route', () => {
  const base = ['plan: "01-01"', 'wave: 1', 'agents: [engineering-senior-developer]'];

  test('integer phase', () => {
    expect(routable(parseText(planText(['phase: 1', ...base]))).diagnostics).toEqual([]);
  });

  test('string phase (NN-slug)', () => {
    expect(routable(parseText(planText(['phase: 01-foundation', ...base]))).diagnostics).toEqual([]);
  });

  test('a string phase not in NN-slug form routes with a warning', () => {
    const plan = routable(parseText(planText(['phase: "one"', ...base])));
    expect(warnings(plan)).toEqual([[2, 'frontmatter phase does not match any allowed form (plan-frontmatter schema)']]);
  });

  test('autonomous: true without agents: no warning', () => {
    const plan = routable(parseText(planText(['phase: 1', 'plan: "01-01"', 'wave: 1', 'autonomous: true'])));
    expect(plan.diagnostics).toEqual([]);
    expect(plan.autonomous).toBe(true);
    expect(plan.agents).toEqual([]);
  });

  test('no agents and not autonomous: warning, still routes', () => {
    const plan = routable(parseText(planText(['phase: 1', 'plan: "01-01"', 'wave: 1', 'autonomous: false'])));
    expect(warnings(plan)).toEqual([[2, "frontmatter (top level) is missing required key 'agents' (plan-frontmatter schema)"]]);
  });

  test('wave: 0', () => {
    const plan = routable(parseText(planText(['phase: 1', 'plan: "01-01"', 'wave: 0', 'agents: [a]'])));
    expect(plan.wave).toBe(0);
    expect(plan.diagnostics).toEqual([]);
  });

  test('plan: 01 (YAML integer, the older form): the id comes from the file name; no warning', () => {
    const plan = routable(parseText(planText(['phase: 1', 'plan: 01', 'wave: 1', 'agents: [a]']), '01-03-PLAN.md'));
    expect(plan.id).toBe('01-03');
    expect(plan.diagnostics).toEqual([]);
    expect(plan.legacyPlanNumber).toBe(true);
  });

  test('plan: "01" (a digit string) is the older form too; a full NN-PP string is not', () => {
    const digits = routable(parseText(planText(['phase: 1', 'plan: "01"', 'wave: 1', 'agents: [a]']), '01-03-PLAN.md'));
    expect([digits.id, digits.diagnostics, digits.legacyPlanNumber]).toEqual(['01-03', [], true]);
    expect(routable(parseText(planText(['phase: 1', 'plan: "01-03"', 'wave: 1', 'agents: [a]']), '01-03-PLAN.md')).legacyPlanNumber).toBeUndefined();
  });

  test('plan: a float or a negative number is still a schema nit (W020)', () => {
    const plan = routable(parseText(planText(['phase: 1', 'plan: 1.5', 'wave: 1', 'agents: [a]']), '01-03-PLAN.md'));
    expect(plan.diagnostics.map((d) => [d.code, d.line])).toEqual([['W020', 3]]);
    expect(plan.legacyPlanNumber).toBeUndefined();
  });

  test('plan: 7 (integer) in a file without an id in its name: phase-padded id', () => {
    expect(routable(parseText(planText(['phase: 1', 'plan: 7', 'wave: 1', 'agents: [a]']), 'extra-PLAN.md', 4)).id).toBe('04-07');
  });

  test('no wave: wave 1, with warnings', () => {
    const plan = routable(parseText(planText(['phase: 1', 'plan: "01-01"', 'agents: [a]'])));
    expect(plan.wave).toBe(1);
    expect(warnings(plan)).toEqual([
      [2, "frontmatter (top level) is missing required key 'wave' (plan-frontmatter schema)"],
      [2, 'no wave; routed as wave 1'],
    ]);
  });

  test('files_modified: with no value routes with no files and a warning', () => {
    const plan = routable(parseText(planText(['phase: 1', ...base, 'files_modified:'])));
    expect(plan.filesModified).toEqual([]);
    expect(warnings(plan)).toEqual([[6, 'frontmatter files_modified must be array, found null (plan-frontmatter schema)']]);
  });

  test('integer depends_on entries are padded', () => {
    const plan = routable(parseText(planText(['phase: 1', ...base, 'depends_on: [1, "01-02"]'])));
    expect(plan.dependsOn).toEqual(['01', '01-02']);
  });

  test('declared task_types win over inference', () => {
    const plan = routable(parseText(planText(['phase: 1', ...base, 'task_types: [readme, guides]'])));
    expect(plan.taskTypes).toEqual(['readme', 'guides']);
    expect(plan.taskTypesInferred).toBe(false);
    expect(plan.diagnostics).toEqual([]);
  });

  test('title, files and forbidden files', () => {
    const plan = routable(parseText(planText(['phase: 1', ...base, 'title: Sign-in', 'files_modified: [src/a.ts, "docs/"]', 'files_forbidden: [src/b.ts]'])));
    expect(plan).toMatchObject({ title: 'Sign-in', filesModified: ['src/a.ts', 'docs/'], filesForbidden: ['src/b.ts'] });
  });

  test('BOM and CRLF line endings', () => {
    const text = `\uFEFF${planText(['phase: 1', 'plan: "01-01"', 'wave: 2', 'agents: [a]']).replace(/\n/g, '\r\n')}`;
    const plan = routable(parseText(text));
    expect(plan.wave).toBe(2);
    expect(plan.diagnostics).toEqual([]);
  });

  test('`...` closes frontmatter too', () => {
    expect(routable(parseText('---\nphase: 1\nplan: "01-01"\nwave: 3\nagents: [a]\n...\n# body\n')).wave).toBe(3);
  });

  test('empty frontmatter routes as wave 1 with a warning', () => {
    const plan = routable(parseText('---\n---\n# x\n'));
    expect(plan.wave).toBe(1);
    expect(warnings(plan)).toEqual([[2, 'frontmatter is empty; routed as wave 1 with no declared files']]);
  });

  test('the file name gives the id; a different frontmatter plan id is reported', () => {
    const plan = routable(parseText(planText(['phase: 1', 'plan: "01-07"', 'wave: 1', 'agents: [a]']), '01-02-PLAN.md'));
    expect(plan.id).toBe('01-02');
    expect(plan.diagnostics.map((d) => d.message)).toContainEqual(expect.stringContaining('frontmatter plan "01-07" differs from the file name; the file name (01-02) is used'));
  });
});

describe('plans that cannot be routed are fatal (E075, a blocker), with path and line', () => {
  const path = '.planning/phases/01-x/01-02-PLAN.md';
  const fatal = (text: string) => {
    const result = parsePlan(input(path, text));
    if (!result.fatal) throw new Error('expected fatal');
    expect(result.id).toBe('01-02');
    expect(result.fatal.code).toBe('E075');
    expect(result.fatal.severity).toBe('blocker');
    expect(result.fatal.file).toBe(path);
    expect(result.fatal.message.startsWith(`${path}: `)).toBe(true);
    return result.fatal;
  };

  test('bad YAML: the file line of the error', () => {
    const d = fatal('---\nphase: 1\nplan: "01-02"\nwave: 1\nagents: [a\n---\n');
    expect([d.line, d.column]).toEqual([5, 11]);
    expect(d.message).toMatch(/: frontmatter is not valid YAML: /);
    expect(d.hint).toBe('Fix the YAML; the plan is not routed until then.');
  });

  test('unterminated frontmatter', () => {
    const d = fatal('---\nphase: 1\nplan: "01-02"\nwave: 1\n');
    expect(d).toMatchObject({ line: 1, column: 1, message: `${path}: frontmatter opened with --- on line 1 is never closed` });
  });

  test.each([
    ['wave: two', 'found "two"'],
    ['wave: 1.5', 'found 1.5'],
    ['wave: -1', 'found -1'],
    ['wave: "1"', 'found "1"'],
  ])('%s', (line, found) => {
    const d = fatal(`---\nphase: 1\nplan: "01-02"\n${line}\nagents: [a]\n---\n`);
    expect(d.message).toBe(`${path}: wave must be a whole number ≥ 0, ${found}`);
    expect([d.line, d.column]).toEqual([4, 7]);
  });

  test('files_modified: "x" (a string, not a list)', () => {
    const d = fatal('---\nphase: 1\nplan: "01-02"\nwave: 1\nagents: [a]\nfiles_modified: "x"\n---\n');
    expect(d.message).toBe(`${path}: files_modified must be a list of paths`);
    expect([d.line, d.column]).toEqual([6, 17]);
  });

  test('frontmatter that is a list', () => {
    const d = fatal('---\n- a\n- b\n---\n');
    expect(d).toMatchObject({ line: 2, column: 1, message: `${path}: frontmatter must be a mapping of fields` });
  });
});

describe('phase directories and plan file names', () => {
  test.each([
    ['11-intent-routing-v2', 11],
    ['01-foundation', 1],
    ['7', 7],
    ['0003-x.y_z', 3],
  ])('parsePhaseDirectory(%s) → %i', (name, number) => {
    expect(parsePhaseDirectory(name)).toEqual({ name, number });
  });

  test.each(['notes', '1a-x', '01-', '12345-x', '01 x', ''])('parsePhaseDirectory(%j) → null', (name) => {
    expect(parsePhaseDirectory(name)).toBeNull();
  });

  test.each([
    ['11-02-PLAN.md', '11-02'],
    ['1-2-PLAN.md', '01-02'],
    ['100-12-PLAN.md', '100-12'],
  ])('planIdFromFileName(%s) → %s', (name, id) => {
    expect(planIdFromFileName(name)).toBe(id);
  });

  test.each(['11-02-SUMMARY.md', '11-02-plan.md', '11-REVIEW.md', 'PLAN.md', 'x-11-02-PLAN.md'])('planIdFromFileName(%s) → null', (name) => {
    expect(planIdFromFileName(name)).toBeNull();
  });

  test('sortPhaseDirectories: by number, non-phase names dropped', () => {
    expect(sortPhaseDirectories(['10-x', '2-y', 'notes', '01-z', '02-a']).map((p) => p.name)).toEqual(['01-z', '02-a', '2-y', '10-x']);
  });
});

describe('splitFrontmatter', () => {
  test('no opening fence', () => {
    expect(splitFrontmatter('# Title\n---\n')).toEqual({ yaml: null, firstLine: 1, unterminated: false });
  });

  test('fence lines may carry trailing spaces', () => {
    expect(splitFrontmatter('---  \na: 1\n---\t\nbody')).toEqual({ yaml: 'a: 1', firstLine: 2, unterminated: false });
  });

  test('unterminated', () => {
    expect(splitFrontmatter('---\na: 1\n')).toEqual({ yaml: null, firstLine: 2, unterminated: true });
  });
});
