/**
 * Keyword hits of a read text (read-text.ts) for every cluster: n-grams of the input's words and
 * of their second readings (synonyms, typo corrections) looked up in the compiled keyword tables,
 * plus multi-word keywords found as bags of words (`only the backend` for `backend-only`,
 * `review it for security` for `security-review`). Masked (negated) words never vote.
 *
 * Linear: from each part, at most {@link MAX_PATHS_PER_START} paths of at most `maxGram` word
 * parts are looked up, and a path is only extended while it is a proper prefix of some key; bags
 * look at no more than {@link MAX_BAG_POSITIONS} occurrences of a word.
 */
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import type { TextReading, WordForm } from './read-text.js';
import type { HitVia, KeywordEntry, KeywordHit } from './score-candidate.js';
import { isStopword, stem } from './tokenize.js';

/** Weight multiplier for a keyword found through a lexicon synonym (`ui` for `frontend`). */
export const SYNONYM_FACTOR = 0.9;
/**
 * Weight multiplier for a keyword found through a typo correction (`reviw` for `review`). 1: the
 * corrector's guards (typo-index.ts) make a correction as good as the word.
 */
export const TYPO_FACTOR = 1;
/**
 * Weight multiplier for a keyword that is only a piece of a hyphenated word which is no key itself
 * (`started` in `getting-started guide`): the compound modifies something else.
 */
export const HYPHEN_PART_FACTOR = 0.8;
/** Weight multiplier for a multi-word keyword found as a bag of words, apart or reversed. */
export const BAG_FACTOR = 0.8;
/** Keyword occurrences looked at per keyword (more add nothing but cost). */
export const MAX_HITS_PER_KEYWORD = 4;
/** Paths (readings of the following words) looked up from one part. */
export const MAX_PATHS_PER_START = 32;
/** Occurrences of one word a bag looks at. */
export const MAX_BAG_POSITIONS = 16;

/** @internal */
export interface LookupEntry {
  cluster: number;
  entry: KeywordEntry;
  /** Word parts the keyword has (`new project` → 2). */
  parts: number;
  /** Stem lookups are the native way to find this entry (template words). */
  stemNative: boolean;
}

/** @internal */
export interface NameEntry {
  cluster: number;
  kind: 'own' | 'command';
  parts: number;
}

/** @internal A multi-word keyword of content words, matched as a bag of words too. */
export interface BagEntry {
  cluster: number;
  entry: KeywordEntry;
  stems: string[];
}

export interface KeywordFindings {
  hits: KeywordHit[][];
  /** The cluster's own name, flag or primary keyword occurs as whole (unmasked) words. */
  ownName: Uint8Array;
  /** The command the cluster routes to occurs as a whole (unmasked) word. */
  commandName: Uint8Array;
  /** Where the names occur. */
  namePositions: number[][];
  /** Per cluster: the heaviest keyword weight found among masked words (negated and asked for). */
  maskedWeight: number[];
}

interface Path {
  end: number;
  joined: string;
  words: number;
  factor: number;
  via: HitVia | undefined;
  primaryOnly: boolean;
  compoundOk: boolean;
  allHyphens: boolean;
}

