/**
 * End to end through dist/index.js (issue 24): an explicit filter is never overridden by a
 * dependency. examples/basic, phase 2: 02-03 (docs) and 02-04 (tests) depend on 02-01 (backend);
 * 02-04 also on 02-02 (frontend). None is done.
 */
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { BASE_SHA, HEAD_PUSHED_AT, HEAD_SHA, commentPayload } from '../support/payloads.js';

const FILES = ['docs/api/orders.md', 'tests/orders.test.ts', 'src/frontend/app.tsx'];
const suite = useE2ESuite({
  eventName: 'issue_comment',
  eachTest: (fake) => {
    fake.permissions.set('Codertocat', 'admin');
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: HEAD_PUSHED_AT });
  },
});
const run = suite.run;
const waveIds = (outputs: Record<string, string>): string[][] => (JSON.parse(outputs['waves'] as string) as { include: { id: string }[] }[]).map((w) => w.include.map((e) => e.id));

describe('an explicit filter wins over a dependency', () => {
  it('build --skip-backend: the backend plan is not pulled in; the docs and tests plans that need it do not run (W076)', async () => {
    const result = await run({ payload: commentPayload('/legion build --skip-backend') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ command: 'build', mode: 'filter_plans', 'has-work': 'true', 'error-code': '', 'wave-count': '1' });
    expect(waveIds(result.outputs)).toEqual([['02-02']]);
    expect(result.summary).toContain('W076');
    expect(result.summary).toContain('02-03 needs 02-01, 02-04 needs 02-01');
    expect(result.summary).not.toContain('dependency of 02-03');
  });

  it('the reverse, build --skip-frontend: the frontend plan is not pulled in and 02-04 does not run; 02-03 still pulls its backend dependency', async () => {
    const result = await run({ payload: commentPayload('/legion build --skip-frontend') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'has-work': 'true', 'error-code': '', 'wave-count': '2' });
    expect(waveIds(result.outputs)).toEqual([['02-01'], ['02-03']]);
    expect(result.summary).toContain('W076');
    expect(result.summary).toContain('02-04 needs 02-02');
  });

  it('a filter that leaves no work says so: no error, has-work false, exit 0', async () => {
    suite.fake.reset();
    suite.fake.permissions.set('Codertocat', 'admin');
    suite.fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
    const result = await run({ payload: commentPayload('/legion build --skip-backend') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': '', waves: '[]' });
    expect(result.summary).toContain('I070');
    expect(result.summary).toContain('Nothing to run in phase 2');
  });

  it('dependencies: refuse still refuses (E062)', async () => {
    const result = await run({ payload: commentPayload('/legion build --skip-backend'), inputs: { dependencies: 'refuse' } });
    expect(result.outputs['error-code']).toBe('E062');
    expect(result.outputs['has-work']).toBe('false');
  });
});
