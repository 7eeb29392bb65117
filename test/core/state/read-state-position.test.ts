import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRoadmap } from '../../../src/core/state/parse-roadmap.js';
import { parsePhaseValue, readStatePosition } from '../../../src/core/state/read-state-position.js';
import { HAS_LEGION_REF, LEGION_REF } from '../../support/legion-reference.js';
import { costRatio } from './relative-cost.js';

/**
 * One fixture per STATE.md format found in Legion's history (issue #10, item 1). The texts are
 * ours, written in Legion's formats; only the shapes are Legion's.
 */
const at = (text: string, roadmap?: string) => readStatePosition(text, roadmap === undefined ? undefined : parseRoadmap(roadmap));

describe('readStatePosition: every format Legion has written', () => {
  it('`- **Phase**: 5 of 6 (executing)` bullets → building 5', () => {
    const p = at(`# Project State

## Current Position
- **Phase**: 5 of 6 (executing)
- **Status**: Phase 5 executing — Plan 05-01 complete
- **Last Activity**: Plan 05-01 (2026-01-02)

## Phase 1 Results
- **Status**: Phase 1 complete
`);
    expect(p).toMatchObject({ position: 'building', phase: 5, totalPhases: 6, source: 'phase-line', lastActivity: 'Plan 05-01 (2026-01-02)' });
  });

  it('the Phase line\'s own status beats the Status line: 6 of 6 "(executed, pending review)" is not milestone_complete', () => {
    const p = at(`## Current Position
- **Phase**: 6 of 6 (executed, pending review)
- **Status**: Phase 6 complete — every plan ran
`);
    expect(p).toMatchObject({ position: 'needs_review', phase: 6 });
  });

  it('bullets with a **Milestone** line and no Phase line → milestone_complete, no phase', () => {
    const p = at(`## Current Position
- **Milestone**: v1.0 complete and archived (2026-01-05)
- **Status**: All 9 phases complete, milestone archived
- **Last Activity**: milestone wrap-up
`);
    expect(p.position).toBe('milestone_complete');
    expect(p.phase).toBeUndefined();
    expect(p.milestone).toBe('v1.0 complete and archived (2026-01-05)');
  });

  it('`Phase: Not started (defining requirements)` → just_started, no phase (not unknown)', () => {
    const p = at(`## Current Position

Phase: Not started (defining requirements)
Plan: —
Status: Defining requirements
Last activity: 2026-01-06 — new milestone begun
`);
    expect(p).toMatchObject({ position: 'just_started', status: 'defining requirements' });
    expect(p.phase).toBeUndefined();
  });

  it('`Phase: 15 (Plugin Scaffold) — Not started` → just_started 15 with its name', () => {
    const p = at(`## Current Position

Phase: 15 (Plugin Scaffold) — Not started
Status: Roadmap written, ready for Phase 15
`);
    expect(p).toMatchObject({ position: 'just_started', phase: 15, phaseName: 'Plugin Scaffold' });
  });

  it('YAML frontmatter then `Phase: 21 (Name) — Planned`; a frontmatter `status: unknown` says nothing', () => {
    const p = at(`---
tool_version: 1.0
milestone: v1.0
status: unknown
progress:
  total_phases: 19
  completed_phases: 19
---

# Project State

## Current Position

Phase: 21 (Strategic Advisors) — Planned
Plan: 21-01 (planned, 2 tasks)
Status: Phase 21 planned — one plan, one wave
`);
    expect(p).toMatchObject({ position: 'planned_not_built', phase: 21, phaseName: 'Strategic Advisors' });
  });

  it('`Status: Between milestones` with no Phase line → milestone_complete', () => {
    const p = at(`## Current Position

Milestone: v2.0 — Complete (archived 2026-01-08)
Status: Between milestones — v2.0 shipped, nothing started
`);
    expect(p).toMatchObject({ position: 'milestone_complete', source: 'milestone-line' });
  });

  it('`Phase: 24 — Foundation` with `Status: Ready to plan` → just_started 24 named Foundation', () => {
    const p = at(`## Current Position

Milestone: v3.0 — Rename
Phase: 24 — Foundation
Plan: —
Status: Ready to plan
`);
    expect(p).toMatchObject({ position: 'just_started', phase: 24, phaseName: 'Foundation', source: 'status-line', phaseSource: 'phase-line' });
  });

  it("frontmatter milestone-level status + phase-map table: the Status line's words about phase 34 decide (issue example)", () => {
    const p = at(`---
milestone: v4.0
status: active
progress:
  total_phases: 6
  completed_phases: 5
---

## Current Position

Milestone: v4.0 — Audit Adoption
Status: Active — Phase 34 complete (both plans executed, pending review)
Progress: [==========] 100% (6/6 phases planned complete, Phase 34 pending review)

## v4.0 Phase Map

| Phase | Name | Status |
|-------|------|--------|
| 33 | Memory | **Complete** |
| 34 | Resilience | Pending |
`);
    expect(p).toMatchObject({ position: 'needs_review', phase: 34, source: 'status-line' });
  });

  it('"Active — 5/6 phases complete, Phase 34 pending" reads the words after "Phase 34" → just_started 34', () => {
    const p = at('## Current Position\n\nStatus: Active — 5/6 phases complete, Phase 34 pending\n');
    expect(p).toMatchObject({ position: 'just_started', phase: 34 });
  });

  it('two frontmatter blocks in a row: the first (newest) one is believed', () => {
    const text = (first: string, second: string) => `---
milestone: v4.0
status: ${first}
---
---
milestone: v4.0
status: ${second}
---

## Current Position

Milestone: v4.0 — Audit Adoption
Status: Active — 5/6 phases complete
`;
    expect(at(text('complete', 'active')).position).toBe('milestone_complete');
    expect(at(text('complete', 'active')).source).toBe('frontmatter');
    // `unknown` in the newest block says nothing; the older block is not consulted, the body is.
    expect(at(text('unknown', 'complete')).source).not.toBe('frontmatter');
  });

  it("frontmatter that is current while the body's Status line is stale → the frontmatter", () => {
    const p = at(`---
milestone: v5.0
status: complete
last_session: "2026-01-20 — Completed 40-03 plan — milestone done"
progress:
  total_phases: 5
  completed_phases: 5
---

## Current Position

Milestone: v5.0 — Architecture
Status: **Building** — 25/32 requirements delivered
Last activity: 2026-01-19 — Completed 39-04 plan
`);
    expect(p).toMatchObject({ position: 'milestone_complete', phase: 40, source: 'frontmatter', phaseSource: 'activity' });
  });

  it('frontmatter `status: building`, stale body "Ready to Build": the latest completed plan names the phase', () => {
    const p = at(`---
milestone: v5.0
status: building
last_session: "2026-01-15 — Completed 36-03 plan (integration)"
---

## Current Position

Milestone: v5.0 — Architecture
Status: **Ready to Build** — requirements defined, roadmap created

## Recent Activity

### Completed: Plan 37-02 — Wave injection
- done

### Completed: Plan 36-03 — Integration
- done
`);
    expect(p).toMatchObject({ position: 'building', phase: 37, source: 'activity' });
  });

  it('a phase named only under "Next Steps" → that phase, just_started', () => {
    const p = at(`---
milestone: v5.0
status: planning
last_session: "2026-01-12 — Completed 36-03 plan"
---

## Current Position

Milestone: v5.0 — Architecture
Status: **Ready to Build** — roadmap created

## Next Steps

**Phase 36 — Polymath: COMPLETE**
- All 3 plans complete (36-01, 36-02, 36-03)

**Next:** Phase 37 — choose the next phase from the roadmap
`);
    expect(p).toMatchObject({ position: 'just_started', phase: 37, source: 'next-steps' });
  });

  it('"**Next:** Phase 38 Plan 01 — …" means phase 38 is under way', () => {
    const p = at(`## Current Position\n\nStatus: Building\n\n## Next Steps\n\n**Next:** Phase 38 Plan 01 — the registry\n`);
    expect(p).toMatchObject({ position: 'building', phase: 38 });
  });

  it('a blocked phase in Next Steps states nothing about it', () => {
    const p = at(
      `## Current Position\n\nStatus: Active — 3/6 phases complete\nLast activity: Phase 30 complete (three requirements)\n\n## Next Steps\n\nPhase 34 still blocked (needs 30 + 33 — 30 done, waiting on 33).\nRun \`/legion:plan 32\` to start wave 2.\n`,
    );
    expect(p).toMatchObject({ position: 'just_started', phase: 32 });
  });

  it('`milestone: null` with `status: idle` → milestone_complete, no phase', () => {
    const p = at(`---
milestone: null
milestone_name: null
status: idle
progress:
  total_phases: 0
  completed_phases: 0
---

## Current Position

Milestone: None (between milestones)
Status: **Idle** — v5.0 shipped, next milestone not defined
`);
    expect(p).toMatchObject({ position: 'milestone_complete', source: 'frontmatter' });
    expect(p.phase).toBeUndefined();
  });
});

