/**
 * Issue 24: a phase STATE.md or ROADMAP.md marks complete is not rebuilt for a missing SUMMARY.md.
 */
import { describe, expect, test } from 'vitest';
import { donePerState } from '../../../src/core/plans/done-per-state.js';
import { parseRoadmap } from '../../../src/core/state/parse-roadmap.js';
import { phaseMarkedComplete } from '../../../src/core/state/phase-marked-complete.js';
import { readStatePosition } from '../../../src/core/state/read-state-position.js';

const ROADMAP = parseRoadmap('## Phases\n\n- [x] Phase 18: Commands\n- [x] Phase 19: Registry\n- [ ] Phase 20: Distribution\n- [ ] Phase 21: Advisors\n');

describe('phaseMarkedComplete', () => {
  test('STATE.md: "Phase: 20 — Not started" with "Status: Phase 19 complete" marks 19, and 20 is next', () => {
    const position = readStatePosition('## Current Position\nPhase: 20 (Distribution) — Not started\nStatus: Phase 19 complete\n');
    expect(phaseMarkedComplete(19, position, undefined)).toEqual({ by: 'STATE.md', statement: 'STATE.md says phase 19 is complete', nextPhase: 20 });
    expect(phaseMarkedComplete(20, position, undefined)).toBeUndefined();
  });

  test('STATE.md: building or needs review is not complete; milestone_complete of the phase is', () => {
    expect(phaseMarkedComplete(4, readStatePosition('## Current Position\nPhase: 4 of 6 (executing)\n'), undefined)).toBeUndefined();
    expect(phaseMarkedComplete(4, readStatePosition('## Current Position\nPhase: 4 of 6 (executed, pending review)\n'), undefined)).toBeUndefined();
    expect(phaseMarkedComplete(6, readStatePosition('## Current Position\nPhase: 6 of 6 (complete)\n'), undefined)?.by).toBe('STATE.md');
  });

  test('ROADMAP.md: a checked phase; the next open phase after it', () => {
    expect(phaseMarkedComplete(18, undefined, ROADMAP)).toEqual({ by: 'ROADMAP.md', statement: 'ROADMAP.md marks phase 18 complete', nextPhase: 20 });
    expect(phaseMarkedComplete(20, undefined, ROADMAP)).toBeUndefined();
    expect(phaseMarkedComplete(7, undefined, ROADMAP)).toBeUndefined();
  });

  test('ROADMAP.md: a checked entry under another milestone than the current one says nothing about the phase', () => {
    const two = parseRoadmap('- [x] **v1.0** — a\n- [ ] **v2.0** — b\n\n## v1.0 — A\n\n- [x] Phase 1: Old\n\n## v2.0 — B\n\n- [ ] Phase 1: New\n');
    expect(phaseMarkedComplete(1, undefined, two)).toBeUndefined();
  });
});

describe('donePerState', () => {
  const completion = { by: 'STATE.md' as const, statement: 'STATE.md says phase 19 is complete', nextPhase: 20 };

  test('only plans without a SUMMARY.md count, each with its reason; one W077 names the missing files', () => {
    const result = donePerState(19, completion, ['19-02', '19-01', '19-03'], new Map([['19-02', {}]]));
    expect([...result.plans]).toEqual([
      ['19-01', 'done per STATE.md: STATE.md says phase 19 is complete, though 19-01-SUMMARY.md is missing'],
      ['19-03', 'done per STATE.md: STATE.md says phase 19 is complete, though 19-03-SUMMARY.md is missing'],
    ]);
    expect(result.diagnostics).toEqual([
      {
        code: 'W077',
        severity: 'warning',
        message:
          'STATE.md says phase 19 is complete, but 2 plans have no SUMMARY.md (19-01-SUMMARY.md, 19-03-SUMMARY.md): they count as done per STATE.md and are not built again.',
        hint: 'Commit the missing SUMMARY.md, or build them anyway with --rerun (or --plan=19-01). The next phase to plan is 20.',
      },
    ]);
  });

  test('nothing when the phase is not marked complete, or every plan has its SUMMARY.md', () => {
    expect(donePerState(19, undefined, ['19-01'], new Map())).toEqual({ plans: new Map(), diagnostics: [] });
    expect(donePerState(19, completion, ['19-01'], new Map([['19-01', {}]]))).toEqual({ plans: new Map(), diagnostics: [] });
  });
});
