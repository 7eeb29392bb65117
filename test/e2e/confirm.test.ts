/**
 * `/legion yes [N]` end to end through dist/index.js on Node 24, against the local fake API:
 * a MEDIUM reply numbers its suggestions and carries the marker on its first line; a writer's
 * `/legion yes` routes exactly as typing the suggestion; a reader's is refused; a forged marker
 * in a person's comment (or below the first line of the bot's) is ignored; a second `yes` on the
 * same suggestion is refused with the command to type; `yes 2`; dispatch and the CLI have nothing
 * to confirm.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { useE2ESuite } from '../support/e2e-suite.js';
import { BASE_SHA, HEAD_PUSHED_AT, HEAD_SHA, commentPayload, dispatchPayload } from '../support/payloads.js';
import { ROOT } from '../support/run-action.js';
import { readSuggestionMarker, renderSuggestionMarker, type SuggestionMarker } from '../../src/core/confirm/suggestion-marker.js';

const FILES = ['src/api/orders.ts', 'src/api/auth/session.ts'];
const MEDIUM = '/legion can someone look over this PR before I merge?';
/** A text the scorer answers with several suggestions. */
const SEVERAL = '/legion check the security';

function prepare(fake: (typeof suite)['fake']): void {
  fake.permissions.set('Codertocat', 'admin');
  fake.permissions.set('reader', 'read');
  fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: FILES, pushedAt: HEAD_PUSHED_AT });
}

const suite = useE2ESuite({ eventName: 'issue_comment', eachTest: (fake) => prepare(fake) });
const run = suite.run;

/** Post a MEDIUM reply (run 1) and return its marker. */
async function suggestionReply(text = MEDIUM): Promise<SuggestionMarker> {
  const result = await run({ payload: commentPayload(text, { commentId: 100 }) });
  expect(result.outputs['error-code']).toBe('E002');
  const body = suite.fake.comments.at(-1)?.body ?? '';
  const marker = readSuggestionMarker(body);
  expect(marker, body).not.toBeNull();
  return marker as SuggestionMarker;
}

/** The outputs of typing `command` (after the trigger) on a fresh fake. */
async function typed(command: string): Promise<Record<string, string>> {
  suite.fake.reset();
  prepare(suite.fake);
  const result = await run({ payload: commentPayload(`/legion ${command}`, { commentId: 300 }) });
  return result.outputs;
}

describe('the suggestion reply', () => {
  it('numbers its suggestions and carries a marker of the confirmable ones on its first line', async () => {
    const marker = await suggestionReply();
    const body = suite.fake.comments[0]?.body ?? '';
    const [first, ...rest] = body.split('\n');
    expect(first).toMatch(/^<!-- legion-router:suggest \{.*\} -->$/);
    expect(marker).toMatchObject({ id: 100, confirmed: [] });
    expect(marker.commands[0]).toBe('review');
    expect(rest.join('\n')).toContain('1. `/legion review`');
    expect(rest.join('\n')).toContain('Reply `/legion yes`');
  });
});

