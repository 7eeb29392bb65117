/**
 * The precision gate (issue #25): what keeps a reading of free text from routing at HIGH. Each rule
 * names what the text says that the route would ignore, or what the route rests on that the text
 * does not say; the reading is then asked about, its route the first suggestion (`/legion yes`
 * runs it). {@link freeTextDoubt} checks text with no typed command, {@link typedTextDoubt} the
 * words after a typed build or review. Pure.
 */
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import type { NaturalLanguageCandidate, NaturalLanguageResult } from './nl-result.js';
import { DETERMINERS } from './lead-command.js';
import { editsCode, PLACE_PREPOSITIONS } from './precision-first.js';
import { isStopword, stem, tokenize, tokenizeWithBreaks } from './tokenize.js';

/** A keyword found through a lexicon synonym or a typo correction, as the explanation shows it (`review (synonym)`). */
const BORROWED_KEYWORD = /\((?:synonym|typo)\)$/;

/** Every keyword of the evidence was found through a lexicon synonym or a typo correction. */
export const borrowedOnly = (evidence: NaturalLanguageCandidate['evidence']): boolean =>
  evidence !== undefined && evidence.keywords.length > 0 && evidence.keywords.every((k) => BORROWED_KEYWORD.test(k));

/** The words of a text, hyphenated ones split (`client-side`, `security-only`). */
const wordParts = (words: string): string[] => tokenize(words).flatMap((word) => word.split('-').filter(Boolean));

/** Every word a negation masks (`no docs` → `docs`). */
export const negatedWords = (explanation: NaturalLanguageResult['explanation']): Set<string> => new Set(explanation.negations.flatMap((n) => n.scope));

const notUnderstood = (result: NaturalLanguageResult): string => `"${result.explanation.unexplained.slice(0, 3).join('", "')}" not understood`;

/** Why a HIGH reading of free text (no typed command) is only suggested, or null when it may route. */
export function freeTextDoubt(words: string, result: NaturalLanguageResult, nl: CompiledNaturalLanguage): string | null {
  const top = result.candidates[0];
  if (top === undefined) return null;
  if (result.explanation.unexplained.length > 0) return `${notUnderstood(result)}, so the route is suggested, not taken`;
  const evidence = top.evidence;
  const ownLead = result.leadCommand === top.command;
  // (a template counts as the text's own words only when its verb leads the text: `lock down the auth` does, `run SAST` does not)
  if (evidence !== undefined && evidence.exactNameBonus === 0 && borrowedOnly(evidence) && (evidence.template === null || !ownLead))
    return 'the route rests on synonyms or typo corrections only';
  const area = everyAreaExcluded(result, nl) ?? unflaggedArea(words, result, nl);
  if (area !== null) return area;
  // (a command's template with no verb leading the text is a thing named, `do the quick fix thing
  // again`; so is an area with no command leading it, `frontend only`, `skip the server stuff`)
  const areaOnly = top.flags.length > 0 && top.flags.every((f) => isAreaFlag(f, nl));
  if ((evidence?.template === null || (top.source === 'command_routes' && result.leadCommand === null) || areaOnly) && !ownLead)
    return `no word of the text asks for ${[top.command, ...top.flags].join(' ')}: it names a thing, not the work`;
  return (
    loneWord(words, result) ??
    alternatives(words) ??
    whetherTo(words, result) ??
    fixAsked(top.command, words, result, nl) ??
    negatedIntent(result.explanation, nl) ??
    otherIntent(words, result, result.flags, nl)
  );
}

/** Fixing, directly or through the lexicon (`patch`, `remediate`). */
export const isFixWord = (word: string, nl: CompiledNaturalLanguage): boolean => stem(word) === 'fix' || (nl.lexicon.synonyms.get(word) ?? []).some((e) => e.term.key === 'fix');

