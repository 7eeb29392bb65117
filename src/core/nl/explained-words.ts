/**
 * What the scorer understood of a text (issue #12, docs/nl-scoring.md, "The order of decisions"). A
 * content word is *explained* when it is a keyword, name or template word of the config, a
 * lexicon term, variant, cue or filler word, an area, a typo corrected to one of those, a number,
 * or a part of a path or file name (`src/api`, `README.md`). Any other content word is
 * *unexplained*: the summary and the log line show them ("not understood …"), a vague reading
 * (precision-first.ts) routes only when the text has one, something specific to work on, and
 * free text with one is suggested rather than routed (the precision gate of
 * interpret-request-text.ts: on the held-out corpora it removes wrong HIGH routes, and the
 * reply's first suggestion keeps the route one word away).
 *
 * One forward pass over the parts: O(parts) Set lookups.
 */
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import { MAX_EXPLANATION_ITEMS } from './explain.js';
import type { TextReading } from './read-text.js';
import { isDigits, isStopword, stem } from './tokenize.js';

export interface ExplainedText {
  /** Content words (not function words), counted once per occurrence. */
  contentWords: number;
  /** The first unexplained words, in text order, distinct (at most MAX_EXPLANATION_ITEMS). */
  unexplained: string[];
  /** Unexplained content words, counted once per occurrence. */
  unexplainedCount: number;
}

export function explainWords(reading: TextReading, compiled: CompiledNaturalLanguage, paths: ReadonlySet<string>): ExplainedText {
  const { parts, forms, areaAt } = reading;
  const covered = new Uint8Array(parts.length);
  forms.forEach((list, at) => {
    for (const form of list) for (let k = 0; k < form.span && at + k < parts.length; k += 1) covered[at + k] = 1;
  });
  let contentWords = 0;
  const unexplained: string[] = [];
  const seen = new Set<string>();
  let unexplainedCount = 0;
  parts.forEach((part, p) => {
    if (isStopword(part) || isDigits(part) || part.length <= 1) return;
    contentWords += 1;
    if (covered[p] === 1 || areaAt[p] !== -1 || paths.has(part)) return;
    const s = stem(part);
    if (compiled.meaningStems.has(s) || compiled.meaningStems.has(part) || compiled.lexicon.fillerWords.has(s)) return;
    unexplainedCount += 1;
    if (seen.has(part)) return;
    seen.add(part);
    // (the explanation shows at most a few; the count covers them all)
    if (unexplained.length < MAX_EXPLANATION_ITEMS) unexplained.push(part);
  });
  return { contentWords, unexplained, unexplainedCount };
}

/** Is a character part of a path or file name token (`src/api`, `README.md`, `beta_nav`, `*.tsx`)? */
const PATH_MARKS = new Set(['/', '.', '_', '`', '*', '\\', '#', '@']);

/**
 * Words of the text's path-like tokens (a run of non-space characters with a `/`, `_`, `` ` ``,
 * `*`, `#`, `@` or an inner `.`), lower-cased: names of files and places, understood as the
 * subject of the work. One pass over the characters.
 */
export function pathWords(text: string): Set<string> {
  const words = new Set<string>();
  let start = 0;
  const flush = (end: number): void => {
    const token = text.slice(start, end);
    let marked = false;
    for (let i = 0; i < token.length && !marked; i += 1) {
      const c = token[i] as string;
      if (!PATH_MARKS.has(c)) continue;
      // a dot only inside a word (`README.md`), not a sentence end
      if (c === '.' && (i === 0 || i === token.length - 1 || !isWordChar(token[i + 1] as string))) continue;
      marked = true;
    }
    if (!marked) return;
    let word = '';
    for (const c of token.toLowerCase()) {
      if (isWordChar(c)) word += c;
      else {
        if (word) words.add(word);
        word = '';
      }
    }
    if (word) words.add(word);
  };
  for (let i = 0; i <= text.length; i += 1) {
    const c = text[i];
    if (c === undefined || c === ' ' || c === '\n' || c === '\t' || c === '\r') {
      if (i > start) flush(i);
      start = i + 1;
    }
  }
  return words;
}

function isWordChar(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}
