/**
 * Properties of the action outputs (src/action/outputs.ts, src/action/output-file.ts): whatever a
 * route result holds, the 12 outputs carry no line break and nothing a shell would run; and no
 * value can end a GITHUB_OUTPUT heredoc early or forge another output.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOutputHeredoc } from '../../src/action/output-file.js';
import { OUTPUT_NAMES, outputsFromResult, SAFE_MATRIX_STRING, unsafeMatrixProblem } from '../../src/app/route-outputs.js';
import { rejectedResult } from '../../src/app/rejected-result.js';
import type { RouteResult } from '../../src/app/route-result.js';
import type { Matrix, MatrixEntry } from '../../src/core/types.js';
import { parseGithubOutput } from '../support/github-output.js';
import { checkProperty, EXECUTABLE, hostileString, runsFor, timeoutFor } from './support.js';

const FILE = import.meta.url;

const text = fc.oneof(
  fc.constantFrom(
    'build',
    'harden',
    'filter_plans',
    'comment',
    '--just-harden',
    '--phase=3',
    'E012',
    'W001',
    'e012',
    'E0999',
    '',
    '$(id)',
    '${{ github.token }}',
    'a\nb',
    'build\nhas-work=true',
  ),
  hostileString(200),
);
const matrixValue = fc.oneof(
  text,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 4 }),
  fc.array(fc.oneof(fc.integer(), fc.constant(null)), { maxLength: 2 }),
  fc.dictionary(fc.string(), text, { maxKeys: 2 }),
);
const matrix: fc.Arbitrary<Matrix> = fc
  .array(fc.dictionary(fc.oneof(fc.constantFrom('id', 'plan', 'files', 'bad key', '$x', '__proto__'), fc.string({ maxLength: 8 })), matrixValue, { maxKeys: 6 }), { maxLength: 4 })
  .map((include) => ({ include: include as MatrixEntry[] }));
const result = fc
  .record({
    ok: fc.boolean(),
    errorCode: text,
    command: text,
    intent: text,
    mode: text,
    source: text,
    flags: fc.array(text, { maxLength: 5 }),
    confidence: fc.oneof(fc.double(), fc.constantFrom(Number.NaN, -1, 2, Number.POSITIVE_INFINITY)),
    hasWork: fc.boolean(),
    matrix,
    profile: fc.dictionary(
      fc.constantFrom('authority_enforcement', 'domain_filtering', 'human_approval_required', 'file_scope_restriction', 'read_only', 'extra'),
      fc.oneof(fc.boolean(), text),
      { maxKeys: 6 },
    ),
  })
  .map((r) => ({
    ...rejectedResult({ errorCode: '', message: '', source: 'none' }),
    ok: r.ok,
    errorCode: r.errorCode,
    command: r.command,
    intent: r.intent,
    mode: r.mode as RouteResult['mode'],
    source: r.source as RouteResult['source'],
    flags: r.flags,
    confidence: r.confidence,
    hasWork: r.hasWork,
    matrix: r.matrix,
    controlProfile: r.profile as unknown as RouteResult['controlProfile'],
  }));

describe('fuzz: action outputs', () => {
  it(
    'outputsFromResult: any result → 12 single-line outputs; words, flags, codes and the matrix are safe',
    () => {
      checkProperty(FILE, 'outputsFromResult', [result, hostileString(60)], (r, sha) => {
        const out = outputsFromResult(r as unknown as RouteResult, sha);
        expect(Object.keys(out).sort()).toEqual([...OUTPUT_NAMES].sort());
        for (const [name, value] of Object.entries(out)) {
          if (/[\r\n\u2028\u2029]/.test(value)) throw new Error(`${name} has a line break`);
          if (name !== 'matrix' && EXECUTABLE.test(value.replace(/"/g, ''))) throw new Error(`${name} = ${value}`);
        }
        for (const name of ['command', 'intent', 'mode', 'source'] as const) expect(out[name]).toMatch(/^([a-z0-9][a-z0-9_-]{0,63})?$/);
        expect(out['error-code']).toMatch(/^([EW]\d{3})?$/);
        expect(out.sha).toMatch(/^([0-9a-f]{40}([0-9a-f]{24})?)?$/);
        expect(Number.isFinite(Number(out.confidence))).toBe(true);
        const matrixOut = JSON.parse(out.matrix) as Matrix;
        expect(unsafeMatrixProblem(matrixOut)).toBeNull();
        for (const entry of matrixOut.include) {
          for (const value of Object.values(entry)) {
            for (const s of typeof value === 'string' ? [value] : Array.isArray(value) ? value : []) {
              if (typeof s === 'string' && (!SAFE_MATRIX_STRING.test(s) || EXECUTABLE.test(s))) throw new Error(`matrix value ${s}`);
            }
          }
        }
        if (out['has-work'] === 'true') expect(r.ok && r.hasWork && matrixOut.include.length > 0).toBe(true);
        expect(Object.keys(JSON.parse(out['control-profile']) as object)).toHaveLength(5);
      });
    },
    timeoutFor(runsFor()),
  );

  it(
    'GITHUB_OUTPUT heredocs: any value (line breaks, `name=value` lines, `ghadelimiter_` text) reads back exactly; no output is forged',
    () => {
      const value = fc.oneof(
        hostileString(500),
        fc
          .array(
            fc.oneof(
              fc.constantFrom('\n', '\r\n', 'has-work=true', 'matrix<<EOF', 'EOF', 'ghadelimiter_', `ghadelimiter_${'0'.repeat(8)}-0000-0000-0000-000000000000`, 'count=999'),
              fc.string({ maxLength: 5 }),
            ),
            { maxLength: 12 },
          )
          .map((p) => p.join('')),
      );
      checkProperty(FILE, 'GITHUB_OUTPUT heredoc round trip', [fc.array(value, { minLength: OUTPUT_NAMES.length, maxLength: OUTPUT_NAMES.length })], (values) => {
        let file = '';
        OUTPUT_NAMES.forEach((name, i) => {
          file += formatOutputHeredoc(name, values[i] as string);
        });
        const parsed = parseGithubOutput(file);
        expect(Object.keys(parsed).sort()).toEqual([...OUTPUT_NAMES].sort());
        OUTPUT_NAMES.forEach((name, i) => expect(parsed[name]).toBe(values[i]));
      });
    },
    timeoutFor(runsFor()),
  );
});
