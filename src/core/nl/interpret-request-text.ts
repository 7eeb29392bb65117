/**
 * What the free text of a request means for its route, given the command the user typed (if any):
 * - no typed command: the text alone decides; HIGH that passes the precision gate (high-gate.ts)
 *   → `route`, anything else → `unclear`, with the exact commands to suggest, best first;
 * - a typed command: the text adds an intent of it at HIGH → `route`; asks for another command →
 *   `cross-command` (Legion's rule: suggest, never redirect); asks for what it cannot do, for two
 *   things, or trips the gate → `unclear`; a subject, filler or thanks → `unchanged`.
 * Pure; the caller (the app layer) turns the interpretation into a route or a refusal.
 */
import type { IntentTeamsConfig } from '../types.js';
import type { NaturalLanguageExplanation } from './explain.js';
import { DETERMINERS } from './lead-command.js';
import { endsWithQuestionMark } from './phrase-lookup.js';
import { isStopword, stem, tokenize, tokenizeWithBreaks } from './tokenize.js';
import { crossCommand, HIGH_THRESHOLD, parseNaturalLanguage, type CompiledNaturalLanguage, type ConfidenceTier, type NaturalLanguageResult } from './parse-natural-language.js';

import { ROUTER_COMMANDS } from './compile-natural-language.js';
import { areaOfWord, freeTextDoubt, intentOutsideNegation, restrictedIntent, typedTextDoubt, unflaggedArea } from './high-gate.js';
import { bestFirst, reportRatherThanFix } from './reply-order.js';

export { ROUTER_COMMANDS };
export const COMMAND_ALIASES: Readonly<Record<string, string>> = { next: 'continue' };

/** A command a reply can suggest, exactly as typed after the trigger (`review --just-security`). */
export interface SuggestedCommand {
  command: string;
  flags: string[];
  confidence: number;
}

interface Common {
  /** The scored text (in the typed command's context when there is one). */
  result: NaturalLanguageResult;
  explanation: NaturalLanguageExplanation;
}

export type TextInterpretation =
  | (Common & {
      kind: 'route';
      /** The command to run and the intent flags the text adds (typed flags are the caller's). */
      command: string;
      flags: string[];
      tier: 'HIGH';
      confidence: number;
    })
  | (Common & {
      kind: 'unclear';
      tier: Exclude<ConfidenceTier, 'HIGH'>;
      confidence: number;
      /** Best first, at most three, deduplicated: what the reply offers to type. */
      candidates: SuggestedCommand[];
    })
  | (Common & {
      kind: 'cross-command';
      typedCommand: string;
      /** The command (and flags) the text matches instead. */
      command: string;
      flags: string[];
      confidence: number;
    })
  | (Common & {
      kind: 'unchanged';
      typedCommand: string;
      /** Tier of the text in context (informational). */
      tier: ConfidenceTier;
      confidence: number;
    });

/** The first word of a request and the rest, as the router reads them. */
export interface TypedCommand {
  /** '' when the first word is no command (it is then part of the text). */
  typedCommand: string;
  text: string;
  /** The command word was followed by a question mark (`build?`): set only then. */
  asked?: true;
}

/**
 * Command word detection: `command` is the request's first word (lower case, parse-command.ts).
 * Trailing punctuation is dropped (`quick,` → `quick`). An alias becomes its command (`next` →
 * `continue`); a word that is no command (not routed by
 * legion-router and no `command_routes` key) goes back to the front of the text, so
 * `/legion reviw the changes` is the text "reviw the changes" with no typed command.
 */
