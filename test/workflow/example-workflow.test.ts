/**
 * The example workflow (.github/workflows/legion-router-example.yml), run offline.
 *
 * GitHub's own packages do the parts they contain: @actions/workflow-parser parses and validates
 * the workflow (schema, contexts allowed per key, `needs`) and @actions/expressions evaluates every
 * `if:`, `strategy.matrix`, `max-parallel`, job name, environment, output and step `env:`. The
 * scheduling (jobs start when their needs finished, the status functions `success()`,
 * `failure()`, `cancelled()`, `always()`), the matrix expansion, fail-fast and max-parallel are
 * NOT in those packages: run-workflow.ts and matrix-expansion.ts emulate them as GitHub documents
 * them, and emulation.test.ts pins that emulation on small workflows. The final check's script
 * really runs (bash).
 *
 * Route outputs come from route-outputs.ts (the output contract of the route step) until the
 * router emits waves; a scenario with the real router's outputs is the same call.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseWorkflowFile } from './parse-workflow.js';
import { ANSWER_CODES } from '../../src/core/answer-codes.js';
import { noWorkOutputs, rejectedOutputs, routeOutputs, type PlanSpec } from './route-outputs.js';
import { evaluateWorkflow, jobRun, type StepRun, type WorkflowRun } from './run-workflow.js';
import { EXAMPLE_WORKFLOW, expectOrderedWaves, FINAL_JOB, finalErrors, finalResult, legPlans, peakParallel, startedWaveLegs, waveJobs } from './wave-checks.js';

const WAVE_JOBS = 4;

/** Phase 01 with plans in waves 1, 2 and 4 (wave 3 is empty): three slots. */
const PHASE: PlanSpec[] = [
  { id: '01-01', wave: 1 },
  { id: '01-02', wave: 1 },
  { id: '01-03', wave: 1 },
  { id: '01-04', wave: 2 },
  { id: '01-05', wave: 4 },
  { id: '01-06', wave: 4 },
];

function plansIn(run: WorkflowRun, job: string): string[] {
  return jobRun(run, job)
    .legs.filter((leg) => leg.start !== undefined)
    .flatMap(legPlans)
    .sort();
}

describe('GitHub’s parser', () => {
  it('accepts the example workflow: schema, contexts per key, needs', async () => {
    const { template, errors } = await parseWorkflowFile(EXAMPLE_WORKFLOW);
    expect(errors).toEqual([]);
    expect(template.jobs.map((job) => job.id.value)).toEqual(['route', 'wave-1', 'wave-2', 'wave-3', 'wave-4', FINAL_JOB]);
  });
});

describe('structure', () => {
  type RawJob = Record<string, unknown> & { steps: Record<string, unknown>[]; strategy?: Record<string, unknown>; needs?: string | string[] };
  const raw = parse(readFileSync(EXAMPLE_WORKFLOW, 'utf8')) as { permissions: unknown; jobs: Record<string, RawJob> };
  const waveIds = Object.keys(raw.jobs).filter((id) => /^wave-\d+$/.test(id));

  it('declares wave-1 … wave-N, and tells the route N through wave-jobs', () => {
    expect(waveIds).toEqual(Array.from({ length: WAVE_JOBS }, (_, index) => `wave-${index + 1}`));
    const step = raw.jobs['route']?.steps.find((candidate) => candidate['id'] === 'route') as { with: Record<string, unknown> };
    expect(Number(step.with['wave-jobs'])).toBe(waveIds.length);
  });

  it('wave k: needs the route and wave k-1, reads slot k-1, fail-fast off, the stable name template', () => {
    for (const [index, id] of waveIds.entries()) {
      const job = raw.jobs[id] as RawJob;
      const k = index + 1;
      expect(job.needs).toEqual(k === 1 ? 'route' : ['route', `wave-${k - 1}`]);
      expect(job['if']).toBe(`needs.route.outputs.has-work == 'true' && fromJSON(needs.route.outputs.wave-count) >= ${k}`);
      expect(job['name']).toBe(`wave-${k} · \${{ matrix.id }}`);
      expect(job.strategy).toEqual({
        'fail-fast': false,
        'max-parallel': `\${{ fromJSON(needs.route.outputs.wave-max-parallel)[${index}] }}`,
        matrix: `\${{ fromJSON(needs.route.outputs.waves)[${index}] }}`,
      });
      expect(job['environment']).toBe('${{ matrix.environment }}');
      expect(job['permissions']).toEqual({ contents: 'read' });
    }
  });

  it('the wave jobs are copies of wave-1: same steps, same settings (checkout of the routed sha)', () => {
    const strip = (job: RawJob): unknown => ({ ...job, needs: undefined, if: undefined, name: undefined, strategy: undefined });
    const first = raw.jobs['wave-1'] as RawJob;
    expect(first.steps[0]?.['with']).toEqual({ ref: '${{ needs.route.outputs.sha }}', 'persist-credentials': false });
    for (const id of waveIds) expect(strip(raw.jobs[id] as RawJob)).toEqual(strip(first));
  });

  it('the final check needs every job, always runs, and has only the report step’s permissions', () => {
    const final = raw.jobs[FINAL_JOB] as RawJob;
    expect(final.needs).toEqual(Object.keys(raw.jobs).filter((id) => id !== FINAL_JOB));
    expect(final['if']).toBe('always()');
    // The report step (uses: ./report, docs/report.md): checkout, jobs, commit status, comment and reaction.
    expect(final['permissions']).toEqual({ contents: 'read', actions: 'read', statuses: 'write', issues: 'write', 'pull-requests': 'write' });
  });

  it('least privilege; untrusted values reach scripts only through env:', () => {
    expect(raw.permissions).toEqual({});
    // pull-requests: write for the reactions and thread replies on review comments (#15 item 3).
    // models: read for nl-model (GitHub Models with the job's token).
    expect(raw.jobs['route']?.['permissions']).toEqual({ contents: 'read', 'pull-requests': 'write', issues: 'write', models: 'read' });
    for (const job of Object.values(raw.jobs)) for (const step of job.steps) if (typeof step['run'] === 'string') expect(step['run']).not.toContain('${{');
  });
});

