import { ErrorCode, InfoCode, WarningCode } from '../error-codes.js';
import { flagToIntentMap, validFlags } from './intent-flags.js';
import { closestMatch } from '../text/levenshtein.js';
import type { Diagnostic, ErrorDiagnostic, IntentTeamsConfig, ParsedFlags } from '../types.js';

export interface FlagParseResult {
  parsed: ParsedFlags;
  /** Blocking problems (unknown flags, bad values). Empty when the flags are usable. */
  errors: ErrorDiagnostic[];
  /** Non-blocking notes (accepted unknown flags, ignored duplicates). */
  notes: Diagnostic[];
}

const TRUE_VALUES = new Set(['', 'true', '1', 'yes', 'on']);
const FALSE_VALUES = new Set(['false', '0', 'no', 'off']);
const MAX_SHOWN_TOKEN = 64;
/** A plan id as `--plan` takes it: `NN-PP`, each part 1–4 digits (`01-02`, `1-2`). */
export const PLAN_ID_PATTERN = /^\d{1,4}-\d{1,4}$/;
/** Most plan ids one request may name. */
export const MAX_NAMED_PLANS = 256;

function shown(token: string): string {
  return token.length > MAX_SHOWN_TOKEN ? `${token.slice(0, MAX_SHOWN_TOKEN)}…` : token;
}

function splitToken(token: string): { name: string; value: string | undefined } {
  const lower = token.toLowerCase();
  const equals = lower.indexOf('=');
  if (equals === -1) return { name: lower, value: undefined };
  return { name: lower.slice(0, equals), value: lower.slice(equals + 1) };
}

function booleanValue(value: string | undefined): boolean | undefined {
  if (value === undefined) return true;
  const v = value;
  if (v === '') return undefined; // `--x=` with nothing after it is a typo, not "on"
  if (TRUE_VALUES.has(v)) return true;
  if (FALSE_VALUES.has(v)) return false;
  return undefined;
}

export function emptyParsedFlags(): ParsedFlags {
  return {
    rawFlags: [],
    intents: [],
    filters: { skipFrontend: false, skipBackend: false },
    primaryIntent: null,
    hasConflicts: false,
    dryRun: false,
    unsafeUnknownFlags: false,
    unknownAccepted: [],
    disabled: [],
  };
}

/**
 * Flag parsing, strict. Rules: `--x` and `--x=true` turn a flag on, `--x=false` turns it
 * off; names are case-insensitive; duplicates keep the first occurrence; unknown `--` flags fail
 * with a Levenshtein ≤ 2 suggestion unless `--unsafe-unknown-flags` is given explicitly.
 */
