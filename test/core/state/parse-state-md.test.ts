import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS, MAX_STATE_CHARS, parseStateMd } from '../../../src/core/state/parse-state-md.js';

import { LEGION_REF as REF, HAS_LEGION_REF } from '../../support/legion-reference.js';
import { costRatio } from './relative-cost.js';
const read = (rel: string): string => readFileSync(join(REF, rel), 'utf8');

describe('parseStateMd: existence', () => {
  it('missing file (undefined) → exists:false and nothing else', () => {
    expect(parseStateMd(undefined)).toEqual({ exists: false });
  });
  it('empty file → exists:true with no fields', () => {
    expect(parseStateMd('')).toEqual({ exists: true });
  });
  it('non-string input never throws', () => {
    expect(parseStateMd(42 as unknown as string)).toEqual({ exists: false });
    expect(parseStateMd(null as unknown as string)).toEqual({ exists: false });
  });
});

describe('parseStateMd: spec form', () => {
  it('reads Phase: N of M, Status, Last Activity, Next Action', () => {
    const s = parseStateMd('Phase: 5 of 8\nStatus: Planned\nLast Activity: planned phase 5\nNext Action: /legion:build\n');
    expect(s).toEqual({
      exists: true,
      phase: 5,
      totalPhases: 8,
      status: 'planned',
      lastActivity: 'planned phase 5',
      nextAction: '/legion:build',
    });
  });
  it('keys are case-insensitive and status is lower-cased and trimmed', () => {
    const s = parseStateMd('PHASE: 2 OF 3\nstatus:    Executing Wave 2   \n');
    expect(s.phase).toBe(2);
    expect(s.totalPhases).toBe(3);
    expect(s.status).toBe('executing wave 2');
  });
  it('handles CRLF, CR and a leading BOM', () => {
    expect(parseStateMd('\uFEFFPhase: 1 of 1\r\nStatus: planned\r\n')).toMatchObject({
      phase: 1,
      totalPhases: 1,
      status: 'planned',
    });
    expect(parseStateMd('Phase: 3 of 4\rStatus: built\r')).toMatchObject({
      phase: 3,
      status: 'built',
    });
  });
});

describe('parseStateMd: markdown forms', () => {
  it('bullet with bold key: - **Phase**: 12 of 12 (complete)', () => {
    const s = parseStateMd('- **Phase**: 12 of 12 (complete)\n- **Status**: All done\n');
    expect(s).toMatchObject({ phase: 12, totalPhases: 12, status: 'all done' });
  });
  it('colon inside emphasis: **Phase:** 3 of 5', () => {
    expect(parseStateMd('**Phase:** 3 of 5\n**Status:** reviewing\n')).toMatchObject({
      phase: 3,
      totalPhases: 5,
      status: 'reviewing',
    });
  });
  it('other list markers and emphasis styles', () => {
    expect(parseStateMd('* __Phase__: 4 of 6\n+ *Status*: rework\n')).toMatchObject({
      phase: 4,
      totalPhases: 6,
      status: 'rework',
    });
  });
  it('Current Phase is read as Phase', () => {
    expect(parseStateMd('Current Phase: 7 of 9')).toMatchObject({ phase: 7, totalPhases: 9 });
  });
  it('## Next Action heading takes the next non-empty line', () => {
    const s = parseStateMd('## Next Action\n\n\nRun `/legion:review`\nmore text\n');
    expect(s.nextAction).toBe('Run `/legion:review`');
  });
  it('## Next Action followed directly by another heading → no nextAction', () => {
    expect(parseStateMd('## Next Action\n## Other\ntext\n').nextAction).toBeUndefined();
  });
  it('Milestone bullet', () => {
    expect(parseStateMd('- **Milestone**: v2 — Polish').milestone).toBe('v2 — Polish');
  });
});