export function findKeywordHits(reading: TextReading, compiled: CompiledNaturalLanguage): KeywordFindings {
  const { parts, forms, hyphenBefore, breakBefore } = reading;
  const masked = reading.scopes.masked;
  const n = parts.length;
  const clusterCount = compiled.clusters.length;
  const hits: KeywordHit[][] = Array.from({ length: clusterCount }, () => []);
  const ownName = new Uint8Array(clusterCount);
  const commandName = new Uint8Array(clusterCount);
  const namePositions: number[][] = Array.from({ length: clusterCount }, () => []);
  const maskedWeight: number[] = new Array<number>(clusterCount).fill(0);
  const hitCounts = new Map<KeywordEntry, number>();

  const { typoAt, tokenStart, tokenEnd } = reading;
  // A phrase the lexicon reads as one term (`security holes` → vulnerability) speaks as that term:
  // shorter runs of its own words inside it do not vote separately.
  const phraseEnd = new Int32Array(n).fill(-1);
  const phraseStart = new Int32Array(n).fill(-1);
  forms.forEach((list, i) => {
    for (const form of list) {
      if (form.span < 2) continue;
      for (let p = i; p < i + form.span; p += 1) {
        if ((phraseEnd[p] as number) - (phraseStart[p] as number) < form.span) {
          phraseStart[p] = i;
          phraseEnd[p] = i + form.span;
        }
      }
    }
  });
  const insidePhrase = (start: number, end: number): boolean => {
    const from = phraseStart[start] as number;
    const to = phraseEnd[start] as number;
    return from >= 0 && from <= start && end <= to && end - start < to - from;
  };
  const addHit = (lookup: LookupEntry, hit: Omit<KeywordHit, 'entry'>): void => {
    const count = hitCounts.get(lookup.entry) ?? 0;
    if (count >= MAX_HITS_PER_KEYWORD) return;
    hitCounts.set(lookup.entry, count + 1);
    const positions = hit.positions ?? Array.from({ length: hit.end - hit.start }, (_, k) => hit.start + k);
    let factor = hit.factor ?? 1;
    let via = hit.via;
    if (positions.some((p) => typoAt[p] === 1)) {
      factor *= TYPO_FACTOR;
      via = 'typo';
    }
    const covered = new Set(positions);
    const partial = positions.some((p) => {
      for (let q = tokenStart[p] as number; q < (tokenEnd[p] as number); q += 1) if (!covered.has(q)) return true;
      return false;
    });
    if (partial) factor *= HYPHEN_PART_FACTOR;
    hits[lookup.cluster]?.push({ entry: lookup.entry, ...hit, factor, ...(via ? { via } : {}) });
  };

  const stems = new Map<string, string>();
  const stemOf = (word: string): string => {
    let value = stems.get(word);
    if (value === undefined) {
      value = stem(word);
      stems.set(word, value);
    }
    return value;
  };

  const edgesAt = (pos: number): Path[] => {
    const word = parts[pos] as string;
    const edges: Path[] = [{ end: pos + 1, joined: word, words: 1, factor: 1, via: undefined, primaryOnly: true, compoundOk: word.length >= 2, allHyphens: true }];
    for (const form of forms[pos] as WordForm[]) {
      let spanMasked = false;
      for (let p = pos; p < pos + form.span; p += 1) if (masked[p] === 1) spanMasked = true;
      if (spanMasked) continue;
      edges.push({
        end: pos + form.span,
        joined: form.key,
        words: form.parts.length,
        factor: SYNONYM_FACTOR,
        via: 'synonym',
        primaryOnly: false,
        compoundOk: true,
        allHyphens: false,
      });
    }
    return edges;
  };

  for (let i = 0; i < n; i += 1) {
    if (masked[i] === 1) {
      // Negated words never vote; remember what they would have said (negated and affirmed).
      for (const lookup of [...(compiled.exact.get(parts[i] as string) ?? []), ...(compiled.stemmed.get(stemOf(parts[i] as string)) ?? [])]) {
        maskedWeight[lookup.cluster] = Math.max(maskedWeight[lookup.cluster] ?? 0, lookup.entry.weight);
      }
      continue;
    }
    // A run of several words may stand for a one-word keyword (`set up` → `setup`) only when it
    // does not start with a function word and has no one-letter piece (`in it` ≠ `init`).
    const startsWithStop = isStopword(parts[i] as string);
    let frontier: Path[] = edgesAt(i).map((edge) => ({ ...edge, compoundOk: edge.compoundOk && (!startsWithStop || !edge.primaryOnly) }));
    let budget = MAX_PATHS_PER_START;
    while (frontier.length > 0 && budget > 0) {
      const next: Path[] = [];
      for (const path of frontier) {
        if (budget-- <= 0) break;
        const joinable = (entryParts: number): boolean => entryParts >= path.words || path.compoundOk || path.allHyphens;
        const hit = { start: i, end: path.end, factor: path.factor };
        const silenced = path.primaryOnly && insidePhrase(i, path.end);
        for (const lookup of silenced ? [] : (compiled.exact.get(path.joined) ?? [])) {
          if (joinable(lookup.parts)) addHit(lookup, { ...hit, stemmed: false, ...(path.via ? { via: path.via } : {}) });
        }
        const stemmedKey = path.words === 1 && path.primaryOnly ? stemOf(path.joined) : stem(path.joined);
        for (const lookup of silenced ? [] : (compiled.stemmed.get(stemmedKey) ?? [])) {
          if (!joinable(lookup.parts)) continue;
          // A synonym stands for a term, not a word form: no stem penalty through one.
          const stemmed = !lookup.stemNative && path.via !== 'synonym';
          const via = path.via ?? (stemmed ? 'stem' : undefined);
          addHit(lookup, { ...hit, stemmed, ...(via ? { via } : {}) });
        }
        if (path.primaryOnly && !silenced) {
          for (const name of compiled.names.get(path.joined) ?? []) {
            if (!joinable(name.parts)) continue;
            if (name.kind === 'own') ownName[name.cluster] = 1;
            else commandName[name.cluster] = 1;
            const list = namePositions[name.cluster] as number[];
            if (list.length < 8) for (let p = i; p < path.end; p += 1) list.push(p);
          }
        }
        // Stemming only changes the end of a word, so a run that is no key's proper prefix cannot
        // grow into a key.
        if (!compiled.prefixes.has(path.joined) || path.end >= n || masked[path.end] === 1 || breakBefore[path.end]) continue;
        if (path.words >= compiled.maxGram) continue;
        for (const edge of edgesAt(path.end)) {
          if (path.words + edge.words > compiled.maxGram) continue;
          next.push({
            end: edge.end,
            joined: path.joined + edge.joined,
            words: path.words + edge.words,
            factor: Math.min(path.factor, edge.factor),
            via: path.via ?? edge.via,
            primaryOnly: path.primaryOnly && edge.primaryOnly,
            compoundOk: path.compoundOk && edge.compoundOk,
            allHyphens: path.allHyphens && edge.primaryOnly && hyphenBefore[path.end] === true,
          });
        }
      }
      frontier = next;
    }
  }

  if (compiled.bags.length > 0) findBags(reading, compiled, stemOf, addHit);
  return { hits, ownName, commandName, namePositions, maskedWeight };
}

