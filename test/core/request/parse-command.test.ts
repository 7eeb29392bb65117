import { describe, expect, test } from 'vitest';
import {
  findCommandLine,
  foldLookalikes,
  MAX_COMMAND_LINE_CHARS,
  MAX_COMMENT_BYTES,
  MAX_TOKENS,
  parseComment,
  parseCommandLine,
  parseCommandWords,
  tokenize,
} from '../../../src/core/request/parse-command.js';

describe('foldLookalikes', () => {
  test.each([
    ['em dash becomes two hyphens', '\u2014just-harden', '--just-harden'],
    ['horizontal bar becomes two hyphens', '\u2015just-harden', '--just-harden'],
    ['two full-width hyphens become --', '\uFF0D\uFF0Djust-harden', '--just-harden'],
    ['en dash becomes two hyphens (autocorrected --)', '\u2013x', '--x'],
    ['minus sign becomes one hyphen', '\u2212x', '-x'],
    ['full-width letters become ASCII', '\uFF42\uFF55\uFF49\uFF4C\uFF44', 'build'],
    ['full-width equals sign', '--just-harden\uFF1Dfalse', '--just-harden=false'],
    ['zero-width characters are removed', '--just\u200B-har\u200Dden\uFEFF', '--just-harden'],
    ['soft hyphen is removed', 'har\u00ADden', 'harden'],
    ['no-break and ideographic spaces become spaces', 'a\u00A0b\u3000c', 'a b c'],
    ['ASCII is unchanged', '/legion build --just-harden=true', '/legion build --just-harden=true'],
  ])('%s', (_name, input, expected) => {
    expect(foldLookalikes(input)).toBe(expected);
  });
});

describe('findCommandLine', () => {
  test('returns the first line that starts with the trigger, trimmed', () => {
    expect(findCommandLine('Looks good.\n\n  /legion build --just-harden  \n/legion review', '/legion')).toBe('/legion build --just-harden');
  });

  test('accepts the trigger followed by a colon, a tab, or the end of the line', () => {
    expect(findCommandLine('/legion:build', '/legion')).toBe('/legion:build');
    expect(findCommandLine('/legion\tbuild', '/legion')).toBe('/legion\tbuild');
    expect(findCommandLine('/legion', '/legion')).toBe('/legion');
  });

  test('a word that merely starts with the trigger is not a command', () => {
    expect(findCommandLine('/legionary build', '/legion')).toBeNull();
    expect(findCommandLine('see /legion build in the docs', '/legion')).toBeNull();
  });

  test('the trigger is matched case-insensitively', () => {
    expect(findCommandLine('/LEGION Build', '/legion')).toBe('/LEGION Build');
  });

  test('lines inside fenced code blocks are ignored (``` and ~~~, longer fences)', () => {
    expect(findCommandLine('```\n/legion build\n```', '/legion')).toBeNull();
    expect(findCommandLine('~~~sh\n/legion build\n~~~\n/legion review', '/legion')).toBe('/legion review');
    // a shorter fence does not close a longer one
    expect(findCommandLine('````\n```\n/legion build\n````\n/legion status', '/legion')).toBe('/legion status');
    // a ~~~ line does not close a ``` fence
    expect(findCommandLine('```\n~~~\n/legion build\n```\n/legion plan', '/legion')).toBe('/legion plan');
  });

  test('quoted lines are ignored', () => {
    expect(findCommandLine('> /legion build\n', '/legion')).toBeNull();
    expect(findCommandLine('> /legion build\n\n/legion status', '/legion')).toBe('/legion status');
  });

  test('a lazy continuation line of a quote is quoted text (GFM), never a command', () => {
    // GitHub renders a plain line right after a quoted paragraph inside the quote.
    expect(findCommandLine('> /legion build\n/legion status', '/legion')).toBeNull();
    expect(findCommandLine('> Could someone run this?\n/legion build', '/legion')).toBeNull();
    expect(findCommandLine('> > nested\n/legion build', '/legion')).toBeNull();
    expect(findCommandLine('> a\nmore text\n/legion build', '/legion')).toBeNull();
    // A blank line, an empty quote line or a new block ends the quote's paragraph.
    expect(findCommandLine('> a\n\n/legion build', '/legion')).toBe('/legion build');
    expect(findCommandLine('>\n/legion build', '/legion')).toBe('/legion build');
    expect(findCommandLine('> a\n# heading\n/legion build', '/legion')).toBe('/legion build');
    expect(findCommandLine('/legion build\n> quoted', '/legion')).toBe('/legion build');
  });

  test('CRLF and CR line endings', () => {
    expect(findCommandLine('hello\r\n/legion build\r\n', '/legion')).toBe('/legion build');
    expect(findCommandLine('hello\r/legion review\r', '/legion')).toBe('/legion review');
  });

  test('lookalike characters are folded before matching', () => {
    expect(findCommandLine('\u200B/legion build \u2014just-harden', '/legion')).toBe('/legion build --just-harden');
  });

  test('an empty trigger never matches', () => {
    expect(findCommandLine('/legion build', '')).toBeNull();
  });

  test('a command beyond the first 64 KiB of the comment is not seen', () => {
    const padding = 'x'.repeat(MAX_COMMENT_BYTES);
    expect(findCommandLine(`${padding}\n/legion build`, '/legion')).toBeNull();
  });

  test('a command line is cut at MAX_COMMAND_LINE_CHARS', () => {
    const line = `/legion build ${'a'.repeat(10_000)}`;
    expect(findCommandLine(line, '/legion')).toHaveLength(MAX_COMMAND_LINE_CHARS);
  });
});

