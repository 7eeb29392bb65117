/**
 * Natural-language routing (docs/nl-scoring.md): free text → command + intent flags with a confidence tier.
 *
 * Pure: no I/O, no clock, no RegExp built from config or input. Compile the config once with
 * {@link compileNaturalLanguage} (compile-natural-language.ts), then call
 * {@link parseNaturalLanguage} per text (or interpretRequestText in interpret-request-text.ts,
 * which adds the typed command's context).
 *
 * Stages (docs/nl-scoring.md), one file each:
 *   1. read the text (read-text.ts): word parts, clause breaks, synonyms and typo corrections from
 *      the lexicon, areas, negation and restriction scopes; its leading command (lead-command.ts),
 *      its mood (text-mood.ts) and what it asks of the areas (area-requests.ts);
 *   2. find keyword hits (find-keywords.ts): n-grams of words and their readings, and bags of
 *      words for multi-word keywords; masked (negated) words never vote;
 *   3. score every cluster (score-evidence.ts, score-candidate.ts), with the skip intents that
 *      excluded or restricted areas ask for, and rank by Legion's tie-breaks (rank-candidates.ts);
 *   4. precision first (precision-first.ts): a cancel word, the text's mood, or a second candidate
 *      with independent evidence for an incompatible route, lowers the result to MEDIUM, with the
 *      exact commands as candidates.
 *
 * Bounds: only the first {@link MAX_NL_INPUT_CHARS} UTF-16 code units (64 Ki) of a text are
 * scored. Keyword lookup is O(words × n) Map lookups with n ≤ 4; each template costs
 * O(words × template words) and is skipped outright when one of its required words is absent;
 * typo lookup is O(word length²) per distinct word for at most 256 words.
 */
import { expandAbbreviations } from './abbreviations.js';
import { readAreaRequests } from './area-requests.js';
import { type CompiledNaturalLanguage } from './compile-natural-language.js';
import { boundedList, emptyExplanation, type NaturalLanguageExplanation, type WordChange } from './explain.js';
import { explainWords, pathWords } from './explained-words.js';
import { findKeywordHits } from './find-keywords.js';
import { clauseSegments, DETERMINERS, findLeadCommand } from './lead-command.js';
import { HIGH_THRESHOLD, MEDIUM_THRESHOLD, tierOf, type NaturalLanguageCandidate, type NaturalLanguageResult } from './nl-result.js';
import { compatible, CONFLICT_LEVEL, editsCode, findConflict, negatedEdit, prepositionalObject, WHOLE_CODE_WORDS } from './precision-first.js';
import { rankCandidates } from './rank-candidates.js';
import { readText, type TextReading } from './read-text.js';
import { round6 } from './score-candidate.js';
import { scoreEvidence, type Evidence } from './score-evidence.js';
import { templateInputOf } from './template-input.js';
import { readMood } from './text-mood.js';
import { boundInput, MAX_NL_INPUT_CHARS, stem } from './tokenize.js';

export { MAX_NL_INPUT_CHARS };
export type { LookupEntry, NameEntry } from './find-keywords.js';
export type { NaturalLanguageExplanation };
export { compileNaturalLanguage, LEAD_KEYWORD_WEIGHT, MAX_CONFIG_TEMPLATE_WORDS } from './compile-natural-language.js';
export type { AreaModel, CompiledNaturalLanguage, NaturalLanguageProblem } from './compile-natural-language.js';
export { HIGH_THRESHOLD, MEDIUM_THRESHOLD } from './nl-result.js';
export type { ConfidenceTier, NaturalLanguageCandidate, NaturalLanguageResult } from './nl-result.js';
export { RANKED_BY_TIE_BREAKS, rankCandidates, TIE_WINDOW } from './rank-candidates.js';
export type { ScoredCandidate } from './rank-candidates.js';
export { CONFLICT_LEVEL } from './precision-first.js';
export { AREA_LEVEL, LEAD_BONUS } from './score-evidence.js';