/** `review --just-security but also fix anything you find`, `only review, but also fix stuff`: a fix (not negated, not a thing named) asked of a command that does not edit. */
function fixAsked(command: string, words: string, result: NaturalLanguageResult, nl: CompiledNaturalLanguage): string | null {
  if (editsCode(command)) return null;
  const negated = negatedWords(result.explanation);
  // (`tell me what needs fixing, don't change anything`: with editing negated, a fix is what to report)
  if ([...negated].some((w) => nl.lexicon.editWords.has(stem(w)))) return null;
  const tokens = tokenize(words);
  const fix = tokens.find((t, i) => isFixWord(t, nl) && !negated.has(t) && !DETERMINERS.has(tokens[i - 1] ?? ''));
  return fix === undefined ? null : `"${fix}" asks for changes, and ${command} does not edit`;
}

/** `can we start?`: a modal and `we` before a command's bare name, asked, is whether to, not a request. */
function whetherTo(words: string, result: NaturalLanguageResult): string | null {
  const [modal, subject, ...rest] = tokenize(words);
  const content = rest.filter((t) => !isStopword(t));
  const bare = content.length === 1 && content[0] === result.command;
  return bare && subject === 'we' && WHETHER_MODALS.has(modal ?? '') && asksQuestion(words) ? `"${modal} we ${result.command}?" asks whether to` : null;
}

const WHETHER_MODALS: ReadonlySet<string> = new Set(['can', 'could', 'should', 'shall', 'may']);

/** `carry on? or have we finished phase 3?`: a clause that opens with `or` offers another way. */
function alternatives(words: string): string | null {
  const { tokens, breakBefore } = tokenizeWithBreaks(words);
  return tokens.some((t, i) => t === 'or' && i > 0 && breakBefore[i] === true) ? 'a clause opening with "or" offers another way' : null;
}

/**
 * Why the words after a typed command of an intent (build, review) leave it asked rather than
 * routed; null when they may route. `flags` are the intent flags the words add at HIGH ([] for none).
 */
export function typedTextDoubt(typed: string, words: string, result: NaturalLanguageResult, flags: readonly string[], nl: CompiledNaturalLanguage): string | null {
  if (result.explanation.unexplained.length > 0) return `${notUnderstood(result)} after ${typed}`;
  const fix = fixAsked(typed, words, result, nl);
  if (fix !== null) return fix;
  const everyArea = everyAreaExcluded(result, nl) ?? exceptedThing(result, nl);
  if (everyArea !== null) return everyArea;
  // (`review just the dashboard UI changes`: an area the work is narrowed to, which only build's skip flags express)
  const narrowed = narrowedArea(words, result, nl);
  if (narrowed !== null && !takesAreaFlags(typed, nl)) return `"${narrowed}" narrows the work in a way no flag of ${typed} expresses`;
  if (asksQuestion(words)) return `a question, not a request for ${typed}`;
  const narrowedTo = flags.length === 0 ? restrictedThing(words, nl) : null;
  if (narrowedTo !== null) return `"${narrowedTo}" narrows the work in a way no flag of ${typed} expresses`;
  const tokens = tokenize(words);
  const intentFlags = flags.filter((f) => !isAreaFlag(f, nl));
  if (intentFlags.length > 0 && (BESIDES_OPENERS.has(tokens[0] ?? '') || tokens.some((t) => BESIDES_WORDS.has(t))))
    return `the text asks for ${typed} and for ${intentFlags.join(' ')} besides`;
  const negatedWork = negatedIntent(result.explanation, nl);
  if (negatedWork !== null) return negatedWork;
  if (flags.length > 0 && intentFlags.length === flags.length) {
    // (`review it for SQL injection`: a word of an intent's phrase is no area of its own)
    const inPhrase = new Set(result.explanation.synonyms.filter((c) => c.from.includes(' ')).flatMap((c) => c.from.split(' ')));
    const area = tokenize(words).find((word) => !inPhrase.has(word) && areaOfWord(word, nl) !== -1);
    return area === undefined ? null : `"${area}" names an area, and ${flags.join(' ')} cannot carry it`;
  }
  return otherIntent(words, result, flags, nl, typed);
}

