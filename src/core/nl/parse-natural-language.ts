/**
 * Natural-language routing (§7): free text → command + intent flags with a confidence tier.
 *
 * Pure: no I/O, no clock, no RegExp built from config or input. Compile the config once with
 * {@link compileNaturalLanguage}, then call {@link parseNaturalLanguage} per text.
 *
 * Bounds: only the first {@link MAX_NL_INPUT_CHARS} UTF-16 code units (64 Ki) of a text are
 * scored. Keyword lookup is O(words × n) Map lookups with n ≤ 4 (longest keyword + 1); each
 * template costs O(words × template words) and is skipped outright when one of its required words
 * is absent. A 64 KiB adversarial text scores in a few milliseconds (docs/nl-scoring.md).
 */
import { intentCommand, intentFlagName } from '../intent/intent-flags.js';
import type { IntentTeamsConfig, PatternCluster } from '../types.js';
import type { BoundTemplate } from './phrase-template.js';
import { bindTemplate, compileTemplate, encodeParts, splitParts, Vocabulary } from './phrase-template.js';
import type { ClusterModel, ClusterSource, KeywordEntry, KeywordHit, TemplateInput } from './score-candidate.js';
import { IMPLICIT_WEIGHT, round6, scoreCluster, TOP_K } from './score-candidate.js';
import { isDigits, isStopword, joinKey, MAX_NL_INPUT_CHARS, stem, tokenize } from './tokenize.js';

export { MAX_NL_INPUT_CHARS };

export type ConfidenceTier = 'HIGH' | 'MEDIUM' | 'LOW';

/** HIGH routes. */
export const HIGH_THRESHOLD = 0.8;
/** MEDIUM suggests (the caller asks for confirmation and does not route). */
export const MEDIUM_THRESHOLD = 0.5;
/**
 * Texts with a negation or cancel word never auto-route: their confidence is capped just below
 * HIGH, so "stop the build" or "don't run a security review" is at most a suggestion.
 */
export const NEGATION_CUES: ReadonlySet<string> = new Set(['not', 'never', 'stop', 'cancel', 'abort', 'halt']);
export const NEGATED_CAP = 0.79;
/** §7.2 tie-break 1: an nl_patterns match within this much of a command route wins. */
export const TIE_WINDOW = 0.1;
/**
 * Template words a whole config may hold (Legion's real config has about 240). Templates past the
 * budget are reported and skipped, which bounds matching at O(input words × this).
 */
export const MAX_CONFIG_TEMPLATE_WORDS = 4_096;
/** Keyword occurrences looked at per keyword (more add nothing but cost). */
const MAX_HITS_PER_KEYWORD = 4;
const EPSILON = 1e-9;

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
    keywords: string[];
    template: string | null;
  };
}

export interface NaturalLanguageResult {
  tier: ConfidenceTier;
  confidence: number;
  command: string | null;
  flags: string[];
  /** Sorted best first (after the §7.2 tie-breaks); score > 0 only. */
  candidates: NaturalLanguageCandidate[];
}

/** A phrase template or keyword that could not be used; the scorer skips it. */
export interface NaturalLanguageProblem {
  source: ClusterSource;
  key: string;
  kind: 'template' | 'keyword';
  text: string;
  reason: string;
}

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

export interface CompiledNaturalLanguage {
  clusters: ClusterModel[];
  problems: NaturalLanguageProblem[];
  /** @internal lookup tables */
  vocabulary: Vocabulary;
  exact: Map<string, LookupEntry[]>;
  stemmed: Map<string, LookupEntry[]>;
  names: Map<string, NameEntry[]>;
  /** Every command a cluster routes to (route keys and intents' commands). */
  commands: Set<string>;
  /** Longest n-gram (in word parts) worth joining. */
  maxGram: number;
  /** Proper prefixes of the lookup keys: a run of words is only extended while it is one. */
  prefixes: Set<string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
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

/** Compile both sections of the config once. Never throws on bad patterns: see `problems`. */
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
  /** Per cluster: stems of template words (candidates for implicit keywords). */
  const templateWords: Map<string, string>[] = [];
  /** Stems that are a keyword or a name somewhere: never implicit. */
  const reserved = new Set<string>();
  let maxParts = 1;
  let templateBudget = MAX_CONFIG_TEMPLATE_WORDS;

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
        const entry: KeywordEntry = { keyword, weight, origin: 'config' };
        push(exact, joined, { cluster: index, entry, parts: parts.length, stemNative: false });
        push(stemmed, stem(joined), { cluster: index, entry, parts: parts.length, stemNative: false });
        reserved.add(stem(joined));
        // The words of a multi-word keyword mean something together only (`break down`, `new
        // project`): none of them becomes an implicit keyword on its own.
        if (parts.length > 1) for (const part of parts) reserved.add(stem(part));
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
        maxParts = Math.max(maxParts, parts.length);
        push(names, joined, { cluster: index, kind: 'own', parts: parts.length });
        if (!explicitJoined.has(joined)) {
          // "exact name dominates": the name is a keyword of weight 1.
          explicitJoined.add(joined);
          const entry: KeywordEntry = { keyword: name, weight: 1, origin: 'name' };
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
      }

