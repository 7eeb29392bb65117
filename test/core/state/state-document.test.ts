import { describe, expect, it } from 'vitest';
import { MAX_FRONTMATTER_LINES, splitStateDocument } from '../../../src/core/state/state-document.js';

describe('splitStateDocument', () => {
  it('reads one frontmatter block: flat keys, the progress map, quotes, null and unknown', () => {
    const doc = splitStateDocument(`---
tool_version: 1.0
milestone: v5.0
milestone_name: — Architecture
status: building
last_session: "2026-01-05 — Completed 37-01 plan"
progress:
  total_phases: 5
  completed_phases: 2
---

# Project State
`);
    expect(doc.frontmatter).toEqual([
      { milestone: 'v5.0', milestoneName: '— Architecture', status: 'building', lastSession: '2026-01-05 — Completed 37-01 plan', totalPhases: 5, completedPhases: 2 },
    ]);
    expect(splitStateDocument('---\nmilestone: null\nstatus: unknown\nphase: 12\n---\n').frontmatter).toEqual([{ currentPhase: 12 }]);
  });
  it('stacked blocks, newest first; a block that never closes is body', () => {
    const doc = splitStateDocument('---\nstatus: complete\n---\n---\nstatus: active\n---\n\n---\nstatus: old\n---\n# S\n');
    expect(doc.frontmatter.map((f) => f.status)).toEqual(['complete', 'active', 'old']);
    const open = splitStateDocument(`---\nstatus: complete\n${'x\n'.repeat(MAX_FRONTMATTER_LINES + 5)}---\n`);
    expect(open.frontmatter).toEqual([]);
  });
  it('a horizontal rule later in the body is not frontmatter', () => {
    expect(splitStateDocument('# S\n\n---\nstatus: complete\n---\n').frontmatter).toEqual([]);
  });
  it('sections at every heading, with their level-2 parent; fenced lines dropped', () => {
    const doc = splitStateDocument('intro\n## Current Position\nPhase: 3\n```\nPhase: 9\n```\n## Recent Activity\n### Completed: Plan 03-01 — X ###\n- ok\n');
    expect(doc.sections.map((s) => [s.heading, s.level, s.parent, s.lines])).toEqual([
      ['', 0, '', ['intro']],
      ['current position', 2, 'current position', ['Phase: 3']],
      ['recent activity', 2, 'recent activity', []],
      ['completed: plan 03-01 — x', 3, 'recent activity', ['- ok', '']],
    ]);
  });
  it('not a string → empty', () => {
    expect(splitStateDocument(undefined)).toEqual({ frontmatter: [], sections: [] });
  });
});
