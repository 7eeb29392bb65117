/**
 * wave-jobs (issue #9 §2): more non-empty waves than declared wave jobs fail before anything runs,
 * naming the waves and the fix; never merged, never dropped. Rendering (§8): the schedule as one
 * line plus the done and dependency decisions, inert in markdown.
 */
import { describe, expect, test } from 'vitest';
import { applySchedule } from '../../../src/core/waves/apply-schedule.js';
import { checkWaveJobs, DEFAULT_WAVE_JOBS } from '../../../src/core/waves/check-wave-jobs.js';
import { escapeScheduleText, renderWaveSchedule } from '../../../src/core/waves/render-wave-schedule.js';
import { scheduleWaves } from '../../../src/core/waves/schedule-waves.js';
import type { WaveSchedule } from '../../../src/core/waves/wave-types.js';
import type { Plan, PlanDecision } from '../../../src/core/types.js';
import { wavePlan } from './support.js';

describe('checkWaveJobs', () => {
  test('default 4 wave jobs', () => {
    expect(DEFAULT_WAVE_JOBS).toBe(4);
    expect(checkWaveJobs(4)).toBeNull();
    expect(checkWaveJobs(0)).toBeNull();
    expect(checkWaveJobs(5)?.code).toBe('E063');
  });

  test('E063 names the waves without a job and the fix', () => {
    const error = checkWaveJobs(6, 4, [1, 2, 3, 4, 6, 9]);
    expect(error).toMatchObject({ code: 'E063', severity: 'blocker' });
    expect(error?.message).toBe(
      'This route has 6 waves, but the workflow declares 4 wave jobs (wave-jobs: 4); wave-5 (plan wave 6), wave-6 (plan wave 9) would never run. Nothing was started.',
    );
    expect(error?.hint).toContain('Add jobs wave-5 … wave-6');
    expect(error?.hint).toContain('set the wave-jobs input to 6');
    expect(checkWaveJobs(3, 2, [1, 2, 3])?.message).toContain('wave-3 would never run');
  });

  test('a long list of missing waves is shortened', () => {
    expect(checkWaveJobs(20, 1)?.message).toContain('wave-2, wave-3, wave-4, wave-5, wave-6, wave-7 and 13 more');
  });

  test('wave-jobs 0: the workflow uses matrix only, nothing to check; fractional is floored', () => {
    expect(checkWaveJobs(30, 0)).toBeNull();
    expect(checkWaveJobs(3, 2.9)?.code).toBe('E063');
    expect(checkWaveJobs(5, Number.NaN)?.code).toBe('E063');
  });
});

function schedule(): WaveSchedule {
  const plans = [
    wavePlan('01-00'),
    wavePlan('01-01', { sequentialFiles: ['s'] }),
    wavePlan('01-02', { sequentialFiles: ['s'] }),
    wavePlan('01-03', { wave: 2, dependsOn: ['01-01'] }),
    wavePlan('01-04', { wave: 4, dependsOn: ['01-03'] }),
    wavePlan('01-05', { wave: 4 }),
  ];
  const result = scheduleWaves({ plans, selected: ['01-00', '01-02', '01-04', '01-05'], done: [{ id: '01-00', reason: 'outcome: success' }], options: { dependents: false } });
  if (!result.ok) throw new Error('schedule');
  return result.schedule;
}

