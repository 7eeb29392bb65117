import { expect, test } from 'vitest';
import { loadYamlValue } from '../../../src/core/yaml/load-yaml-value.js';
import { MAX_EXPLICIT_KEYS, parseYaml } from '../../../src/core/yaml/parse-yaml.js';
import { parsePlan } from '../../../src/core/plans/parse-plan.js';

test('nested explicit keys (superlinear in the yaml library) are refused quickly, with a message', () => {
  const text = `phase: 2\nx:\n  ${'? '.repeat(400)}x\n`;
  const started = performance.now();
  const parsed = parseYaml(text);
  expect(parsed.errors[0]?.message).toBe(`uses more than ${MAX_EXPLICIT_KEYS} explicit "? " keys; legion-router does not read such YAML`);
  expect(performance.now() - started).toBeLessThan(200);
});

test('a plan whose frontmatter nests explicit keys ends in bounded time (fatal or routable, never slow)', () => {
  for (const tail of ['', '\nwave: two', '\nextra_key: 1']) {
    const text = `---\nphase: 2\nplan: "02-01"\nwave: 1\nagents: [a]\nx:\n  ${'? '.repeat(400)}x${tail}\n---\n`;
    const started = performance.now();
    const result = parsePlan({ path: 'p/02-01-PLAN.md', fileName: '02-01-PLAN.md', phaseDir: '02-x', phaseNumber: 2, text });
    expect(result.fatal !== undefined || result.plan !== undefined).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  }
});

test('a few explicit keys still parse', () => {
  expect(parseYaml('? a\n: 1\n').value).toEqual({ a: 1 });
  expect(loadYamlValue('? a\n: 1\n').value).toEqual({ a: 1 });
});
