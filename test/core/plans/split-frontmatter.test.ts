import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { splitFrontmatter, splitFrontmatterByLines, splitLfFrontmatter } from '../../../src/core/plans/split-frontmatter.js';
import { stripBom } from '../../../src/core/yaml/parse-yaml.js';

/**
 * splitFrontmatter cuts a `\n`-only frontmatter out with indexOf and one slice
 * (splitLfFrontmatter) and leaves everything else to the line split it had before
 * (splitFrontmatterByLines): the same answer on any text.
 */
const piece = fc.constantFrom('---', '...', '----', '-- -', '--', '\n', '\r', '\r\n', ' ', '\t', '\u2028', '\u00a0', '\ufeff', 'a: 1', 'x', '# t', '');
const text = fc.array(piece, { maxLength: 24 }).map((parts) => parts.join(''));
const framed = fc
  .tuple(fc.constantFrom('---', '--- ', '---\t', '\ufeff---', '---\u00a0'), text, fc.constantFrom('\n---', '\n...', '\n--- ', '\r\n---', '\n---\n', ''), text)
  .map((parts) => parts.join(''));

describe('splitFrontmatter', () => {
  test('cases', () => {
    expect(splitFrontmatter('---\na: 1\nb: 2\n---\nbody\n')).toEqual({ yaml: 'a: 1\nb: 2', firstLine: 2, unterminated: false });
    expect(splitFrontmatter('---\n---\n')).toEqual({ yaml: '', firstLine: 2, unterminated: false });
    expect(splitFrontmatter('---\r\na: 1\r\n---\r\n')).toEqual({ yaml: 'a: 1', firstLine: 2, unterminated: false });
    expect(splitFrontmatter('--- \na: 1\n...  \n')).toEqual({ yaml: 'a: 1', firstLine: 2, unterminated: false });
    expect(splitFrontmatter('---\na: 1\n')).toEqual({ yaml: null, firstLine: 2, unterminated: true });
    expect(splitFrontmatter('# title\n---\n')).toEqual({ yaml: null, firstLine: 1, unterminated: false });
    expect(splitFrontmatter('')).toEqual({ yaml: null, firstLine: 1, unterminated: false });
    expect(splitLfFrontmatter('---\ra: 1\n---\n')).toBeNull();
  });

  test('property: the same answer as the line split, on any text', () => {
    fc.assert(
      fc.property(fc.oneof(text, framed), (t) => {
        expect(splitFrontmatter(t)).toEqual(splitFrontmatterByLines(stripBom(t)));
        const fast = splitLfFrontmatter(stripBom(t));
        if (fast) expect(fast).toEqual(splitFrontmatterByLines(stripBom(t)));
      }),
      { numRuns: 20000 },
    );
  });
});
