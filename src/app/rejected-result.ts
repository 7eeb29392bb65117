import type { ErrorCodeValue } from '../core/error-codes.js';
import type { Diagnostic, RouteSource } from '../core/types.js';
import { GUARDED_DEFAULTS } from '../core/control/guarded-defaults.js';
import type { IntentRejection } from '../core/intent/intent.js';
import type { Project } from './load-project.js';
import type { RouteResult } from './route-result.js';

/** A result that routes nothing: not a command, unauthorized, API failure, bad input. */
export function rejectedResult(options: {
  errorCode: ErrorCodeValue | '';
  message: string;
  source: RouteSource;
  actor?: string;
  command?: string;
  diagnostics?: Diagnostic[];
}): RouteResult {
  const result: RouteResult = {
    ok: options.errorCode === '',
    errorCode: options.errorCode,
    source: options.source,
    command: options.command ?? '',
    intent: '',
    mode: 'none',
    flags: [],
    confidence: 0,
    dryRun: false,
    controlMode: 'guarded',
    controlProfile: { ...GUARDED_DEFAULTS },
    matrix: { include: [] },
    waves: [],
    waveMaxParallel: [],
    hasWork: false,
    team: [],
    plans: [],
    diagnostics: options.diagnostics ?? [],
    suggestions: [],
    message: options.message,
    notes: [],
    configPath: '',
  };
  if (options.actor !== undefined) result.actor = options.actor;
  return result;
}

/** The result of a request the intent stage rejected, with what it found out on the way. */
export function resultFromRejection(rejection: IntentRejection, project: Project): RouteResult {
  const result = rejectedResult({
    errorCode: rejection.code,
    message: rejection.message,
    source: rejection.source,
    ...(rejection.actor ? { actor: rejection.actor } : {}),
    command: rejection.command,
    diagnostics: [...project.diagnostics, ...rejection.diagnostics],
  });
  return {
    ...result,
    confidence: rejection.confidence,
    controlMode: project.controlMode,
    controlProfile: { ...project.controlProfile },
    configPath: project.loaded.path,
    notes: rejection.notes,
    suggestions: rejection.suggestions,
    ...(rejection.position ? { position: rejection.position } : {}),
    ...(rejection.naturalLanguage ? { naturalLanguage: rejection.naturalLanguage } : {}),
  };
}
