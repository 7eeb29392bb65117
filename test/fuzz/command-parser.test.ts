/**
 * Properties of the comment parser (src/core/parse-command.ts): findCommandLine, parseComment,
 * foldLookalikes, tokenize. See test/fuzz/support.ts for FUZZ_RUNS / FUZZ_SEED.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCommandLine, foldLookalikes, MAX_COMMAND_LINE_CHARS, MAX_COMMENT_BYTES, MAX_TOKENS, parseComment, tokenize } from '../../src/core/request/parse-command.js';
import { checkProperty, DOUBLE_DASHES, hostileString, LINE_ENDS, linesOf, ODD_SPACES, pieceString, runsFor, SINGLE_DASHES, timeoutFor, ZERO_WIDTH } from './support.js';

const FILE = import.meta.url;
const TRIGGER = '/legion';

/** Comment bodies: lines of hostile text, command lines, fences and quotes, random line ends. */
const commandLine = fc.tuple(fc.constantFrom('/legion', '/legion:', '/LEGION ', '  /legion\t', '/legionary', '> /legion'), pieceString).map(([head, rest]) => `${head} ${rest}`);
const commentBody = fc.oneof(
  { arbitrary: hostileString(), weight: 20 },
  { arbitrary: linesOf(fc.oneof(commandLine, fc.constantFrom('```', '~~~~', '> quoted', ''), hostileString(200))), weight: 20 },
  {
    // 10,000 flags on one command line (over MAX_TOKENS after the words).
    arbitrary: fc.integer({ min: 1, max: 12_000 }).map((n) => `/legion build ${'--just-harden '.repeat(n)}`),
    weight: 1,
  },
  {
    // A 64 KiB comment with the command past the bound, or just inside it.
    arbitrary: fc
      .tuple(fc.integer({ min: MAX_COMMENT_BYTES - 40, max: MAX_COMMENT_BYTES + 40 }), fc.constantFrom('x', '\n', '{', '--'))
      .map(([n, unit]) => `${unit.repeat(Math.ceil(n / unit.length)).slice(0, n)}\n/legion build --just-harden`),
    weight: 1,
  },
);

/** A flag token: `--x`, or `-x` (a mistyped flag, rejected later as unknown with a suggestion). */
function isFlag(word: string): boolean {
  return (word.startsWith('--') && word.length > 2) || /^-[A-Za-z]/.test(word);
}

describe('fuzz: comment parser', () => {
  it(
    'findCommandLine: null or one bounded line that starts with the trigger; only the first 64 KiB count',
    () => {
      checkProperty(FILE, 'findCommandLine', [commentBody], (body) => {
        const line = findCommandLine(body, TRIGGER);
        expect(line).toBe(findCommandLine(body.slice(0, MAX_COMMENT_BYTES), TRIGGER));
        if (line === null) return;
        expect(line.length).toBeLessThanOrEqual(MAX_COMMAND_LINE_CHARS);
        expect(line).not.toMatch(/[\r\n]/);
        expect(line.toLowerCase().startsWith(TRIGGER)).toBe(true);
        expect(['', ' ', '\t', ':']).toContain(line.charAt(TRIGGER.length));
      });
    },
    timeoutFor(runsFor()),
  );

  it(
    'parseComment: never throws; tokens bounded, flags are --x, no whitespace or line breaks inside a word',
    () => {
      checkProperty(FILE, 'parseComment', [commentBody, fc.option(fc.string({ maxLength: 40 }), { nil: undefined })], (body, actor) => {
        const request = parseComment(body, TRIGGER, actor);
        if (request === null) {
          expect(findCommandLine(body, TRIGGER)).toBeNull();
          return;
        }
        expect(request.source).toBe('comment');
        if (actor) expect(request.actor).toBe(actor);
        const words = request.text === '' ? [] : request.text.split(' ');
        expect((request.command ? 1 : 0) + (request.phase ? 1 : 0) + request.flagTokens.length + words.length).toBeLessThanOrEqual(MAX_TOKENS);
        expect(request.command).toBe(request.command.toLowerCase());
        expect(isFlag(request.command)).toBe(false);
        for (const word of [request.command, ...request.flagTokens, ...words]) expect(word).not.toMatch(/\s/);
        for (const flag of request.flagTokens) expect(isFlag(flag)).toBe(true);
        for (const word of words) expect(word === '' || isFlag(word)).toBe(false);
        if (request.phase !== undefined) expect(request.phase).toMatch(/^(0|[1-9]\d{0,3})$/);
      });
    },
    timeoutFor(runsFor()),
  );

  it(
    'foldLookalikes is idempotent and tokenize never yields empty or whitespace tokens',
    () => {
      checkProperty(FILE, 'foldLookalikes+tokenize', [hostileString(5_000)], (text) => {
        const once = foldLookalikes(text);
        expect(foldLookalikes(once)).toBe(once);
        const tokens = tokenize(once);
        expect(tokens.length).toBeLessThanOrEqual(MAX_TOKENS);
        for (const token of tokens) expect(token === '' || /\s/.test(token)).toBe(false);
      });
    },
    timeoutFor(runsFor()),
  );

  it(
    'lookalikes: em dash, full-width, unicode hyphens, odd spaces and zero-width characters parse like ASCII',
    () => {
      /** An ASCII command, then the same command disguised character by character. */
      const ascii = fc
        .tuple(
          fc.constantFrom('build', 'review', 'status', 'plan', 'next', ''),
          fc.array(fc.constantFrom('--just-harden', '--skip-frontend', '--dry-run', '--phase=3', '--just-document=false', '--x-y'), { maxLength: 5 }),
          fc.array(fc.constantFrom('harden', 'the', 'auth', 'code', '3', 'a-b'), { maxLength: 4 }),
        )
        .map(([command, flags, words]) => [TRIGGER, command, ...flags, ...words].filter(Boolean).join(' '));
      const disguise = fc.infiniteStream(fc.nat(99));
      checkProperty(FILE, 'lookalike folding', [ascii, disguise, fc.constantFrom(...LINE_ENDS)], (line, dice, end) => {
        const it = dice[Symbol.iterator]();
        const roll = (): number => it.next().value as number;
        let out = '';
        for (let i = 0; i < line.length; i++) {
          const ch = line[i] as string;
          if (roll() < 15) out += ZERO_WIDTH[roll() % ZERO_WIDTH.length];
          if (ch === '-' && line[i + 1] === '-' && roll() < 40) {
            out += DOUBLE_DASHES[roll() % DOUBLE_DASHES.length];
            i++;
          } else if (ch === '-' && roll() < 50) out += SINGLE_DASHES[roll() % SINGLE_DASHES.length];
          else if (ch === ' ' && roll() < 40) out += ODD_SPACES[roll() % ODD_SPACES.length];
          else if (ch > ' ' && ch <= '~' && roll() < 20) out += String.fromCharCode(ch.charCodeAt(0) + 0xfee0);
          else out += ch;
        }
        const body = `Some text${end}${out}${end}more text`;
        expect(parseComment(body, TRIGGER)).toEqual(parseComment(line, TRIGGER));
      });
    },
    timeoutFor(runsFor()),
  );
});

