/**
 * workflow-common-core "Settings Resolution (Core)": settings.json text → the settings routing
 * uses, defaults for whatever is missing or invalid. Pure (text in, never a path read), never
 * throws.
 *
 *   - file missing (`undefined`)          → all defaults, one `info` W030 (a repository without
 *                                           settings.json is normal; nothing to fix)
 *   - too large / invalid JSON / not an   → all defaults, one `warning` W030 (line/column for JSON
 *     object                                syntax errors when the engine reports a position)
 *   - a section (`planning`, …) that is   → that section's defaults, `warning` W030 naming the key
 *     not an object
 *   - a known value of the wrong type or  → that value's default, `warning` W030 naming the key
 *     outside docs/settings.schema.json     path (`review.max_cycles`) — integers 1–5, the enums,
 *                                           `memory.project_scoped_only` must be true (schema const)
 *   - `control_mode`                      → kept as written when it is a string (even 'Guarded' or
 *                                           'yolo'): the control-mode resolver owns that check and
 *                                           its warning; a non-string → 'guarded' + warning
 *   - unknown keys and sections           → ignored (settings.json carries many settings routing
 *                                           does not use; the schema is Legion's job)
 *
 * A leading UTF-8 BOM is stripped. Only own properties are read (no prototype lookups).
 */

import { WarningCode } from '../error-codes.js';
import type { Diagnostic } from '../types.js';

export const MAX_SETTINGS_CHARS = 1_048_576;

export type PersonalityVerbosity = 'full' | 'condensed';
export type GithubIntegration = 'enabled' | 'disabled' | 'prompt';

export interface ResolvedSettings {
  /** As written (may be an invalid or wrong-case mode); 'guarded' by default. */
  control_mode: string;
  planning: { max_tasks_per_plan: number };
  review: { max_cycles: number };
  execution: { agent_personality_verbosity: PersonalityVerbosity };
  integrations: { github: GithubIntegration };
  memory: { enabled: boolean; project_scoped_only: boolean };
}

export interface SettingsResolution {
  settings: ResolvedSettings;
  diagnostics: Diagnostic[];
}

/** The spec's defaults. A fresh copy per call (callers may mutate theirs). */
export function defaultSettings(): ResolvedSettings {
  return {
    control_mode: 'guarded',
    planning: { max_tasks_per_plan: 3 },
    review: { max_cycles: 3 },
    execution: { agent_personality_verbosity: 'full' },
    integrations: { github: 'prompt' },
    memory: { enabled: true, project_scoped_only: true },
  };
}

type Record_ = Record<string, unknown>;

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(obj: Record_, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return `the string ${JSON.stringify(shown)}`;
  }
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** 1-based line/column of a 0-based offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const at = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < at; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: at - lineStart + 1 };
}

/** Position of a JSON.parse error, when the message gives one (engine-dependent wording). */
export function jsonErrorPosition(
  text: string,
  message: string,
): { line: number; column: number } | undefined {
  const lc = /\(line (\d{1,9}) column (\d{1,9})\)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /at position (\d{1,9})/.exec(message);
  if (pos) return lineColumn(text, Number(pos[1]));
  if (/unexpected end of json input/i.test(message)) return lineColumn(text, text.length);
  return undefined;
}

