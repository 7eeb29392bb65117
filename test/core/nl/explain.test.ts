import { describe, expect, test } from 'vitest';
import { boundedList, emptyExplanation, formatExplanation, MAX_EXPLANATION_ITEMS } from '../../../src/core/nl/explain.js';

describe('formatExplanation', () => {
  test('nothing → "nothing matched"', () => {
    expect(formatExplanation(emptyExplanation())).toBe('nothing matched');
  });

  test('every part, in a fixed order', () => {
    expect(
      formatExplanation({
        ...emptyExplanation(),
        keywords: ['harden', 'security'],
        template: 'harden {the}? security',
        synonyms: [{ from: 'ui', to: 'frontend' }],
        typos: [{ from: 'reviw', to: 'review' }],
        negations: [{ cue: 'no', scope: ['hardening'] }],
        excludedAreas: ['frontend'],
        restrictedAreas: ['backend'],
        cancel: 'stop',
        conflict: 'a and b both match',
        conflictKind: 'two-readings',
      }),
    ).toBe(
      'keywords harden, security; template "harden {the}? security"; synonyms ui→frontend; typos reviw→review; ' +
        'negations no[hardening]; excluded frontend; only backend; cancel word "stop"; conflict: a and b both match',
    );
  });

  test('lists are bounded and deduplicated', () => {
    const many = Array.from({ length: 50 }, (_, i) => `w${i % 20}`);
    expect(boundedList(many)).toHaveLength(MAX_EXPLANATION_ITEMS);
    expect(boundedList(['a', 'a', 'b'])).toEqual(['a', 'b']);
  });
});
