/**
 * The first stage of scoring a text: its word parts with clause breaks, the second readings the
 * lexicon and the typo corrector give them, the areas they name, and the negation and
 * restriction scopes over them (text-scope.ts). Everything later works on this reading.
 *
 * Linear in the text: synonym lookup is bounded n-grams through a prefix set, typo lookup is
 * bounded per distinct word and capped at {@link MAX_TYPO_LOOKUPS} distinct words per text.
 */
import type { CompiledLexicon, LexiconTerm } from './lexicon.js';
import { analyseScopes, type ScopeResult } from './text-scope.js';
import type { TypoIndex } from './typo-index.js';
import { isStopword, stem, tokenizeWithBreaks } from './tokenize.js';

/** Distinct unknown words looked up in the typo index per text (comments are short; a flood is not). */
export const MAX_TYPO_LOOKUPS = 256;
/** Second readings kept per part. */
const MAX_FORMS_PER_PART = 3;

/** A second reading of the parts `start .. start + span`: a lexicon synonym. */
export interface WordForm {
  /** joinKey of what the parts are read as (`frontend`, `review`). */
  key: string;
  /** Its word parts. */
  parts: string[];
  span: number;
  kind: 'synonym';
  /** The input's parts as typed (after typo correction), joined with spaces. */
  from: string;
}

/** A typo corrected in place. */
export interface TypoCorrection {
  at: number;
  from: string;
  to: string;
}

/** What a text's areas are: area names in config order, and a lookup from a word's stem or term key. */
export interface AreaLexicon {
  names: string[];
  /** stem of a word or joinKey of a lexicon term → area index. */
  byKey: Map<string, number>;
}

export interface TextReading {
  /** Word parts, misspelt words already corrected (see `typos`). */
  parts: string[];
  /** Per part: 1 when it was corrected. */
  typoAt: Uint8Array;
  typos: TypoCorrection[];
  /** Per part: the first and the end part of the hyphenated token it belongs to (`getting-started`). */
  tokenStart: Int32Array;
  tokenEnd: Int32Array;
  /** A hyphen inside one token precedes this part (`one-off` → `off`). */
  hyphenBefore: boolean[];
  /** Punctuation precedes this part. */
  breakBefore: boolean[];
  /** A sentence break (`. ; : ! ?`, a free-standing dash) precedes this part: no phrase template spans it. */
  stopBefore: boolean[];
  /** Second readings starting at each part. */
  forms: WordForm[][];
  /** Area index per part, -1 for none. */
  areaAt: Int32Array;
  scopes: ScopeResult;
}

export interface ReadingTables {
  lexicon: CompiledLexicon;
  typos: TypoIndex;
  /** Stems of every vocabulary word (a word whose stem is here is known, not a typo). */
  vocabularyStems: ReadonlySet<string>;
  /** Do two vocabulary words say the same thing (one stem, or keywords of the same clusters only)? */
  sameWord?: (a: string, b: string) => boolean;
  areas: AreaLexicon;
}

function formFor(term: LexiconTerm, span: number, from: string): WordForm {
  return { key: term.key, parts: term.parts, span, kind: 'synonym', from };
}

