/**
 * Case-sensitive abbreviations (lexicon `abbreviations`, `BE = back end`): read before the text is
 * lower-cased, so an upper-case `BE` is the back end and the verb `be` stays a verb. The router
 * lower-cases the command word (parse-command.ts), so the first word of a text also counts in
 * lower case when a restriction cue or a negation suffix follows it (`be only for this build`,
 * `fe excluded`): the verb `be` never stands so.
 *
 * One pass over the characters; a word is a run of ASCII letters and digits between other
 * characters, looked up whole in a Map. No RegExp.
 */
import type { CompiledLexicon } from './lexicon.js';

export interface ExpandedText {
  text: string;
  /** The abbreviations read, as typed, with their expansions (for the explanation). */
  expanded: { from: string; to: string }[];
}

const isWordChar = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');

/** The word (ASCII letters and digits) starting at or after `from`, skipping spaces and hyphens only. */
function nextWord(text: string, from: number): string {
  let i = from;
  while (i < text.length && (text[i] === ' ' || text[i] === '-')) i += 1;
  let end = i;
  while (end < text.length && isWordChar(text[end] as string)) end += 1;
  return text.slice(i, end).toLowerCase();
}

export function expandAbbreviations(text: string, lexicon: CompiledLexicon): ExpandedText {
  const table = lexicon.abbreviations;
  if (table.size === 0) return { text, expanded: [] };
  const out: string[] = [];
  const expanded: { from: string; to: string }[] = [];
  let last = 0;
  let first = true;
  for (let i = 0; i < text.length;) {
    const c = text[i] as string;
    if (!isWordChar(c)) {
      // (a word inside a longer token of other letters, `BEé`, is not looked up: it is not ASCII-bounded)
      i += 1;
      continue;
    }
    let end = i;
    while (end < text.length && isWordChar(text[end] as string)) end += 1;
    const bounded = (i === 0 || !/\p{L}/u.test(text[i - 1] as string)) && (end >= text.length || !/\p{L}/u.test(text[end] as string));
    const word = text.slice(i, end);
    let expansion = bounded ? table.get(word) : undefined;
    if (expansion === undefined && bounded && first && word === word.toLowerCase()) {
      const upper = table.get(word.toUpperCase());
      const after = nextWord(text, end);
      if (upper !== undefined && (lexicon.restrictionCues.get(after) === 1 || lexicon.negationSuffixes.get(after) === 1)) expansion = upper;
    }
    if (expansion !== undefined) {
      out.push(text.slice(last, i), expansion);
      last = end;
      if (expanded.length < 8) expanded.push({ from: word, to: expansion });
    }
    first = false;
    i = end;
  }
  if (last === 0) return { text, expanded };
  out.push(text.slice(last));
  return { text: out.join(''), expanded };
}
