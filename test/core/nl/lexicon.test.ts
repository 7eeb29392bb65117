import { describe, expect, test } from 'vitest';
import { compileLexicon, MAX_LEXICON_PARTS } from '../../../src/core/nl/lexicon.js';

describe('compileLexicon', () => {
  test('no lexicon: empty tables', () => {
    const lexicon = compileLexicon(undefined);
    expect(lexicon.synonyms.size).toBe(0);
    expect(lexicon.negationCues.size).toBe(0);
    expect(lexicon.problems).toEqual([]);
  });

  test('synonyms are tokenised like input: front-end, front end and frontend are one key', () => {
    const lexicon = compileLexicon({ synonyms: { frontend: ['front-end', 'UI', 'frontend'] } });
    expect([...lexicon.synonyms.keys()].sort()).toEqual(['frontend', 'ui']);
    // `frontend` for `frontend` says nothing; `front-end` (two words) is kept under the same key
    expect(lexicon.synonyms.get('frontend')?.map((e) => e.variant)).toEqual(['front-end']);
    expect(lexicon.terms.get('frontend')?.parts).toEqual(['frontend']);
  });

  test('cues of several words, wraps and word lists', () => {
    const lexicon = compileLexicon({
      negation_cues: ['leave out', 'without'],
      negation_wraps: ['leave … alone', 'keep ... out'],
      restriction_cues: ['only'],
      exclusion_verbs: ['touching'],
      known_words: ['smart'],
    });
    expect(lexicon.negationCues.get('leaveout')).toBe(2);
    expect([...(lexicon.negationWraps.get('leave') ?? [])]).toEqual(['alone']);
    expect([...(lexicon.negationWraps.get('keep') ?? [])]).toEqual(['out']);
    expect(lexicon.exclusionVerbs.has('touch')).toBe(true); // stemmed
    expect(lexicon.knownWords.has('smart')).toBe(true);
  });

  test('bad entries are reported and skipped, never thrown', () => {
    const lexicon = compileLexicon({
      synonyms: { frontend: ['!!!', 'a b c d e f'] },
      negation_cues: [42 as unknown as string],
      negation_wraps: ['leave alone', 'leave the … very alone'],
    });
    expect(lexicon.problems.map((p) => [p.list, p.reason])).toEqual([
      ['synonyms.frontend', 'entry has no words'],
      ['synonyms.frontend', `entry has more than ${MAX_LEXICON_PARTS} words`],
      ['negation_cues', 'entry is not a string'],
      ['negation_wraps', 'write one opener word, "…", one closer word (leave … alone)'],
      ['negation_wraps', 'write one opener word, "…", one closer word (leave … alone)'],
    ]);
  });
});
