import { describe, expect, it } from 'vitest';
import { classifyMilestoneStatus, classifyPhaseStatus, hasWord, plainStatus } from '../../../src/core/state/status-words.js';

describe('classifyPhaseStatus', () => {
  it.each([
    ['executing', 'building'],
    ['Phase 5 executing — Plan 05-01 complete', 'building'],
    ['in progress (plan 1/2 complete)', 'building'],
    ['executed, pending review', 'needs_review'],
    ['Executed, pending review', 'needs_review'],
    ['complete (both plans executed, pending review)', 'needs_review'],
    ['complete (all 3 plans executed)', 'needs_review'],
    ['Phase 28 fully executed — four files', 'needs_review'],
    ['executed', 'needs_review'],
    ['built', 'needs_review'],
    ['Phase 28 plan 02 executed — three files', 'building'],
    ['Plan 05-01 complete', 'building'],
    ['planned', 'planned_not_built'],
    ['**Ready to Build** — requirements defined', 'planned_not_built'],
    ['Phase 21 planned — one plan', 'planned_not_built'],
    ['complete', 'phase_complete'],
    ['Complete', 'phase_complete'],
    ['Phase 1 complete — review passed (1 cycle)', 'phase_complete'],
    ['Phase 17 complete. Ready to plan Phase 18', 'phase_complete'],
    ['Core orchestration complete — extended features pending', 'phase_complete'],
    ['Not started', 'just_started'],
    ['Ready to plan', 'just_started'],
    ['Defining requirements', 'just_started'],
    ['Initialized — ready for `/legion:plan 1`', 'just_started'],
    ['Roadmap defined, ready for Phase 15', 'just_started'],
    ['pending', 'just_started'],
    ['reviewing (cycle 2)', 'review_in_progress'],
    ['review failed — needs work', 'review_failed'],
    ['rework requested', 'review_failed'],
  ])('%s → %s', (text, stage) => {
    expect(classifyPhaseStatus(text)).toBe(stage);
  });
  it('says nothing about names and empty text; "incomplete" and "complete-milestone" are other words', () => {
    for (const text of ['', 'Foundation', 'Plugin Scaffold', 'incomplete', 'run complete-milestone', 'Commands']) {
      expect(classifyPhaseStatus(text)).toBeUndefined();
    }
  });
});

describe('classifyMilestoneStatus', () => {
  it.each([
    ['complete', 'complete'],
    ['**Complete** — all 7 phases executed, milestone archived', 'complete'],
    ['Between milestones — v2.0 shipped', 'complete'],
    ['idle', 'complete'],
    ['archived', 'complete'],
    ['v1.0 complete and archived (2026-01-01)', 'complete'],
    ['None (between milestones)', 'complete'],
    ['Defining requirements', 'initializing'],
    ['Not started (defining requirements)', 'initializing'],
    ['active', 'in_progress'],
    ['Active — 3/6 phases complete', 'in_progress'],
    ['building', 'in_progress'],
    ['planning', 'in_progress'],
    ['executing', 'in_progress'],
    ['**Ready to Build** — roadmap created', 'initializing'],
  ])('%s → %s', (text, status) => {
    expect(classifyMilestoneStatus(text)).toBe(status);
  });
  it('unknown, null and names say nothing', () => {
    for (const text of ['unknown', 'null', '~', '', 'v3.0 — Legion Rebrand']) expect(classifyMilestoneStatus(text)).toBeUndefined();
  });
});

describe('word helpers', () => {
  it('hasWord matches whole words only; plainStatus drops emphasis and lower-cases', () => {
    expect(hasWord('phase complete.', 'complete')).toBe(true);
    expect(hasWord('incomplete', 'complete')).toBe(false);
    expect(hasWord('completed', 'complete')).toBe(false);
    expect(plainStatus('  **Ready**   to `Build` ')).toBe('ready to build');
  });
});