export function resolveSettings(
  text: string | undefined,
  path = 'settings.json',
): SettingsResolution {
  const settings = defaultSettings();
  const diagnostics: Diagnostic[] = [];
  const warn = (message: string, extra: Partial<Diagnostic> = {}): void => {
    diagnostics.push({
      code: WarningCode.SETTINGS_DEFAULTS,
      severity: 'warning',
      message,
      file: path,
      ...extra,
    });
  };

  if (typeof text !== 'string') {
    diagnostics.push({
      code: WarningCode.SETTINGS_DEFAULTS,
      severity: 'info',
      message: `${path} not found — using default settings`,
      file: path,
    });
    return { settings, diagnostics };
  }

  try {
    if (text.length > MAX_SETTINGS_CHARS) {
      warn(`${path} is larger than ${MAX_SETTINGS_CHARS} characters — using default settings`);
      return { settings, diagnostics };
    }
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const pos = jsonErrorPosition(body, message);
      warn(`${path} is not valid JSON (${message}) — using default settings`, pos ?? {});
      return { settings, diagnostics };
    }
    if (!isRecord(data)) {
      warn(`${path} must contain a JSON object, found ${describe(data)} — using default settings`);
      return { settings, diagnostics };
    }

    const invalid = (key: string, value: unknown, expected: string, fallback: unknown): void => {
      warn(
        `${path}: ${key} is ${describe(value)}, expected ${expected} — using the default ${JSON.stringify(fallback)}`,
        { hint: `Fix ${key} in ${path} or remove it to use the default.` },
      );
    };

    // control_mode: string kept raw.
    if (own(data, 'control_mode')) {
      const mode = data['control_mode'];
      if (typeof mode === 'string') settings.control_mode = mode;
      else invalid('control_mode', mode, 'a string', settings.control_mode);
    }

    const section = (name: string): Record_ | undefined => {
      if (!own(data as Record_, name)) return undefined;
      const value = (data as Record_)[name];
      if (isRecord(value)) return value;
      warn(`${path}: ${name} is ${describe(value)}, expected an object — using its defaults`, {
        hint: `Fix ${name} in ${path} or remove it to use the defaults.`,
      });
      return undefined;
    };

    const intIn = (
      sec: Record_ | undefined,
      sectionName: string,
      key: string,
      min: number,
      max: number,
      fallback: number,
    ): number => {
      if (!sec || !own(sec, key)) return fallback;
      const value = sec[key];
      if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) {
        return value;
      }
      invalid(`${sectionName}.${key}`, value, `an integer from ${min} to ${max}`, fallback);
      return fallback;
    };

    const oneOf = <T extends string>(
      sec: Record_ | undefined,
      sectionName: string,
      key: string,
      allowed: readonly T[],
      fallback: T,
    ): T => {
      if (!sec || !own(sec, key)) return fallback;
      const value = sec[key];
      const match = allowed.find((a) => a === value);
      if (match !== undefined) return match;
      const expected = `one of ${allowed.map((a) => `"${a}"`).join(', ')}`;
      invalid(`${sectionName}.${key}`, value, expected, fallback);
      return fallback;
    };

    const bool = (
      sec: Record_ | undefined,
      sectionName: string,
      key: string,
      fallback: boolean,
      onlyTrue = false,
    ): boolean => {
      if (!sec || !own(sec, key)) return fallback;
      const value = sec[key];
      if (typeof value === 'boolean' && (!onlyTrue || value)) return value;
      const expected = onlyTrue ? 'true (the schema allows only true)' : 'a boolean';
      invalid(`${sectionName}.${key}`, value, expected, fallback);
      return fallback;
    };

    const planning = section('planning');
    settings.planning.max_tasks_per_plan = intIn(
      planning,
      'planning',
      'max_tasks_per_plan',
      1,
      5,
      3,
    );

    const review = section('review');
    settings.review.max_cycles = intIn(review, 'review', 'max_cycles', 1, 5, 3);

    const execution = section('execution');
    settings.execution.agent_personality_verbosity = oneOf<PersonalityVerbosity>(
      execution,
      'execution',
      'agent_personality_verbosity',
      ['full', 'condensed'],
      'full',
    );

    const integrations = section('integrations');
    settings.integrations.github = oneOf<GithubIntegration>(
      integrations,
      'integrations',
      'github',
      ['enabled', 'disabled', 'prompt'],
      'prompt',
    );

    const memory = section('memory');
    settings.memory.enabled = bool(memory, 'memory', 'enabled', true);
    settings.memory.project_scoped_only = bool(memory, 'memory', 'project_scoped_only', true, true);
  } catch (error) {
    // Defensive: nothing above is expected to throw. Fall back to defaults entirely.
    const message = error instanceof Error ? error.message : String(error);
    return {
      settings: defaultSettings(),
      diagnostics: [
        ...diagnostics,
        {
          code: WarningCode.SETTINGS_DEFAULTS,
          severity: 'warning',
          message: `${path} could not be read (${message}) — using default settings`,
          file: path,
        },
      ],
    };
  }
  return { settings, diagnostics };
}