/**
 * Cancel words used when the config has no nl_lexicon (with a lexicon, its `cancel_cues` and
 * negation scopes apply instead): a text with one of them never auto-routes.
 */
export const NEGATION_CUES: ReadonlySet<string> = new Set(['not', 'never', 'stop', 'cancel', 'abort', 'halt']);
/** The cap on confidence for cancelling and conflicting texts: just below HIGH. */
export const NEGATED_CAP = 0.79;
/** Question words that ask about people, never for work (`who's reviewing this?`). */
const PEOPLE_QUESTIONS: ReadonlySet<string> = new Set(['who', 'whom', 'whose']);
/** Confidence cap of a text that only thanks or approves (`thanks for the quick review`): LOW. */
export const ACKNOWLEDGED_CAP = 0.49;

function emptyResult(explanation: NaturalLanguageExplanation = emptyExplanation()): NaturalLanguageResult {
  return { tier: 'LOW', confidence: 0, command: null, flags: [], candidates: [], explanation };
}

/** The clusters a word is a configured keyword of, as a key (`advise`/`advice` → the advise cluster). */
function owners(compiled: CompiledNaturalLanguage, word: string): string {
  const lookups = compiled.exact.get(word) ?? compiled.stemmed.get(stem(word)) ?? [];
  return [...new Set(lookups.map((l) => l.cluster))].sort((x, y) => x - y).join(',');
}

