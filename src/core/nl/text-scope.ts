/**
 * Negation, exclusion and restriction scopes over the words of a text (docs/nl-scoring.md,
 * "Negation and restriction"). Linear: every scope is bounded and the scan moves forward only.
 *
 * - A negation cue (`no`, `not`, `without`, `except`, `skip`, `leave out`, … from the lexicon)
 *   opens a scope that runs to the end of the clause (punctuation or a clause-break word), to
 *   the next cue, or past {@link MAX_SCOPE_CONTENT_WORDS} content words, whichever comes first;
 *   `and` ends it unless an area word follows; `or`/`nor` continue a negated list (`without
 *   hardening or docs`). A cue after `or` that ends its clause is a yes/no tag (`… or not`). Words in a scope are *masked*: they never vote
 *   for an intent or a command.
 * - A wrap (`leave … alone`) masks what it encloses, within {@link MAX_WRAP_WORDS} words.
 * - An area word (a word for `frontend` or `backend`, see areas.ts) reached from a negation cue
 *   through function words, fillers (`code`, `side`) and exclusion verbs (`touch`) only is
 *   *excluded*: the text asks to skip that area. `without breaking the API` excludes nothing.
 * - An area word next to a restriction cue (`only the API`, `just the UI`, `backend only`), with
 *   the same kind of words between, is *restricted*: the text asks for that area alone.
 * - A cancel cue (`stop`, `cancel`) anywhere outside a negation marks the text as cancelling.
 */
import type { CompiledLexicon } from './lexicon.js';
import { isDigits, isStopword, joinKey, stem } from './tokenize.js';

/** Content words a negation scope covers at most (exclusion verbs and fillers do not count). */
export const MAX_SCOPE_CONTENT_WORDS = 3;
/** Words between the opener and the closer of a wrap (`leave the whole UI alone`). */
export const MAX_WRAP_WORDS = 6;
/** Pronouns that open a relative clause (`what is done`). */
const RELATIVES: ReadonlySet<string> = new Set(['what', 'whatever', 'which', 'that']);

export interface ScopeInput {
  parts: readonly string[];
  /** Per part: a clause break (punctuation) precedes it. */
  breakBefore: readonly boolean[];
  /** Per part: the area it names (index into the area list), -1 for none. */
  areaAt: Int32Array;
  lexicon: CompiledLexicon;
  /** Is the word known to the scorer (a keyword, template word, lexicon word)? */
  known?: (word: string) => boolean;
}

export interface NegationFound {
  /** The cue as typed (`no`, `leave … alone`). */
  cue: string;
  /** The masked words. */
  scope: string[];
  /** Parts of the scope. */
  start: number;
  end: number;
}

export interface AreaMention {
  area: number;
  /** The cue that excludes or restricts it. */
  cue: string;
  /** Parts that name the area, and the cue's parts. */
  positions: number[];
}

export interface ScopeResult {
  /** 1 = inside a negation: the word never votes. */
  masked: Uint8Array;
  negations: NegationFound[];
  excluded: AreaMention[];
  restricted: AreaMention[];
  /** The first cancel cue outside a negation, or null. */
  cancel: string | null;
  /** A negation cue that ends the text dismisses it (`test comment, please ignore`), or null. */
  dismissal: string | null;
  /** Every restriction cue with the content words that follow it in its clause (at most three). */
  restrictions: { cue: string; words: string[]; start: number; positions: number[] }[];
}

/** Pronouns that point back at what was just named (`just that`, `only those`). */
const ANAPHORS: ReadonlySet<string> = new Set(['that', 'those', 'it', 'this', 'these', 'them']);

type CueKind = 'negation' | 'restriction' | 'suffix' | 'break';