export function typedCommandOf(command: string, text: string, config: Pick<IntentTeamsConfig, 'command_routes'>): TypedCommand {
  // `quick,` and `review:` are the command followed by punctuation
  const word = trimTrailingPunctuation(command.trim().toLowerCase());
  const rest = text.trim();
  // (`/legion ...`: punctuation is no command, and no bare trigger either; the text decides)
  if (word === '') return { typedCommand: '', text: [command.trim(), rest].filter(Boolean).join(' ') };
  // (`next phase`, `next steps`: the alias as an adjective of a unit of work is no command; the text decides)
  if (Object.hasOwn(COMMAND_ALIASES, word) && command.trim().toLowerCase() === word && isWordStart(rest) && ALIAS_AS_ADJECTIVE.has(tokenize(rest)[0] ?? ''))
    return { typedCommand: '', text: `${command.trim()} ${rest}` };
  const aliased = Object.hasOwn(COMMAND_ALIASES, word) ? (COMMAND_ALIASES[word] as string) : word;
  const known = (ROUTER_COMMANDS as readonly string[]).includes(aliased) || Object.hasOwn(config.command_routes ?? {}, aliased);
  // (`status: blocked on the DBA`: status takes no task, so a colon after it labels a report, unless the text asks; the report is read alone)
  if (aliased === 'status' && command.trim().endsWith(':') && rest !== '' && !rest.endsWith('?')) return { typedCommand: '', text: rest };
  if (known) return command.trim().endsWith('?') ? { typedCommand: aliased, text: rest, asked: true } : { typedCommand: aliased, text: rest };
  return { typedCommand: '', text: [command.trim(), rest].filter(Boolean).join(' ') };
}

/** Nouns that, right after a command word, label a remark (`quick question`, `quick note`). */
const REMARK_NOUNS: ReadonlySet<string> = new Set(['question', 'questions', 'note', 'thought', 'thoughts', 'update', 'reminder', 'fyi', 'aside', 'comment', 'heads']);

/** Units of work after which `next` is an adjective (`next phase`), not the continue command. */
const ALIAS_AS_ADJECTIVE: ReadonlySet<string> = new Set('phase phases step steps wave waves task tasks plan plans milestone time week sprint release'.split(' '));

/** Words that make a command's name after them a later step or a source (not `after`: `build after the review`). */
const SUBORDINATORS: ReadonlySet<string> = new Set(['before', 'from']);

/** Particles that, right after a command word, make another verb (`start over` is restart). */
const VERB_PARTICLES: ReadonlySet<string> = new Set(['over', 'again', 'afresh', 'anew']);

const TRAILING_PUNCTUATION = new Set([',', '.', ':', ';', '!', '?']);

function trimTrailingPunctuation(word: string): string {
  let end = word.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(word[end - 1] as string)) end -= 1;
  return word.slice(0, end);
}

function suggestions(result: NaturalLanguageResult): SuggestedCommand[] {
  const out: SuggestedCommand[] = [];
  const seen = new Set<string>();
  for (const c of result.candidates) {
    const key = [c.command, ...c.flags].join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ command: c.command, flags: [...c.flags], confidence: c.confidence });
    if (out.length >= 3) break;
  }
  return out;
}

/** Not routed; `why` says so in the explanation when the scored text itself had no conflict. */
function unclear(result: NaturalLanguageResult, why?: string, low = false): TextInterpretation {
  const explanation = why !== undefined && result.explanation.conflict === null ? { ...result.explanation, conflict: why } : result.explanation;
  return {
    kind: 'unclear',
    tier: low ? 'LOW' : result.tier === 'HIGH' ? 'MEDIUM' : result.tier,
    confidence: Math.min(result.confidence, low ? 0.49 : 0.79),
    candidates: suggestions(result),
    result,
    explanation,
  };
}

/**
 * Interpret the free text of a request. `typedCommand` is the command the user typed ('' when
 * none; see {@link typedCommandOf}), `text` the words after it (flags and phase removed),
 * `typedFlags` the intent flags typed with it (`--just-security`), `asked` whether a question mark
 * followed the command word ({@link TypedCommand}).
 */
