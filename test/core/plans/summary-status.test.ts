/**
 * Done plans (#9 item 4, first bullet): a plan is done when its NN-PP-SUMMARY.md exists and
 * does not report failure or a partial result. Fixtures are our own texts in the forms found in
 * Legion's history (survey in the plans report) and in docs/schemas/summary.schema.json.
 */
import { describe, expect, test } from 'vitest';
import { classifyStatusWording, summaryStatus } from '../../../src/core/plans/summary-status.js';
import { HAS_LEGION_REF, legionPath, listFiles, readLegion } from '../../support/temp-repo.js';

const lines = (...text: string[]): string => text.join('\n');

describe('the older body forms', () => {
  test('`## Status: Complete` heading', () => {
    expect(summaryStatus(lines('# Plan 02-01 Summary: Router', '', '## Status: Complete', '', '## What was built', '- a router'))).toEqual({
      done: true,
      outcome: 'success',
      reason: 'SUMMARY.md reports Status: Complete: done',
      form: 'status-heading',
      statusText: 'Complete',
      line: 3,
    });
  });

  test.each([
    ['## Status: COMPLETE', 'success', true],
    ['## Result: Success', 'success', true],
    ['## Result: COMPLETE', 'success', true],
    ['## Status: Complete with Warnings', 'success', true],
    ['## Status: Failed', 'failed', false],
    ['## Status: Partial', 'partial', false],
    ['## Status — Failed', 'failed', false],
    ['## Outcome: partial', 'partial', false],
    ['## Status: ✅ Complete', 'success', true],
  ] as const)('%s → %s', (heading, outcome, done) => {
    expect(summaryStatus(lines('# Plan 01-01 Summary', heading, 'Body.'))).toMatchObject({ outcome, done, form: 'status-heading' });
  });

  test('the wave-executor template: `## Result` then `**Status**: …`', () => {
    const text = (status: string) =>
      lines('# Plan 03-02 Summary: Cache', '', '## Result', `**Status**: ${status}`, '**Wave**: 1', '**Agent**: engineering-senior-developer', '', '## Completed Tasks', 'Work.');
    expect(summaryStatus(text('Complete'))).toMatchObject({ done: true, outcome: 'success', form: 'status-line', line: 4 });
    expect(summaryStatus(text('Complete with Warnings'))).toMatchObject({ done: true, outcome: 'success' });
    expect(summaryStatus(text('Partial'))).toMatchObject({ done: false, outcome: 'partial', reason: 'SUMMARY.md reports Status: Partial: not done (partial)' });
    expect(summaryStatus(text('Failed'))).toMatchObject({ done: false, outcome: 'failed', reason: 'SUMMARY.md reports Status: Failed: not done (failed)' });
  });

  test.each(['**Status:** Complete', '- **Status**: Complete', '- **Status:** Complete', '* __Status__: Complete', 'Status: Complete'])(
    'status line %j in the preamble or a Result section',
    (line) => {
      expect(summaryStatus(lines('# Summary 01-01', line))).toMatchObject({ done: true, form: 'status-line' });
      expect(summaryStatus(lines('# Summary 01-01', 'Intro.', '## Result', line))).toMatchObject({ done: true, form: 'status-line' });
    },
  );

  test('a **Status** line under another section describes something else and is not read', () => {
    const text = lines(
      '# Plan 04-02 Summary',
      '## What was built',
      '### The new agent',
      '- **Status:** Fully operational',
      '### Limits',
      '**Status**: Limit still exceeded by one',
    );
    expect(summaryStatus(text)).toMatchObject({ done: true, outcome: 'unstated', form: 'none' });
  });

  test('`## Results` or `## Status Report` are ordinary headings; `**Result:** PASSED` under Self-Check is not the status', () => {
    expect(summaryStatus(lines('# S', '## Results', 'Failed: none'))).toMatchObject({ outcome: 'unstated' });
    expect(summaryStatus(lines('# S', '## Status Report', 'All fine'))).toMatchObject({ outcome: 'unstated' });
    expect(summaryStatus(lines('# S', '## Self-Check', '**Result:** FAILED'))).toMatchObject({ outcome: 'unstated', done: true });
  });

  test('nothing inside fenced code is read', () => {
    const text = lines('# Plan 01-03 Summary', '```markdown', '## Status: Failed', '```', '## Status: Complete');
    expect(summaryStatus(text)).toMatchObject({ outcome: 'success', line: 5 });
    expect(summaryStatus(lines('# S', '~~~~', '## Status: Complete', '~~~~'))).toMatchObject({ outcome: 'unstated' });
  });

  test('the first statement wins', () => {
    expect(summaryStatus(lines('# S', '## Status: Failed', '## Status: Complete'))).toMatchObject({ outcome: 'failed', line: 2 });
  });
});

