/**
 * Natural-language routing (docs/nl-scoring.md): free text → command + intent flags with a confidence tier.
 *
 * Pure: no I/O, no clock, no RegExp built from config or input. Compile the config once with
 * {@link compileNaturalLanguage}, then call {@link parseNaturalLanguage} per text (or
 * interpretRequestText in interpret-request-text.ts, which adds the typed command's context).
 *
 * Stages (docs/nl-scoring.md):
 *   1. read the text (read-text.ts): word parts, clause breaks, synonyms and typo corrections from
 *      the lexicon, areas, negation and restriction scopes;
 *   2. find keyword hits (find-keywords.ts): n-grams of words and their readings, and bags of
 *      words for multi-word keywords; masked (negated) words never vote;
 *   3. score every cluster (score-candidate.ts), add the skip intents that excluded or restricted
 *      areas ask for, rank by Legion's tie-breaks (docs/nl-scoring.md);
 *   4. precision first: a cancel word, or a second candidate with independent evidence for an
 *      incompatible route, lowers the result to MEDIUM, with the exact commands as candidates.
 *
 * Bounds: only the first {@link MAX_NL_INPUT_CHARS} UTF-16 code units (64 Ki) of a text are
 * scored. Keyword lookup is O(words × n) Map lookups with n ≤ 4; each template costs
 * O(words × template words) and is skipped outright when one of its required words is absent;
 * typo lookup is O(word length²) per distinct word for at most 256 words.
 */
import { intentCommand, intentFlagName } from '../intent/intent-flags.js';
import type { IntentTeamsConfig, PatternCluster } from '../types.js';
import { boundedList, emptyExplanation, type ConflictKind, type NaturalLanguageExplanation, type WordChange } from './explain.js';
import { findKeywordHits, type BagEntry, type LookupEntry, type NameEntry } from './find-keywords.js';
import { compileLexicon, type CompiledLexicon } from './lexicon.js';
import type { BoundTemplate } from './phrase-template.js';
import { bindTemplate, compileTemplate, splitParts, Vocabulary } from './phrase-template.js';
import { readText, type AreaLexicon, type TextReading } from './read-text.js';
import type { ClusterModel, ClusterScore, ClusterSource, KeywordEntry, TemplateInput } from './score-candidate.js';
import { IMPLICIT_WEIGHT, round6, scoreCluster, TOP_K } from './score-candidate.js';
import { isDigits, isStopword, joinKey, MAX_NL_INPUT_CHARS, stem, tokenize } from './tokenize.js';
import { TypoIndex } from './typo-index.js';
import { isDict as isRecord } from '../text/untrusted-data.js';

export { MAX_NL_INPUT_CHARS };
export type { LookupEntry, NameEntry };
export type { NaturalLanguageExplanation };

export type ConfidenceTier = 'HIGH' | 'MEDIUM' | 'LOW';

/** HIGH routes. */
export const HIGH_THRESHOLD = 0.8;
/** MEDIUM suggests (the caller asks for confirmation and does not route). */
export const MEDIUM_THRESHOLD = 0.5;
/**
 * Cancel words used when the config has no nl_lexicon (with a lexicon, its `cancel_cues` and
 * negation scopes apply instead): a text with one of them never auto-routes.
 */
export const NEGATION_CUES: ReadonlySet<string> = new Set(['not', 'never', 'stop', 'cancel', 'abort', 'halt']);
/** The cap on confidence for cancelling and conflicting texts: just below HIGH. */
export const NEGATED_CAP = 0.79;
/** Tie-break 1: an nl_patterns match within this much of a command route wins. */
export const TIE_WINDOW = 0.1;
/**
 * Template words a whole config may hold (Legion's real config has about 240). Templates past the
 * budget are reported and skipped, which bounds matching at O(input words × this).
 */
export const MAX_CONFIG_TEMPLATE_WORDS = 4_096;
/** A keyword this heavy, of one command route only, names that command when it leads a text. */
export const LEAD_KEYWORD_WEIGHT = 0.7;
/**
 * Added to a command route whose own keyword leads the text as its verb (`investigate the
 * memory leak`): an imperative that names the command, like the exact-name bonus of Legion's scoring.
 */
export const LEAD_BONUS = 0.2;
/** Confidence cap of a text that only thanks or approves (`thanks for the quick review`): LOW. */
export const ACKNOWLEDGED_CAP = 0.49;
/** Score a skip intent gets from an excluded or restricted area (`no UI`, `only the API`). */
export const AREA_LEVEL = 0.9;
/** A second candidate this strong, with evidence of its own for another route, is a conflict. */
export const CONFLICT_LEVEL = 0.7;
/** Candidates after the first that the conflict check looks at. */
const CONFLICT_RIVALS = 6;
const EPSILON = 1e-9;
/** Words after which a command's name is a noun (`the plans`), not an imperative. */
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'our', 'my', 'your', 'its', 'their']);

export interface NaturalLanguageCandidate {
  source: ClusterSource;
  key: string;
  /** 'build', 'review', 'start', ... (no slash). */
  command: string;
  /** e.g. ['--just-harden']; [] for command routes. */
  flags: string[];
  confidence: number;
  /** Position in the config (nl_patterns first, then command_routes). */
  order: number;
  /** Why: the parts of the score. */
  evidence?: {
    keywordScore: number;
    templateScore: number;
    exactNameBonus: number;
    commandConflict: number;
    /** Score given by an excluded or restricted area (skip intents), 0 otherwise. */
    areaScore?: number;
    keywords: string[];
    template: string | null;
  };
}