describe('readStatePosition: the next step bounds the stage of the current phase', () => {
  const bullets = (phase: string, status: string, next: string) => `## Current Position\n- **Phase**: ${phase}\n- **Status**: ${status}\n\n## Next Action\n${next}\n`;

  it('"complete" whose next step is its review → needs_review', () => {
    expect(at(bullets('9 of 14 (complete)', 'Phase 9 complete — all plans ran', 'Run `/legion:review` to verify Phase 9')).position).toBe('needs_review');
    const last = at(bullets('12 of 12 (complete)', 'All 12 phases complete', 'Run `/legion:review` to verify Phase 12: Release'));
    expect(last).toMatchObject({ position: 'needs_review', phase: 12 });
    expect(last.how).toContain('review phase 12');
  });
  it('12 of 12 complete with no review pending → milestone_complete', () => {
    expect(at(bullets('12 of 12 (complete)', 'All 12 phases complete', 'Run `/legion:milestone` to archive')).position).toBe('milestone_complete');
  });
  it('"executed" followed by planning the next phase → phase_complete', () => {
    expect(at(bullets('12 of 14 (executed)', 'Phase 12 complete — 2 plans ran', 'Run `/legion:plan 13` to begin Phase 13')).position).toBe('phase_complete');
    expect(at(bullets('6 of 14 (complete)', 'Core complete', 'Run `/legion:plan` for Phase 7 next')).position).toBe('phase_complete');
  });
  it('executed, and the next step is to review a later milestone → milestone_complete', () => {
    const p = at('## Current Position\nStatus: Active — Phase 35 complete (all 3 plans executed)\n\n## Next Steps\nv4.0 is done. Run `/legion:milestone` to archive it.\n');
    expect(p).toMatchObject({ position: 'milestone_complete', phase: 35 });
  });
  it('a command named in prose is not an instruction', () => {
    const p = at(
      '## Current Position\nStatus: Building\nLast activity: Completed 38-02 plan\n\n## Next Steps\n**Next:** Phase 38 Plan 03 — wire the flag into the /legion:review command\n',
    );
    expect(p).toMatchObject({ position: 'building', phase: 38 });
  });
  it('earlier command names (/agency:, /gsd:) are read by what they do', () => {
    expect(at(bullets('7 of 14 (executed, pending review)', 'x', 'Run `/agency:review` to verify Phase 7')).position).toBe('needs_review');
    expect(at(bullets('20 — Not started', 'x', 'Run `/gsd:plan-phase 20` to plan it')).position).toBe('just_started');
    expect(at(bullets('21 (Advisors) — Planned', 'planned', 'Next: Run `/gsd:execute-phase 21`')).position).toBe('planned_not_built');
  });
  it('a next step about another phase does not bound the stage (except planning a later one)', () => {
    expect(at(bullets('8 of 14 (executing)', 'x', 'Run `/legion:review` to verify Phase 7')).position).toBe('building');
  });
});

