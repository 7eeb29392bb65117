import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseRoadmap, phaseName } from '../../../src/core/state/parse-roadmap.js';

import { LEGION_REF as REF, HAS_LEGION_REF } from '../../support/legion-reference.js';
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
  it('pathological input finishes quickly', () => {
    const evil = `- [x] Phase 1: ${'('.repeat(50_000)}\n### Phase 2: ${'# '.repeat(50_000)}\n- [ ] Phase 3: a${' '.repeat(100_000)}(1 plan`;
    const start = performance.now();
    parseRoadmap(evil);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe.skipIf(!HAS_LEGION_REF)('parseRoadmap: real Legion files', () => {
  it('.planning/ROADMAP.md: 12 phases with names and checklist state', () => {
    const r = parseRoadmap(read('.planning/ROADMAP.md'));
    expect(r.phases.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(r.phases[0]).toEqual({ number: 1, name: 'Plan Schema Hardening', complete: true });
    expect(r.phases[11]).toEqual({ number: 12, name: 'Integration & Release', complete: false });
    expect(phaseName(r, 3)).toBe('Control Modes');
  });
  it('dry-run fixture roadmap', () => {
    const r = parseRoadmap(read('tests/fixtures/dry-run/ok/.planning/ROADMAP.md'));
    expect(r.phases).toEqual([{ number: 1, name: 'Foundation' }]);
  });
});
