/**
 * The report step of the example workflow (.github/workflows/legion-router-example.yml): wired
 * to report/action.yml's inputs and the route job's outputs, and, end to end, fed the way GitHub
 * would feed it: the workflow runs offline (test/workflow's emulation), the step's `with:` is
 * evaluated by GitHub's evaluator from that run's `needs`, the run's jobs become the fake API's
 * job list, and the bundled report (dist/report/index.js) reports on them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readReportMarker } from '../../src/report/report-marker.js';
import { FakeGitHub, type FakeJob } from '../support/fake-github.js';
import { cleanupTemps, HAS_NODE24, ROOT } from '../support/run-action.js';
import { ensureReportDist, REPORT_ACTION, runReport, RUN_ID } from '../support/run-report.js';
import { routeOutputs, type PlanSpec } from '../workflow/route-outputs.js';
import { evaluateWorkflow, jobRun, type EvaluateOptions, type JobResults, type WorkflowRun } from '../workflow/run-workflow.js';
import { EXAMPLE_WORKFLOW, FINAL_JOB, finalResult, LAND_JOB, waveJobs } from '../workflow/wave-checks.js';

type Step = { uses?: string; id?: string; if?: string; with?: Record<string, string> };
type Job = { steps: Step[]; outputs?: Record<string, string>; permissions?: Record<string, string>; needs?: string[] };

const workflow = parse(readFileSync(EXAMPLE_WORKFLOW, 'utf8')) as { jobs: Record<string, Job> };
const action = parse(readFileSync(REPORT_ACTION, 'utf8')) as { inputs: Record<string, { default?: string }>; runs: { using: string; main: string } };
const final = workflow.jobs[FINAL_JOB] as Job;
const step = final.steps.find((candidate) => candidate.uses === './report') as Step;
const waveIds = Object.keys(workflow.jobs).filter((id) => /^wave-\d+$/.test(id));

describe('the report step in the example workflow', () => {
  it('runs the report action of this repository (node24, the dist/report bundle)', () => {
    expect(step).toBeDefined();
    expect(step.id).toBe('report');
    expect(step.if).toBe("always() && needs.route.result != 'skipped'");
    expect(action.runs).toEqual({ using: 'node24', main: '../dist/report/index.js' });
    expect(join(ROOT, 'report', action.runs.main)).toBe(join(ROOT, 'dist', 'report', 'index.js'));
  });

  it('passes only declared inputs, and only outputs the route and landing jobs expose', () => {
    for (const key of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs)).toContain(key);
    for (const job of ['route', LAND_JOB]) {
      const exposed = Object.keys(workflow.jobs[job]?.outputs ?? {});
      for (const value of Object.values(step.with ?? {})) {
        for (const match of String(value).matchAll(new RegExp(`needs\\.${job}\\.outputs\\.([a-z-]+)`, 'g'))) expect(exposed).toContain(match[1]);
      }
    }
    expect(step.with?.['commits']).toBe(`\${{ needs.${LAND_JOB}.outputs.commits }}`);
  });

  it('wave-results names every wave job, in order', () => {
    expect(step.with?.['wave-results']).toBe(waveIds.map((id) => `\${{ needs.${id}.result }}`).join(' '));
  });

  it('the default job-name template is the wave jobs’ name', () => {
    expect(step.with?.['job-name']).toBeUndefined();
    expect(action.inputs['job-name']?.default).toBe('wave-{k} · {id}');
  });
});

/** The run's jobs as GitHub lists them: one per leg that was created, one unexpanded job per skipped wave job. */
function listedJobs(run: WorkflowRun): FakeJob[] {
  let id = 50_000;
  const jobs: FakeJob[] = [{ id: ++id, name: 'route', status: 'completed', conclusion: jobRun(run, 'route').result }];
  for (const job of waveJobs(run)) {
    if (job.legs.length === 0) jobs.push({ id: ++id, name: `${job.id} · \${{ matrix.id }}`, status: 'completed', conclusion: job.result });
    for (const leg of job.legs) jobs.push({ id: ++id, name: leg.name, status: 'completed', conclusion: leg.result });
  }
  jobs.push({ id: ++id, name: LAND_JOB, status: 'completed', conclusion: jobRun(run, LAND_JOB).result });
  jobs.push({ id: ++id, name: FINAL_JOB, status: 'in_progress', conclusion: null });
  return jobs;
}