export function interpretRequestText(typedCommand: string, text: string, nl: CompiledNaturalLanguage, typedFlags: readonly string[] = [], asked = false): TextInterpretation {
  const typed = typedCommand.trim().toLowerCase();
  const words = text.trim();
  if (typed === '') {
    const result = parseNaturalLanguage(words, nl);
    if (result.tier !== 'HIGH' || result.command === null) return unclear(bestFirst(words, result, nl));
    // (`start the review`, `write a plan for the security audit`: another command named, not in an opening thanks)
    const calm = reportRatherThanFix(tokenize(words), result, nl);
    const doubt =
      freeTextDoubt(words, result, nl) ??
      (calm && `the text asks for a report and no fix: ${[calm.command, ...calm.flags].join(' ')}, not ${[result.command, ...result.flags].join(' ')}`) ??
      null;
    if (doubt !== null) return unclear(bestFirst(words, result, nl), doubt);
    return { kind: 'route', command: result.command, flags: [...result.flags], tier: 'HIGH', confidence: result.confidence, result, explanation: result.explanation };
  }

  const result = parseNaturalLanguage(words === '' ? typed : `${typed} ${words}`, nl);
  const unchanged = (): TextInterpretation => ({
    kind: 'unchanged',
    typedCommand: typed,
    tier: result.tier,
    confidence: result.confidence,
    result,
    explanation: result.explanation,
  });
  // `build?`, `review? build? both?`: whether to do the work is asked, unless the command answers questions (`status?`)
  if (asked && !nl.clusters.some((c, index) => c.command === typed && nl.questionClusters.has(index))) return unclear(result, `"${typed}?" asks whether to ${typed}, not for it`);
  if (words === '') return unchanged();
  // `start — wait, we already have a project, don't`: the text takes the typed command back.
  if (result.explanation.cancel !== null) return unclear(result, `"${result.explanation.cancel}" takes the request back`);
  const alone = parseNaturalLanguage(words, nl);
  // Another command counts only when the text names it (`review the code`, `harden security`,
  // `security review only`); a bare subject (`security holes` after review) is the typed command's.
  const named = (alone.candidates[0]?.evidence?.exactNameBonus ?? 0) > 0 || alone.leadCommand === alone.command;
  // (`review the changes before we build`, `build the plans from the last review`: a name after
  // one of these words is a later step or a source, not the work)
  const tokens = tokenize(words);
  const at = tokens.indexOf(alone.command ?? '');
  const when = tokens.slice(Math.max(0, at - 3), Math.max(0, at)).some((word) => SUBORDINATORS.has(word));
  const other = named && !when ? crossCommand(alone, typed) : null;
  const cross = (): TextInterpretation => ({
    kind: 'cross-command',
    typedCommand: typed,
    command: other as string,
    flags: [...alone.flags],
    confidence: alone.confidence,
    result: alone,
    explanation: alone.explanation,
  });

  // `status or next, whatever's appropriate`: another command offered instead
  const offered = tokens.find((t, i) => tokens[i - 1] === 'or' && t !== typed && (nl.commands.has(t) || Object.hasOwn(COMMAND_ALIASES, t)));
  if (offered !== undefined) return other !== null ? cross() : unclear(result, `"${typed} or ${offered}" leaves the choice open`);

  // `start over`, `start again`: a particle right after the command word makes another verb
  // (restart), which no command is.
  const first = tokens[0];
  if (first !== undefined && VERB_PARTICLES.has(first)) return unclear(result, `"${typed} ${first}" is not ${typed}`);
  // `status quo is fine`, `build is red again`: the command word is the subject of a statement
  // (a statement verb right after it, or after one noun), not a request. LOW, like a statement.
  const subjectOf = statementAfterCommand(words, nl, !nl.intentCommands.has(typed));
  if (subjectOf !== null) return unclear(result, `"${typed} … ${subjectOf}" describes something rather than asking for work`, true);
  // `review the PR, no, don't review it`: the text negates the typed command itself.
  const negatedTyped = result.explanation.negations.find((n) => n.scope.some((word) => word === typed || stem(word) === stem(typed)));
  if (negatedTyped !== undefined) return unclear(result, `"${negatedTyped.cue} ${negatedTyped.scope.join(' ')}" negates ${typed}`);
  // `review --just-security but look at everything, not just security`, `build --skip-backend but
  // also the API changes`: beside a typed intent flag, a negation or an area may undo the flag.
  if (typedFlags.length > 0) {
    const negation = result.explanation.negations[0];
    const area = tokens.find((word) => areaOfWord(word, nl) !== -1);
    const why = negation !== undefined ? `${negation.cue} ${negation.scope.join(' ')}` : area;
    if (why !== undefined) return unclear(result, `"${why}" may undo ${typedFlags.join(' ')}`);
  }

  // Commands no intent belongs to (plan, quick, advise, explore, ...) take their text as the task:
  // only a text that opens with another command's name asks for that command instead.
  if (!nl.intentCommands.has(typed)) {
    if (other !== null && alone.leadCommand === other) return cross();
    // `quick review pls`, `quick status check`: another command's name right after `quick` makes it an adjective
    if (typed === 'quick' && first !== undefined && first !== typed && nl.commands.has(first))
      return unclear(bestFirst(words, alone, nl), `"${typed} ${first}" may ask for ${first}, or for a quick task`);
    // `start the review`: start takes no task of its own, so another command named as its object is
    // the work (`plan the build for phase 3` is a plan: its task may be anything)
    const object = tokens.find((word) => !DETERMINERS.has(word));
    if (typed === 'start' && object !== undefined && nl.commands.has(object) && nl.exact.has(object))
      return other === object ? cross() : unclear(result, `the task names ${object}, another command`);
    const restricted = restrictedIntent(typed, words, nl);
    if (restricted !== null) return unclear(result, restricted);
    // `quick question about the auth design`: the command word and a noun that labels a remark
    if (first !== undefined && REMARK_NOUNS.has(first)) return unclear(result, `"${typed} ${first}" labels a remark rather than asking for work`);
    // `quick fix for all the vulns`: a quick task is small; an intent's work named in it is not
    const intent = typed === 'quick' ? intentOutsideNegation(words, result.explanation, nl) : null;
    if (intent !== null) return unclear(result, `"${intent}" names work a quick task does not do`);
    // `quick fix but also rewrite the whole scheduler`: a quick task is one thing
    if (typed === 'quick' && tokens.some((t, i) => t === 'also' && (tokens[i - 1] === 'but' || tokens[i - 1] === 'and')))
      return unclear(result, 'a quick task is one thing, and the text asks for more');
    const doubt = result.explanation.conflictKind;
    if (doubt === 'hedge' || doubt === 'correction' || doubt === 'second-request' || doubt === 'area' || doubt === 'two-readings' || doubt === 'negated') return unclear(result);
    // `next phase: plan it`: a later clause opens with another command's name
    const later = laterClauseCommand(words, typed, nl);
    if (later !== null) return unclear(result, `a clause of its own asks for ${later}`);
    return unchanged();
  }

  if (result.explanation.conflict !== null) return other !== null ? cross() : unclear(result);
  // `review for the frontend`: an area as the purpose of the work, which no flag of the typed command expresses
  const purpose = areaPurpose(words, nl);
  if (purpose !== null) return unclear(result, `"for ${purpose}" narrows the work in a way no flag expresses`);
  // The text on its own asks for another command (cross-command): `build` + "security review only".
  if (other !== null) return cross();
  // The text refines the typed command with one of its intents (`review` + "for injection holes").
  const refinement = result.candidates.find((c) => c.source === 'nl_patterns' && c.command === typed);
  const refined = refinement !== undefined && refinement.confidence >= HIGH_THRESHOLD ? refinement : undefined;
  const doubt = typedTextDoubt(typed, words, result, refined?.flags ?? [], nl);
  // (the typed command's own intent, read below HIGH, is suggested first: `review the changes for anything exploitable`)
  if (doubt !== null)
    return unclear(
      refinement === undefined || refined !== undefined ? result : { ...result, candidates: [refinement, ...result.candidates.filter((c) => c !== refinement)] },
      doubt,
    );
  if (refined !== undefined) {
    return {
      kind: 'route',
      command: typed,
      flags: [...refined.flags],
      tier: 'HIGH',
      confidence: refined.confidence,
      result,
      explanation: result.explanation,
    };
  }
  // `build the frontend`: an area the typed command has flags for, and none came of it
  const area = unflaggedArea(words, { ...result, command: typed, flags: [] }, nl);
  return area === null ? unchanged() : unclear(result, area);
}