describe('readStatePosition: spec forms, plans, ROADMAP.md as second source', () => {
  it('spec form: `Phase: 3 of 5` + `Status: complete` → phase_complete; 5 of 5 → milestone_complete', () => {
    expect(at('Phase: 3 of 5\nStatus: complete\n')).toMatchObject({ position: 'phase_complete', phase: 3, status: 'complete' });
    expect(at('Phase: 5 of 5\nStatus: complete\n').position).toBe('milestone_complete');
  });
  it('dry-run forms: planned, pending, executed pending review', () => {
    expect(at('# State\nPhase: 1 of 2\nStatus: planned\n').position).toBe('planned_not_built');
    expect(at('# State\nPhase: 1 of 2\nStatus: pending\n').position).toBe('just_started');
    expect(at('# State\nPhase: 1 of 2\nStatus: executed, pending review\n').position).toBe('needs_review');
  });
  it('the state template (Phase 0, Initialized, next: plan 1) → just_started 1', () => {
    const p = at(
      '## Current Position\n- **Phase**: 0 of {total_phases} (not started)\n- **Status**: Initialized — ready for `/legion:plan 1`\n\n## Next Action\nRun `/legion:plan 1` to begin Phase 1: {first_phase_name}\n',
    );
    expect(p).toMatchObject({ position: 'just_started', phase: 1 });
    expect(p.totalPhases).toBeUndefined();
  });
  it('one plan executed is a phase still building; all of them is a phase executed', () => {
    expect(at('## Current Position\nPhase: 28 — Docs\nStatus: Phase 28 plan 02 executed — three files\n').position).toBe('building');
    expect(at('## Current Position\nPhase: 28 — Docs\nStatus: Phase 28 fully executed — four files\n').position).toBe('needs_review');
  });
  it('the Status line about another phase is not about the current one', () => {
    expect(at('## Current Position\nPhase: 20 (Distribution) — Planned\nStatus: Phase 19 complete — all good\n')).toMatchObject({ position: 'planned_not_built', phase: 20 });
    expect(at('## Current Position\nPhase: 20 (Distribution) — Not started\nStatus: Phase 21 complete\n')).toMatchObject({ position: 'just_started', phase: 20 });
  });
  // Legion's commit 61b270d8 (issue 24): until then this read just_started, phase 20, and a build
  // rebuilt 19-01, whose SUMMARY.md landed one commit later.
  it('"Phase: 20 — Not started" with "Status: Phase 19 complete": phase 19 is complete, phase 20 is to plan', () => {
    const p = at('## Current Position\nPhase: 20 (Distribution) — Not started\nStatus: Phase 19 complete — all good\n');
    expect(p).toMatchObject({ position: 'phase_complete', phase: 19, source: 'status-line', phaseSource: 'status-line' });
    expect(p.how).toBe('STATE.md: phase complete, phase 19 (position from the Status line); phase 20 is not started yet.');
    // phase 0 is never a phase: "Phase 0 complete" leaves phase 1 just started
    expect(at('## Current Position\nPhase: 1 — Not started\nStatus: Phase 0 complete\n')).toMatchObject({ position: 'just_started', phase: 1 });
  });
  it('last phase of the current milestone in ROADMAP.md, complete → milestone_complete', () => {
    const roadmap = '- [x] **v1.0** — done\n- [ ] **v2.0** — now\n\n## v2.0 — Now\n\n### Phase 7: A\n### Phase 8: B\n';
    expect(at('Phase: 8\nStatus: complete\n', roadmap).position).toBe('milestone_complete');
    expect(at('Phase: 7\nStatus: complete\n', roadmap).position).toBe('phase_complete');
  });
  it('no phase in STATE.md → the first unchecked phase of the current milestone, position unknown', () => {
    const roadmap = '- [x] **v1.0** — x\n- [ ] **v2.0** — y\n\n## v2.0 — Y\n\n- [x] Phase 3: Three\n- [ ] Phase 4: Four\n';
    expect(at('## Current Position\nMilestone: v2.0\nStatus: Active\n', roadmap)).toMatchObject({
      position: 'unknown',
      phase: 4,
      phaseName: 'Four',
      phaseSource: 'roadmap',
    });
  });
  it('STATE.md says a milestone is under way, every milestone checked → milestone_complete from ROADMAP.md', () => {
    expect(at('## Current Position\nStatus: Active\n', '- [x] **v1.0** — a\n- [x] **v2.0** — b\n')).toMatchObject({ position: 'milestone_complete', source: 'roadmap' });
  });
  it('an empty or unreadable STATE.md says nothing: no phase is taken from ROADMAP.md', () => {
    for (const text of ['', '# State\n\nNothing here yet.\n', '- **Phase**: two of three\n**Status**:\n']) {
      const p = at(text, '- [ ] Phase 2: Two\n- [x] **v1.0** — a\n');
      expect(p.position).toBe('unknown');
      expect(p.phase).toBeUndefined();
    }
  });
  it("phase name: STATE.md's, else ROADMAP.md's", () => {
    expect(at('Phase: 3 of 5\nStatus: planned\n', '### Phase 3: Control Modes').phaseName).toBe('Control Modes');
  });
  it('missing file → no_project; empty or prose → unknown; never throws', () => {
    expect(readStatePosition(undefined)).toMatchObject({ exists: false, position: 'no_project' });
    expect(at('')).toMatchObject({ exists: true, position: 'unknown', status: 'unknown' });
    expect(at('just prose\n\n- a list')).toMatchObject({ position: 'unknown' });
    expect(readStatePosition(7 as unknown as string).position).toBe('no_project');
  });
  it('lines inside fenced code are examples, not state', () => {
    expect(at('```\nPhase: 9 of 9 (complete)\n```\n## Current Position\nPhase: 2 of 9 (executing)\n')).toMatchObject({ phase: 2, position: 'building' });
  });
  it('how says where the position and the phase came from', () => {
    expect(at('## Current Position\nPhase: 24 — Foundation\nStatus: Ready to plan\n').how).toBe(
      'STATE.md: just started, phase 24 (position from the Status line, phase from the Phase line).',
    );
  });
});

