/**
 * Precision first (issue #12): the checks that keep a text from routing at HIGH although its best
 * reading scores HIGH. A wrong HIGH route runs the wrong agents on the wrong code; a MEDIUM on a
 * clear request only asks. Each check looks at the ranked readings and the read text and returns
 * why it fails, or null; the first failing check names the conflict.
 */
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import type { ConflictKind } from './explain.js';
import type { KeywordFindings } from './find-keywords.js';
import { DETERMINERS, type LeadWord } from './lead-command.js';
import type { NaturalLanguageCandidate } from './nl-result.js';
import type { TextReading } from './read-text.js';
import type { Evidence } from './score-evidence.js';
import type { TextMood } from './text-mood.js';
import { isDigits, isStopword, joinKey, stem, tokenize } from './tokenize.js';

/** A second candidate this strong, with evidence of its own for another route, is a conflict. */
export const CONFLICT_LEVEL = 0.7;
/** Candidates after the first that the conflict check looks at. */
const CONFLICT_RIVALS = 6;

/** Content words at the start of a clause that say what it is about (`also a full security audit`). */
const CLAUSE_HEAD_WORDS = 3;

/** What the checks read. */
export interface ConflictContext {
  reading: TextReading;
  compiled: CompiledNaturalLanguage;
  found: KeywordFindings;
  /** Best first (rank-candidates.ts); never empty. */
  ranked: Evidence[];
  lead: LeadWord;
  /** Clause segment of every part (lead-command.ts). */
  segment: Int32Array;
  /** Clusters whose confidence a question capped (they do not answer questions). */
  capped: Set<number>;
  mood: TextMood;
  /** Why the areas contradict each other (area-requests.ts), or null. */
  areaConflict: string | null;
  /** Content words the scorer did not understand (explained-words.ts): something specific to work on. */
  unexplained: number;
}

export interface Conflict {
  kind: ConflictKind;
  why: string;
}

/** Are two routes the same work, or one a refinement of the other (a route and an intent of its command)? */
export function compatible(a: NaturalLanguageCandidate, b: NaturalLanguageCandidate): boolean {
  if (a.command !== b.command) return false;
  if (a.flags.length === 0 || b.flags.length === 0) return true;
  return a.flags.join(' ') === b.flags.join(' ');
}

export function label(c: NaturalLanguageCandidate): string {
  return [c.command, ...c.flags].join(' ');
}

/** The text's own mood: an area contradiction, a correction, a hedge, a statement, a question. */
function moodConflict({ mood, areaConflict, capped, ranked }: ConflictContext): Conflict | null {
  const top = ranked[0] as Evidence;
  if (areaConflict !== null) return { kind: 'area', why: areaConflict };
  if (mood.correction) return { kind: 'correction', why: 'the text takes back what it asked for' };
  if (mood.hedge) return { kind: 'hedge', why: 'the writer is not sure what they want' };
  if (mood.statement) return { kind: 'statement', why: 'the text describes something rather than asking for work' };
  if (mood.question && capped.has(top.index)) return { kind: 'question', why: 'a question about the work, not a request for it' };
  return null;
}

/**
 * Per part: the first content word of a clause segment after the lead's (`fix` in "… and fix
 * them"); per segment: it opens with a conjunction or a clause-break word (`and`, `but also`).
 */
