/**
 * The changed files of a `push` or `merge_group` run (the range comes from
 * src/core/request/commit-range.ts), in order:
 * 1. the `changed-files` input (no API call);
 * 2. `GET /repos/{o}/{r}/compare/{base}...{head}` — for a new branch, `{default branch}...{head}`
 *    (the merge base with the default branch). When GitHub says the old head is not an ancestor
 *    of the new one (a force-push: `diverged` or `behind`), `{head}...{base}` is listed too, so
 *    the files of the dropped commits route as well: together, every file that differs between
 *    the old and the new head;
 * 3. when a comparison lists {@link MAX_COMPARE_FILES} files (GitHub's cap: it may stop short),
 *    GitHub cannot compare the commits, or gives no usable answer (a 5xx or network failure after
 *    the retries, an answer without `files`: W051, never "nothing changed"), `git diff` in the
 *    checkout (it needs the history: `fetch-depth: 0`);
 * 4. otherwise every plan of the phase routes, with W021 (a list that may be partial) or W109
 *    (no range at all). The list is never silently partial.
 * Each outcome carries an I044 info that says which commits were compared and how.
 */
import { InfoCode, WarningCode } from '../core/error-codes.js';
import type { Diagnostic } from '../core/types.js';
import type { GitHubApi } from '../adapters/github/api-client.js';
import { MAX_COMPARE_FILES, compareCommits, type Comparison, type ComparisonUnavailable } from '../adapters/github/compare.js';
import type { RepoRef } from '../adapters/github/repo-ref.js';
import { gitChangedFiles } from '../adapters/git/diff-names.js';
import { describeRange, type CommitRange } from '../core/request/commit-range.js';
import type { ChangedFilesOutcome } from './changed-files.js';

export interface RangeFilesRequest {
  api: () => GitHubApi;
  repo: RepoRef | null;
  range: CommitRange;
  inputFiles: string[] | undefined;
  repoRoot: string;
  log: (message: string) => void;
  /** false when the route selects no plans: nothing is compared. */
  listFiles?: boolean;
  /** Injected in tests. */
  git?: typeof gitChangedFiles;
}

const HISTORY_HINT = 'Check out the repository with fetch-depth: 0 so the list can come from git, or pass the changed-files input.';

function info(message: string): Diagnostic {
  return { code: InfoCode.RANGE_ROUTED, severity: 'info', message };
}

function outcome(range: CommitRange, files: string[], note: string, how: string): ChangedFilesOutcome {
  return {
    changedFiles: { files, complete: true },
    sha: range.head,
    note: `${note}; ${describeRange(range)}`,
    diagnostics: [info(`${describeRange(range)}: ${files.length} changed file(s), ${how}.`)],
  };
}

function everything(
  range: CommitRange,
  code: typeof WarningCode.RANGE_FILES_UNKNOWN | typeof WarningCode.CHANGED_FILES_TRUNCATED,
  why: string,
  partial: string[] = [],
): ChangedFilesOutcome {
  const message = `The changed files of the ${describeRange(range)} cannot be determined (${why}): every plan of the phase is routed.`;
  return {
    changedFiles: { files: partial, complete: false, note: why, incompleteReported: true },
    sha: range.head,
    note: `unknown (${describeRange(range)}): ${why}`,
    diagnostics: [{ code, severity: 'warning', message, hint: HISTORY_HINT }, info(`${describeRange(range)}: files not determined, every plan routes.`)],
  };
}

function union(a: readonly string[], b: readonly string[]): string[] {
  const seen = new Set(a);
  return [...a, ...b.filter((file) => !seen.has(file))];
}

export async function resolveRangeFiles(request: RangeFilesRequest): Promise<ChangedFilesOutcome> {
  const { range } = request;
  if (request.inputFiles !== undefined) {
    return outcome(range, request.inputFiles, `${request.inputFiles.length} from the changed-files input`, 'from the changed-files input');
  }
  if (request.listFiles === false) {
    return { changedFiles: undefined, sha: range.head, note: 'not listed: this route selects no plans', diagnostics: [] };
  }
  if (range.unknownReason !== undefined) return everything(range, WarningCode.RANGE_FILES_UNKNOWN, range.unknownReason);
  if (request.repo === null) return everything(range, WarningCode.RANGE_FILES_UNKNOWN, 'GITHUB_REPOSITORY is not set, so the commits cannot be compared');
  const base = range.created ? range.defaultBranch : range.base;
  if (base === undefined) return everything(range, WarningCode.RANGE_FILES_UNKNOWN, 'no commit to compare with');

  const first = await compareCommits(request.api(), request.repo, base, range.head);
  if ('unavailable' in first && first.unanswered) return withUnanswered(await unavailableFallback(request, first.unavailable), first.unavailable);
  return fromComparison(request, base, first);
}