/**
 * `for` followed (through determiners) by an area word and nothing after it in its clause: the
 * area as the purpose of the work (`review for the frontend`), not its subject (`review the
 * frontend changes for injection`). Returns the area word or null.
 */
function areaPurpose(words: string, nl: CompiledNaturalLanguage): string | null {
  const { tokens, breakBefore } = tokenizeWithBreaks(words);
  for (let i = 0; i < tokens.length; i += 1) {
    // (`except for the endpoints` is an exclusion, not a purpose)
    if (tokens[i] !== 'for' || (i > 0 && nl.lexicon.negationCues.has(`${tokens[i - 1] as string}for`))) continue;
    let j = i + 1;
    while (j < tokens.length && DETERMINERS.has(tokens[j] as string) && !breakBefore[j]) j += 1;
    if (j >= tokens.length || breakBefore[j] || areaOfWord(tokens[j] as string, nl) === -1) continue;
    // (through more area words and fillers: `for the client side`, `for the api layer`)
    let end = j + 1;
    while (end < tokens.length && !breakBefore[end] && (nl.lexicon.scopeFillers.has(stem(tokens[end] as string)) || areaOfWord(tokens[end] as string, nl) !== -1)) end += 1;
    if (end >= tokens.length || breakBefore[end]) return tokens[j] as string;
  }
  return null;
}

