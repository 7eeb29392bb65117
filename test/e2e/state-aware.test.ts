/**
 * End to end through the bundled action: state-aware commands (continue / next), natural
 * language, and the summary that says how a route was resolved.
 */
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { BASE_SHA, HEAD_SHA, commentPayload, HEAD_PUSHED_AT } from '../support/payloads.js';

const suite = useE2ESuite({
  eventName: 'issue_comment',
  eachTest: (fake) => {
    fake.permissions.set('Codertocat', 'admin');
    fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['src/api/orders.ts', 'docs/api/orders.md'], pushedAt: HEAD_PUSHED_AT });
  },
});
const run = suite.run;

describe('state-aware routing through dist/index.js', () => {
  it.each(['/legion continue', '/legion next'])('%s routes the top suggestion for STATE.md (planned → build) and says so', async (body) => {
    const result = await run({ payload: commentPayload(body) });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    // examples/basic: phase 2 is "Planned — ready to build" → /legion build, scoped to the PR's files
    expect(result.outputs).toMatchObject({ command: 'build', mode: 'standard', 'has-work': 'true', 'error-code': '', sha: HEAD_SHA });
    expect(parsed.include.map((e) => e.id)).toEqual(['02-01', '02-03']);
    expect(result.summary.replace(/\\/g, '')).toContain('continue: position planned_not_built → top suggestion /legion build');
    expect(suite.fake.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
  });

  it('/legion continue --dry-run: the route that would run, has-work false', async () => {
    const result = await run({ payload: commentPayload('/legion continue --dry-run') });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ command: 'build', 'has-work': 'false', flags: '["--dry-run"]' });
    expect(parsed.include.length).toBe(2);
  });

  it('natural language with HIGH confidence routes (harden the auth code → build --just-harden)', async () => {
    const result = await run({ payload: commentPayload('/legion harden the auth code') });
    expect(result.code).toBe(0);
    const parsed = expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ command: 'build', intent: 'harden', mode: 'ad_hoc', flags: '["--just-harden"]', 'has-work': 'true' });
    expect(Number(result.outputs.confidence)).toBeGreaterThanOrEqual(0.8);
    expect(parsed.include.map((e) => e.agent)).toEqual(['engineering-security-engineer', 'testing-qa-verification-specialist', 'testing-api-tester']);
  });

  it('natural language with LOW confidence routes nothing and replies with commands to type (E002, exit 0)', async () => {
    const result = await run({ payload: commentPayload('/legion do the thing') });
    expect(result.code).toBe(0);
    expectAllOutputs(result.outputs);
    expect(result.outputs).toMatchObject({ 'has-work': 'false', 'error-code': 'E002', mode: 'none' });
    expect(suite.fake.comments).toHaveLength(1);
    expect(suite.fake.comments[0]?.body).toContain('Based on your current position');
    expect(suite.fake.comments[0]?.body).toContain('/legion build');
  });
});
