/**
 * The final reaction on the triggering comment: 🎉 (`hooray`) when every plan passed, 😕
 * (`confused`) when the work failed. The route's 👀 and 🚀 stay. Token permission
 * `issues: write` (or `pull-requests: write` on a pull request).
 */
import type { GitHubApi } from '../adapters/github/api-client.js';
import { repoPath, send, type Repo } from './report-api.js';
import type { ReportResult } from './report-verdict.js';

export type FinalReaction = 'hooray' | 'confused';

/** The reaction for a result; none while the result is pending or nothing ran. */
export function reactionFor(result: ReportResult): FinalReaction | null {
  if (result === 'success') return 'hooray';
  if (result === 'failure') return 'confused';
  return null;
}

export async function addFinalReaction(api: GitHubApi, repo: Repo, commentId: number, content: FinalReaction): Promise<void> {
  await send(
    api,
    { method: 'POST', path: `${repoPath(repo)}/issues/comments/${commentId}/reactions`, body: { content } },
    { what: `the ${content} reaction`, atLeastOnce: true, noRetry: true },
  );
}
