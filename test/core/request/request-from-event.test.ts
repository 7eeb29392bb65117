import { describe, expect, it } from 'vitest';
import { coldDecision } from '../../../src/action/cold-start.js';
import type { EventContext } from '../../../src/action/event.js';
import { readInputs, envInput, type ActionInputs } from '../../../src/action/inputs.js';
import { resolveTrigger, requestFromInputs } from '../../../src/core/request/request-from-event.js';
import { isFlagLabel, labelsToFlagTokens } from '../../../src/core/request/labels-to-flags.js';
import { BASE_SHA, HEAD_SHA, commentPayload, dispatchPayload, pullRequestPayload } from '../../support/payloads.js';

const FLAGS = ['--just-harden', '--just-security', '--skip-frontend', '--dry-run', '--unsafe-unknown-flags', '--phase'];

function inputs(overrides: Record<string, string> = {}): ActionInputs {
  return readInputs((name) => overrides[name] ?? '');
}

function context(eventName: string, payload: Record<string, unknown>): EventContext {
  return { eventName, action: typeof payload['action'] === 'string' ? payload['action'] : '', payload, repo: { owner: 'o', repo: 'r' }, actor: 'octocat', sha: 'c'.repeat(40) };
}

const flags = (): string[] => FLAGS;

describe('labelsToFlagTokens', () => {
  it('turns flag-named labels into flags and ignores ordinary labels', () => {
    expect(labelsToFlagTokens(['bug', 'just-harden', 'Skip-Frontend', 'just-harden'], '', FLAGS)).toEqual(['--just-harden', '--skip-frontend']);
  });

  it('accepts prefixed labels, and passes unknown prefixed labels on for the parser to reject', () => {
    expect(labelsToFlagTokens(['legion:just-harden', 'legion:just-hardne', 'just-security', 'bug'], 'legion:', FLAGS)).toEqual([
      '--just-harden',
      '--just-hardne',
      '--just-security',
    ]);
    expect(labelsToFlagTokens(['legion:'], 'legion:', FLAGS)).toEqual([]);
  });

  it('handles name=value labels and lookalike dashes', () => {
    expect(labelsToFlagTokens(['phase=3', 'just\u2010harden', 'enhancement=yes'], '', FLAGS)).toEqual(['--phase=3', '--just-harden']);
  });

  it('isFlagLabel agrees', () => {
    expect(isFlagLabel('just-harden', '', FLAGS)).toBe(true);
    expect(isFlagLabel('bug', '', FLAGS)).toBe(false);
    expect(isFlagLabel('legion:whatever', 'legion:', FLAGS)).toBe(true);
  });
});

describe('inputs', () => {
  it('has the documented defaults', () => {
    expect(inputs()).toEqual({
      command: '',
      flags: '',
      text: '',
      phase: '',
      trigger: '/legion',
      labelPrefix: '',
      labelCommand: 'build',
      pushCommand: '',
      config: '',
      planningDir: '.planning',
      changedFiles: undefined,
      token: '',
      permission: 'write',
      maxJobs: 256,
      waveJobs: 4,
      dependencies: 'pull',
      dependents: false,
      keepUnparsablePlans: false,
      dryRun: false,
      feedback: true,
      approvalEnvironment: 'legion-approval',
      reportAuthor: 'github-actions[bot]',
      nlModel: '',
      nlModelRoutes: false,
      nlModelUrl: new URL('https://models.github.ai/inference/chat/completions'),
    });
  });

  it('reads INPUT_* the way the runner names them', () => {
    const get = envInput({ 'INPUT_MAX-JOBS': ' 12 ', 'INPUT_DRY-RUN': 'true', 'INPUT_CHANGED-FILES': 'a.ts\n\n./b.ts\na.ts\n' });
    const read = readInputs(get);
    expect(read.maxJobs).toBe(12);
    expect(read.dryRun).toBe(true);
    expect(read.changedFiles).toEqual(['a.ts', 'b.ts']);
  });

  it.each([
    ['max-jobs', '0', 'E052'],
    ['max-jobs', '257', 'E052'],
    ['max-jobs', 'lots', 'E052'],
    ['dry-run', 'yes', 'E052'],
    ['permission', 'owner', 'E052'],
    ['nl-model', 'gpt 4', 'E052'],
    ['nl-model-routes', 'yes', 'E052'],
    ['nl-model-url', 'https://evil.example/inference/chat/completions', 'E052'],
    ['nl-model-url', 'http://models.github.ai/inference/chat/completions', 'E052'],
    ['phase', 'two', 'E052'],
    ['trigger', '/le gion', 'E052'],
    ['approval-environment', 'a;b', 'E052'],
    ['command', 'x'.repeat(5000), 'E051'],
  ])('rejects %s=%j with %s', (name, value, code) => {
    expect(() => inputs({ [name]: value })).toThrow(expect.objectContaining({ code }));
  });
});