function clauseOpeners(
  reading: TextReading,
  compiled: CompiledNaturalLanguage,
  segment: Int32Array,
  leadAt: number,
): { opener: Uint8Array; conjoined: Uint8Array; head: Uint8Array } {
  const { parts } = reading;
  const isConjunction = (word: string): boolean => compiled.lexicon.clauseBreaks.has(word) || word === 'and' || word === 'or';
  const opener = new Uint8Array(parts.length);
  const conjoined = new Uint8Array((segment[parts.length - 1] ?? 0) + 1);
  // The first CLAUSE_HEAD_WORDS content words of every segment: what the clause is about.
  const head = new Uint8Array(parts.length);
  for (let p = 0, count = 0; p < parts.length; p += 1) {
    if (p > 0 && segment[p] !== segment[p - 1]) count = 0;
    const word = parts[p] as string;
    if (isStopword(word) || isConjunction(word)) continue;
    count += 1;
    if (count <= CLAUSE_HEAD_WORDS) head[p] = 1;
  }
  for (let p = 0, last = leadAt >= 0 ? (segment[leadAt] as number) : -1; p < parts.length; p += 1) {
    const word = parts[p] as string;
    if (p > 0 && segment[p] !== segment[p - 1] && isConjunction(word)) conjoined[segment[p] as number] = 1;
    if (segment[p] === last || isStopword(word) || p <= leadAt || isConjunction(word)) continue;
    last = segment[p] as number;
    opener[p] = 1;
  }
  return { opener, conjoined, head };
}

/**
 * An intent, and then the whole command in a clause of its own (`review for security and also
 * check performance`): the intent restricts the work that the second clause widens again.
 */
function widenedIntent({ reading, compiled, ranked, lead, segment }: ConflictContext): Conflict | null {
  const top = ranked[0] as Evidence;
  if (top.candidate.source !== 'nl_patterns' || compiled.areas.some((a) => a.cluster === top.index)) return null;
  const { opener, conjoined } = clauseOpeners(reading, compiled, segment, lead.at);
  // (the top's keyword hits: its template words elsewhere in the text are no evidence of its own)
  const topHits = new Set(top.score?.positions ?? [...top.positions]);
  const topSegments = new Set([...topHits].map((p) => segment[p]));
  for (const e of ranked) {
    if (e === top || e.candidate.source !== 'command_routes' || !compatible(top.candidate, e.candidate)) continue;
    const widening = [...e.positions].some((p) => !topHits.has(p) && opener[p] === 1 && !topSegments.has(segment[p] as number) && conjoined[segment[p] as number] === 1);
    if (widening) return { kind: 'second-request', why: `${label(top.candidate)} and then all of ${e.candidate.command} are asked for` };
  }
  return null;
}

/** Objects that make a clause-opening word a second action on the same thing (`… and update them`). */
const ACTION_OBJECTS: ReadonlySet<string> = new Set(['it', 'them', 'those', 'these']);

/**
 * A later clause, joined by a conjunction, that opens with a word no compatible reading explains
 * and acts on the same thing (`review the docs and update them`, `build it and deploy it`): the
 * text asks for a second action the scorer does not understand.
 */
function unexplainedSecondAction({ reading, compiled, ranked, lead, segment }: ConflictContext): Conflict | null {
  const { parts } = reading;
  const top = ranked[0] as Evidence;
  // The clause the request opens with: the leading command's, else the top reading's first word's.
  let anchor = lead.command !== null ? lead.at : Number.POSITIVE_INFINITY;
  if (lead.command === null) for (const p of top.positions) anchor = Math.min(anchor, p);
  if (anchor < 0 || !Number.isFinite(anchor)) return null;
  const { opener, conjoined } = clauseOpeners(reading, compiled, segment, anchor);
  const explained = new Set(top.positions);
  for (const e of ranked) if (e !== top && compatible(top.candidate, e.candidate)) for (const p of e.positions) explained.add(p);
  const compatibleClusters = new Set(ranked.filter((e) => compatible(top.candidate, e.candidate)).map((e) => e.index));
  // (or it opens templates of a reading the top is incompatible with: `… but also fix the button
  // colours`); once per distinct word, so the scan stays O(words + distinct words × clusters)
  const otherVerbOf = new Map<string, boolean>();
  const opensOther = (word: string): boolean =>
    compiled.templateOpeners[top.index]?.has(word) !== true &&
    compiled.clusters.some(
      (cluster, index) =>
        index !== top.index &&
        !compatibleClusters.has(index) &&
        compiled.templateOpeners[index]?.has(word) === true &&
        !(cluster.command === top.candidate.command && cluster.source === 'command_routes'),
    );
  for (let p = 0; p + 1 < parts.length; p += 1) {
    if (opener[p] !== 1 || conjoined[segment[p] as number] !== 1 || explained.has(p) || reading.scopes.masked[p] === 1) continue;
    const word = parts[p] as string;
    if (!otherVerbOf.has(word)) otherVerbOf.set(word, opensOther(word));
    const otherVerb = otherVerbOf.get(word) === true;
    if (ACTION_OBJECTS.has(parts[p + 1] as string) || otherVerb)
      return { kind: 'second-request', why: `"${parts[p] as string} ${parts[p + 1] as string}" asks for more than ${label(top.candidate)}` };
  }
  return null;
}

