/**
 * The mood of a text: a question (not a polite request) asks about the work; a statement describes
 * a thing; a correction takes back what it asked; a hedge is not sure; an acknowledgement only
 * thanks or approves. Each keeps a text from routing at HIGH (parse-natural-language.ts).
 */
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import { DETERMINERS, type LeadWord } from './lead-command.js';
import { endsWithQuestionMark, hasPhrase, phraseLengthAt, startsWithPhrase } from './phrase-lookup.js';
import type { TextReading } from './read-text.js';
import { isStopword, stem } from './tokenize.js';

/** Pronouns that, followed by a statement verb, open a statement about a thing. */
const SUBJECT_PRONOUNS: ReadonlySet<string> = new Set(['this', 'that', 'it', 'these', 'those']);
/** Statement verbs that are also a round of work after a noun (`a hardening pass`, `docs pass`). */
const WORK_ROUNDS: ReadonlySet<string> = new Set(['pass']);
/**
 * Function words that can open a statement's subject (`the tests pass`, `our docs look fine`); an
 * imperative opener (`do`, `get`, `make`, `go`) cannot: `do a docs pass` asks for work.
 */
const SUBJECT_OPENERS: ReadonlySet<string> = new Set([...DETERMINERS, 'it', 'we', 'you', 'i', 'he', 'she', 'they', 'all', 'some', 'any', 'both']);

/**
 * A regular past tense that is no word of the config (`signed`, `changed`, `landed`): `-ed` on a
 * word whose stem is shorter (`need` and `speed` are not).
 */
function pastTense(word: string, compiled: CompiledNaturalLanguage): boolean {
  if (word.length < 5 || !word.endsWith('ed') || stem(word) === word) return false;
  return !compiled.exact.has(word) && !compiled.stemmed.has(stem(word)) && !compiled.commands.has(stem(word));
}

export interface TextMood {
  question: boolean;
  statement: boolean;
  correction: boolean;
  hedge: boolean;
  acknowledgement: boolean;
}

export function readMood(text: string, reading: TextReading, compiled: CompiledNaturalLanguage, lead: LeadWord): TextMood {
  const { parts, scopes } = reading;
  const lexicon = compiled.lexicon;
  const leadCommand = lead.command;
  const leadAt = lead.at;
  const firstClauseEnd = (() => {
    for (let i = 1; i < parts.length; i += 1) if (reading.breakBefore[i]) return i;
    return parts.length;
  })();
  const polite = hasPhrase(parts, 0, parts.length, lexicon.requestOpeners, lexicon.prefixes);
  // A clause that opens with a question word is a question; so is a text ending in `?` whose first
  // content word names no command (`review the changes?` is a request).
  let clauseOpensQuestion = false;
  for (let i = 0; i < parts.length; i += 1) {
    const opensClause = i === 0 || reading.breakBefore[i];
    // (a question word that opens a cue of several words is the cue: `anything but the migrations`)
    // (so does one that opens a lexicon phrase, a statement of its own: `where you stopped yesterday, continue`)
    const cue = Math.max(phraseLengthAt(parts, i, lexicon.negationCues, lexicon.prefixes), phraseLengthAt(parts, i, lexicon.restrictionCues, lexicon.prefixes));
    const phrase = (reading.forms[i] ?? []).some((f) => f.span > 1) && !endsWithQuestionMark(text);
    if (opensClause && cue < 2 && !phrase && lexicon.questionWords.has(parts[i] as string)) clauseOpensQuestion = true;
  }
  // (`harden the api?` opens with an intent's own name: a request too.)
  // (the name must open the text: `do we need a security review?` asks whether)
  const namesCluster =
    leadAt >= 0 &&
    parts.slice(0, leadAt).every((p) => DETERMINERS.has(p) || lexicon.fillerWords.has(p)) &&
    (compiled.names.get(parts[leadAt] as string) ?? []).some((n) => n.kind === 'own' && n.parts === 1);
  const question = !polite && (clauseOpensQuestion || (endsWithQuestionMark(text) && leadCommand === null && !namesCluster));
  let statement = false;
  // (after fillers: `ok I reviewed it, looks fine`)
  let opening = 0;
  while (opening < parts.length - 1 && lexicon.fillerWords.has(parts[opening] as string)) opening += 1;
  if (!question && !polite && startsWithPhrase(parts.slice(opening), lexicon.selfReports, lexicon.prefixes)) statement = true;
  // (a command's name in the past opens a report of work done: `reviewed on my side, all good`)
  const first = parts[opening] ?? '';
  if (!question && first.endsWith('ed') && stem(first) !== first && compiled.commands.has(stem(first))) statement = true;
  // A bare noun subject: `docs look fine now`, `tests pass locally` (a verb is followed by its
  // object, not by a statement verb). A command name leading the text is its verb, not a subject.
  // (a lexicon phrase over both words is one noun, `security pass`; so is a round of work, `hardening pass`)
  const phraseAtStart = (reading.forms[0] ?? []).some((f) => f.span > 1);
  const verb = parts[1] as string;
  // (`tests pass` is a statement: a plural subject that is no intent's word agrees with the verb)
  const subject = parts[0] ?? '';
  const intentWord = (compiled.exact.get(subject) ?? compiled.stemmed.get(stem(subject)) ?? []).some((l) => compiled.clusters[l.cluster]?.source === 'nl_patterns');
  const round = WORK_ROUNDS.has(verb) && (intentWord || !subject.endsWith('s'));
  if (!question && !polite && parts.length > 1 && !isStopword(parts[0] as string) && !phraseAtStart && !round && lexicon.statementVerbs.has(verb) && !reading.breakBefore[1])
    statement = true;
  if (!question && !polite && SUBJECT_OPENERS.has(parts[0] as string)) {
    for (let i = 1; i < Math.min(firstClauseEnd, 5); i += 1) {
      // `the tests passed`, and a pronoun subject: `this was discussed in standup`, `it looks fine`
      const subject = !isStopword(parts[i - 1] as string) || (i === 1 && firstClauseEnd === parts.length && SUBJECT_PRONOUNS.has(parts[0] as string));
      if (lexicon.statementVerbs.has(parts[i] as string) && subject) statement = true;
      // (a verb in the past after a noun: `the security team signed off already`, `the api changed`)
      if (i >= 2 && !isStopword(parts[i - 1] as string) && pastTense(parts[i] as string, compiled)) statement = true;
    }
  }
  const correction = hasPhrase(parts, 0, parts.length, lexicon.correctionCues, lexicon.prefixes);
  const hedge = hasPhrase(parts, 0, parts.length, lexicon.hedges, lexicon.prefixes);
  // A single clause that opens with thanks or approval is no request at all (`thanks for the review`).
  // So is a text whose every clause opens with one (`great review, thanks Sam`).
  let everyClauseThanks = startsWithPhrase(parts, lexicon.acknowledgements, lexicon.prefixes);
  for (let i = 1; i < parts.length && everyClauseThanks; i += 1)
    if (reading.breakBefore[i] && phraseLengthAt(parts, i, lexicon.acknowledgements, lexicon.prefixes) === 0) everyClauseThanks = false;
  const acknowledgement = scopes.dismissal !== null || everyClauseThanks;
  return { question, statement, correction, hedge, acknowledgement };
}