describe('/legion yes', () => {
  it('by a writer routes exactly as typing the first suggestion, and records the confirmation', async () => {
    const marker = await suggestionReply();
    const yes = await run({ payload: commentPayload('/legion yes', { commentId: 200 }) });
    expect(yes.code).toBe(0);
    expect(yes.outputs['error-code']).toBe('');
    expect(yes.outputs['has-work']).toBe('true');
    expect(yes.summary).toContain('I085');
    const updates = suite.fake.commentUpdates;
    expect(updates).toHaveLength(1);
    expect(updates[0]?.commentId).toBe(1001);
    expect(readSuggestionMarker(updates[0]?.body)).toMatchObject({ id: 100, commands: marker.commands, confirmed: [1] });
    // The rest of the reply is unchanged.
    expect(updates[0]?.body.split('\n').slice(1)).toEqual(suite.fake.comments[0]?.body.split('\n').slice(1));
    expect(suite.fake.reactions.filter((r) => r.commentId === 200).map((r) => r.content)).toEqual(['eyes', 'rocket']);

    expect(yes.outputs).toEqual(await typed(marker.commands[0] as string));
  });

  it('a second /legion yes on the same suggestion is refused with the command to type', async () => {
    await suggestionReply();
    await run({ payload: commentPayload('/legion yes', { commentId: 200 }) });
    const again = await run({ payload: commentPayload('/legion yes', { commentId: 201 }) });
    expect(again.outputs).toMatchObject({ 'error-code': 'E087', 'has-work': 'false' });
    expect(again.code).toBe(0); // an answer (src/core/answer-codes.ts): the reply shows the command to type
    const reply = suite.fake.comments.at(-1)?.body ?? '';
    expect(reply).toContain('E087');
    expect(reply).toContain('    /legion review');
    expect(suite.fake.commentUpdates).toHaveLength(1);
  });

  it('/legion yes 2 routes the second suggestion as typed', async () => {
    const marker = await suggestionReply(SEVERAL);
    expect(marker.commands.length).toBeGreaterThanOrEqual(2);
    const second = marker.commands[1] as string;
    const yes = await run({ payload: commentPayload('/legion yes 2', { commentId: 200 }) });
    expect(yes.summary).toContain('I085');
    expect(readSuggestionMarker(suite.fake.commentUpdates[0]?.body)?.confirmed).toEqual([2]);
    // Suggestion 1 is still open; 2 is not.
    const twice = await run({ payload: commentPayload('/legion yes 2', { commentId: 201 }) });
    expect(twice.outputs['error-code']).toBe('E087');
    expect(yes.outputs).toEqual(await typed(second));
  });

  it('a number the reply does not have, or words after yes, is E088 and routes nothing', async () => {
    await suggestionReply();
    const nine = await run({ payload: commentPayload('/legion yes 9', { commentId: 200 }) });
    expect(nine.outputs).toMatchObject({ 'error-code': 'E088', 'has-work': 'false' });
    const extra = await run({ payload: commentPayload('/legion yes --just-security', { commentId: 201 }) });
    expect(extra.outputs['error-code']).toBe('E088');
    expect(suite.fake.commentUpdates).toHaveLength(0);
  });

  it("a reader's /legion yes is refused before anything is read", async () => {
    await suggestionReply();
    const before = suite.fake.count('comments');
    const yes = await run({ payload: commentPayload('/legion yes', { commentId: 200, login: 'reader' }) });
    expect(yes.outputs).toMatchObject({ 'error-code': 'E020', 'has-work': 'false' });
    expect(suite.fake.count('comments')).toBe(before);
    expect(suite.fake.commentUpdates).toHaveLength(0);
  });

  it("a forged marker in a person's comment is ignored (the bot's older suggestion routes)", async () => {
    await suggestionReply();
    const forged = renderSuggestionMarker({ version: 1, id: 100, commands: ['build --just-security'], confirmed: [] });
    suite.fake.addIssueComment({ id: 5000, issueNumber: 2, body: `${forged}\nlooks good`, login: 'mallory', userType: 'User' });
    const yes = await run({ payload: commentPayload('/legion yes', { commentId: 200 }) });
    expect(yes.outputs['error-code']).toBe('');
    expect(yes.outputs['command']).toBe('review');
    expect(suite.fake.commentUpdates.map((u) => u.commentId)).toEqual([1001]);
  });

  it("a forged marker alone is nothing to confirm (E085), and the bot's marker counts only on its first line", async () => {
    const forged = renderSuggestionMarker({ version: 1, id: 100, commands: ['build --just-security'], confirmed: [] });
    suite.fake.addIssueComment({ id: 5000, issueNumber: 2, body: `${forged}\nplease`, login: 'mallory', userType: 'User' });
    suite.fake.addIssueComment({ id: 5001, issueNumber: 2, body: `quoting:\n${forged}`, login: 'github-actions[bot]', userType: 'Bot' });
    suite.fake.addIssueComment({ id: 5002, issueNumber: 2, body: `${forged}\nfrom another app`, login: 'other-app[bot]', userType: 'Bot' });
    const yes = await run({ payload: commentPayload('/legion yes', { commentId: 200 }) });
    expect(yes.outputs).toMatchObject({ 'error-code': 'E085', 'has-work': 'false' });
    expect(suite.fake.comments.at(-1)?.body).toContain('Nothing to confirm');
    expect(suite.fake.commentUpdates).toHaveLength(0);
  });

  it('past the page bound the last suggestion reply is not found (E085), never an older one of the first page', async () => {
    const marker = renderSuggestionMarker({ version: 1, id: 100, commands: ['review'], confirmed: [] });
    suite.fake.addIssueComment({ id: 10, issueNumber: 2, body: `${marker}\nDid you mean 1. /legion review` });
    for (let i = 0; i < 100 * 100 + 5; i++) suite.fake.addIssueComment({ id: 100 + i, issueNumber: 2, body: `comment ${i}`, login: 'someone', userType: 'User' });
    const yes = await run({ payload: commentPayload('/legion yes', { commentId: 20_000 }) });
    expect(yes.outputs).toMatchObject({ 'error-code': 'E085', 'has-work': 'false', waves: '[]' });
    expect(suite.fake.comments.at(-1)?.body).toContain('Last suggestion reply not found');
    expect(suite.fake.count('comments')).toBe(100);
    expect(suite.fake.commentUpdates).toEqual([]);
  }, 60_000);

  it('a confirmation that cannot be recorded routes nothing (E089) and shows the command to type', async () => {
    await suggestionReply();
    suite.fake.fail('comment-update', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const yes = await run({ payload: commentPayload('/legion yes', { commentId: 200 }) });
    expect(yes.outputs).toMatchObject({ 'error-code': 'E089', 'has-work': 'false' });
    expect(suite.fake.comments.at(-1)?.body).toContain('    /legion review');
  });
});

describe('nothing to confirm outside a comment', () => {
  it('workflow_dispatch with command yes is E086 and calls no API', async () => {
    const result = await run({ eventName: 'workflow_dispatch', payload: dispatchPayload(), inputs: { command: 'yes' } });
    expect(result.outputs).toMatchObject({ 'error-code': 'E086', 'has-work': 'false' });
    expect(result.stdout).toContain('no reply to confirm');
    expect(suite.fake.count()).toBe(0);
  });

  it('the CLI says so too (E086)', () => {
    const cli = spawnSync(process.execPath, ['bin/legion-router.js', '--repo', 'examples/basic', '--json', 'yes'], { cwd: ROOT, encoding: 'utf8' });
    const outputs = JSON.parse(cli.stdout) as Record<string, string>;
    expect(outputs['error-code']).toBe('E086');
    expect(outputs['message']).toContain('no reply to confirm');
  });
});
