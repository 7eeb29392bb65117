/**
 * wave/action.yml is the interface the example workflow is written against: its inputs and
 * outputs, and that the bundle writes every output it declares on every step.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { emptyWaveOutputs } from '../../src/wave/wave-outputs.js';
import { WAVE_ACTION } from '../support/run-wave.js';

const action = parse(readFileSync(WAVE_ACTION, 'utf8')) as {
  name: string;
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, unknown>;
  runs: { using: string; main: string };
};

describe('wave/action.yml', () => {
  test('runs the shared bundle on node24', () => {
    expect(action.name).toBe('legion-router wave');
    expect(action.runs).toEqual({ using: 'node24', main: '../dist/wave/index.js' });
  });

  test('inputs: step and patches required; outcome success, token the job token by default', () => {
    expect(Object.keys(action.inputs).sort()).toEqual(['branch', 'entry', 'outcome', 'patches', 'sha', 'step', 'token']);
    expect(action.inputs['step']?.required).toBe(true);
    expect(action.inputs['patches']?.required).toBe(true);
    expect(action.inputs['outcome']?.default).toBe('success');
    expect(action.inputs['token']?.default).toBe('${{ github.token }}');
  });

  test('outputs: exactly the ones every step writes', () => {
    expect(Object.keys(action.outputs).sort()).toEqual(Object.keys(emptyWaveOutputs()).sort());
    expect(Object.keys(action.outputs).sort()).toEqual(['branch', 'changed', 'commits', 'error-code', 'handoff', 'landed', 'patch', 'pull-request']);
  });
});