describe('tokenize', () => {
  test('splits on any whitespace and drops empties', () => {
    expect(tokenize('  build\t--just-harden   the  code ')).toEqual(['build', '--just-harden', 'the', 'code']);
  });

  test('stops at MAX_TOKENS', () => {
    expect(tokenize('a '.repeat(MAX_TOKENS + 50))).toHaveLength(MAX_TOKENS);
  });
});

describe('parseCommandWords', () => {
  test('command, flags and free text', () => {
    expect(parseCommandWords(['Build', '--just-harden', 'the', 'auth', '--skip-frontend', 'code'], 'comment', 'octocat')).toEqual({
      source: 'comment',
      command: 'build',
      flagTokens: ['--just-harden', '--skip-frontend'],
      text: 'the auth code',
      actor: 'octocat',
    });
  });

  test('a bare number right after the command is the phase (leading zeros dropped)', () => {
    expect(parseCommandWords(['plan', '03'], 'comment')).toEqual({ source: 'comment', command: 'plan', flagTokens: [], text: '', phase: '3' });
  });

  test('a number later in the text is not the phase', () => {
    const request = parseCommandWords(['build', 'phase', '3'], 'comment');
    expect(request.phase).toBeUndefined();
    expect(request.text).toBe('phase 3');
  });

  test('a number of five digits is text, not a phase', () => {
    const request = parseCommandWords(['build', '12345'], 'comment');
    expect(request.phase).toBeUndefined();
    expect(request.text).toBe('12345');
  });

  test('a first word that is a flag means no command', () => {
    expect(parseCommandWords(['--just-harden', 'now'], 'label')).toEqual({ source: 'label', command: '', flagTokens: ['--just-harden'], text: 'now' });
  });

  test('a lone -- and a lone - are text; a single-dash word is a (mistyped) flag', () => {
    const request = parseCommandWords(['build', '--', '-', '-x', '-1'], 'comment');
    expect(request.flagTokens).toEqual(['-x']);
    expect(request.text).toBe('-- - -1');
  });

  test('flags keep their case and value (the flag parser normalises)', () => {
    expect(parseCommandWords(['build', '--JUST-HARDEN=False'], 'input').flagTokens).toEqual(['--JUST-HARDEN=False']);
  });

  test("a value flag takes the next word when it has the value's shape: `--phase 2` is `--phase=2`", () => {
    expect(parseCommandWords(['build', '--phase', '2', '--skip-frontend'], 'comment')).toMatchObject({ flagTokens: ['--phase=2', '--skip-frontend'], text: '' });
    expect(parseCommandWords(['review', '--SHA', 'abc1234', '--plan', '01-02,01-03'], 'comment').flagTokens).toEqual(['--SHA=abc1234', '--plan=01-02,01-03']);
    // (a word without the value's shape stays text, and the flag parser reports the missing value)
    expect(parseCommandWords(['build', '--phase', 'two'], 'comment')).toMatchObject({ flagTokens: ['--phase'], text: 'two' });
    expect(parseCommandWords(['build', '--just-harden', '3'], 'comment')).toMatchObject({ flagTokens: ['--just-harden'], text: '3' });
    // (sentence punctuation after a flag or its value ends the sentence)
    expect(parseCommandWords(['review', '--just-security,', 'please'], 'comment')).toMatchObject({ flagTokens: ['--just-security'], text: 'please' });
    expect(parseCommandWords(['build', '--phase', '3.', 'thanks!'], 'comment')).toMatchObject({ flagTokens: ['--phase=3'], text: 'thanks!' });
    // (a word named like an Object property is no value flag)
    expect(parseCommandWords(['build', 'constructor', '3', 'toString', '4'], 'comment')).toMatchObject({ flagTokens: [], text: 'constructor 3 toString 4' });
  });

  test('no words: empty command, no actor key when none given', () => {
    expect(parseCommandWords([], 'none')).toEqual({ source: 'none', command: '', flagTokens: [], text: '' });
  });
});

describe('parseCommandLine / parseComment', () => {
  test('/legion:build (Legion spelling) is the build command', () => {
    expect(parseCommandLine('/legion:build --just-harden', '/legion', 'comment')).toEqual({
      source: 'comment',
      command: 'build',
      flagTokens: ['--just-harden'],
      text: '',
    });
  });

  test('a custom trigger', () => {
    expect(parseCommandLine('!ci review 2', '!ci', 'comment').command).toBe('review');
    expect(parseCommandLine('!ci review 2', '!ci', 'comment').phase).toBe('2');
  });

  test('em dash typed by a phone becomes a flag', () => {
    expect(parseComment('/legion build \u2014just-harden', '/legion')?.flagTokens).toEqual(['--just-harden']);
  });

  test('full-width trigger, command and flags are folded to ASCII', () => {
    const request = parseComment('\uFF0F\uFF4C\uFF45\uFF47\uFF49\uFF4F\uFF4E \uFF42\uFF55\uFF49\uFF4C\uFF44 \uFF0D\uFF0Dskip\uFF0Dfrontend', '/legion');
    expect(request?.command).toBe('build');
    expect(request?.flagTokens).toEqual(['--skip-frontend']);
  });

  test('natural language after the trigger', () => {
    expect(parseComment('Please:\n/legion harden the auth code', '/legion', 'alice')).toEqual({
      source: 'comment',
      command: 'harden',
      flagTokens: [],
      text: 'the auth code',
      actor: 'alice',
    });
  });

  test('a comment without a command is null', () => {
    expect(parseComment('LGTM', '/legion')).toBeNull();
    expect(parseComment('```\n/legion build\n```', '/legion')).toBeNull();
  });
});
