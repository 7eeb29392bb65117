/**
 * workflow-common-core "Mode Profile Resolution": control_mode + control-modes.yaml text → the
 * effective 5-flag profile. Pure (text in, `undefined` = file missing), never throws.
 *
 * Rules, in order:
 *   1. The mode name is case-sensitive: exactly autonomous | guarded | advisory | surgical.
 *      Anything else ('Guarded', 'GUARDED', 'yolo', '') → warning W032 and the mode becomes
 *      'guarded', which is then resolved like any other mode (the file's `profiles.guarded`
 *      when present). `undefined` means the settings default, 'guarded', silently.
 *   2. File missing → warning W031 (the spec's escalation text) and GUARDED_PROFILE.
 *   3. File present but not parseable (YAML error, several documents, alias bomb, > 1 MiB)
 *      → blocker E030 with line/column, `blocked: true`; the caller must STOP. The profile is
 *      GUARDED_PROFILE only so that the result is always well-formed.
 *   4. `profiles` missing or not a map, or `profiles[mode]` missing or not a map → warning
 *      W032 ("not defined in control-modes.yaml") and GUARDED_PROFILE. Decision: a valid YAML
 *      file without a usable `profiles` map is the same situation as an undefined mode, not a
 *      parse failure, so it does not block.
 *   5. Partial profile (a flag missing, or not a boolean — YAML 1.2 reads `yes` as a string)
 *      → warning W033 with the spec's exact text, the profile's own boolean flags kept and only
 *      the missing ones taken from GUARDED_PROFILE. Non-boolean values are named in the hint.
 *   6. The result always has exactly the 5 flags, all booleans (extra keys are dropped).
 */

import { parseDocument } from 'yaml';
import { complexKey } from '../yaml/parse-yaml.js';
import { ErrorCode, WarningCode } from '../error-codes.js';
import { GUARDED_DEFAULTS } from './guarded-defaults.js';
import type { ControlProfile, Diagnostic } from '../types.js';
import { isDict as isRecord } from '../text/untrusted-data.js';

/** The hard-coded guarded profile (same object as GUARDED_DEFAULTS). */
export const GUARDED_PROFILE: Readonly<ControlProfile> = GUARDED_DEFAULTS;

export const CONTROL_MODES = ['autonomous', 'guarded', 'advisory', 'surgical'] as const;
export type ControlModeName = (typeof CONTROL_MODES)[number];

/** The 5-flag contract, in the spec's order. */
export const CONTROL_FLAGS = [
  'authority_enforcement',
  'domain_filtering',
  'human_approval_required',
  'file_scope_restriction',
  'read_only',
] as const satisfies readonly (keyof ControlProfile)[];

export const MAX_CONTROL_MODES_CHARS = 1_048_576;
const MAX_SHOWN_NAME = 64;

export interface ControlProfileResolution {
  /** Effective mode: the requested one, or 'guarded' after any fallback. */
  mode: string;
  profile: ControlProfile;
  diagnostics: Diagnostic[];
  /** true after a blocker (YAML parse failure): the caller must stop. */
  blocked: boolean;
}

export function isControlMode(name: unknown): name is ControlModeName {
  return typeof name === 'string' && (CONTROL_MODES as readonly string[]).includes(name);
}

function guarded(): ControlProfile {
  return { ...GUARDED_PROFILE };
}

