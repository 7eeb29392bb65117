/**
 * The `changed-files-list` output's encoding: every line one shell word that expands to itself,
 * decoded back to the exact path (round trip, property-tested over any string, lone surrogates
 * included), and the fit to the output budget: cut visibly, never silently.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TRUNCATED_PREFIX, decodeChangedFileLine, encodeChangedFilePath, fitChangedFilesList } from '../../../src/core/matrix/changed-files-list.js';
import { safeChangedFilesList } from '../../../src/app/route-outputs.js';

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 500);
/** A line a shell would not change: no whitespace, quotes that close, $, backtick, globs, separators. */
const SHELL_INERT = /^[A-Za-z0-9._/+@:,=\\"#-]+$/;
const path = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.stringMatching(/^[a-z0-9_./-]{1,30}$/),
  fc.constantFrom('a b', 'x\ny', '$(id)', '`id`', '"q"', 'a\\b', '#x', '-rf', '\u0000', '\ud800', '\udfff\ud800', 'é/ü.md', '😀', '*.ts', '~/x', "it's"),
);

describe('encodeChangedFilePath / decodeChangedFileLine', () => {
  test.each([
    ['src/api/users.ts', 'src/api/users.ts'],
    ['a-b_c.d+e@f:g,h=i', 'a-b_c.d+e@f:g,h=i'],
    ['my file.md', '"my\\040file.md"'],
    ['é.md', '"\\303\\251.md"'],
    ['a\nb', '"a\\012b"'],
    ['$(id)', '"\\044\\050id\\051"'],
    ['"', '"\\042"'],
    ['\\', '"\\134"'],
    ['#x', '"\\043x"'],
    ['\ud800', '"\\355\\240\\200"'],
  ])('%j → %s', (input, line) => {
    expect(encodeChangedFilePath(input)).toBe(line);
    expect(decodeChangedFileLine(line)).toBe(input);
  });

  test('round trip, and every line is one inert shell word (property)', () => {
    fc.assert(
      fc.property(path, (p) => {
        const line = encodeChangedFilePath(p);
        expect(decodeChangedFileLine(line)).toBe(p);
        expect(line).toMatch(SHELL_INERT);
        expect(line.startsWith('#')).toBe(false);
        // a quoted line holds only plain characters and \ooo escapes (so no %, no closing quote inside)
        if (line.startsWith('"')) expect(line.slice(1, -1)).toMatch(/^(?:[A-Za-z0-9._/+@:,=-]|\\[0-3][0-7]{2})+$/);
        expect(safeChangedFilesList(line)).toBe(line);
      }),
      { numRuns: RUNS },
    );
  });

  test('lines that are not an encoded path decode to null', () => {
    for (const line of ['', 'a b', '"a b"', '"\\9"', '"\\04"', '"\\377"', '"abc', `${TRUNCATED_PREFIX}3`, '"\\300\\200"']) expect(decodeChangedFileLine(line)).toBeNull();
  });
});

describe('fitChangedFilesList', () => {
  test('the whole list when it fits; empty list is ""', () => {
    expect(fitChangedFilesList(['a', 'b c'], 100)).toEqual({ value: 'a\n"b\\040c"', written: 2, omitted: 0 });
    expect(fitChangedFilesList([], 0)).toEqual({ value: '', written: 0, omitted: 0 });
  });

  test('cut visibly: as many paths as fit, then #truncated:<N>', () => {
    const fit = fitChangedFilesList(['aaaa', 'bbbb', 'cccc', 'dddd'], 18);
    expect(fit).toEqual({ value: 'aaaa\n#truncated:3', written: 1, omitted: 3 });
  });

  test('within the budget, the written lines are the first paths, the count is the rest (property)', () => {
    fc.assert(
      fc.property(fc.array(path, { maxLength: 40 }), fc.integer({ min: 0, max: 400 }), (paths, max) => {
        const fit = fitChangedFilesList(paths, max);
        const lines = fit.value === '' ? [] : fit.value.split('\n');
        expect(fit.written + fit.omitted).toBe(paths.length);
        if (fit.omitted === 0) {
          expect(lines.map(decodeChangedFileLine)).toEqual(paths);
        } else {
          expect(fit.value.length).toBeLessThanOrEqual(max);
          if (lines.length > 0) {
            expect(lines[lines.length - 1]).toBe(`${TRUNCATED_PREFIX}${fit.omitted}`);
            expect(lines.slice(0, -1).map(decodeChangedFileLine)).toEqual(paths.slice(0, fit.written));
          }
        }
        expect(safeChangedFilesList(fit.value)).toBe(fit.value);
      }),
      { numRuns: RUNS },
    );
  });
});
