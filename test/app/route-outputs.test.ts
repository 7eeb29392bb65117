import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rejectedResult } from '../../src/app/rejected-result.js';
import type { RouteResult } from '../../src/app/route-result.js';
import { formatOutputHeredoc, writeOutputs } from '../../src/action/output-file.js';
import { OUTPUT_NAMES, emptyOutputs, outputsFromResult, unsafeMatrixProblem, unsafeRouteMatricesProblem } from '../../src/app/route-outputs.js';
import { parseGithubOutput } from '../support/github-output.js';

function routed(overrides: Partial<RouteResult> = {}): RouteResult {
  return {
    ...rejectedResult({ errorCode: '', message: '', source: 'comment' }),
    ok: true,
    command: 'build',
    intent: 'harden',
    mode: 'filter_plans',
    flags: ['--just-harden'],
    confidence: 1,
    matrix: { include: [{ plan: '01-02', agent: 'engineering-security-engineer', files: ['src/a.ts'] }] },
    waves: [{ include: [{ plan: '01-02', agent: 'engineering-security-engineer', files: ['src/a.ts'] }] }],
    waveMaxParallel: [1],
    hasWork: true,
    ...overrides,
  };
}

describe('outputs', () => {
  it('empty outputs name every output', () => {
    expect(Object.keys(emptyOutputs()).sort()).toEqual([...OUTPUT_NAMES].sort());
    expect(emptyOutputs()).toMatchObject({ matrix: '{"include":[]}', 'has-work': 'false', count: '0', source: 'none' });
  });

  it('maps a routed result', () => {
    const out = outputsFromResult(routed(), 'A'.repeat(40));
    expect(out).toEqual({
      matrix: JSON.stringify({ include: [{ plan: '01-02', agent: 'engineering-security-engineer', files: ['src/a.ts'] }] }),
      waves: JSON.stringify([{ include: [{ plan: '01-02', agent: 'engineering-security-engineer', files: ['src/a.ts'] }] }]),
      'wave-count': '1',
      'wave-max-parallel': '[1]',
      'has-work': 'true',
      count: '1',
      command: 'build',
      intent: 'harden',
      mode: 'filter_plans',
      flags: '["--just-harden"]',
      source: 'comment',
      confidence: '1',
      sha: 'a'.repeat(40),
      'control-profile': '{"authority_enforcement":true,"domain_filtering":true,"human_approval_required":true,"file_scope_restriction":false,"read_only":false}',
      'error-code': '',
      'changed-files-list': '',
    });
  });

  it('changed-files-list: the encoded list passes; anything else is dropped as a last guard', () => {
    expect(outputsFromResult(routed({ changedFilesList: 'src/a.ts\n"a\\040b"\n#truncated:3' }), '')['changed-files-list']).toBe('src/a.ts\n"a\\040b"\n#truncated:3');
    for (const bad of ['a b', 'x\n$(id)', '"a"b"', '"\\9"', '#truncated:x']) expect(outputsFromResult(routed({ changedFilesList: bad }), '')['changed-files-list']).toBe('');
  });

  it('never lets untrusted text through word outputs', () => {
    const out = outputsFromResult(routed({ command: 'build; rm -rf /', intent: '$(id)', flags: ['--ok', '--x`id`', '--a=b c'], errorCode: 'nope' as never }), 'not-a-sha');
    expect(out.command).toBe('');
    expect(out.intent).toBe('');
    expect(out.flags).toBe('["--ok"]');
    expect(out.sha).toBe('');
    expect(out['error-code']).toBe('E099');
  });

  it('refuses matrices with shell-meaningful characters', () => {
    expect(unsafeMatrixProblem({ include: [{ plan: '01-01', files: ['a/b.ts'] }] })).toBeNull();
    expect(unsafeMatrixProblem({ include: [{ plan: '$(curl x)' }] })).toContain('unsafe');
    expect(unsafeMatrixProblem({ include: [{ 'bad key': 'x' }] })).toContain('key');
    expect(unsafeMatrixProblem({ include: [{ files: ['ok', 'a\nb'] }] })).toContain('unsafe');
    const out = outputsFromResult(routed({ matrix: { include: [{ plan: '`id`' }] } }), '');
    expect(out.matrix).toBe('{"include":[]}');
    expect(out['has-work']).toBe('false');
  });

  it('checks the waves as well as the matrix, each entry once', () => {
    const safe = { plan: '01-01' };
    const unsafeInWave = { plan: '$(id)' };
    expect(unsafeRouteMatricesProblem({ matrix: { include: [safe] }, waves: [{ include: [safe] }] })).toBeNull();
    // An entry only a wave holds is checked too (a wave is an output of its own).
    expect(unsafeRouteMatricesProblem({ matrix: { include: [safe] }, waves: [{ include: [safe] }, { include: [unsafeInWave] }] })).toContain('unsafe');
    const out = outputsFromResult(routed({ matrix: { include: [safe] }, waves: [{ include: [unsafeInWave] }] }), '');
    expect(out.matrix).toBe('{"include":[]}');
    expect(out.waves).toBe('[]');
    // An entry is skipped only when this pass found it safe: a fresh pass checks it again.
    const checked = new Set<object>();
    expect(unsafeMatrixProblem({ include: [safe] }, checked)).toBeNull();
    expect(checked.has(safe)).toBe(true);
    expect(unsafeMatrixProblem({ include: [unsafeInWave] }, checked)).toContain('unsafe');
    expect(checked.has(unsafeInWave)).toBe(false);
  });

  it('has-work is false for dry runs and rejections even with a matrix', () => {
    expect(outputsFromResult(routed({ hasWork: false, dryRun: true }), '')['has-work']).toBe('false');
    expect(outputsFromResult(routed({ ok: false, errorCode: 'E012' }), '')['has-work']).toBe('false');
  });

  it('formats confidence', () => {
    expect(outputsFromResult(routed({ confidence: 0.8567 }), '').confidence).toBe('0.857');
    expect(outputsFromResult(routed({ confidence: Number.NaN }), '').confidence).toBe('0');
  });
});

describe('GITHUB_OUTPUT heredocs', () => {
  it('round-trips multi-line values and rejects the delimiter', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legion-out-'));
    try {
      const file = join(dir, 'out');
      writeOutputs({ a: 'one', b: 'two\nlines\nb<<EOF', c: '' }, file);
      expect(parseGithubOutput(readFileSync(file, 'utf8'))).toEqual({ a: 'one', b: 'two\nlines\nb<<EOF', c: '' });
      expect(() => formatOutputHeredoc('x', 'has DELIM inside', 'DELIM')).toThrow(/delimiter/);
      expect(writeOutputs({ a: 'b' }, '')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
