import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode, InfoCode, WarningCode } from '../../../src/core/error-codes.js';
import { choosePhase, phaseAlreadyExecuted, type PhaseDirectoryInfo } from '../../../src/core/state/choose-phase.js';
import { parseRoadmap } from '../../../src/core/state/parse-roadmap.js';

const dir = (name: string, plans: number, unfinishedPlans: number): PhaseDirectoryInfo => ({
  name,
  number: Number.parseInt(name, 10),
  plans,
  unfinishedPlans,
});

/** A project that shipped v3.0 (phases 24–28, all done) and works on v4.0 (29–34). */
const DIRS = [dir('24-foundation', 1, 0), dir('25-commands', 1, 0), dir('28-documentation', 2, 0), dir('30-review', 2, 0), dir('33-memory', 2, 1), dir('34-resilience', 2, 2)];
const ROADMAP = parseRoadmap(`# Roadmap

## Milestones

- [x] **v3.0** — rename
- [ ] **v4.0** — audit adoption

## v4.0 — Audit Adoption

- [x] Phase 29: Disclosure
- [x] Phase 30: Review
- [ ] Phase 33: Memory
- [ ] Phase 34: Resilience
`);

const codes = (r: { diagnostics: { code: string }[] }): string[] => r.diagnostics.map((d) => d.code);

