/**
 * The action's inputs, read and checked once. Inputs are written by the workflow author (trusted),
 * but they are still bounded and validated so a typo gives a clear E051/E052 instead of odd
 * routing.
 */
import { ErrorCode } from '../core/error-codes.js';
import { MAX_COMMAND_LINE_CHARS, foldLookalikes } from '../core/request/parse-command.js';
import { PERMISSION_LEVELS, type PermissionLevel } from '../adapters/github/permission.js';
import { DEFAULT_TRIGGER } from './cold-start.js';
import { MODELS_ENDPOINT, modelsEndpoint } from '../adapters/github/models-inference.js';
import {
  MAX_MAX_JOBS,
  SettingError,
  checkDependencies,
  checkLabelCommand,
  checkLabelPrefix,
  checkMaxJobs,
  checkPhase,
  checkTrigger,
  checkWaveJobs,
} from '../app/validate-settings.js';

import type { EventRequestSettings } from '../core/request/request-from-event.js';

export type { PermissionLevel };

/** The action's inputs: the settings an event request needs, and the action's own. */
export interface ActionInputs extends EventRequestSettings {
  config: string;
  planningDir: string;
  /** undefined when the input is empty (list files through the API). */
  changedFiles: string[] | undefined;
  token: string;
  permission: PermissionLevel;
  maxJobs: number;
  waveJobs: number;
  dependencies: 'pull' | 'refuse';
  dependents: boolean;
  keepUnparsablePlans: boolean;
  dryRun: boolean;
  feedback: boolean;
  approvalEnvironment: string;
  /** `report-author`: the login whose bot comments hold the reports `/legion retry` reads. */
  reportAuthor: string;
  /** `nl-model`: the GitHub Models model id; '' when no model is called. */
  nlModel: string;
  /** `nl-model-routes`: route the model's HIGH answers. */
  nlModelRoutes: boolean;
  /** `nl-model-url`: where the completion request goes (GitHub's Models host, or loopback in tests). */
  nlModelUrl: URL;
}

/** A bad input; the same error class as the CLI's bad options. */
export { SettingError as InputError };

export type GetInput = (name: string) => string;

/** Read an input the way @actions/core does (INPUT_<NAME>, spaces → `_`, upper-cased, trimmed). */
export function envInput(env: NodeJS.ProcessEnv = process.env): GetInput {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

export { MAX_MAX_JOBS };
export const MAX_CHANGED_FILES = 100_000;
export const MAX_CHANGED_FILES_CHARS = 16 * 1024 * 1024;
export const MAX_PATH_CHARS = 4096;

/** A GitHub Models model id: `publisher/name`. */
const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}\/[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

function booleanInput(get: GetInput, name: string, fallback: boolean): boolean {
  const value = get(name);
  if (value === '') return fallback;
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw new SettingError(ErrorCode.INVALID_INPUT, `Input "${name}" must be true or false (got ${JSON.stringify(value.slice(0, 40))}).`);
}

function boundedText(get: GetInput, name: string): string {
  const value = get(name);
  if (value.length > MAX_COMMAND_LINE_CHARS) {
    throw new SettingError(ErrorCode.INPUT_TOO_LARGE, `Input "${name}" is longer than ${MAX_COMMAND_LINE_CHARS} characters.`);
  }
  return foldLookalikes(value);
}

function pathInput(get: GetInput, name: string, fallback: string): string {
  const value = get(name) || fallback;
  if (value.length > MAX_PATH_CHARS || value.includes('\0')) {
    throw new SettingError(ErrorCode.INVALID_INPUT, `Input "${name}" is not a usable path.`);
  }
  return value;
}

/** Split the `changed-files` input: one path per line, blank lines dropped, `./` removed. */
export function parseChangedFilesInput(value: string): string[] | undefined {
  if (value.trim() === '') return undefined;
  if (value.length > MAX_CHANGED_FILES_CHARS) {
    throw new SettingError(ErrorCode.INPUT_TOO_LARGE, `Input "changed-files" is larger than ${MAX_CHANGED_FILES_CHARS} characters.`);
  }
  const files: string[] = [];
  const seen = new Set<string>();
  for (const rawLine of value.split(/\r\n|\r|\n/)) {
    let line = rawLine.trim();
    if (line === '') continue;
    if (line.includes('\0') || line.length > MAX_PATH_CHARS) {
      throw new SettingError(ErrorCode.INVALID_INPUT, 'Input "changed-files" holds a line that is not a file path.');
    }
    while (line.startsWith('./')) line = line.slice(2);
    if (seen.has(line)) continue;
    seen.add(line);
    files.push(line);
    if (files.length > MAX_CHANGED_FILES) {
      throw new SettingError(ErrorCode.INPUT_TOO_LARGE, `Input "changed-files" lists more than ${MAX_CHANGED_FILES} files.`);
    }
  }
  return files;
}

/** Run a shared check, naming the input in its message. */
function named<T>(name: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof SettingError) throw new SettingError(error.code, `Input "${name}": ${error.message}`);
    throw error;
  }
}

