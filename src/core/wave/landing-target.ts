/**
 * Where `step: land` pushes, from the event that started the route:
 *
 * - a pull request from the same repository: its head branch, fast-forward only from the
 *   routed commit (the head must still be there);
 * - a pull request from a fork, a push, a dispatch, a merge group, a comment on an issue: a new
 *   branch `legion/phase-NN-<run id>` in this repository and a pull request against the routed
 *   base (GitHub does not let the job's token push to a fork);
 * - the `branch` input: that branch, whatever the event (created, or fast-forwarded from the
 *   routed commit).
 */

export type LandingTarget =
  { kind: 'pull-head'; branch: string; pullNumber: number } | { kind: 'new-branch'; branch: string; base: string; reason: string } | { kind: 'explicit'; branch: string };

export interface LandingFacts {
  eventName: string;
  /** The `branch` input ('' when not given). */
  branchInput: string;
  /** The pull request the route ran for, when there is one. */
  pull?: { number: number; headRef: string; sameRepository: boolean; baseRef: string };
  /** GITHUB_REF_NAME (push, dispatch: the branch). */
  refName: string;
  /** merge_group: the queue's base branch (`main`). */
  mergeGroupBase: string;
  /** The repository's default branch (an issue comment). */
  defaultBranch: string;
  phase: number;
  runId: string;
}

/** A branch name git and GitHub accept and no option or ref expression can hide in. */
export function isSafeBranchName(name: string): boolean {
  if (name.length === 0 || name.length > 200) return false;
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(name)) return false;
  if (name.includes('..') || name.includes('//') || name.endsWith('/') || name.endsWith('.') || name.endsWith('.lock') || name.includes('/.')) return false;
  return name !== 'HEAD';
}

export function newBranchName(phase: number, runId: string): string {
  return `legion/phase-${String(phase).padStart(2, '0')}-${runId}`;
}

export type LandingTargetResult = { ok: true; target: LandingTarget } | { ok: false; message: string };

export function landingTarget(facts: LandingFacts): LandingTargetResult {
  if (facts.branchInput !== '') {
    if (!isSafeBranchName(facts.branchInput)) return { ok: false, message: 'The "branch" input is not a branch name (letters, digits, ".", "_", "-", "/"; no "..").' };
    return { ok: true, target: { kind: 'explicit', branch: facts.branchInput } };
  }
  const branch = newBranchName(facts.phase, facts.runId);
  const newBranch = (base: string, reason: string): LandingTargetResult =>
    isSafeBranchName(base)
      ? { ok: true, target: { kind: 'new-branch', branch, base, reason } }
      : { ok: false, message: `The base branch of this ${facts.eventName} route is unknown or not a branch name; set the "branch" input.` };
  if (facts.pull) {
    if (facts.pull.sameRepository) {
      if (!isSafeBranchName(facts.pull.headRef))
        return { ok: false, message: 'The pull request\'s head branch name is not one the wave action pushes to; set the "branch" input.' };
      return { ok: true, target: { kind: 'pull-head', branch: facts.pull.headRef, pullNumber: facts.pull.number } };
    }
    return newBranch(facts.pull.baseRef, 'the pull request comes from a fork, and GitHub does not let the job token push to a fork');
  }
  if (facts.eventName === 'merge_group') return newBranch(facts.mergeGroupBase, 'merge-group routes never push to the queue');
  if (facts.eventName === 'push' || facts.eventName === 'workflow_dispatch') return newBranch(facts.refName, `${facts.eventName} routes land through a pull request`);
  return newBranch(facts.defaultBranch || facts.refName, `${facts.eventName} routes land through a pull request`);
}