describe('renderWaveSchedule', () => {
  test('waves in order, joined by arrows; done and pulled-in decisions', () => {
    expect(renderWaveSchedule(schedule())).toEqual([
      'Wave 1: 01-01, 01-02 (one at a time) → Wave 2: 01-03 → Wave 4 (job wave-3): 01-04, 01-05',
      'Done, skipped: 01-00 (outcome: success)',
      'Pulled in: 01-01 (dependency of 01-03), 01-03 (dependency of 01-04)',
    ]);
  });

  test('re-runs and dependents get their own lines; no waves says so', () => {
    const plans = [wavePlan('01-01'), wavePlan('01-02', { wave: 2, dependsOn: ['01-01'] })];
    const result = scheduleWaves({ plans, selected: ['01-01'], done: [{ id: '01-01', reason: 'Status: Complete' }], options: { includeDone: true, dependents: true } });
    if (!result.ok) throw new Error('schedule');
    expect(renderWaveSchedule(result.schedule)).toEqual([
      'Wave 1: 01-01 → Wave 2: 01-02',
      'Run again although done: 01-01 (Status: Complete)',
      'Added as dependents: 01-02 (dependent of 01-01)',
    ]);
    expect(renderWaveSchedule({ waves: [], plans: [], done: [], diagnostics: [] })).toEqual(['No plans to run.']);
  });

  test('long waves are shortened', () => {
    const plans = Array.from({ length: 30 }, (_, i) => wavePlan(`01-${String(i + 1).padStart(2, '0')}`));
    const result = scheduleWaves({ plans, selected: plans.map((p) => p.id) });
    if (!result.ok) throw new Error('schedule');
    expect(renderWaveSchedule(result.schedule, { maxIdsPerWave: 3 })[0]).toBe('Wave 1: 01-01, 01-02, 01-03 and 27 more');
  });

  test('markdown: reasons cannot link, mention, tag or break a table; text format stays plain', () => {
    const nasty = '@octocat see #12 <img src=x onerror=alert(1)> [x](http://evil) | `code` *b*\nline2';
    const md = escapeScheduleText(nasty, 'markdown');
    expect(md).not.toMatch(/@octocat|(?<!&)#12|<img|\]\(|\|/);
    expect(md).not.toContain('\n');
    expect(md).toContain('&lt;img');
    expect(escapeScheduleText(nasty, 'text')).toBe(nasty.replace('\n', ' '));
    const s = schedule();
    s.done[0] = { id: '01-00', wave: 1, reason: nasty };
    const lines = renderWaveSchedule(s, { format: 'markdown' });
    expect(lines[1]).toContain('@\u200Doctocat');
    expect(lines.join('\n')).not.toContain('<img');
  });
});

function plan(id: string, fields: Partial<Plan> = {}): Plan {
  return {
    id,
    path: `p/${id}-PLAN.md`,
    phaseDir: '01-x',
    phase: 1,
    wave: 1,
    dependsOn: [],
    agents: ['a', 'b'],
    autonomous: false,
    filesModified: ['f1', 'f2'],
    filesForbidden: [],
    taskTypes: [],
    taskTypesInferred: true,
    diagnostics: [],
    ...fields,
  };
}
function decision(p: Plan, kept: boolean, fields: Partial<PlanDecision> = {}): PlanDecision {
  return {
    id: p.id,
    path: p.path,
    kept,
    reasons: ['filter'],
    partial: false,
    plan: p,
    files: [...p.filesModified],
    excludedFiles: [],
    excludedAgents: [],
    excludedTaskTypes: [],
    ...fields,
  };
}

describe('applySchedule', () => {
  test('pulled-in plans run whole; done plans are dropped with their reason; selected ones unchanged', () => {
    const p1 = plan('01-01');
    const p2 = plan('01-02');
    const p3 = plan('01-03', { wave: 2, dependsOn: ['01-01'] });
    const decisions = [
      decision(p1, false, { files: ['f1'], excludedAgents: ['b'], partial: true, reasons: ['every agent excluded'] }),
      decision(p2, true),
      decision(p3, true, { partial: true, files: ['f2'], excludedAgents: ['a'] }),
    ];
    const result = scheduleWaves({ plans: [p1, p2, p3], selected: ['01-02', '01-03'], done: [{ id: '01-02', reason: 'outcome: success' }] });
    if (!result.ok) throw new Error('schedule');
    const applied = applySchedule(decisions, result.schedule);
    expect(applied[0]).toMatchObject({ kept: true, partial: false, files: ['f1', 'f2'], excludedAgents: [], reasons: ['every agent excluded', 'dependency of 01-03'] });
    expect(applied[1]).toMatchObject({ kept: false, reasons: ['filter', 'done, skipped (outcome: success)'] });
    expect(applied[2]).toBe(decisions[2]);
  });
});