/**
 * The name of another command opening a later clause (after punctuation or a clause-break word:
 * `next phase: plan it`, `plan 3, then build`), or null.
 */
function laterClauseCommand(words: string, typed: string, nl: CompiledNaturalLanguage): string | null {
  const { tokens, breakBefore } = tokenizeWithBreaks(words);
  for (let i = 1; i < tokens.length; i += 1) {
    const opensClause = breakBefore[i] === true || nl.lexicon.clauseBreaks.get(tokens[i - 1] as string) === 1;
    if (!opensClause) continue;
    // (through fillers and a one-word restriction cue: `…, never mind, just review`)
    let j = i;
    while (j + 1 < tokens.length && !breakBefore[j + 1] && (nl.lexicon.fillerWords.has(stem(tokens[j] as string)) || nl.lexicon.restrictionCues.get(tokens[j] as string) === 1))
      j += 1;
    const word = tokens[j] as string;
    if (word !== typed && nl.commands.has(word) && nl.exact.has(word)) return word;
  }
  return null;
}

/**
 * The statement verb that makes the typed command word a subject (`status quo is fine`, `build
 * is red again`, `review looks good`): the text's first word, or its second after one content
 * word, with no punctuation before it; never in a question. After a command no intent belongs
 * to, a past participle there too (`status page updated`). Null otherwise.
 */
const isWordStart = (text: string): boolean => text.length > 0 && /^[\p{L}\p{N}]/u.test(text);

function statementAfterCommand(words: string, nl: CompiledNaturalLanguage, taskless: boolean): string | null {
  if (endsWithQuestionMark(words)) return null;
  const { tokens, breakBefore } = tokenizeWithBreaks(words);
  const verbs = nl.lexicon.statementVerbs;
  const [first, second] = tokens;
  // (`review 3 — CI is green now`: a clause of its own after the command, a remark beside it)
  if (first === undefined || breakBefore[0] === true || !isWordStart(words.trimStart())) return null;
  if (verbs.has(first)) return first;
  if (second !== undefined && !breakBefore[1] && !isStopword(first) && !nl.commands.has(first) && (verbs.has(second) || (taskless && pastParticiple(second)))) return second;
  return null;
}

/** `updated`, `notified`: a regular past participle, as in `status page updated` (after build or review, `review code changed by …` asks for work). */
const pastParticiple = (word: string): boolean => word.length >= 5 && word.endsWith('ed') && stem(word) !== word;