/** The longest cue of `kind` starting at `i`: its length in parts, 0 for none. */
function cueAt(input: ScopeInput, i: number, table: Map<string, number>): number {
  const { parts, lexicon } = input;
  let joined = '';
  let found = 0;
  for (let n = 1; n <= lexicon.maxParts && i + n <= parts.length; n += 1) {
    if (n > 1 && input.breakBefore[i + n - 1]) break;
    joined += parts[i + n - 1] as string;
    if (table.get(joined) === n) found = n;
    if (!lexicon.prefixes.has(joined)) break;
  }
  return found;
}

export function analyseScopes(input: ScopeInput): ScopeResult {
  const { parts, breakBefore, areaAt, lexicon } = input;
  const n = parts.length;
  const masked = new Uint8Array(n);
  const result: ScopeResult = { masked, negations: [], excluded: [], restricted: [], cancel: null, dismissal: null, restrictions: [] };
  if (n === 0) return result;

  // Cues per position (the longest wins; negation before restriction before break).
  const kind: (CueKind | null)[] = new Array<CueKind | null>(n).fill(null);
  const length = new Int32Array(n);
  for (let i = 0; i < n;) {
    const neg = cueAt(input, i, lexicon.negationCues);
    const res = cueAt(input, i, lexicon.restrictionCues);
    const brk = cueAt(input, i, lexicon.clauseBreaks);
    const suf = cueAt(input, i, lexicon.negationSuffixes);
    const best = Math.max(neg, res, brk, suf);
    if (best === 0) {
      i += 1;
      continue;
    }
    kind[i] = neg === best ? 'negation' : res === best ? 'restriction' : suf === best ? 'suffix' : 'break';
    length[i] = best;
    i += best;
  }

  const isFiller = (p: number): boolean => lexicon.scopeFillers.has(stem(parts[p] as string));
  const isVerb = (p: number): boolean => lexicon.exclusionVerbs.has(stem(parts[p] as string));
  const isLink = (p: number): boolean => parts[p] === 'and' || parts[p] === 'or' || parts[p] === 'nor';
  /** An unknown word of three letters or fewer is most likely a mistyped function word (`teh`). */
  const isShortUnknown = (p: number): boolean => (parts[p] as string).length <= 3 && input.known !== undefined && !input.known(parts[p] as string);
  /** A word that may stand between a cue and its area: function word, filler, exclusion verb, `and`/`or`. */
  const passable = (p: number): boolean => isStopword(parts[p] as string) || isFiller(p) || isVerb(p) || isLink(p) || isShortUnknown(p);
  const textOf = (from: number, to: number): string => parts.slice(from, to).join(' ');

  /** Areas reached forwards from `from` (before `limit`), through passable words only. */
  const areasForward = (from: number, limit: number): number[] => {
    const found: number[] = [];
    for (let p = from; p < limit; p += 1) {
      if (p > from && breakBefore[p]) break;
      if (kind[p] !== null && p > from) break;
      if ((areaAt[p] as number) >= 0) found.push(p);
      else if (!passable(p)) break;
    }
    return found;
  };
  /** Areas reached backwards from `from - 1` to the clause start. */
  const areasBackward = (from: number): number[] => {
    const found: number[] = [];
    if (breakBefore[from]) return found; // the cue opens its clause: nothing before it belongs to it
    for (let p = from - 1; p >= 0; p -= 1) {
      if (kind[p] !== null) break;
      if ((areaAt[p] as number) >= 0) found.push(p);
      else if (!passable(p) || isLink(p)) break;
      if (breakBefore[p]) break;
    }
    return found;
  };
  /** Areas of the clause before a cue that opens its own clause, through passable words only. */
  const areasBefore = (from: number): number[] => {
    const found: number[] = [];
    for (let p = from - 1; p >= 0; p -= 1) {
      if (kind[p] !== null) break;
      if ((areaAt[p] as number) >= 0) found.push(p);
      else if (!passable(p)) break;
      if (breakBefore[p]) break;
    }
    return found;
  };
  const mention = (into: AreaMention[], positions: number[], cue: string, cueStart: number, cueEnd: number): void => {
    const byArea = new Map<number, number[]>();
    for (const p of positions) {
      const area = areaAt[p] as number;
      const list = byArea.get(area) ?? [];
      list.push(p);
      byArea.set(area, list);
    }
    for (const [area, list] of byArea) {
      // the cue, the area words and every word between them: all of it is this one request
      const from = Math.min(cueStart, ...list);
      const to = Math.max(cueEnd - 1, ...list);
      const span: number[] = [];
      for (let c = from; c <= to; c += 1) span.push(c);
      into.push({ area, cue, positions: span });
    }
  };

  for (let i = 0; i < n;) {
    const k = kind[i];
    const len = length[i] as number;
    if (k === 'negation') {
      // A negated restriction (`but not just security`, `not only the API`) negates what follows
      // it: the cue takes the restriction in, so nothing is restricted and the words are masked.
      const negatedRestriction = i + len < n && kind[i + len] === 'restriction';
      const start = i + len + (negatedRestriction ? (length[i + len] as number) : 0);
      // `… or not` that ends its clause is a yes/no tag (`are we on track or not`), no negation.
      if (i > 0 && parts[i - 1] === 'or' && !breakBefore[i] && (start >= n || breakBefore[start])) {
        i = start;
        continue;
      }
      let end = start;
      let content = 0;
      while (end < n) {
        if (breakBefore[end] || kind[end] !== null) break;
        const word = parts[end] as string;
        if (isLink(end)) {
          // `no frontend or backend work` goes on; `no docs and review it` stops. A negated list
          // goes on after `or`/`nor` (`without hardening or docs`: neither is asked for).
          let next = end + 1;
          while (next < n && !breakBefore[next] && isStopword(parts[next] as string)) next += 1;
          if (next >= n || breakBefore[next]) break;
          const disjunction = word === 'or' || word === 'nor';
          if (!disjunction && (areaAt[next] as number) < 0) break;
          if (disjunction && kind[next] !== null) break;
        } else if (!isStopword(word) && !isFiller(end) && !isVerb(end)) {
          content += 1;
          if (content > MAX_SCOPE_CONTENT_WORDS) break;
        }
        end += 1;
      }
      for (let p = start; p < end; p += 1) masked[p] = 1;
      const cue = textOf(i, start);
      if (end > start) result.negations.push({ cue, scope: parts.slice(start, end), start, end });
      // A cue that ends the text dismisses it (`test comment, please ignore`).
      else if (start >= n) result.dismissal ??= cue;
      // (`not just the UI` is the UI and more: no area is left out.)
      if (!negatedRestriction) mention(result.excluded, areasForward(start, end), cue, i, start);
      i = Math.max(end, i + 1);
      continue;
    }
    if (k === 'suffix') {
      // `the frontend excluded`: the area words just before the cue, back to the clause start
      const start = i + len;
      const cue = textOf(i, start);
      const before = areasBackward(i);
      if (before.length > 0) {
        const from = Math.min(...before);
        for (let p = from; p < i; p += 1) masked[p] = 1;
        result.negations.push({ cue, scope: parts.slice(from, i), start: from, end: i });
        mention(result.excluded, before, cue, i, start);
      } else if (!breakBefore[i] && !RELATIVES.has(parts[i - 1] as string)) {
        // `hardening not needed this round`, `docs excluded`: the words just before, back to the
        // clause start (at most MAX_SCOPE_CONTENT_WORDS content words), are negated. (`review what's
        // done`: a relative pronoun before the cue makes it the object, not a negation)
        let from = i;
        for (let p = i - 1, content = 0; p >= 0 && kind[p] === null; p -= 1) {
          if (!isStopword(parts[p] as string) && (content += 1) > MAX_SCOPE_CONTENT_WORDS) break;
          from = p;
          if (breakBefore[p]) break;
        }
        if (from < i) {
          for (let p = from; p < i; p += 1) masked[p] = 1;
          result.negations.push({ cue, scope: parts.slice(from, i), start: from, end: i });
        }
      }
      i = start;
      continue;
    }
    if (k === 'restriction') {
      const start = i + len;
      const cue = textOf(i, start);
      // A restriction that is a clause of its own, with nothing after it but a pronoun (`the API,
      // just that`, `database and api stuff, that's it`), restricts the clause before it.
      let after = start;
      while (after < n && !breakBefore[after] && ANAPHORS.has(parts[after] as string)) after += 1;
      const ownClause = breakBefore[i] === true && (after >= n || breakBefore[after] === true);
      // (`be only, no ui`: a clause break right after the cue ends what it restricts forwards)
      const forward = start < n && breakBefore[start] ? [] : areasForward(start, n);
      mention(result.restricted, [...forward, ...(ownClause ? areasBefore(i) : areasBackward(i))], cue, i, start);
      const words: string[] = [];
      const positions: number[] = [];
      for (let p = start; p < n && words.length < 3; p += 1) {
        if (breakBefore[p] || kind[p] !== null) break;
        if (!isStopword(parts[p] as string)) {
          words.push(parts[p] as string);
          positions.push(p);
        }
      }
      // A cue that ends its clause restricts what comes before it (`report only`, `docs only`).
      if (words.length === 0 && (start >= n || breakBefore[start])) {
        for (let p = i - 1; p >= 0 && words.length < 3 && kind[p] === null; p -= 1) {
          // (a version or a count is no object: `bump lodash to 4.17.21, nothing else`)
          if (!isStopword(parts[p] as string) && !isDigits(parts[p] as string)) {
            words.unshift(parts[p] as string);
            positions.unshift(p);
          }
          if (breakBefore[p]) break;
        }
      }
      result.restrictions.push({ cue, words, start: i, positions });
      i = start;
      continue;
    }
    const closers = lexicon.negationWraps.get(parts[i] as string);
    if (closers) {
      let close = -1;
      for (let p = i + 1; p < n && p <= i + MAX_WRAP_WORDS + 1; p += 1) {
        if (breakBefore[p]) break;
        if (p > i + 1 && closers.has(parts[p] as string)) {
          close = p;
          break;
        }
      }
      if (close > 0) {
        for (let p = i + 1; p < close; p += 1) masked[p] = 1;
        const cue = `${parts[i] as string} … ${parts[close] as string}`;
        result.negations.push({ cue, scope: parts.slice(i + 1, close), start: i + 1, end: close });
        const inside: number[] = [];
        for (let p = i + 1; p < close; p += 1) if ((areaAt[p] as number) >= 0) inside.push(p);
        mention(result.excluded, inside, cue, i, i + 1);
        i = close + 1;
        continue;
      }
    }
    i += 1;
  }

  // `frontend — leave it`, `server: no.`: a clause made of a negative answer leaves out the areas
  // of the clause just before it (a label and its answer). One look per clause start.
  if (lexicon.negativeAnswers.size > 0) {
    for (let i = 1; i < n; i += 1) {
      if (!breakBefore[i]) continue;
      let end = i + 1;
      while (end < n && !breakBefore[end] && end - i <= lexicon.maxParts) end += 1;
      if (end - i > lexicon.maxParts || lexicon.negativeAnswers.get(joinKey(parts.slice(i, end))) !== end - i) continue;
      const before = areasBefore(i);
      if (before.length === 0 || before.some((p) => masked[p] === 1)) continue;
      const from = Math.min(...before);
      for (let p = from; p < i; p += 1) masked[p] = 1;
      const cue = textOf(i, end);
      result.negations.push({ cue, scope: parts.slice(from, i), start: from, end: i });
      mention(result.excluded, before, cue, i, end);
      // (`the client: skip` answers the label: it dismisses nothing)
      if (end >= n) result.dismissal = null;
    }
  }

  for (let p = 0; p < n && result.cancel === null; p += 1) {
    if (masked[p] === 0 && lexicon.cancelCues.has(parts[p] as string)) result.cancel = parts[p] as string;
  }
  return result;
}
