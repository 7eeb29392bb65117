/**
 * How the head a command approved is established, before anything routes on it. Pure: the
 * evidence is read by src/adapters/github/head-evidence.ts.
 *
 * | the pull request, the approver                                   | the head routed                                                        |
 * | ---------------------------------------------------------------- | ---------------------------------------------------------------------- |
 * | same repository, approver with `write` permission or lower       | the head at run time (`run-time`), said in an I050 info: anyone who    |
 * |                                                                  | can push that branch could have written the command themselves         |
 * | same repository, `maintain` or `admin`; or a fork (any approver) | pinned: a push after the command would borrow the approval             |
 * | pinned, a review or review comment with `commit_id`              | `commit_id` must be the head (E047 otherwise): GitHub states the commit |
 * |                                                                  | the review was written on                                              |
 * | pinned, an issue comment (or a review without `commit_id`)       | server-side records: the head repository's activity log, then the pull |
 * |                                                                  | request's timeline; E049 with the `--sha` hint when neither can answer |
 */
import { permissionRank } from './permission-levels.js';
import type { CommentKind } from './review-source.js';

export type PinningSource = { kind: 'run-time' } | { kind: 'commit-id'; commitId: string } | { kind: 'server-records' };

export interface PinningFacts {
  /** The head branch lives in the base repository. */
  sameRepository: boolean;
  /** The approver's repository permission (admin, maintain, write, triage, read, none). */
  approverLevel: string;
  /** What the command was written in. */
  kind: CommentKind;
  /** The review's or review comment's `commit_id`, when GitHub sent one. */
  commitId?: string;
}

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

export function pinningSource(facts: PinningFacts): PinningSource {
  const rank = permissionRank(facts.approverLevel);
  if (facts.sameRepository && rank !== -1 && rank <= permissionRank('write')) return { kind: 'run-time' };
  if (facts.kind !== 'issue_comment' && facts.commitId !== undefined && SHA.test(facts.commitId)) return { kind: 'commit-id', commitId: facts.commitId };
  return { kind: 'server-records' };
}
