/**
 * The frontmatter fast path (src/core/yaml/simple-yaml.ts) against js-yaml with the schema
 * loadYamlValue uses: whenever the fast path answers, js-yaml reads the text without error and
 * gives the same value (deep and strict: types, key order, NaN and infinities). Generated
 * frontmatter (every style the subset covers and many just outside it), line soup, the Legion
 * reference plans and, with LEGION_REPO, every PLAN.md of Legion's history. The fast path must
 * also answer the common shapes (otherwise it buys nothing): counted, not timed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { splitFrontmatter } from '../../../src/core/plans/split-frontmatter.js';
import { loadYamlValue, YAML12_SCHEMA } from '../../../src/core/yaml/load-yaml-value.js';
import { parseSimpleYaml } from '../../../src/core/yaml/simple-yaml.js';
import { HAS_LEGION_REF, LEGION_REF } from '../../support/legion-reference.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const FAILED = Symbol('js-yaml failed');

function full(text: string): unknown {
  try {
    return load(text, { schema: YAML12_SCHEMA, json: false });
  } catch {
    return FAILED;
  }
}

/** The fast path, when it answers, agrees with js-yaml; returns whether it answered. */
function agrees(text: string): boolean {
  const fast = parseSimpleYaml(text);
  if (fast === undefined) return false;
  const reference = full(text);
  expect(reference, text).not.toBe(FAILED);
  expect(fast, text).toStrictEqual(reference);
  return true;
}

const scalarTexts = [
  'a',
  'a b',
  'plan 01-02 keeps it',
  '01',
  '1',
  '0',
  '1.5',
  '1.',
  '.5',
  '1e3',
  '.inf',
  '.NaN',
  '-1',
  '+1',
  '0x1F',
  '0o17',
  '0b101',
  '1_000',
  'null',
  'Null',
  '~',
  'true',
  'True',
  'FALSE',
  'yes',
  'no',
  'on',
  'src/**/*.ts',
  'packages/a/src/{b,c}/*.{ts,tsx}',
  '.planning/phases/01-x',
  'a: b',
  'a:b',
  'a #b',
  '#a',
  '- x',
  '-x',
  '*a',
  '&a',
  '!x',
  '?x',
  'a?b',
  '%x',
  '@x',
  '`x`',
  'a,b',
  '[a]',
  '{a}',
  'a\\b',
  'a"b',
  "a'b",
  '',
  ' lead',
  'trail ',
  '...',
  '---',
  'é',
  'a|b',
  '|',
  '>',
  'x=y',
  'a&b*c!d',
];
const scalarText = fc.constantFrom(...scalarTexts);
const renderScalar = fc
  .tuple(scalarText, fc.constantFrom('plain', 'double', 'single'))
  .map(([text, style]) => (style === 'double' ? `"${text}"` : style === 'single' ? `'${text}'` : text));
const keyText = fc.constantFrom('phase', 'plan', 'wave', 'files_modified', 'a-b', '_x', 'true', 'null', '__proto__', 'Key', 'k1', '"q"', 'a b', '1', 'x', 'x');

type Node = { kind: 'scalar'; text: string } | { kind: 'flow'; items: string[] } | { kind: 'seq'; items: Node[]; compact: boolean } | { kind: 'map'; pairs: [string, Node][] };

const node: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    renderScalar.map((text): Node => ({ kind: 'scalar', text })),
    fc.array(renderScalar, { maxLength: 4 }).map((items): Node => ({ kind: 'flow', items })),
    fc.record({ items: fc.array(tie('node'), { minLength: 1, maxLength: 3 }), compact: fc.boolean() }).map(({ items, compact }): Node => ({ kind: 'seq', items, compact })),
    fc.array(fc.tuple(keyText, tie('node')), { minLength: 1, maxLength: 4 }).map((pairs): Node => ({ kind: 'map', pairs })),
  ),
})).node;

/** YAML lines for a mapping's value or a sequence item, at `indent`. */
function render(value: Node, indent: number, step: number): { inline?: string; lines?: string[]; compactSeq?: boolean } {
  const pad = ' '.repeat(indent);
  switch (value.kind) {
    case 'scalar':
      return { inline: value.text };
    case 'flow':
      return { inline: `[${value.items.join(', ')}]` };
    case 'seq': {
      const lines: string[] = [];
      for (const item of value.items) {
        const r = render(item, indent + 2, step);
        if (r.inline !== undefined) lines.push(`${pad}- ${r.inline}`);
        else if (item.kind === 'map' && r.lines && r.lines.length > 0) {
          const [head, ...tail] = r.lines;
          lines.push(`${pad}- ${(head as string).trimStart()}`, ...tail);
        } else lines.push(`${pad}-`, ...(r.lines ?? []));
      }
      return { lines, compactSeq: value.compact };
    }
    case 'map': {
      const lines: string[] = [];
      for (const [key, child] of value.pairs) {
        const r = render(child, child.kind === 'seq' && child.compact ? indent : indent + step, step);
        if (r.inline !== undefined) lines.push(`${pad}${key}: ${r.inline}`);
        else lines.push(`${pad}${key}:`, ...(r.lines ?? []));
      }
      return { lines };
    }
  }
}

const document = fc
  .tuple(fc.array(fc.tuple(keyText, node), { minLength: 1, maxLength: 6 }), fc.constantFrom(2, 4))
  .map(([pairs, step]) => (render({ kind: 'map', pairs }, 0, step).lines ?? []).join('\n'));