/** A second reading, of an incompatible route, with evidence of its own (or sharing the top's one word). */
function rivalConflict({ reading, compiled, ranked, lead, segment }: ConflictContext): Conflict | null {
  const { parts } = reading;
  const top = ranked[0] as Evidence;
  const leadCommand = lead.command;
  const leadAt = lead.at;
  let conflict: Conflict | null = null;
  const { opener: segmentOpener, conjoined, head: headOf } = clauseOpeners(reading, compiled, segment, leadAt);
  const setConflict = (kind: ConflictKind, why: string): void => {
    conflict ??= { kind, why };
  };
  // The leading word settles an ambiguity when it opens templates of the top reading only
  // (`patch the security holes`: patch → fix opens harden's templates, not security-only's).
  const leadWords = leadAt >= 0 ? [parts[leadAt] as string, ...(reading.forms[leadAt] ?? []).map((f) => f.key)] : [];
  const leadDecides = (rival: NaturalLanguageCandidate): boolean => {
    const topOpeners = compiled.templateOpeners[top.index] as Set<string>;
    const rivalOpeners = compiled.templateOpeners[compiled.clusters.findIndex((c) => c.key === rival.key && c.source === rival.source)] ?? new Set<string>();
    return leadWords.some((w) => topOpeners.has(w)) && !leadWords.some((w) => rivalOpeners.has(w));
  };
  // The words the top reading explains: its own and those of every reading compatible with it
  // (`build the plans for the UI only`: the build route explains "build the plans").
  const explained = new Set(top.positions);
  for (const e of ranked) if (e !== top && compatible(top.candidate, e.candidate)) for (const p of e.positions) explained.add(p);
  for (const rival of ranked.slice(1, 1 + CONFLICT_RIVALS)) {
    if (conflict !== null) break;
    const c = rival.candidate;
    if (compatible(top.candidate, c)) continue;
    // An intent demoted by the text's leading command word is its subject (`plan the docs work`),
    // unless an area asked for it: an exclusion or restriction the route cannot honour conflicts.
    const areaAsked = (c.evidence?.areaScore ?? 0) > 0;
    const ownPositions = [...rival.positions].filter((p) => !explained.has(p));
    // ... but not when it is asked for in a clause of its own (`review it and harden the auth`).
    // (After a command that takes its text as the task — quick, plan, explore — an intent is the task.)
    // A clause of its own that opens with the rival's word is a second request whatever the lead
    // (`explore the security issues and fix them`, `start a project and build it`).
    // So is a later clause that opens with a verb of the rival's templates only, which the top
    // reading does not explain (`… and fix them`), and a clause joined by a conjunction (`quick
    // fix but also a full security audit`).
    const rivalOpeners = compiled.templateOpeners[rival.index] ?? new Set<string>();
    const opensClause =
      ownPositions.some((p) => segmentOpener[p] === 1) ||
      (ownPositions.length > 0 && parts.some((word, p) => segmentOpener[p] === 1 && !explained.has(p) && rivalOpeners.has(word)));
    const apart = ownPositions.every((p) => segment[p] !== segment[leadAt]);
    const conjoinedClause = apart && ownPositions.every((p) => conjoined[segment[p] as number] === 1 && (headOf[p] ?? 0) === 1);
    const besideLead =
      leadCommand !== null && ownPositions.length > 0 && (opensClause || conjoinedClause || (apart && (c.source === 'command_routes' || compiled.intentCommands.has(leadCommand))));
    // A reading of another command than the leading one, in the lead's clause, is its subject.
    const demoted = leadCommand !== null && c.command !== leadCommand && !besideLead;
    const strength = c.confidence + (besideLead ? (c.evidence?.commandConflict ?? 0) : 0);
    if (!areaAsked && (strength < CONFLICT_LEVEL || demoted)) continue;
    // A rival resting only on nouns after a determiner that other readings' templates take as their
    // object (`front end only for this phase`: a phase is what builds and reviews work on) names
    // what the work is on, not a second request.
    const objectNouns =
      ownPositions.length > 0 &&
      ownPositions.every((p) => nounReference(reading, p) && compiled.objectStems.some((stems, index) => index !== rival.index && stems.has(stem(parts[p] as string))));
    if (objectNouns && !areaAsked) continue;
    const own = [...rival.positions].some((p) => !explained.has(p));
    // One word that two incompatible readings both list as a keyword (`security` alone) is ambiguous.
    const topKeys = new Set((top.score?.hits ?? []).map((h) => h.entry.key));
    const sameKeyword = (rival.score?.hits ?? []).some((h) => h.entry.key !== undefined && topKeys.has(h.entry.key));
    const oneReading = (top.score?.hits.length ?? 0) === 1 && (top.score?.templateScore ?? 0) === 0;
    const shared = oneReading && sameKeyword && [...rival.positions].every((p) => top.positions.has(p)) && c.confidence >= CONFLICT_LEVEL;
    if (own && besideLead && (opensClause || conjoinedClause)) setConflict('second-request', `${label(top.candidate)} and then ${label(c)} are asked for`);
    else if (own) setConflict('two-readings', `${label(top.candidate)} and ${label(c)} both match`);
    else if (shared && !leadDecides(c)) setConflict('ambiguous', `"${top.score?.hits[0]?.entry.keyword ?? ''}" alone could mean ${label(top.candidate)} or ${label(c)}`);
  }
  return conflict;
}

