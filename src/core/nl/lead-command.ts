/**
 * The text's leading content word, and the command it names (`review the docs` → review),
 * directly, as a corrected typo or through a synonym (`carry out` → build, `tiny` → quick). Polite
 * openers (`would you mind`), stopwords and cue words are skipped; after a determiner the word is a
 * noun, the object of the request (`get the plans implemented`), and names no command.
 */
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import { phraseLengthAt } from './phrase-lookup.js';
import type { TextReading } from './read-text.js';
import { isStopword, stem } from './tokenize.js';

/** Words after which a command's name is a noun (`the plans`), not an imperative. */
export const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'our', 'my', 'your', 'its', 'their']);

/** The leading content word of a text. */
export interface LeadWord {
  /** The command it names, or null. */
  command: string | null;
  /** Its position in the parts (-1: none). */
  at: number;
}

export function findLeadCommand(reading: TextReading, compiled: CompiledNaturalLanguage): LeadWord {
  const { parts } = reading;
  const masked = reading.scopes.masked;
  let leadCommand: string | null = null;
  let leadAt = -1;
  const lexicon = compiled.lexicon;
  // A polite opener is no content (`would you mind building the plans` leads with `building`).
  const openerLength = phraseLengthAt(parts, 0, lexicon.requestOpeners, lexicon.prefixes);
  for (let i = openerLength; i < parts.length; i += 1) {
    const word = parts[i] as string;
    // A phrase synonym that opens with a function word names its command (`go over` → review).
    const phrase = masked[i] === 1 ? undefined : (reading.forms[i] ?? []).find((f) => f.span > 1 && compiled.commands.has(f.key));
    if (phrase !== undefined && isStopword(word)) {
      leadAt = i;
      leadCommand = i > 0 && DETERMINERS.has(parts[i - 1] as string) ? null : phrase.key;
      break;
    }
    if (masked[i] === 1 || isStopword(word) || lexicon.negationCues.has(word) || lexicon.restrictionCues.has(word)) continue;
    const readings = [word, stem(word), ...(reading.forms[i] ?? []).map((f) => f.key)];
    leadAt = i;
    // After a determiner the word is a noun, the object of the request (`get the plans
    // implemented`, `did the review pass?`), not the verb that names a command.
    if (i > 0 && DETERMINERS.has(parts[i - 1] as string)) break;
    leadCommand = readings.find((r) => compiled.commands.has(r)) ?? compiled.leadKeywords.get(word) ?? null;
    break;
  }
  return { command: leadCommand, at: leadAt };
}

/** Clause segments: punctuation, clause-break words and `and`/`or` separate requests. */
export function clauseSegments(reading: TextReading, compiled: CompiledNaturalLanguage): Int32Array {
  const { parts } = reading;
  const lexicon = compiled.lexicon;
  const segment = new Int32Array(parts.length);
  for (let i = 0, id = 0; i < parts.length; i += 1) {
    const word = parts[i] as string;
    if (i > 0 && (reading.breakBefore[i] || lexicon.clauseBreaks.get(word) === 1 || word === 'and' || word === 'or')) id += 1;
    segment[i] = id;
  }
  return segment;
}
