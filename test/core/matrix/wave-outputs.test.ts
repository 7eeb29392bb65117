/**
 * Wave outputs (issue #9 §1, §5): `waves` is one {"include":[…]} per non-empty wave, ascending
 * and dense; `wave-count`; `wave-max-parallel` (1 for a sequential wave, else its jobs);
 * `matrix` keeps every entry. max-jobs applies per wave and a batch never mixes waves. All
 * outputs together stay within GitHub's 1 MiB counted as UTF-16, by shrinking entries or E064.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fitWaveOutputs } from '../../../src/core/matrix/fit-wave-outputs.js';
import {
  budgetBytes,
  checkOutputsBudget,
  DEFAULT_OUTPUTS_RESERVE_BYTES,
  GITHUB_JOB_OUTPUTS_LIMIT_BYTES,
  outputsUtf16Bytes,
  utf16Bytes,
} from '../../../src/core/matrix/output-budget.js';
import { planEntries } from '../../../src/core/matrix/plan-entries.js';
import { DERIVABLE_FIELDS, slimEntry } from '../../../src/core/matrix/slim-entry.js';
import { buildWaveSlots, waveOutputs, type WaveOutputs } from '../../../src/core/matrix/wave-matrices.js';
import type { MatrixEntry, Plan, PlanDecision } from '../../../src/core/types.js';
import { keptDecision } from '../../support/kept-decision.js';

const entry = (id: string, wave: number, extra: MatrixEntry = {}): MatrixEntry => ({ id, command: 'build', path: `.planning/phases/01-x/${id}-PLAN.md`, wave, ...extra });
const parsedWaves = (outputs: WaveOutputs): { include: MatrixEntry[] }[] => JSON.parse(outputs.waves) as { include: MatrixEntry[] }[];

describe('buildWaveSlots and waveOutputs', () => {
  test('one matrix per non-empty wave, ascending, dense; entries keep their plan wave', () => {
    const entries = [entry('01-03', 4), entry('01-01', 0), entry('01-02', 0), entry('01-04', 9)];
    const outputs = waveOutputs(buildWaveSlots(entries, { maxJobs: 256 }));
    expect(parsedWaves(outputs).map((w) => w.include.map((e) => [e.id, e.wave]))).toEqual([
      [
        ['01-01', 0],
        ['01-02', 0],
      ],
      [['01-03', 4]],
      [['01-04', 9]],
    ]);
    expect(outputs['wave-count']).toBe('3');
    expect(outputs['wave-max-parallel']).toBe('[2,1,1]');
    expect(JSON.parse(outputs.matrix)).toEqual({ include: [entries[1], entries[2], entries[0], entries[3]] });
  });

  test('exact output strings', () => {
    const outputs = waveOutputs(buildWaveSlots([entry('01-01', 1), entry('01-02', 2)], { maxJobs: 4 }));
    expect(outputs).toEqual({
      matrix:
        '{"include":[{"id":"01-01","command":"build","path":".planning/phases/01-x/01-01-PLAN.md","wave":1},{"id":"01-02","command":"build","path":".planning/phases/01-x/01-02-PLAN.md","wave":2}]}',
      waves:
        '[{"include":[{"id":"01-01","command":"build","path":".planning/phases/01-x/01-01-PLAN.md","wave":1}]},{"include":[{"id":"01-02","command":"build","path":".planning/phases/01-x/01-02-PLAN.md","wave":2}]}]',
      'wave-count': '2',
      'wave-max-parallel': '[1,1]',
    });
  });

  test('no entries: empty matrix, no waves, wave-count "0"', () => {
    expect(waveOutputs(buildWaveSlots([], { maxJobs: 4 }))).toEqual({ matrix: '{"include":[]}', waves: '[]', 'wave-count': '0', 'wave-max-parallel': '[]' });
  });

  test('single-stage routes (review, ad_hoc: no wave field) are one wave in slot 1', () => {
    const review = [
      { id: 'review-spec', agent: 'a' },
      { id: 'review-security', agent: 'b' },
    ];
    const slots = buildWaveSlots(review, { maxJobs: 256 });
    expect(slots).toEqual([{ slot: 1, wave: null, include: review, sequential: false, maxParallel: 2 }]);
    expect(waveOutputs(slots)['wave-count']).toBe('1');
  });

  test('a sequential wave gets max-parallel 1, the others their job count', () => {
    const entries = [entry('01-01', 1), entry('01-02', 1), entry('01-03', 2), entry('01-04', 2), entry('01-05', 2)];
    expect(waveOutputs(buildWaveSlots(entries, { maxJobs: 256, sequentialWaves: [2] }))['wave-max-parallel']).toBe('[2,1]');
    expect(waveOutputs(buildWaveSlots(entries, { maxJobs: 256, sequentialWaves: [1] }))['wave-max-parallel']).toBe('[1,3]');
  });

  test('max-jobs per wave: each wave batched on its own; max-parallel counts jobs, not plans', () => {
    const entries = [...['01-01', '01-02', '01-03', '01-04', '01-05'].map((id) => entry(id, 1)), entry('01-06', 2)];
    const slots = buildWaveSlots(entries, { maxJobs: 2 });
    expect(slots.map((s) => s.include.map((e) => e.items ?? e.id))).toEqual([
      [
        ['01-01', '01-02', '01-03'],
        ['01-04', '01-05'],
      ],
      ['01-06'],
    ]);
    expect(slots.map((s) => s.maxParallel)).toEqual([2, 1]);
    expect(slots[0]?.include.every((b) => b.wave === 1)).toBe(true);
  });

  test('property: slots ascending; each slot one wave and ≤ max-jobs; every entry once; matrix = slots concatenated', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 80 }),
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
        (waves, maxJobs, sequential) => {
          const entries = waves.map((wave, i) => entry(`01-${String(i + 1).padStart(2, '0')}`, wave));
          const outputs = waveOutputs(buildWaveSlots(entries, { maxJobs, sequentialWaves: sequential }));
          const slots = parsedWaves(outputs);
          const distinct = [...new Set(waves)].sort((a, b) => a - b);
          expect(slots.map((s) => s.include[0]?.wave)).toEqual(distinct);
          expect(outputs['wave-count']).toBe(String(distinct.length));
          const maxParallel = JSON.parse(outputs['wave-max-parallel']) as number[];
          expect(maxParallel).toHaveLength(distinct.length);
          const covered: string[] = [];
          slots.forEach((slot, k) => {
            expect(slot.include.length).toBeGreaterThan(0);
            expect(slot.include.length).toBeLessThanOrEqual(maxJobs);
            expect(maxParallel[k]).toBe(sequential.includes(distinct[k] as number) ? 1 : slot.include.length);
            for (const job of slot.include) {
              expect(job.wave).toBe(distinct[k]);
              const items = Array.isArray(job.items) ? (job.items as string[]) : [job.id as string];
              for (const id of items) {
                expect(entries.find((e) => e.id === id)?.wave).toBe(distinct[k]);
                covered.push(id);
              }
            }
          });
          expect(covered.sort()).toEqual(entries.map((e) => e.id as string).sort());
          expect(JSON.parse(outputs.matrix)).toEqual({ include: slots.flatMap((s) => s.include) });
          const ids = slots.flatMap((s) => s.include.map((e) => e.id));
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('output budget (UTF-16, all outputs together)', () => {
  test('GitHub’s limit is 1,048,576 bytes counted as UTF-16: 524,288 ASCII characters', () => {
    expect(GITHUB_JOB_OUTPUTS_LIMIT_BYTES).toBe(1_048_576);
    expect(utf16Bytes('a'.repeat(524_288))).toBe(GITHUB_JOB_OUTPUTS_LIMIT_BYTES);
    expect(budgetBytes()).toBe(GITHUB_JOB_OUTPUTS_LIMIT_BYTES - DEFAULT_OUTPUTS_RESERVE_BYTES);
  });

  test('names and values count, 2 bytes per UTF-16 code unit (é is one unit, an emoji two)', () => {
    expect(outputsUtf16Bytes({ ab: 'cd', e: '' })).toBe(10);
    expect(outputsUtf16Bytes({ x: 'é' })).toBe(4);
    expect(outputsUtf16Bytes({ x: '😀' })).toBe(6);
  });

  test('at the budget: ok; one unit over: E064 naming the sizes, nothing written', () => {
    const budget = { limitBytes: 1000, reserveBytes: 100 };
    const fits = { matrix: 'x'.repeat(450 - 'matrix'.length) };
    expect(checkOutputsBudget(fits, budget)).toEqual({ ok: true, bytes: 900, budgetBytes: 900 });
    const over = checkOutputsBudget({ ...fits, c: '' }, budget);
    expect(over.ok).toBe(false);
    if (over.ok) return;
    expect(over.error.code).toBe('E064');
    expect(over.error.message).toBe(
      "The route's outputs would be 902 bytes counted as UTF-16 (largest: matrix 900, c 2), over the budget of 900 bytes; GitHub fails a job whose outputs exceed 1,000 bytes. Nothing was started.",
    );
  });
});

// ---------------------------------------------------------------------------
// fitting, at realistic sizes
// ---------------------------------------------------------------------------

const PROFILE = { authority_enforcement: true, domain_filtering: true, human_approval_required: true, file_scope_restriction: false, read_only: false };

/** `waves` × `perWave` plan entries as planEntries makes them, with Legion-like paths and files. */
function realisticEntries(waves: number, perWave: number): MatrixEntry[] {
  const decisions: PlanDecision[] = [];
  for (let w = 1; w <= waves; w++) {
    for (let i = 1; i <= perWave; i++) {
      const id = `07-${String((w - 1) * perWave + i).padStart(4, '0')}`;
      const plan: Plan = {
        id,
        path: `.planning/phases/07-validation-conformance/${id}-PLAN.md`,
        phaseDir: '07-validation-conformance',
        phase: 7,
        wave: w,
        dependsOn: w > 1 ? [`07-${String((w - 2) * perWave + i).padStart(4, '0')}`] : [],
        agents: ['engineering-senior-developer', 'testing-qa-verification-specialist'],
        autonomous: false,
        filesModified: ['skills/wave-executor/SKILL.md', 'commands/build.md', 'docs/schemas/plan-frontmatter.schema.json', 'tests/fixtures/plan-validation/', 'src/**/*.{ts,tsx}'],
        filesForbidden: [],
        taskTypes: [],
        taskTypesInferred: true,
        diagnostics: [],
      };
      decisions.push(keptDecision(plan, { matchedChangedFiles: 2 }));
    }
  }
  return planEntries(decisions, { command: 'build', intent: '', controlMode: 'guarded', profile: PROFILE, approvalEnvironment: 'legion-approval' });
}