/** Prepositions whose object says where the work happens (`in the README`, `to the docs`). */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'to', 'on', 'of', 'inside', 'within']);

/** Is the word at `p` the object of a place preposition, through a determiner (`in the README`, `in README.md`)? */
export function prepositionalObject(reading: TextReading, p: number): boolean {
  const { parts } = reading;
  let q = p - 1;
  if (q >= 0 && DETERMINERS.has(parts[q] as string)) q -= 1;
  return q >= 0 && q < p && PLACE_PREPOSITIONS.has(parts[q] as string) && !reading.breakBefore[q + 1];
}

/**
 * Is the word at `p` a noun that names a thing: after a determiner, also through area words (`the
 * backend plans`), or numbered (`phase 2`)?
 */
function nounReference(reading: TextReading, p: number): boolean {
  const { parts } = reading;
  if (isDigits(parts[p + 1] ?? '')) return true;
  let q = p - 1;
  while (q >= 0 && (reading.areaAt[q] ?? -1) >= 0) q -= 1;
  return q >= 0 && DETERMINERS.has(parts[q] as string);
}

/**
 * A vague reading of a text that names nothing specific (lexicon `vague_terms`: `make it
 * bulletproof`, `small fix`, `build for security`): every content word the best reading's
 * evidence rests on, other than a command name, is typed as a vague term (the variant as written,
 * or the word itself), none is a word of the intent's own name or flag (`review purely for
 * security` names `--just-security`), and the text has no unexplained word, no object of its own
 * (`a small fix for the broken badge` has one).
 */