function own(obj: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

function shownName(name: string): string {
  const oneLine = name.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return oneLine.length > MAX_SHOWN_NAME ? `${oneLine.slice(0, MAX_SHOWN_NAME)}…` : oneLine;
}

/** The spec's partial-profile warning text, exactly. */
export function partialProfileMessage(name: string, missing: readonly string[]): string {
  return `control-mode profile '${name}' missing flags: ${missing.join(', ')}. Falling back to guarded defaults for missing flags.`;
}

type Loaded = { kind: 'ok'; data: unknown } | { kind: 'error'; message: string; line?: number; column?: number };

function loadYaml(text: string): Loaded {
  if (text.length > MAX_CONTROL_MODES_CHARS) {
    return { kind: 'error', message: `file is larger than ${MAX_CONTROL_MODES_CHARS} characters` };
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    const doc = parseDocument(body);
    // Collection keys make toJS() superlinear (see complexKey); no profile file has them.
    if (doc.errors.length === 0 && complexKey(doc.contents)) {
      return { kind: 'error', message: 'a mapping key is a list, a mapping or an alias; only plain keys are read' };
    }
    const first = doc.errors[0];
    if (first) {
      const pos = first.linePos?.[0];
      const line = first.message.split('\n')[0] ?? first.message;
      const message = line.length > 300 ? `${line.slice(0, 300)}…` : line;
      return pos ? { kind: 'error', message, line: pos.line, column: pos.col } : { kind: 'error', message };
    }
    return { kind: 'ok', data: doc.toJS({ maxAliasCount: 100 }) };
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export function resolveControlProfile(
  controlMode: string | undefined,
  controlModesText: string | undefined,
  path = '.planning/config/control-modes.yaml',
): ControlProfileResolution {
  const diagnostics: Diagnostic[] = [];
  try {
    // 1. Case-sensitive mode name.
    let mode: ControlModeName = 'guarded';
    if (controlMode !== undefined) {
      if (isControlMode(controlMode)) {
        mode = controlMode;
      } else {
        const raw = shownName(typeof controlMode === 'string' ? controlMode : String(controlMode));
        const lower = typeof controlMode === 'string' ? controlMode.trim().toLowerCase() : '';
        const caseVariant = isControlMode(lower);
        diagnostics.push({
          code: WarningCode.CONTROL_MODE_UNKNOWN,
          severity: 'warning',
          message: `control_mode '${raw}' is not a valid mode (valid, case-sensitive: ` + `${CONTROL_MODES.join(', ')}) — falling back to 'guarded'`,
          file: 'settings.json',
          hint: caseVariant ? `Mode names are case-sensitive: write "${lower}" in settings.json.` : `Set control_mode in settings.json to one of: ${CONTROL_MODES.join(', ')}.`,
        });
      }
    }

    // 2. File missing.
    if (typeof controlModesText !== 'string') {
      diagnostics.push({
        code: WarningCode.CONTROL_MODES_MISSING,
        severity: 'warning',
        // The path once, at the start (the default path ends with the spec's decision text,
        // `control-modes.yaml missing — falling back to hardcoded guarded defaults`).
        message: `${path.endsWith('control-modes.yaml') ? path : `${path} (control-modes.yaml)`} missing — falling back to hardcoded guarded defaults (not found; downstream gates will use hardcoded guarded flags)`,
        file: path,
        hint: 'Add the file to define the control-mode profiles.',
      });
      return { mode: 'guarded', profile: guarded(), diagnostics, blocked: false };
    }

    // 3. Parse failure → blocker.
    const loaded = loadYaml(controlModesText);
    if (loaded.kind === 'error') {
      const blocker: Diagnostic = {
        code: ErrorCode.CONFIG_BLOCKER,
        severity: 'blocker',
        message: 'Cannot resolve control mode: control-modes.yaml present but YAML parse failed' + ` (${loaded.message})`,
        file: path,
        hint: `Fix the YAML syntax of ${path}.`,
      };
      if (loaded.line !== undefined) blocker.line = loaded.line;
      if (loaded.column !== undefined) blocker.column = loaded.column;
      diagnostics.push(blocker);
      return { mode: 'guarded', profile: guarded(), diagnostics, blocked: true };
    }

    // 4. Look up profiles[mode].
    const profiles = isRecord(loaded.data) ? loaded.data['profiles'] : undefined;
    const entry = isRecord(profiles) && own(profiles, mode) ? profiles[mode] : undefined;
    if (!isRecord(entry)) {
      diagnostics.push({
        code: WarningCode.CONTROL_MODE_UNKNOWN,
        severity: 'warning',
        message:
          `control_mode '${mode}' not defined in control-modes.yaml — using hardcoded guarded defaults` +
          (isRecord(profiles) ? ' (settings.json declared control_mode that is absent from profiles)' : ` (${path} has no 'profiles' map)`),
        file: path,
        hint: `Define profiles.${mode} with the flags ${CONTROL_FLAGS.join(', ')}.`,
      });
      return { mode: 'guarded', profile: guarded(), diagnostics, blocked: false };
    }

    // 5/6. Build the 5-flag profile, merging guarded defaults for missing flags.
    const profile = guarded();
    const missing: string[] = [];
    const nonBoolean: string[] = [];
    for (const flag of CONTROL_FLAGS) {
      const value = own(entry, flag) ? entry[flag] : undefined;
      if (typeof value === 'boolean') {
        profile[flag] = value;
      } else {
        missing.push(flag);
        if (value !== undefined) nonBoolean.push(flag);
      }
    }
    if (missing.length > 0) {
      const partial: Diagnostic = {
        code: WarningCode.CONTROL_PROFILE_PARTIAL,
        severity: 'warning',
        message: partialProfileMessage(mode, missing),
        file: path,
      };
      if (nonBoolean.length > 0) {
        partial.hint = `Not booleans (treated as missing): ${nonBoolean.join(', ')}. Use true or false.`;
      }
      diagnostics.push(partial);
    }
    return { mode, profile, diagnostics, blocked: false };
  } catch (error) {
    // Defensive: nothing above is expected to throw.
    diagnostics.push({
      code: ErrorCode.CONFIG_BLOCKER,
      severity: 'blocker',
      message: `Cannot resolve control mode: ${error instanceof Error ? error.message : String(error)}`,
      file: path,
    });
    return { mode: 'guarded', profile: guarded(), diagnostics, blocked: true };
  }
}