/** Parse free text. Empty (or punctuation-only) text → LOW, confidence 0, no candidates. */
export function parseNaturalLanguage(typedText: string, compiled: CompiledNaturalLanguage): NaturalLanguageResult {
  if (typeof typedText !== 'string' || typedText.length === 0 || compiled.clusters.length === 0) return emptyResult();
  // `BE only`: case-sensitive abbreviations, read before anything lower-cases the text
  const { text, expanded } = expandAbbreviations(boundInput(typedText), compiled.lexicon);
  // bounded to MAX_NL_INPUT_CHARS inside
  const reading = readText(text, {
    lexicon: compiled.lexicon,
    typos: compiled.typos,
    vocabularyStems: compiled.vocabularyStems,
    areas: compiled.areaLexicon,
    sameWord: (a, b) => stem(a) === stem(b) || (owners(compiled, a) !== '' && owners(compiled, a) === owners(compiled, b)),
  });
  const { parts, scopes } = reading;
  if (parts.length === 0) return emptyResult();
  const masked = scopes.masked;

  const explanation = emptyExplanation();
  const words = explainWords(reading, compiled, pathWords(boundInput(text)));
  explanation.unexplained = boundedList(words.unexplained);
  const synonyms: WordChange[] = expanded.map((e) => ({ from: e.from, to: e.to }));
  const typoList: WordChange[] = [];
  reading.forms.forEach((forms, i) => {
    if (masked[i] === 1) return;
    for (const form of forms) synonyms.push({ from: form.from, to: form.parts.join(' ') });
  });
  for (const typo of reading.typos) typoList.push({ from: typo.from, to: typo.to });
  explanation.synonyms = boundedList(synonyms, (c) => `${c.from}>${c.to}`);
  explanation.typos = boundedList(typoList, (c) => `${c.from}>${c.to}`);
  explanation.negations = boundedList(
    scopes.negations.map((n) => ({ cue: n.cue, scope: n.scope.slice(0, 12) })),
    (n) => `${n.cue}:${n.scope.join(' ')}`,
  );
  const areaName = (m: { area: number }): string => compiled.areas[m.area]?.name ?? '';
  explanation.excludedAreas = boundedList(scopes.excluded.map(areaName));
  explanation.restrictedAreas = boundedList(scopes.restricted.map(areaName));

  const found = findKeywordHits(reading, compiled);
  const templateInput = templateInputOf(reading, compiled);
  const lead = findLeadCommand(reading, compiled);
  const leadCommand = lead.command;
  const segment = clauseSegments(reading, compiled);
  const mood = readMood(text, reading, compiled, lead);
  const areas = readAreaRequests(reading, compiled);
  const evidence: Evidence[] = scoreEvidence(reading, compiled, found, templateInput, lead, areas);
  if (evidence.length === 0) return emptyResult(explanation);

  // A question routes only to a cluster that answers questions (one with a question template:
  // status, advise); anything else it mentions is its subject.
  const capped = new Set<number>();
  if (mood.question) {
    for (const e of evidence) {
      if (compiled.questionClusters.has(e.index)) continue;
      e.candidate.confidence = Math.min(e.candidate.confidence, NEGATED_CAP);
      capped.add(e.index);
    }
  }

  const ranked = rankCandidates(evidence);
  // An intent resting only on where the work happens (`fix the typo in the README title`: the
  // README is the place) gives way to a reading of what the work is (quick).
  const first = ranked[0] as Evidence;
  if (first.candidate.source === 'nl_patterns' && first.positions.size > 0 && [...first.positions].every((p) => prepositionalObject(reading, p))) {
    const work = ranked.find(
      (e) =>
        e !== first &&
        !compatible(first.candidate, e.candidate) &&
        e.candidate.confidence >= HIGH_THRESHOLD &&
        e.positions.size > 0 &&
        [...e.positions].every((p) => !prepositionalObject(reading, p) && !purposeObject(reading, p)),
    );
    if (work !== undefined) {
      ranked.splice(ranked.indexOf(work), 1);
      ranked.unshift(work);
    }
  }
  const candidates = ranked.map((s) => s.candidate);
  const top = ranked[0] as Evidence;
  explanation.keywords = boundedList(top.candidate.evidence?.keywords ?? []);
  explanation.template = top.candidate.evidence?.template ?? null;

  // Precision first.
  let conflict = findConflict({ reading, compiled, found, ranked, lead, segment, capped, mood, areaConflict: areas.conflict, unexplained: words.unexplainedCount });
  // `audit the code for security bugs, don't change anything`, `close the XSS holes`: a reading
  // that edits is in conflict with an intent that does not (security review); what the text asks
  // for, a report or fixes, settles it.
  if (conflict !== null && (conflict.kind === 'ambiguous' || conflict.kind === 'two-readings' || conflict.kind === 'negated')) {
    const settled = settleEditOrReport(reading, compiled, ranked, capped, mood.question, leadCommand);
    if (settled !== null) {
      ranked.splice(ranked.indexOf(settled), 1);
      ranked.unshift(settled);
      candidates.splice(0, candidates.length, ...ranked.map((s) => s.candidate));
      conflict = findConflict({ reading, compiled, found, ranked, lead, segment, capped, mood, areaConflict: areas.conflict, unexplained: words.unexplainedCount });
      // (the ambiguity between the editing and the non-editing reading is what the text settled)
      if (conflict !== null && (conflict.kind === 'ambiguous' || conflict.kind === 'two-readings')) conflict = null;
      explanation.keywords = boundedList(settled.candidate.evidence?.keywords ?? []);
      explanation.template = settled.candidate.evidence?.template ?? null;
    }
  }
  // `review the code, only for security problems`: the work restricted to what another reading
  // rests on (the security review), while the best reading rests on none of it.
  // An intent of the best reading's own command that scores HIGH is what the text restricts the
  // command to (`review for auth problems only` → the security review): it goes first.
  const restrictedTo = conflict === null ? restrictedToRival(reading, ranked, lead.at) : null;
  if (restrictedTo !== null) {
    const own = restrictedTo.rival;
    if (own.candidate.command === top.candidate.command && top.candidate.flags.length === 0 && own.candidate.confidence >= HIGH_THRESHOLD && !capped.has(own.index)) {
      ranked.splice(ranked.indexOf(own), 1);
      ranked.unshift(own);
      candidates.splice(0, candidates.length, ...ranked.map((e) => e.candidate));
      explanation.keywords = boundedList(own.candidate.evidence?.keywords ?? []);
      explanation.template = own.candidate.evidence?.template ?? null;
      conflict = findConflict({ reading, compiled, found, ranked, lead, segment, capped, mood, areaConflict: areas.conflict, unexplained: words.unexplainedCount });
    } else conflict = { kind: 'unidentified', why: restrictedTo.why };
  }
  const { acknowledgement } = mood;
  const cancel = compiled.lexicon.cancelCues.size > 0 || compiled.lexicon.negationCues.size > 0 ? scopes.cancel : (parts.find((p) => NEGATION_CUES.has(p)) ?? null);
  explanation.cancel = cancel ?? scopes.dismissal ?? (acknowledgement ? parts.slice(0, 2).join(' ') : null);
  explanation.conflict = conflict?.why ?? null;
  explanation.conflictKind = conflict?.kind ?? null;
  if (cancel !== null || conflict !== null) {
    for (const c of candidates) c.confidence = Math.min(c.confidence, NEGATED_CAP);
  }
  // A statement of one clause (`the build is red again`, `I'll take a look tomorrow`) asks for
  // nothing: no request, LOW, like thanks.
  const described = conflict?.kind === 'statement' && !reading.breakBefore.some((b, i) => i > 0 && b);
  // A question about people (`who's reviewing this?`), or one whose reading rests on its question
  // word alone (`where are the design mocks?`: `where` is a status keyword), asks for no work.
  const questionOnly =
    mood.question && (top.score?.templateScore ?? 0) === 0 && top.positions.size > 0 && [...top.positions].every((p) => compiled.lexicon.questionWords.has(parts[p] as string));
  const aboutPeople = mood.question && PEOPLE_QUESTIONS.has(parts[0] as string);
  if (acknowledgement || described || questionOnly || aboutPeople) for (const c of candidates) c.confidence = Math.min(c.confidence, ACKNOWLEDGED_CAP);

  const best = candidates[0] as NaturalLanguageCandidate;
  const confidence = round6(best.confidence);
  const tier = tierOf(confidence);
  return {
    tier,
    confidence,
    command: tier === 'LOW' ? null : best.command,
    flags: tier === 'LOW' ? [] : [...best.flags],
    candidates,
    explanation,
    leadCommand,
  };
}

