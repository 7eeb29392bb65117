import { describe, expect, test } from 'vitest';
import { resolvePhase } from '../../src/app/resolve-phase.js';
import { sortPhaseDirectories } from '../../src/core/plans/phase-directory.js';
import type { PhaseDirectory } from '../../src/core/types.js';

const dirs = sortPhaseDirectories(['01-core', '02-api', '03-launch']);
const plans: Record<string, number> = { '01-core': 0, '02-api': 3, '03-launch': 1 };
const count = (phase: PhaseDirectory): number => plans[phase.name] ?? 0;
const resolve = (requested: string | undefined, state: number | undefined, directories: PhaseDirectory[] | null = dirs) =>
  resolvePhase(requested, state, directories, count, '.planning');

describe('resolvePhase', () => {
  test('a requested phase with a directory wins over STATE.md', () => {
    expect(resolve('3', 2)).toEqual({ ok: true, phase: { name: '03-launch', number: 3 }, how: 'phase 3 requested' });
  });

  test('a requested phase is found even without plans', () => {
    expect(resolve('1', undefined)).toMatchObject({ ok: true, phase: { name: '01-core' } });
  });

  test('a requested phase without a directory → E031 naming what exists', () => {
    expect(resolve('7', 2)).toEqual({
      ok: false,
      code: 'E031',
      message: 'Cannot route phase 7: no directory .planning/phases/07-*/ (found: 01-core, 02-api, 03-launch).',
      hint: 'Plan the phase first (/legion plan N), or pick an existing phase.',
    });
  });

  test('"found: none" when there are no directories', () => {
    expect(resolve('2', undefined, [])).toMatchObject({ ok: false, code: 'E031', message: 'Cannot route phase 2: no directory .planning/phases/02-*/ (found: none).' });
  });

  test('only the first ten directories are named', () => {
    const many = sortPhaseDirectories(Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, '0')}-p`));
    const result = resolvePhase('99', undefined, many, () => 1, '.planning');
    expect(result.ok ? '' : result.message).toBe('Cannot route phase 99: no directory .planning/phases/99-*/ (found: 01-p, 02-p, 03-p, 04-p, 05-p, 06-p, 07-p, 08-p, 09-p, 10-p).');
  });

  test('STATE.md’s phase when it has a directory (even one without plans)', () => {
    expect(resolve(undefined, 1)).toEqual({ ok: true, phase: { name: '01-core', number: 1 }, how: 'phase 1 from STATE.md' });
  });

  test('STATE.md’s phase without a directory → the lowest phase with plans, noted', () => {
    expect(resolve(undefined, 12)).toEqual({
      ok: true,
      phase: { name: '02-api', number: 2 },
      how: 'STATE.md names phase 12, which has no directory; lowest phase with plans (02-api)',
    });
  });

  test('no STATE.md phase (or 0, or an empty request) → the lowest phase with plans', () => {
    expect(resolve(undefined, undefined)).toEqual({ ok: true, phase: { name: '02-api', number: 2 }, how: 'lowest phase with plans (02-api)' });
    expect(resolve(undefined, 0)).toMatchObject({ ok: true, phase: { name: '02-api' } });
    expect(resolve('', undefined)).toMatchObject({ ok: true, phase: { name: '02-api' } });
  });

  test('no phases directory → E031', () => {
    expect(resolve(undefined, undefined, null)).toEqual({
      ok: false,
      code: 'E031',
      message: 'Cannot route: .planning/phases/ does not exist.',
      hint: 'Create plans with /legion plan N, or pass --phase=N.',
    });
  });

  test('directories but no plans anywhere → E033', () => {
    const result = resolvePhase(undefined, undefined, dirs, () => 0, '.planning');
    expect(result).toEqual({
      ok: false,
      code: 'E033',
      message: 'Cannot route: no phase under .planning/phases/ has plans (found: 01-core, 02-api, 03-launch).',
      hint: 'Create plans with /legion plan N, or pass --phase=N.',
    });
  });

  test('a leading-zero request matches the directory number', () => {
    expect(resolve('03', undefined)).toMatchObject({ ok: true, phase: { name: '03-launch' } });
  });
});