const PHASE: PlanSpec[] = [
  { id: '01-01', wave: 1 },
  { id: '01-02', wave: 1 },
  { id: '01-03', wave: 2 },
  { id: '01-04', wave: 4 },
];

describe('the workflow run, reported', () => {
  let fake: FakeGitHub;
  beforeAll(async () => {
    if (!HAS_NODE24) return;
    ensureReportDist();
    fake = await FakeGitHub.start();
  }, 180_000);
  // The stand-in is held to GitHub's REST description (test/support/github-spec.ts).
  afterEach(() => {
    expect(fake?.violations ?? []).toEqual([]);
  });
  afterAll(async () => {
    await fake?.close();
    cleanupTemps();
  });
  beforeEach((context) => {
    if (!HAS_NODE24) context.skip();
    fake.reset();
  });

  async function reported(results: JobResults, options: EvaluateOptions = {}) {
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, routeOutputs(PHASE), results, options);
    const reportStep = jobRun(run, FINAL_JOB).legs[0]?.steps.find((candidate) => candidate.id === 'report');
    expect(reportStep?.conclusion).toBe('success');
    fake.addRunJobs(RUN_ID, 1, listedJobs(run));
    // The inputs as the runner passes them: the `with:` GitHub's evaluator gave the step.
    const report = await runReport({ eventName: 'workflow_dispatch', payload: { inputs: {} }, inputs: reportStep?.with ?? {}, apiUrl: fake.url });
    return { run, report };
  }

  it('every plan passed: the report agrees with the check (green), a success status', async () => {
    const { run, report } = await reported({});
    expect(finalResult(run)).toBe('success');
    expect(report.code, report.stdout).toBe(0);
    expect(report.outputs).toMatchObject({ result: 'success', counts: '{"success":4,"failure":0,"skipped":0,"pending":0}' });
    expect(fake.statuses.map((s) => s.state)).toEqual(['success']);
  });

  it('the landing’s commits reach the report: each plan’s commit is listed and linked', async () => {
    const commits = JSON.stringify(PHASE.map((plan, i) => ({ plan: plan.id, sha: String(i + 1).repeat(40) })));
    const { run, report } = await reported({}, { steps: { [`${LAND_JOB}/land`]: { outputs: { landed: 'true', commits } } } });
    expect(jobRun(run, LAND_JOB).result).toBe('success');
    expect(report.code, report.stdout).toBe(0);
    expect(report.summary).toContain('**Landed** · 4 commits, one per plan');
    expect(report.summary).toContain(`- \`01-04\` · [\`444444444444\`](https://github.com/Codertocat/Hello-World/commit/${'4'.repeat(40)})`);
  });

  it('a failed wave-1 plan: the report names it, the later waves are ⏭, it exits 1 like the check', async () => {
    const { run, report } = await reported({ 'wave-1 · 01-02': 'failure' });
    expect(finalResult(run)).toBe('failure');
    expect(report.code).toBe(1);
    expect(report.outputs).toMatchObject({ result: 'failure', 'failed-plans': '["01-02"]', 'not-run-plans': '["01-03","01-04"]' });
    expect(report.summary).toContain('| ⏭ | `01-03` | skipped: the wave job did not run |');
    expect(fake.statuses.map((s) => s.state)).toEqual(['failure']);
    expect(readReportMarker(report.summary)).toBeNull(); // the summary keeps no marker
    expect(report.summary).not.toContain('Landed'); // nothing landed
  });

  it('a comment that is no command: the route is skipped, and so are the checkout and the report', async () => {
    const run = await evaluateWorkflow(
      EXAMPLE_WORKFLOW,
      routeOutputs(PHASE),
      {},
      { event: { name: 'issue_comment', payload: { comment: { body: 'looks good' }, issue: { number: 7 } } } },
    );
    expect(jobRun(run, 'route').result).toBe('skipped');
    const steps = jobRun(run, FINAL_JOB).legs[0]?.steps ?? [];
    expect(steps.map((s) => s.conclusion)).toEqual(['skipped', 'skipped', 'success']);
    expect(finalResult(run)).toBe('success');
  });
});
