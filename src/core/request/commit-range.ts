/**
 * Which commits a `push` or `merge_group` run is about: the range whose changed files select the
 * plans. Pure: read from the (untrusted) payload through the typed getters, no I/O.
 *
 *   push, branch updated        → before...after (when GitHub says before is not an ancestor of
 *                                 after — a force-push — the other side, after...before, is added:
 *                                 see docs/action.md "push")
 *   push, new branch            → <default branch>...after (the merge base with the default branch)
 *   push, new default branch    → no base: every plan routes (W109)
 *   push, branch deleted        → nothing to route (quiet)
 *   push, tag                   → nothing to route (quiet): the commit was routed when its branch was pushed
 *   push, merge queue branch    → nothing to route (quiet): its merge_group event routes it
 *   merge_group checks_requested → base_sha...head_sha of the group
 *
 * Branch names are untrusted text: the default branch is only used when it passes
 * {@link isSafeBranchName}, and no branch name is ever put in a message.
 */
import { getObject, getString, type Payload } from './payload.js';

export type RangeEvent = 'push' | 'merge_group';

/** The commits to compare; `head` is the commit the fan-out checks out (the `sha` output). */
export interface CommitRange {
  event: RangeEvent;
  head: string;
  /** The commit compared with: the old head of the branch, or the merge group's base. */
  base?: string;
  /**
   * The repository's default branch (by name, checked by {@link isSafeBranchName}): a new branch
   * is compared with it; a push whose old head GitHub no longer knows falls back to it.
   */
  defaultBranch?: string;
  /** push: the payload says `forced: true` (the ancestry GitHub reports decides the range). */
  forced: boolean;
  /** push: a new branch (`before` is all zeros). */
  created: boolean;
  /** Set when no base can be named: every plan of the phase routes, with W109 saying why. */
  unknownReason?: string;
}

export type RangeDecision = { kind: 'ignore'; reason: string } | { kind: 'invalid'; message: string } | { kind: 'range'; range: CommitRange };

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const ZERO = /^0+$/;
/** Git ref characters legion-router accepts in a URL path: no spaces, `..`, `~^:?*[\`, control characters. */
const BRANCH = /^[A-Za-z0-9_][A-Za-z0-9._/-]{0,254}$/;

/** A branch name that can be put in a compare path as it is (each `/`-separated part encoded). */
export function isSafeBranchName(name: string): boolean {
  return BRANCH.test(name) && !name.includes('..') && !name.includes('//') && !name.endsWith('/') && !name.endsWith('.lock') && !name.endsWith('.');
}

export function isCommitId(value: string | undefined): value is string {
  return value !== undefined && SHA.test(value) && !ZERO.test(value);
}

/** The range of a `push` event, or why it routes nothing. */
export function pushRange(payload: Payload): RangeDecision {
  const ref = getString(payload, 'ref') ?? '';
  if (payload['deleted'] === true) return { kind: 'ignore', reason: 'push: a branch or tag was deleted; nothing to route.' };
  if (ref.startsWith('refs/tags/')) {
    return {
      kind: 'ignore',
      reason: 'push: a tag push is not routed (its commit was routed when its branch was pushed); use workflow_dispatch or the command input to route a release.',
    };
  }
  if (!ref.startsWith('refs/heads/')) return { kind: 'ignore', reason: 'push: the ref is not a branch; nothing to route.' };
  if (ref.startsWith('refs/heads/gh-readonly-queue/')) {
    return { kind: 'ignore', reason: 'push: a merge queue branch; its merge_group checks_requested event routes it.' };
  }
  const after = getString(payload, 'after');
  if (!isCommitId(after)) return { kind: 'invalid', message: 'The push payload has no usable `after` commit id.' };
  const before = getString(payload, 'before');
  const forced = payload['forced'] === true;
  const defaultBranch = getString(getObject(payload, 'repository'), 'default_branch') ?? '';
  const usableDefault = isSafeBranchName(defaultBranch) && ref !== `refs/heads/${defaultBranch}`;
  if (isCommitId(before)) {
    return { kind: 'range', range: { event: 'push', head: after, base: before, forced, created: false, ...(usableDefault ? { defaultBranch } : {}) } };
  }
  if (before !== undefined && !(SHA.test(before) && ZERO.test(before))) {
    return { kind: 'invalid', message: 'The push payload has an unusable `before` commit id.' };
  }
  // A new branch (before is all zeros): its own commits are those since the default branch.
  const range: CommitRange = { event: 'push', head: after, forced, created: true };
  if (!isSafeBranchName(defaultBranch)) {
    range.unknownReason = 'a new branch, and the payload names no usable default branch to compare it with';
  } else if (ref === `refs/heads/${defaultBranch}`) {
    range.unknownReason = 'the first push of the default branch: there is no earlier commit to compare with';
  } else {
    range.defaultBranch = defaultBranch;
  }
  return { kind: 'range', range };
}

/** The range of a `merge_group` event (`checks_requested`), or why it routes nothing. */
export function mergeGroupRange(payload: Payload, action: string): RangeDecision {
  if (action !== 'checks_requested') {
    return { kind: 'ignore', reason: 'merge_group: only checks_requested events are routed.' };
  }
  const group = getObject(payload, 'merge_group');
  const head = getString(group, 'head_sha');
  const base = getString(group, 'base_sha');
  if (!isCommitId(head) || !isCommitId(base)) {
    return { kind: 'invalid', message: 'The merge_group payload lacks a usable merge_group.head_sha or merge_group.base_sha.' };
  }
  return { kind: 'range', range: { event: 'merge_group', head, base, forced: false, created: false } };
}

/** One line naming the range, for logs and the summary (commit ids only, never branch names). */
export function describeRange(range: CommitRange): string {
  const head = range.head.slice(0, 12);
  if (range.event === 'merge_group') return `merge group ${range.base?.slice(0, 12) ?? '?'}...${head}`;
  if (range.base !== undefined) return `push ${range.base.slice(0, 12)}...${head}${range.forced ? ' (forced)' : ''}`;
  if (range.created && range.defaultBranch !== undefined) return `new branch: the default branch...${head} (from the merge base)`;
  return `push of ${head} (no earlier commit)`;
}
