/**
 * A leg's matrix entry (`${{ toJSON(matrix) }}`), read for the wave action. The entry was
 * written by the route (src/core/matrix/plan-entries.ts), and every string in it is a
 * safe-character value; it is still checked here, since it arrives as an input. A slim entry
 * (the route left derivable fields out to fit GitHub's output limit) is completed from the plan
 * file by the caller ({@link completeSlimEntry}).
 */
import { ErrorCode } from '../error-codes.js';
import { isSafeId, isSafePath, isSafePattern } from '../text/sanitize.js';
import { WaveError } from './wave-error.js';

export interface WaveEntry {
  /** The leg's id (the plan id for plan entries). */
  id: string;
  /** The plan id, or '' for a leg that is not a plan (a review or team leg). */
  plan: string;
  /** Repository-relative path of the plan file ('' when not a plan). */
  path: string;
  /** The plan's own SUMMARY.md ('' when not a plan). */
  summary: string;
  phase: number;
  wave: number;
  dependsOn: string[];
  dependsOnSummaries: string[];
  /** The plan's `files_modified` patterns (the leg's scope). */
  files: string[];
  agent: string;
  readOnly: boolean;
  fileScopeRestriction: boolean;
  controlMode: string;
  /** The route left derivable fields out: `files`, `depends_on` and the summaries come from the plan file. */
  slim: boolean;
}

export const MAX_ENTRY_CHARS = 1_048_576;

function bad(message: string): never {
  throw new WaveError(ErrorCode.WAVE_INPUT_INVALID, `The "entry" input ${message} Pass the leg's matrix entry: entry: \${{ toJSON(matrix) }}.`);
}

function stringField(entry: Record<string, unknown>, key: string, test: (value: string) => boolean): string {
  const value = entry[key];
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string' || !test(value)) bad(`has a "${key}" that is not a safe value.`);
  return value;
}

function listField(entry: Record<string, unknown>, key: string, test: (value: string) => boolean): string[] {
  const value = entry[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 10_000 || !value.every((item) => typeof item === 'string' && test(item))) bad(`has a "${key}" that is not a list of safe values.`);
  return value as string[];
}

function numberField(entry: Record<string, unknown>, key: string): number {
  const value = entry[key];
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) bad(`has a "${key}" that is not a whole number.`);
  return value;
}

/** `02-01-PLAN.md` → `02-01-SUMMARY.md` beside it (as the route writes `summary`). */
export function summaryPathFor(planPath: string, id: string): string {
  if (/-PLAN\.md$/.test(planPath)) return planPath.replace(/-PLAN\.md$/, '-SUMMARY.md');
  const slash = planPath.lastIndexOf('/');
  return `${slash < 0 ? '' : planPath.slice(0, slash + 1)}${id}-SUMMARY.md`;
}

/** A dependency's SUMMARY.md: `<dep>-SUMMARY.md` in the plan file's directory (a plan of the same phase). */
export function dependencySummaryPath(planPath: string, dep: string): string {
  const slash = planPath.lastIndexOf('/');
  return `${slash < 0 ? '' : planPath.slice(0, slash + 1)}${dep}-SUMMARY.md`;
}

export function parseWaveEntry(text: string): WaveEntry {
  if (text.trim() === '') bad('is empty.');
  if (text.length > MAX_ENTRY_CHARS) bad('is larger than 1 MiB.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    bad('is not JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) bad('is not a JSON object.');
  const entry = value as Record<string, unknown>;
  if (Array.isArray(entry['items'])) {
    throw new WaveError(
      ErrorCode.WAVE_BATCHED_LEG,
      'This leg runs a batch of plans (the route batched a wave to fit max-jobs or the output limit), and a batch cannot be recorded plan by plan. Raise `max-jobs` to the size of the largest wave, or split the phase, so that each plan gets its own leg.',
    );
  }
  const id = stringField(entry, 'id', isSafeId);
  if (id === '') bad('has no "id".');
  const path = stringField(entry, 'path', isSafePath);
  const plan = path === '' ? '' : stringField(entry, 'plan', isSafeId) || id;
  const summary = stringField(entry, 'summary', isSafePath) || (path === '' ? '' : summaryPathFor(path, plan));
  const dependsOn = listField(entry, 'depends_on', isSafeId);
  const given = listField(entry, 'depends_on_summaries', isSafePath);
  const dependsOnSummaries = given.length > 0 ? given : dependsOn.map((dep) => dependencySummaryPath(path, dep));
  return {
    id,
    plan,
    path,
    summary,
    phase: numberField(entry, 'phase'),
    wave: numberField(entry, 'wave'),
    dependsOn,
    dependsOnSummaries,
    files: listField(entry, 'files', isSafePattern),
    agent: stringField(entry, 'agent', isSafeId),
    readOnly: entry['read_only'] === true,
    fileScopeRestriction: entry['file_scope_restriction'] === true,
    controlMode: stringField(entry, 'control_mode', isSafeId),
    slim: entry['slim'] === true,
  };
}

/** A slim entry completed from the plan file as the routed commit has it (frontmatter, parsed by the caller). */
export function completeSlimEntry(entry: WaveEntry, plan: { files: readonly string[]; dependsOn: readonly string[]; phase: number }): WaveEntry {
  if (!entry.slim) return entry;
  const dependsOn = plan.dependsOn.filter(isSafeId);
  return {
    ...entry,
    files: entry.files.length > 0 ? entry.files : plan.files.filter(isSafePattern),
    dependsOn,
    dependsOnSummaries: dependsOn.map((dep) => dependencySummaryPath(entry.path, dep)),
    phase: entry.phase || plan.phase,
  };
}
