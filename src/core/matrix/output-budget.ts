import { ErrorCode } from '../error-codes.js';
import type { ErrorDiagnostic } from '../types.js';

/**
 * GitHub fails a job whose outputs together exceed 1 MiB, and it counts them as UTF-16: the
 * error reads "Job outputs exceed 1,048,576 bytes", and GitHub's docs say the size is
 * approximated based on UTF-16 encoding. Two bytes per UTF-16 code unit make the limit 524,288
 * ASCII characters, not a million.
 */
export const GITHUB_JOB_OUTPUTS_LIMIT_BYTES = 1_048_576;
/**
 * Room left for what the route job's workflow adds beside the action's outputs (its own step
 * outputs mapped to job outputs, output names): 64 KiB, i.e. 32,768 characters.
 */
export const DEFAULT_OUTPUTS_RESERVE_BYTES = 65_536;

export interface OutputBudget {
  /** GitHub's limit for all outputs of one job, in UTF-16 bytes. */
  limitBytes: number;
  /** Part of the limit kept free for the workflow's own outputs. */
  reserveBytes: number;
}

export const DEFAULT_OUTPUT_BUDGET: OutputBudget = { limitBytes: GITHUB_JOB_OUTPUTS_LIMIT_BYTES, reserveBytes: DEFAULT_OUTPUTS_RESERVE_BYTES };

/** 1048576 → `1,048,576`. */
function grouped(value: number): string {
  const digits = String(Math.trunc(value));
  let out = '';
  for (let i = 0; i < digits.length; i++) out += (i > 0 && (digits.length - i) % 3 === 0 ? ',' : '') + digits[i];
  return out;
}

/** Bytes of a string as GitHub counts output size: 2 per UTF-16 code unit. */
export function utf16Bytes(text: string): number {
  return text.length * 2;
}

/** Bytes of a set of outputs: every name and value, as UTF-16. */
export function outputsUtf16Bytes(outputs: Readonly<Record<string, string>>): number {
  let units = 0;
  for (const [name, value] of Object.entries(outputs)) units += name.length + value.length;
  return units * 2;
}

/** The budget in bytes for the action's own outputs. */
export function budgetBytes(budget: Partial<OutputBudget> = {}): number {
  const { limitBytes, reserveBytes } = { ...DEFAULT_OUTPUT_BUDGET, ...budget };
  return Math.max(0, limitBytes - reserveBytes);
}

export type OutputBudgetCheck = { ok: true; bytes: number; budgetBytes: number } | { ok: false; bytes: number; budgetBytes: number; error: ErrorDiagnostic };

/**
 * The last check before the action writes its outputs: all of them together (matrix, waves and
 * the rest, as name → value) must fit the budget, so GitHub never fails the job after the route
 * reported success. On failure (E064) the caller writes a rejection's outputs instead, which are
 * small.
 */
export function checkOutputsBudget(outputs: Readonly<Record<string, string>>, budget: Partial<OutputBudget> = {}): OutputBudgetCheck {
  // fromEntries defines each name as its own property (a `__proto__` output stays one), in the outputs' order.
  return checkOutputLengths(Object.fromEntries(Object.entries(outputs).map(([name, value]) => [name, value.length])), budget);
}

/**
 * {@link checkOutputsBudget} from the outputs' lengths (name → length of its value in UTF-16 code
 * units): the same answer, for outputs not yet built.
 */
export function checkOutputLengths(lengths: Readonly<Record<string, number>>, budget: Partial<OutputBudget> = {}): OutputBudgetCheck {
  let units = 0;
  for (const [name, length] of Object.entries(lengths)) units += name.length + length;
  const bytes = units * 2;
  const allowed = budgetBytes(budget);
  if (bytes <= allowed) return { ok: true, bytes, budgetBytes: allowed };
  const largest = Object.entries(lengths)
    .map(([name, length]) => [name, utf16Bytes(name) + length * 2] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, size]) => `${name} ${grouped(size)}`)
    .join(', ');
  const limit = budget.limitBytes ?? GITHUB_JOB_OUTPUTS_LIMIT_BYTES;
  return {
    ok: false,
    bytes,
    budgetBytes: allowed,
    error: {
      code: ErrorCode.OUTPUTS_TOO_LARGE,
      severity: 'blocker',
      message: `The route's outputs would be ${grouped(bytes)} bytes counted as UTF-16 (largest: ${largest}), over the budget of ${grouped(allowed)} bytes; GitHub fails a job whose outputs exceed ${grouped(limit)} bytes. Nothing was started.`,
      hint: 'Route fewer plans at once: split the phase into smaller phases, or narrow the route with filters or changed files.',
    },
  };
}
