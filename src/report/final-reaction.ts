/**
 * The final reaction on the triggering comment: 🎉 (`hooray`) when every plan passed, 😕
 * (`confused`) when the work failed. The route's 👀 and 🚀 stay. Token permission
 * `issues: write` (or `pull-requests: write` on a pull request). A conversation comment takes it
 * at `issues/comments/{id}/reactions`, a review comment at `pulls/comments/{id}/reactions`; a
 * review has no reactions.
 */
import type { GitHubApi } from '../adapters/github/api-client.js';
import { repoPath, send, type Repo } from './report-api.js';
import type { ReportResult } from './report-verdict.js';
import type { TriggerComment } from './run-context.js';

export type FinalReaction = 'hooray' | 'confused';

/** The reaction for a result; none while the result is pending or nothing ran. */
export function reactionFor(result: ReportResult): FinalReaction | null {
  if (result === 'success') return 'hooray';
  if (result === 'failure') return 'confused';
  return null;
}

/** Whether GitHub has reactions for what the command was written in. */
export function takesReactions(trigger: TriggerComment): boolean {
  return trigger.kind !== 'review';
}

export async function addFinalReaction(api: GitHubApi, repo: Repo, trigger: TriggerComment, content: FinalReaction): Promise<void> {
  const collection = trigger.kind === 'review_comment' ? 'pulls/comments' : 'issues/comments';
  await send(
    api,
    { method: 'POST', path: `${repoPath(repo)}/${collection}/${trigger.id}/reactions`, body: { content } },
    { what: `the ${content} reaction`, atLeastOnce: true, noRetry: true },
  );
}
