/**
 * Checks of the settings the action's inputs and the CLI's options share. Written by the workflow
 * author or the person at the terminal (trusted), but bounded and validated so a typo gives a
 * clear E051/E052 instead of odd routing.
 */
import { ErrorCode, type ErrorCodeValue } from '../core/error-codes.js';
import { GITHUB_MATRIX_LIMIT } from '../core/matrix/batch-entries.js';

export class SettingError extends Error {
  override name = 'SettingError';
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}

export const MAX_MAX_JOBS = GITHUB_MATRIX_LIMIT;

/** The comment prefix: one word of at most 32 characters. */
export function checkTrigger(value: string, fallback: string): string {
  const trigger = value || fallback;
  if (trigger.length > 32 || /\s/.test(trigger)) {
    throw new SettingError(ErrorCode.INVALID_INPUT, 'The trigger must be one word of at most 32 characters (like /legion).');
  }
  return trigger;
}

/** A phase number (1–4 digits), '' when not given. */
export function checkPhase(value: string): string {
  if (value === '') return '';
  if (!/^\d{1,4}$/.test(value)) {
    throw new SettingError(ErrorCode.INVALID_INPUT, `The phase must be a phase number (got ${JSON.stringify(value.slice(0, 40))}).`);
  }
  return String(Number(value));
}

/** The command routed for pull-request events (build when not given). */
export function checkLabelCommand(value: string): string {
  const command = (value || 'build').toLowerCase();
  if (!/^[a-z][a-z0-9_-]{0,31}$/.test(command)) {
    throw new SettingError(ErrorCode.INVALID_INPUT, 'The label command must be a command word such as build or review.');
  }
  return command;
}

export function checkLabelPrefix(value: string): string {
  if (value.length > 50) {
    throw new SettingError(ErrorCode.INVALID_INPUT, 'The label prefix is longer than 50 characters (GitHub labels are at most 50).');
  }
  return value;
}

/** Largest matrix per wave: 1–256 (GitHub's matrix limit). */
export function checkMaxJobs(value: string): number {
  const text = value || String(MAX_MAX_JOBS);
  const maxJobs = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(maxJobs) || maxJobs < 1 || maxJobs > MAX_MAX_JOBS) {
    throw new SettingError(ErrorCode.INVALID_INPUT, `max-jobs must be a whole number from 1 to ${MAX_MAX_JOBS} (GitHub's matrix limit).`);
  }
  return maxJobs;
}

/** How many wave jobs the workflow declares: 0–64 (0 = the workflow uses `matrix` only). */
export function checkWaveJobs(value: string): number {
  const text = value || '4';
  const waveJobs = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(waveJobs) || waveJobs > 64) {
    throw new SettingError(ErrorCode.INVALID_INPUT, 'wave-jobs must be a whole number from 0 to 64 (the number of wave jobs the workflow declares).');
  }
  return waveJobs;
}

/** What to do with unfinished dependencies that were not selected. */
export function checkDependencies(value: string): 'pull' | 'refuse' {
  const mode = (value || 'pull').toLowerCase();
  if (mode !== 'pull' && mode !== 'refuse') {
    throw new SettingError(ErrorCode.INVALID_INPUT, 'dependencies must be pull (run unfinished dependencies too) or refuse (fail with E062).');
  }
  return mode;
}
