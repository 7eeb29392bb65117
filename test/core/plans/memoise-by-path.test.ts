import { describe, expect, it } from 'vitest';
import { memoiseByPath, memoisePathPredicate } from '../../../src/core/plans/memoise-by-path.js';

describe('memoiseByPath', () => {
  it('computes each distinct path once and returns the first answer after', () => {
    const asked: string[] = [];
    const lengthOf = memoiseByPath((path) => {
      asked.push(path);
      return path.length;
    });
    expect([lengthOf('a/b'), lengthOf('docs/**'), lengthOf('a/b'), lengthOf('docs/**')]).toEqual([3, 7, 3, 7]);
    expect(asked).toEqual(['a/b', 'docs/**']);
  });

  it('keeps an undefined answer (a look-up that found nothing is not repeated)', () => {
    let calls = 0;
    const none = memoiseByPath((): number | undefined => {
      calls++;
      return undefined;
    });
    expect([none('x'), none('x')]).toEqual([undefined, undefined]);
    expect(calls).toBe(1);
  });

  it('keeps false answers of a predicate', () => {
    const asked: string[] = [];
    const isDocs = memoisePathPredicate((path) => {
      asked.push(path);
      return path.startsWith('docs/');
    });
    expect(['docs/a.md', 'src/a.ts', 'src/a.ts', 'docs/a.md'].map(isDocs)).toEqual([true, false, false, true]);
    expect(asked).toEqual(['docs/a.md', 'src/a.ts']);
  });
});