/** `build but don't touch the backend or the frontend`: the text leaves out every area, which no skip flag can say. */
function everyAreaExcluded(result: NaturalLanguageResult, nl: CompiledNaturalLanguage): string | null {
  const excluded = new Set(result.explanation.excludedAreas);
  return nl.areas.length > 1 && nl.areas.every((a) => excluded.has(a.name)) ? `the text leaves out every area (${[...excluded].join(', ')})` : null;
}

/** `build everything except the parts that aren't ready`: an exception that names no area or intent, which no flag can make. */
function exceptedThing(result: NaturalLanguageResult, nl: CompiledNaturalLanguage): string | null {
  if (result.explanation.excludedAreas.length > 0) return null;
  const n = result.explanation.negations.find((x) => EXCEPTIONS.has(x.cue) && !x.scope.some((w) => areaOfWord(w, nl) !== -1 || intentWord(w, nl)));
  return n === undefined ? null : `"${n.cue} ${n.scope.join(' ')}" leaves out work no flag can leave out`;
}

const EXCEPTIONS: ReadonlySet<string> = new Set(['except', 'except for', 'excluding', 'other than', 'apart from', 'aside from', 'save for', 'everything but', 'all but', 'minus']);

/** An area the text excludes or restricts the work to, or an area word within four words after `only`/`just`. */
function narrowedArea(words: string, result: NaturalLanguageResult, nl: CompiledNaturalLanguage): string | null {
  const { restrictedAreas, excludedAreas } = result.explanation;
  const named = [...restrictedAreas, ...excludedAreas][0];
  if (named !== undefined) return named;
  const tokens = wordParts(words);
  for (let i = 0; i < tokens.length; i += 1) {
    if (!nl.lexicon.restrictionCues.has(tokens[i] as string)) continue;
    const area = tokens.slice(i + 1, i + 5).find((word) => areaOfWord(word, nl) !== -1);
    if (area !== undefined) return `${tokens[i] as string} … ${area}`;
  }
  return null;
}

/** `review the dashboard only`: a thing a restriction cue narrows the work to that is no area, intent or phase. */
function restrictedThing(words: string, nl: CompiledNaturalLanguage): string | null {
  const { tokens, breakBefore } = tokenizeWithBreaks(words);
  for (let i = 0; i < tokens.length; i += 1) {
    // (`not just security` widens the work)
    if (!nl.lexicon.restrictionCues.has(tokens[i] as string) || tokens[i - 1] === 'not') continue;
    // (the cue's own clause: `build only, no review`)
    let from = i;
    while (from > Math.max(0, i - 2) && breakBefore[from] !== true) from -= 1;
    let to = i + 1;
    while (to < Math.min(tokens.length, i + 4) && breakBefore[to] !== true) to += 1;
    const near = [...tokens.slice(from, i), ...tokens.slice(i + 1, to)];
    const thing = near.find(
      (w) => !isStopword(w) && !DETERMINERS.has(w) && !/^\d+$/.test(w) && w !== 'phase' && !nl.commands.has(w) && areaOfWord(w, nl) === -1 && !intentWord(w, nl),
    );
    if (thing !== undefined) return `${tokens[i] as string} … ${thing}`;
  }
  return null;
}

/**
 * `plan phase 2 security-only`, `status, but only the security bits`: after a command that takes
 * no intent flag, an intent word beside a restriction cue (`only`, `just`) asks for a restriction
 * the command cannot make.
 */
export function restrictedIntent(typed: string, words: string, nl: CompiledNaturalLanguage): string | null {
  const tokens = wordParts(words);
  // (the word before the cue, or one of the three after it: `security-only`, `only the security bits`)
  const at = tokens.findIndex(
    (word, i) => nl.lexicon.restrictionCues.has(word) && [tokens[i - 1], ...tokens.slice(i + 1, i + 4)].some((next) => next !== undefined && intentWord(next, nl)),
  );
  return at === -1 ? null : `"${tokens[at] as string}" restricts ${typed} to an intent it cannot take`;
}