describe('parsePhaseValue', () => {
  it('reads number, total, name and own status in each form', () => {
    expect(parsePhaseValue('5 of 6 (executing)')).toEqual({ number: 5, total: 6, status: 'executing' });
    expect(parsePhaseValue('13 of 14 (executing — 2/2 plans complete)')).toEqual({ number: 13, total: 14, status: 'executing — 2/2 plans complete' });
    expect(parsePhaseValue('15 (Plugin Scaffold) — Not started')).toEqual({ number: 15, name: 'Plugin Scaffold', status: 'Not started' });
    expect(parsePhaseValue('22 (Review Panels) — Executed, pending review')).toEqual({ number: 22, name: 'Review Panels', status: 'Executed, pending review' });
    expect(parsePhaseValue('24 — Foundation')).toEqual({ number: 24, name: 'Foundation' });
    expect(parsePhaseValue('17 (Skills) — Complete')).toEqual({ number: 17, name: 'Skills', status: 'Complete' });
    expect(parsePhaseValue('Not started (defining requirements)')).toEqual({ status: 'Not started (defining requirements)' });
    expect(parsePhaseValue('0 of {total_phases} (not started)')).toEqual({ number: 0, status: 'not started' });
    expect(parsePhaseValue('12')).toEqual({ number: 12 });
    expect(parsePhaseValue('3 (unclosed')).toEqual({ number: 3, name: 'unclosed' });
  });
});