/** W051: GitHub gave no usable comparison; the outcome says where the files came from instead. */
function withUnanswered(result: ChangedFilesOutcome, why: string): ChangedFilesOutcome {
  const how = result.changedFiles?.complete === true ? 'the list comes from git diff' : 'every plan of the phase is routed';
  return {
    ...result,
    diagnostics: [{ code: WarningCode.COMPARE_UNANSWERED, severity: 'warning', message: `${why}: ${how}.`, hint: HISTORY_HINT }, ...result.diagnostics],
  };
}

/** GitHub could not compare the commits: git diff in the checkout, else every plan routes. */
async function unavailableFallback(request: RangeFilesRequest, unavailable: string): Promise<ChangedFilesOutcome> {
  const { range } = request;
  const git = request.git ?? gitChangedFiles;
  const repo = request.repo as RepoRef;
  request.log(`${unavailable}; trying git diff in the checkout.`);
  if (range.base !== undefined) {
    const local = await git(request.repoRoot, range.base, range.head, undefined, { range: 'both' });
    if (local.ok) return outcome(range, local.files, `${local.files.length} from git diff (GitHub could not compare)`, 'from git diff (GitHub could not compare the commits)');
    if (range.defaultBranch !== undefined && !range.created) {
      // Last resort for a branch: what it holds beyond the default branch.
      const fromDefault = await compareCommits(request.api(), repo, range.defaultBranch, range.head);
      if (!('unavailable' in fromDefault) && !fromDefault.truncated) {
        return outcome(
          range,
          fromDefault.files,
          `${fromDefault.files.length} from the compare API, since the merge base with the default branch (the old head is unknown)`,
          'from the compare API since the merge base with the default branch (GitHub does not know the old head)',
        );
      }
    }
    return everything(range, WarningCode.RANGE_FILES_UNKNOWN, `${unavailable}, and git diff is not available: ${local.reason}`);
  }
  return everything(range, WarningCode.RANGE_FILES_UNKNOWN, unavailable);
}

async function fromComparison(request: RangeFilesRequest, base: string, first: Comparison | ComparisonUnavailable): Promise<ChangedFilesOutcome> {
  const { range } = request;
  const git = request.git ?? gitChangedFiles;
  if (request.repo === null) return everything(range, WarningCode.RANGE_FILES_UNKNOWN, 'GITHUB_REPOSITORY is not set, so the commits cannot be compared');
  // The old head of a force-push may be gone from GitHub; the checkout may still have it.
  if ('unavailable' in first) return unavailableFallback(request, first.unavailable);

  // A force-push (the old head is not an ancestor of the new one): the old side counts too.
  const rewritten = range.event === 'push' && range.base !== undefined && (first.status === 'diverged' || first.status === 'behind');
  let other: Comparison | undefined;
  if (rewritten && range.base !== undefined) {
    const second = await compareCommits(request.api(), request.repo, range.head, range.base);
    if ('unavailable' in second) other = { files: [], listed: 0, truncated: true, status: '', mergeBase: '' };
    else other = second;
  }
  const truncated = first.truncated || other?.truncated === true;
  const files = other ? union(first.files, other.files) : first.files;
  const how = rewritten
    ? `from the compare API, both sides since the old and the new head parted (${first.status}: a force-push)`
    : range.created
      ? 'from the compare API, since the merge base with the default branch'
      : 'from the compare API';
  if (!truncated) return outcome(range, files, `${files.length} from the compare API${rewritten ? ' (force-push: both sides)' : ''}`, how);

  const shortfall = `GitHub lists at most ${MAX_COMPARE_FILES} files of a comparison, and the list reached that`;
  request.log(`${shortfall}; trying git diff in the checkout.`);
  let local: Awaited<ReturnType<typeof gitChangedFiles>>;
  if (rewritten && range.base !== undefined) local = await git(request.repoRoot, range.base, range.head, undefined, { range: 'both' });
  else if (range.created) {
    local = first.mergeBase !== '' ? await git(request.repoRoot, first.mergeBase, range.head) : { ok: false, reason: 'GitHub named no merge base' };
  } else local = await git(request.repoRoot, base, range.head);
  if (local.ok) return outcome(range, local.files, `${local.files.length} from git diff (the compare API lists at most ${MAX_COMPARE_FILES})`, `from git diff (${shortfall})`);
  return everything(range, WarningCode.CHANGED_FILES_TRUNCATED, `${shortfall}, and git diff is not available: ${local.reason}`, files);
}
