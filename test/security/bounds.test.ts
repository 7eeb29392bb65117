/**
 * SECURITY.md "Bounds" (#11 item 9: every claim has a test): the bounds that had none elsewhere.
 * Each test is named after the row it proves.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotate, MAX_ANNOTATIONS, MAX_ANNOTATION_CHARS } from '../../src/action/annotations.js';
import { routeRepository } from '../../src/app/run-route.js';
import { parseIntentTeams } from '../../src/core/config/parse-intent-teams.js';
import type { Diagnostic, RouteRequest } from '../../src/core/types.js';
import { parseYaml } from '../../src/core/yaml/parse-yaml.js';

describe('SECURITY.md bounds', () => {
  it('YAML: aliases expand at most 100 times (billion laughs is a syntax error, not a blow-up)', () => {
    const laughs = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(', ')}]`,
      ),
    ].join('\n');
    const parsed = parseYaml(`${laughs}\n`);
    expect(parsed.value).toBeUndefined();
    expect(parsed.errors[0]?.message).toBe('aliases expand too often');
    expect(parseYaml('a: &a x\nb: [*a, *a]\n').value).toEqual({ a: 'x', b: ['x', 'x'] });
  });

  it(`annotations: at most ${MAX_ANNOTATIONS}, each at most ${MAX_ANNOTATION_CHARS} characters`, () => {
    const calls: string[] = [];
    const sink = { error: (m: string) => calls.push(m), warning: (m: string) => calls.push(m), notice: (m: string) => calls.push(m) };
    const diagnostics: Diagnostic[] = Array.from({ length: 80 }, () => ({ code: 'W020', severity: 'warning', message: 'x'.repeat(10_000) }));
    annotate(diagnostics, sink);
    expect(calls).toHaveLength(MAX_ANNOTATIONS);
    for (const message of calls) expect(message.length).toBeLessThanOrEqual(MAX_ANNOTATION_CHARS + 1);
  });

  it('task_type_inference pattern: 512 characters (longer rules are left out)', () => {
    const config = (length: number): string => `task_type_inference:\n  - pattern: "${'a'.repeat(length)}"\n    types: [x]\n`;
    expect(parseIntentTeams(config(512), 'c.yaml').config.task_type_inference).toHaveLength(1);
    expect(parseIntentTeams(config(513), 'c.yaml').config.task_type_inference).toHaveLength(0);
  });

  it('text_b64: the first 4,096 characters of the text', () => {
    const text = 'word '.repeat(2_000).trim();
    // The `text` input path (a comment's command line is cut at 4,096 characters already).
    const request: RouteRequest = { source: 'input', command: 'plan', flagTokens: [], text };
    const result = routeRepository(request, { repoRoot: resolve('examples', 'basic') });
    const b64 = result.matrix.include[0]?.['text_b64'] as string;
    expect(Buffer.from(b64, 'base64').toString('utf8')).toBe(text.slice(0, 4_096));
  });
});