      // Templates
      const templates: BoundTemplate[] = [];
      const templateAnchors: Int32Array[][] = [];
      const words = new Map<string, string>();
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
          if (slot.optional) continue;
          const ids = slot.alternatives.map((alt) => alt[0] ?? -1);
          if (slot.digits) ids.push(-2);
          anchors.push(Int32Array.from(ids));
        }
        templateAnchors.push(anchors);
        for (const word of compiled.template.words) {
          if (word.length >= 3 && !word.includes('-') && !isStopword(word) && !isDigits(word)) {
            if (!words.has(stem(word))) words.set(stem(word), word);
          }
        }
      }
      templateWords.push(words);

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
    const entry: KeywordEntry = { keyword: word, weight: IMPLICIT_WEIGHT, origin: 'template' };
    push(stemmed, stemmedWord, { cluster: index, entry, parts: 1, stemNative: true });
  }

  const commands = new Set(clusters.map((c) => c.command));
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
    commands,
    maxGram: Math.min(4, maxParts + 1),
    prefixes,
  };
}

function tierOf(confidence: number): ConfidenceTier {
  if (confidence >= HIGH_THRESHOLD) return 'HIGH';
  if (confidence >= MEDIUM_THRESHOLD) return 'MEDIUM';
  return 'LOW';
}

const EMPTY: NaturalLanguageResult = { tier: 'LOW', confidence: 0, command: null, flags: [], candidates: [] };

/** A candidate plus what rule 2 needs to know. */
export interface ScoredCandidate {
  candidate: NaturalLanguageCandidate;
  /** The candidate's command name occurs in the input. */
  commandMentioned: boolean;
}

