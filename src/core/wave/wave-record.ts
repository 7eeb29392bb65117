/**
 * The record a leg leaves behind (`step: collect`), one JSON file per plan in the patches
 * directory, uploaded with actions/upload-artifact and downloaded with download-artifact
 * (`merge-multiple: true`). A regular, non-hidden file with a name unique per plan
 * (`legion-record-<id>.json`), so it survives both actions' defaults (hidden files left out
 * since v4.4) and a merged download; nothing in it relies on permissions or timestamps.
 *
 * The patch is `git diff --binary --full-index` from the commit the leg started from to what
 * it left in the workspace, base64-encoded (a text diff may hold any bytes). An empty patch is
 * a record too: "did nothing" is told apart from "lost".
 *
 * Records are untrusted when read back (an agent ran in the job that wrote them): every field
 * is checked here, and the patch itself is applied only to a temporary index and the result's
 * paths checked before anything reaches the workspace or a push (src/wave/records-tree.ts).
 */
import { ErrorCode } from '../error-codes.js';
import { isSafeId, isSafePath } from '../text/sanitize.js';
import { compareIds } from '../waves/plan-ids.js';
import { WaveError, shownPath } from './wave-error.js';

export const RECORD_FORMAT = 'legion-router/wave-record@1';
export const RECORD_PREFIX = 'legion-record-';
export const RECORD_SUFFIX = '.json';
/** Records read from one directory, at most. */
export const MAX_RECORDS = 2_000;
/** One record file, at most (a leg's patch, base64 and the JSON around it). */
export const MAX_RECORD_BYTES = 128 * 1024 * 1024;
/** All records together, at most. */
export const MAX_RECORDS_TOTAL_BYTES = 512 * 1024 * 1024;
/** Directory entries listed before the directory is refused as too large. */
export const MAX_DIRECTORY_ENTRIES = 5_000;

export type LegOutcome = 'success' | 'failure' | 'cancelled' | 'skipped';
export const LEG_OUTCOMES: readonly LegOutcome[] = ['success', 'failure', 'cancelled', 'skipped'];

export interface RecordedChange {
  /** git's status letter: A, M, D, T. */
  status: string;
  path: string;
}

