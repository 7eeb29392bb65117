/**
 * The order of a reply's suggestions (issue #25): the first one is what `/legion yes` runs, so it
 * is the reading the text asks for, not always the scorer's best. Pure.
 */
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import { borrowedOnly, intentClustersNamed, isFixWord, negatedWords } from './high-gate.js';
import { parseNaturalLanguage, type NaturalLanguageCandidate, type NaturalLanguageResult } from './parse-natural-language.js';
import { endsWithQuestionMark, startsWithPhrase } from './phrase-lookup.js';
import { editsCode } from './precision-first.js';
import { stem, tokenizeWithBreaks } from './tokenize.js';

const thanks = (tokens: string[], nl: CompiledNaturalLanguage): boolean => startsWithPhrase(tokens, nl.lexicon.acknowledgements, nl.lexicon.prefixes);

/** Words that may open a clause before its request (`now let's review it`). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(['now', 'so', 'then', 'ok', 'okay', 'and']);

/** Auxiliaries that open a yes/no question (`did the review pass?`). */
const AUXILIARIES: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'did', 'does', 'has', 'have', 'had']);

/**
 * `list any security problems you spot — report only`, `is there any auth bypass? just tell me,
 * don't patch`: the best reading edits (hardening) and another reads the same words without
 * editing (the security review); the text asks for a report, or negates editing, and asks for no
 * fix, so the reading that does not edit is suggested first.
 */
export function reportRatherThanFix(tokens: readonly string[], result: NaturalLanguageResult, nl: CompiledNaturalLanguage): NaturalLanguageCandidate | undefined {
  const top = result.candidates[0];
  if (top === undefined || top.source !== 'nl_patterns' || !editsCode(top.command)) return undefined;
  // (the reading that does not edit, or, when the scorer left it out, the intent the words name that does not edit)
  const named = intentClustersNamed(tokens, nl).find((index) => !editsCode(nl.clusters[index]?.command ?? ''));
  const cluster = named === undefined ? undefined : nl.clusters[named];
  const calm =
    result.candidates.find((c) => c.source === 'nl_patterns' && c.flags.length > 0 && !editsCode(c.command)) ??
    (cluster === undefined || named === undefined
      ? undefined
      : { source: 'nl_patterns' as const, key: cluster.key, command: cluster.command, flags: [...cluster.flags], confidence: top.confidence, order: named });
  if (calm === undefined) return undefined;
  const { negations, synonyms } = result.explanation;
  const negated = negatedWords(result.explanation);
  const reports = synonyms.some((c) => c.to === 'report') || tokens.some((t) => stem(t) === 'report');
  const noEdits = negations.some((n) => n.scope.some((w) => nl.lexicon.editWords.has(stem(w)) || isFixWord(w, nl)));
  const fixes = tokens.some((t) => !negated.has(t) && isFixWord(t, nl));
  return (reports || noEdits) && !fixes ? calm : undefined;
}

/**
 * The reading a reply suggests first, when the scorer's best is not what the text asks (the route
 * stays asked either way):
 * - after an acknowledgement, the request is what follows it (`thanks for the breakdown, looks
 *   solid. now carry it out` → build);
 * - the text's leading verb names the work; another command's name is its object (`implement the
 *   review feedback` → build);
 * - status resting on synonyms only, in a text that asks no question and does not name it, gives
 *   way to the next reading (`kick off the implementation for the current phase` → build);
 * - a yes/no question about a command's work asks for its state (`did the review pass?` → status).
 */
export function bestFirst(words: string, result: NaturalLanguageResult, nl: CompiledNaturalLanguage): NaturalLanguageResult {
  const { tokens, breakBefore } = tokenizeWithBreaks(words);
  const last = breakBefore.lastIndexOf(true);
  const top = result.candidates[0];
  const first = (c: NaturalLanguageCandidate | undefined): NaturalLanguageResult => (c === undefined ? result : { ...result, candidates: [c, ...result.candidates] });
  if (result.tier === 'LOW' || top === undefined) return result;
  const report = reportRatherThanFix(tokens, result, nl);
  if (report !== undefined) return first(report);
  // The request is a later clause when the text opens with thanks (`thanks for the breakdown, looks
  // solid. now carry it out`: the first clause that asks for something) or when the clause opens
  // with `let's` (`plans look good to me, let's build it`; `let us` once read).
  const acknowledged = last > 0 && thanks(tokens, nl);
  for (let i = 1; i < tokens.length; i += 1) {
    if (breakBefore[i] !== true) continue;
    let j = i;
    while (j < tokens.length && CLAUSE_OPENERS.has(tokens[j] as string)) j += 1;
    const lets = tokens[j] === 'let' && tokens[j + 1] === 'us';
    if (!acknowledged && !lets) continue;
    let end = i + 1;
    while (!lets && end < tokens.length && breakBefore[end] !== true) end += 1;
    const clause = parseNaturalLanguage(tokens.slice(lets ? j + 2 : i, lets ? tokens.length : end).join(' '), nl);
    if (clause.tier !== 'LOW') return first(clause.candidates[0]);
  }
  const lead = result.candidates.find((c) => c.source === 'command_routes' && c.command === result.leadCommand);
  if (lead !== undefined && top.source === 'command_routes' && lead !== top && (top.evidence?.exactNameBonus ?? 0) > 0) return first(lead);
  const asks = endsWithQuestionMark(words) || nl.lexicon.questionWords.has(tokens[0] as string);
  if (top.command === 'status' && borrowedOnly(top.evidence) && !asks && !tokens.includes(top.command)) return first(result.candidates.find((c) => c.command !== top.command));
  // (one clause, no `to` + verb: `are you able to build it?`, `is the plan ready? if so build it` ask for the work)
  const answers = nl.questionClusters.has(nl.clusters.findIndex((c) => c.source === top.source && c.key === top.key));
  if (!AUXILIARIES.has(tokens[0] as string) || last > 0 || tokens.includes('to') || top.source !== 'command_routes' || top.command === 'status' || answers) return result;
  return first({ ...top, key: 'status', command: 'status', flags: [] });
}
