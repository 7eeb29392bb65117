/**
 * The router as a whole: arbitrary comment text (and changed files, options) against small
 * repositories on disk. routeRepository must never throw and never fail internally (E099): the
 * result is either ok with a matrix that passes the output safety check, or a rejection with an
 * E-code and a message. The action outputs built from it carry no line break and nothing a
 * shell would execute.
 *
 * Each case reads a repository from disk and, for free text, compiles the natural-language
 * config (≈ 15 ms for the bundled config): the comment property runs FUZZ_RUNS × 0.1 cases, the
 * hostile-plan property (two plan files written per case) FUZZ_RUNS × 0.05.
 */
import fc from 'fast-check';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { OUTPUT_NAMES, outputsFromResult, SAFE_MATRIX_STRING, unsafeMatrixProblem } from '../../src/app/route-outputs.js';
import { routeRepository, type RunOptions } from '../../src/app/run-route.js';
import type { RouteResult } from '../../src/app/route-result.js';
import { parseComment } from '../../src/core/request/parse-command.js';
import type { MatrixValue } from '../../src/core/types.js';
import { checkProperty, EXECUTABLE, hostileString, pieceString, runsFor, timeoutFor } from './support.js';

const FILE = import.meta.url;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCALE = 0.1;
const PLAN_SCALE = 0.05;

let base = '';
const repos: string[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown): void => {
  rejections.push(reason);
};

/** A plan whose frontmatter carries hostile values. */
function hostilePlan(id: string, wave: number): string {
  return [
    '---',
    'phase: 3',
    `plan: "${id}"`,
    `wave: ${wave}`,
    'agents: ["$(id)", "engineering-senior-developer", "-rf", "a;b", "${{ github.token }}", constructor, __proto__]',
    'files_modified:',
    '  - "$(id).ts"',
    '  - "`x`.ts"',
    '  - "a;rm -rf ~.ts"',
    '  - "-rf.ts"',
    '  - "line\\nbreak.ts"',
    '  - "src/**/*.{ts,tsx}"',
    '  - "src/ok.ts"',
    `  - "${'{a,b}'.repeat(30)}"`,
    'depends_on: ["03-01", "$(x)"]',
    '---',
    '# Hostile plan',
  ].join('\n');
}

beforeAll(() => {
  process.on('unhandledRejection', onRejection);
  base = mkdtempSync(join(tmpdir(), 'legion-fuzz-router-'));
  // 1. The example repository as shipped.
  const example = join(base, 'example');
  cpSync(join(ROOT, 'examples', 'basic'), example, { recursive: true, filter: (src) => !src.includes(`${join('basic', 'events')}`) });
  // 2. The example plus a phase of hostile plans and a repository config with odd templates.
  const hostile = join(base, 'hostile');
  cpSync(example, hostile, { recursive: true });
  const phase = join(hostile, '.planning', 'phases', '03-hostile');
  mkdirSync(phase, { recursive: true });
  writeFileSync(join(phase, '03-01-PLAN.md'), hostilePlan('03-01', 1));
  writeFileSync(join(phase, '03-02-PLAN.md'), hostilePlan('03-02', 2));
  writeFileSync(join(phase, '03-03-PLAN.md'), '---\nphase: [\n---\n');
  writeFileSync(join(hostile, '.planning', 'STATE.md'), '# State\n- **Phase**: 3 of 3\n- **Status**: planned\n');
  // 3. No project at all.
  const empty = join(base, 'empty');
  mkdirSync(empty);
  // 4. A scratch repository whose phase-3 plans each case rewrites.
  const scratch = join(base, 'scratch');
  cpSync(hostile, scratch, { recursive: true });
  repos.push(example, hostile, empty, scratch);
});

afterAll(() => {
  process.off('unhandledRejection', onRejection);
  if (base) rmSync(base, { recursive: true, force: true });
});

const words = fc.constantFrom(
  'build',
  'review',
  'plan',
  'status',
  'continue',
  'next',
  'start',
  'quick',
  'advise',
  'explore',
  'constructor',
  '__proto__',
  'toString',
  '--just-harden',
  '--just-document',
  '--skip-frontend',
  '--skip-backend',
  '--just-security',
  '--dry-run',
  '--unsafe-unknown-flags',
  '--phase=2',
  '--phase=3',
  '--phase=99',
  '--phase=x',
  '--just-hardne',
  '\u2014just-harden',
  '\uFF0D\uFF0Dskip-frontend',
  '--just\u200B-harden',
  '2',
  '3',
  '0',
  '9999',
  'harden',
  'the',
  'auth',
  'security',
  'audit',
  'document',
  'docs',
  'frontend',
  "what's",
  'next?',
  '${{ github.token }}',
  '$(id)',
  '`id`',
  '; rm -rf ~',
  '\r\nhas-work=true',
  'ghadelimiter_x',
);
/** `/legion` followed by words, hostile strings, line breaks: mostly commands, some not. */
const structured = fc
  .tuple(
    fc.constantFrom('build', 'review', 'plan', 'status', 'next', ''),
    fc.constantFrom('2', '3', '', '--phase=3'),
    fc.subarray(['--just-document', '--skip-frontend', '--skip-backend', '--just-harden', '--just-security', '--dry-run']),
    fc.oneof(fc.constant(''), words, hostileString(100)),
  )
  .map(([command, phase, flags, text]) => ['/legion', command, phase, ...flags, text].filter(Boolean).join(' '));