describe('frontmatter forms', () => {
  const schemaSummary = (outcome: string) =>
    lines(
      '---',
      'plan_id: "05-02"',
      'agent: engineering-senior-developer',
      `outcome: ${outcome}`,
      'completed_tasks:',
      '  - task_number: 1',
      '    description: Add the cache',
      '    status: done',
      '    verification_passed: true',
      'files_modified:',
      '  - src/cache.ts',
      '---',
      '',
      '# Plan 05-02 Summary',
      '## Status: Complete',
    );

  test.each([
    ['success', true, 'success'],
    ['partial', false, 'partial'],
    ['failed', false, 'failed'],
    ['"success"', true, 'success'],
  ] as const)('summary.schema.json outcome: %s', (outcome, done, expected) => {
    expect(summaryStatus(schemaSummary(outcome))).toMatchObject({ done, outcome: expected, form: 'frontmatter-outcome', line: 4 });
  });

  test('outcome wins over a body status (the schema is the current form)', () => {
    expect(summaryStatus(schemaSummary('failed'))).toMatchObject({ done: false, reason: 'SUMMARY.md reports outcome: failed: not done (failed)' });
  });

  test('an outcome outside the schema enum is read by its wording, or unrecognised', () => {
    expect(summaryStatus(schemaSummary('Completed'))).toMatchObject({ done: true, outcome: 'success' });
    expect(summaryStatus(schemaSummary('mixed-bag'))).toMatchObject({ done: false, outcome: 'unrecognised' });
  });

  test.each([
    ['status: complete', true],
    ['status: completed', true],
    ['status: in-progress', false],
    ['status: failed', false],
  ] as const)('frontmatter %s', (line, done) => {
    expect(summaryStatus(lines('---', 'phase: 07-x', 'plan: 01', line, '---', '', '## Summary', 'Text.'))).toMatchObject({ done, form: 'frontmatter-status', line: 4 });
  });

  test('a metrics block with a completion date (top level or under metrics:) is done', () => {
    expect(
      summaryStatus(lines('---', 'phase: 08-x', 'plan: 01', 'metrics:', '  duration: 204s', '  completed: 2026-03-01', '---', '# Phase 8 Plan 01: Summary', 'Text.')),
    ).toMatchObject({
      done: true,
      outcome: 'success',
      form: 'completion-date',
      reason: 'SUMMARY.md records completion (metrics.completed: 2026-03-01): done',
      line: 4,
    });
    expect(summaryStatus(lines('---', 'phase: 08-x', 'completed_date: "2026-03-05"', '---', 'Text.'))).toMatchObject({ form: 'completion-date', line: 3 });
    expect(summaryStatus(lines('---', 'phase: 08-x', 'metrics:', '  completed_date: 2026-03-05', '---', 'Text.'))).toMatchObject({ form: 'completion-date' });
  });

  test('frontmatter that is not valid YAML is read line by line for its top-level keys', () => {
    const text = lines('---', 'phase: 27-x', 'provides:', '  - manifest with identity (name: x, version: 3)', '  - second: item: bad', 'completed: 2026-03-02', '---', '# Summary');
    expect(summaryStatus(text)).toMatchObject({ done: true, form: 'completion-date', line: 6 });
    expect(summaryStatus(lines('---', 'a: [', 'outcome: failed # comment', '---'))).toMatchObject({ done: false, outcome: 'failed', form: 'frontmatter-outcome', line: 3 });
  });

  test('a status statement in the body wins over a completion date', () => {
    expect(summaryStatus(lines('---', 'completed: 2026-03-02', '---', '# S', '## Status: Failed'))).toMatchObject({ done: false, outcome: 'failed' });
  });

  test('a **Completed**: line of the preamble is a completion date too', () => {
    expect(summaryStatus(lines('# Plan 24-01 Summary', '- **Completed:** 2026-03-02T00:08:00Z', '## Accomplishments'))).toMatchObject({
      done: true,
      form: 'completion-date',
      line: 2,
    });
  });
});

