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
 * Route outputs come from route-outputs.ts (the output contract of the route step); a scenario
 * with the real router's outputs is the same call (real-router.test.ts).
 *
 * The handoff between waves (`./wave` collect, apply, land; the artifact upload and download; the
 * agent) is `uses:` steps, which the emulation does not execute: their `if:` and `with:` are
 * evaluated by GitHub's evaluator, and a scenario gives the outcome and outputs of the ones it
 * is about (`steps`: the agent failed, apply's handoff file, land's commits).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseWorkflowFile } from './parse-workflow.js';
import { ANSWER_CODES } from '../../src/core/answer-codes.js';
import { noWorkOutputs, rejectedOutputs, routeOutputs, type PlanSpec } from './route-outputs.js';
import { evaluateWorkflow, jobRun, type EvaluateOptions, type GivenStep, type LegRun, type WorkflowRun } from './run-workflow.js';
import {
  EXAMPLE_WORKFLOW,
  expectOrderedWaves,
  expectWaveCopiesAgree,
  FINAL_JOB,
  finalErrors,
  finalResult,
  FIRST_WAVE_STEPS,
  LAND_JOB,
  LATER_WAVE_STEPS,
  legPlans,
  legStep,
  peakParallel,
  startedWaveLegs,
  stepConclusions,
  waveJobs,
} from './wave-checks.js';

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
    expect(template.jobs.map((job) => job.id.value)).toEqual(['route', 'wave-1', 'wave-2', 'wave-3', 'wave-4', LAND_JOB, FINAL_JOB]);
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

  it('the wave jobs are copies: wave-2 … the same job, wave-1 the same without download (checkout of the routed sha)', () => {
    const first = raw.jobs['wave-1'] as RawJob;
    expect(first.steps[0]?.['with']).toEqual({ ref: '${{ needs.route.outputs.sha }}', 'persist-credentials': false });
    expectWaveCopiesAgree(raw.jobs);
  });

  it('the copies check fails when a later wave drifts from wave-2, or wave-1 from them', () => {
    const drifted = structuredClone(raw.jobs);
    (drifted['wave-3'] as RawJob).steps.splice(2, 1); // wave-3 without apply
    expect(() => expectWaveCopiesAgree(drifted)).toThrow('wave-3 is a copy of wave-2');
    const applied = structuredClone(raw.jobs);
    (applied['wave-1'] as RawJob).steps.splice(1, 0, (raw.jobs['wave-2'] as RawJob).steps[1] as Record<string, unknown>); // wave-1 with a download
    expect(() => expectWaveCopiesAgree(applied)).toThrow('wave-1 is wave-2 without');
  });

  it('every action from elsewhere is pinned by a full commit sha with its version: checkout, artifacts, the agent', () => {
    const text = readFileSync(EXAMPLE_WORKFLOW, 'utf8');
    const remote = [...text.matchAll(/^\s*(?:- )?uses: ([^\s.][^\s]*)(.*)$/gm)].map((m) => `${m[1]}${m[2]}`);
    expect(remote.length).toBeGreaterThan(0);
    for (const use of remote) expect(use).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    expect(new Set(remote)).toEqual(
      new Set([
        'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
        'actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0',
        'actions/download-artifact@3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c # v8.0.1',
        'anthropics/claude-code-action@24dcd50c0568f0fc9e9211213a4fd2d9eb15c4e0 # v1.0.200',
      ]),
    );
  });

  it('the final check needs every job (the landing too), always runs, and has only the report step’s permissions', () => {
    const final = raw.jobs[FINAL_JOB] as RawJob;
    expect(final.needs).toEqual(Object.keys(raw.jobs).filter((id) => id !== FINAL_JOB));
    expect(final['if']).toBe('always()');
    // The report step (uses: ./report, docs/report.md): checkout, jobs, commit status, comment and reaction.
    expect(final['permissions']).toEqual({ contents: 'read', actions: 'read', statuses: 'write', issues: 'write', 'pull-requests': 'write' });
  });

  it('least privilege; only the landing job can write contents; untrusted values reach scripts only through env:', () => {
    expect(raw.permissions).toEqual({});
    expect(raw.jobs[LAND_JOB]?.['permissions']).toEqual({ contents: 'write', 'pull-requests': 'write' });
    const writers = Object.entries(raw.jobs).filter(([, job]) => (job['permissions'] as Record<string, string>)['contents'] === 'write');
    expect(writers.map(([id]) => id)).toEqual([LAND_JOB]);
    // The landing job runs no agent, no report and no script: checkout, download and land only.
    expect(raw.jobs[LAND_JOB]?.steps.map((step) => [step['id'], step['uses']])).toEqual([
      ['checkout', expect.stringMatching(/^actions\/checkout@/)],
      ['action', expect.stringMatching(/^actions\/checkout@/)],
      ['download', expect.stringMatching(/^actions\/download-artifact@/)],
      ['land', './.legion-action/wave'],
    ]);
    // pull-requests: write for the reactions and thread replies on review comments (#15 item 3);
    // actions: read for the run a retried report names (#23 item 4); models: read for nl-model.
    expect(raw.jobs['route']?.['permissions']).toEqual({ contents: 'read', 'pull-requests': 'write', issues: 'write', actions: 'read', models: 'read' });
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

const SECRETS = { ANTHROPIC_API_KEY: 'sk-ant-emulated' };
const JOB_TOKEN = 'ghs_emulated-job-token';
const HANDOFF = '/tmp/legion/handoff.md';
const COMMITS = JSON.stringify([
  { plan: '01-01', sha: 'a'.repeat(40) },
  { plan: '01-02', sha: 'b'.repeat(40) },
]);

/** Phase 01 in three waves: 01-03 builds on 01-01, 01-04 on 01-03. */
const CHAIN: PlanSpec[] = [
  { id: '01-01', wave: 1, files: ['src/a.ts'] },
  { id: '01-02', wave: 1, files: ['src/b.ts'] },
  { id: '01-03', wave: 2, files: ['src/c.ts'], depends_on: ['01-01'] },
  { id: '01-04', wave: 3, files: ['src/d.ts'], depends_on: ['01-03'] },
];

/** The apply steps hand a handoff file on, and land lands two commits, unless a scenario says otherwise. */
function withHandoff(steps: Record<string, GivenStep> = {}, options: EvaluateOptions = {}): EvaluateOptions {
  const given: Record<string, GivenStep> = { [`${LAND_JOB}/land`]: { outputs: { landed: 'true', branch: 'feature', commits: COMMITS, 'pull-request': '', 'error-code': '' } } };
  for (const wave of [2, 3, 4]) given[`wave-${wave}/apply`] = { outputs: { handoff: HANDOFF } };
  return { secrets: SECRETS, ...options, steps: { ...given, ...steps } };
}

function leg(run: WorkflowRun, name: string): LegRun {
  const found = run.jobs.flatMap((job) => job.legs).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no leg ${name}`);
  return found;
}

function prompt(legRun: LegRun): string {
  return legStep(legRun, 'prompt').outputs['text'] ?? '';
}

describe('handoff between waves: each leg runs apply → agent → collect → upload', () => {
  it('wave-1 legs: checkout, apply (marks the start), prompt, agent, collect, upload; later legs download first', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(CHAIN), {}, withHandoff());
    expect(stepConclusions(leg(run, 'wave-1 · 01-01'))).toEqual(FIRST_WAVE_STEPS.map((id) => `${id}: success`));
    expect(stepConclusions(leg(run, 'wave-2 · 01-03'))).toEqual(LATER_WAVE_STEPS.map((id) => `${id}: success`));
    expect(stepConclusions(leg(run, 'wave-3 · 01-04'))).toEqual(LATER_WAVE_STEPS.map((id) => `${id}: success`));
    expect(run.unusedResults, 'a three-wave route leaves wave-4 out').toEqual(['wave-4/apply']);
  });

  it('collect records the entry and the agent’s outcome; the record is uploaded as legion-patch-<id>, hidden files left at their default', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(CHAIN), {}, withHandoff());
    const third = leg(run, 'wave-2 · 01-03');
    const collect = legStep(third, 'collect');
    expect(collect.uses).toBe('./wave');
    expect(collect.with).toEqual({ step: 'collect', entry: expect.any(String), patches: '/tmp/legion/leg', outcome: 'success' });
    expect(JSON.parse(collect.with['entry'] as string)).toEqual(third.matrix);
    expect(JSON.parse(collect.with['entry'] as string)).toMatchObject({ summary: '.planning/phases/01-example/01-03-SUMMARY.md', file_scope_restriction: true });
    const upload = legStep(third, 'upload');
    expect(upload.uses).toMatch(/^actions\/upload-artifact@/);
    expect(upload.with).toEqual({ name: 'legion-patch-01-03', path: '/tmp/legion/leg', 'if-no-files-found': 'error', overwrite: 'true' });
    expect(Object.keys(upload.with)).not.toContain('include-hidden-files');
  });

  it('wave 2 and later download every earlier record into one directory and apply it before the agent', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(CHAIN), {}, withHandoff());
    const third = leg(run, 'wave-2 · 01-03');
    const download = legStep(third, 'download');
    expect(download.uses).toMatch(/^actions\/download-artifact@/);
    expect(download.with).toEqual({ pattern: 'legion-patch-*', 'merge-multiple': 'true', path: '/tmp/legion/earlier' });
    const apply = legStep(third, 'apply');
    expect(apply.with).toEqual({ step: 'apply', entry: expect.any(String), patches: download.with['path'] });
    expect(JSON.parse(apply.with['entry'] as string)).toMatchObject({ id: '01-03', depends_on: ['01-01'], depends_on_summaries: ['.planning/phases/01-example/01-01-SUMMARY.md'] });
    // The upload pattern matches every record name, and the leg's own record goes elsewhere.
    const uploaded = legStep(leg(run, 'wave-1 · 01-01'), 'upload').with['name'] as string;
    expect(uploaded.startsWith((download.with['pattern'] as string).replace(/\*$/, ''))).toBe(true);
    expect(legStep(third, 'collect').with['patches']).not.toBe(download.with['path']);
  });

  it('every id the router can give a matrix entry makes a valid artifact name (no " : < > | * ? \\ / CR LF)', async () => {
    const { isSafeId } = await import('../../src/core/text/sanitize.js');
    const forbidden = new Set(['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/']);
    const allowed = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code)).filter((ch) => isSafeId(`a${ch}`));
    expect(allowed.length).toBeGreaterThan(60);
    for (const ch of allowed) expect(forbidden.has(ch), JSON.stringify(ch)).toBe(false);
    const run = await evaluateWorkflow(
      EXAMPLE_WORKFLOW,
      routeOutputs([...Array.from({ length: 3 }, (_, i) => ({ id: `04-0${i + 1}`, wave: 1 }))], { maxJobsPerWave: 2 }),
      {},
      withHandoff(),
    );
    expect(jobRun(run, 'wave-1').legs.map((l) => legStep(l, 'upload').with['name'])).toEqual(['legion-patch-batch-001', 'legion-patch-batch-002']);
  });

  it('a failed agent is still recorded: collect runs with outcome failure and uploads; the leg and the later waves stop; nothing lands', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(CHAIN), {}, withHandoff({ 'wave-1 · 01-02/agent': { outcome: 'failure' } }));
    const failed = leg(run, 'wave-1 · 01-02');
    expect(stepConclusions(failed)).toEqual(['checkout: success', 'apply: success', 'prompt: success', 'agent: failure', 'collect: success', 'upload: success']);
    expect(legStep(failed, 'collect').with['outcome']).toBe('failure');
    expect(failed.result).toBe('failure');
    expect(leg(run, 'wave-1 · 01-01').result).toBe('success');
    expect(jobRun(run, 'wave-2').result).toBe('skipped');
    expect(jobRun(run, LAND_JOB).result).toBe('skipped');
    expect(finalErrors(run)).toEqual(["error::wave-1 ended with 'failure': the waves after it did not run."]);
  });

  it('a scope refusal in collect fails the leg and uploads nothing', async () => {
    const run = await evaluateWorkflow(
      EXAMPLE_WORKFLOW,
      routeOutputs(CHAIN),
      {},
      withHandoff({ 'wave-1 · 01-01/collect': { outcome: 'failure', outputs: { 'error-code': 'E-scope' } } }),
    );
    expect(stepConclusions(leg(run, 'wave-1 · 01-01')).slice(-2)).toEqual(['collect: failure', 'upload: skipped']);
    expect(jobRun(run, 'wave-1').result).toBe('failure');
    expect(jobRun(run, LAND_JOB).result).toBe('skipped');
  });

  it('a failed apply: the agent never starts, and nothing is collected or uploaded (apply’s error is the leg’s)', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(CHAIN), {}, withHandoff({ 'wave-2 · 01-03/apply': { outcome: 'failure' } }));
    expect(stepConclusions(leg(run, 'wave-2 · 01-03'))).toEqual([
      'checkout: success',
      'download: success',
      'apply: failure',
      'prompt: skipped',
      'agent: skipped',
      'collect: skipped',
      'upload: skipped',
    ]);
    expect(jobRun(run, 'wave-3').result).toBe('skipped');
    expect(finalResult(run)).toBe('failure');
  });

  it('a run cancelled during a leg records nothing: collect’s if is !cancelled(), not always()', async () => {
    const text = readFileSync(EXAMPLE_WORKFLOW, 'utf8');
    const conditions = [...text.matchAll(/^ {8}if: (.*)$/gm)].map((m) => m[1]);
    expect(conditions.filter((c) => c?.includes('steps.prompt.outcome'))).toEqual(Array(4).fill("${{ !cancelled() && steps.prompt.outcome == 'success' }}"));
    expect(conditions.filter((c) => c?.includes('always()'))).toEqual(["always() && needs.route.result != 'skipped'", "always() && needs.route.result != 'skipped'", 'always()']);
  });

  it('the agent gets the entry’s plan, agent, files, SUMMARY.md, the handoff file and the execution contract; its key and the job’s read-only token', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(CHAIN), {}, withHandoff());
    const third = leg(run, 'wave-2 · 01-03');
    const text = prompt(third);
    for (const expected of [
      '.planning/phases/01-example/01-03-PLAN.md',
      'engineering-senior-developer',
      `${HANDOFF}: read it first`,
      '.planning/phases/01-example/01-01-SUMMARY.md',
      'Change only the files the plan declares: src/c.ts.',
      'restricts the file scope',
      'write .planning/phases/01-example/01-03-SUMMARY.md',
      '1. Read before write',
      '2. Evidence before action',
      '3. Minimal diff',
      '4. Verify before report',
      'BLOCKED',
      'Do not commit, push or open pull requests',
    ])
      expect(text).toContain(expected);
    const agent = legStep(third, 'agent');
    expect(agent.uses).toMatch(/^anthropics\/claude-code-action@[0-9a-f]{40}$/);
    expect(agent.with).toEqual({ prompt: text, anthropic_api_key: SECRETS.ANTHROPIC_API_KEY, github_token: JOB_TOKEN, claude_args: expect.stringContaining('Edit') });
    expect(prompt(leg(run, 'wave-1 · 01-01'))).toContain('first wave: there is no handoff context');
  });

  it('a read-only entry: told to change nothing, and given no tool that writes', async () => {
    const run = await evaluateWorkflow(
      EXAMPLE_WORKFLOW,
      routeOutputs([
        { id: '02-01', wave: 1 },
        { id: '02-02', wave: 1, read_only: true },
      ]),
      {},
      withHandoff(),
    );
    const reader = leg(run, 'wave-1 · 02-02');
    expect(prompt(reader)).toContain('read-only: change no file');
    expect(prompt(reader)).not.toContain('SUMMARY.md in the format');
    expect(legStep(reader, 'agent').with['claude_args']).toBe('--allowedTools Read,Glob,Grep');
    expect(legStep(leg(run, 'wave-1 · 02-01'), 'agent').with['claude_args']).toContain('Write');
  });

  it('without the ANTHROPIC_API_KEY secret the agent is skipped, not failed; collect records that it did not run', async () => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(CHAIN), {}, withHandoff({}, { secrets: {} }));
    const first = leg(run, 'wave-1 · 01-01');
    expect(stepConclusions(first)).toEqual(['checkout: success', 'apply: success', 'prompt: success', 'agent: skipped', 'collect: success', 'upload: success']);
    expect(legStep(first, 'collect').with['outcome']).toBe('skipped');
    expect(JSON.stringify(first.steps.map((step) => step.env))).not.toContain('sk-ant');
  });
});

describe('landing: only after every routed wave succeeded, never for dry runs or reviews', () => {
  it('a three-wave phase: land runs after wave 3 with the routed sha, the records and the job’s token; the report lists the commits', async () => {
    const outputs = routeOutputs(CHAIN);
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs, {}, withHandoff());
    expectOrderedWaves(run, outputs);
    const land = jobRun(run, LAND_JOB);
    expect(land.result).toBe('success');
    expect(land.readyAt).toBeGreaterThanOrEqual(jobRun(run, 'wave-3').finishedAt);
    const [landLeg] = land.legs as [LegRun];
    expect(stepConclusions(landLeg)).toEqual(['checkout: success', 'action: success', 'download: success', 'land: success']);
    expect(legStep(landLeg, 'checkout').with).toEqual({ ref: outputs['sha'], 'persist-credentials': 'false' });
    // The wave action that holds the write token comes from the workflow's own commit, not the routed one.
    expect(legStep(landLeg, 'action').with).toEqual({ path: '.legion-action', 'persist-credentials': 'false', 'sparse-checkout': 'wave\ndist\n' });
    expect(legStep(landLeg, 'land').uses).toBe(`./${legStep(landLeg, 'action').with['path']}/wave`);
    expect(legStep(landLeg, 'download').with).toEqual({ pattern: 'legion-patch-*', 'merge-multiple': 'true', path: '/tmp/legion/patches' });
    expect(legStep(landLeg, 'land').with).toEqual({ step: 'land', patches: '/tmp/legion/patches', sha: outputs['sha'], token: JOB_TOKEN });
    expect(land.outputs).toEqual({ landed: 'true', branch: 'feature', commits: COMMITS, 'pull-request': '', 'error-code': '' });
    const report = legStep(jobRun(run, FINAL_JOB).legs[0] as LegRun, 'report');
    expect(report.with['commits']).toBe(COMMITS);
    expect(finalResult(run)).toBe('success');
    expect(legStep(jobRun(run, FINAL_JOB).legs[0] as LegRun, 'verdict').output).toContain('Landed on feature.');
  });

  it.each([
    ['a dry run', routeOutputs(CHAIN, { dryRun: true })],
    ['a review route', routeOutputs([{ id: 'review-security', wave: 1, read_only: true }], { command: 'review' })],
    ['a review through filters (mode filter_review)', routeOutputs([{ id: '01-01', wave: 1, read_only: true }], { mode: 'filter_review' })],
    ['a route with no work', noWorkOutputs('build')],
    ['a rejected route', rejectedOutputs('E012', 'build')],
  ])('%s: nothing lands, the report gets no commits', async (_name, outputs) => {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs, {}, withHandoff());
    expect(jobRun(run, LAND_JOB).result).toBe('skipped');
    expect(jobRun(run, LAND_JOB).reason).toBe('if: evaluated to false');
    expect(legStep(jobRun(run, FINAL_JOB).legs[0] as LegRun, 'report').with['commits'] ?? '').toBe('');
  });

  it.each([1, 2, 3])('a failed wave %i of three: nothing lands, the check is red for the wave', async (k) => {
    const failing = CHAIN.find((plan) => plan.wave === k) as PlanSpec;
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(CHAIN), { [`wave-${k} · ${failing.id}`]: 'failure' }, withHandoff());
    expect(jobRun(run, LAND_JOB).result).toBe('skipped');
    expect(finalErrors(run)).toEqual([`error::wave-${k} ended with 'failure': the waves after it did not run.`]);
  });

  it('a run cancelled before landing: nothing lands', async () => {
    // route: tick 0, waves 1–3: ticks 1–3; the cancel lands before the landing job starts.
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(CHAIN), {}, withHandoff({}, { cancelAt: 4 }));
    expect(jobRun(run, 'wave-3').result).toBe('success');
    expect(jobRun(run, LAND_JOB).result).toBe('skipped');
  });

  it('the wave jobs past wave-count are skipped and still land; a skipped routed wave does not', async () => {
    const oneWave = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs([{ id: '01-01', wave: 1 }]), {}, withHandoff());
    expect(waveJobs(oneWave).map((job) => job.result)).toEqual(['success', 'skipped', 'skipped', 'skipped']);
    expect(jobRun(oneWave, LAND_JOB).result).toBe('success');
    // A route that says four waves while wave-4 never ran (it failed to start): no landing.
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, { ...routeOutputs(CHAIN), 'wave-count': '4' }, { 'wave-4': 'failure' }, withHandoff());
    expect(jobRun(run, LAND_JOB).result).toBe('skipped');
  });

  it('a landing that fails (the head moved) turns the check red with its code; the records stay', async () => {
    const run = await evaluateWorkflow(
      EXAMPLE_WORKFLOW,
      routeOutputs(CHAIN),
      {},
      withHandoff({ [`${LAND_JOB}/land`]: { outcome: 'failure', outputs: { landed: 'false', 'error-code': 'E-moved', commits: '[]' } } }),
    );
    expect(jobRun(run, LAND_JOB).result).toBe('failure');
    expect(finalResult(run)).toBe('failure');
    expect(finalErrors(run)).toEqual(["error::Landing ended with 'failure' (E-moved): see the legion-land job; every plan's record stays in this run's legion-patch-* artifacts."]);
  });
});
