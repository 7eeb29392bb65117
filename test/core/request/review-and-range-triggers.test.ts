/**
 * The pure parts of #15 items 3 and 4: review comments and reviews become comment requests (with
 * the feedback target), push and merge_group payloads become commit ranges, and the cold path
 * answers the common review no-ops without loading the router.
 */
import { describe, expect, it } from 'vitest';
import { coldDecision } from '../../../src/action/cold-start.js';
import type { EventContext } from '../../../src/action/event.js';
import { readInputs } from '../../../src/action/inputs.js';
import { nothingSelectedNote } from '../../../src/action/range-notes.js';
import { describeRange, isSafeBranchName, mergeGroupRange, pushRange, type CommitRange } from '../../../src/core/request/commit-range.js';
import { resolveTrigger } from '../../../src/core/request/request-from-event.js';
import { reviewText } from '../../../src/core/request/review-source.js';
import type { RouteResult } from '../../../src/app/route-result.js';
import { BASE_SHA, mergeGroupPayload, pushPayload, reviewCommentPayload, reviewPayload } from '../../support/payloads.js';

const AFTER = '6113728f27ae82c7b1a177c8d03f9e96e0adf246';

function context(eventName: string, payload: Record<string, unknown>): EventContext {
  return { eventName, action: typeof payload['action'] === 'string' ? payload['action'] : '', payload, repo: { owner: 'o', repo: 'r' }, actor: 'octocat', sha: 'c'.repeat(40) };
}

const settings = (overrides: Record<string, string> = {}) => readInputs((name) => overrides[name] ?? '');
const noFlags = (): string[] => [];

describe('review comments and reviews', () => {
  it('a review comment command is a comment request: author authorized, feedback on the review comment and its thread', () => {
    const trigger = resolveTrigger(context('pull_request_review_comment', reviewCommentPayload('/legion build --skip-frontend')), settings(), noFlags);
    expect(trigger).toMatchObject({
      kind: 'route',
      request: { source: 'comment', command: 'build', flagTokens: ['--skip-frontend'], actor: 'Codertocat' },
      comment: { id: 284312630, issueNumber: 2, login: 'Codertocat', kind: 'review_comment', threadId: 284312630, createdAt: '2019-05-15T15:20:37Z' },
      authorize: { login: 'Codertocat', role: 'review commenter' },
      pullRequest: { number: 2 },
    });
  });

  it('a reply names the thread’s first comment for the answer', () => {
    const trigger = resolveTrigger(context('pull_request_review_comment', reviewCommentPayload('/legion status', { commentId: 9, inReplyTo: 7 })), settings(), noFlags);
    expect(trigger).toMatchObject({ kind: 'route', comment: { id: 9, threadId: 7 } });
  });

  it('a review body command: the reviewer is authorized, pinned to submitted_at', () => {
    const payload = reviewPayload('/legion review');
    const trigger = resolveTrigger(context('pull_request_review', payload), settings(), noFlags);
    expect(trigger).toMatchObject({
      kind: 'route',
      request: { source: 'comment', command: 'review' },
      comment: { kind: 'review', issueNumber: 2, createdAt: payload['review']['submitted_at'] },
      authorize: { role: 'reviewer' },
    });
  });

  it.each([
    ['pull_request_review', reviewPayload(null), 'The review has no command'],
    ['pull_request_review', reviewPayload('looks fine'), 'The review has no command'],
    ['pull_request_review', reviewPayload('/legion build', { action: 'dismissed' }), '"dismissed" events are ignored'],
    ['pull_request_review_comment', reviewCommentPayload('/legion build', { action: 'edited' }), '"edited" events are ignored'],
    ['pull_request_review_comment', reviewCommentPayload('/legion build', { action: 'deleted' }), '"deleted" events are ignored'],
    ['pull_request_review_comment', reviewCommentPayload('```\n/legion build\n```'), 'not a command'],
  ])('%s no-op: %s', (eventName, payload, reason) => {
    const trigger = resolveTrigger(context(eventName, payload), settings(), noFlags);
    expect(trigger.kind).toBe('ignore');
    expect(trigger.kind === 'ignore' ? trigger.reason : '').toContain(reason);
    // The cold path gives the same answer before the router is loaded.
    const cold = coldDecision(eventName, payload, {});
    expect(cold).toMatchObject({ quiet: true });
  });

  it('the cold path lets review commands through', () => {
    expect(coldDecision('pull_request_review_comment', reviewCommentPayload('/legion build'), {})).toEqual({ quiet: false });
    expect(coldDecision('pull_request_review', reviewPayload('/legion build'), {})).toEqual({ quiet: false });
  });

  it('a payload without the author is invalid input, not a route', () => {
    const payload = reviewCommentPayload('/legion build');
    delete payload['comment']['user'];
    expect(resolveTrigger(context('pull_request_review_comment', payload), settings(), noFlags)).toMatchObject({ kind: 'invalid' });
  });

  it('reviewText reads a null body as empty', () => {
    expect(reviewText('pull_request_review', 'submitted', reviewPayload(null))).toMatchObject({ kind: 'text', text: { body: '', kind: 'review' } });
  });
});