function vagueReading({ reading, compiled, ranked, unexplained }: ConflictContext): Conflict | null {
  const vague = compiled.lexicon.vagueTerms;
  if (vague.size === 0 || unexplained > 0) return null;
  const top = ranked[0] as Evidence;
  const cluster = compiled.clusters[top.index];
  if (cluster === undefined) return null;
  const own = new Set<string>();
  for (const name of [cluster.key, ...cluster.flags]) for (const word of tokenize(name)) for (const part of word.split('-')) if (part) own.add(stem(part));
  const { parts, forms } = reading;
  const vagueAt = new Uint8Array(parts.length);
  parts.forEach((part, p) => {
    if (vague.has(part) || vague.has(stem(part))) vagueAt[p] = 1;
    for (const form of forms[p] ?? []) {
      const key = joinKey(form.from.split(' '));
      if (!vague.has(key) && !vague.has(stem(key))) continue;
      for (let k = 0; k < form.span && p + k < parts.length; k += 1) vagueAt[p + k] = 1;
    }
  });
  // (another word of the same reading that is not vague gives it substance: `small tweak`, where
  // both words read as `quick`, which counts once)
  const keys = new Set<string>();
  for (const p of top.positions) for (const form of forms[p] ?? []) keys.add(form.key);
  for (let p = 0; p < parts.length; p += 1) if (vagueAt[p] !== 1 && (forms[p] ?? []).some((f) => keys.has(f.key))) return null;
  let rests = 0;
  for (const p of top.positions) {
    const part = parts[p];
    if (part === undefined || isStopword(part) || compiled.commands.has(part)) continue;
    if (vagueAt[p] !== 1 || own.has(stem(part))) return null;
    rests += 1;
  }
  if (rests === 0) return null;
  return { kind: 'vague', why: `${label(top.candidate)} rests on vague words only` };
}

/** What a negated edit may apply to and still mean all editing (`don't change anything`). */
const WHOLE_WORDS: ReadonlySet<string> = new Set(['anything', 'everything', 'something', 'any', 'all']);
/** ... and, when the choice is between fixing and reporting code, `code` too (`no code changes`; docs are no code). */
export const WHOLE_CODE_WORDS: ReadonlySet<string> = new Set([...WHOLE_WORDS, 'code']);
/** Commands whose work edits the code: a negated edit word (`no edits`) contradicts them. */
const EDITING_COMMANDS: ReadonlySet<string> = new Set(['build', 'quick', 'start']);

/**
 * Editing negated: a negation masks a word for changing code and nothing else but function words
 * and `anything` (lexicon `edit_words`: `no edits! only list the vulns`, `security code review,
 * no changes`) while the best reading edits (build, quick, start): the writer wants a report, not
 * the work. A scope with an object of its own (`no code changes`, `don't write any docs`) is not.
 */
function negatedEditing({ reading, compiled, ranked }: ConflictContext): Conflict | null {
  const top = ranked[0] as Evidence;
  if (!EDITING_COMMANDS.has(top.candidate.command)) return null;
  // (`harden it but don't change any code`: code is all the work edits, unless it is an intent that changes no code: `docs only, no code changes`)
  const cue = negatedEdit(reading, compiled, compiled.codeFreeClusters.has(top.index) ? WHOLE_WORDS : WHOLE_CODE_WORDS);
  return cue === null ? null : { kind: 'negated', why: `"${cue}" asks for no edits, but ${label(top.candidate)} edits` };
}

/** The negation that masks editing as a whole (`no edits`, `don't change anything`), as typed, or null. */
export function negatedEdit(reading: TextReading, compiled: CompiledNaturalLanguage, whole: ReadonlySet<string> = WHOLE_WORDS): string | null {
  const edits = compiled.lexicon.editWords;
  if (edits.size === 0) return null;
  const { parts } = reading;
  for (const negation of reading.scopes.negations) {
    let edit: string | null = null;
    let other = false;
    for (let p = negation.start; p < negation.end && p < parts.length; p += 1) {
      const word = parts[p] as string;
      if (edits.has(stem(word))) edit = word;
      else if (!isStopword(word) && !whole.has(word)) other = true;
    }
    // (`no code changes`, `don't write any docs`: an object of its own, not all editing)
    if (edit !== null && !other) return `${negation.cue} ${edit}`;
  }
  return null;
}

