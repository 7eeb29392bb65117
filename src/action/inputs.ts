/**
 * The action's inputs, read and checked once. Inputs are written by the workflow author (trusted),
 * but they are still bounded and validated so a typo gives a clear E051/E052 instead of odd
 * routing.
 */
import { ErrorCode, type ErrorCodeValue } from '../core/error-codes.js';
import { MAX_COMMAND_LINE_CHARS, foldLookalikes } from '../core/request/parse-command.js';
import { PERMISSION_LEVELS, type PermissionLevel } from '../adapters/github/permission.js';
import { DEFAULT_TRIGGER } from './cold-start.js';

export type { PermissionLevel };

export interface ActionInputs {
  command: string;
  flags: string;
  text: string;
  phase: string;
  trigger: string;
  labelPrefix: string;
  labelCommand: string;
  config: string;
  planningDir: string;
  /** undefined when the input is empty (list files through the API). */
  changedFiles: string[] | undefined;
  token: string;
  permission: PermissionLevel;
  maxJobs: number;
  dryRun: boolean;
  feedback: boolean;
  approvalEnvironment: string;
}

export class InputError extends Error {
  override name = 'InputError';
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}

export type GetInput = (name: string) => string;

/** Read an input the way @actions/core does (INPUT_<NAME>, spaces → `_`, upper-cased, trimmed). */
export function envInput(env: NodeJS.ProcessEnv = process.env): GetInput {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

export const MAX_MAX_JOBS = 256;
export const MAX_CHANGED_FILES = 100_000;
export const MAX_CHANGED_FILES_CHARS = 16 * 1024 * 1024;
export const MAX_PATH_CHARS = 4096;

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

function booleanInput(get: GetInput, name: string, fallback: boolean): boolean {
  const value = get(name);
  if (value === '') return fallback;
  if (TRUE.includes(value)) return true;
  if (FALSE.includes(value)) return false;
  throw new InputError(ErrorCode.INVALID_INPUT, `Input "${name}" must be true or false (got ${JSON.stringify(value.slice(0, 40))}).`);
}

function boundedText(get: GetInput, name: string): string {
  const value = get(name);
  if (value.length > MAX_COMMAND_LINE_CHARS) {
    throw new InputError(ErrorCode.INPUT_TOO_LARGE, `Input "${name}" is longer than ${MAX_COMMAND_LINE_CHARS} characters.`);
  }
  return foldLookalikes(value);
}

function pathInput(get: GetInput, name: string, fallback: string): string {
  const value = get(name) || fallback;
  if (value.length > MAX_PATH_CHARS || value.includes('\0')) {
    throw new InputError(ErrorCode.INVALID_INPUT, `Input "${name}" is not a usable path.`);
  }
  return value;
}

/** Split the `changed-files` input: one path per line, blank lines dropped, `./` removed. */
export function parseChangedFilesInput(value: string): string[] | undefined {
  if (value.trim() === '') return undefined;
  if (value.length > MAX_CHANGED_FILES_CHARS) {
    throw new InputError(ErrorCode.INPUT_TOO_LARGE, `Input "changed-files" is larger than ${MAX_CHANGED_FILES_CHARS} characters.`);
  }
  const files: string[] = [];
  const seen = new Set<string>();
  for (const rawLine of value.split(/\r\n|\r|\n/)) {
    let line = rawLine.trim();
    if (line === '') continue;
    if (line.includes('\0') || line.length > MAX_PATH_CHARS) {
      throw new InputError(ErrorCode.INVALID_INPUT, 'Input "changed-files" holds a line that is not a file path.');
    }
    while (line.startsWith('./')) line = line.slice(2);
    if (seen.has(line)) continue;
    seen.add(line);
    files.push(line);
    if (files.length > MAX_CHANGED_FILES) {
      throw new InputError(ErrorCode.INPUT_TOO_LARGE, `Input "changed-files" lists more than ${MAX_CHANGED_FILES} files.`);
    }
  }
  return files;
}

export function readInputs(get: GetInput): ActionInputs {
  const trigger = get('trigger') || DEFAULT_TRIGGER;
  if (trigger.length > 32 || /\s/.test(trigger)) {
    throw new InputError(ErrorCode.INVALID_INPUT, 'Input "trigger" must be one word of at most 32 characters (like /legion).');
  }
  const phase = get('phase');
  if (phase !== '' && !/^\d{1,4}$/.test(phase)) {
    throw new InputError(ErrorCode.INVALID_INPUT, `Input "phase" must be a phase number (got ${JSON.stringify(phase.slice(0, 40))}).`);
  }
  const labelCommand = (get('label-command') || 'build').toLowerCase();
  if (!/^[a-z][a-z0-9_-]{0,31}$/.test(labelCommand)) {
    throw new InputError(ErrorCode.INVALID_INPUT, 'Input "label-command" must be a command word such as build or review.');
  }
  const labelPrefix = get('label-prefix');
  if (labelPrefix.length > 50) {
    throw new InputError(ErrorCode.INVALID_INPUT, 'Input "label-prefix" is longer than 50 characters (GitHub labels are at most 50).');
  }
  const permission = (get('permission') || 'write').toLowerCase();
  if (!(PERMISSION_LEVELS as readonly string[]).includes(permission) || permission === 'none') {
    throw new InputError(
      ErrorCode.INVALID_INPUT,
      'Input "permission" must be one of read, triage, write, maintain, admin.',
    );
  }
  const maxJobsText = get('max-jobs') || String(MAX_MAX_JOBS);
  const maxJobs = /^\d{1,4}$/.test(maxJobsText) ? Number(maxJobsText) : Number.NaN;
  if (!Number.isInteger(maxJobs) || maxJobs < 1 || maxJobs > MAX_MAX_JOBS) {
    throw new InputError(ErrorCode.INVALID_INPUT, `Input "max-jobs" must be a whole number from 1 to ${MAX_MAX_JOBS} (GitHub's matrix limit).`);
  }
  const approvalEnvironment = get('approval-environment') || 'legion-approval';
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/.test(approvalEnvironment)) {
    throw new InputError(ErrorCode.INVALID_INPUT, 'Input "approval-environment" must be an environment name of letters, digits, `.`, `_` and `-`.');
  }
  return {
    command: boundedText(get, 'command'),
    flags: boundedText(get, 'flags'),
    text: boundedText(get, 'text'),
    phase: phase === '' ? '' : String(Number(phase)),
    trigger,
    labelPrefix,
    labelCommand,
    config: pathInput(get, 'config', ''),
    planningDir: pathInput(get, 'planning-dir', '.planning'),
    changedFiles: parseChangedFilesInput(get('changed-files')),
    token: get('token'),
    permission: permission as PermissionLevel,
    maxJobs,
    dryRun: booleanInput(get, 'dry-run', false),
    feedback: booleanInput(get, 'feedback', true),
    approvalEnvironment,
  };
}