describe('requestFromInputs', () => {
  it('builds the request like a comment would', () => {
    expect(requestFromInputs({ command: 'build 3', flags: '--just-harden skip-frontend', text: 'the auth code' }, 'me')).toEqual({
      source: 'input',
      command: 'build',
      phase: '3',
      flagTokens: ['--just-harden', '--skip-frontend'],
      text: 'the auth code',
      actor: 'me',
    });
  });

  it('free text alone stays text (not a command)', () => {
    expect(requestFromInputs({ command: '', flags: '', text: 'harden the auth code' })).toMatchObject({ command: '', text: 'harden the auth code' });
  });
});

describe('resolveTrigger', () => {
  it('workflow_dispatch routes the inputs', () => {
    const t = resolveTrigger(context('workflow_dispatch', dispatchPayload()), inputs({ command: 'review', flags: '--just-security', phase: '2' }), flags);
    expect(t).toEqual({
      kind: 'route',
      request: { source: 'input', command: 'review', flagTokens: ['--just-security'], text: '', phase: '2', actor: 'octocat' },
    });
  });

  it('a comment command on a pull request needs authorization and carries the PR number', () => {
    const t = resolveTrigger(context('issue_comment', commentPayload('Thanks!\n/legion build --just-harden', { login: 'alice', issueNumber: 5 })), inputs(), flags);
    expect(t).toMatchObject({
      kind: 'route',
      request: { source: 'comment', command: 'build', flagTokens: ['--just-harden'], actor: 'alice' },
      comment: { id: 492700400, issueNumber: 5, login: 'alice' },
      pullRequest: { number: 5 },
    });
  });

  it('a comment on a plain issue has no pull request', () => {
    const t = resolveTrigger(context('issue_comment', commentPayload('/legion status', { onIssue: true })), inputs(), flags);
    expect(t.kind).toBe('route');
    expect(t.kind === 'route' && t.pullRequest).toBeFalsy();
  });

  it.each([
    ['plain text', 'looks good to me'],
    ['fenced', '```\n/legion build\n```'],
    ['quoted', '> /legion build --just-harden'],
    ['lookalike word', '/legionary build'],
  ])('ignores a comment that is not a command (%s)', (_, body) => {
    expect(resolveTrigger(context('issue_comment', commentPayload(body)), inputs(), flags).kind).toBe('ignore');
  });

  it.each(['edited', 'deleted'])('ignores issue_comment %s, even when inputs carry the text', (action) => {
    expect(resolveTrigger(context('issue_comment', commentPayload('/legion build', { action })), inputs(), flags).kind).toBe('ignore');
    expect(resolveTrigger(context('issue_comment', commentPayload('/legion build', { action })), inputs({ text: 'build it' }), flags).kind).toBe('ignore');
  });

  it('pull_request_target authorizes the sender (the pusher, or the labeler); pull_request does not', () => {
    const payload = pullRequestPayload('synchronize', ['just-harden']);
    payload['sender'] = { login: 'pusher' };
    const target = resolveTrigger(context('pull_request_target', payload), inputs(), flags);
    expect(target).toMatchObject({ kind: 'route', authorize: { login: 'pusher', role: 'sender of synchronize' } });
    const labeled = pullRequestPayload('labeled', ['just-harden'], { added: 'just-harden' });
    labeled['sender'] = { login: 'labeler' };
    expect(resolveTrigger(context('pull_request_target', labeled), inputs(), flags)).toMatchObject({ authorize: { login: 'labeler', role: 'labeler' } });
    const plain = resolveTrigger(context('pull_request', payload), inputs(), flags);
    expect(plain.kind === 'route' && plain.authorize).toBeUndefined();
  });

  it('a custom trigger', () => {
    const t = resolveTrigger(context('issue_comment', commentPayload('/ci build')), inputs({ trigger: '/ci' }), flags);
    expect(t).toMatchObject({ kind: 'route', request: { command: 'build' } });
  });

  it('labeled with a flag label routes label-command with every flag label', () => {
    const payload = pullRequestPayload('labeled', ['bug', 'skip-frontend', 'just-harden'], { added: 'just-harden', changedFiles: 4 });
    const t = resolveTrigger(context('pull_request', payload), inputs(), flags);
    expect(t).toEqual({
      kind: 'route',
      request: { source: 'label', command: 'build', flagTokens: ['--skip-frontend', '--just-harden'], text: '', actor: 'octocat' },
      pullRequest: { number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, changedFiles: 4, ...(payload['pull_request']['state'] === 'open' ? { state: 'open' } : {}) },
      // The labels, for pull_request_target's labeler check (src/action/authorized-labels.ts).
      labels: { names: ['bug', 'skip-frontend', 'just-harden'], added: 'just-harden' },
    });
  });

  it('labeled with an ordinary label is a quiet no-op', () => {
    const payload = pullRequestPayload('labeled', ['just-harden', 'bug'], { added: 'bug' });
    expect(resolveTrigger(context('pull_request', payload), inputs(), flags).kind).toBe('ignore');
  });

  it('a prefixed label that is not a flag still routes (the parser rejects it with a suggestion)', () => {
    const payload = pullRequestPayload('labeled', ['legion:just-hardne'], { added: 'legion:just-hardne' });
    const t = resolveTrigger(context('pull_request_target', payload), inputs({ 'label-prefix': 'legion:', 'label-command': 'review' }), flags);
    expect(t).toMatchObject({ kind: 'route', request: { source: 'label', command: 'review', flagTokens: ['--just-hardne'] } });
  });

  it.each(['opened', 'synchronize', 'reopened'])('%s without flag labels routes the standard label-command', (action) => {
    const t = resolveTrigger(context('pull_request', pullRequestPayload(action, ['bug'])), inputs(), flags);
    expect(t).toMatchObject({ kind: 'route', request: { source: 'label', command: 'build', flagTokens: [] }, pullRequest: { number: 2 } });
  });

  it.each(['closed', 'unlabeled', 'edited'])('pull_request %s is ignored', (action) => {
    expect(resolveTrigger(context('pull_request', pullRequestPayload(action, ['just-harden'])), inputs(), flags).kind).toBe('ignore');
  });

  it('explicit inputs win over a comment and over labels; on a comment, its author is still the one authorized', () => {
    const comment = resolveTrigger(context('issue_comment', commentPayload('/legion review')), inputs({ command: 'build' }), flags);
    expect(comment).toMatchObject({ kind: 'route', request: { source: 'comment', command: 'build' }, pullRequest: { number: 2 } });
    expect(comment.kind === 'route' && comment.authorize?.role).toBe('commenter');
    expect(comment.kind === 'route' && comment.comment?.login).toBeTruthy();
    const label = resolveTrigger(context('pull_request', pullRequestPayload('labeled', ['just-harden'])), inputs({ flags: '--just-security' }), flags);
    expect(label).toMatchObject({ kind: 'route', request: { source: 'input', command: '', flagTokens: ['--just-security'] } });
  });

  it('the phase input overrides the phase typed in a comment', () => {
    const t = resolveTrigger(context('issue_comment', commentPayload('/legion build 2')), inputs({ phase: '4' }), flags);
    expect(t).toMatchObject({ kind: 'route', request: { phase: '4' } });
  });

  it('a pull_request payload without a pull request is invalid', () => {
    expect(resolveTrigger(context('pull_request', { action: 'opened' }), inputs(), flags)).toMatchObject({ kind: 'invalid', errorCode: 'E052' });
  });
});