/** Is the command one whose work edits the code (build, quick, start)? */
export function editsCode(command: string): boolean {
  return EDITING_COMMANDS.has(command);
}

/**
 * An exclusion of a definite thing the command itself works on (`build without the docs plans`:
 * the plans are what build executes, per its templates): part of the work is left out in a way
 * no flag expresses. Areas are excluded by their skip flags, and an excluded intent word alone (`build
 * but don't write any docs`) is no object of the command.
 */
function excludedObject({ reading, compiled, ranked }: ConflictContext): Conflict | null {
  const top = ranked[0] as Evidence;
  const route = compiled.clusters.findIndex((c) => c.source === 'command_routes' && c.command === top.candidate.command);
  const objects = compiled.objectStems[route];
  if (objects === undefined || objects.size === 0) return null;
  const { parts } = reading;
  for (const negation of reading.scopes.negations) {
    // (a definite object, after a determiner: `the docs plans`; `no new features` is a kind of work)
    let definite = false;
    for (let p = negation.start; p < negation.end && p < parts.length; p += 1) {
      const word = parts[p] as string;
      if (DETERMINERS.has(word)) definite = true;
      if (!definite || isStopword(word) || reading.areaAt[p] !== -1 || compiled.commands.has(word) || !objects.has(stem(word))) continue;
      return { kind: 'unidentified', why: `"${negation.cue} ${negation.scope.join(' ')}" leaves out part of what ${top.candidate.command} works on` };
    }
  }
  return null;
}

/** The canonical term of fixing: the word `fix` and its lexicon variants (`patch`, `remediate`). */
const FIX_TERM = 'fix';

/**
 * Fixing asked of a reading that reports and does not edit (`review with fixes for anything
 * insecure`): a review reports, so a request for fixes is a second thing or
 * the other reading (hardening). Applies to a fix word outside any negation, not after a
 * determiner (`review the fix` names a thing).
 */
function fixAskedOfReport({ reading, compiled, ranked, lead }: ConflictContext): Conflict | null {
  const top = ranked[0] as Evidence;
  // (a command that reports on code: one with intents that does not edit, review; a plan or an
  // exploration of a fix is its task: `plan the fix for …`)
  if (EDITING_COMMANDS.has(top.candidate.command) || !compiled.intentCommands.has(top.candidate.command)) return null;
  const { parts, forms } = reading;
  for (let p = 0; p < parts.length; p += 1) {
    // (a fix word that leads the text, or that the reading itself rests on, is the request: `fix the tests`)
    if (p === lead.at || top.positions.has(p)) continue;
    if (reading.scopes.masked[p] === 1 || (p > 0 && DETERMINERS.has(parts[p - 1] as string))) continue;
    const word = parts[p] as string;
    if (stem(word) !== FIX_TERM && !(forms[p] ?? []).some((f) => f.key === FIX_TERM)) continue;
    return { kind: 'second-request', why: `"${word}" asks for changes, but ${label(top.candidate)} does not edit` };
  }
  return null;
}

/** The checks, in order; the first that fails names the conflict. */
const CHECKS: readonly ((context: ConflictContext) => Conflict | null)[] = [
  moodConflict,
  rivalConflict,
  widenedIntent,
  unexplainedSecondAction,
  negatedEditing,
  vagueReading,
  fixAskedOfReport,
  excludedObject,
];

/** Why the best reading must not route at HIGH, or null. */
export function findConflict(context: ConflictContext): Conflict | null {
  for (const check of CHECKS) {
    const conflict = check(context);
    if (conflict !== null) return conflict;
  }
  return null;
}