describe('comment parser: named lookalike cases', () => {
  it.each([
    ['em dash', '/legion build \u2014just-harden'],
    ['horizontal bar', '/legion build \u2015just-harden'],
    ['full-width dashes', '/legion build \uFF0D\uFF0Djust-harden'],
    ['unicode hyphens', '/legion build \u2010\u2010just\u2010harden'],
    ['zero-width space inside the flag', '/legion build --just\u200B-harden'],
    ['BOM and soft hyphen', '\uFEFF/legion build --just-\u00ADharden'],
    ['no-break spaces and CRLF', 'hi\r\n/legion\u00A0build\u3000--just-harden\r\nthanks'],
    ['full-width command word', '/legion \uFF42\uFF55\uFF49\uFF4C\uFF44 --just-harden'],
  ])('%s → build --just-harden', (_name, body) => {
    const request = parseComment(body, TRIGGER);
    expect(request).toMatchObject({ command: 'build', flagTokens: ['--just-harden'], text: '' });
  });

  it('NUL bytes and other control characters stay inside the token (and are rejected later as unknown flags)', () => {
    const request = parseComment('/legion build --just\u0000-harden', TRIGGER);
    expect(request?.flagTokens).toEqual(['--just\u0000-harden']);
  });

  it('a command inside a fence or a quote is not a command; a line break cannot start one mid-line', () => {
    expect(parseComment('```\n/legion build\n```', TRIGGER)).toBeNull();
    expect(parseComment('> /legion build', TRIGGER)).toBeNull();
    expect(parseComment('please run /legion build', TRIGGER)).toBeNull();
    expect(parseComment('/legionary build', TRIGGER)).toBeNull();
  });
});

describe('comment parser: bounds', () => {
  it(`only the first ${MAX_COMMENT_BYTES} UTF-16 code units of a comment are scanned`, () => {
    expect(parseComment(`${'x'.repeat(MAX_COMMENT_BYTES)}\n/legion build`, TRIGGER)).toBeNull();
    expect(parseComment(`${'x'.repeat(MAX_COMMENT_BYTES - 20)}\n/legion build`, TRIGGER)?.command).toBe('build');
  });
  it(`a command line is cut at ${MAX_COMMAND_LINE_CHARS} characters and at ${MAX_TOKENS} tokens`, () => {
    const line = findCommandLine(`/legion build ${'--dry-run '.repeat(2_000)}`, TRIGGER) as string;
    expect(line.length).toBe(MAX_COMMAND_LINE_CHARS);
    expect(tokenize('a '.repeat(3 * MAX_TOKENS))).toHaveLength(MAX_TOKENS);
  });
});