describe('no statement, empty, unrecognised', () => {
  test('a SUMMARY that states nothing is done, as in Legion', () => {
    expect(summaryStatus(lines('# Plan 01-01 Summary', '', 'We built the thing.'))).toMatchObject({ done: true, outcome: 'unstated', form: 'none' });
  });

  test('an empty SUMMARY is not done', () => {
    expect(summaryStatus('')).toMatchObject({ done: false, outcome: 'empty' });
    expect(summaryStatus(' \n\n ')).toMatchObject({ done: false, outcome: 'empty' });
  });

  test('an unrecognised status is not done, with the wording kept (bounded, one line)', () => {
    const status = summaryStatus(lines('# S', `## Status: Needs another look ${'x'.repeat(300)}`));
    expect(status).toMatchObject({ done: false, outcome: 'unrecognised' });
    expect(status.statusText?.length).toBeLessThanOrEqual(81);
    expect(status.reason).toContain('not done (the status is not one legion-router reads as success or failure)');
  });

  test('BOM and CRLF', () => {
    expect(summaryStatus('\uFEFF# S\r\n## Status: Failed\r\n')).toMatchObject({ outcome: 'failed', line: 2 });
    expect(summaryStatus('\uFEFF---\r\noutcome: success\r\n---\r\n')).toMatchObject({ outcome: 'success', line: 2 });
  });

  test('never throws on odd input', () => {
    for (const text of ['---', '---\n---', '---\n- a\n---\n## Status: Complete', '## Status:', '**Status**:', '#'.repeat(10_000), `## Status: ${'a '.repeat(50_000)}`]) {
      expect(() => summaryStatus(text)).not.toThrow();
    }
    expect(summaryStatus('---\n- a\n---\n## Status: Complete')).toMatchObject({ outcome: 'success', line: 4 });
  });
});

describe('classifyStatusWording', () => {
  test.each([
    ['Complete', 'success'],
    ['completed', 'success'],
    ['Done', 'success'],
    ['PASSED', 'success'],
    ['Success', 'success'],
    ['Complete with Warnings', 'success'],
    ['Partial', 'partial'],
    ['Partially complete', 'partial'],
    ['Incomplete', 'partial'],
    ['Blocked on review', 'partial'],
    ['In progress', 'in_progress'],
    ['in-progress', 'in_progress'],
    ['Not started', 'in_progress'],
    ['Not complete', 'in_progress'],
    ['Pending', 'in_progress'],
    ['Failed', 'failed'],
    ['FAILURE', 'failed'],
    ['Aborted', 'failed'],
    ['❌ Failed', 'failed'],
    ['Fully operational', 'unrecognised'],
    ['', 'unrecognised'],
  ])('%j → %s', (text, outcome) => {
    expect(classifyStatusWording(text)).toBe(outcome);
  });
});

describe.skipIf(!HAS_LEGION_REF)('Legion’s reference SUMMARY files', () => {
  const files = HAS_LEGION_REF ? listFiles(legionPath('.planning/phases')).filter((f) => f.endsWith('-SUMMARY.md')) : [];

  test('there are SUMMARY files in the reference tree', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files)('%s is done, from a stated status', (rel) => {
    const status = summaryStatus(readLegion(`.planning/phases/${rel}`));
    expect(status.done).toBe(true);
    expect(status.form).not.toBe('none');
  });

  test('the dry-run fixture with a SUMMARY is done', () => {
    expect(summaryStatus(readLegion('tests/fixtures/dry-run/ok/.planning/phases/01-foundation/01-01-SUMMARY.md'))).toMatchObject({ done: true, form: 'status-line' });
  });
});
