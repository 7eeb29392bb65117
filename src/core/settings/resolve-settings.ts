/**
 * settings.json (workflow-common-core "Settings Resolution"), reduced to what routing reads: the
 * `control_mode`. Everything else in the file is Legion's and is left alone. Pure, never throws.
 *
 *   - file missing (`undefined`)             → 'guarded', one info W030 (normal; nothing to fix)
 *   - too large / invalid JSON / not object  → 'guarded', one warning W030 (with line and column
 *                                              for JSON syntax errors; never the file's text)
 *   - `control_mode` a string                → kept as written (even 'Guarded' or 'yolo'): the
 *                                              control-mode resolver owns that check
 *   - `control_mode` not a string            → 'guarded', warning W030
 *
 * A leading UTF-8 BOM is stripped. Only own properties are read.
 */
import { WarningCode } from '../error-codes.js';
import { isDict } from '../text/untrusted-data.js';
import type { Diagnostic } from '../types.js';

export const MAX_SETTINGS_CHARS = 1_048_576;
export const DEFAULT_CONTROL_MODE = 'guarded';

export interface SettingsResolution {
  /** As written (may be an invalid or wrong-case mode); 'guarded' by default. */
  controlMode: string;
  diagnostics: Diagnostic[];
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

/** 1-based line and column of a 0-based offset. */
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

/** Position of a JSON.parse error, when the engine's message gives one. */
export function jsonErrorPosition(text: string, message: string): { line: number; column: number } | undefined {
  const lc = /\(line (\d{1,9}) column (\d{1,9})\)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /at position (\d{1,9})/.exec(message);
  if (pos) return lineColumn(text, Number(pos[1]));
  if (/unexpected end of json input/i.test(message)) return lineColumn(text, text.length);
  return undefined;
}

export function resolveSettings(text: string | undefined, path = 'settings.json'): SettingsResolution {
  const fallback = (severity: 'info' | 'warning', message: string, extra: Partial<Diagnostic> = {}): SettingsResolution => ({
    controlMode: DEFAULT_CONTROL_MODE,
    diagnostics: [{ code: WarningCode.SETTINGS_DEFAULTS, severity, message, file: path, ...extra }],
  });
  if (typeof text !== 'string') return fallback('info', `${path} not found — using default settings`);
  if (text.length > MAX_SETTINGS_CHARS) return fallback('warning', `${path} is larger than ${MAX_SETTINGS_CHARS} characters — using default settings`);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    // The engine's message can quote the file's text: only its position is reported.
    const position = jsonErrorPosition(body, error instanceof Error ? error.message : '');
    const where = position ? ` at line ${position.line}, column ${position.column}` : '';
    return fallback('warning', `${path} is not valid JSON${where} — using default settings`, position ?? {});
  }
  if (!isDict(data)) return fallback('warning', `${path} must contain a JSON object, found ${describe(data)} — using default settings`);
  if (!Object.hasOwn(data, 'control_mode')) return { controlMode: DEFAULT_CONTROL_MODE, diagnostics: [] };
  const mode = data['control_mode'];
  if (typeof mode === 'string') return { controlMode: mode, diagnostics: [] };
  return fallback('warning', `${path}: control_mode is ${describe(mode)}, expected a string — using the default "${DEFAULT_CONTROL_MODE}"`, {
    hint: `Fix control_mode in ${path} or remove it to use the default.`,
  });
}
