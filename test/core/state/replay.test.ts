import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayStatePositions } from '../../../bench/replay/replay-state.js';
import { routeRepository } from '../../../src/app/run-route.js';
import { parseComment } from '../../../src/core/request/parse-command.js';

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

  // Issue 24: STATE.md says "Phase: 20 (Distribution) — Not started" and "Status: Phase 19
  // complete"; 19-01-SUMMARY.md lands one commit later. Until then the position read just_started
  // (phase 20) and a build rebuilt 19-01.
  it('commit 61b270d8: phase_complete (phase 19), status suggests planning phase 20, build does not rebuild 19-01', { timeout: 60_000 }, () => {
    const tree = mkdtempSync(join(tmpdir(), 'legion-61b270d8-'));
    try {
      const tar = join(tree, 'planning.tar');
      execFileSync('git', ['-C', REPO as string, 'archive', '--format=tar', '-o', tar, '61b270d8a13fcd9420fb83d898946a5f4629e109', '--', '.planning'], { stdio: 'ignore' });
      execFileSync('tar', ['-xf', tar, '-C', tree], { stdio: 'ignore' });
      const route = (body: string) => routeRepository(parseComment(body, '/legion') ?? (undefined as never), { repoRoot: tree });

      const status = route('/legion status');
      expect(status.position).toMatchObject({ name: 'phase_complete', phase: 19 });
      expect(status.suggestions[0]?.command).toBe('/legion plan 20');

      const build = route('/legion build');
      expect(build).toMatchObject({ ok: true, errorCode: '', hasWork: false, phase: { number: 19 } });
      expect(build.matrix.include).toEqual([]);
      expect(build.plans.map((p) => [p.id, p.status])).toEqual([['19-01', 'done']]);
      expect(build.plans[0]?.reasons.at(-1)).toBe('done per STATE.md: STATE.md says phase 19 is complete, though 19-01-SUMMARY.md is missing');
      const w077 = build.diagnostics.filter((d) => d.code === 'W077');
      expect(w077.map((d) => d.message)).toEqual([
        'STATE.md says phase 19 is complete, but a plan has no SUMMARY.md (19-01-SUMMARY.md): it counts as done per STATE.md and is not built again.',
      ]);
      expect(build.message).toMatch(
        /^Phase 19 is complete: STATE\.md says phase 19 is complete; 19-01 has no SUMMARY\.md and counts as done\.\nPlan phase 20 next \(\/legion plan 20\)/,
      );

      // --rerun and --plan still run it.
      expect(route('/legion build --rerun').matrix.include.map((e) => e.id)).toEqual(['19-01']);
      expect(route('/legion build --plan=19-01').matrix.include.map((e) => e.id)).toEqual(['19-01']);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
