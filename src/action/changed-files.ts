/**
 * Where the changed files of a run come from, in order:
 * 1. the `changed-files` input (no API listing at all);
 * 2. the pull request's file listing (per_page=100, following `Link: rel="next"`);
 * 3. when the listing stops short of the pull request's `changed_files` (GitHub lists at most
 *    3000), `git diff --name-only base...head` in the checkout;
 * 4. when that is not possible: `complete: false` — the router then routes every plan of the
 *    phase — with warning W021. A partial list is never passed off as complete.
 * Runs without a pull request (dispatch, comments on issues) have no changed files unless the
 * input gives them.
 */
import { ErrorCode, WarningCode } from '../core/error-codes.js';
import type { Diagnostic } from '../core/types.js';
import type { GitHubApi } from '../adapters/github/api-client.js';
import { pinApprovedHead, type HeadApproval } from '../adapters/github/head-evidence.js';
import { getPullRequest, listPullRequestFilesAt, type RepoRef } from '../adapters/github/pull-request.js';
import { gitChangedFiles } from '../adapters/git/diff-names.js';
import { InputError } from './inputs.js';
import type { PullRequestRef } from '../core/request/request-from-event.js';

/** Same shape as `ChangedFiles` in src/app/route-repository.ts. */
export interface ChangedFileList {
  files: string[];
  complete: boolean;
  note?: string;
  /** The incomplete list's coded warning is already among the diagnostics (no second W021). */
  incompleteReported?: boolean;
}

export interface ChangedFilesOutcome {
  /** undefined: unknown (no pull request, no input). */
  changedFiles: ChangedFileList | undefined;
  /** The commit downstream jobs check out: the pull request's head, else GITHUB_SHA. */
  sha: string;
  /** The pull request's state when it was read ('open', 'closed'); '' when unknown or no pull request. */
  state?: string;
  /** true when GitHub reports the pull request merged. */
  merged?: boolean;
  /** One-line account for the summary. */
  note: string;
  diagnostics: Diagnostic[];
}

export interface ChangedFilesRequest {
  /** Lazily created: runs that need no API call never build a client. */
  api: () => GitHubApi;
  repo: RepoRef | null;
  pullRequest: PullRequestRef | undefined;
  inputFiles: string[] | undefined;
  repoRoot: string;
  fallbackSha: string;
  log: (message: string) => void;
  /**
   * false when the route does not depend on changed files (no plans to select: status, review,
   * ad_hoc teams): only the pull request's head is read, the file listing is skipped.
   */
  listFiles?: boolean;
  /**
   * The command that approved the route: its head is pinned (src/adapters/github/head-evidence.ts),
   * unless `pinnedSha` names it.
   */
  approval?: HeadApproval;
  /** `--sha=<hex>` of the command: the head it approves explicitly. */
  pinnedSha?: string;
  /** Comment prefix, for messages. */
  trigger?: string;
  /** Injected in tests. */
  git?: typeof gitChangedFiles;
}

export async function resolveChangedFiles(request: ChangedFilesRequest): Promise<ChangedFilesOutcome> {
  const { pullRequest, inputFiles } = request;
  const fromInput = inputFiles !== undefined ? { files: inputFiles, complete: true } : undefined;

  if (pullRequest === undefined) {
    return {
      changedFiles: fromInput,
      sha: request.fallbackSha,
      note: fromInput ? `${inputFiles?.length ?? 0} from the changed-files input` : 'no pull request: every plan of the phase routes',
      diagnostics: [],
    };
  }
  if (request.repo === null) {
    throw new InputError(ErrorCode.INVALID_INPUT, 'GITHUB_REPOSITORY is not set (owner/repo); cannot read the pull request.');
  }

  const known =
    pullRequest.headSha !== undefined && pullRequest.baseSha !== undefined && pullRequest.changedFiles !== undefined
      ? { headSha: pullRequest.headSha, baseSha: pullRequest.baseSha, changedFiles: pullRequest.changedFiles, state: pullRequest.state ?? '' }
      : await getPullRequest(request.api(), request.repo, pullRequest.number);
  const state = { state: known.state, ...('merged' in known ? { merged: known.merged } : {}) };

  // A command approves the head it saw: refuse when the head moved after it was written, or when
  // that cannot be established (unless the command names the head with --sha).
  const pinnedHere = request.pinnedSha !== undefined && known.headSha.startsWith(request.pinnedSha);
  const pinning: Diagnostic[] = [];
  if (request.approval !== undefined && 'headRepo' in known && !pinnedHere && known.state === 'open') {
    pinning.push(await pinApprovedHead(request.api(), request.repo, known, request.approval, request.trigger ?? '/legion'));
  }

  if (fromInput) {
    return { ...state, changedFiles: fromInput, sha: known.headSha, note: `${fromInput.files.length} from the changed-files input`, diagnostics: pinning };
  }
  if (request.listFiles === false) {
    return { ...state, changedFiles: undefined, sha: known.headSha, note: 'not listed: this route selects no plans', diagnostics: pinning };
  }

  // The listing belongs to the head routed: the pull request is read again after the pages, and a
  // head that moved meanwhile is refused (E047).
  const listing = await listPullRequestFilesAt(request.api(), request.repo, pullRequest.number, { sha: known.headSha, changedFiles: known.changedFiles });
  if (!listing.truncated) {
    return {
      ...state,
      changedFiles: { files: listing.files, complete: true },
      sha: known.headSha,
      note: `${listing.listed} listed by the API in ${listing.pages} page(s)`,
      diagnostics: pinning,
    };
  }

  const shortfall = `GitHub listed ${listing.listed} of the pull request's ${known.changedFiles} changed files`;
  request.log(`${shortfall}; trying git diff in the checkout.`);
  const git = await (request.git ?? gitChangedFiles)(request.repoRoot, known.baseSha, known.headSha);
  if (git.ok) {
    return {
      ...state,
      changedFiles: { files: git.files, complete: true, note: `${shortfall}; the list comes from git diff.` },
      sha: known.headSha,
      note: `${git.files.length} from git diff (the API listed ${listing.listed} of ${known.changedFiles})`,
      diagnostics: pinning,
    };
  }
  const message = `${shortfall} and git diff is not available (${git.reason}); every plan of the phase is routed.`;
  return {
    ...state,
    changedFiles: { files: listing.files, complete: false, note: message },
    sha: known.headSha,
    note: `incomplete: ${listing.listed} of ${known.changedFiles} listed`,
    diagnostics: [
      ...pinning,
      {
        code: WarningCode.CHANGED_FILES_TRUNCATED,
        severity: 'warning',
        message,
        hint: 'Check out the repository with fetch-depth: 0 so the full list can come from git, or pass the changed-files input.',
      },
    ],
  };
}