describe('parseSimpleYaml agrees with js-yaml', () => {
  test('generated frontmatter (property)', () => {
    let answered = 0;
    fc.assert(
      fc.property(document, (text) => {
        if (agrees(text)) answered++;
      }),
      { numRuns: RUNS },
    );
    // Many generated texts are in the subset (not only the ones it refuses).
    expect(answered).toBeGreaterThan(RUNS / 20);
  });

  test('line soup: indentation, sequences, keys and values in any order (property)', () => {
    const line = fc.tuple(
      fc.constantFrom(0, 0, 1, 2, 2, 4, 6),
      fc.constantFrom('k: v', 'k:', 'a: 1', 'b: "x"', "c: 'y'", '- a', '- k: v', '-', '- ', 'k: [a, "b"]', 'k: []', 'x: y: z', 'k: v ', '', ' ', 'k: - a', 'k:v', '- - a', 'a: ~'),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), (lines) => {
        agrees(lines.map(([indent, text]) => ' '.repeat(indent) + text).join('\n'));
      }),
      { numRuns: RUNS },
    );
  });

  test('the common Legion shape is answered, and loadYamlValue gives the same value either way', () => {
    const text = [
      'phase: 01-synthetic-monorepo',
      'plan: "01-0881"',
      'type: execute',
      'wave: 3',
      'depends_on: []',
      'agents:',
      '  - testing-api-tester',
      'autonomous: false',
      'files_modified:',
      '  - "packages/pkg-0881/src/mod-1/file-057.ts"',
      '  - "packages/pkg-0881/src/{mod-4,mod-5}/*.{ts,tsx}"',
      '  - "!packages/pkg-0881/src/mod-3/**/*.snap"',
      'task_types: ["backend-logic"]',
      'must_haves:',
      '  truths:',
      '    - "plan 01-0881 keeps its package building"',
      '  artifacts:',
      '    - path: "packages/pkg-0881/src/mod-1/file-057.ts"',
      '      provides: "synthetic artifact"',
    ].join('\n');
    expect(agrees(text)).toBe(true);
    expect(loadYamlValue(text)).toStrictEqual({ value: full(text) });
  });

  test('deep nesting goes to the full parser (no deep recursion in the fast path)', () => {
    const deep = Array.from({ length: 5000 }, (_, i) => `${' '.repeat(i * 2)}k${i}:`).join('\n');
    expect(parseSimpleYaml(deep)).toBeUndefined();
    const shallow = Array.from({ length: 10 }, (_, i) => `${' '.repeat(i * 2)}k${i}:`).join('\n');
    expect(agrees(shallow)).toBe(true);
  });

  test('refused: comments, tabs, non-ASCII, escapes, anchors, block scalars, duplicates, odd keys', () => {
    for (const text of [
      'a: 1 # c',
      'a:\t1',
      'a: é',
      'a: "x\\ny"',
      'a: |\n  x',
      'a: 1\na: 2',
      'true: 1',
      '__proto__: 1',
      '"a": 1',
      'a: {b: 1}',
      'a: [[1]]',
      '- a',
      '  a: 1',
      'a: b\n c',
      'a: 1 ',
      'a: ["x, y"]',
    ]) {
      expect(parseSimpleYaml(text), text).toBeUndefined();
    }
  });
});

function frontmatters(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) frontmatters(path, out);
    else if (name.endsWith('.md')) {
      const yaml = splitFrontmatter(readFileSync(path, 'utf8')).yaml;
      if (yaml !== null) out.push(yaml);
    }
  }
  return out;
}

describe.skipIf(!HAS_LEGION_REF)('parseSimpleYaml on the Legion reference files', () => {
  test('every frontmatter of a markdown file: the same value as js-yaml whenever it answers', () => {
    const texts = frontmatters(LEGION_REF, []);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) agrees(text);
  });
});

const REPO = process.env['LEGION_REPO'];
describe.skipIf(REPO === undefined || !existsSync(REPO))('parseSimpleYaml on every PLAN.md of Legion history', () => {
  test('the same value as js-yaml whenever it answers', () => {
    const repo = REPO as string;
    const git = (args: string[], input?: string): Buffer => execFileSync('git', ['-C', repo, ...args], { maxBuffer: 1 << 28, ...(input !== undefined ? { input } : {}) });
    const shas = git(['rev-list', '--all', '--objects'])
      .toString('utf8')
      .split('\n')
      .filter((line) => /(^|\/)\d{1,4}-\d{1,4}-PLAN\.md$/.test(line.slice(41)))
      .map((line) => line.slice(0, 40));
    const unique = [...new Set(shas)];
    const batch = git(['cat-file', '--batch'], `${unique.join('\n')}\n`);
    let offset = 0;
    let answered = 0;
    for (let i = 0; i < unique.length; i++) {
      const headerEnd = batch.indexOf(10, offset);
      const size = Number(batch.subarray(offset, headerEnd).toString('utf8').split(' ')[2]);
      const text = batch.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8');
      offset = headerEnd + 1 + size + 1;
      const yaml = splitFrontmatter(text).yaml;
      if (yaml !== null && agrees(yaml)) answered++;
    }
    expect(unique.length).toBeGreaterThan(100);
    process.stdout.write(`[simple-yaml] Legion history: ${answered} of ${unique.length} PLAN.md frontmatters on the fast path\n`);
  });
});