/** Multi-word keywords whose words occur near each other in the same clause, in any order. */
function findBags(
  reading: TextReading,
  compiled: CompiledNaturalLanguage,
  stemOf: (word: string) => string,
  addHit: (lookup: LookupEntry, hit: Omit<KeywordHit, 'entry'>) => void,
): void {
  const { parts, forms, breakBefore } = reading;
  const masked = reading.scopes.masked;
  const n = parts.length;
  const content = new Int32Array(n);
  const clause = new Int32Array(n);
  const index = new Map<string, { pos: number; factor: number }[]>();
  let ci = 0;
  let cl = 0;
  const put = (key: string, pos: number, factor: number): void => {
    const list = index.get(key) ?? [];
    if (list.length >= MAX_BAG_POSITIONS || list.some((e) => e.pos === pos)) return;
    list.push({ pos, factor });
    index.set(key, list);
  };
  for (let p = 0; p < n; p += 1) {
    if (breakBefore[p]) cl += 1;
    clause[p] = cl;
    content[p] = ci;
    const word = parts[p] as string;
    if (!isStopword(word)) ci += 1;
    if (masked[p] === 1) continue;
    put(stemOf(word), p, 1);
    for (const form of forms[p] as WordForm[]) {
      if (form.parts.length === 1 && form.span === 1) put(stem(form.key), p, SYNONYM_FACTOR);
    }
  }
  for (const bag of compiled.bags) {
    const firsts = index.get(bag.stems[0] as string);
    if (!firsts) continue;
    const window = bag.stems.length;
    for (const first of firsts) {
      const chosen = [first.pos];
      let factor = first.factor;
      for (const wanted of bag.stems.slice(1)) {
        let best: { pos: number; factor: number } | null = null;
        for (const option of index.get(wanted) ?? []) {
          if (chosen.includes(option.pos) || clause[option.pos] !== clause[first.pos]) continue;
          if (Math.abs((content[option.pos] as number) - (content[first.pos] as number)) > window) continue;
          if (best === null || Math.abs(option.pos - first.pos) < Math.abs(best.pos - first.pos)) best = option;
        }
        if (best === null) break;
        chosen.push(best.pos);
        factor = Math.min(factor, best.factor);
      }
      if (chosen.length !== bag.stems.length) continue;
      // In order and adjacent is an n-gram, found already at full weight.
      const adjacent = chosen.every((p, k) => k === 0 || p === (chosen[k - 1] as number) + 1);
      if (adjacent && factor === 1) continue;
      const lookup: LookupEntry = { cluster: bag.cluster, entry: bag.entry, parts: bag.stems.length, stemNative: false };
      addHit(lookup, {
        start: Math.min(...chosen),
        end: Math.max(...chosen) + 1,
        positions: chosen,
        stemmed: false,
        factor: adjacent ? factor : factor * BAG_FACTOR,
        via: adjacent ? 'synonym' : 'bag',
      });
      break;
    }
  }
}
