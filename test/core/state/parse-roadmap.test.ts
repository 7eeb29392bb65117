import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_ROADMAP_PHASES, currentMilestonePhases, nextRoadmapPhase, openRoadmapPhases, parseRoadmap, phaseName } from '../../../src/core/state/parse-roadmap.js';

import { LEGION_REF as REF, HAS_LEGION_REF } from '../../support/legion-reference.js';
import { costRatio } from './relative-cost.js';
const read = (rel: string): string => readFileSync(join(REF, rel), 'utf8');

describe('parseRoadmap', () => {
  it('missing or empty → no phases', () => {
    expect(parseRoadmap(undefined)).toEqual({ phases: [] });
    expect(parseRoadmap('')).toEqual({ phases: [] });
    expect(parseRoadmap(7 as unknown as string)).toEqual({ phases: [] });
  });
  it('reads ### Phase N: Name headings (no completion info)', () => {
    expect(parseRoadmap('# R\n\n### Phase 1: Foundation\nGoal: x\n## Phase 2: Growth ##\n')).toEqual({
      phases: [
        { number: 1, name: 'Foundation' },
        { number: 2, name: 'Growth' },
      ],
    });
  });
  it('reads checklist lines, completion and drops the (N plans) note', () => {
    const r = parseRoadmap('- [x] Phase 1: Alpha (3 plans)\n- [ ] Phase 2: Beta (1 plan)\n- [X] **Phase 3: Gamma**\n');
    expect(r.phases).toEqual([
      { number: 1, name: 'Alpha', complete: true },
      { number: 2, name: 'Beta', complete: false },
      { number: 3, name: 'Gamma', complete: true },
    ]);
  });
  it('keeps other parentheses in names', () => {
    expect(parseRoadmap('- [ ] Phase 4: Auth (OAuth)').phases[0]?.name).toBe('Auth (OAuth)');
  });
  it('heading name wins over checklist name; completion from the checklist; sorted by number', () => {
    const r = parseRoadmap('- [x] Phase 2: Short (2 plans)\n- [ ] Phase 1: One\n\n### Phase 2: Long Name\n');
    expect(r.phases).toEqual([
      { number: 1, name: 'One', complete: false },
      { number: 2, name: 'Long Name', complete: true },
    ]);
  });
  it('accepts dash separators, CRLF and BOM; skips decimal phases and code blocks', () => {
    const r = parseRoadmap('\uFEFF### Phase 1 — Start\r\n### Phase 2.1: Inserted\r\n```\n### Phase 9: Example\n```\n');
    expect(r.phases).toEqual([{ number: 1, name: 'Start' }]);
  });
  it('phaseName finds a phase by number', () => {
    const r = parseRoadmap('### Phase 3: Control Modes');
    expect(phaseName(r, 3)).toBe('Control Modes');
    expect(phaseName(r, 4)).toBeUndefined();
    expect(phaseName(r, undefined)).toBeUndefined();
  });
  it('pathological input costs about what ordinary text of the same size costs', () => {
    const evil = `- [x] Phase 1: ${'('.repeat(50_000)}\n### Phase 2: ${'# '.repeat(50_000)}\n- [ ] Phase 3: a${' '.repeat(100_000)}(1 plan`;
    const ordinary = '### Phase 1: An ordinary phase name\n'.repeat(Math.ceil(evil.length / 36));
    expect(costRatio(parseRoadmap, evil, ordinary)).toBeLessThan(30);
  });
});

