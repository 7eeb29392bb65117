import { describe, expect, test } from 'vitest';
import { editDistanceWithin, TypoIndex } from '../../../src/core/nl/typo-index.js';
import { stem } from '../../../src/core/nl/tokenize.js';

const index = new TypoIndex();
for (const word of ['review', 'security', 'harden', 'frontend', 'document', 'only', 'build', 'status', 'explore', 'validate', 'start']) index.add(word);
const same = (a: string, b: string): boolean => stem(a) === stem(b);

describe('TypoIndex', () => {
  test.each([
    ['reviw', 'review'], // a lost letter
    ['reveiw', 'review'], // two neighbours swapped
    ['secuirty', 'security'],
    ['hardne', 'harden'],
    ['frontned', 'frontend'],
    ['documnet', 'document'],
    ['statsu', 'status'],
    ['olny', 'only'], // four letters: one swap after the first letter
    ['buid', 'build'], // four letters: a lost letter of a five-letter word
  ])('%s → %s', (typo, word) => {
    expect(index.correct(typo, same)?.word).toBe(word);
  });

  test.each([
    ['guild', 'a different first letter is never a typo (guild is not build)'],
    ['tsart', 'a different first letter'],
    ['bui', 'three letters are never corrected'],
    ['lony', 'a swap of the first letter'],
    ['review', 'a vocabulary word'],
    ['validator', 'two edits at the very end are another word form (validator/validate)'],
    ['rev1ew', 'not letters only'],
    ['sxcxrxty', 'too far'],
  ])('%s is left alone: %s', (word) => {
    expect(index.correct(word, same)).toBeNull();
  });

  test("real words one edit away are the lexicon's known_words to refuse (smart → start here)", () => {
    expect(index.correct('smart', same)?.word).toBe('start');
  });

  test('a word at the same distance from two different words is ambiguous', () => {
    const two = new TypoIndex();
    two.add('crate');
    two.add('create');
    two.add('craze');
    expect(two.correct('crane')).toBeNull();
  });

  test('editDistanceWithin: optimal string alignment, cut off at the limit', () => {
    expect(editDistanceWithin('review', 'reviw', 2)).toBe(1);
    expect(editDistanceWithin('security', 'secuirty', 2)).toBe(1);
    expect(editDistanceWithin('abc', 'xyz', 1)).toBe(2);
    expect(editDistanceWithin('a', 'abcdef', 2)).toBe(3);
  });
});