const comment = fc.oneof(
  { arbitrary: structured, weight: 8 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('/legion ', '/legion:', '/LEGION\t', '  /legion '),
        fc.array(fc.oneof({ arbitrary: words, weight: 8 }, { arbitrary: hostileString(300), weight: 1 }, { arbitrary: pieceString, weight: 1 }), { maxLength: 8 }),
      )
      .map(([head, parts]) => head + parts.join(' ')),
    weight: 12,
  },
  { arbitrary: fc.tuple(hostileString(2_000), fc.constantFrom('\n', '\r\n', '\r'), words).map(([before, end, word]) => `${before}${end}/legion ${word}`), weight: 2 },
  { arbitrary: hostileString(), weight: 1 },
);
const changedFile = fc.oneof(
  fc.constantFrom(
    'src/api/orders.ts',
    'src/frontend/login.tsx',
    'docs/api/orders.md',
    '$(id).ts',
    '`x`.ts',
    'a;rm -rf ~.ts',
    '-rf.ts',
    'a\nb.ts',
    'src/ok.ts',
    `${'d/'.repeat(500)}f.ts`,
    'x'.repeat(4_096),
  ),
  hostileString(200),
);
const options = fc.record({
  repo: fc.nat(2),
  maxJobs: fc.oneof(fc.constant(undefined), fc.integer({ min: -5, max: 300 }), fc.constantFrom(Number.NaN, 1.5)),
  dryRun: fc.boolean(),
  changed: fc.option(fc.record({ files: fc.array(changedFile, { maxLength: 6 }), complete: fc.boolean() }), { nil: undefined }),
  trigger: fc.constantFrom(undefined, '/legion'),
});

