/**
 * The example workflow fed the router's REAL outputs (the CLI's --json, which carries exactly the
 * action's outputs): examples/basic's phase 2 has two waves (02-01, 02-02 → 02-03, 02-04, 02-05).
 * GitHub's parser and evaluator decide every `if:` and matrix; the scheduling is emulated (see
 * test/workflow/run-workflow.ts).
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { EXAMPLE_BASIC, PROJECT_ROOT } from '../support/temp-repo.js';
import { evaluateWorkflow, jobRun } from './run-workflow.js';
import { EXAMPLE_WORKFLOW, expectOrderedWaves, finalResult, legPlans, startedWaveLegs } from './wave-checks.js';

const OUTPUT_NAMES = [
  'waves',
  'wave-count',
  'wave-max-parallel',
  'matrix',
  'has-work',
  'count',
  'command',
  'intent',
  'mode',
  'flags',
  'source',
  'confidence',
  'sha',
  'control-profile',
  'error-code',
  'changed-files-list',
];

async function routerOutputs(argv: string[], stdin = ''): Promise<Record<string, string>> {
  let out = '';
  await runCli({ argv: ['--repo', EXAMPLE_BASIC, '--json', ...argv], cwd: PROJECT_ROOT, stdout: (t) => (out += t), stderr: () => undefined, readStdin: () => stdin });
  const json = JSON.parse(out) as Record<string, unknown>;
  const outputs: Record<string, string> = {};
  for (const name of OUTPUT_NAMES) outputs[name] = String(json[name]);
  // The CLI has no pull request: give the route a head, as the action's `sha` output would.
  outputs['sha'] = 'a'.repeat(40);
  return outputs;
}

describe('the example workflow with the router’s real outputs', () => {
  it('build of phase 2: every selected plan runs exactly once, wave 2 only after wave 1 succeeded, the check is green', async () => {
    const outputs = await routerOutputs(['build']);
    expect(outputs['wave-count']).toBe('2');
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs);
    expectOrderedWaves(run, outputs);
    expect(
      startedWaveLegs(run)
        .flatMap((leg) => legPlans(leg))
        .sort(),
    ).toEqual(['02-01', '02-02', '02-03', '02-04', '02-05']);
    expect(finalResult(run)).toBe('success');
  });

  it('a failed wave-1 plan stops wave 2, and the check is red', async () => {
    const outputs = await routerOutputs(['build']);
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs, { 'wave-1 · 02-01': 'failure' });
    expect(jobRun(run, 'wave-2').result).toBe('skipped');
    expect(finalResult(run)).toBe('failure');
  });

  it('a build scoped by changed files pulls the unfinished dependency into the earlier wave', async () => {
    const outputs = await routerOutputs(['--changed-files', '-', 'build'], 'docs/api/orders.md\n');
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs);
    expect(jobRun(run, 'wave-1').legs.map((l) => l.name)).toEqual(['wave-1 · 02-01']);
    expect(jobRun(run, 'wave-2').legs.map((l) => l.name)).toEqual(['wave-2 · 02-03']);
    expect(finalResult(run)).toBe('success');
  });

  // Until issue 24 --just-document pulled 02-01 (an implementation plan) in as the docs plan's
  // dependency. The filter wins now: nothing runs, and that is not an error.
  it('--just-document, whose docs plan needs an implementation plan: no wave job starts, the check stays green', async () => {
    const outputs = await routerOutputs(['--changed-files', '-', 'build', '--just-document'], 'docs/api/orders.md\n');
    expect(outputs).toMatchObject({ 'error-code': '', 'has-work': 'false' });
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs);
    expect(startedWaveLegs(run)).toEqual([]);
    expect(finalResult(run)).toBe('success');
  });

  it('status starts no wave job and leaves the check green', async () => {
    const outputs = await routerOutputs(['status']);
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs);
    expect(startedWaveLegs(run)).toEqual([]);
    expect(finalResult(run)).toBe('success');
  });

  it('a rejected route (unknown flag) starts no wave job and turns the check red', async () => {
    const outputs = await routerOutputs(['build', '--just-hardne']);
    expect(outputs['error-code']).toBe('E010');
    const run = await evaluateWorkflow(EXAMPLE_WORKFLOW, outputs);
    expect(startedWaveLegs(run)).toEqual([]);
    expect(finalResult(run)).toBe('failure');
  });
});
