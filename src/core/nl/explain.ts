/**
 * Why a text scored what it did, for the run summary and one debug line of the log: the matched
 * keywords and phrase template of the winner, the synonyms and typo corrections applied, the
 * negations, exclusions and restrictions found, and the conflict that lowered the tier.
 *
 * Every word here comes out of the tokeniser (letters, digits and in-word `-` only) or out of the
 * config, and every list is bounded, so a caller can print it; it still escapes it like any text.
 */

/** At most this many items per list. */
export const MAX_EXPLANATION_ITEMS = 8;

/**
 * Why a text is not routed at HIGH: two readings with evidence of their own (a second request
 * when the other one opens a clause of its own: `start a project and build it`), one word two
 * readings share, an area excluded and asked for alone, the writer taking it back or hedging, a
 * statement or a question rather than a request, a negated verb of the intent, an exclusion of
 * something unknown, a reading resting on vague words only (`vague`, lexicon `vague_terms`).
 */
export type ConflictKind = 'vague' | 'two-readings' | 'second-request' | 'ambiguous' | 'area' | 'correction' | 'hedge' | 'statement' | 'question' | 'negated' | 'unidentified';

export interface WordChange {
  /** As typed (tokenised). */
  from: string;
  /** What it was read as: the lexicon's canonical term, or the vocabulary word. */
  to: string;
}

export interface NaturalLanguageExplanation {
  /** Keywords of the best candidate that counted (`harden`, `security-review (either order)`). */
  keywords: string[];
  /** The phrase template of the best candidate that matched, or null. */
  template: string | null;
  synonyms: WordChange[];
  typos: WordChange[];
  /** Negation cues with the words they mask (`no` → `hardening`). */
  negations: { cue: string; scope: string[] }[];
  /** Areas the text excludes (`frontend`), each turned into its skip flag. */
  excludedAreas: string[];
  /** Areas the text restricts the work to (`backend` in "only the API"). */
  restrictedAreas: string[];
  /** Why the confidence was lowered below HIGH, if it was ("build --just-harden and build --just-document both match"). */
  conflict: string | null;
  /** What kind of conflict that is. */
  conflictKind: ConflictKind | null;
  /** The cancel word that keeps the text from routing (`stop`), or null. */
  cancel: string | null;
  /** Content words the scorer did not understand (explained-words.ts), in text order. */
  unexplained: string[];
}

export function emptyExplanation(): NaturalLanguageExplanation {
  return {
    keywords: [],
    template: null,
    synonyms: [],
    typos: [],
    negations: [],
    excludedAreas: [],
    restrictedAreas: [],
    conflict: null,
    conflictKind: null,
    cancel: null,
    unexplained: [],
  };
}

/** Keep the first MAX_EXPLANATION_ITEMS distinct items. */
export function boundedList<T>(items: readonly T[], key: (item: T) => string = String): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(item);
    if (out.length >= MAX_EXPLANATION_ITEMS) break;
  }
  return out;
}

/**
 * One line for the log: `keywords harden, security; template "harden {the}? security";
 * synonyms ui→frontend; typos reviw→review; negations no[hardening]; excluded frontend`.
 * Empty parts are left out; "nothing matched" when there is nothing at all.
 */
export function formatExplanation(explanation: NaturalLanguageExplanation): string {
  const parts: string[] = [];
  if (explanation.keywords.length > 0) parts.push(`keywords ${explanation.keywords.join(', ')}`);
  if (explanation.template) parts.push(`template "${explanation.template}"`);
  const changes = (list: WordChange[]): string => list.map((c) => `${c.from}→${c.to}`).join(', ');
  if (explanation.synonyms.length > 0) parts.push(`synonyms ${changes(explanation.synonyms)}`);
  if (explanation.typos.length > 0) parts.push(`typos ${changes(explanation.typos)}`);
  if (explanation.negations.length > 0) {
    parts.push(`negations ${explanation.negations.map((n) => `${n.cue}[${n.scope.join(' ')}]`).join(', ')}`);
  }
  if (explanation.excludedAreas.length > 0) parts.push(`excluded ${explanation.excludedAreas.join(', ')}`);
  if (explanation.restrictedAreas.length > 0) parts.push(`only ${explanation.restrictedAreas.join(', ')}`);
  if (explanation.unexplained.length > 0) parts.push(`not understood ${explanation.unexplained.join(', ')}`);
  if (explanation.cancel) parts.push(`cancel word "${explanation.cancel}"`);
  if (explanation.conflict) parts.push(`conflict: ${explanation.conflict}`);
  return parts.length > 0 ? parts.join('; ') : 'nothing matched';
}
