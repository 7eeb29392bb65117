/**
 * Applying records onto a commit (apply, land), all or nothing. The patches go into a temporary
 * index, in (wave, plan id) order; the workspace, its index and every remote are untouched until
 * every record has applied and its result passed the checks below. The caller then moves the
 * workspace (apply) or pushes (land) in one step.
 *
 * - A patch git cannot apply is read with `git apply --numstat` (git's own parser, nothing
 *   applied): a path that would leave the workspace or enter `.git` is E108; otherwise the
 *   patch conflicts with an earlier one, and the message names both plans and the file (E104).
 * - What a record actually changed (the tree after it, against the tree before) is checked path
 *   by path (src/core/wave/path-safety.ts: E108 for `..`, absolute paths, `.git`, links,
 *   submodules) and against the record's own list (E107).
 *
 * `land` needs a tree per plan (one commit each): {@link applyRecordsInOrder}, checked per commit
 * with {@link checkCommits} before anything is pushed. `apply` needs only the last tree:
 * {@link applyRecordsAtOnce}, one `git apply` for every record, the result checked as a whole.
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
}

const SHOWN_PLAN = (record: WaveRecord): string => `plan ${shownPath(record.id)} (wave ${record.wave})`;

function unsafeError(record: WaveRecord | null, unsafe: readonly string[]): WaveError {
  return new WaveError(
    ErrorCode.WAVE_PATCH_UNSAFE,
    `The record${record ? ` of ${SHOWN_PLAN(record)}` : 's'} ${record ? 'writes' : 'write'} ${unsafe.length === 1 ? 'a path' : 'paths'} the wave action never writes: ${unsafe.slice(0, 10).join(', ')}${unsafe.length > 10 ? ` and ${unsafe.length - 10} more` : ''}. Nothing was applied or pushed.`,
  );
}

function unsafeChanges(changes: readonly TreeChange[]): string[] {
  return changes.flatMap((change) => {
    const reason = unsafePathReason(change.path) ?? unsafeModeReason(change.newMode);
    return reason === null ? [] : [`${shownPath(change.path)} (${reason})`];
  });
}

function patchOf(record: WaveRecord): Buffer {
  const patch = Buffer.from(record.patch, 'base64');
  if (patch.length !== record.patch_bytes)
    throw new WaveError(
      ErrorCode.WAVE_RECORD_INVALID,
      `The record of ${SHOWN_PLAN(record)} has a patch that is not the base64 of as many bytes as it states. Nothing was applied.`,
    );
  const listed = record.changes.flatMap((c) => {
    const reason = unsafePathReason(c.path);
    return reason === null ? [] : [`${shownPath(c.path)} (${reason})`];
  });
  if (listed.length > 0) throw unsafeError(record, listed);
  return patch;
}

/** A record's actual changes: safe, and exactly the ones it lists. */
export function checkChanges(record: WaveRecord, changes: readonly TreeChange[]): void {
  const unsafe = unsafeChanges(changes);
  if (unsafe.length > 0) throw unsafeError(record, unsafe);
  const listed = new Set(record.changes.map((c) => c.path));
  const unlisted = changes.filter((c) => !listed.has(c.path)).map((c) => c.path);
  if (unlisted.length > 0 || changes.length !== listed.size) {
    throw new WaveError(
      ErrorCode.WAVE_RECORD_INVALID,
      `The record of ${SHOWN_PLAN(record)} changes other files than it lists${unlisted.length > 0 ? ` (${shownList(unlisted, 5)})` : ''}; it was changed after collect wrote it. Nothing was applied or pushed.`,
    );
  }
}

/** Why a patch did not apply: unsafe paths (E108) or a conflict with an earlier plan (E104). */
function applyFailure(git: WaveGit, record: WaveRecord, patch: Buffer, stderr: string, lastWriter: ReadonlyMap<string, WaveRecord>): WaveError {
  const paths = git.patchPaths(patch);
  if (paths === null) return new WaveError(ErrorCode.WAVE_PATCH_UNSAFE, `The record of ${SHOWN_PLAN(record)} holds a patch git cannot read. Nothing was applied or pushed.`);
  const unsafe = paths.flatMap((path) => {
    const reason = unsafePathReason(path);
    return reason === null ? [] : [`${shownPath(path)} (${reason})`];
  });
  if (unsafe.length > 0) return unsafeError(record, unsafe);
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

/** One tree per record, in order (land). Check the commits made from them with {@link checkCommits}. */
export function applyRecordsInOrder(git: WaveGit, baseCommit: string, records: readonly WaveRecord[]): AppliedRecord[] {
  const applied: AppliedRecord[] = [];
  const lastWriter = new Map<string, WaveRecord>();
  git.startIndex(git.treeOf(baseCommit));
  try {
    for (const record of records) {
      if (isEmptyRecord(record)) continue;
      const patch = patchOf(record);
      const result = git.applyToIndex(patch);
      if (!result.ok) throw applyFailure(git, record, patch, result.stderr, lastWriter);
      for (const change of record.changes) lastWriter.set(change.path, record);
      applied.push({ record, tree: git.writeTree() });
    }
  } finally {
    git.dropIndex();
  }
  return applied;
}

/** Each commit's actual changes against its record, before anything is pushed. */
export function checkCommits(git: WaveGit, commits: readonly { record: WaveRecord; commit: string }[]): void {
  const changes = git.commitChanges(commits.map((c) => c.commit));
  for (const { record, commit } of commits) checkChanges(record, changes.get(commit) ?? []);
}

/**
 * Every record at once (apply): one `git apply` into the temporary index, then what the final
 * tree changes is checked as a whole. When the patches do not apply together, they are applied
 * one by one to find and name the one that does not.
 */
export function applyRecordsAtOnce(git: WaveGit, baseCommit: string, records: readonly WaveRecord[]): { tree: string; changes: TreeChange[]; applied: WaveRecord[] } | null {
  const applied = records.filter((record) => !isEmptyRecord(record));
  if (applied.length === 0) return null;
  const patches = applied.map(patchOf);
  const baseTree = git.treeOf(baseCommit);
  git.startIndex(baseTree);
  let tree: string;
  try {
    const result = git.applyAllToIndex(patches);
    if (!result.ok) {
      applyRecordsInOrder(git, baseCommit, applied);
      throw new WaveError(ErrorCode.WAVE_PATCH_CONFLICT, 'The records do not apply together onto the checkout. Nothing was applied.');
    }
    tree = git.writeTree();
  } finally {
    git.dropIndex();
  }
  const changes = git.treeChanges(baseTree, tree);
  const unsafe = unsafeChanges(changes);
  if (unsafe.length > 0) throw unsafeError(null, unsafe);
  const listed = new Set(applied.flatMap((record) => record.changes.map((c) => c.path)));
  const unlisted = changes.filter((c) => !listed.has(c.path)).map((c) => c.path);
  if (unlisted.length > 0) {
    throw new WaveError(
      ErrorCode.WAVE_RECORD_INVALID,
      `The records change files none of them lists (${shownList(unlisted, 5)}); a record was changed after collect wrote it. Nothing was applied.`,
    );
  }
  return { tree, changes, applied };
}
