/**
 * The workflow run a wave step belongs to: GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT (every record
 * names its run, and only records of this run are applied), GITHUB_REPOSITORY and
 * GITHUB_SERVER_URL (the run link), the workspace, and the event (land: where to push).
 */
import { ErrorCode } from '../core/error-codes.js';
import { WaveError } from '../core/wave/wave-error.js';
import { readEventContext, type EventContext } from '../action/event.js';
import { isValidRepository, isValidServerUrl, runLink } from '../report/job-link.js';

export interface WaveContext {
  runId: string;
  attempt: string;
  repository: string;
  owner: string;
  repo: string;
  /** Link to the run, or ''. */
  runLink: string;
  workspace: string;
  /** RUNNER_TEMP (or the system's), for the handoff file. */
  temp: string;
}

const DIGITS = /^\d{1,20}$/;

export function readWaveContext(env: NodeJS.ProcessEnv, fallbackTemp: string): WaveContext {
  const runId = (env['GITHUB_RUN_ID'] ?? '').trim();
  if (!DIGITS.test(runId)) throw new WaveError(ErrorCode.WAVE_INPUT_INVALID, 'GITHUB_RUN_ID is not set: the wave action runs as a step of a workflow run.');
  const attempt = (env['GITHUB_RUN_ATTEMPT'] ?? '').trim() || '1';
  const repository = (env['GITHUB_REPOSITORY'] ?? '').trim();
  const serverUrl = ((env['GITHUB_SERVER_URL'] ?? '').trim() || 'https://github.com').replace(/\/+$/, '');
  const [owner = '', repo = ''] = repository.split('/');
  const link = isValidRepository(repository) && isValidServerUrl(serverUrl) ? (runLink({ serverUrl, repository, runId: Number(runId) }) ?? '') : '';
  return {
    runId,
    attempt: DIGITS.test(attempt) ? attempt : '1',
    repository: isValidRepository(repository) ? repository : '',
    owner,
    repo,
    runLink: link,
    workspace: (env['GITHUB_WORKSPACE'] ?? '').trim() || process.cwd(),
    temp: (env['RUNNER_TEMP'] ?? '').trim() || fallbackTemp,
  };
}

export function readWaveEvent(env: NodeJS.ProcessEnv): EventContext {
  return readEventContext(env);
}