describe('readStatePosition: bounded work on hostile text', () => {
  it('pathological STATE.md costs about what ordinary text of the same size costs', () => {
    const size = 400_000;
    const ordinary = `## Current Position\n${'Status: Phase 3 executing, plan 03-01 complete\n'.repeat(size / 48)}`;
    const hostile = [
      `---\n${'a: '.repeat(size / 12)}\n---\n`,
      `## Current Position\nStatus: ${'phase 1 '.repeat(size / 32)}\n`,
      `Phase: ${'('.repeat(size / 8)}\n`,
      `## Next Steps\n${'/legion:'.repeat(size / 32)}\n${'complete plan 1-01 '.repeat(size / 80)}\n`,
      // Distinct phase numbers in every line of Next Steps and Recent Activity.
      `${Array.from({ length: 2000 }, (_, i) => `Phase ${i} done, `).join('')}\n`.repeat(8),
      `**Next:** ${Array.from({ length: 2000 }, (_, i) => `Phase ${i} plan `).join('')}\n`.repeat(8),
      `## Recent Activity\n${'### Completed: Plan 12-01 phase 3 phase 4\n'.repeat(2000)}`,
    ].join('');
    expect(costRatio((t) => readStatePosition(t), hostile, ordinary)).toBeLessThan(30);
  });
});

