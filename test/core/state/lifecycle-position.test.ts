import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLifecyclePosition, LIFECYCLE_POSITIONS } from '../../../src/core/state/lifecycle-position.js';
import { parseStateMd, type StateInfo } from '../../../src/core/state/parse-state-md.js';

import { LEGION_REF as REF, HAS_LEGION_REF } from '../../support/legion-reference.js';
const read = (rel: string): string => readFileSync(join(REF, rel), 'utf8');

const at = (phase: number | undefined, total: number | undefined, status?: string): StateInfo => {
  const s: StateInfo = { exists: true };
  if (phase !== undefined) s.phase = phase;
  if (total !== undefined) s.totalPhases = total;
  if (status !== undefined) s.status = status;
  return s;
};

const TABLE: [string, StateInfo, string][] = [
  ['missing STATE.md', { exists: false }, 'no_project'],
  ['phase 1 initialized', at(1, 5, 'initialized'), 'just_started'],
  ['last phase complete', at(5, 5, 'complete'), 'milestone_complete'],
  ['executing', at(2, 5, 'executing wave 1'), 'building'],
  ['in progress', at(2, 5, 'build in progress'), 'building'],
  ['planned', at(2, 5, 'planned'), 'planned_not_built'],
  ['pending review', at(2, 5, 'pending review'), 'needs_review'],
  ['built', at(2, 5, 'built'), 'needs_review'],
  ['executed', at(2, 5, 'executed'), 'needs_review'],
  ['reviewing', at(2, 5, 'reviewing (cycle 2)'), 'review_in_progress'],
  ['needs work', at(2, 5, 'needs work'), 'review_failed'],
  ['rework', at(2, 5, 'rework requested'), 'review_failed'],
  ['phase complete, more remain', at(2, 5, 'complete'), 'phase_complete'],
  ['unrecognised status', at(2, 5, 'pending'), 'unknown'],
  ['no phase and no status', { exists: true }, 'unknown'],
];

describe('detectLifecyclePosition: each §8.2 position', () => {
  it.each(TABLE)('%s', (_label, state, expected) => {
    expect(detectLifecyclePosition(state)).toBe(expected);
  });
  it('the table above covers every position in LIFECYCLE_POSITIONS', () => {
    expect(new Set(TABLE.map((row) => row[2]))).toEqual(new Set(LIFECYCLE_POSITIONS));
  });
});

describe('detectLifecyclePosition: ordering traps', () => {
  it('"executed, pending review" → needs_review, not phase_complete', () => {
    expect(detectLifecyclePosition(at(2, 5, 'executed, pending review'))).toBe('needs_review');
  });
  it('"complete" with phase < total → phase_complete', () => {
    expect(detectLifecyclePosition(at(3, 12, 'complete'))).toBe('phase_complete');
  });
  it('just_started wins over milestone_complete (1 of 1, "initialized … complete")', () => {
    expect(detectLifecyclePosition(at(1, 1, 'initialized, setup complete'))).toBe('just_started');
  });
  it('initialized only counts on phase 1', () => {
    expect(detectLifecyclePosition(at(2, 5, 'initialized'))).toBe('unknown');
  });
  it('milestone_complete wins over building ("executing complete" on last phase)', () => {
    expect(detectLifecyclePosition(at(5, 5, 'in progress, wave 1 complete'))).toBe('milestone_complete');
  });
  it('the same status on a non-last phase is building (building before complete)', () => {
    expect(detectLifecyclePosition(at(4, 5, 'in progress, wave 1 complete'))).toBe('building');
  });
  it('building wins over planned ("executing planned tasks")', () => {
    expect(detectLifecyclePosition(at(2, 5, 'executing planned tasks'))).toBe('building');
  });
  it('planned wins over needs_review ("planned, not built")', () => {
    expect(detectLifecyclePosition(at(2, 5, 'planned, not built'))).toBe('planned_not_built');
  });
  it('needs_review wins over reviewing ("built, reviewing soon")', () => {
    expect(detectLifecyclePosition(at(2, 5, 'built, reviewing soon'))).toBe('needs_review');
  });
  it('reviewing wins over needs work', () => {
    expect(detectLifecyclePosition(at(2, 5, 'reviewing: needs work'))).toBe('review_in_progress');
  });
  it('needs work wins over complete (non-last phase)', () => {
    expect(detectLifecyclePosition(at(2, 5, 'needs work, 3 of 4 complete'))).toBe('review_failed');
  });
  it('"completed" contains "complete"', () => {
    expect(detectLifecyclePosition(at(2, 5, 'completed'))).toBe('phase_complete');
  });
  it('missing numbers count as 0: status "complete" without a phase line → milestone_complete', () => {
    expect(detectLifecyclePosition(at(undefined, undefined, 'complete'))).toBe('milestone_complete');
  });
  it('phase without total: complete → phase_complete (N !== 0)', () => {
    expect(detectLifecyclePosition(at(3, undefined, 'complete'))).toBe('phase_complete');
  });
  it('status matching is case-insensitive even when status is not lower-cased', () => {
    expect(detectLifecyclePosition(at(2, 5, 'PLANNED'))).toBe('planned_not_built');
  });
  it('garbage input never throws', () => {
    expect(detectLifecyclePosition(undefined)).toBe('no_project');
    expect(detectLifecyclePosition({ exists: true, status: 5 } as unknown as StateInfo)).toBe('unknown');
  });
});

describe.skipIf(!HAS_LEGION_REF)('detectLifecyclePosition: real files', () => {
  it('real STATE.md (12 of 12, "all 12 phases complete — …") → milestone_complete', () => {
    expect(detectLifecyclePosition(parseStateMd(read('.planning/STATE.md')))).toBe('milestone_complete');
  });
  it('state template (Phase 0, "initialized — …") → unknown (just_started needs phase 1)', () => {
    const state = parseStateMd(read('skills/questioning-flow/templates/state-template.md'));
    expect(detectLifecyclePosition(state)).toBe('unknown');
  });
  it.each([
    ['ok', 'planned_not_built'],
    ['missing-plans', 'planned_not_built'],
    ['missing-project', 'unknown'],
    ['missing-summaries', 'needs_review'],
  ])('dry-run fixture %s → %s', (name, expected) => {
    const state = parseStateMd(read(`tests/fixtures/dry-run/${name}/.planning/STATE.md`));
    expect(detectLifecyclePosition(state)).toBe(expected);
  });
});
