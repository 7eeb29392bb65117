/**
 * Typo tolerance for content words: a misspelt word of the input (`reviw`, `secuirty`) is read as
 * the one vocabulary word (a keyword, template word, name or lexicon word of the config) within a
 * small edit distance.
 *
 * Safety first, since a wrong correction could route wrong work:
 * - four-letter words only for one swap of neighbours after the first letter (`olny` → `only`) or
 *   one lost letter of a five-letter word (`buid` → `build`);
 * - otherwise only words of at least {@link TYPO_MIN_LENGTH} letters are corrected, with at most one edit
 *   (insertion, deletion, substitution or transposition of two neighbours) below
 *   {@link TYPO_TWO_EDITS_LENGTH} letters and at most two from there on (when the vocabulary word
 *   is at most one letter shorter);
 * - the first letter must agree (people rarely mistype it, and it keeps `smart` from `start`);
 * - words the lexicon lists as known (`known_words`), stopwords and vocabulary words are never
 *   corrected;
 * - a word with two different vocabulary words at the same smallest distance is left alone.
 *
 * Lookup is a deletion index (SymSpell): the vocabulary's words and their one- and two-letter
 * deletions are keys of a Map, and an input word is looked up through its own deletions, so the
 * cost per input word is O(length²) Map lookups, independent of the vocabulary's size. No RegExp.
 */

export const TYPO_MIN_LENGTH = 5;
/** Words at least this long may carry two edits. */
export const TYPO_TWO_EDITS_LENGTH = 8;
/** Longer words are not corrected (nothing in a routing vocabulary is that long). */
export const TYPO_MAX_LENGTH = 24;

function isLetters(word: string): boolean {
  for (let i = 0; i < word.length; i += 1) {
    const c = word.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

function maxEdits(length: number): number {
  return length >= TYPO_TWO_EDITS_LENGTH ? 2 : 1;
}

/** Distinct deletions of up to `depth` letters (the word itself included). */
function deletions(word: string, depth: number): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d += 1) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i += 1) {
        const deleted = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(deleted)) {
          out.add(deleted);
          next.push(deleted);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), or `limit + 1`
 * as soon as it must exceed `limit`. O(|a| × |b|) on words of at most TYPO_MAX_LENGTH letters.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  let prev2 = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, j) => j);
  let row = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let best = row[0];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prev2[j - 2] as number) + 1);
      }
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length] as number;
}

/** Four-letter words are corrected only for one swap of two neighbours after the first letter (`olny` → `only`). */
export const TYPO_SWAP_LENGTH = 4;

export class TypoIndex {
  private readonly vocabulary = new Set<string>();
  private readonly short = new Set<string>();
  private readonly byDeletion = new Map<string, string[]>();

  /** Add a vocabulary word (ignored unless it is letters only and long enough). */
  add(word: string): void {
    if (word.length === TYPO_SWAP_LENGTH && isLetters(word)) {
      this.short.add(word);
      return;
    }
    if (word.length < TYPO_MIN_LENGTH || word.length > TYPO_MAX_LENGTH || !isLetters(word)) return;
    if (this.vocabulary.has(word)) return;
    this.vocabulary.add(word);
    for (const key of deletions(word, maxEdits(word.length))) {
      const list = this.byDeletion.get(key);
      if (list) list.push(word);
      else this.byDeletion.set(key, [word]);
    }
  }

  has(word: string): boolean {
    return this.vocabulary.has(word) || this.short.has(word);
  }

  get size(): number {
    return this.vocabulary.size;
  }

  /**
   * The vocabulary word `word` is a typo of, or null. The caller has already excluded known
   * words and stopwords. `sameWord(a, b)` tells two candidates apart that are one word inflected
   * (`review`/`reviews`): those are not an ambiguity.
   */
  correct(word: string, sameWord: (a: string, b: string) => boolean = (a, b) => a === b): { word: string; distance: number } | null {
    if (word.length === TYPO_SWAP_LENGTH && isLetters(word) && !this.short.has(word)) {
      const found = new Set<string>();
      for (let i = 1; i + 1 < word.length; i += 1) {
        const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
        if (swapped !== word && this.short.has(swapped)) found.add(swapped);
      }
      // or a five-letter word that lost a letter after the first (`buid` → `build`)
      for (const candidate of this.byDeletion.get(word) ?? []) {
        if (candidate.length === TYPO_MIN_LENGTH && candidate[0] === word[0]) found.add(candidate);
      }
      const distinct = [...found].filter((w, i, all) => !all.slice(0, i).some((o) => sameWord(o, w)));
      return distinct.length === 1 ? { word: distinct[0] as string, distance: 1 } : null;
    }
    if (word.length < TYPO_MIN_LENGTH || word.length > TYPO_MAX_LENGTH || !isLetters(word)) return null;
    if (this.vocabulary.has(word)) return null;
    const limit = maxEdits(word.length);
    let best: string | null = null;
    let bestDistance = limit + 1;
    let ambiguous = false;
    const seen = new Set<string>();
    for (const key of deletions(word, limit)) {
      for (const candidate of this.byDeletion.get(key) ?? []) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        if (candidate[0] !== word[0]) continue;
        // Two edits need a long word on both sides: the input, and a candidate at most one letter shorter
        // (`execture` → `execute`).
        const allowed = word.length >= TYPO_TWO_EDITS_LENGTH && candidate.length >= TYPO_TWO_EDITS_LENGTH - 1 ? limit : Math.min(limit, maxEdits(candidate.length));
        const distance = editDistanceWithin(word, candidate, allowed);
        if (distance > allowed) continue;
        // Two edits at the very end are a different word form, not a typo (`validator`/`validate`).
        if (distance === 2 && commonPrefix(word, candidate) >= Math.min(word.length, candidate.length) - 2) continue;
        if (distance < bestDistance) {
          best = candidate;
          bestDistance = distance;
          ambiguous = false;
        } else if (distance === bestDistance && best !== null && !sameWord(candidate, best)) {
          ambiguous = true;
        }
      }
    }
    if (best === null || ambiguous) return null;
    return { word: best, distance: bestDistance };
  }
}
