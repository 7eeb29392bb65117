import { describe, expect, test } from 'vitest';
import { corpusHalf, corpusHalfOf, fnv1a32 } from './corpus-split.js';

describe('corpus split (FNV-1a of the id)', () => {
  test('FNV-1a 32-bit test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  test('even hash is the development half, odd the test half', () => {
    for (const id of ['f001', 'f002', 'f003', 'f100', 'f321', 'c001', 'h240']) {
      expect(corpusHalfOf(id)).toBe(fnv1a32(id) % 2 === 0 ? 'dev' : 'test');
    }
  });

  test('the halves partition the items, in order', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ id: `f${String(i + 1).padStart(3, '0')}` }));
    const dev = corpusHalf(items, 'dev');
    const rest = corpusHalf(items, 'test');
    expect(dev.length + rest.length).toBe(items.length);
    expect(dev.length).toBeGreaterThan(5);
    expect(rest.length).toBeGreaterThan(5);
    expect(new Set([...dev, ...rest]).size).toBe(items.length);
    expect(dev.map((item) => items.indexOf(item))).toEqual([...dev.map((item) => items.indexOf(item))].sort((a, b) => a - b));
  });
});
