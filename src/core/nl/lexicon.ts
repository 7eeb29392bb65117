/**
 * The natural-language lexicon (intent-teams.yaml `nl_lexicon`, a legion-router extension):
 * synonyms, negation and restriction cues, clause breaks and the words the typo corrector must
 * leave alone. It is data: the bundled config carries the default, a repository overrides it list
 * by list (see mergeLexicon in src/core/config/parse-intent-teams.ts). This module only compiles
 * it into lookup tables; nothing here knows a particular word.
 *
 * Every entry is tokenised exactly like user input (tokenize.ts), so `front-end`, `front end` and
 * `frontend` are the same key, and compared through Map/Set lookups, never through a RegExp.
 */
import type { NaturalLanguageLexicon } from '../types.js';
import { splitParts } from './phrase-template.js';
import { joinKey, stem, tokenize } from './tokenize.js';

/** Entries longer than this many word parts are refused (a variant is a word or a short phrase). */
export const MAX_LEXICON_PARTS = 4;
/** At most this many entries are read from one list (and from all synonym lists together). */
export const MAX_LEXICON_ENTRIES = 4_096;

/** A canonical term a synonym stands for. */
export interface LexiconTerm {
  /** The canonical term's word parts (`['penetration', 'test']`). */
  parts: string[];
  /** joinKey of the parts (`penetrationtest`). */
  key: string;
}

/** One variant of a canonical term, as found in the input. */
export interface SynonymEntry {
  /** The variant as written in the lexicon (`front end`). */
  variant: string;
  term: LexiconTerm;
  /** Word parts of the variant. */
  parts: number;
}

/** A lexicon entry that could not be used. */
export interface LexiconProblem {
  list: string;
  text: string;
  reason: string;
}

export interface CompiledLexicon {
  /** joinKey(variant) → terms; also keyed by the stem of the joined variant. */
  synonyms: Map<string, SynonymEntry[]>;
  synonymStems: Map<string, SynonymEntry[]>;
  /** Every canonical term by key (the typo corrector and area detection use them). */
  terms: Map<string, LexiconTerm>;
  /** Multi-part keys: joinKey → number of parts, for cues of several words (`leave out`). */
  negationCues: Map<string, number>;
  /** Opener → closers (`leave` → [`alone`, `out`]). */
  negationWraps: Map<string, Set<string>>;
  restrictionCues: Map<string, number>;
  negationSuffixes: Map<string, number>;
  /** Stems. */
  exclusionVerbs: Set<string>;
  /** Stems. */
  scopeFillers: Set<string>;
  cancelCues: Set<string>;
  clauseBreaks: Map<string, number>;
  knownWords: Set<string>;
  /** Stems of words that carry no request (politeness, greetings): understood, never a vote. */
  fillerWords: Set<string>;
  /** joinKeys (and stems of them) of vague terms or variants: a reading resting only on them is not HIGH. */
  vagueTerms: Set<string>;
  /** Stems of words for changing code (`edit`, `change`). */
  editWords: Set<string>;
  /** Stems of every word of the cue and phrase lists (`wait` of `no wait`): understood words. */
  cueWords: Set<string>;
  questionWords: Set<string>;
  /** Multi-part: joinKey → parts. */
  requestOpeners: Map<string, number>;
  statementVerbs: Set<string>;
  correctionCues: Map<string, number>;
  acknowledgements: Map<string, number>;
  hedges: Map<string, number>;
  selfReports: Map<string, number>;
  /** Abbreviation as typed (case-sensitive, `BE`) → its expansion as written (`back end`). */
  abbreviations: Map<string, string>;
  /** Answers that leave out what the clause before names (`no`, `leave it`, `skip`): joinKey → parts. */
  negativeAnswers: Map<string, number>;
  /** Proper prefixes of every multi-part key above, so a scan stops as soon as no key can follow. */
  prefixes: Set<string>;
  /** Longest entry in parts. */
  maxParts: number;
  problems: LexiconProblem[];
}

/** Letters and digits only, at most 16 (`BE`, `FE`, `CR`). */
function isAbbreviation(text: string): boolean {
  if (text.length === 0 || text.length > 16) return false;
  for (const c of text) if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) return false;
  return true;
}