/**
 * `the backend, build it, leave the rest`: the text names an area, the route takes skip flags and
 * none came of it; the area may be what the writer meant to narrow.
 */
export function unflaggedArea(words: string, result: Pick<NaturalLanguageResult, 'command' | 'flags'>, nl: CompiledNaturalLanguage): string | null {
  if (result.flags.length > 0 || !takesAreaFlags(result.command, nl)) return null;
  const area = wordParts(words).find((word) => areaOfWord(word, nl) !== -1);
  return area === undefined ? null : `"${area}" names an area, and no flag came of it`;
}

/** The area a single word names (`ui` → frontend), or -1. */
export function areaOfWord(word: string, nl: CompiledNaturalLanguage): number {
  const own = nl.areaLexicon.byKey.get(stem(word));
  if (own !== undefined) return own;
  for (const entry of nl.lexicon.synonyms.get(word) ?? []) {
    const area = entry.parts === 1 ? nl.areaLexicon.byKey.get(entry.term.key) : undefined;
    if (area !== undefined) return area;
  }
  return -1;
}

/** `test`, `revuild`: a text of one word that is no command's name (or a typo of one) is too little to act on. */
function loneWord(words: string, result: NaturalLanguageResult): string | null {
  const content = tokenize(words).filter((word) => !isStopword(word));
  if (content.length !== 1) return null;
  // (a typo must correct to the command's own name: `stauts` routes, `revuild` → rebuild → build asks; `planning?` is no name)
  const word = content[0] as string;
  const names =
    !(word !== result.command && stem(word) === result.command) &&
    result.explanation.typos.every((t) => t.to === result.command) &&
    (result.candidates[0]?.evidence?.keywords ?? []).some((k) => !k.endsWith('(synonym)') && k.replace(BORROWED_KEYWORD, '').trim() === result.command);
  return names ? null : `"${word}" alone names no command`;
}

/** A skip flag of an area (`--skip-frontend`), not an intent's flag. */
const isAreaFlag = (flag: string, nl: CompiledNaturalLanguage): boolean => nl.areas.some((a) => nl.clusters[a.cluster]?.flags.includes(flag) === true);

/** The command takes skip flags (build), so an area it names can become one. */
const takesAreaFlags = (command: string | null, nl: CompiledNaturalLanguage): boolean => nl.areas.some((a) => nl.clusters[a.cluster]?.command === command);

/** The flags (and their commands) of the intents (not areas) a word names with a strong keyword, directly or through the lexicon in one or two steps. */
function intentFlagsOf(word: string, nl: CompiledNaturalLanguage): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (key: string, depth: number): void => {
    for (const l of nl.exact.get(key) ?? nl.stemmed.get(stem(key)) ?? []) {
      const cluster = nl.clusters[l.cluster];
      if (cluster?.source === 'nl_patterns' && l.entry.weight >= 0.5 && !nl.areas.some((a) => a.cluster === l.cluster)) for (const f of cluster.flags) out.set(f, cluster.command);
    }
    if (depth > 0) for (const e of nl.lexicon.synonyms.get(key) ?? []) if (e.parts === 1) visit(e.term.key, depth - 1);
  };
  visit(word, 2);
  return out;
}

/**
 * A word naming an intent none of `flags` carries, outside a negation and outside the words the
 * reading already rests on (`auth` in `harden the auth code` fills the template): `review but in
 * hardening mode`, `check the security of the backend and write up docs on it`, and, with no flag,
 * `review the changes for anything exploitable` (whose reply suggests `review --just-security`
 * first). After a typed command, another command's intent named as a thing (`review the docs`) is
 * the subject of the work, not a second request.
 */