describe('waves run in order', () => {
  it('every selected plan runs exactly once, wave k after the waves before it, max-parallel per wave', async () => {
    const outputs = routeOutputs(PHASE);
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs);
    expectOrderedWaves(run, outputs);
    expect(plansIn(run, 'wave-1')).toEqual(['01-01', '01-02', '01-03']);
    expect(plansIn(run, 'wave-2')).toEqual(['01-04']);
    expect(plansIn(run, 'wave-3')).toEqual(['01-05', '01-06']); // wave 4 of the phase: the third slot
    expect(jobRun(run, 'wave-4').result).toBe('skipped');
    expect(run.unusedResults).toEqual([]);
  });

  it('the legs really run their steps with the entry: read-only entries skip the writing step', async () => {
    const run = await evaluateWorkflow(
      EXAMPLE_WORKFLOW,
      routeOutputs([
        { id: '02-01', wave: 1 },
        { id: '02-02', wave: 1, read_only: true },
      ]),
    );
    const [writer, reader] = jobRun(run, 'wave-1').legs;
    const conclusions = (steps: readonly StepRun[]): string[] => steps.map((step) => `${step.name}: ${step.conclusion}`);
    expect(conclusions(writer?.steps ?? [])).toEqual([
      '__actions_checkout: success',
      'Describe the work item: success',
      'Work that changes the repository (skipped for read-only entries): success',
      'Read-only work (advisory control mode): skipped',
    ]);
    expect(reader?.steps.map((step) => step.conclusion)).toEqual(['success', 'success', 'skipped', 'success']);
    expect(writer?.steps[1]?.env).toMatchObject({ PLAN: '02-01', WAVE: '1', READ_ONLY: 'false' });
    expect(JSON.parse(writer?.steps[1]?.env['ENTRY'] ?? '{}')).toMatchObject({ id: '02-01', wave: 1 });
  });

  it('a sequential wave (wave-max-parallel 1) runs one plan at a time; the others at their limit', async () => {
    const plans: PlanSpec[] = [...['03-01', '03-02', '03-03', '03-04', '03-05'].map((id) => ({ id, wave: 1 })), ...['03-06', '03-07', '03-08'].map((id) => ({ id, wave: 2 }))];
    const outputs = routeOutputs(plans, { sequentialWaves: [2], maxParallel: 2 });
    expect(outputs['wave-max-parallel']).toBe('[2,1]');
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs);
    expectOrderedWaves(run, outputs);
    expect(peakParallel(jobRun(run, 'wave-1'))).toBe(2);
    expect(jobRun(run, 'wave-1').legs.map((leg) => leg.start)).toEqual([1, 1, 2, 2, 3]);
    expect(peakParallel(jobRun(run, 'wave-2'))).toBe(1);
    expect(jobRun(run, 'wave-2').legs.map((leg) => leg.start)).toEqual([4, 5, 6]);
  });

  it('batched entries (items) cover every plan once and never mix waves', async () => {
    const plans: PlanSpec[] = [...Array.from({ length: 5 }, (_, i) => ({ id: `04-0${i + 1}`, wave: 1 })), { id: '04-06', wave: 2 }];
    const outputs = routeOutputs(plans, { maxJobsPerWave: 2 });
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs);
    expectOrderedWaves(run, outputs);
    expect(jobRun(run, 'wave-1').legs.map((leg) => leg.name)).toEqual(['wave-1 · batch-001', 'wave-1 · batch-002']);
    expect(plansIn(run, 'wave-2')).toEqual(['04-06']);
  });

  it('entries that need approval carry their environment; the others none', async () => {
    const run = await evaluateWorkflow(
      EXAMPLE_WORKFLOW,
      routeOutputs([
        { id: '05-01', wave: 1, environment: 'legion-approval' },
        { id: '05-02', wave: 1 },
      ]),
    );
    expect(jobRun(run, 'wave-1').legs.map((leg) => [leg.name, leg.environment])).toEqual([
      ['wave-1 · 05-01', 'legion-approval'],
      ['wave-1 · 05-02', ''],
    ]);
  });

  it('runs a routed comment; a comment without /legion starts nothing and stays green', async () => {
    const comment = (body: string) => ({ event: { name: 'issue_comment', payload: { comment: { body }, issue: { number: 7 } } } });
    const routed = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(PHASE), {}, comment('/legion build'));
    expect(startedWaveLegs(routed)).toHaveLength(PHASE.length);
    const ignored = await evaluateWorkflow(EXAMPLE_WORKFLOW, noWorkOutputs(), {}, comment('looks good to me'));
    expect(jobRun(ignored, 'route').result).toBe('skipped');
    expect(startedWaveLegs(ignored)).toEqual([]);
    expect(finalResult(ignored)).toBe('success');
  });

  it('review comments and reviews pass the same pre-filter; merge_group and push always start the route', async () => {
    const event = (name: string, payload: Record<string, unknown>) => ({ event: { name, payload } });
    const reviewComment = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(PHASE), {}, event('pull_request_review_comment', { comment: { body: '/legion build' } }));
    expect(startedWaveLegs(reviewComment)).toHaveLength(PHASE.length);
    const emptyReview = await evaluateWorkflow(EXAMPLE_WORKFLOW, noWorkOutputs(), {}, event('pull_request_review', { review: { body: null } }));
    expect(jobRun(emptyReview, 'route').result).toBe('skipped');
    expect(finalResult(emptyReview)).toBe('success');
    const review = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(PHASE), {}, event('pull_request_review', { review: { body: 'ok\n/legion build' } }));
    expect(jobRun(review, 'route').result).toBe('success');
    for (const name of ['merge_group', 'push']) {
      const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(PHASE), {}, event(name, {}));
      expect(jobRun(run, 'route').result).toBe('success');
      expect(startedWaveLegs(run)).toHaveLength(PHASE.length);
    }
  });
});