describe('coldDecision (src/index.ts fast path)', () => {
  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...extra });
  it('is quiet for non-commands, edits and deletions, and ignored PR actions', () => {
    expect(coldDecision('issue_comment', commentPayload('LGTM'), env()).quiet).toBe(true);
    expect(coldDecision('issue_comment', commentPayload('/legion build', { action: 'edited' }), env()).quiet).toBe(true);
    expect(coldDecision('pull_request', pullRequestPayload('closed', []), env()).quiet).toBe(true);
  });

  it('goes on for commands, explicit inputs and other events', () => {
    expect(coldDecision('issue_comment', commentPayload('/legion build'), env()).quiet).toBe(false);
    expect(coldDecision('issue_comment', commentPayload('/ci build'), env({ INPUT_TRIGGER: '/ci' })).quiet).toBe(false);
    expect(coldDecision('issue_comment', commentPayload('LGTM'), env({ INPUT_COMMAND: 'build' })).quiet).toBe(false);
    expect(coldDecision('workflow_dispatch', dispatchPayload(), env()).quiet).toBe(false);
    expect(coldDecision('pull_request', pullRequestPayload('labeled', ['bug']), env()).quiet).toBe(false);
  });

  it('agrees with resolveTrigger on what is ignored', () => {
    for (const body of ['LGTM', '/legion build', '```\n/legion x\n```', '> /legion y', 'hi\n\n/LEGION build']) {
      const cold = coldDecision('issue_comment', commentPayload(body), env()).quiet;
      const full = resolveTrigger(context('issue_comment', commentPayload(body)), inputs(), flags).kind === 'ignore';
      expect(cold).toBe(full);
    }
  });
});