describe.skipIf(!HAS_LEGION_REF)('readStatePosition: real Legion files', () => {
  const read = (rel: string): string => readFileSync(join(LEGION_REF, rel), 'utf8');
  it('.planning/STATE.md: phase 12 of 12 "complete", next action its review → needs_review 12', () => {
    const p = readStatePosition(read('.planning/STATE.md'), parseRoadmap(read('.planning/ROADMAP.md')));
    expect(p).toMatchObject({ position: 'needs_review', phase: 12, totalPhases: 12, phaseName: 'Integration & Release' });
    expect(p.milestone).toContain('v6.0');
  });
  it('the state template → just_started 1', () => {
    expect(readStatePosition(read('skills/questioning-flow/templates/state-template.md'))).toMatchObject({ position: 'just_started', phase: 1 });
  });
  it('dry-run fixtures', () => {
    const dir = 'tests/fixtures/dry-run';
    expect(readStatePosition(read(`${dir}/ok/.planning/STATE.md`)).position).toBe('planned_not_built');
    expect(readStatePosition(read(`${dir}/missing-roadmap/.planning/STATE.md`)).position).toBe('just_started');
    expect(readStatePosition(read(`${dir}/missing-summaries/.planning/STATE.md`)).position).toBe('needs_review');
  });
});

describe("readStatePosition: statuses Legion's commands write", () => {
  const state = (phase: string, status: string) => `## Current Position\n- **Phase**: ${phase}\n- **Status**: ${status}\n`;
  it('build: executed / partial; review: under review, escalated, stale, passed; plan: planned', () => {
    expect(at(state('4 of 9 (executed, pending review)', 'Phase 4 complete — all plans executed successfully')).position).toBe('needs_review');
    expect(at(state('4 of 9 (partial — 2 plan(s) failed)', 'Phase 4 partial — 2 plan(s) failed, review needed')).position).toBe('needs_review');
    expect(at(state('4 of 9 (executed, pending review)', 'Phase 4 under review — cycle 2/3, 1 blocker(s) remaining')).position).toBe('review_in_progress');
    expect(at(state('4 of 9 (executed, pending review)', 'Phase 4 review escalated — 2 unresolved blocker(s) after 3 cycles')).position).toBe('review_failed');
    expect(at(state('4 of 9 (executed, pending review)', 'Phase 4 review stale — 3 finding(s) unchanged after 2 cycles')).position).toBe('review_failed');
    expect(at(state('4 of 9 (complete)', 'Phase 4 complete — review passed in 2 cycle(s)')).position).toBe('phase_complete');
    expect(at(state('4 of 9 (planned)', 'Phase 4 planned -- 3 plans across 2 waves')).position).toBe('planned_not_built');
    expect(at(state('4 of 9 (executing)', 'Phase 4 executing — Plan 04-02 failed')).position).toBe('building');
  });
  it('`Phase: N -- Name` (double hyphen) names the phase', () => {
    expect(parsePhaseValue('4 -- Observability')).toEqual({ number: 4, name: 'Observability' });
  });
});
