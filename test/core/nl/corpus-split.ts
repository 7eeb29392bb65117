/**
 * The fixed split of an NL corpus into a development half and a test half (issue #12, "Split it
 * by a fixed hash"). It depends on the item's `id` only — never on its text, class or expectation
 * — so whoever holds the corpus can split it without the scorer, and the split can never be tuned.
 *
 * Rule: FNV-1a, 32 bit (offset basis 0x811c9dc5, prime 0x01000193), over the UTF-8 bytes of the
 * id exactly as written (no trimming, no case folding). Even hash → `dev`, odd hash → `test`.
 * For ASCII ids (`f001`, …) the UTF-8 bytes are the character codes.
 *
 * The same rule as a shell one-liner (Node ≥ 20, no dependencies), which writes the development
 * half of `fresh.json` to `nl-fresh-dev.json`:
 *
 *   node -e 'const fs=require("fs");const h=(s)=>{let x=0x811c9dc5;for(const b of Buffer.from(s,"utf8")){x^=b;x=Math.imul(x,0x01000193)>>>0}return x};fs.writeFileSync(process.argv[2],JSON.stringify(JSON.parse(fs.readFileSync(process.argv[1],"utf8")).filter((i)=>h(i.id)%2===0),null,2)+"\n")' fresh.json nl-fresh-dev.json
 *
 * Check values (asserted in corpus-split.test.ts): fnv1a32('') = 0x811c9dc5, fnv1a32('a') =
 * 0xe40c292c, fnv1a32('foobar') = 0xbf9cf968 (the published FNV-1a test vectors).
 */

export type CorpusHalf = 'dev' | 'test';

/** FNV-1a, 32 bit, over the UTF-8 bytes of `text`; an unsigned 32-bit integer. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The half an item belongs to: even FNV-1a of its id → `dev`, odd → `test`. */
export function corpusHalfOf(id: string): CorpusHalf {
  return fnv1a32(id) % 2 === 0 ? 'dev' : 'test';
}

/** The items of one half, in corpus order. */
export function corpusHalf<T extends { id: string }>(items: readonly T[], half: CorpusHalf): T[] {
  return items.filter((item) => corpusHalfOf(item.id) === half);
}
