/**
 * The suggestion marker (src/core/confirm/suggestion-marker.ts), the trust rule of the last
 * suggestion reply (latest-suggestion.ts) and the `yes [N]` choice (confirm-choice.ts): pure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmChoice, confirmedRequest, pickSuggestion } from '../../../src/core/confirm/confirm-choice.js';
import { latestSuggestion } from '../../../src/core/confirm/latest-suggestion.js';
import { isConfirmableCommand, readSuggestionMarker, renderSuggestionMarker, withSuggestionMarker, type SuggestionMarker } from '../../../src/core/confirm/suggestion-marker.js';
import { parseCommandWords } from '../../../src/core/request/parse-command.js';

const marker = (over: Partial<SuggestionMarker> = {}): SuggestionMarker => ({
  version: 1,
  id: 7,
  commands: ['review', 'build --just-harden --phase=2', null],
  confirmed: [],
  ...over,
});
const bot = (id: number, body: string, login = 'github-actions[bot]', type = 'Bot') => ({ id, body, user: { login, type } });

describe('confirmable commands', () => {
  it.each(['review', 'build --just-harden', 'build 2', 'build --plan=02-01,02-03 --dry-run', 'review --just-security --phase=3'])('%s is confirmable', (command) => {
    expect(isConfirmableCommand(command)).toBe(true);
  });

  it.each([
    ['free text', 'review the auth code'],
    ['yes itself', 'yes'],
    ['two numbers', 'build 2 3'],
    ['a number after a flag', 'build --just-harden 2'],
    ['a mention', 'review @octocat'],
    ['an HTML comment end', 'review --x=-->'],
    ['double spaces', 'review  --just-security'],
    ['upper case command', 'Review'],
    ['empty', ''],
  ])('%s is not', (_name, command) => {
    expect(isConfirmableCommand(command)).toBe(false);
  });
});

describe('the marker', () => {
  it('round-trips, on the first line only', () => {
    const line = renderSuggestionMarker(marker({ confirmed: [2] }));
    expect(line).toBe('<!-- legion-router:suggest {"v":1,"id":7,"s":["review","build --just-harden --phase=2",null],"done":[2]} -->');
    expect(readSuggestionMarker(`${line}\n😕 text`)).toEqual(marker({ confirmed: [2] }));
    expect(readSuggestionMarker(`text\n${line}`)).toBeNull();
    expect(readSuggestionMarker(` ${line}`)).toBeNull();
  });

  it('refuses anything that does not check out', () => {
    const open = '<!-- legion-router:suggest ';
    for (const json of [
      '{"v":2,"id":7,"s":["review"],"done":[]}',
      '{"v":1,"id":0,"s":["review"],"done":[]}',
      '{"v":1,"id":7,"s":[],"done":[]}',
      '{"v":1,"id":7,"s":["review the code"],"done":[]}',
      '{"v":1,"id":7,"s":["review"],"done":[2]}',
      '{"v":1,"id":7,"s":["review"]}',
      '[1]',
      'not json',
    ]) {
      expect(readSuggestionMarker(`${open}${json} -->\nbody`), json).toBeNull();
    }
  });

  it('writing drops what is not confirmable', () => {
    const line = renderSuggestionMarker(marker({ commands: ['review', 'review @octocat -->', 'status'] }));
    expect(readSuggestionMarker(line)?.commands).toEqual(['review', null, 'status']);
  });

  it('property: any string on the first line reads as a valid marker or null, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (tail) => {
        const read = readSuggestionMarker(`<!-- legion-router:suggest ${tail}`);
        if (read !== null) for (const c of read.commands) expect(c === null || isConfirmableCommand(c)).toBe(true);
      }),
    );
  });

  it('withSuggestionMarker replaces the first line and keeps the rest', () => {
    const body = `${renderSuggestionMarker(marker())}\nline 2\nline 3`;
    expect(withSuggestionMarker(body, marker({ confirmed: [1] }))).toBe(`${renderSuggestionMarker(marker({ confirmed: [1] }))}\nline 2\nline 3`);
  });
});

describe('the last suggestion reply', () => {
  const line = renderSuggestionMarker(marker());
  it("only the report identity's comments count (a Bot with that login, case-insensitive), the newest wins", () => {
    const found = latestSuggestion(
      [bot(1, line), bot(3, line, 'GitHub-Actions[bot]'), bot(9, line, 'mallory', 'User'), bot(8, line, 'other[bot]'), bot(10, `x\n${line}`)],
      'github-actions[bot]',
    );
    expect(found?.commentId).toBe(3);
  });

  it('none: null', () => {
    expect(latestSuggestion([bot(1, 'no marker'), 'junk', null, { id: 'x' }], 'github-actions[bot]')).toBeNull();
  });
});

describe('yes [N]', () => {
  const yes = (words: string) => parseCommandWords(words.split(' '), 'comment', 'octocat');
  it('reads the number (default 1) and refuses anything else', () => {
    expect(confirmChoice(yes('yes'), '/legion')).toEqual({ ok: true, number: 1 });
    expect(confirmChoice(yes('yes 2'), '/legion')).toEqual({ ok: true, number: 2 });
    expect(confirmChoice(yes('yes 0'), '/legion')).toMatchObject({ ok: false, code: 'E088' });
    expect(confirmChoice(yes('yes please'), '/legion')).toMatchObject({ ok: false, code: 'E088' });
    expect(confirmChoice(yes('yes --dry-run'), '/legion')).toMatchObject({ ok: false, code: 'E088' });
  });

  it('picks the suggestion, refuses a confirmed one with the command to type, and a null or missing one', () => {
    expect(pickSuggestion(marker(), 2, '/legion')).toEqual({ ok: true, command: 'build --just-harden --phase=2' });
    const again = pickSuggestion(marker({ confirmed: [1] }), 1, '/legion');
    expect(again).toMatchObject({ ok: false, code: 'E087' });
    expect(again.ok ? '' : again.message).toContain('    /legion review');
    expect(pickSuggestion(marker(), 3, '/legion')).toMatchObject({ ok: false, code: 'E088' });
    expect(pickSuggestion(marker(), 4, '/legion')).toMatchObject({ ok: false, code: 'E088' });
  });

  it('the request is the command as typed, by the confirming commenter', () => {
    expect(confirmedRequest('build 2 --just-harden', yes('yes'))).toEqual({
      source: 'comment',
      command: 'build',
      flagTokens: ['--just-harden'],
      text: '',
      phase: '2',
      actor: 'octocat',
    });
  });
});