describe('a failed or cancelled wave stops the later ones', () => {
  it('a failed wave-1 plan: the rest of wave 1 still runs, waves 2 and later do not, the check is red', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(PHASE), { 'wave-1 · 01-02': 'failure' });
    expect(jobRun(run, 'wave-1').legs.map((leg) => [leg.name, leg.result])).toEqual([
      ['wave-1 · 01-01', 'success'],
      ['wave-1 · 01-02', 'failure'],
      ['wave-1 · 01-03', 'success'],
    ]);
    for (const id of ['wave-2', 'wave-3', 'wave-4']) {
      expect(jobRun(run, id).result).toBe('skipped');
      expect(jobRun(run, id).legs).toEqual([]);
    }
    expect(finalResult(run)).toBe('failure');
    expect(finalErrors(run)).toEqual(["error::wave-1 ended with 'failure': the waves after it did not run."]);
  });

  it('fail-fast is off: in a sequential wave, the plans after a failed one still run', async () => {
    const outputs = routeOutputs(PHASE, { sequentialWaves: [1] });
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs, { 'wave-1 · 01-01': 'failure' });
    expect(jobRun(run, 'wave-1').legs.map((leg) => [leg.name, leg.result, leg.start])).toEqual([
      ['wave-1 · 01-01', 'failure', 1],
      ['wave-1 · 01-02', 'success', 2],
      ['wave-1 · 01-03', 'success', 3],
    ]);
    expect(jobRun(run, 'wave-2').result).toBe('skipped');
    expect(finalResult(run)).toBe('failure');
  });

  it.each([1, 2, 3, 4])('a failure in wave %i of four: earlier waves passed, later ones never start, red', async (k) => {
    const plans: PlanSpec[] = [1, 2, 3, 4].flatMap((wave) => [
      { id: `06-${wave}1`, wave },
      { id: `06-${wave}2`, wave },
    ]);
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(plans), { [`wave-${k} · 06-${k}2`]: 'failure' });
    for (const job of waveJobs(run)) {
      const wave = Number(job.id.slice(5));
      expect(job.result, job.id).toBe(wave < k ? 'success' : wave === k ? 'failure' : 'skipped');
    }
    const last = Math.max(...startedWaveLegs(run).map((leg) => Number(leg.job.slice(5))));
    expect(last).toBe(k);
    expect(finalResult(run)).toBe('failure');
    expect(finalErrors(run)).toEqual([`error::wave-${k} ended with 'failure': the waves after it did not run.`]);
  });

  it('a run cancelled during wave 2: the later waves do not start, the check is red', async () => {
    // route: tick 0, wave-1: tick 1, wave-2: tick 2; the cancel lands at tick 3, before wave-3.
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(PHASE), { 'wave-2': 'cancelled' }, { cancelAt: 3 });
    expect(jobRun(run, 'wave-1').result).toBe('success');
    expect(jobRun(run, 'wave-2').result).toBe('cancelled');
    expect(jobRun(run, 'wave-3').result).toBe('skipped');
    expect(jobRun(run, FINAL_JOB).result).toBe('failure');
    expect(finalErrors(run)).toEqual(["error::wave-2 ended with 'cancelled': the waves after it did not run."]);
  });

  it('a route with more waves than wave jobs turns the check red instead of dropping wave 5', async () => {
    const plans: PlanSpec[] = [1, 2, 3, 4, 5].map((wave) => ({ id: `07-0${wave}`, wave }));
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(plans));
    expect(startedWaveLegs(run).flatMap(legPlans)).toEqual(['07-01', '07-02', '07-03', '07-04']);
    expect(finalResult(run)).toBe('failure');
    expect(finalErrors(run)).toEqual(['error::The route has 5 waves but this workflow runs 4: add wave jobs and raise wave-jobs.']);
  });
});

