/**
 * `POST /repos/{owner}/{repo}/pulls`: open the pull request a landed branch goes through (fork
 * pull requests, push, dispatch and merge-group routes). The job's token needs
 * `pull-requests: write`, and the repository must allow GitHub Actions to create pull requests
 * (Settings → Actions → General); GitHub answers 403 otherwise, 422 when one is already open
 * for the branch or the base does not exist.
 */
import { ErrorCode } from '../../core/error-codes.js';
import type { GitHubApi } from './api-client.js';
import { ApiError } from './api-error.js';
import { repoPath, type RepoRef } from './repo-ref.js';

export const CREATE_PULL_REQUEST_PERMISSION = 'pull-requests: write';
/** GitHub's limit for a pull request's body. */
export const MAX_PULL_REQUEST_BODY = 65_536;

export interface NewPullRequest {
  title: string;
  /** Branch in the same repository. */
  head: string;
  base: string;
  body: string;
}

/** The new pull request's number. */
export async function createPullRequest(api: GitHubApi, repo: RepoRef, pull: NewPullRequest): Promise<number> {
  const response = await api.call(
    {
      method: 'POST',
      path: `${repoPath(repo)}/pulls`,
      body: { title: pull.title, head: pull.head, base: pull.base, body: pull.body.slice(0, MAX_PULL_REQUEST_BODY), maintainer_can_modify: true },
    },
    { what: `a pull request from ${pull.head}`, permission: CREATE_PULL_REQUEST_PERMISSION, noRetry: true },
  );
  const data = response.data as Record<string, unknown> | null;
  const number = data?.['number'];
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0)
    throw new ApiError(ErrorCode.API_ERROR, "GitHub's answer for the new pull request has no number.");
  return number;
}
