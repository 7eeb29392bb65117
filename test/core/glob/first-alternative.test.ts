/**
 * representativePath takes the first brace alternative of the common forms itself (#14 goal 5:
 * it runs once per distinct declared entry). Differential: simpleFirstAlternative gives
 * minimatch's first alternative whenever it answers, on texts made of braces, commas, escapes,
 * `$`, ranges and path characters.
 */
import fc from 'fast-check';
import { minimatch } from 'minimatch';
import { describe, expect, test } from 'vitest';
import { simpleBraceExpansion } from '../../../src/core/glob/compile-glob.js';
import { representativePath, simpleFirstAlternative } from '../../../src/core/glob/representative-path.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const piece = fc.constantFrom('{', '}', ',', 'a', 'b', '/', '*', '.', '..', '\\', '$', '{a,b}', '{,x}', '{1..3}', 'ts', '-', '', ' ');

describe('simpleFirstAlternative', () => {
  test('answers like minimatch.braceExpand(…, { braceExpandMax: 1 })[0] (property)', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        const simple = simpleFirstAlternative(text);
        if (simple !== null) expect(simple, text).toBe(minimatch.braceExpand(text, { braceExpandMax: 1 })[0]);
      }),
      { numRuns: RUNS },
    );
  });

  test('answers the common forms, leaves the rest to minimatch', () => {
    expect(simpleFirstAlternative('src/{a,b}/*.{ts,tsx}')).toBe('src/a/*.ts');
    expect(simpleFirstAlternative('x{,.ts}')).toBe('x');
    for (const text of ['{a}', '{,}', '{a,{b,c}}', '{1..3}', 'a}b{c,d}', '{a,b', '${a,b}', 'x{a\\,b,c}']) expect(simpleFirstAlternative(text), text).toBeNull();
    expect(representativePath('packages/p/src/{mod-4,mod-5}/*.{ts,tsx}')).toBe('packages/p/src/mod-4/x.ts');
  });
});

describe('simpleBraceExpansion', () => {
  test('answers like minimatch.braceExpand(…, { braceExpandMax: 65 }), in the same order (property)', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        const simple = simpleBraceExpansion(text);
        if (simple !== null) expect(simple, text).toEqual(minimatch.braceExpand(text, { braceExpandMax: 65 }));
      }),
      { numRuns: RUNS },
    );
  });

  test('answers the common forms, leaves the rest to minimatch', () => {
    expect(simpleBraceExpansion('src/{a,b}/*.{ts,tsx}')).toEqual(['src/a/*.ts', 'src/a/*.tsx', 'src/b/*.ts', 'src/b/*.tsx']);
    expect(simpleBraceExpansion('{a,b,}')).toEqual(['a', 'b']);
    for (const text of ['{a}', '{,}', '{a,{b,c}}', '{1..3}', 'a}b{c,d}', '{a,b', '${a,b}', 'x{a\\,b,c}', '{a,b,c,d,e,f,g,h}{a,b,c,d,e,f,g,h}{a,b}'])
      expect(simpleBraceExpansion(text), text).toBeNull();
  });
});