function otherIntent(words: string, result: NaturalLanguageResult, flags: readonly string[], nl: CompiledNaturalLanguage, typed?: string): string | null {
  const negated = negatedWords(result.explanation);
  const reading = result.candidates.find((c) => c.flags.length === flags.length && c.flags.every((f) => flags.includes(f)))?.evidence;
  const used = new Set(tokenize([reading?.template ?? '', ...(reading?.keywords ?? [])].join(' ')));
  const tokens = tokenize(words);
  // (a typo names what it was read as: `reviw + hardn`)
  const corrected = new Map(result.explanation.typos.map((t) => [t.from, t.to]));
  const word = tokens.find((w, i) => {
    if (negated.has(w) || used.has(w)) return false;
    const named = intentFlagsOf(corrected.get(w) ?? w, nl);
    if (named.size === 0 || [...named.keys()].some((f) => flags.includes(f))) return false;
    return typed === undefined || !DETERMINERS.has(tokens[i - 1] ?? '') || [...named.values()].includes(typed);
  });
  if (word === undefined) return null;
  return `"${word}" names work ${flags.length > 0 ? `that ${flags.join(' ')} does not carry` : 'that no flag came of'}`;
}

/** A word that names an intent (not an area) with a strong keyword (`vulns` → vulnerability → security). */
const intentWord = (word: string, nl: CompiledNaturalLanguage): boolean => intentFlagsOf(word, nl).size > 0;

/** The clusters of the intents (not areas) the words name, in text order (`vulns` → the security review and hardening). */
export function intentClustersNamed(tokens: readonly string[], nl: CompiledNaturalLanguage): number[] {
  const named = new Set<string>();
  for (const token of tokens) for (const flag of intentFlagsOf(token, nl).keys()) named.add(flag);
  return nl.clusters.flatMap((c, index) => (c.source === 'nl_patterns' && c.flags.some((f) => named.has(f)) ? [index] : []));
}

/**
 * The first word that names an intent's work, outside a negation and not the place of the work,
 * or null: `quick fix for all the vulns` → `vulns`; `quick fix the typo in the readme` → null.
 */
export function intentOutsideNegation(words: string, explanation: NaturalLanguageResult['explanation'], nl: CompiledNaturalLanguage): string | null {
  const negated = negatedWords(explanation);
  const tokens = tokenize(words);
  const place = (i: number): boolean => {
    let j = i - 1;
    while (j >= 0 && (DETERMINERS.has(tokens[j] as string) || tokens[j] === 'all')) j -= 1;
    return j >= 0 && PLACE_PREPOSITIONS.has(tokens[j] as string);
  };
  return tokens.find((word, i) => !negated.has(word) && !place(i) && intentWord(word, nl)) ?? null;
}

/** The text, emoji and spaces aside at its end, ends with a question mark (`build it? 🤔`). */
function asksQuestion(words: string): boolean {
  const chars = [...words];
  let end = chars.length;
  while (end > 0 && /[\s\p{Extended_Pictographic}\uFE0F]/u.test(chars[end - 1] as string)) end -= 1;
  return end > 0 && chars[end - 1] === '?';
}

/** Words that add a second request beside the typed command (`build and document phase 3`, `… write the docs for it too`). */
const BESIDES_OPENERS: ReadonlySet<string> = new Set(['and', 'plus', 'then']);
const BESIDES_WORDS: ReadonlySet<string> = new Set(['too', 'also']);

/**
 * `review without the security part`, `build without the hardening but with docs`: a negated
 * intent. No flag skips an intent, and a `--just-*` flag of another intent says more than the text
 * (`with docs` may add the docs to the build rather than build only them).
 */
function negatedIntent(explanation: NaturalLanguageResult['explanation'], nl: CompiledNaturalLanguage): string | null {
  // (`not just security` undoes a restriction, not the intent)
  const negation = explanation.negations.find((n) => !/(?:^|\s)(?:just|only)$/.test(n.cue) && n.scope.some((word) => intentWord(word, nl)));
  return negation === undefined ? null : `"${negation.cue} ${negation.scope.join(' ')}" leaves out work no flag can leave out`;
}
