/**
 * The wave action's inputs (wave/action.yml), read and checked. Pure: `getInput` is passed in.
 * A value that cannot be right stops the step with E100 naming the input, before git runs.
 */
import { isAbsolute, resolve } from 'node:path';
import { ErrorCode } from '../core/error-codes.js';
import { isSafeBranchName } from '../core/wave/landing-target.js';
import { WaveError } from '../core/wave/wave-error.js';
import { LEG_OUTCOMES, type LegOutcome } from '../core/wave/wave-record.js';

export type WaveStep = 'collect' | 'apply' | 'land';
export const WAVE_STEPS: readonly WaveStep[] = ['collect', 'apply', 'land'];

export interface WaveInputs {
  step: WaveStep;
  /** The entry's JSON text (collect, apply). */
  entry: string;
  /** Absolute path of the patches directory. */
  patches: string;
  outcome: LegOutcome;
  /** The routed commit (land), '' when not given. */
  sha: string;
  token: string;
  /** An explicit target branch (land), '' when not given. */
  branch: string;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

function bad(message: string): never {
  throw new WaveError(ErrorCode.WAVE_INPUT_INVALID, message);
}

export function readWaveInputs(getInput: (name: string) => string, workspace: string): WaveInputs {
  const step = getInput('step').trim();
  if (!(WAVE_STEPS as readonly string[]).includes(step)) bad(`The "step" input must be collect, apply or land${step === '' ? '' : `, not ${JSON.stringify(step.slice(0, 40))}`}.`);
  const patchesText = getInput('patches').trim();
  if (patchesText === '' || patchesText.includes('\0')) bad('The "patches" input must name a directory (for example ${{ runner.temp }}/legion-patches).');
  const outcome = (getInput('outcome').trim() || 'success') as LegOutcome;
  if (!LEG_OUTCOMES.includes(outcome)) bad('The "outcome" input must be success, failure, cancelled or skipped (the agent step\'s `steps.<id>.outcome`).');
  const sha = getInput('sha').trim().toLowerCase();
  if (sha !== '' && !SHA.test(sha)) bad('The "sha" input must be the routed commit (`needs.route.outputs.sha`, 40 hex digits).');
  const branch = getInput('branch').trim();
  if (branch !== '' && !isSafeBranchName(branch)) bad('The "branch" input is not a branch name (letters, digits, ".", "_", "-", "/"; no ".." and no leading "-").');
  const entry = getInput('entry');
  if (step !== 'land' && entry.trim() === '') bad(`The "entry" input is required for step: ${step} (entry: \${{ toJSON(matrix) }}).`);
  return {
    step: step as WaveStep,
    entry,
    patches: isAbsolute(patchesText) ? patchesText : resolve(workspace, patchesText),
    outcome,
    sha,
    token: getInput('token').trim(),
    branch,
  };
}
