import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayStatePositions } from '../../../bench/replay/replay-state.js';

/**
 * Opt-in: with LEGION_REPO naming a clone (or bare git directory) of github:9thLevelSoftware/legion,
 * every revision of its STATE.md is read and compared with bench/replay/state-expectations.json.
 * Skipped otherwise (the figures are printed by bench/replay/state-positions.ts).
 */
const REPO = process.env['LEGION_REPO'];
const HAS_REPO = REPO !== undefined && REPO !== '' && existsSync(REPO);

describe.skipIf(!HAS_REPO)('replay of Legion STATE.md history', () => {
  it('every revision: position and phase as we read them', { timeout: 120_000 }, () => {
    const figures = replayStatePositions(REPO as string);
    const wrong = figures.results.filter((r) => r.expected && !(r.positionOk && r.phaseOk)).map((r) => `${r.commit.slice(0, 7)} ${r.position} ${r.phase}`);
    expect(wrong).toEqual([]);
    expect(figures.checked).toBeGreaterThanOrEqual(99);
    // "Lowest phase with plans" is never how a phase is chosen.
    expect(Object.keys(figures.routeSources).every((k) => ['requested', 'state', 'roadmap', 'unfinished-plans', 'E031', 'E033', 'E072'].includes(k))).toBe(true);
  });
});
