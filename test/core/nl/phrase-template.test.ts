import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compileTemplate, MAX_TEMPLATE_CHARS, MAX_TEMPLATE_SLOTS } from '../../../src/core/nl/phrase-template.js';
import { templateMatchesText } from './template-match.js';
import { REPO_ROOT } from './load-config.js';

describe('compileTemplate', () => {
  test('compiles slots, optional groups, multi-word alternatives and digits', () => {
    const result = compileTemplate('build {it|the plans}? phase {\\d+}?');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.template.slots).toEqual([
      { alternatives: [['build']], digits: false, optional: false },
      { alternatives: [['it'], ['the', 'plans']], digits: false, optional: true },
      { alternatives: [['phase']], digits: false, optional: false },
      { alternatives: [], digits: true, optional: true },
    ]);
    expect(result.template.requiredSlots).toBe(2);
    expect(result.template.maxLength).toBe(5);
  });

  test('tokenises words like user input (contractions, case, hyphens)', () => {
    const result = compileTemplate("What's {One-Off|ad hoc}");
    expect(result.ok && result.template.slots.map((s) => s.alternatives)).toEqual([
      [['what']],
      [['is']],
      [
        ['one', 'off'],
        ['ad', 'hoc'],
      ],
    ]);
  });

  test('deduplicates alternatives and treats an empty alternative as optional', () => {
    const result = compileTemplate('fix {a|a|a|} bug');
    expect(result.ok && result.template.slots[1]).toEqual({ alternatives: [['a']], digits: false, optional: true });
  });

  test.each([
    ['{a|b', "unbalanced '{'"],
    ['a|b} c', "'|' outside"],
    ['a} b', "unbalanced '}'"],
    ['{a|{b}}', "nested '{'"],
    ['{{{{', "nested '{'"],
    ['}}}}', "unbalanced '}'"],
    ['a | b', "'|' outside"],
    ['(a|b) c', 'unsupported regex syntax'],
    ['fix [the] tests', 'unsupported regex syntax'],
    ['run.* tests', 'unsupported regex syntax'],
    ['a+ b', 'unsupported regex syntax'],
    ['^start$', 'unsupported regex syntax'],
    ['\\w+ tests', 'unsupported escape'],
    ['{(a)|b} c', 'unsupported regex syntax'],
    ['', 'empty template'],
    ['   ', 'empty template'],
    ['!!!', 'empty template'],
    ['{the}?', 'every part is optional'],
    ['{a|b}? {c}?', 'every part is optional'],
    ['{|}', 'has no words'],
    ['{} x', 'has no words'],
    ['{!!} x', 'has no words'],
    ['x'.repeat(MAX_TEMPLATE_CHARS + 1), 'longer than'],
    [Array.from({ length: MAX_TEMPLATE_SLOTS + 1 }, (_, i) => `w${i}`).join(' '), 'more than'],
  ])('malformed %j → ok:false (%s), never throws', (source, reason) => {
    const result = compileTemplate(source);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  test('non-string input does not throw', () => {
    expect(compileTemplate(42 as unknown as string).ok).toBe(false);
    expect(compileTemplate(null as unknown as string).ok).toBe(false);
  });

  test('a stray ? is punctuation, like in input', () => {
    expect(templateMatchesText("what's next?", 'whats next')).toBe('contiguous');
  });

  test('\\d+ and \\\\d+ (as YAML single quotes would leave it) both mean a digit run', () => {
    expect(templateMatchesText('phase \\d+', 'phase 12')).toBe('contiguous');
    expect(templateMatchesText('phase \\\\d+', 'phase 12')).toBe('contiguous');
    expect(templateMatchesText('phase {\\\\d+}', 'phase 12')).toBe('contiguous');
  });
});

describe('matching', () => {
  test.each([
    // spec example
    ['fix {the|my|our} {tests|testing|test suite}', 'fix the tests', 'contiguous'],
    ['fix {the|my|our} {tests|testing|test suite}', 'please fix my test suite now', 'contiguous'],
    ['fix {the|my|our} {tests|testing|test suite}', 'fix tests', 'none'],
    ['fix {the|my|our} {tests|testing|test suite}', 'fix all the tests', 'ordered'],
    // optional groups
    ['harden {the|our|my}? security', 'harden security', 'contiguous'],
    ['harden {the|our|my}? security', 'harden our security', 'contiguous'],
    ['harden {the|our|my}? security', 'security harden', 'none'],
    ['start {a}? {new}? project', 'start a new project', 'contiguous'],
    ['start {a}? {new}? project', 'start project', 'contiguous'],
    ['start {a}? {new}? project', 'start new a project', 'ordered'],
    // multi-word alternatives
    ['build {it|the plans}?', 'build the plans', 'contiguous'],
    ['execute {the}? plans', 'execute the plans', 'contiguous'],
    ['run {a}? {one-off|ad hoc} task', 'run an ad hoc task', 'ordered'],
    ['run {a}? {one-off|ad hoc} task', 'run a one-off task', 'contiguous'],
    ['run {a}? {one-off|ad hoc} task', 'run a one off task', 'contiguous'],
    // digits
    ['break down phase {\\d+}', 'break down phase 3', 'contiguous'],
    ['break down phase {\\d+}', 'break down phase three', 'none'],
    ['plan {the|next}? phase {\\d+}?', 'plan phase', 'contiguous'],
    ['plan {the|next}? phase {\\d+}?', 'plan next phase 12 please', 'contiguous'],
    // contractions on both sides
    ["what's next", 'what is next', 'contiguous'],
    ["what's next", "What's NEXT?", 'contiguous'],
    // anywhere in the input, whole words only
    ['where are we', 'so where are we with this', 'contiguous'],
    ['where are we', 'where are weeks', 'none'],
    // ordered matches: every required word, in order, with at most 3 extra words
    ['review {the}? security', 'review the code for security', 'ordered'],
    ['review {the}? security', 'review the code and the docs and the security', 'none'],
    ['review {the}? security', 'security review', 'none'],
  ])('%j on %j → %s', (template, text, expected) => {
    expect(templateMatchesText(template, text)).toBe(expected);
  });

  test('empty input matches nothing', () => {
    expect(templateMatchesText('build', '')).toBe('none');
  });

  test('malformed templates report instead of matching', () => {
    expect(templateMatchesText('{a|b', 'a')).toEqual({ ok: false, reason: expect.stringContaining('unbalanced') });
  });
});

describe('no RegExp from config text', () => {
  test('src/core/nl never constructs a RegExp dynamically', () => {
    const dir = join(REPO_ROOT, 'src/core/nl');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/\bRegExp\s*\(/);
      expect(source, file).not.toMatch(/new\s+RegExp/);
    }
  });
});