describe('push ranges', () => {
  it('an update compares before...after', () => {
    expect(pushRange(pushPayload('update'))).toEqual({
      kind: 'range',
      range: { event: 'push', head: AFTER, base: BASE_SHA, forced: false, created: false, defaultBranch: 'master' },
    });
  });

  it('a force-push keeps its old head; the ancestry GitHub reports decides the range', () => {
    expect(pushRange(pushPayload('forced'))).toMatchObject({ kind: 'range', range: { base: BASE_SHA, forced: true } });
  });

  it('a new branch compares the default branch with the head', () => {
    expect(pushRange(pushPayload('new-branch'))).toEqual({
      kind: 'range',
      range: { event: 'push', head: AFTER, forced: false, created: true, defaultBranch: 'master' },
    });
  });

  it('the first push of the default branch has no base', () => {
    const decision = pushRange(pushPayload('first'));
    expect(decision).toMatchObject({ kind: 'range', range: { created: true, unknownReason: expect.stringContaining('first push of the default branch') } });
    expect(decision.kind === 'range' ? decision.range.defaultBranch : 'x').toBe(undefined);
  });

  it('an unusable default branch name is never put in a path', () => {
    const payload = pushPayload('new-branch');
    payload['repository']['default_branch'] = 'main..evil';
    expect(pushRange(payload)).toMatchObject({ kind: 'range', range: { unknownReason: expect.stringContaining('no usable default branch') } });
    expect(pushRange(payload)).not.toMatchObject({ range: { defaultBranch: expect.anything() } });
  });

  it.each([
    ['main', true],
    ['release/2.x', true],
    ['feature/a-b_c.d', true],
    ['', false],
    ['-main', false],
    ['a..b', false],
    ['a//b', false],
    ['a/', false],
    ['a.lock', false],
    ['a b', false],
    ['a~1', false],
    ['$(id)', false],
    ['a'.repeat(256), false],
  ])('isSafeBranchName(%j) = %s', (name, safe) => {
    expect(isSafeBranchName(name)).toBe(safe);
  });

  it('tags and deletions route nothing; a broken after is invalid', () => {
    expect(pushRange(pushPayload('tag'))).toMatchObject({ kind: 'ignore', reason: expect.stringContaining('tag push') });
    expect(pushRange(pushPayload('tag-deleted'))).toMatchObject({ kind: 'ignore', reason: expect.stringContaining('deleted') });
    expect(pushRange({ ...pushPayload('update'), after: 'HEAD' })).toMatchObject({ kind: 'invalid' });
    expect(pushRange({ ...pushPayload('update'), before: 'not-a-sha' })).toMatchObject({ kind: 'invalid' });
    expect(pushRange({ ...pushPayload('update'), ref: 'refs/notes/x' })).toMatchObject({ kind: 'ignore' });
    expect(pushRange(pushPayload('new-branch', { ref: 'refs/heads/gh-readonly-queue/main/pr-7-abc' }))).toMatchObject({
      kind: 'ignore',
      reason: expect.stringContaining('merge_group'),
    });
  });

  it('describeRange names commits only, never branch names', () => {
    const range = (pushRange(pushPayload('new-branch')) as { range: CommitRange }).range;
    expect(describeRange(range)).not.toContain('master');
    expect(describeRange((pushRange(pushPayload('forced')) as { range: CommitRange }).range)).toBe(`push ${BASE_SHA.slice(0, 12)}...${AFTER.slice(0, 12)} (forced)`);
  });
});

