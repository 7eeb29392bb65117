import { describe, expect, it } from 'vitest';
import { nextStepHint, phaseFacts, phaseMentions, planIdPhases, segmentAbout } from '../../../src/core/state/state-mentions.js';

describe('phaseMentions / segmentAbout', () => {
  it('singular "Phase N" only; decimals and "Phases 29, 30" are not mentions', () => {
    expect(phaseMentions('Active — Phase 33 in progress, Phase 34 blocked').map((m) => m.number)).toEqual([33, 34]);
    expect(phaseMentions('Phases 29, 30 and phase 2.1')).toEqual([]);
    expect(phaseMentions('phase12 subphase 3 Phase  7')).toEqual([{ number: 7, at: 19, end: 27 }]);
  });
  it('the words about one phase stop at the next phase named', () => {
    expect(segmentAbout('Phase 17 complete. Ready to plan Phase 18', 17)).toBe('Phase 17 complete. Ready to plan ');
    expect(segmentAbout('Active — 5/6 phases complete, Phase 34 pending', 34)).toBe('Phase 34 pending');
    expect(segmentAbout('no phase here', 3)).toBeUndefined();
  });
});

describe('planIdPhases', () => {
  it('plan ids next to the word "plan"; dates are not plan ids', () => {
    expect(planIdPhases('2026-03-05 — Completed 39-01 plan (mappings)')).toEqual([39]);
    expect(planIdPhases('Completed: Plan 37-02 — injection')).toEqual([37]);
    expect(planIdPhases('All 3 plans complete (36-01, 36-02, 36-03)')).toEqual([36]);
    expect(planIdPhases('2026-03-05 release 39-01')).toEqual([]);
    expect(planIdPhases('v2026-01-02 plan')).toEqual([]);
  });
});

describe('phaseFacts', () => {
  it('reads what a line says about each phase', () => {
    expect(phaseFacts('**Phase 36 — Polymath: COMPLETE**', false)).toEqual([{ phase: 36, stage: 'phase_complete' }]);
    expect(phaseFacts('**Phase 36 — Polymath:** Plan 01 complete (agent)', false)).toEqual([{ phase: 36, stage: 'building' }]);
    expect(phaseFacts('Completed 39-01 plan (mappings)', false)).toEqual([{ phase: 39, stage: 'building' }]);
    expect(phaseFacts('Phase 30 complete (three requirements)', false)).toEqual([{ phase: 30, stage: 'phase_complete' }]);
  });
  it('Next: lines name the next phase; a plan of it means it is under way', () => {
    expect(phaseFacts('**Next:** Phase 37 — pick from the roadmap', true)).toEqual([{ phase: 37, stage: 'just_started' }]);
    expect(phaseFacts('**Next:** Phase 38 Plan 01 — the registry', true)).toEqual([{ phase: 38, stage: 'building' }]);
  });
  it('blocked or waiting phases state nothing; bare mentions state nothing', () => {
    expect(phaseFacts('Phase 34 still blocked (needs 30 + 33 — 30 done, waiting on 33).', false)).toEqual([]);
    expect(phaseFacts('Wave 2 unblocked: Phase 32 (needs 29), Phase 33 (needs 31).', false)).toEqual([]);
  });
});

describe('nextStepHint', () => {
  it('the first command given as an instruction, with its phase', () => {
    expect(nextStepHint(['Run `/legion:review` to verify Phase 12: Release'])).toEqual({ command: 'review', phase: 12 });
    expect(nextStepHint(['Phase 13 done.', 'Run `/agency:plan 14` to plan Phase 14'])).toEqual({ command: 'plan', phase: 14 });
    expect(nextStepHint(['Run `/gsd:plan-phase` for Phase 7 next'])).toEqual({ command: 'plan', phase: 7 });
    expect(nextStepHint(['Next: Run `/gsd:execute-phase 21` to execute.'])).toEqual({ command: 'build', phase: 21 });
    expect(nextStepHint(['v4.0 is done. Run `/legion:milestone` to archive it.'])).toEqual({ command: 'milestone' });
    expect(nextStepHint(['- /legion:build'])).toEqual({ command: 'build' });
  });
  it('commands named in prose, unknown commands and Legion commands with no lifecycle meaning are skipped', () => {
    expect(nextStepHint(['Wire the flag into the /legion:review command'])).toBeUndefined();
    expect(nextStepHint(['Run `/legion:explore` first', 'Run `/legion:build` then'])).toEqual({ command: 'build' });
    expect(nextStepHint(['Run `/other:review`'])).toBeUndefined();
    expect(nextStepHint([])).toBeUndefined();
  });
  it('`start` / new-milestone is recognised (and then ignored by the reader)', () => {
    expect(nextStepHint(['Run `/gsd:new-milestone` or `/legion:start`'])).toEqual({ command: 'start' });
  });
});
