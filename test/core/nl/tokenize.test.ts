import { describe, expect, test } from 'vitest';
import { boundInput, isDigits, joinKey, MAX_NL_INPUT_CHARS, normalizeText, stem, tokenize } from '../../../src/core/nl/tokenize.js';

describe('tokenize', () => {
  test.each([
    ['Harden the AUTH code!', ['harden', 'the', 'auth', 'code']],
    ["What's the status?", ['what', 'is', 'the', 'status']],
    ['whats next', ['what', 'is', 'next']],
    ['what\u2019s next', ['what', 'is', 'next']], // curly apostrophe
    ["don't build", ['do', 'not', 'build']],
    ["won't ship", ['will', 'not', 'ship']],
    ["let's go", ['let', 'us', 'go']],
    ["the project's plans", ['the', 'project', 'plans']],
    ["we're done, they've gone, I'll see", ['we', 'are', 'done', 'they', 'have', 'gone', 'i', 'will', 'see']],
    ['--just-harden --skip-frontend', ['just-harden', 'skip-frontend']],
    ['a one-off task', ['a', 'one-off', 'task']],
    ['one\u2013off', ['one-off']], // en dash inside a word
    ['- leading -- and trailing- -', ['leading', 'and', 'trailing']],
    ['break down phase 3', ['break', 'down', 'phase', '3']],
    ['node.js/v2 (beta)', ['node', 'js', 'v2', 'beta']],
    ['{a|b}? [x] *y* `z`', ['a', 'b', 'x', 'y', 'z']],
    ['ＨＡＲＤＥＮ', ['harden']], // full-width
    ['ﬁx', ['fix']], // ligature
    ['r\u00e9sum\u00e9 na\u00efve', ['resume', 'naive']], // diacritics
    ['har\u200bden', ['harden']], // zero-width space
    ['har\u00adden', ['harden']], // soft hyphen
    ['\ufeffbuild\u2060', ['build']], // BOM, word joiner
    ['\u202ebuild\u202c', ['build']], // bidi override
    ['h\u0430rden', ['harden']], // Cyrillic а in a Latin word
    ['\u0455\u0435\u0441urity', ['security']], // Cyrillic ѕ, е, с
    ['\u0440\u0443\u0441\u0441\u043a\u0438\u0439', ['\u0440\u0443\u0441\u0441\u043a\u0438\u0439']], // a Russian word stays Russian
    ['', []],
    ['   \n\t ', []],
    ['!!! ??? ...', []],
    ["''' --- '-'", []],
  ])('%j → %j', (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });

  test('is idempotent on its own output', () => {
    for (const input of ["What's the STATUS of the build?", 'h\u0430rden the api', 'one-off  task']) {
      const once = tokenize(input);
      expect(tokenize(once.join(' '))).toEqual(once);
    }
  });

  test('normalizeText lower-cases and keeps punctuation for the tokeniser', () => {
    expect(normalizeText('Build, NOW!')).toBe('build, now!');
  });
});

describe('boundInput', () => {
  test('leaves short text alone', () => {
    expect(boundInput('build')).toBe('build');
  });

  test('cuts to MAX_NL_INPUT_CHARS code units', () => {
    expect(boundInput('x'.repeat(MAX_NL_INPUT_CHARS + 10)).length).toBe(MAX_NL_INPUT_CHARS);
  });

  test('never leaves half a surrogate pair', () => {
    const text = `${'x'.repeat(MAX_NL_INPUT_CHARS - 1)}😀tail`;
    const bounded = boundInput(text);
    expect(bounded.length).toBe(MAX_NL_INPUT_CHARS - 1);
    expect(bounded.isWellFormed()).toBe(true);
  });

  test('tokenize only sees the bounded text', () => {
    const text = `${'a '.repeat(MAX_NL_INPUT_CHARS / 2)}harden`;
    expect(tokenize(text)).not.toContain('harden');
  });
});

describe('stem', () => {
  test.each([
    ['vulnerabilities', 'vulnerability'],
    ['vulnerability', 'vulnerability'],
    ['documents', 'document'],
    ['docs', 'doc'],
    ['plans', 'plan'],
    ['planning', 'plan'],
    ['planned', 'plan'],
    ['running', 'run'],
    ['testing', 'test'],
    ['tests', 'test'],
    ['hardening', 'harden'],
    ['hardened', 'harden'],
    ['initialize', 'initializ'],
    ['initializing', 'initializ'],
    ['initialise', 'initializ'],
    ['initialised', 'initializ'],
    ['approaches', 'approach'],
    ['status', 'status'],
    ['progress', 'progress'],
    ['analysis', 'analysis'],
    ['this', 'this'],
    ['need', 'need'],
    ['thing', 'thing'],
    ['run', 'run'],
    ['qa', 'qa'],
    ['2024', '2024'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe('joinKey / isDigits', () => {
  test('joinKey drops hyphens and concatenates', () => {
    expect(joinKey(['set', 'up'])).toBe('setup');
    expect(joinKey(['one-off'])).toBe('oneoff');
    expect(joinKey(['new', 'project'])).toBe(joinKey(['new-project']));
  });

  test.each([
    ['3', true],
    ['2024', true],
    ['', false],
    ['3a', false],
    ['٣', false], // Arabic-Indic digit: not \d
  ])('isDigits(%j) = %s', (token, expected) => {
    expect(isDigits(token)).toBe(expected);
  });
});