function stringsOf(value: MatrixValue): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** The contract checked for every routed case. */
export function checkRoute(result: RouteResult, maxJobs: number | undefined, dryRun: boolean): void {
  if (result.errorCode === 'E099') throw new Error(`internal error: ${result.message}`);
  if (result.ok) {
    expect(result.errorCode).toBe('');
    expect(unsafeMatrixProblem(result.matrix)).toBeNull();
    for (const entry of result.matrix.include) {
      for (const value of Object.values(entry)) {
        for (const s of stringsOf(value)) {
          if (!SAFE_MATRIX_STRING.test(s) || EXECUTABLE.test(s)) throw new Error(`unsafe matrix value ${JSON.stringify(s)}`);
        }
      }
    }
    expect(Object.values(outputsFromResult(result, '')).reduce((sum, value) => sum + value.length * 2, 0)).toBeLessThanOrEqual(1_048_576);
    const limit = maxJobs === undefined || Number.isNaN(maxJobs) ? 256 : Math.min(Math.max(1, Math.floor(maxJobs)), 256);
    // max-jobs applies per wave; `matrix` holds every wave's entries.
    for (const wave of result.waves) expect(wave.include.length).toBeLessThanOrEqual(limit);
    expect(result.matrix.include.length).toBe(result.waves.reduce((sum, wave) => sum + wave.include.length, 0));
    if (result.hasWork) expect(result.matrix.include.length > 0 && !dryRun && !result.dryRun).toBe(true);
  } else {
    expect(result.errorCode).toMatch(/^E\d{3}$/);
    expect(result.message.trim()).not.toBe('');
    expect(result.matrix.include).toEqual([]);
    expect(result.hasWork).toBe(false);
  }
  const outputs = outputsFromResult(result, 'c0ffee0000000000000000000000000000000000');
  expect(Object.keys(outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  for (const [name, value] of Object.entries(outputs)) {
    // changed-files-list is one encoded path per line: every line an inert word.
    if (name === 'changed-files-list') {
      for (const line of value === '' ? [] : value.split('\n')) {
        if (!/^(?:[A-Za-z0-9._/+@:,=-]+|"(?:[A-Za-z0-9._/+@:,=-]|\\[0-3][0-7]{2})+"|#truncated:\d+)$/.test(line)) throw new Error(`changed-files-list line ${line}`);
      }
      continue;
    }
    if (/[\r\n]/.test(value)) throw new Error(`output ${name} has a line break`);
    if (name !== 'matrix' && EXECUTABLE.test(value.replace(/"/g, ''))) throw new Error(`output ${name} = ${value}`);
  }
  expect(outputs['error-code']).toMatch(/^(E\d{3})?$/);
  expect(['true', 'false']).toContain(outputs['has-work']);
  expect(JSON.parse(outputs.matrix)).toEqual({ include: unsafeMatrixProblem(result.matrix) === null ? result.matrix.include : [] });
  for (const flag of JSON.parse(outputs.flags) as string[]) expect(flag).toMatch(/^--[a-z0-9][a-z0-9_-]*(=[a-z0-9._-]+)?$/);
}

describe('fuzz: router', () => {
  it(
    'routeRepository(comment): never throws, never E099; ok ⇒ safe matrix; rejected ⇒ E-code + message; outputs are safe',
    () => {
      checkProperty(
        FILE,
        'routeRepository(comment)',
        [comment, options],
        (body, opts) => {
          const request = parseComment(body, '/legion', 'octocat');
          if (request === null) return;
          const routeOptions: RunOptions = { repoRoot: repos[opts.repo] as string, dryRun: opts.dryRun };
          if (opts.maxJobs !== undefined) routeOptions.maxJobs = opts.maxJobs;
          if (opts.changed) routeOptions.changedFiles = opts.changed;
          if (opts.trigger) routeOptions.trigger = opts.trigger;
          checkRoute(routeRepository(request, routeOptions), opts.maxJobs, opts.dryRun);
        },
        { scale: SCALE },
      );
      expect(rejections).toEqual([]);
    },
    timeoutFor(runsFor(SCALE), 40),
  );
});

const hostileValue = fc.oneof(
  fc.constantFrom(
    '$(id).ts',
    '`x`.ts',
    'a;rm -rf ~.ts',
    '-rf.ts',
    'a\nb.ts',
    '${{ github.token }}',
    '../../etc/passwd',
    '/etc/passwd',
    'src/ok.ts',
    'src/**',
    '!src/x/**',
    '{a..z}'.repeat(40),
    '*a*a*a*a*a*a*b',
    '**/'.repeat(12) + 'x',
    'constructor',
    '__proto__',
    'engineering-senior-developer',
    '03-01',
  ),
  hostileString(120),
  fc.integer(),
  fc.constant(null),
);
const frontmatter = fc.record(
  {
    phase: fc.oneof(fc.constant(3), hostileValue),
    plan: fc.oneof(fc.constantFrom('03-01', '03-02', 'x'), hostileValue),
    wave: fc.oneof(fc.nat(5), hostileValue),
    agents: fc.oneof(fc.array(hostileValue, { maxLength: 5 }), hostileValue),
    agent: hostileValue,
    autonomous: fc.oneof(fc.boolean(), hostileValue),
    files_modified: fc.oneof(fc.array(hostileValue, { maxLength: 6 }), hostileValue),
    depends_on: fc.array(hostileValue, { maxLength: 3 }),
    task_types: fc.array(fc.oneof(fc.constantFrom('documentation', 'react', 'rest'), hostileValue), { maxLength: 3 }),
    title: hostileValue,
  },
  { requiredKeys: [] },
);
const planFile = fc.oneof({ arbitrary: frontmatter.map((fm) => `---\n${stringify(fm)}---\n# Plan\n`), weight: 8 }, { arbitrary: hostileString(3_000), weight: 1 });

describe('fuzz: router on hostile plans', () => {
  it(
    'routeRepository(build/review with filters) over arbitrary plan files: never E099; matrix values safe; unsafe values omitted and counted',
    () => {
      checkProperty(
        FILE,
        'routeRepository(hostile plans)',
        [
          planFile,
          planFile,
          fc.constantFrom('', '--just-document', '--skip-frontend', '--skip-backend', '--just-harden', '--just-security'),
          fc.constantFrom('build', 'review', 'plan'),
          options,
        ],
        (first, second, flag, command, opts) => {
          const scratch = repos[3] as string;
          writeFileSync(join(scratch, '.planning', 'phases', '03-hostile', '03-01-PLAN.md'), first);
          writeFileSync(join(scratch, '.planning', 'phases', '03-hostile', '03-02-PLAN.md'), second);
          const request = parseComment(`/legion ${command} 3 ${flag}`, '/legion', 'octocat');
          if (request === null) throw new Error('not a command');
          const routeOptions: RunOptions = { repoRoot: scratch, dryRun: opts.dryRun };
          if (opts.changed) routeOptions.changedFiles = opts.changed;
          const result = routeRepository(request, routeOptions);
          checkRoute(result, undefined, opts.dryRun);
          for (const entry of result.matrix.include) {
            if ('unsafe_values_omitted' in entry) expect(Number.isInteger(entry['unsafe_values_omitted'])).toBe(true);
          }
        },
        { scale: PLAN_SCALE },
      );
      expect(rejections).toEqual([]);
    },
    timeoutFor(runsFor(PLAN_SCALE), 40),
  );
});
