/**
 * The action's outputs. Pure and dependency-free: the cold-start path in src/index.ts uses it
 * without loading @actions/* or the router.
 *
 * Every value written here is either produced by the router from validated data or checked
 * against a conservative pattern, so no output carries comment text, label names or branch
 * names that a downstream `run:` could execute.
 */
import { ErrorCode } from '../core/error-codes.js';
import { GUARDED_DEFAULTS } from '../core/control/guarded-defaults.js';
import type { ControlProfile, Matrix, MatrixEntry, MatrixValue } from '../core/types.js';
import type { RouteResult } from './route-result.js';

export const OUTPUT_NAMES = [
  'matrix',
  'waves',
  'wave-count',
  'wave-max-parallel',
  'has-work',
  'count',
  'command',
  'intent',
  'mode',
  'flags',
  'source',
  'confidence',
  'sha',
  'control-profile',
  'error-code',
  'changed-files-list',
] as const;

export type OutputName = (typeof OUTPUT_NAMES)[number];
export type ActionOutputs = Record<OutputName, string>;

/** Command words, intent keys, modes, sources. */
const WORD = /^[a-z0-9][a-z0-9_-]{0,63}$/;
/** Normalised flags (`--just-harden`, `--phase=3`). */
const FLAG = /^--[a-z0-9][a-z0-9_-]{0,63}(=[a-z0-9._-]{1,64})?$/;
const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const CODE = /^[EW]\d{3}$/;
/**
 * Characters allowed in matrix string values: what plan ids, agent names, repository paths,
 * declared file patterns (globs: `* ? [ ] { } , !`), environment names, flags and base64 text
 * need. The router sanitises each field more strictly (src/core/sanitize.ts); this is the last
 * guard before an output. None of these characters makes a shell run anything: no quotes, `$`,
 * backticks, `;`, `|`, `&`, redirections, parentheses, backslashes or line breaks.
 */
export const SAFE_MATRIX_STRING = /^[A-Za-z0-9 ._@+/:,=!*?[\]{}-]{0,4096}$/;
/** Matrix keys are identifiers. */
const SAFE_MATRIX_KEY = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** A line of `changed-files-list` (src/core/matrix/changed-files-list.ts): plain, quoted, or the truncation line. */
const CHANGED_FILE_LINE = /^(?:[A-Za-z0-9._/+@:,=-]+|"(?:[A-Za-z0-9._/+@:,=-]|\\[0-3][0-7]{2})+"|#truncated:\d{1,9})$/;

/** The `changed-files-list` value when every line is of the encoded form; '' otherwise (a last guard). */
export function safeChangedFilesList(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  return value.split('\n').every((line) => CHANGED_FILE_LINE.test(line)) ? value : '';
}

const PROFILE_KEYS: readonly (keyof ControlProfile)[] = ['authority_enforcement', 'domain_filtering', 'human_approval_required', 'file_scope_restriction', 'read_only'];

export function safeWord(value: string | undefined): string {
  return value !== undefined && WORD.test(value) ? value : '';
}

export function safeSha(value: string | undefined): string {
  const lower = (value ?? '').toLowerCase();
  return SHA.test(lower) ? lower : '';
}

export function safeFlags(flags: readonly string[]): string[] {
  return flags.filter((flag) => FLAG.test(flag));
}

export function profileJson(profile: ControlProfile): string {
  const out: Record<string, boolean> = {};
  for (const key of PROFILE_KEYS) out[key] = profile[key] === true;
  return JSON.stringify(out);
}

function safeValue(value: MatrixValue): boolean {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return SAFE_MATRIX_STRING.test(value);
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string' && SAFE_MATRIX_STRING.test(item));
  return false;
}

/**
 * The first problem found in a matrix that must not reach an output, or null when it is safe.
 * `checked` holds entries this caller has already found safe in this pass (skipped, and every
 * entry found safe is added): the waves hold the very entries of the matrix, so a route's
 * matrices are checked entry by entry once ({@link unsafeRouteMatricesProblem}).
 */
export function unsafeMatrixProblem(matrix: Matrix, checked?: Set<object>): string | null {
  if (!matrix || !Array.isArray(matrix.include)) return 'the matrix has no include list';
  for (const [index, entry] of matrix.include.entries()) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return `matrix entry ${index} is not an object`;
    if (checked?.has(entry)) continue;
    for (const [key, value] of Object.entries(entry as MatrixEntry)) {
      if (!SAFE_MATRIX_KEY.test(key)) return `matrix entry ${index} has a key with unsafe characters`;
      if (!safeValue(value)) return `matrix entry ${index} has a value for "${key}" with unsafe characters`;
    }
    checked?.add(entry);
  }
  return null;
}

/** The first problem in a route's `matrix` and `waves` (each entry checked once), or null. */
export function unsafeRouteMatricesProblem(result: Pick<RouteResult, 'matrix' | 'waves'>): string | null {
  const checked = new Set<object>();
  for (const matrix of [result.matrix, ...result.waves]) {
    const problem = unsafeMatrixProblem(matrix, checked);
    if (problem !== null) return problem;
  }
  return null;
}

function formatConfidence(confidence: number): string {
  if (!Number.isFinite(confidence) || confidence <= 0) return '0';
  return String(Math.round(Math.min(confidence, 1) * 1000) / 1000);
}

/** Outputs of a run that routed nothing (ignored event, comment that is not a command). */
export function emptyOutputs(sha = ''): ActionOutputs {
  return {
    matrix: '{"include":[]}',
    waves: '[]',
    'wave-count': '0',
    'wave-max-parallel': '[]',
    'has-work': 'false',
    count: '0',
    command: '',
    intent: '',
    mode: 'none',
    flags: '[]',
    source: 'none',
    confidence: '0',
    sha: safeSha(sha),
    'control-profile': profileJson(GUARDED_DEFAULTS),
    'error-code': '',
    'changed-files-list': '',
  };
}

/**
 * Outputs for a route result. The caller has already checked the matrix with
 * {@link unsafeMatrixProblem}; an unsafe matrix is replaced by an empty one here as a last guard.
 */
export function outputsFromResult(result: RouteResult, sha: string): ActionOutputs {
  const matrixSafe = unsafeRouteMatricesProblem(result) === null;
  const include = matrixSafe ? result.matrix.include : [];
  const waves = matrixSafe ? result.waves.map((wave) => ({ include: wave.include })) : [];
  const parallel =
    matrixSafe && result.waveMaxParallel.length === waves.length ? result.waveMaxParallel.map((n) => (Number.isSafeInteger(n) && n > 0 ? n : 1)) : waves.map(() => 1);
  const hasWork = matrixSafe && result.ok && result.hasWork && include.length > 0;
  return {
    matrix: JSON.stringify({ include }),
    waves: JSON.stringify(waves),
    'wave-count': String(waves.length),
    'wave-max-parallel': JSON.stringify(parallel),
    'has-work': hasWork ? 'true' : 'false',
    count: String(include.length),
    command: safeWord(result.command),
    intent: safeWord(result.intent),
    mode: safeWord(result.mode) || 'none',
    flags: JSON.stringify(safeFlags(result.flags)),
    source: safeWord(result.source) || 'none',
    confidence: formatConfidence(result.confidence),
    sha: safeSha(sha),
    'control-profile': profileJson(result.controlProfile),
    'error-code': CODE.test(result.errorCode) ? result.errorCode : result.errorCode === '' ? '' : ErrorCode.INTERNAL,
    'changed-files-list': safeChangedFilesList(result.changedFilesList),
  };
}