function partsOf(text: string): string[] {
  return splitParts(tokenize(text));
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Compile a lexicon; `undefined` gives an empty lexicon (the scorer then uses the clusters only). */
export function compileLexicon(lexicon: NaturalLanguageLexicon | undefined): CompiledLexicon {
  const compiled: CompiledLexicon = {
    synonyms: new Map(),
    synonymStems: new Map(),
    terms: new Map(),
    negationCues: new Map(),
    negationWraps: new Map(),
    restrictionCues: new Map(),
    negationSuffixes: new Map(),
    exclusionVerbs: new Set(),
    scopeFillers: new Set(),
    cancelCues: new Set(),
    clauseBreaks: new Map(),
    knownWords: new Set(),
    fillerWords: new Set(),
    vagueTerms: new Set(),
    cueWords: new Set(),
    editWords: new Set(),
    questionWords: new Set(),
    requestOpeners: new Map(),
    statementVerbs: new Set(),
    correctionCues: new Map(),
    acknowledgements: new Map(),
    hedges: new Map(),
    selfReports: new Map(),
    abbreviations: new Map(),
    negativeAnswers: new Map(),
    prefixes: new Set(),
    maxParts: 1,
    problems: [],
  };
  if (!lexicon) return compiled;
  let budget = MAX_LEXICON_ENTRIES;

  const usable = (list: string, text: unknown): string[] | null => {
    if (typeof text !== 'string') {
      compiled.problems.push({ list, text: String(text), reason: 'entry is not a string' });
      return null;
    }
    if (budget <= 0) {
      compiled.problems.push({ list, text, reason: `more than ${MAX_LEXICON_ENTRIES} entries` });
      return null;
    }
    const parts = partsOf(text);
    if (parts.length === 0) {
      compiled.problems.push({ list, text, reason: 'entry has no words' });
      return null;
    }
    if (parts.length > MAX_LEXICON_PARTS) {
      compiled.problems.push({ list, text, reason: `entry has more than ${MAX_LEXICON_PARTS} words` });
      return null;
    }
    budget -= 1;
    compiled.maxParts = Math.max(compiled.maxParts, parts.length);
    return parts;
  };
  const addPrefixes = (key: string): void => {
    for (let k = 1; k < key.length; k += 1) compiled.prefixes.add(key.slice(0, k));
  };

  for (const [term, variants] of Object.entries(lexicon.synonyms ?? {})) {
    const termParts = usable('synonyms', term);
    if (!termParts) continue;
    const canonical: LexiconTerm = { parts: termParts, key: joinKey(termParts) };
    compiled.terms.set(canonical.key, canonical);
    for (const variant of Array.isArray(variants) ? variants : []) {
      const parts = usable(`synonyms.${term}`, variant);
      if (!parts) continue;
      const key = joinKey(parts);
      // `backend` for `backend` says nothing; `back end` for `backend` is a reading of two words.
      if (key === canonical.key && parts.length === termParts.length) continue;
      const entry: SynonymEntry = { variant: variant as string, term: canonical, parts: parts.length };
      push(compiled.synonyms, key, entry);
      // (a short variant that is itself inflected is matched as typed: `redos` is no form of `redoing`)
      if (key.length >= 6 || stem(key) === key) push(compiled.synonymStems, stem(key), entry);
      addPrefixes(key);
    }
  }

  const phraseList = (list: keyof NaturalLanguageLexicon, into: Map<string, number>): void => {
    for (const text of (lexicon[list] as unknown[] | undefined) ?? []) {
      const parts = usable(list, text);
      if (!parts) continue;
      const key = joinKey(parts);
      for (const part of parts) compiled.cueWords.add(stem(part));
      into.set(key, parts.length);
      addPrefixes(key);
    }
  };
  phraseList('negation_cues', compiled.negationCues);
  phraseList('restriction_cues', compiled.restrictionCues);
  phraseList('negation_suffixes', compiled.negationSuffixes);
  phraseList('clause_breaks', compiled.clauseBreaks);
  phraseList('request_openers', compiled.requestOpeners);
  phraseList('correction_cues', compiled.correctionCues);
  phraseList('acknowledgements', compiled.acknowledgements);
  phraseList('hedges', compiled.hedges);
  phraseList('self_reports', compiled.selfReports);
  phraseList('negative_answers', compiled.negativeAnswers);

  const wordList = (list: keyof NaturalLanguageLexicon, into: Set<string>, stemmed: boolean): void => {
    for (const text of (lexicon[list] as unknown[] | undefined) ?? []) {
      const parts = usable(list, text);
      if (!parts) continue;
      for (const part of parts) into.add(stemmed ? stem(part) : part);
      if (list !== 'known_words') for (const part of parts) compiled.cueWords.add(stem(part));
    }
  };
  wordList('exclusion_verbs', compiled.exclusionVerbs, true);
  wordList('scope_fillers', compiled.scopeFillers, true);
  wordList('cancel_cues', compiled.cancelCues, false);
  wordList('known_words', compiled.knownWords, false);
  wordList('question_words', compiled.questionWords, false);
  wordList('statement_verbs', compiled.statementVerbs, false);
  wordList('filler_words', compiled.fillerWords, true);
  wordList('edit_words', compiled.editWords, true);
  for (const text of lexicon.vague_terms ?? []) {
    const parts = usable('vague_terms', text);
    if (!parts) continue;
    compiled.vagueTerms.add(joinKey(parts));
    compiled.vagueTerms.add(stem(joinKey(parts)));
  }

  for (const text of lexicon.abbreviations ?? []) {
    const cut = typeof text === 'string' ? text.split(' = ') : [];
    const [short, long] = cut;
    const expansion = long !== undefined ? partsOf(long) : [];
    if (cut.length !== 2 || short === undefined || !isAbbreviation(short) || expansion.length === 0 || expansion.length > MAX_LEXICON_PARTS) {
      compiled.problems.push({ list: 'abbreviations', text: String(text), reason: 'write the abbreviation as typed (letters and digits), " = ", its expansion (BE = back end)' });
      continue;
    }
    if (budget <= 0) break;
    budget -= 1;
    compiled.abbreviations.set(short, expansion.join(' '));
  }

  for (const text of lexicon.negation_wraps ?? []) {
    if (typeof text !== 'string') continue;
    const cut = text.includes('…') ? text.split('…') : text.split('...');
    const [opener, closer] = cut.map((piece) => partsOf(piece));
    if (cut.length !== 2 || !opener || !closer || opener.length !== 1 || closer.length !== 1) {
      compiled.problems.push({ list: 'negation_wraps', text, reason: 'write one opener word, "…", one closer word (leave … alone)' });
      continue;
    }
    const closers = compiled.negationWraps.get(opener[0] as string) ?? new Set<string>();
    closers.add(closer[0] as string);
    compiled.negationWraps.set(opener[0] as string, closers);
  }
  return compiled;
}
