/**
 * Applying records onto a commit (apply, land), all or nothing: each record's patch goes into a
 * temporary index on top of the ones before it, in (wave, plan id) order, and the tree it gives
 * is checked path by path (src/core/wave/path-safety.ts) before the next one. The workspace, its
 * index and every remote are untouched until every record has applied and passed; the caller
 * then moves the workspace (apply) or pushes (land) in one step.
 *
 * A patch that does not apply names its plan, the earlier plan that changed the same file, and
 * the file (E104). A record whose tree writes an unsafe path, a link or a submodule is refused
 * (E108), as is one that changes more or other paths than it lists.
 */
import type { WaveGit } from '../adapters/git/wave-git.js';
import { ErrorCode } from '../core/error-codes.js';
import { unsafeModeReason, unsafePathReason } from '../core/wave/path-safety.js';
import type { TreeChange } from '../core/wave/tree-changes.js';
import { WaveError, shownList, shownPath } from '../core/wave/wave-error.js';
import { isEmptyRecord, type WaveRecord } from '../core/wave/wave-record.js';

export interface AppliedRecord {
  record: WaveRecord;
  /** The tree after this record (and every one before it). */
  tree: string;
  changes: TreeChange[];
}

const SHOWN_PLAN = (record: WaveRecord): string => `plan ${shownPath(record.id)} (wave ${record.wave})`;

/** Refuse a record whose result is unsafe: before anything leaves the temporary index. */
export function checkChanges(record: WaveRecord, changes: readonly TreeChange[]): void {
  const unsafe: string[] = [];
  for (const change of changes) {
    const reason = unsafePathReason(change.path) ?? unsafeModeReason(change.newMode);
    if (reason !== null) unsafe.push(`${shownPath(change.path)} (${reason})`);
  }
  if (unsafe.length > 0) {
    throw new WaveError(
      ErrorCode.WAVE_PATCH_UNSAFE,
      `The record of ${SHOWN_PLAN(record)} writes ${unsafe.length === 1 ? 'a path' : 'paths'} the wave action never writes: ${unsafe.slice(0, 10).join(', ')}${unsafe.length > 10 ? ` and ${unsafe.length - 10} more` : ''}. Nothing was applied or pushed.`,
    );
  }
  const listed = new Set(record.changes.map((c) => c.path));
  const unlisted = changes.filter((c) => !listed.has(c.path)).map((c) => c.path);
  if (unlisted.length > 0 || changes.length !== listed.size) {
    throw new WaveError(
      ErrorCode.WAVE_RECORD_INVALID,
      `The record of ${SHOWN_PLAN(record)} changes other files than it lists${unlisted.length > 0 ? ` (${shownList(unlisted, 5)})` : ''}; it was changed after collect wrote it. Nothing was applied or pushed.`,
    );
  }
}

/** The paths git reads from the patch, checked before it is applied anywhere (E108). */
function checkPatchPaths(git: WaveGit, record: WaveRecord, patch: Buffer): void {
  const paths = git.patchPaths(patch);
  if (paths === null) {
    throw new WaveError(ErrorCode.WAVE_PATCH_UNSAFE, `The record of ${SHOWN_PLAN(record)} holds a patch git cannot read. Nothing was applied or pushed.`);
  }
  const unsafe = [...paths, ...record.changes.map((c) => c.path)].flatMap((path) => {
    const reason = unsafePathReason(path);
    return reason === null ? [] : [`${shownPath(path)} (${reason})`];
  });
  if (unsafe.length > 0) {
    throw new WaveError(
      ErrorCode.WAVE_PATCH_UNSAFE,
      `The record of ${SHOWN_PLAN(record)} writes ${unsafe.length === 1 ? 'a path' : 'paths'} the wave action never writes: ${unsafe.slice(0, 10).join(', ')}${unsafe.length > 10 ? ` and ${unsafe.length - 10} more` : ''}. Nothing was applied or pushed.`,
    );
  }
}

export function applyRecords(git: WaveGit, baseCommit: string, records: readonly WaveRecord[]): AppliedRecord[] {
  const applied: AppliedRecord[] = [];
  const lastWriter = new Map<string, WaveRecord>();
  let tree = git.treeOf(baseCommit);
  git.startIndex(tree);
  try {
    for (const record of records) {
      if (isEmptyRecord(record)) continue;
      const patch = Buffer.from(record.patch, 'base64');
      if (patch.length !== record.patch_bytes)
        throw new WaveError(ErrorCode.WAVE_RECORD_INVALID, `The record of ${SHOWN_PLAN(record)} has a patch of another size than it states. Nothing was applied.`);
      checkPatchPaths(git, record, patch);
      const result = git.applyToIndex(patch);
      if (!result.ok) throw conflict(record, result.stderr, lastWriter);
      const next = git.writeTree();
      const changes = git.treeChanges(tree, next);
      checkChanges(record, changes);
      for (const change of changes) lastWriter.set(change.path, record);
      applied.push({ record, tree: next, changes });
      tree = next;
    }
  } finally {
    git.dropIndex();
  }
  return applied;
}

function conflict(record: WaveRecord, stderr: string, lastWriter: ReadonlyMap<string, WaveRecord>): WaveError {
  // git's message names the file; it is matched against the record's own list, so only a path
  // the record states is shown (quoted), never git's text.
  const named = record.changes.map((c) => c.path).filter((path) => stderr.includes(path));
  const candidates = named.length > 0 ? named : record.changes.map((c) => c.path);
  const shared = candidates.find((path) => lastWriter.has(path));
  if (shared !== undefined) {
    const other = lastWriter.get(shared) as WaveRecord;
    return new WaveError(
      ErrorCode.WAVE_PATCH_CONFLICT,
      `The changes of ${SHOWN_PLAN(record)} do not apply after those of ${SHOWN_PLAN(other)}: both changed ${shownPath(shared)}. Nothing was applied. Make one plan depend on the other (depends_on, a later wave) or give the file to one plan, then route again.`,
    );
  }
  const file = named[0];
  return new WaveError(
    ErrorCode.WAVE_PATCH_CONFLICT,
    `The changes of ${SHOWN_PLAN(record)} do not apply onto the routed commit${file !== undefined ? ` (${shownPath(file)})` : ''}: the checkout is not the commit the leg started from. Nothing was applied. Check out the routed commit (needs.route.outputs.sha) before this step.`,
  );
}
