/**
 * Which evidence pins the head a command approved (src/core/request/head-pinning.ts): the head at
 * run time for a same-repository pull request approved with write or lower, a review's commit_id,
 * or the server-side records.
 */
import { describe, expect, it } from 'vitest';
import { pinningSource } from '../../../src/core/request/head-pinning.js';
import { workflowPathOf } from '../../../src/adapters/github/workflow-run.js';

const SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';

describe('pinningSource', () => {
  it.each(['write', 'triage', 'read', 'none'])('same repository, approver with %s: the head at run time', (level) => {
    expect(pinningSource({ sameRepository: true, approverLevel: level, kind: 'issue_comment' })).toEqual({ kind: 'run-time' });
    expect(pinningSource({ sameRepository: true, approverLevel: level, kind: 'review', commitId: SHA })).toEqual({ kind: 'run-time' });
  });

  it.each(['maintain', 'admin'])('same repository, approver with %s: pinned as for forks', (level) => {
    expect(pinningSource({ sameRepository: true, approverLevel: level, kind: 'issue_comment' })).toEqual({ kind: 'server-records' });
    expect(pinningSource({ sameRepository: true, approverLevel: level, kind: 'review_comment', commitId: SHA })).toEqual({ kind: 'commit-id', commitId: SHA });
  });

  it('a fork: commit_id for reviews and review comments, server records for issue comments (whatever the level)', () => {
    for (const level of ['write', 'admin']) {
      expect(pinningSource({ sameRepository: false, approverLevel: level, kind: 'review', commitId: SHA })).toEqual({ kind: 'commit-id', commitId: SHA });
      expect(pinningSource({ sameRepository: false, approverLevel: level, kind: 'issue_comment', commitId: SHA })).toEqual({ kind: 'server-records' });
    }
  });

  it('a review without a usable commit_id, or an unknown level, falls to the server records (never to run time)', () => {
    expect(pinningSource({ sameRepository: false, approverLevel: 'admin', kind: 'review' })).toEqual({ kind: 'server-records' });
    expect(pinningSource({ sameRepository: false, approverLevel: 'admin', kind: 'review', commitId: 'not-a-sha' })).toEqual({ kind: 'server-records' });
    expect(pinningSource({ sameRepository: true, approverLevel: 'custom-role', kind: 'issue_comment' })).toEqual({ kind: 'server-records' });
  });
});

describe('workflowPathOf (GITHUB_WORKFLOW_REF)', () => {
  it('the workflow file of this repository', () => {
    expect(workflowPathOf('Octo/Repo/.github/workflows/legion.yml@refs/heads/main', 'octo/repo')).toBe('.github/workflows/legion.yml');
    expect(workflowPathOf('octo/repo/.github/workflows/sub/x.yaml@refs/pull/1/merge', 'octo/repo')).toBe('.github/workflows/sub/x.yaml');
  });

  it.each([
    ['missing', undefined],
    ['another repository', 'other/repo/.github/workflows/legion.yml@refs/heads/main'],
    ['not a workflow file', 'octo/repo/scripts/x.sh@refs/heads/main'],
    ['a path that climbs', 'octo/repo/.github/workflows/../x.yml@main'],
  ])('%s: undefined', (_name, ref) => {
    expect(workflowPathOf(ref, 'octo/repo')).toBeUndefined();
  });
});
