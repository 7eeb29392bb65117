import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, test } from 'vitest';
import { splitFrontmatter } from '../../../src/core/plans/split-frontmatter.js';
import { loadYamlValue, mayHoldAnchorOrAlias } from '../../../src/core/yaml/load-yaml-value.js';
import { parseYaml } from '../../../src/core/yaml/parse-yaml.js';
import { HAS_LEGION_REF, LEGION_REF } from '../../support/temp-repo.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? markdownFiles(path) : name.endsWith('.md') ? [path] : [];
  });
}

describe('loadYamlValue (js-yaml fast path) gives the value the yaml library gives', () => {
  test.runIf(HAS_LEGION_REF)('on every frontmatter of the Legion reference and the example repository', () => {
    const files = [...markdownFiles(join(LEGION_REF, '.planning')), ...markdownFiles(join(LEGION_REF, 'tests/fixtures')), ...markdownFiles('examples/basic/.planning')];
    let compared = 0;
    for (const file of files) {
      const front = splitFrontmatter(readFileSync(file, 'utf8'));
      if (front.yaml === null) continue;
      expect(loadYamlValue(front.yaml).value, file).toEqual(parseYaml(front.yaml).value ?? undefined);
      compared++;
    }
    expect(compared).toBeGreaterThan(15);
  });

  test('on generated documents (JSON-like values written as YAML, block and flow style)', () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_-]{0,12}$/);
    const scalar = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null), fc.double({ noNaN: true, noDefaultInfinity: true }));
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('node'), { maxLength: 4 }), fc.dictionary(key, tie('node'), { maxKeys: 4 })),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 8 }), fc.boolean(), (doc, flow) => {
        const text = stringify(doc, { collectionStyle: flow ? 'flow' : 'block' });
        expect(loadYamlValue(text).value).toEqual(parseYaml(text).value);
      }),
      { numRuns: RUNS },
    );
  });

  test('anchors and aliases go to the yaml library (alias expansion is capped there)', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 12 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}, *${String.fromCharCode(97 + i)}]`,
      ),
    ].join('\n');
    const started = performance.now();
    const result = loadYamlValue(bomb);
    expect(result.error?.message).toBeTruthy();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(loadYamlValue('x: &a [1]\ny: *a').value).toEqual({ x: [1], y: [1] });
  });

  test('a `*` right after a `-` inside a plain scalar is no alias: same value, fast path', () => {
    const text = 'files_modified:\n  - pkg/src/mod-*/index.ts\n  - "a-*b"\n  - x-&y\n';
    expect(loadYamlValue(text).value).toEqual(parseYaml(text).value);
    expect(loadYamlValue(text).value).toEqual({ files_modified: ['pkg/src/mod-*/index.ts', 'a-*b', 'x-&y'] });
  });

  test('anchors and aliases are found where a node starts, and only there', () => {
    for (const text of ['a: *x', '- *x', '- &x 1', '*x: 1', 'a: [*x]', 'a: {b: *x}', 'a: [1,*x]', '{"a":*x}', '? *x\n: 1', 'a:\t*x']) {
      expect(mayHoldAnchorOrAlias(text), text).toBe(true);
    }
    for (const text of ['- src/**', '- "src/**/*.ts"', '- apps/a/src/routes/r001-*.ts', "- 'r-*.ts'", '- a-&b', '- pkg/*.{ts,tsx}', 'a: b*c']) {
      expect(mayHoldAnchorOrAlias(text), text).toBe(false);
    }
    // `-*x` is a plain scalar, not an alias: both parsers agree.
    expect(loadYamlValue('- -*x\n- r-*.ts').value).toEqual(parseYaml('- -*x\n- r-*.ts').value);
  });

  test('syntax errors carry the yaml library position', () => {
    expect(loadYamlValue('phase: 1\nagents: [a\n').error).toMatchObject({ line: 3, column: 1 });
    expect(loadYamlValue('a: 1\na: 2\n').error?.message).toMatch(/unique|duplicate/i);
  });

  test('core schema only: dates stay strings, YAML 1.1 booleans stay strings', () => {
    expect(loadYamlValue('d: 2026-03-07\ny: yes\nn: ~\no: 0o17').value).toEqual({ d: '2026-03-07', y: 'yes', n: null, o: 15 });
    // YAML 1.1 number forms are strings in YAML 1.2 (and in the yaml library)
    expect(loadYamlValue('a: 1_000\nb: 0b101\nc: ._0\nd: 0_0\ne: 1e3\nf: -0\ng: .inf\nh: 0x1F').value).toEqual({
      a: '1_000',
      b: '0b101',
      c: '._0',
      d: '0_0',
      e: 1000,
      f: -0,
      g: Infinity,
      h: 31,
    });
  });
});