/**
 * A restriction cue whose objects (the leading word aside) are evidence of another reading, none
 * of them of the best one: the text restricts the work to something the best reading ignores.
 * Area restrictions are the skip flags and are not this.
 */
function restrictedToRival(reading: TextReading, ranked: Evidence[], leadAt: number): { rival: Evidence; why: string } | null {
  const top = ranked[0] as Evidence;
  for (const r of reading.scopes.restrictions) {
    if (reading.hyphenBefore[r.start] === true || reading.scopes.masked[r.start] === 1) continue;
    const objects = r.positions.filter((p) => p !== leadAt && reading.areaAt[p] === -1);
    if (objects.length === 0 || objects.some((p) => top.positions.has(p))) continue;
    const rival = ranked.find((e) => e !== top && e.candidate.confidence >= MEDIUM_THRESHOLD && e.candidate.flags.length > 0 && objects.some((p) => e.positions.has(p)));
    if (rival !== undefined)
      return {
        rival,
        why: `"${r.cue} ${r.words.join(' ')}" restricts the work to what ${[rival.candidate.command, ...rival.candidate.flags].join(' ')} does, not ${[top.candidate.command, ...top.candidate.flags].join(' ')}`,
      };
  }
  return null;
}

/** Canonical lexicon terms of reporting (`report`, `review`: `list`, `flag`, `point out`, `leave comments`). */
const REPORT_TERMS: ReadonlySet<string> = new Set(['report', 'review']);
/** The canonical lexicon term of fixing (`fix`: `patch`, `plug`, `close`, `remediate`). */
const FIX_TERM = 'fix';

/** Is the word at `p` the object of `for`, through a determiner (`review for typos`): a purpose, not the work? */
function purposeObject(reading: TextReading, p: number): boolean {
  const q = p > 0 && DETERMINERS.has(reading.parts[p - 1] as string) ? p - 2 : p - 1;
  return q >= 0 && reading.parts[q] === 'for';
}