describe('routes that run nothing', () => {
  it("the final check's answers are the action's (src/core/answer-codes.ts), no more and no fewer", () => {
    const text = readFileSync(EXAMPLE_WORKFLOW, 'utf8');
    const arms = [...text.matchAll(/^ *'' \| ([E0-9 |]+)\) ;;$/gm)].map((m) => (m[1] as string).split('|').map((code) => code.trim()));
    expect(arms).toHaveLength(1);
    expect([...(arms[0] as string[])].sort()).toEqual([...ANSWER_CODES].sort());
  });

  it.each([
    ['status', noWorkOutputs('status')],
    ['a build where no plan matched', noWorkOutputs('build')],
    ['a dry run', routeOutputs(PHASE, { dryRun: true })],
    ['an unauthorized commenter (E020, answered with a reply)', rejectedOutputs('E020', 'build')],
    ['unclear natural language (E002, answered with a reply)', rejectedOutputs('E002')],
    ['a finished milestone (E033, no phase left to route)', rejectedOutputs('E033', 'build')],
    ['a pull request whose head moved after the command (E047)', rejectedOutputs('E047', 'build')],
    ['a head that cannot be established (E049)', rejectedOutputs('E049', 'build')],
    ['--sha that is not the head (E082)', rejectedOutputs('E082', 'build')],
    ['a closed pull request (E083)', rejectedOutputs('E083', 'build')],
  ])('%s: no wave job starts and the check is green', async (_name, outputs) => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs);
    expect(jobRun(run, 'route').result).toBe('success');
    for (const job of waveJobs(run)) expect(job.result).toBe('skipped');
    expect(startedWaveLegs(run)).toEqual([]);
    expect(finalResult(run)).toBe('success');
    expect(finalErrors(run)).toEqual([]);
  });

  it.each(['E010', 'E012', 'E031', 'E064'])('a route rejected with %s: no wave job starts and the check is red', async (code) => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, rejectedOutputs(code, 'build'));
    expect(jobRun(run, 'route').result).toBe('failure');
    expect(startedWaveLegs(run)).toEqual([]);
    expect(finalResult(run)).toBe('failure');
    expect(finalErrors(run)).toEqual([`error::The route job ended with 'failure' (${code}): nothing ran.`]);
  });

  it('a route job that failed before setting an error code is red too', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, noWorkOutputs(), { route: 'failure' });
    expect(finalResult(run)).toBe('failure');
    expect(finalErrors(run)).toEqual(["error::The route job ended with 'failure': nothing ran."]);
  });

  it('an error code on a route job that succeeded (continue-on-error) is still red', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, rejectedOutputs('E012', 'build'), { route: 'success' });
    expect(finalResult(run)).toBe('failure');
    expect(finalErrors(run)).toEqual(['error::The route was rejected with E012: nothing ran.']);
  });
});