export function readInputs(get: GetInput): ActionInputs {
  const trigger = named('trigger', () => checkTrigger(get('trigger'), DEFAULT_TRIGGER));
  const phase = named('phase', () => checkPhase(get('phase')));
  const labelCommand = named('label-command', () => checkLabelCommand(get('label-command')));
  // '' routes label-command: one knob unless push and merge_group need their own.
  const pushCommand = get('push-command') === '' ? '' : named('push-command', () => checkLabelCommand(get('push-command')));
  const labelPrefix = named('label-prefix', () => checkLabelPrefix(get('label-prefix')));
  const permission = (get('permission') || 'write').toLowerCase();
  if (!(PERMISSION_LEVELS as readonly string[]).includes(permission) || permission === 'none') {
    throw new SettingError(ErrorCode.INVALID_INPUT, 'Input "permission" must be one of read, triage, write, maintain, admin.');
  }
  const maxJobs = named('max-jobs', () => checkMaxJobs(get('max-jobs')));
  const waveJobs = named('wave-jobs', () => checkWaveJobs(get('wave-jobs')));
  const dependencies = named('dependencies', () => checkDependencies(get('dependencies')));
  const approvalEnvironment = get('approval-environment') || 'legion-approval';
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/.test(approvalEnvironment)) {
    throw new SettingError(ErrorCode.INVALID_INPUT, 'Input "approval-environment" must be an environment name of letters, digits, `.`, `_` and `-`.');
  }
  const reportAuthor = get('report-author') || 'github-actions[bot]';
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\[bot\]$/.test(reportAuthor)) {
    throw new SettingError(ErrorCode.INVALID_INPUT, 'Input "report-author" must be a bot login, e.g. github-actions[bot] or my-app[bot].');
  }
  const nlModel = get('nl-model');
  if (nlModel !== '' && !MODEL_ID.test(nlModel)) {
    throw new SettingError(ErrorCode.INVALID_INPUT, 'Input "nl-model" must be a GitHub Models model id, publisher/name (e.g. openai/gpt-4.1-mini).');
  }
  const nlModelUrl = modelsEndpoint(get('nl-model-url') || MODELS_ENDPOINT);
  if (nlModelUrl === null) {
    throw new SettingError(
      ErrorCode.INVALID_INPUT,
      'Input "nl-model-url" must be https://models.github.ai/… or a loopback address (127.0.0.1, localhost, [::1]): the token is sent only there.',
    );
  }
  return {
    command: boundedText(get, 'command'),
    flags: boundedText(get, 'flags'),
    text: boundedText(get, 'text'),
    phase,
    trigger,
    labelPrefix,
    labelCommand,
    pushCommand,
    config: pathInput(get, 'config', ''),
    planningDir: pathInput(get, 'planning-dir', '.planning'),
    changedFiles: parseChangedFilesInput(get('changed-files')),
    token: get('token'),
    permission: permission as PermissionLevel,
    maxJobs,
    waveJobs,
    dependencies,
    dependents: booleanInput(get, 'dependents', false),
    keepUnparsablePlans: booleanInput(get, 'keep-unparsable-plans', false),
    dryRun: booleanInput(get, 'dry-run', false),
    feedback: booleanInput(get, 'feedback', true),
    approvalEnvironment,
    reportAuthor,
    nlModel,
    nlModelRoutes: booleanInput(get, 'nl-model-routes', false),
    nlModelUrl,
  };
}