export interface NaturalLanguageResult {
  tier: ConfidenceTier;
  confidence: number;
  command: string | null;
  flags: string[];
  /** Sorted best first (after the tie-breaks); score > 0 only. */
  candidates: NaturalLanguageCandidate[];
  /** Why (for the summary and the log); see explain.ts. */
  explanation: NaturalLanguageExplanation;
  /** The command the text's first content word names (`review the docs` → review), or null. */
  leadCommand?: string | null;
  /**
   * Restrictions (`only …`, `just …`) that asked for neither an area nor a keyword of the
   * result: the text narrows the work in a way the scorer could not turn into a flag.
   */
  unresolvedRestrictions?: string[];
}

/** A phrase template, keyword or lexicon entry that could not be used; the scorer skips it. */
export interface NaturalLanguageProblem {
  source: ClusterSource | 'nl_lexicon';
  key: string;
  kind: 'template' | 'keyword' | 'lexicon';
  text: string;
  reason: string;
}

/** An area a skip intent leaves out (`skip-frontend` → `frontend`). */
export interface AreaModel {
  name: string;
  /** Index of the skip intent's cluster. */
  cluster: number;
}

export interface CompiledNaturalLanguage {
  clusters: ClusterModel[];
  problems: NaturalLanguageProblem[];
  /** @internal lookup tables */
  vocabulary: Vocabulary;
  exact: Map<string, LookupEntry[]>;
  stemmed: Map<string, LookupEntry[]>;
  names: Map<string, NameEntry[]>;
  /** Multi-word keywords matched as bags of words. */
  bags: BagEntry[];
  /** Every command a cluster routes to (route keys and intents' commands). */
  commands: Set<string>;
  /** Longest n-gram (in word parts) worth joining. */
  maxGram: number;
  /** Proper prefixes of the lookup keys: a run of words is only extended while it is one. */
  prefixes: Set<string>;
  lexicon: CompiledLexicon;
  typos: TypoIndex;
  vocabularyStems: Set<string>;
  areas: AreaModel[];
  areaLexicon: AreaLexicon;
  /** Per cluster: the vocabulary ids of its templates' words (evidence positions). */
  templateIds: Set<number>[];
  /** Clusters with a template that opens with a question word (`where are we`): they answer questions. */
  questionClusters: Set<number>;
  /** Commands some intent belongs to (build, review): their free text modifies them. */
  intentCommands: Set<string>;
  /** Per cluster: the words its templates open with (mostly verbs: `fix`, `harden`, `check`). */
  templateOpeners: Set<string>[];
  /**
   * One-word keywords of weight ≥ {@link LEAD_KEYWORD_WEIGHT} that belong to exactly one command
   * route and to no intent (`execute` → build, `test` → review): leading a text, they name the command.
   */
  leadKeywords: Map<string, string>;
  /** Per cluster: stems of the words its templates use after their first word (its objects: `plans` in "execute the plans"). */
  objectStems: Set<string>[];
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function routeCommand(key: string): string {
  const lower = key.trim().toLowerCase();
  return lower.startsWith('/legion:') ? lower.slice('/legion:'.length) : lower.replace(/^\//, '');
}

/** Compile both sections of the config and its lexicon once. Never throws on bad patterns: see `problems`. */
export function compileNaturalLanguage(input: IntentTeamsConfig): CompiledNaturalLanguage {
  // Tolerate partial configs (older files, hand-built objects): intentCommand reads validation.
  const config: IntentTeamsConfig = Array.isArray(input.validation?.requires_command)
    ? input
    : { ...input, validation: { mutual_exclusion: [], requires_command: [], allowed_combinations: [] } };
  const vocabulary = new Vocabulary();
  const clusters: ClusterModel[] = [];
  const problems: NaturalLanguageProblem[] = [];
  const exact = new Map<string, LookupEntry[]>();
  const stemmed = new Map<string, LookupEntry[]>();
  const names = new Map<string, NameEntry[]>();
  const bags: BagEntry[] = [];
  const typos = new TypoIndex();
  const vocabularyStems = new Set<string>();
  const templateIds: Set<number>[] = [];
  const questionClusters = new Set<number>();
  const templateOpeners: Set<string>[] = [];
  const lexicon = compileLexicon(isRecord(config.nl_lexicon) ? config.nl_lexicon : undefined);
  for (const p of lexicon.problems) problems.push({ source: 'nl_lexicon', key: p.list, kind: 'lexicon', text: p.text, reason: p.reason });
  /** A word a typo may be corrected to: keywords, names, commands, areas, cues, lexicon terms. */
  const learn = (word: string): void => {
    typos.add(word);
    vocabularyStems.add(stem(word));
  };
  /** A word that is known (never corrected) but no correction target: template words, fillers. */
  const know = (word: string): void => {
    vocabularyStems.add(stem(word));
  };
  /** Per cluster: stems of template words (candidates for implicit keywords). */
  const templateWords: Map<string, string>[] = [];
  /** Stems that are a keyword or a name somewhere: never implicit. */
  const reserved = new Set<string>();
  let maxParts = 1;
  let templateBudget = MAX_CONFIG_TEMPLATE_WORDS;
  const cueWords = new Set<string>([...lexicon.negationCues.keys(), ...lexicon.restrictionCues.keys()]);

  const sections: [ClusterSource, Record<string, PatternCluster> | undefined][] = [
    ['nl_patterns', config.nl_patterns],
    ['command_routes', config.command_routes],
  ];

  for (const [source, section] of sections) {
    for (const [key, pattern] of Object.entries(section ?? {})) {
      const index = clusters.length;
      const isIntent = source === 'nl_patterns';
      const command = isIntent ? intentCommand(key, config) : routeCommand(key);
      const flag = isIntent ? intentFlagName(key, config.intents?.[key]) : null;

      // Keywords
      const weights: number[] = [];
      const explicitJoined = new Set<string>();
      let primary: { joined: string; parts: number } | null = null;
      const keywordTable = isRecord(pattern?.keywords) ? pattern.keywords : {};
      const phrases: unknown[] = Array.isArray(pattern?.phrases) ? pattern.phrases : [];
      for (const [keyword, rawWeight] of Object.entries(keywordTable)) {
        if (typeof rawWeight !== 'number' || !Number.isFinite(rawWeight) || rawWeight < 0) {
          problems.push({ source, key, kind: 'keyword', text: keyword, reason: 'weight is not a number ≥ 0' });
          continue;
        }
        const parts = splitParts(tokenize(keyword));
        if (parts.length === 0) {
          problems.push({ source, key, kind: 'keyword', text: keyword, reason: 'keyword has no words' });
          continue;
        }
        const weight = Math.min(1, rawWeight);
        const joined = joinKey(parts);
        if (explicitJoined.has(joined)) continue;
        explicitJoined.add(joined);
        weights.push(weight);
        const entry: KeywordEntry = { keyword, weight, origin: 'config', key: stem(joined) };
        push(exact, joined, { cluster: index, entry, parts: parts.length, stemNative: false });
        push(stemmed, stem(joined), { cluster: index, entry, parts: parts.length, stemNative: false });
        reserved.add(stem(joined));
        for (const part of parts) learn(part);
        learn(joined);
        // The words of a multi-word keyword mean something together only (`break down`, `new
        // project`): none of them becomes an implicit keyword on its own. Content-word pairs
        // (`security review`) also match as a bag of words, in either order.
        if (parts.length > 1) {
          for (const part of parts) reserved.add(stem(part));
          if (parts.every((part) => part.length >= 2 && !isStopword(part) && !cueWords.has(part))) {
            bags.push({ cluster: index, entry, stems: parts.map((part) => stem(part)) });
          }
        }
        maxParts = Math.max(maxParts, parts.length);
        if (primary === null && weight >= 1) primary = { joined, parts: parts.length };
      }
      weights.sort((a, b) => b - a);
      const maxWeight = weights[0] && weights[0] > 0 ? weights[0] : 1;
      const topK = weights.slice(0, TOP_K).reduce((s, w) => s + w, 0);

      // Names: own name, flag, primary keyword → bonus; the command → bonus with evidence.
      const ownNames = new Set<string>();
      const ownSources = [key, ...(flag ? [flag.replace(/^--/, '')] : [])];
      for (const name of ownSources) {
        const parts = splitParts(tokenize(name));
        if (parts.length === 0) continue;
        const joined = joinKey(parts);
        ownNames.add(joined);
        reserved.add(stem(joined));
        learn(joined);
        maxParts = Math.max(maxParts, parts.length);
        push(names, joined, { cluster: index, kind: 'own', parts: parts.length });
        if (!explicitJoined.has(joined)) {
          // "exact name dominates": the name is a keyword of weight 1.
          explicitJoined.add(joined);
          const entry: KeywordEntry = { keyword: name, weight: 1, origin: 'name', key: stem(joined) };
          push(exact, joined, { cluster: index, entry, parts: parts.length, stemNative: false });
        }
      }
      if (primary !== null && !ownNames.has(primary.joined)) {
        push(names, primary.joined, { cluster: index, kind: 'own', parts: primary.parts });
      }
      const commandParts = splitParts(tokenize(command));
      if (commandParts.length > 0) {
        push(names, joinKey(commandParts), { cluster: index, kind: 'command', parts: commandParts.length });
        reserved.add(stem(joinKey(commandParts)));
        learn(joinKey(commandParts));
      }

      // Templates
      const templates: BoundTemplate[] = [];
      const templateAnchors: Int32Array[][] = [];
      const words = new Map<string, string>();
      const ids = new Set<number>();
      const openerWords = new Set<string>();
      for (const phrase of phrases) {
        const compiled = compileTemplate(phrase as string);
        if (!compiled.ok) {
          problems.push({ source, key, kind: 'template', text: String(phrase), reason: compiled.reason });
          continue;
        }
        if (compiled.template.size > templateBudget) {
          const reason = `the config's templates exceed ${MAX_CONFIG_TEMPLATE_WORDS} words in total`;
          problems.push({ source, key, kind: 'template', text: String(phrase), reason });
          continue;
        }
        templateBudget -= compiled.template.size;
        const bound = bindTemplate(compiled.template, vocabulary);
        templates.push(bound);
        const anchors: Int32Array[] = [];
        for (const slot of bound.slots) {
          for (const alt of slot.alternatives) for (const id of alt) ids.add(id);
          if (slot.optional) continue;
          const slotIds = slot.alternatives.map((alt) => alt[0] ?? -1);
          if (slot.digits) slotIds.push(-2);
          anchors.push(Int32Array.from(slotIds));
        }
        templateAnchors.push(anchors);
        const opener = compiled.template.slots[0]?.alternatives.map((alt) => alt[0]) ?? [];
        if (opener.some((word) => word !== undefined && lexicon.questionWords.has(word))) questionClusters.add(index);
        for (const word of opener) if (word !== undefined) openerWords.add(word);
        for (const word of compiled.template.words) {
          for (const part of splitParts([word])) know(part);
          if (word.length >= 3 && !word.includes('-') && !isStopword(word) && !isDigits(word)) {
            if (!words.has(stem(word))) words.set(stem(word), word);
          }
        }
      }
      templateWords.push(words);
      templateIds.push(ids);
      templateOpeners.push(openerWords);

      clusters.push({
        source,
        key,
        order: index,
        command,
        flags: flag ? [flag] : [],
        maxWeight,
        topKSum: topK > 0 ? topK : 1,
        templates,
        templateAnchors,
      });
    }
  }

  // Implicit keywords: template words that belong to exactly one cluster and are no keyword.
  const owners = new Map<string, number[]>();
  templateWords.forEach((words, index) => {
    for (const stemmedWord of words.keys()) push(owners, stemmedWord, index);
  });
  for (const [stemmedWord, clusterIndices] of owners) {
    if (clusterIndices.length !== 1 || reserved.has(stemmedWord)) continue;
    const index = clusterIndices[0] as number;
    const word = templateWords[index]?.get(stemmedWord) ?? stemmedWord;
    const entry: KeywordEntry = { keyword: word, weight: IMPLICIT_WEIGHT, origin: 'template', key: stemmedWord };
    push(stemmed, stemmedWord, { cluster: index, entry, parts: 1, stemNative: true });
  }

  // The lexicon's words are vocabulary too (a misspelt synonym or cue is still one).
  for (const [variantKey] of lexicon.synonyms) learn(variantKey);
  for (const table of [lexicon.negationCues, lexicon.restrictionCues]) for (const [key, parts] of table) if (parts === 1) learn(key);
  // The parts of a multi-word variant are correction targets, but their stems make no inflection
  // known: `fronted` is no form of `front` (from `front end`) but a typo of `frontend`.
  for (const entries of lexicon.synonyms.values()) {
    for (const entry of entries) {
      const variantParts = splitParts(tokenize(entry.variant));
      for (const part of variantParts) {
        if (variantParts.length === 1) learn(part);
        else typos.add(part);
      }
    }
  }
  for (const words of [lexicon.exclusionVerbs, lexicon.scopeFillers, lexicon.cancelCues, lexicon.questionWords, lexicon.statementVerbs]) {
    for (const word of words) know(word);
  }
  for (const [opener, closers] of lexicon.negationWraps) for (const word of [opener, ...closers]) know(word);
  for (const word of lexicon.knownWords) vocabularyStems.add(stem(word));
  for (const [termKey, term] of lexicon.terms) {
    learn(termKey);
    for (const part of term.parts) learn(part);
  }

  // Areas: the skip intents (`--skip-frontend` leaves out `frontend`), named by the area word and
  // every lexicon synonym of it.
  const areas: AreaModel[] = [];
  const areaLexicon: AreaLexicon = { names: [], byKey: new Map() };
  clusters.forEach((cluster, index) => {
    const flag = cluster.flags[0];
    if (cluster.source !== 'nl_patterns' || !flag?.startsWith('--skip-')) return;
    const name = joinKey(splitParts(tokenize(flag.slice('--skip-'.length))));
    if (name === '' || areaLexicon.byKey.has(stem(name))) return;
    const area = areas.length;
    areas.push({ name, cluster: index });
    areaLexicon.names.push(name);
    areaLexicon.byKey.set(stem(name), area);
    areaLexicon.byKey.set(name, area);
    learn(name);
  });

  const commands = new Set(clusters.map((c) => c.command));
  // Words other clusters' templates use after their first word are objects there (`phase` in
  // "implement the phase"): such a word does not name a command by leading a text.
  const objectStems: Set<string>[] = clusters.map(() => new Set<string>());
  clusters.forEach((cluster, index) => {
    for (const bound of cluster.templates) {
      bound.template.slots.slice(1).forEach((slot) => {
        for (const alt of slot.alternatives) for (const word of alt) objectStems[index]?.add(stem(word));
      });
    }
  });
  const leadKeywords = new Map<string, string>();
  for (const [key, lookups] of exact) {
    const configured = lookups.filter((l) => l.entry.origin === 'config' && l.parts === 1);
    if (configured.length !== lookups.length || configured.length !== 1) continue;
    const only = configured[0] as LookupEntry;
    const cluster = clusters[only.cluster] as ClusterModel;
    const object = objectStems.some((stems, index) => index !== only.cluster && stems.has(stem(key)));
    if (cluster.source === 'command_routes' && only.entry.weight >= LEAD_KEYWORD_WEIGHT && !commands.has(key) && !object) {
      leadKeywords.set(key, cluster.command);
    }
  }
  const prefixes = new Set<string>();
  for (const map of [exact, stemmed, names]) {
    for (const key of map.keys()) for (let k = 1; k < key.length; k += 1) prefixes.add(key.slice(0, k));
  }
  return {
    clusters,
    problems,
    vocabulary,
    exact,
    stemmed,
    names,
    bags,
    commands,
    maxGram: Math.min(4, maxParts + 1),
    prefixes,
    lexicon,
    typos,
    vocabularyStems,
    areas,
    areaLexicon,
    templateIds,
    questionClusters,
    intentCommands: new Set(clusters.filter((c) => c.source === 'nl_patterns').map((c) => c.command)),
    templateOpeners,
    leadKeywords,
    objectStems,
  };
}

function tierOf(confidence: number): ConfidenceTier {
  if (confidence >= HIGH_THRESHOLD) return 'HIGH';
  if (confidence >= MEDIUM_THRESHOLD) return 'MEDIUM';
  return 'LOW';
}

function emptyResult(explanation: NaturalLanguageExplanation = emptyExplanation()): NaturalLanguageResult {
  return { tier: 'LOW', confidence: 0, command: null, flags: [], candidates: [], explanation };
}

/** A candidate plus what rule 2 needs to know. */
export interface ScoredCandidate {
  candidate: NaturalLanguageCandidate;
  /** The candidate's command name occurs in the input. */
  commandMentioned: boolean;
}

/**
 * The tie-breaks as a selection procedure (a total order even when scores chain):
 * repeatedly take the best remaining score; among the candidates within TIE_WINDOW of it, nl_patterns
 * beat command_routes (rule 1); then the highest score; on an exact tie, a candidate whose command
 * name is in the input (rule 2); then config order (rule 3).
 *
 * The selection runs for the first `selected` places only (the ones anybody reads: the route and
 * the three suggestions); the rest follow by score, then config order. That keeps ranking
 * O(selected × n) for a config with thousands of clusters matching one word.
 */
export const RANKED_BY_TIE_BREAKS = 10;

export function rankCandidates<T extends ScoredCandidate>(scored: readonly T[], selected = RANKED_BY_TIE_BREAKS): T[] {
  const remaining = [...scored];
  const ranked: T[] = [];
  while (remaining.length > 0 && ranked.length < selected) {
    const top = Math.max(...remaining.map((s) => s.candidate.confidence));
    const window = remaining.filter((s) => s.candidate.confidence >= top - TIE_WINDOW - EPSILON);
    const intents = window.filter((s) => s.candidate.source === 'nl_patterns');
    const pool = intents.length > 0 ? intents : window;
    const poolTop = Math.max(...pool.map((s) => s.candidate.confidence));
    let tied = pool.filter((s) => s.candidate.confidence >= poolTop - EPSILON);
    const named = tied.filter((s) => s.commandMentioned);
    if (named.length > 0) tied = named;
    let winner = tied[0] as T;
    for (const s of tied) if (s.candidate.order < winner.candidate.order) winner = s;
    ranked.push(winner);
    remaining.splice(remaining.indexOf(winner), 1);
  }
  remaining.sort((a, b) => b.candidate.confidence - a.candidate.confidence || a.candidate.order - b.candidate.order);
  return [...ranked, ...remaining];
}

/** A scored cluster with the input parts its evidence rests on. */
interface Evidence extends ScoredCandidate {
  index: number;
  positions: Set<number>;
  score: ClusterScore | null;
}

/** Encode the reading for template matching: masked parts never match; readings are second ids. */
function templateInputOf(reading: TextReading, compiled: CompiledNaturalLanguage): TemplateInput {
  const n = reading.parts.length;
  const ids = new Int32Array(n);
  const digits = new Uint8Array(n);
  const alt = new Int32Array(n).fill(-1);
  const altSpan = new Uint8Array(n).fill(1);
  const present = new Set<number>();
  let hasDigits = false;
  const masked = reading.scopes.masked;
  for (let i = 0; i < n; i += 1) {
    if (masked[i] === 1) {
      ids[i] = -1;
      continue;
    }
    const part = reading.parts[i] as string;
    const id = compiled.vocabulary.lookup(part);
    ids[i] = id;
    if (id >= 0) present.add(id);
    if (isDigits(part)) {
      digits[i] = 1;
      hasDigits = true;
    }
    for (const form of reading.forms[i] as TextReading['forms'][number]) {
      if (form.parts.length !== 1) continue;
      let spanMasked = false;
      for (let p = i; p < i + form.span; p += 1) if (masked[p] === 1) spanMasked = true;
      if (spanMasked) continue;
      const formId = compiled.vocabulary.lookup(form.parts[0] as string);
      if (formId < 0) continue;
      alt[i] = formId;
      altSpan[i] = form.span;
      present.add(formId);
      break;
    }
  }
  return { encoded: { ids, digits, alt, altSpan }, present, hasDigits };
}

/** Are two routes the same work, or one a refinement of the other (a route and an intent of its command)? */
function compatible(a: NaturalLanguageCandidate, b: NaturalLanguageCandidate): boolean {
  if (a.command !== b.command) return false;
  if (a.flags.length === 0 || b.flags.length === 0) return true;
  return a.flags.join(' ') === b.flags.join(' ');
}

function label(c: NaturalLanguageCandidate): string {
  return [c.command, ...c.flags].join(' ');
}

/** The clusters a word is a configured keyword of, as a key (`advise`/`advice` → the advise cluster). */
function owners(compiled: CompiledNaturalLanguage, word: string): string {
  const lookups = compiled.exact.get(word) ?? compiled.stemmed.get(stem(word)) ?? [];
  return [...new Set(lookups.map((l) => l.cluster))].sort((x, y) => x - y).join(',');
}

/** Does one of `table`'s phrases (joinKey → parts) start somewhere in parts[from, to)? */
function hasPhrase(parts: readonly string[], from: number, to: number, table: Map<string, number>, prefixes: Set<string>): boolean {
  if (table.size === 0) return false;
  for (let i = from; i < to; i += 1) {
    let joined = '';
    for (let k = 1; k <= 4 && i + k <= to; k += 1) {
      joined += parts[i + k - 1] as string;
      if (table.get(joined) === k) return true;
      if (!prefixes.has(joined)) break;
    }
  }
  return false;
}

/** Length in parts of the longest phrase of `table` starting at `at` (0: none). */
function phraseLengthAt(parts: readonly string[], at: number, table: Map<string, number>, prefixes: Set<string>): number {
  let joined = '';
  let found = 0;
  for (let k = 1; k <= 4 && at + k <= parts.length; k += 1) {
    joined += parts[at + k - 1] as string;
    if (table.get(joined) === k) found = k;
    if (!prefixes.has(joined)) break;
  }
  return found;
}

function startsWithPhrase(parts: readonly string[], table: Map<string, number>, prefixes: Set<string>): boolean {
  let joined = '';
  for (let k = 1; k <= 4 && k <= parts.length; k += 1) {
    joined += parts[k - 1] as string;
    if (table.get(joined) === k) return true;
    if (!prefixes.has(joined)) break;
  }
  return false;
}

const TRAILING_MARKS: ReadonlySet<string> = new Set([' ', '\t', '\n', '\r', '!', '.', '?', '？', '！', ')', '"', "'", '…']);

/** Does the run of punctuation and spaces that ends the text hold a question mark (`done?!`)? */
function endsWithQuestionMark(text: string): boolean {
  const end = Math.min(text.length, MAX_NL_INPUT_CHARS);
  for (let i = end - 1; i >= 0 && i >= end - 64; i -= 1) {
    const ch = text[i] as string;
    if (ch === '?' || ch === '？') return true;
    if (!TRAILING_MARKS.has(ch)) return false;
  }
  return false;
}

/** Parse free text. Empty (or punctuation-only) text → LOW, confidence 0, no candidates. */
export function parseNaturalLanguage(text: string, compiled: CompiledNaturalLanguage): NaturalLanguageResult {
  if (typeof text !== 'string' || text.length === 0 || compiled.clusters.length === 0) return emptyResult();
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
  const synonyms: WordChange[] = [];
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

  // The leading content word, when it names a command (`review the docs` → review), directly, as a
  // corrected typo or through a synonym (`carry out` → build, `tiny` → quick). Cue words are skipped.
  let leadCommand: string | null = null;
  let leadAt = -1;
  const lexicon = compiled.lexicon;
  // A polite opener is no content (`would you mind building the plans` leads with `building`).
  const openerLength = phraseLengthAt(parts, 0, lexicon.requestOpeners, lexicon.prefixes);
  for (let i = openerLength; i < parts.length; i += 1) {
    const word = parts[i] as string;
    if (masked[i] === 1 || isStopword(word) || lexicon.negationCues.has(word) || lexicon.restrictionCues.has(word)) continue;
    const readings = [word, stem(word), ...(reading.forms[i] ?? []).map((f) => f.key)];
    leadAt = i;
    // After a determiner the word is a noun, the object of the request (`get the plans
    // implemented`, `did the review pass?`), not the verb that names a command.
    if (i > 0 && DETERMINERS.has(parts[i - 1] as string)) break;
    leadCommand = readings.find((r) => compiled.commands.has(r)) ?? compiled.leadKeywords.get(word) ?? null;
    break;
  }
  // Clause segments: punctuation, clause-break words and `and`/`or` separate requests.
  const segment = new Int32Array(parts.length);
  for (let i = 0, id = 0; i < parts.length; i += 1) {
    const word = parts[i] as string;
    if (i > 0 && (reading.breakBefore[i] || lexicon.clauseBreaks.get(word) === 1 || word === 'and' || word === 'or')) id += 1;
    segment[i] = id;
  }

  // Mood: a question (not a polite request) asks about the work; a statement describes a thing.
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
    if (opensClause && lexicon.questionWords.has(parts[i] as string)) clauseOpensQuestion = true;
  }
  // (`harden the api?` opens with an intent's own name: a request too.)
  const namesCluster = leadAt >= 0 && (compiled.names.get(parts[leadAt] as string) ?? []).some((n) => n.kind === 'own' && n.parts === 1);
  const question = !polite && (clauseOpensQuestion || (endsWithQuestionMark(text) && leadCommand === null && !namesCluster));
  let statement = false;
  if (!question && !polite && startsWithPhrase(parts, lexicon.selfReports, lexicon.prefixes)) statement = true;
  if (!question && !polite && isStopword(parts[0] as string)) {
    for (let i = 1; i < Math.min(firstClauseEnd, 5); i += 1) {
      if (lexicon.statementVerbs.has(parts[i] as string) && !isStopword(parts[i - 1] as string)) statement = true;
    }
  }
  const correction = hasPhrase(parts, 0, parts.length, lexicon.correctionCues, lexicon.prefixes);
  const hedge = hasPhrase(parts, 0, parts.length, lexicon.hedges, lexicon.prefixes);
  // A single clause that opens with thanks or approval is no request at all (`thanks for the review`).
  const acknowledgement = scopes.dismissal !== null || (firstClauseEnd === parts.length && startsWithPhrase(parts, lexicon.acknowledgements, lexicon.prefixes));

  // Skip intents asked for by areas: excluded → that area's skip; restricted → the others' skips.
  const areaEvidence = new Map<number, number[]>();
  const addArea = (cluster: number, positions: number[]): void => {
    const list = areaEvidence.get(cluster);
    if (list) for (const p of positions) list.push(p);
    else areaEvidence.set(cluster, [...positions]);
  };
  for (const mention of scopes.excluded) {
    const area = compiled.areas[mention.area];
    if (area) addArea(area.cluster, mention.positions);
  }
  const restrictedAreas = new Set(scopes.restricted.map((m) => m.area));
  for (const mention of scopes.restricted) {
    const others = compiled.areas.filter((_, i) => !restrictedAreas.has(i));
    if (others.length === 1) addArea((others[0] as (typeof compiled.areas)[number]).cluster, mention.positions);
  }
  // An area both excluded and asked for alone, or asked for alone and another area asked for as
  // well (`only the API but also the UI`): the text contradicts itself.
  const restrictedPositions = new Set(scopes.restricted.flatMap((m) => m.positions));
  let otherAreaNamed = false;
  if (restrictedAreas.size > 0) {
    for (let p = 0; p < parts.length; p += 1) {
      const area = reading.areaAt[p] as number;
      if (area >= 0 && masked[p] === 0 && !restrictedPositions.has(p) && !restrictedAreas.has(area)) otherAreaNamed = true;
    }
  }
  const areaConflict = scopes.excluded.some((m) => restrictedAreas.has(m.area)) || otherAreaNamed;

  // A leading keyword, inflection or synonym that names a command (`test the auth flow`, `flag …`)
  // names it for its intents too.
  if (leadCommand !== null && parts[leadAt] !== leadCommand) {
    compiled.clusters.forEach((cluster, index) => {
      if (cluster.source === 'nl_patterns' && cluster.command === leadCommand) found.commandName[index] = 1;
    });
  }

  const evidence: Evidence[] = [];
  compiled.clusters.forEach((cluster, index) => {
    const result = scoreCluster(cluster, found.hits[index] ?? [], templateInput, {
      ownName: found.ownName[index] === 1,
      commandName: found.commandName[index] === 1,
      conflictingLead: leadCommand !== null && leadCommand !== cluster.command,
    });
    const fromArea = areaEvidence.get(index);
    const areaScore = fromArea ? Math.max(0, AREA_LEVEL - result.commandConflict) : 0;
    const leadBonus =
      cluster.source === 'command_routes' &&
      leadCommand === cluster.command &&
      compiled.leadKeywords.get(parts[leadAt] as string) === cluster.command &&
      result.exactNameBonus === 0
        ? LEAD_BONUS
        : 0;
    const score = Math.max(Math.min(1, result.score + leadBonus), areaScore);
    if (score <= 0) return;
    const positions = new Set<number>([...result.positions, ...(fromArea ?? []), ...(found.namePositions[index] ?? [])]);
    if (result.templateScore > 0) {
      const ids = compiled.templateIds[index] as Set<number>;
      const encoded = templateInput.encoded;
      for (let p = 0; p < parts.length; p += 1) {
        if (isStopword(parts[p] as string)) continue;
        if (ids.has(encoded.ids[p] as number) || ids.has(encoded.alt?.[p] ?? -1)) positions.add(p);
      }
    }
    const keywords = result.hits.map((hit) => (hit.via && hit.via !== 'stem' ? `${hit.entry.keyword} (${hit.via === 'bag' ? 'words apart' : hit.via})` : hit.entry.keyword));
    if (fromArea && areaScore >= result.score) {
      const area = compiled.areas.find((a) => a.cluster === index);
      if (area) keywords.push(`${area.name} (${scopes.excluded.some((m) => compiled.areas[m.area]?.cluster === index) ? 'excluded' : 'other area only'})`);
    }
    evidence.push({
      index,
      positions,
      score: result,
      candidate: {
        source: cluster.source,
        key: cluster.key,
        command: cluster.command,
        flags: [...cluster.flags],
        confidence: round6(score),
        order: cluster.order,
        evidence: {
          keywordScore: result.keywordScore,
          templateScore: result.templateScore,
          exactNameBonus: result.exactNameBonus,
          commandConflict: result.commandConflict,
          ...(fromArea ? { areaScore: round6(areaScore) } : {}),
          keywords,
          template: result.template,
        },
      },
      // Rule 2's "exact command name": the route's own name, the intent's command.
      commandMentioned: cluster.source === 'command_routes' ? found.ownName[index] === 1 || found.commandName[index] === 1 : found.commandName[index] === 1,
    });
  });
  if (evidence.length === 0) return emptyResult(explanation);

  // A question routes only to a cluster that answers questions (one with a question template:
  // status, advise); anything else it mentions is its subject.
  const capped = new Set<number>();
  if (question) {
    for (const e of evidence) {
      if (compiled.questionClusters.has(e.index)) continue;
      e.candidate.confidence = Math.min(e.candidate.confidence, NEGATED_CAP);
      capped.add(e.index);
    }
  }

  const ranked = rankCandidates(evidence);
  const candidates = ranked.map((s) => s.candidate);
  const top = ranked[0] as Evidence;
  explanation.keywords = boundedList(top.candidate.evidence?.keywords ?? []);
  explanation.template = top.candidate.evidence?.template ?? null;

  // Precision first.
  let conflict: string | null = null;
  let conflictKind: ConflictKind | null = null;
  const setConflict = (kind: ConflictKind, why: string): void => {
    conflict ??= why;
    conflictKind ??= kind;
  };
  if (areaConflict) setConflict('area', otherAreaNamed ? 'one area is asked for alone and another one too' : 'an area is both excluded and asked for alone');
  if (correction) setConflict('correction', 'the text takes back what it asked for');
  if (hedge) setConflict('hedge', 'the writer is not sure what they want');
  if (statement) setConflict('statement', 'the text describes something rather than asking for work');
  if (question && capped.has(top.index)) setConflict('question', 'a question about the work, not a request for it');
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
    // In a question, the capped readings are its subject, unless asked for apart (`explore or advise?`).
    if (capped.has(rival.index) && ![...rival.positions].some((p) => !explained.has(p) && segment[p] !== segment[[...top.positions][0] ?? 0])) continue;
    // An intent demoted by the text's leading command word is its subject (`plan the docs work`),
    // unless an area asked for it: an exclusion or restriction the route cannot honour conflicts.
    const areaAsked = (c.evidence?.areaScore ?? 0) > 0;
    const ownPositions = [...rival.positions].filter((p) => !explained.has(p));
    // ... but not when it is asked for in a clause of its own (`review it and harden the auth`).
    // (After a command that takes its text as the task — quick, plan, explore — an intent is the task.)
    const besideLead =
      leadCommand !== null &&
      (c.source === 'command_routes' || compiled.intentCommands.has(leadCommand)) &&
      ownPositions.length > 0 &&
      ownPositions.every((p) => segment[p] !== segment[leadAt]);
    // A reading of another command than the leading one, in the lead's clause, is its subject.
    const demoted = leadCommand !== null && c.command !== leadCommand && !besideLead;
    const strength = c.confidence + (besideLead ? (c.evidence?.commandConflict ?? 0) : 0);
    if (!areaAsked && (strength < CONFLICT_LEVEL || demoted)) continue;
    const own = [...rival.positions].some((p) => !explained.has(p));
    // One word that two incompatible readings both list as a keyword (`security` alone) is ambiguous.
    const topKeys = new Set((top.score?.hits ?? []).map((h) => h.entry.key));
    const sameKeyword = (rival.score?.hits ?? []).some((h) => h.entry.key !== undefined && topKeys.has(h.entry.key));
    const oneReading = (top.score?.hits.length ?? 0) === 1 && (top.score?.templateScore ?? 0) === 0;
    const shared = oneReading && sameKeyword && [...rival.positions].every((p) => top.positions.has(p)) && c.confidence >= CONFLICT_LEVEL;
    if (own) setConflict('two-readings', `${label(top.candidate)} and ${label(c)} both match`);
    else if (shared && !leadDecides(c)) setConflict('ambiguous', `"${top.score?.hits[0]?.entry.keyword ?? ''}" alone could mean ${label(top.candidate)} or ${label(c)}`);
  }
  // The top reading rests only on nouns (after a determiner) that another reading's templates take
  // as their object (`get the plans implemented`: "the plans" are what build executes): the noun
  // is the object of the other reading, or the request is unclear; never the noun's command.
  if (conflict === null && top.candidate.source === 'command_routes' && (top.score?.templateScore ?? 0) === 0 && top.positions.size > 0) {
    const topPositions = [...top.positions];
    const nouns = topPositions.every((p) => p > 0 && DETERMINERS.has(parts[p - 1] as string));
    if (nouns) {
      const objectOf = ranked.find(
        (e) =>
          e !== top &&
          !compatible(top.candidate, e.candidate) &&
          topPositions.every((p) => compiled.objectStems[e.index]?.has(stem(parts[p] as string))) &&
          [...e.positions].some((p) => !top.positions.has(p)),
      );
      if (objectOf !== undefined) setConflict('two-readings', `"${parts[topPositions[0] as number] ?? ''}" is what ${label(objectOf.candidate)} works on`);
    }
  }
  // An exclusion of something the scorer cannot identify (`skip the fronted`): routing the whole
  // command would ignore it.
  if (conflict === null && compiled.intentCommands.has(top.candidate.command)) {
    const identified = (p: number): boolean => {
      const word = parts[p] as string;
      return (
        isStopword(word) ||
        reading.areaAt[p] !== -1 ||
        (reading.forms[p]?.length ?? 0) > 0 ||
        compiled.typos.has(word) ||
        compiled.vocabulary.lookup(word) >= 0 ||
        compiled.stemmed.has(stem(word)) ||
        compiled.lexicon.knownWords.has(word) ||
        compiled.lexicon.scopeFillers.has(stem(word)) ||
        compiled.lexicon.exclusionVerbs.has(stem(word))
      );
    };
    for (const negation of scopes.negations) {
      let any = false;
      let all = true;
      for (let p = negation.start; p < negation.end; p += 1) {
        if (isStopword(parts[p] as string)) continue;
        any = true;
        if (!identified(p)) all = false;
      }
      if (any && !all && ![...Array(negation.end - negation.start).keys()].some((k) => identified(negation.start + k) && !isStopword(parts[negation.start + k] as string))) {
        setConflict('unidentified', `"${negation.cue} ${negation.scope.join(' ')}" excludes something not recognised`);
        break;
      }
    }
  }
  // Negated and asked for: a negated keyword of the top intent, or a negated word that opens one of
  // its templates, its verb (`check … for vulnerabilities but don't fix anything` is no fix).
  const topMasked = found.maskedWeight[top.index] ?? 0;
  const openers = compiled.templateOpeners[top.index] as Set<string>;
  const negatedVerb = parts.some((word, p) => masked[p] === 1 && !isStopword(word) && reading.areaAt[p] === -1 && openers.has(word));
  if (conflict === null && top.candidate.source === 'nl_patterns' && (topMasked >= MEDIUM_THRESHOLD || negatedVerb)) {
    setConflict('negated', `${label(top.candidate)} is both asked for and negated`);
  }
  const cancel = compiled.lexicon.cancelCues.size > 0 || compiled.lexicon.negationCues.size > 0 ? scopes.cancel : (parts.find((p) => NEGATION_CUES.has(p)) ?? null);
  explanation.cancel = cancel ?? scopes.dismissal ?? (acknowledgement ? parts.slice(0, 2).join(' ') : null);
  explanation.conflict = conflict;
  explanation.conflictKind = conflictKind;
  if (cancel !== null || conflict !== null) {
    for (const c of candidates) c.confidence = Math.min(c.confidence, NEGATED_CAP);
  }
  if (acknowledgement) for (const c of candidates) c.confidence = Math.min(c.confidence, ACKNOWLEDGED_CAP);

  const best = candidates[0] as NaturalLanguageCandidate;
  const confidence = round6(best.confidence);
  const tier = tierOf(confidence);
  // A restriction that named no area and no keyword a candidate used narrows the work unknowably.
  const used = new Set<number>();
  for (const e of ranked.slice(0, 3)) for (const p of e.positions) used.add(p);
  const unresolvedRestrictions = scopes.restrictions
    .filter((r) => r.words.length > 0 && !restrictedPositions.has(r.start))
    .filter((r) => {
      for (let p = r.start + 1; p < Math.min(parts.length, r.start + 6); p += 1) if (used.has(p)) return false;
      return true;
    })
    .map((r) => `${r.cue} ${r.words.join(' ')}`);
  return {
    tier,
    confidence,
    command: tier === 'LOW' ? null : best.command,
    flags: tier === 'LOW' ? [] : [...best.flags],
    candidates,
    explanation,
    leadCommand,
    unresolvedRestrictions,
  };
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
