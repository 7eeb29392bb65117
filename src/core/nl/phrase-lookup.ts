/**
 * Lookups of the lexicon's phrase tables (joinKey → number of parts) in a text's parts, bounded to
 * phrases of at most four parts and extended only while the run is a proper prefix of a phrase.
 */
import { MAX_NL_INPUT_CHARS } from './tokenize.js';

/** Does one of `table`'s phrases (joinKey → parts) start somewhere in parts[from, to)? */
export function hasPhrase(parts: readonly string[], from: number, to: number, table: Map<string, number>, prefixes: Set<string>): boolean {
  if (table.size === 0) return false;
  for (let i = from; i < to; i += 1) {
    let joined = '';
    for (let k = 1; k <= 4 && i + k <= to; k += 1) {
      joined += parts[i + k - 1] as string;
      if (table.get(joined) === k) return true;
      if (!prefixes.has(joined)) break;
    }
  }
  return false;
}

/** Length in parts of the longest phrase of `table` starting at `at` (0: none). */
export function phraseLengthAt(parts: readonly string[], at: number, table: Map<string, number>, prefixes: Set<string>): number {
  let joined = '';
  let found = 0;
  for (let k = 1; k <= 4 && at + k <= parts.length; k += 1) {
    joined += parts[at + k - 1] as string;
    if (table.get(joined) === k) found = k;
    if (!prefixes.has(joined)) break;
  }
  return found;
}

/** Does the text start with one of `table`'s phrases? */
export function startsWithPhrase(parts: readonly string[], table: Map<string, number>, prefixes: Set<string>): boolean {
  let joined = '';
  for (let k = 1; k <= 4 && k <= parts.length; k += 1) {
    joined += parts[k - 1] as string;
    if (table.get(joined) === k) return true;
    if (!prefixes.has(joined)) break;
  }
  return false;
}

const TRAILING_MARKS: ReadonlySet<string> = new Set([' ', '\t', '\n', '\r', '!', '.', '?', '？', '！', ')', '"', "'", '…']);

/** Does the run of punctuation and spaces that ends the text hold a question mark (`done?!`)? */
export function endsWithQuestionMark(text: string): boolean {
  const end = Math.min(text.length, MAX_NL_INPUT_CHARS);
  for (let i = end - 1; i >= 0 && i >= end - 64; i -= 1) {
    const ch = text[i] as string;
    if (ch === '?' || ch === '？') return true;
    if (!TRAILING_MARKS.has(ch)) return false;
  }
  return false;
}
