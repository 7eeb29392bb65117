import { InfoCode, WarningCode } from '../error-codes.js';
import { isSafePattern } from '../text/sanitize.js';
import type { Diagnostic } from '../types.js';
import { compareIds, listIds } from './plan-ids.js';
import type { WavePlan } from './wave-types.js';

export interface WaveConflicts {
  /** Sequential files shared by two or more plans of the wave (sorted); empty = parallel. */
  sequentialFiles: string[];
  diagnostics: Diagnostic[];
}

/** A declared path, compared the way people write it: `./a//b/` and `a/b` are the same file. */
export function normalizeDeclaredPath(path: string): string {
  const trimmed = path.trim();
  // Most entries are written the normal way: the replacements below would change nothing.
  if (!trimmed.includes('\\') && !trimmed.includes('//') && !trimmed.startsWith('./') && !trimmed.endsWith('/')) return trimmed;
  return path
    .trim()
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/$/, '');
}

function shownFile(path: string): string {
  return isSafePattern(path) ? path : '(a path with unsafe characters)';
}

/** The distinct values of `values`, in first-occurrence order (a Set's order), without a Set for short lists. */
function distinct(values: string[]): string[] {
  if (values.length > 32) return [...new Set(values)];
  let out: string[] | undefined;
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as string;
    if (values.indexOf(value) < i) {
      out ??= values.slice(0, i);
      continue;
    }
    out?.push(value);
  }
  return out ?? values;
}

/** Files declared by two or more plans: file → plan ids (only shared files, sorted by file). */
export function shared(plans: readonly WavePlan[], files: (plan: WavePlan) => readonly string[]): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  let sharedCount = 0;
  for (const plan of plans) {
    const declared = files(plan);
    if (declared.length === 0) continue;
    for (const file of distinct(declared.map(normalizeDeclaredPath))) {
      if (file === '' || file.startsWith('!')) continue;
      const list = owners.get(file);
      if (list) {
        if (list.push(plan.id) === 2) sharedCount++;
      } else owners.set(file, [plan.id]);
    }
  }
  // Only the shared files are copied and sorted (most files belong to one plan).
  const sharedFiles: [string, string[]][] = [];
  if (sharedCount > 0) for (const entry of owners) if (entry[1].length > 1) sharedFiles.push(entry);
  return new Map(sharedFiles.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * Conflicts inside one wave of scheduled plans, as the wave executor treats them:
 *
 * - two plans declaring the same `files_modified` entry (exact path after normalising `./`, `//`
 *   and a trailing `/`) is a warning (W070): they still run in parallel;
 * - two plans sharing a `sequential_files` entry make the whole wave sequential (I020), which
 *   the workflow applies as `max-parallel: 1` from output `wave-max-parallel`.
 */
export function waveConflicts(wave: number, plans: readonly WavePlan[]): WaveConflicts {
  const diagnostics: Diagnostic[] = [];
  const ordered = [...plans].sort((a, b) => compareIds(a.id, b.id));
  const modified = shared(ordered, (plan) => plan.filesModified);
  if (modified.size > 0) {
    const files = [...modified.keys()];
    const ids = [...new Set([...modified.values()].flat())].sort(compareIds);
    diagnostics.push({
      code: WarningCode.WAVE_FILES_SHARED,
      severity: 'warning',
      message: `Wave ${wave}: plans ${listIds(ids)} declare the same files_modified ${files.length === 1 ? 'entry' : 'entries'} ${listIds(files.map(shownFile), 3)} and run in parallel.`,
      hint: 'Plans of one wave should modify disjoint files: move one to a later wave, or declare the shared file in sequential_files of both to run the wave one job at a time.',
    });
  }
  const sequential = shared(ordered, (plan) => plan.sequentialFiles ?? []);
  const sequentialFiles = [...sequential.keys()];
  if (sequentialFiles.length > 0) {
    const ids = [...new Set([...sequential.values()].flat())].sort(compareIds);
    diagnostics.push({
      code: InfoCode.WAVE_SEQUENTIAL,
      severity: 'info',
      message: `Wave ${wave} runs one job at a time: plans ${listIds(ids)} share sequential_files ${listIds(sequentialFiles.map(shownFile), 3)}.`,
    });
  }
  return { sequentialFiles, diagnostics };
}