export function parseIntentFlags(tokens: readonly string[], config: IntentTeamsConfig): FlagParseResult {
  const parsed = emptyParsedFlags();
  const errors: ErrorDiagnostic[] = [];
  const notes: Diagnostic[] = [];
  const intentByFlag = flagToIntentMap(config);
  const allFlags = validFlags(config);

  // The first occurrence decides, like every other flag (`=false` then a bare one stays strict).
  const unsafeToken = tokens.find((token) => splitToken(token).name === '--unsafe-unknown-flags');
  parsed.unsafeUnknownFlags = unsafeToken !== undefined && booleanValue(splitToken(unsafeToken).value) === true;

  const seen = new Set<string>();
  for (const token of tokens) {
    const { name, value } = splitToken(token);
    // `--plan` may be given more than once: the ids add up (a duplicate id is harmless).
    if (name === '--plan') {
      const problem = addPlanIds(parsed, value);
      if (problem !== null) errors.push({ code: ErrorCode.INVALID_FLAG_VALUE, severity: 'blocker', message: problem, hint: 'Use --plan=NN-PP, or several: --plan=01-02,01-03.' });
      continue;
    }
    if (seen.has(name)) {
      notes.push({
        code: InfoCode.DUPLICATE_FLAG,
        severity: 'info',
        message: `Duplicate flag ${shown(token)} ignored: the first occurrence of ${shown(name)} wins.`,
      });
      continue;
    }
    seen.add(name);

    if (name === '--phase') {
      if (value === undefined || !/^\d{1,4}$/.test(value)) {
        errors.push({
          code: ErrorCode.INVALID_FLAG_VALUE,
          severity: 'blocker',
          message: `Invalid value for --phase: ${value === undefined ? 'no value' : `'${shown(value)}'`}. Use --phase=N with a phase number, e.g. --phase=3.`,
        });
      } else {
        parsed.phase = String(Number(value));
      }
      continue;
    }

    if (name === '--sha') {
      if (value === undefined || !/^[0-9a-fA-F]{7,40}$/.test(value)) {
        errors.push({
          code: ErrorCode.INVALID_FLAG_VALUE,
          severity: 'blocker',
          message: `Invalid value for --sha: ${value === undefined ? 'no value' : `'${shown(value)}'`}. Use --sha=<7 to 40 hex digits> naming the pull request's head commit.`,
        });
      } else {
        parsed.sha = value.toLowerCase();
      }
      continue;
    }

    const known = intentByFlag.has(name) || name === '--dry-run' || name === '--unsafe-unknown-flags' || name === '--rerun';
    if (!known) {
      if (parsed.unsafeUnknownFlags) {
        parsed.unknownAccepted.push(shown(name));
        notes.push({
          code: WarningCode.UNKNOWN_FLAG_ACCEPTED,
          severity: 'info',
          message: `Unknown flag ${shown(name)} accepted because --unsafe-unknown-flags was given; it has no effect.`,
        });
        continue;
      }
      const suggestion = closestMatch(name, allFlags, 2);
      errors.push({
        code: ErrorCode.UNKNOWN_FLAG,
        severity: 'blocker',
        message: suggestion ? `Unknown flag: ${shown(name)}. Did you mean ${suggestion}?` : `Unknown flag: ${shown(name)}. Valid flags: ${allFlags.join(', ')}`,
        hint: suggestion ? `Use ${suggestion}.` : 'Use one of the valid flags, or pass --unsafe-unknown-flags to let unknown flags through.',
      });
      continue;
    }

    const on = booleanValue(value);
    if (on === undefined) {
      errors.push({
        code: ErrorCode.INVALID_FLAG_VALUE,
        severity: 'blocker',
        message: `Invalid value for ${name}: '${shown(value ?? '')}'. Use ${name} to turn it on or ${name}=false to turn it off.`,
      });
      continue;
    }
    if (!on) {
      parsed.disabled.push(name);
      continue;
    }
    if (name === '--dry-run') {
      parsed.dryRun = true;
      continue;
    }
    if (name === '--rerun') {
      parsed.rerun = true;
      continue;
    }
    if (name === '--unsafe-unknown-flags') continue;

    const intent = intentByFlag.get(name) as string;
    parsed.rawFlags.push(name);
    parsed.intents.push(intent);
    if (intent === 'skip-frontend') parsed.filters.skipFrontend = true;
    if (intent === 'skip-backend') parsed.filters.skipBackend = true;
  }

  const primaryCandidates = parsed.intents.filter((intent) => isJustIntent(intent, config));
  parsed.hasConflicts = primaryCandidates.length > 1;
  parsed.primaryIntent = primaryCandidates[0] ?? parsed.intents[0] ?? null;
  return { parsed, errors, notes };
}

/**
 * Add the ids of one `--plan=` value to `parsed.plans`; a message when the value is not a
 * comma-separated list of `NN-PP` ids (nothing is added then).
 */
function addPlanIds(parsed: ParsedFlags, value: string | undefined): string | null {
  const usage = 'Use --plan=NN-PP[,NN-PP…] with plan ids as in the file names (01-02 for 01-02-PLAN.md).';
  if (value === undefined || value.trim() === '') return `--plan needs plan ids: ${value === undefined ? 'no value' : 'an empty value'}. ${usage}`;
  const ids = value.split(',').map((id) => id.trim());
  const bad = ids.find((id) => !PLAN_ID_PATTERN.test(id));
  if (bad !== undefined) return `Invalid plan id in --plan: ${bad === '' ? 'an empty item' : `'${shown(bad)}'`}. ${usage}`;
  const plans = (parsed.plans ??= []);
  for (const id of ids) if (!plans.includes(id)) plans.push(id);
  if (plans.length > MAX_NAMED_PLANS) return `--plan names ${plans.length} plans; at most ${MAX_NAMED_PLANS} can be named at once. Route the phase with build instead.`;
  return null;
}

/** An intent typed as `--just-…` (a primary intent) rather than a `--skip-…` filter. */
export function isJustIntent(intent: string, config: IntentTeamsConfig): boolean {
  for (const [flag, key] of flagToIntentMap(config)) {
    if (key === intent) return !flag.startsWith('--skip-');
  }
  return false;
}