export interface WaveRecord {
  format: typeof RECORD_FORMAT;
  /** The leg's id (the plan id for a plan leg). */
  id: string;
  /** The plan id, '' for a leg that is not a plan. */
  plan: string;
  phase: number;
  wave: number;
  /** The plan file (repository-relative), '' for a leg that is not a plan. */
  path: string;
  /** The plan's SUMMARY.md. */
  summary: string;
  agent: string;
  read_only: boolean;
  depends_on: string[];
  outcome: LegOutcome;
  /** GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT of the leg. */
  run_id: string;
  run_attempt: string;
  /** The commit the patch is relative to (40 or 64 hex). */
  base: string;
  /** What changed (no renames: a rename is a deletion and an addition). */
  changes: RecordedChange[];
  summary_generated: boolean;
  /** Bytes of the patch before base64. */
  patch_bytes: number;
  /** The patch, base64; '' when the leg changed nothing. */
  patch: string;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const DIGITS = /^\d{1,20}$/;
const STATUS = /^[AMDT]$/;

/** `legion-record-01-02.json`: unique per leg, regular, not hidden. */
export function recordFileName(id: string): string {
  return `${RECORD_PREFIX}${id}${RECORD_SUFFIX}`;
}

export function isRecordFileName(name: string): boolean {
  if (!name.startsWith(RECORD_PREFIX) || !name.endsWith(RECORD_SUFFIX)) return false;
  return isSafeId(name.slice(RECORD_PREFIX.length, -RECORD_SUFFIX.length));
}

export function serializeRecord(record: WaveRecord): string {
  return `${JSON.stringify(record)}\n`;
}

function invalid(file: string, what: string): never {
  throw new WaveError(
    ErrorCode.WAVE_RECORD_INVALID,
    `The record ${shownPath(file)} ${what} It was not written by this version of the wave action's collect step, or it was changed after. Nothing was applied.`,
  );
}

function text(file: string, data: Record<string, unknown>, key: string, test: (value: string) => boolean, allowEmpty = false): string {
  const value = data[key];
  if (typeof value !== 'string' || (value === '' ? !allowEmpty : !test(value))) invalid(file, `has no valid "${key}".`);
  return value;
}

function whole(file: string, data: Record<string, unknown>, key: string): number {
  const value = data[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) invalid(file, `has no valid "${key}".`);
  return value;
}

/** A record file's text, checked field by field. `file` names it in messages. */
export function parseRecord(file: string, source: string): WaveRecord {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    invalid(file, 'is not JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) invalid(file, 'is not a JSON object.');
  const data = value as Record<string, unknown>;
  if (data['format'] !== RECORD_FORMAT) invalid(file, `is not a ${RECORD_FORMAT} record.`);
  const id = text(file, data, 'id', isSafeId);
  if (recordFileName(id) !== file) invalid(file, 'names another leg than its file name does.');
  const plan = text(file, data, 'plan', isSafeId, true);
  const path = text(file, data, 'path', isSafePath, true);
  const summary = text(file, data, 'summary', isSafePath, true);
  if ((plan === '') !== (path === '') || (plan !== '' && summary === '')) invalid(file, 'has a plan without its plan file or SUMMARY.md path.');
  const agent = text(file, data, 'agent', isSafeId, true);
  const outcome = data['outcome'];
  if (typeof outcome !== 'string' || !(LEG_OUTCOMES as readonly string[]).includes(outcome)) invalid(file, 'has no valid "outcome".');
  const dependsOn = data['depends_on'];
  if (!Array.isArray(dependsOn) || dependsOn.length > 10_000 || !dependsOn.every((dep) => typeof dep === 'string' && isSafeId(dep))) invalid(file, 'has no valid "depends_on".');
  const changes = data['changes'];
  if (!Array.isArray(changes) || changes.length > 1_000_000) invalid(file, 'has no valid "changes".');
  for (const change of changes) {
    const c = change as Record<string, unknown>;
    if (
      c === null ||
      typeof c !== 'object' ||
      typeof c['status'] !== 'string' ||
      !STATUS.test(c['status']) ||
      typeof c['path'] !== 'string' ||
      c['path'] === '' ||
      c['path'].length > 4096
    ) {
      invalid(file, 'has a "changes" entry that is not a status and a path.');
    }
  }
  const patch = data['patch'];
  // The base64 text itself is checked when it is decoded (src/wave/apply-records.ts): a regular
  // expression over 20 MB of patches cost a quarter of a second.
  if (typeof patch !== 'string' || patch.length % 4 !== 0) invalid(file, 'has a "patch" that is not base64.');
  const patchBytes = whole(file, data, 'patch_bytes');
  if ((patch === '') !== (patchBytes === 0) || (patch === '') !== (changes.length === 0)) invalid(file, 'has a patch that does not match its list of changes.');
  return {
    format: RECORD_FORMAT,
    id,
    plan,
    phase: whole(file, data, 'phase'),
    wave: whole(file, data, 'wave'),
    path,
    summary,
    agent,
    read_only: data['read_only'] === true,
    depends_on: dependsOn as string[],
    outcome: outcome as LegOutcome,
    run_id: text(file, data, 'run_id', (v) => DIGITS.test(v)),
    run_attempt: text(file, data, 'run_attempt', (v) => DIGITS.test(v)),
    base: text(file, data, 'base', (v) => SHA.test(v)),
    changes: (changes as RecordedChange[]).map((c) => ({ status: c.status, path: c.path })),
    summary_generated: data['summary_generated'] === true,
    patch_bytes: patchBytes,
    patch,
  };
}

/** Landing and applying order: wave, then plan id (01-9 before 01-10). */
export function compareRecords(a: Pick<WaveRecord, 'wave' | 'id'>, b: Pick<WaveRecord, 'wave' | 'id'>): number {
  return a.wave - b.wave || compareIds(a.id, b.id);
}

/** Whether a record changes anything. */
export function isEmptyRecord(record: Pick<WaveRecord, 'patch'>): boolean {
  return record.patch === '';
}
