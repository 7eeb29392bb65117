/**
 * #11 A13–A16 and item 5: text the approver does not see as a command is not a command. Inside
 * HTML comments, indented code blocks, `<pre>`, `<details>` and `<code>` nothing routes; only the
 * first line that starts with the trigger outside them counts, and on that line hidden text is
 * dropped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCommandLine, parseComment } from '../../../src/core/request/parse-command.js';

const find = (body: string): string | null => findCommandLine(body, '/legion');

describe('A13: HTML comments', () => {
  it.each([
    ['on one line', '<!-- /legion build -->'],
    ['over several lines', 'LGTM\n<!--\n/legion build --skip-frontend\n-->'],
    ['unclosed (runs to the end, as GitHub renders it)', 'LGTM <!-- note\n/legion build'],
    ['after text on the opening line', 'ok <!-- hidden\n/legion build\n-->'],
    ['a PR template block pasted in', '<!-- Please run:\n\n/legion build --autonomous\n\n-->\nThanks!'],
  ])('A13: a command in an HTML comment %s does not route', (_label, body) => {
    expect(find(body)).toBeNull();
  });
  it('A13: a command after the comment closes routes', () => {
    expect(find('<!--\n/legion build\n-->\n/legion status')).toBe('/legion status');
  });
  it('A13: hidden flags on the command line are dropped, visible ones kept', () => {
    expect(find('/legion build <!-- --skip-frontend -->')).toBe('/legion build');
    expect(parseComment('/legion build <!-- --skip-frontend --> --dry-run', '/legion')?.flagTokens).toEqual(['--dry-run']);
    expect(find('/legion build <!-- --skip-frontend\n--> --just-harden')).toBe('/legion build');
  });
});

describe('A14: indented code blocks', () => {
  it.each([
    ['four spaces', '    /legion build'],
    ['a tab', '\t/legion build'],
    ['after a blank line', 'Example:\n\n    /legion build --just-harden'],
    ['two spaces and a tab (column 4)', '  \t/legion build'],
  ])('A14: a command indented by %s does not route', (_label, body) => {
    expect(find(body)).toBeNull();
  });
  it('A14: up to three spaces of indentation is still a command', () => {
    expect(find('   /legion build')).toBe('/legion build');
    expect(find('    /legion build\n/legion review')).toBe('/legion review');
  });
});

describe('A15: <pre> and <code>', () => {
  it.each([
    ['<pre> on its own lines', '<pre>\n/legion build\n</pre>'],
    ['<pre> with attributes', '<pre lang="sh">\n/legion build\n</pre>'],
    ['upper-case <PRE>', '<PRE>\n/legion build\n</PRE>'],
    ['<code> over lines', '<code>\n/legion build\n</code>'],
    ['<pre><code>', '<pre><code>\n/legion build\n</code></pre>'],
    ['<pre> opened after text', 'Run this: <pre>\n/legion build\n</pre>'],
  ])('A15: a command in %s does not route', (_label, body) => {
    expect(find(body)).toBeNull();
  });
  it('A15: after the element closes, a command routes', () => {
    expect(find('<pre>\n/legion build\n</pre>\n/legion plan')).toBe('/legion plan');
  });
  it('A15: tag names in code spans are text, not tags', () => {
    expect(find('Wrap it in `<pre>` please\n/legion build')).toBe('/legion build');
    expect(find('a < b and <3\n/legion build')).toBe('/legion build');
  });
  it('A15: visible formatting on the command line keeps its text', () => {
    expect(find('/legion build <b>--dry-run</b>')).toBe('/legion build --dry-run');
    expect(find('/legion build <code>--just-harden</code>')).toBe('/legion build --just-harden');
  });
});

describe('A16: <details>', () => {
  it.each([
    ['the body of <details>', '<details>\n<summary>More</summary>\n\n/legion build\n</details>'],
    ['nested <details>', '<details>\n<details>\n</details>\n/legion build\n</details>'],
    ['<details open>', '<details open>\n/legion build\n</details>'],
  ])('A16: a command in %s does not route', (_label, body) => {
    expect(find(body)).toBeNull();
  });
  it('A16: after the outer </details>, a command routes', () => {
    expect(find('<details>\n<details>\n</details>\n/legion build\n</details>\n/legion status')).toBe('/legion status');
  });
  it('A16: a collapsed part of the command line is dropped', () => {
    expect(find('/legion build <details><summary>x</summary> --autonomous</details> --dry-run')).toBe('/legion build  --dry-run');
    expect(find('/legion build <details> --skip-frontend')).toBe('/legion build');
  });
});

describe('item 5: only the first line that starts with the trigger, outside those blocks, counts', () => {
  it('the first visible command wins; hidden ones before it do not', () => {
    expect(find('<!-- /legion build -->\n<pre>\n/legion review\n</pre>\n    /legion harden\n/legion status\n/legion build')).toBe('/legion status');
  });

  const text = fc.string({ unit: fc.constantFrom('/legion build\n', 'x', ' ', '\n', '`', '<b>', '-', '/legion', '>', '<!--', '<pre>', '\t'), maxLength: 60 });
  const wrappers: [string, (t: string) => string, (t: string) => boolean][] = [
    ['an HTML comment', (t) => `<!--\n${t}\n-->`, (t) => !t.includes('-->')],
    // Inside an element, `<!--` opens a comment (the browser's rule too) that would hide the
    // closing tag, and another `<pre>` nests: the generated text has neither.
    ['<pre>', (t) => `<pre>\n${t}\n</pre>`, (t) => !/<\/?pre|<!--/i.test(t)],
    ['<details>', (t) => `<details>\n${t}\n</details>`, (t) => !/<\/?details|<!--|<pre/i.test(t)],
    ['<code>', (t) => `<code>\n${t}\n</code>`, (t) => !/<\/?code|<!--|<pre/i.test(t)],
    ['a fence', (t) => `\`\`\`\n${t}\n\`\`\``, (t) => !/(^|\n)[ \t]{0,3}(```|~~~)/.test(t)],
    [
      'indentation',
      (t) =>
        t
          .split('\n')
          .map((line) => `    ${line}`)
          .join('\n'),
      (t) => !/<!--|<pre/i.test(t),
    ],
  ];
  it.each(wrappers)('property: nothing inside %s is ever a command, and a command after it is found', (_label, wrap, valid) => {
    fc.assert(
      fc.property(text, (t) => {
        fc.pre(valid(t));
        expect(find(wrap(t))).toBeNull();
        expect(find(`${wrap(t)}\n/legion status`)).toBe('/legion status');
      }),
      { numRuns: 1_000 },
    );
  });
});