describe('parseStateMd: robustness rules', () => {
  it('first occurrence wins (later lines are history)', () => {
    const s = parseStateMd('Phase: 3 of 5\nStatus: planned\n\n## Log\nPhase: 1 of 5\nStatus: complete\n');
    expect(s).toMatchObject({ phase: 3, totalPhases: 5, status: 'planned' });
  });
  it('ignores lines inside fenced code blocks', () => {
    const s = parseStateMd('```\nStatus: complete\nPhase: 9 of 9\n```\nStatus: planned\n');
    expect(s.status).toBe('planned');
    expect(s.phase).toBeUndefined();
  });
  it('phase with non-numeric total → phase only', () => {
    const s = parseStateMd('- **Phase**: 0 of {total_phases} (not started)');
    expect(s.phase).toBe(0);
    expect(s.totalPhases).toBeUndefined();
  });
  it('non-numeric phase → no phase', () => {
    expect(parseStateMd('Phase: {n} of 3').phase).toBeUndefined();
  });
  it('numbers with more than 9 digits are ignored', () => {
    expect(parseStateMd('Phase: 1234567890 of 2').phase).toBeUndefined();
    expect(parseStateMd('Phase: 1 of 1234567890').totalPhases).toBeUndefined();
  });
  it('headings and prose mentioning Phase are not phase lines', () => {
    const s = parseStateMd('### Phase 3: Foo\nWe finished Phase 12 today\n');
    expect(s.phase).toBeUndefined();
  });
  it('empty values are skipped (a later value can fill them)', () => {
    expect(parseStateMd('Status:   \nStatus: planned').status).toBe('planned');
  });
  it('only the first 4 KiB of a line are considered', () => {
    const long = `Status: ${'x'.repeat(MAX_LINE_CHARS * 2)}`;
    expect(parseStateMd(long).status?.length).toBe(MAX_LINE_CHARS - 'Status: '.length);
  });
  it('only the first 1 MiB of the file is considered', () => {
    const text = `${'x'.repeat(MAX_STATE_CHARS - 1)}\nStatus: planned\n`;
    expect(parseStateMd(text)).toEqual({ exists: true });
    const fits = `${'x'.repeat(MAX_STATE_CHARS - 20)}\nStatus: planned\n`;
    expect(parseStateMd(fits).status).toBe('planned');
  });
  it('pathological inputs cost about what ordinary text of the same size costs', () => {
    const evil = [`- ${'*'.repeat(100_000)}`, `Phase: ${' '.repeat(100_000)}1`, `${'a '.repeat(50_000)}:`, `## ${'Next '.repeat(20_000)}`].join('\n');
    const ordinary = 'Status: planned and under way\n'.repeat(Math.ceil(evil.length / 30));
    expect(costRatio(parseStateMd, evil, ordinary)).toBeLessThan(30);
  });
});

describe.skipIf(!HAS_LEGION_REF)('parseStateMd: real Legion files', () => {
  it('.planning/STATE.md (bullet form, Next Action heading)', () => {
    const s = parseStateMd(read('.planning/STATE.md'));
    expect(s.exists).toBe(true);
    expect(s.phase).toBe(12);
    expect(s.totalPhases).toBe(12);
    expect(s.status).toBe('all 12 phases complete — v6.0.0 ready to publish');
    expect(s.lastActivity).toBe('Phase 12 execution (2026-03-07)');
    expect(s.milestone).toBe('v6.0 — Discipline & Intelligence');
    expect(s.nextAction).toBe('Run `/legion:review` to verify Phase 12: Integration & Release');
  });
  it('state template (Phase 0 of {total_phases})', () => {
    const s = parseStateMd(read('skills/questioning-flow/templates/state-template.md'));
    expect(s.phase).toBe(0);
    expect(s.totalPhases).toBeUndefined();
    expect(s.status).toBe('initialized — ready for `/legion:plan 1`');
    expect(s.nextAction).toBe('Run `/legion:plan 1` to begin Phase 1: {first_phase_name}');
  });
  it.each([
    ['ok', 1, 1, 'planned'],
    ['missing-plans', 1, 2, 'planned'],
    ['missing-project', 1, 2, 'pending'],
    ['missing-roadmap', 1, 2, 'pending'],
    ['missing-summaries', 1, 2, 'executed, pending review'],
  ])('dry-run fixture %s', (name, phase, total, status) => {
    const s = parseStateMd(read(`tests/fixtures/dry-run/${name}/.planning/STATE.md`));
    expect(s).toMatchObject({ exists: true, phase, totalPhases: total, status });
  });
});