/**
 * Edit or report? Among HIGH-scored readings, one intent that edits (hardening) and one that does
 * not (security review), each possibly beside its command's plain reading: the text settles the
 * choice by what it asks for.
 * - reporting: a negated edit (`no edits`, `don't change anything`), a word of reporting outside
 *   any negation (`list`, `report only`, `leave comments`, `flag`), or a leading verb of the
 *   non-editing command (`check the PR for leaked secrets`, `go through the auth changes`);
 * - editing: a word of fixing outside any negation and not after a determiner (`close the XSS
 *   holes`, `patch the injection`).
 * When exactly one side speaks, its intent is the reading; with both (`go through the OWASP top
 * 10 and fix anything`) or neither, null: the conflict stands.
 */
function settleEditOrReport(
  reading: TextReading,
  compiled: CompiledNaturalLanguage,
  ranked: Evidence[],
  capped: Set<number>,
  question: boolean,
  leadCommand: string | null,
): Evidence | null {
  if (question) return null;
  const strong = ranked.filter((e) => e.candidate.confidence >= CONFLICT_LEVEL && !capped.has(e.index));
  const editing = strong.filter((e) => editsCode(e.candidate.command));
  const calm = strong.filter((e) => !editsCode(e.candidate.command));
  // (one intent on each side, and at most its own command's plain reading beside it)
  const sideIntent = (side: Evidence[]): Evidence | null => {
    const intents = side.filter((e) => e.candidate.source === 'nl_patterns');
    const only = intents[0];
    if (intents.length !== 1 || only === undefined || side.some((e) => e.candidate.command !== only.candidate.command)) return null;
    return only;
  };
  const report = sideIntent(calm);
  if (report === null || editing.length === 0) return null;
  const edit = sideIntent(editing);
  // (both rest on the same words, the security words: one's evidence within the other's; two
  // readings named apart, `security review and hardening`, are two requests)
  const harden = edit ?? editing[0];
  if (harden === undefined) return null;
  const within = (a: Evidence, b: Evidence): boolean => [...a.positions].every((p) => b.positions.has(p));
  if (!within(report, harden) && !within(harden, report)) return null;
  const { parts, forms } = reading;
  const masked = reading.scopes.masked;
  let reports = negatedEdit(reading, compiled, WHOLE_CODE_WORDS) !== null || leadCommand === report.candidate.command;
  let fixes = false;
  for (let p = 0; p < parts.length; p += 1) {
    // (a word of either reading's own evidence is no separate signal: `security review and hardening`)
    if (masked[p] === 1 || report.positions.has(p) || harden.positions.has(p)) continue;
    const word = parts[p] as string;
    const keys = (forms[p] ?? []).map((f) => f.key);
    if (REPORT_TERMS.has(stem(word)) || keys.some((k) => REPORT_TERMS.has(k))) reports = true;
    if ((stem(word) === FIX_TERM || keys.includes(FIX_TERM)) && !(p > 0 && DETERMINERS.has(parts[p - 1] as string))) fixes = true;
  }
  // The chosen reading takes the strength of the shared evidence (`vulnerabilities` is a keyword
  // of hardening and, through the lexicon, of the security review).
  const choose = (chosen: Evidence, other: Evidence): Evidence => {
    chosen.candidate.confidence = Math.max(chosen.candidate.confidence, other.candidate.confidence);
    return chosen;
  };
  if (reports && !fixes) return choose(report, harden);
  if (fixes && !reports && edit !== null) return choose(edit, report);
  return null;
}

/**
 * Cross-command detection: a HIGH result whose command differs from the command the user
 * typed (`build`, `/legion:build`, `legion:build`) → the matched command; otherwise null.
 */
export function crossCommand(result: NaturalLanguageResult, typedCommand: string): string | null {
  if (result.tier !== 'HIGH' || result.command === null) return null;
  let typed = typedCommand.trim().toLowerCase();
  if (typed.startsWith('/')) typed = typed.slice(1);
  if (typed.startsWith('legion:')) typed = typed.slice('legion:'.length);
  return result.command !== typed ? result.command : null;
}