describe('merge_group ranges', () => {
  it('checks_requested: base_sha...head_sha', () => {
    expect(mergeGroupRange(mergeGroupPayload(), 'checks_requested')).toEqual({
      kind: 'range',
      range: { event: 'merge_group', head: '2ffea6db159f6b6c47a24e778fb9ef40cf6b1c7d', base: '380387fbc80638b734a49e1be1c4dfec1c01b33c', forced: false, created: false },
    });
    expect(mergeGroupRange(mergeGroupPayload(), 'destroyed')).toMatchObject({ kind: 'ignore' });
  });
});

describe('push and merge_group requests', () => {
  it('route push-command, else label-command; no authorization (writers only)', () => {
    const push = resolveTrigger(context('push', pushPayload('update')), settings(), noFlags);
    expect(push).toMatchObject({ kind: 'route', request: { source: 'push', command: 'build', flagTokens: [] }, range: { base: BASE_SHA } });
    expect(push.kind === 'route' && push.authorize).toBe(undefined);
    const group = resolveTrigger(context('merge_group', mergeGroupPayload()), settings({ 'label-command': 'review', 'push-command': 'plan' }), noFlags);
    expect(group).toMatchObject({ kind: 'route', request: { source: 'merge_group', command: 'plan' } });
    const labelOnly = resolveTrigger(context('merge_group', mergeGroupPayload()), settings({ 'label-command': 'review' }), noFlags);
    expect(labelOnly).toMatchObject({ request: { command: 'review' } });
  });

  it('explicit inputs win and keep the range; a tag push with inputs routes them without a range', () => {
    expect(resolveTrigger(context('push', pushPayload('update')), settings({ command: 'review' }), noFlags)).toMatchObject({
      request: { source: 'input', command: 'review' },
      range: { base: BASE_SHA },
    });
    const tag = resolveTrigger(context('push', pushPayload('tag')), settings({ command: 'review' }), noFlags);
    expect(tag).toMatchObject({ kind: 'route', request: { command: 'review' } });
    expect(tag.kind === 'route' && tag.range).toBe(undefined);
  });

  it('push-command is checked like label-command', () => {
    expect(() => settings({ 'push-command': 'rm -rf' })).toThrow(/push-command/);
  });
});

describe('nothingSelectedNote', () => {
  const range: CommitRange = { event: 'merge_group', head: 'a'.repeat(40), base: 'b'.repeat(40), forced: false, created: false };
  const base = { ok: true, hasWork: false, dryRun: false, command: 'build', plans: [], matrix: { include: [] }, team: [], changedFiles: 3 } as unknown as RouteResult;

  it('says explicitly that nothing runs, and why', () => {
    const note = nothingSelectedNote(base, range);
    expect(note?.code).toBe('I045');
    expect(note?.message).toContain('Nothing runs for the merge group');
    expect(note?.message).toContain('(3 changed file(s))');
  });

  it('is silent for work, dry runs and rejections', () => {
    expect(nothingSelectedNote({ ...base, hasWork: true }, range)).toBeNull();
    expect(nothingSelectedNote({ ...base, dryRun: true }, range)).toBeNull();
    expect(nothingSelectedNote({ ...base, ok: false }, range)).toBeNull();
  });
});