/**
 * §7.2 tie-breaks as a selection procedure (a total order even when scores chain):
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

/** Parse free text. Empty (or punctuation-only) text → LOW, confidence 0, no candidates. */
export function parseNaturalLanguage(text: string, compiled: CompiledNaturalLanguage): NaturalLanguageResult {
  if (typeof text !== 'string' || text.length === 0 || compiled.clusters.length === 0) return EMPTY;
  const tokens = tokenize(text); // bounded to MAX_NL_INPUT_CHARS inside
  // Word parts, remembering which boundaries were hyphens inside one token.
  const parts: string[] = [];
  const hyphenBefore: boolean[] = [];
  for (const token of tokens) {
    const pieces = token.includes('-') ? token.split('-').filter((p) => p.length > 0) : [token];
    pieces.forEach((piece, i) => {
      parts.push(piece);
      hyphenBefore.push(i > 0);
    });
  }
  if (parts.length === 0) return EMPTY;

  const clusterCount = compiled.clusters.length;
  const hits: KeywordHit[][] = Array.from({ length: clusterCount }, () => []);
  const hitCounts = new Map<KeywordEntry, number>();
  const ownName = new Uint8Array(clusterCount);
  const commandName = new Uint8Array(clusterCount);

  const addHit = (lookup: LookupEntry, start: number, end: number, viaStem: boolean): void => {
    const count = hitCounts.get(lookup.entry) ?? 0;
    if (count >= MAX_HITS_PER_KEYWORD) return;
    hitCounts.set(lookup.entry, count + 1);
    hits[lookup.cluster]?.push({ entry: lookup.entry, start, end, stemmed: viaStem && !lookup.stemNative });
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

  for (let i = 0; i < parts.length; i += 1) {
    let joined = '';
    // A run of several words may stand for a one-word keyword (`set up` → `setup`) only when it
    // does not start with a function word and has no one-letter piece (`in it` ≠ `init`).
    const first = parts[i] as string;
    let compoundOk = !isStopword(first);
    let allHyphens = true;
    for (let n = 1; n <= compiled.maxGram && i + n <= parts.length; n += 1) {
      const piece = parts[i + n - 1] as string;
      joined += piece;
      if (piece.length < 2) compoundOk = false;
      if (n > 1 && !hyphenBefore[i + n - 1]) allHyphens = false;
      const joinable = (entryParts: number): boolean => entryParts >= n || compoundOk || allHyphens;
      for (const lookup of compiled.exact.get(joined) ?? []) {
        if (joinable(lookup.parts)) addHit(lookup, i, i + n, false);
      }
      for (const lookup of compiled.stemmed.get(n === 1 ? stemOf(joined) : stem(joined)) ?? []) {
        if (joinable(lookup.parts)) addHit(lookup, i, i + n, true);
      }
      for (const name of compiled.names.get(joined) ?? []) {
        if (!joinable(name.parts)) continue;
        if (name.kind === 'own') ownName[name.cluster] = 1;
        else commandName[name.cluster] = 1;
      }
      // Stemming only changes the end of a word, so a run that is no key's proper prefix cannot
      // grow into a key.
      if (!compiled.prefixes.has(joined)) break;
    }
  }

  const encoded = encodeParts(parts, compiled.vocabulary);
  const present = new Set<number>();
  let hasDigits = false;
  for (let i = 0; i < encoded.ids.length; i += 1) {
    const id = encoded.ids[i] as number;
    if (id >= 0) present.add(id);
    if (encoded.digits[i] === 1) hasDigits = true;
  }
  const templateInput: TemplateInput = { encoded, present, hasDigits };

  // The leading content word, when it names a command (`review the docs` → review).
  const lead = parts.find((p) => !isStopword(p));
  const leadCommand = lead !== undefined && compiled.commands.has(lead) ? lead : null;

  const scored: ScoredCandidate[] = [];
  compiled.clusters.forEach((cluster, index) => {
    const result = scoreCluster(cluster, hits[index] ?? [], templateInput, {
      ownName: ownName[index] === 1,
      commandName: commandName[index] === 1,
      conflictingLead: leadCommand !== null && leadCommand !== cluster.command,
    });
    if (result.score <= 0) return;
    scored.push({
      candidate: {
        source: cluster.source,
        key: cluster.key,
        command: cluster.command,
        flags: [...cluster.flags],
        confidence: result.score,
        order: cluster.order,
        evidence: {
          keywordScore: result.keywordScore,
          templateScore: result.templateScore,
          exactNameBonus: result.exactNameBonus,
          commandConflict: result.commandConflict,
          keywords: result.keywords,
          template: result.template,
        },
      },
      // Rule 2's "exact command name": the route's own name, the intent's command.
      commandMentioned:
        cluster.source === 'command_routes' ? ownName[index] === 1 || commandName[index] === 1 : commandName[index] === 1,
    });
  });
  if (scored.length === 0) return EMPTY;

  const negated = parts.some((p) => NEGATION_CUES.has(p));
  const candidates = rankCandidates(scored).map((s) => s.candidate);
  if (negated) {
    for (const c of candidates) c.confidence = Math.min(c.confidence, NEGATED_CAP);
  }
  const best = candidates[0] as NaturalLanguageCandidate;
  const confidence = round6(best.confidence);
  const tier = tierOf(confidence);
  return {
    tier,
    confidence,
    command: tier === 'LOW' ? null : best.command,
    flags: tier === 'LOW' ? [] : [...best.flags],
    candidates,
  };
}

/**
 * §7.3 cross-command detection: a HIGH result whose command differs from the command the user
 * typed (`build`, `/legion:build`, `legion:build`) → the matched command; otherwise null.
 */
export function crossCommand(result: NaturalLanguageResult, typedCommand: string): string | null {
  if (result.tier !== 'HIGH' || result.command === null) return null;
  let typed = typedCommand.trim().toLowerCase();
  if (typed.startsWith('/')) typed = typed.slice(1);
  if (typed.startsWith('legion:')) typed = typed.slice('legion:'.length);
  return result.command !== typed ? result.command : null;
}