/** Split tokens into parts, remembering hyphens, tokens and clause breaks. */
function splitText(text: string): Pick<TextReading, 'parts' | 'hyphenBefore' | 'breakBefore' | 'stopBefore' | 'tokenStart' | 'tokenEnd'> {
  const { tokens, breakBefore: tokenBreaks, stopBefore: tokenStops } = tokenizeWithBreaks(text);
  const parts: string[] = [];
  const hyphenBefore: boolean[] = [];
  const breakBefore: boolean[] = [];
  const stopBefore: boolean[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  tokens.forEach((token, t) => {
    const pieces = token.includes('-') ? token.split('-').filter((p) => p.length > 0) : [token];
    const first = parts.length;
    pieces.forEach((piece, i) => {
      parts.push(piece);
      hyphenBefore.push(i > 0);
      breakBefore.push(i === 0 && tokenBreaks[t] === true);
      stopBefore.push(i === 0 && tokenStops[t] === true);
      starts.push(first);
      ends.push(first + pieces.length);
    });
  });
  return { parts, hyphenBefore, breakBefore, stopBefore, tokenStart: Int32Array.from(starts), tokenEnd: Int32Array.from(ends) };
}

export function readText(text: string, tables: ReadingTables): TextReading {
  const { parts, hyphenBefore, breakBefore, stopBefore, tokenStart, tokenEnd } = splitText(text);
  const n = parts.length;
  const { lexicon } = tables;
  const forms: WordForm[][] = Array.from({ length: n }, () => []);

  // Typos first, corrected in place: unknown content words close to exactly one vocabulary word.
  const typoAt = new Uint8Array(n);
  const typos: TypoCorrection[] = [];
  const corrections = new Map<string, string | null>();
  for (let i = 0; i < n; i += 1) {
    const word = parts[i] as string;
    if (isStopword(word) || lexicon.knownWords.has(word)) continue;
    if (tables.typos.has(word) || tables.vocabularyStems.has(stem(word))) continue;
    if (lexicon.synonyms.has(word) || lexicon.synonymStems.has(stem(word))) continue;
    let corrected = corrections.get(word);
    if (corrected === undefined) {
      if (corrections.size >= MAX_TYPO_LOOKUPS) continue;
      const found = tables.typos.correct(word, tables.sameWord ?? ((a, b) => stem(a) === stem(b)));
      corrected = found ? found.word : null;
      corrections.set(word, corrected);
    }
    if (corrected === null) continue;
    parts[i] = corrected;
    typoAt[i] = 1;
    typos.push({ at: i, from: word, to: corrected });
  }

  // Synonyms: the longest variants first, so `front end` is one reading, not `front` + `end`.
  for (let i = 0; i < n; i += 1) {
    let joined = '';
    // Several words may stand for a one-word variant (`back end` → `backend`) only when they do not
    // start with a function word and have no one-letter piece, as for keywords.
    let compoundOk = !isStopword(parts[i] as string);
    const found: { entries: { term: LexiconTerm }[]; span: number }[] = [];
    for (let k = 1; k <= lexicon.maxParts && i + k <= n; k += 1) {
      if (k > 1 && breakBefore[i + k - 1]) break;
      const piece = parts[i + k - 1] as string;
      if (piece.length < 2) compoundOk = false;
      joined += piece;
      const fits = (e: { parts: number }): boolean => e.parts >= k || compoundOk;
      const exact = lexicon.synonyms.get(joined)?.filter(fits);
      // Stems of short words are unreliable (`flags` is no `flag` someone does): five letters or more.
      const byStem = joined.length >= 5 ? lexicon.synonymStems.get(stem(joined))?.filter((e) => fits(e) && e.variant.length >= 5) : undefined;
      const entries = exact && exact.length > 0 ? exact : byStem;
      if (entries && entries.length > 0) found.push({ entries, span: k });
      if (!lexicon.prefixes.has(joined)) break;
    }
    for (const { entries, span } of found.reverse()) {
      for (const entry of entries) {
        if (span === 1 && entry.term.key === parts[i]) continue; // the word already says the term (`backend`)
        const list = forms[i] as WordForm[];
        if (list.length >= MAX_FORMS_PER_PART || list.some((f) => f.key === entry.term.key)) continue;
        list.push(formFor(entry.term, span, parts.slice(i, i + span).join(' ')));
      }
    }
  }

  // The longest reading wins: a reading inside a longer one (`going` in `keep going`) is dropped.
  let coveredTo = 0;
  for (let i = 0; i < n; i += 1) {
    const list = forms[i] as WordForm[];
    if (i < coveredTo) {
      forms[i] = list.filter((form) => i + form.span > coveredTo);
    }
    for (const form of forms[i] as WordForm[]) if (form.span > 1) coveredTo = Math.max(coveredTo, i + form.span);
  }

  // Areas, by the part's own stem or by one of its readings.
  const areaAt = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i += 1) {
    const own = tables.areas.byKey.get(stem(parts[i] as string));
    if (own !== undefined) {
      areaAt[i] = own;
      continue;
    }
    for (const form of forms[i] as WordForm[]) {
      const area = tables.areas.byKey.get(form.key);
      if (area === undefined) continue;
      for (let p = i; p < i + form.span; p += 1) areaAt[p] = area;
      break;
    }
  }
  const known = (word: string): boolean => isStopword(word) || tables.typos.has(word) || tables.vocabularyStems.has(stem(word));
  const scopes = analyseScopes({ parts, breakBefore, areaAt, lexicon, known });
  return { parts, typoAt, typos, tokenStart, tokenEnd, hyphenBefore, breakBefore, stopBefore, forms, areaAt, scopes };
}
