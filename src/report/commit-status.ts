/**
 * The overall result as a commit status on the routed sha:
 * `POST /repos/{owner}/{repo}/statuses/{sha}` (token permission `statuses: write`).
 */
import type { GitHubApi } from '../adapters/github/api-client.js';
import { repoPath, send, type Repo } from './report-api.js';

export type CommitState = 'success' | 'failure' | 'pending' | 'error';

export const DEFAULT_STATUS_CONTEXT = 'legion-router';
/** GitHub's limit for a status description. */
export const MAX_STATUS_DESCRIPTION = 140;

export interface CommitStatus {
  state: CommitState;
  context: string;
  description: string;
  targetUrl?: string;
}

export function statusDescription(text: string): string {
  const line = text.replace(/[\r\n]+/g, ' ').trim();
  return line.length <= MAX_STATUS_DESCRIPTION ? line : `${line.slice(0, MAX_STATUS_DESCRIPTION - 1)}…`;
}

export async function setCommitStatus(api: GitHubApi, repo: Repo, sha: string, status: CommitStatus): Promise<void> {
  const body: Record<string, unknown> = { state: status.state, context: status.context, description: statusDescription(status.description) };
  if (status.targetUrl) body['target_url'] = status.targetUrl;
  await send(api, { method: 'POST', path: `${repoPath(repo)}/statuses/${sha}`, body }, { what: `the ${status.context} commit status`, atLeastOnce: true });
}