/** The other outputs of a build route (as src/action/outputs.ts writes them). */
const OTHER = {
  'has-work': 'true',
  count: '256',
  command: 'build',
  intent: '',
  mode: 'standard',
  flags: '[]',
  source: 'comment',
  confidence: '1',
  sha: 'a'.repeat(40),
  'control-profile': '{"authority_enforcement":true,"domain_filtering":true,"human_approval_required":true,"file_scope_restriction":false,"read_only":false}',
  'error-code': '',
};

describe('fitWaveOutputs', () => {
  test('small routes: unchanged, no diagnostics; the budget counts the other outputs too', () => {
    const entries = [entry('01-01', 1), entry('01-02', 2)];
    const fit = fitWaveOutputs({ entries, maxJobs: 256, otherOutputs: OTHER });
    expect(fit.ok).toBe(true);
    if (!fit.ok) return;
    expect(fit).toMatchObject({ shrink: 'none', jobsPerWave: 256, diagnostics: [] });
    expect(fit.outputs).toEqual(waveOutputs(buildWaveSlots(entries, { maxJobs: 256 })));
    expect(fit.bytes).toBe(outputsUtf16Bytes({ ...OTHER, ...fit.outputs }));
  });

  test('batching to max-jobs is reported (W050); a sequential wave stays max-parallel 1', () => {
    const entries = ['01-01', '01-02', '01-03'].map((id) => entry(id, 1));
    const fit = fitWaveOutputs({ entries, maxJobs: 2, sequentialWaves: [1] });
    expect(fit.ok && fit.diagnostics.map((d) => d.code)).toEqual(['W050']);
    expect(fit.ok && fit.outputs['wave-max-parallel']).toBe('[1]');
  });

  test('slim entries: the derivable fields are left out, partial plans keep their files (W072)', () => {
    const [full] = realisticEntries(1, 1) as [MatrixEntry];
    const slim = slimEntry(full);
    for (const field of DERIVABLE_FIELDS) expect(slim).not.toHaveProperty(field);
    expect(slim).toMatchObject({ id: full.id, path: full.path, wave: 1, agent: 'engineering-senior-developer', environment: 'legion-approval', slim: true });
    expect(slimEntry({ ...full, partial: true }).files).toEqual(full.files);
    expect(slimEntry({ id: 'review-spec', agent: 'x' })).toEqual({ id: 'review-spec', agent: 'x' });

    const entries = realisticEntries(2, 40);
    const full2 = outputsUtf16Bytes(waveOutputs(buildWaveSlots(entries, { maxJobs: 256 })) as unknown as Record<string, string>);
    const fit = fitWaveOutputs({ entries, maxJobs: 256, budget: { limitBytes: full2 - 2, reserveBytes: 0 } });
    expect(fit.ok).toBe(true);
    if (!fit.ok) return;
    expect(fit.shrink).toBe('slim');
    expect(fit.diagnostics.map((d) => d.code)).toEqual(['W072']);
    expect(fit.include.every((e) => e.slim === true && !('files' in e))).toBe(true);
  });

  test('then fewer jobs per wave (W050 + W072), never mixing waves', () => {
    const entries = realisticEntries(3, 64);
    const fit = fitWaveOutputs({ entries, maxJobs: 256, budget: { limitBytes: 60_000, reserveBytes: 0 } });
    expect(fit.ok).toBe(true);
    if (!fit.ok) return;
    expect(fit.shrink).toBe('batched');
    expect(fit.jobsPerWave).toBeLessThan(64);
    expect(fit.diagnostics.map((d) => d.code)).toEqual(['W050', 'W072']);
    expect(fit.bytes).toBeLessThanOrEqual(60_000);
    for (const [k, slot] of parsedWaves(fit.outputs).entries()) {
      expect(slot.include.length).toBeLessThanOrEqual(fit.jobsPerWave);
      expect(slot.include.every((b) => b.wave === k + 1)).toBe(true);
    }
    const items = parsedWaves(fit.outputs).flatMap((s) => s.include.flatMap((b) => (b.items as string[] | undefined) ?? [b.id as string]));
    expect(items.sort()).toEqual(entries.map((e) => e.id as string).sort());
  });

  test('E064 when even one slim batch per wave does not fit; nothing is dropped silently', () => {
    const fit = fitWaveOutputs({ entries: realisticEntries(2, 50), maxJobs: 256, otherOutputs: OTHER, budget: { limitBytes: 4_000, reserveBytes: 0 } });
    expect(fit.ok).toBe(false);
    if (fit.ok) return;
    expect(fit.error.code).toBe('E064');
    expect(fit.error.message).toContain('still too large with slim entries and one job per wave');
    expect(fit.bytes).toBeGreaterThan(4_000);
  });

  test('an all-waves matrix over 256 entries warns (W073); each wave stays within max-jobs', () => {
    const entries = Array.from({ length: 300 }, (_, i) => ({ id: `01-${String(i + 1).padStart(3, '0')}`, wave: 1 + (i % 2) }));
    const fit = fitWaveOutputs({ entries, maxJobs: 256 });
    expect(fit.ok && fit.diagnostics.map((d) => d.code)).toEqual(['W073']);
  });

  test('256 entries per wave: sizes as GitHub counts them (UTF-16) stay within the budget', () => {
    const figures: string[] = [];
    for (const waves of [1, 2, 4]) {
      const entries = realisticEntries(waves, 256);
      const unshrunk = { ...OTHER, ...waveOutputs(buildWaveSlots(entries, { maxJobs: 256 })) };
      const fit = fitWaveOutputs({ entries, maxJobs: 256, otherOutputs: OTHER });
      expect(fit.ok).toBe(true);
      if (!fit.ok) return;
      expect(fit.bytes).toBeLessThanOrEqual(budgetBytes());
      expect(checkOutputsBudget({ ...OTHER, ...fit.outputs }).ok).toBe(true);
      figures.push(
        `${waves} wave(s) × 256: entry ${JSON.stringify(entries[0]).length} chars; unshrunk ${outputsUtf16Bytes(unshrunk)} B; fitted ${fit.bytes} B (${fit.shrink}, ${fit.jobsPerWave} jobs/wave)`,
      );
      // the expected shrink step for each size
      expect(fit.shrink).toBe(({ 1: 'none', 2: 'slim', 4: 'batched' } as const)[waves as 1 | 2 | 4]);
    }
    if (process.env['WAVE_FIGURES']) console.log(figures.join('\n'));
  });
});
