import { describe, expect, it } from 'vitest';
import { GlobIndex } from '../../../src/core/glob/glob-index.js';

// visitOwners builds `dir\0ext` keys only for ancestors that hold an extension pattern: the
// answers must be those of every ancestor asked.
describe('GlobIndex extension look-ups by directory', () => {
  const index = new GlobIndex([
    { pattern: 'a/**/*.ts', owner: 0 },
    { pattern: 'a/b/**/*.x.ts', owner: 1 },
    { pattern: '**/*.css', owner: 2 },
    { pattern: 'a/b/', owner: 3 },
    { pattern: 'a/*.md', owner: 4 },
  ]);

  it('finds extension patterns at the root, at an ancestor and at a deeper ancestor', () => {
    expect([...index.owners('a/b/c/d.x.ts')].sort()).toEqual([0, 1, 3]);
    expect([...index.owners('a/d.ts')]).toEqual([0]);
    expect([...index.owners('z/y/s.css')]).toEqual([2]);
    expect([...index.owners('a/b/s.css')].sort()).toEqual([2, 3]);
    expect([...index.owners('a/r.md')]).toEqual([4]);
  });

  it('matches nothing outside the patterns’ directories', () => {
    expect([...index.owners('b/a/x.ts')]).toEqual([]);
    expect([...index.owners('a/c/x.x.js')]).toEqual([]);
    expect([...index.owners('a/c/r.md')]).toEqual([]);
  });

  it('keeps the irregular-path check of dotted extensions', () => {
    expect([...index.owners('a/b/./d.x.ts')].sort()).toEqual(expect.not.arrayContaining([1]));
  });
});