describe('choosePhase: the order of the rules', () => {
  it('1. a requested phase with a directory wins over everything', () => {
    const r = choosePhase({ requested: '25', statePhase: 34, roadmap: ROADMAP, directories: DIRS });
    expect(r).toMatchObject({ ok: true, source: 'requested', phase: { name: '25-commands' }, allPlansDone: true, how: 'Phase 25 (25-commands) was requested.' });
    expect(choosePhase({ requested: 34, directories: DIRS })).toMatchObject({ ok: true, phase: { name: '34-resilience' } });
    expect(choosePhase({ requested: ' 05 ', directories: [dir('05-x', 1, 1)] })).toMatchObject({ ok: true, phase: { name: '05-x' } });
  });
  it('1. a requested phase without a directory is E031, never a fallback', () => {
    const r = choosePhase({ requested: '31', statePhase: 34, roadmap: ROADMAP, directories: DIRS });
    expect(r).toMatchObject({ ok: false, code: ErrorCode.PHASE_DIR_MISSING });
    expect(r.ok ? '' : r.message).toBe(
      'Cannot route phase 31: no directory .planning/phases/31-*/ (found: 24-foundation, 25-commands, 28-documentation, 30-review, 33-memory, 34-resilience).',
    );
    expect(choosePhase({ requested: '3', directories: null, planningDir: 'plan' })).toMatchObject({
      ok: false,
      code: ErrorCode.PHASE_DIR_MISSING,
      message: 'Cannot route phase 3: plan/phases/ does not exist.',
    });
  });
  it('1. a requested phase that is not a number is E072', () => {
    for (const requested of ['abc', '-1', '2.1', '1e3', '3 4', '9999999']) {
      expect(choosePhase({ requested, directories: DIRS })).toMatchObject({ ok: false, code: ErrorCode.REQUESTED_PHASE_INVALID });
    }
    const r = choosePhase({ requested: '@team `x`', directories: DIRS });
    expect(r.ok ? '' : r.message).not.toMatch(/[@`]/);
  });
  it('2. STATE.md\'s phase when it has a directory — even a finished one (the build then says "already executed")', () => {
    const r = choosePhase({ statePhase: 30, roadmap: ROADMAP, directories: DIRS });
    expect(r).toMatchObject({ ok: true, source: 'state', phase: { name: '30-review' }, allPlansDone: true, how: 'Phase 30 (30-review) from STATE.md.' });
    expect(codes(r)).toEqual([]);
  });
  it('3. STATE.md names a phase with no directory → W080, then the first unchecked ROADMAP phase with a directory (I010)', () => {
    const r = choosePhase({ statePhase: 35, roadmap: ROADMAP, directories: DIRS });
    expect(r).toMatchObject({ ok: true, source: 'roadmap', phase: { name: '33-memory' } });
    expect(codes(r)).toEqual([WarningCode.STATE_PHASE_WITHOUT_DIRECTORY, InfoCode.PHASE_FROM_ROADMAP]);
    expect(r.ok && r.how).toBe(
      'STATE.md names phase 35, which has no directory; phase 33 (33-memory) is the first unchecked phase of milestone v4.0 in ROADMAP.md with a directory.',
    );
  });
  it('3. STATE.md names no phase → the ROADMAP step, without W080', () => {
    const r = choosePhase({ roadmap: ROADMAP, directories: DIRS });
    expect(r).toMatchObject({ ok: true, source: 'roadmap', phase: { number: 33 } });
    expect(codes(r)).toEqual([InfoCode.PHASE_FROM_ROADMAP]);
  });
  it('3. unchecked phases of a shipped milestone, and phases with no checkbox, are not candidates', () => {
    const roadmap = parseRoadmap('- [x] **v3.0** — a\n- [ ] **v4.0** — b\n\n## v3.0 — A\n\n- [ ] Phase 24: Left unchecked\n\n## v4.0 — B\n\n### Phase 33: Memory\n');
    const r = choosePhase({ statePhase: 40, roadmap, directories: DIRS });
    expect(r).toMatchObject({ ok: true, source: 'unfinished-plans', phase: { name: '33-memory' } });
  });
  it('4. no ROADMAP candidate → the lowest phase with unfinished plans (I011) — never "the lowest phase with plans"', () => {
    const r = choosePhase({ statePhase: 40, directories: DIRS });
    expect(r).toMatchObject({ ok: true, source: 'unfinished-plans', phase: { name: '33-memory' }, allPlansDone: false });
    expect(r.ok && r.phase.name).not.toBe('24-foundation');
    expect(codes(r)).toEqual([WarningCode.STATE_PHASE_WITHOUT_DIRECTORY, InfoCode.PHASE_FROM_UNFINISHED_PLANS]);
    expect(r.ok && r.how).toBe(
      'STATE.md names phase 40, which has no directory and there is no ROADMAP.md; phase 33 (33-memory) is the lowest phase with unfinished plans (1 of 2 without a SUMMARY.md).',
    );
  });
  it('5. everything done → E033, no work, saying what was looked at', () => {
    const done = DIRS.map((d) => ({ ...d, unfinishedPlans: 0 }));
    const r = choosePhase({ statePhase: 40, roadmap: parseRoadmap('- [x] **v4.0** — all shipped\n'), directories: done });
    expect(r).toMatchObject({ ok: false, code: ErrorCode.NO_PHASE });
    expect(r.ok ? '' : r.message).toBe(
      'No phase to route: STATE.md names phase 40, which has no directory; ROADMAP.md has no unchecked phase; every plan under .planning/phases/ has a SUMMARY.md.',
    );
    expect(choosePhase({ directories: null })).toMatchObject({
      ok: false,
      code: ErrorCode.NO_PHASE,
      message: 'No phase to route: STATE.md names no phase; there is no ROADMAP.md; .planning/phases/ does not exist.',
    });
    const empty = choosePhase({ directories: [] });
    expect(empty.ok ? '' : empty.message).toContain('.planning/phases/ is empty');
  });
  it('issue #10: "Phase 34 complete (pending review)" routes 34, not 24-foundation', () => {
    const r = choosePhase({ statePhase: 34, roadmap: ROADMAP, directories: DIRS });
    expect(r).toMatchObject({ ok: true, phase: { name: '34-resilience' }, source: 'state' });
  });
});

describe('choosePhase: directories', () => {
  it("two directories with one number: ROADMAP.md's name decides, W082 says so", () => {
    const dirs = [dir('01-plugin-foundation', 2, 0), dir('01-plan-schema-hardening', 3, 3)];
    const roadmap = parseRoadmap('- [ ] Phase 1: Plan Schema Hardening (3 plans)\n');
    const r = choosePhase({ statePhase: 1, roadmap, directories: dirs });
    expect(r).toMatchObject({ ok: true, phase: { name: '01-plan-schema-hardening' } });
    expect(codes(r)).toEqual([WarningCode.PHASE_NUMBER_AMBIGUOUS]);
    // Without a roadmap name: the one with unfinished plans.
    expect(choosePhase({ statePhase: 1, directories: dirs })).toMatchObject({ phase: { name: '01-plan-schema-hardening' } });
    // Neither: the first by name.
    const done = dirs.map((d) => ({ ...d, unfinishedPlans: 0 }));
    expect(choosePhase({ statePhase: 1, directories: done })).toMatchObject({ phase: { name: '01-plan-schema-hardening' } });
  });
  it('an unsafe directory name is never quoted', () => {
    const r = choosePhase({ statePhase: 7, directories: [dir('07-@team-[x](http://e)', 1, 1)] });
    expect(r.ok && r.how).toBe('Phase 7 (a directory with an unsafe name) from STATE.md.');
  });
  it('many directories: the list in messages is bounded', () => {
    const many = Array.from({ length: 40 }, (_, i) => dir(`${String(i + 1).padStart(2, '0')}-p`, 1, 0));
    const r = choosePhase({ requested: '99', directories: many });
    expect(r.ok ? '' : r.message).toContain('… 30 more');
  });
  it('allPlansDone is false for a phase without plans', () => {
    expect(choosePhase({ statePhase: 3, directories: [dir('03-empty', 0, 0)] })).toMatchObject({ ok: true, allPlansDone: false });
  });
});

describe('phaseAlreadyExecuted (I012)', () => {
  it('says "Phase N already executed", with the re-run flag when given', () => {
    const d = phaseAlreadyExecuted(dir('12-release', 2, 0), '--rerun-done');
    expect(d).toEqual({
      code: InfoCode.PHASE_ALREADY_EXECUTED,
      severity: 'info',
      message: 'Phase 12 already executed: all 2 plans have a SUMMARY.md.',
      hint: 'Review it (/legion review 12), or re-run its plans with --rerun-done.',
    });
    expect(phaseAlreadyExecuted(dir('03-x', 1, 0)).message).toBe('Phase 3 already executed: all 1 plan has a SUMMARY.md.');
    expect(phaseAlreadyExecuted(dir('03-x', 1, 0), '`rm -rf`').hint).toBe('Review it (/legion review 3).');
  });
});

describe('choosePhase: properties', () => {
  const dirArb = fc
    .record({
      number: fc.integer({ min: 0, max: 60 }),
      plans: fc.integer({ min: 0, max: 5 }),
      done: fc.integer({ min: 0, max: 5 }),
    })
    .map(({ number, plans, done }) => dir(`${String(number).padStart(2, '0')}-p${plans}${done}`, plans, Math.max(0, plans - done)));
  it('never throws; a chosen phase is one of the inputs; a fallback never picks a finished phase', () => {
    fc.assert(
      fc.property(
        fc.option(fc.array(dirArb, { maxLength: 12 }), { nil: null }),
        fc.option(fc.integer({ min: -2, max: 70 }), { nil: undefined }),
        fc.option(fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 70 })), { nil: undefined }),
        (directories, statePhase, requested) => {
          const r = choosePhase({ directories, ...(statePhase !== undefined ? { statePhase } : {}), ...(requested !== undefined ? { requested } : {}) });
          if (!r.ok) {
            expect([ErrorCode.REQUESTED_PHASE_INVALID, ErrorCode.PHASE_DIR_MISSING, ErrorCode.NO_PHASE]).toContain(r.code);
            return;
          }
          expect(directories ?? []).toContain(r.phase);
          if (r.source === 'unfinished-plans') expect(r.phase.unfinishedPlans).toBeGreaterThan(0);
          if (r.source === 'state') expect(r.phase.number).toBe(statePhase);
        },
      ),
    );
  });
});
