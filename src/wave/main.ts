/**
 * The wave action (wave/action.yml), one step of three:
 *
 *   collect  last step of every leg: the leg's changes as a record in `patches`   (collect.ts)
 *   apply    before the agent, waves 2+: earlier waves' records onto the checkout (apply.ts)
 *   land     final job: one commit per plan, pushed; a pull request when needed  (land.ts)
 *
 * A coded stop (E100–E113) fails the step with one annotation and the `error-code` output; the
 * job summary says what happened either way.
 */
import { tmpdir } from 'node:os';
import * as core from '@actions/core';
import { ApiError } from '../adapters/github/api-client.js';
import { EventError, readEventContext, type EventContext } from '../action/event.js';
import { writeOutputs } from '../action/output-file.js';
import { ErrorCode } from '../core/error-codes.js';
import { WaveError } from '../core/wave/wave-error.js';
import { createReportApi } from '../report/report-api.js';
import { pushAuthSecret } from '../adapters/git/push-auth.js';
import { applyEarlierWaves } from './apply.js';
import { collect } from './collect.js';
import { land } from './land.js';
import { createStepReport } from './step-report.js';
import { readWaveContext } from './wave-context.js';
import { readWaveInputs, type WaveStep } from './wave-inputs.js';
import { emptyWaveOutputs, type WaveOutputs } from './wave-outputs.js';
import type { GitHubApi } from '../adapters/github/api-client.js';

const TITLE = 'legion-router wave';

function setOutputs(outputs: WaveOutputs): void {
  if (!writeOutputs(outputs as unknown as Record<string, string>)) {
    for (const [name, value] of Object.entries(outputs)) core.info(`${name}=${value}`);
  }
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const outputs = emptyWaveOutputs();
  const report = createStepReport({ warning: (m) => core.warning(m, { title: TITLE }), info: (m) => core.info(m) });
  let step: WaveStep | '' = '';
  try {
    const context = readWaveContext(env, tmpdir());
    const inputs = readWaveInputs((name) => core.getInput(name), context.workspace);
    step = inputs.step;
    if (inputs.token !== '') {
      core.setSecret(inputs.token);
      core.setSecret(pushAuthSecret(inputs.token));
    }
    if (inputs.step === 'collect') {
      const result = collect(inputs, context, report);
      outputs.patch = result.patch;
      outputs.changed = String(result.changed);
    } else if (inputs.step === 'apply') {
      outputs.handoff = applyEarlierWaves(inputs, context, report).handoff;
    } else {
      let client: GitHubApi | undefined;
      const api = (): GitHubApi => (client ??= createReportApi(inputs.token, env, (m) => core.info(m)));
      let event: EventContext;
      try {
        event = readEventContext(env);
      } catch (error) {
        if (!(error instanceof EventError)) throw error;
        throw new WaveError(ErrorCode.WAVE_INPUT_INVALID, `The event of this run cannot be read (${error.message}); land needs it to know where to push.`);
      }
      const result = await land(inputs, context, event, env, api, report);
      outputs.landed = String(result.landed);
      outputs.branch = result.branch;
      outputs.commits = JSON.stringify(result.commits);
      outputs['pull-request'] = result.pullRequest === null ? '' : String(result.pullRequest);
    }
  } catch (error) {
    const coded = error instanceof WaveError || error instanceof ApiError;
    const code = coded ? error.code : ErrorCode.INTERNAL;
    const message = error instanceof Error ? error.message : String(error);
    outputs['error-code'] = code;
    report.lines.push(`❌ ${code}: ${message}`);
    core.error(`${code}: ${coded ? message : `legion-router wave failed unexpectedly (${message}); please file an issue.`}`, { title: TITLE });
    process.exitCode = 1;
  }
  setOutputs(outputs);
  try {
    await core.summary.addRaw(`### legion-router wave${step !== '' ? ` · ${step}` : ''}\n\n${report.lines.map((line) => `- ${line.replace(/\n/g, ' ')}`).join('\n')}\n`).write();
  } catch {
    // No GITHUB_STEP_SUMMARY (a local run): the log has every line.
  }
}