describe.skipIf(!HAS_LEGION_REF)('parseRoadmap: real Legion files', () => {
  it('.planning/ROADMAP.md: 12 phases with names and checklist state', () => {
    const r = parseRoadmap(read('.planning/ROADMAP.md'));
    expect(r.phases.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(r.phases[0]).toEqual({ number: 1, name: 'Plan Schema Hardening', complete: true, milestone: 'v6.0' });
    expect(r.phases[11]).toEqual({ number: 12, name: 'Integration & Release', complete: false, milestone: 'v6.0' });
    expect(r.currentMilestone).toBe('v6.0');
    expect(r.milestones?.map((m) => m.version)).toEqual(['v1.0', 'v2.0', 'v3.0', 'v4.0', 'v5.0', 'v6.0']);
    expect(phaseName(r, 3)).toBe('Control Modes');
  });
  it('dry-run fixture roadmap', () => {
    const r = parseRoadmap(read('tests/fixtures/dry-run/ok/.planning/ROADMAP.md'));
    expect(r.phases).toEqual([{ number: 1, name: 'Foundation' }]);
  });
});

describe('parseRoadmap: milestones, emphasis, progress tables (Legion history forms)', () => {
  const ROADMAP = `# Roadmap

## Milestones

- [x] **v1.0** — first release → [Archive](milestones/v1.0-ROADMAP.md)
- [x] **v2.0** — plugin
- [ ] **v3.0** — rename (5 phases)

## v3.0 — Rename

### Phases

- [x] **Phase 24: Foundation** — constants first; everything depends on this
- [ ] **Phase 25: Commands** — rename the commands
- [ ] **Phase 26: Skills** — the skill files

### Progress

| Phase | Plans Complete | Status | Completed |
|-------|----------------|--------|-----------|
| 24. Foundation | 1/1 | Complete | 2026-01-02 |
| 25. Commands | 1/1 | Complete | 2026-01-02 |
| 26. Skills | 0/1 | In Progress | |
| 27. Manifest | 0/? | Not started | |
`;
  it('the milestone list and the first unchecked one as current', () => {
    const r = parseRoadmap(ROADMAP);
    expect(r.milestones).toEqual([
      { version: 'v1.0', complete: true },
      { version: 'v2.0', complete: true },
      { version: 'v3.0', complete: false },
    ]);
    expect(r.currentMilestone).toBe('v3.0');
  });
  it('an emphasised checklist entry is named up to its closing **', () => {
    expect(parseRoadmap(ROADMAP).phases[0]).toEqual({ number: 24, name: 'Foundation', complete: true, milestone: 'v3.0' });
  });
  it('completion: the checkbox or a Complete in the progress table; table-only phases are read too', () => {
    const r = parseRoadmap(ROADMAP);
    expect(r.phases.map((p) => [p.number, p.complete])).toEqual([
      [24, true],
      [25, true], // unchecked box, but the table says Complete
      [26, false],
      [27, false],
    ]);
    expect(r.phases[3]?.name).toBe('Manifest');
  });
  it('table status cells with emphasis; a table without a Status column is not read', () => {
    const r = parseRoadmap('### Phase 29: A\n\n| Phase | Requirements | Status |\n|---|---|---|\n| 29. A | X-01 | **Complete** |\n\n| Phase | Goal |\n|---|---|\n| 30. B | y |\n');
    expect(r.phases).toEqual([{ number: 29, name: 'A', complete: true }]);
  });
  it('a title naming a version puts the phases under it in that milestone', () => {
    const r = parseRoadmap('# Project v6.0 — Roadmap\n\n- [x] **v5.0** — x\n- [ ] **v6.0** — y\n\n## Phases\n\n- [x] Phase 1: One (3 plans)\n- [ ] Phase 2: Two (2 plans)\n');
    expect(r.phases).toEqual([
      { number: 1, name: 'One', complete: true, milestone: 'v6.0' },
      { number: 2, name: 'Two', complete: false, milestone: 'v6.0' },
    ]);
    expect(openRoadmapPhases(r).map((p) => p.number)).toEqual([2]);
  });
  it('currentMilestonePhases: tagged phases of the current milestone, else untagged ones; none when all shipped', () => {
    const mixed = parseRoadmap('- [x] **v1.0** — a\n- [ ] **v2.0** — b\n\n## v1.0 — A\n- [ ] Phase 1: Old\n\n## v2.0 — B\n- [ ] Phase 5: New\n');
    expect(currentMilestonePhases(mixed).map((p) => p.number)).toEqual([5]);
    const untagged = parseRoadmap('- [x] **v1.0** — a\n- [ ] **v2.0** — b\n\n## Phases\n- [ ] Phase 15: Scaffold\n');
    expect(currentMilestonePhases(untagged).map((p) => p.number)).toEqual([15]);
    expect(currentMilestonePhases(parseRoadmap('- [x] **v1.0** — a\n\n- [ ] Phase 3: Left\n'))).toEqual([]);
    expect(currentMilestonePhases(parseRoadmap('- [ ] Phase 3: Three\n')).map((p) => p.number)).toEqual([3]);
    expect(currentMilestonePhases(undefined)).toEqual([]);
  });
  it('nextRoadmapPhase', () => {
    const r = parseRoadmap('### Phase 8: A\n### Phase 10: B\n');
    expect(nextRoadmapPhase(r, 8)).toBe(10);
    expect(nextRoadmapPhase(r, 10)).toBeUndefined();
    expect(nextRoadmapPhase(r, undefined)).toBeUndefined();
  });
  it('acceptance-criteria checkboxes and plan checkboxes are not phases', () => {
    const r = parseRoadmap('### Phase 2: Safety\n- [ ] Plan checks overlap and flags it\n- [x] 02-01-PLAN.md — overlap detection\n- [ ] Phase 2 tests pass\n');
    expect(r.phases).toEqual([{ number: 2, name: 'Safety' }]);
  });
});

describe('parseRoadmap: bounds', () => {
  it(`keeps at most ${MAX_ROADMAP_PHASES} phases; a long progress table costs about what headings cost`, () => {
    const table = `| Phase | Status |\n${Array.from({ length: 5000 }, (_, i) => `| ${i + 1}. N${'|'.repeat(30)} |`).join('\n')}\n`;
    expect(parseRoadmap(table).phases).toHaveLength(MAX_ROADMAP_PHASES);
    const ordinary = '### Phase 1: An ordinary phase name\n'.repeat(Math.ceil(table.length / 36));
    expect(costRatio(parseRoadmap, table, ordinary)).toBeLessThan(30);
  });
});
