/**
 * Compiling a config for natural-language routing, once per run: the keyword tables (exact,
 * stemmed, names, bags of words), the phrase templates bound to one vocabulary, the lexicon, the
 * typo index, the areas the skip intents leave out, and the word sets the precision-first checks
 * read (template openers and objects, leading keywords, clusters that answer questions).
 *
 * Never throws on bad patterns: unusable keywords, templates and lexicon entries are listed in
 * `problems` and skipped. No RegExp is built from config text.
 */
import { intentCommand, intentFlagName } from '../intent/intent-flags.js';
import { isDict as isRecord } from '../text/untrusted-data.js';
import type { IntentTeamsConfig, PatternCluster } from '../types.js';
import type { BagEntry, LookupEntry, NameEntry } from './find-keywords.js';
import { compileLexicon, type CompiledLexicon } from './lexicon.js';
import type { BoundTemplate } from './phrase-template.js';
import { bindTemplate, compileTemplate, splitParts, Vocabulary } from './phrase-template.js';
import type { AreaLexicon } from './read-text.js';
import type { ClusterModel, ClusterSource, KeywordEntry } from './score-candidate.js';
import { IMPLICIT_WEIGHT, TOP_K } from './score-candidate.js';
import { isDigits, isStopword, joinKey, stem, tokenize } from './tokenize.js';
import { TypoIndex } from './typo-index.js';

/**
 * Template words a whole config may hold (Legion's real config has about 240). Templates past the
 * budget are reported and skipped, which bounds matching at O(input words × this).
 */
/** Commands legion-router routes whatever the config says; `next` is an alias of `continue`. */
export const ROUTER_COMMANDS = ['build', 'review', 'plan', 'status', 'continue', 'start', 'quick', 'advise', 'explore'] as const;

export const MAX_CONFIG_TEMPLATE_WORDS = 4_096;
/** One-word lexicon variants shorter than this are known words but no typo-correction targets. */
export const MIN_VARIANT_TARGET_LENGTH = 6;
/** A keyword this heavy, of one command route only, names that command when it leads a text. */
export const LEAD_KEYWORD_WEIGHT = 0.7;

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
  /**
   * Stems of every word the scorer understands (explained-words.ts): keywords, names, template
   * words, lexicon terms and variants, cue words, fillers and areas — not `known_words`, which
   * only guard against typo corrections.
   */
  meaningStems: Set<string>;
  areas: AreaModel[];
  areaLexicon: AreaLexicon;
  /** Per cluster: the vocabulary ids of its templates' words (evidence positions). */
  templateIds: Set<number>[];
  /** Clusters with a template that opens with a question word (`where are we`): they answer questions. */
  questionClusters: Set<number>;
  /** Commands some intent belongs to (build, review): their free text modifies them. */
  intentCommands: Set<string>;
  /** Intents whose filter leaves implementation out (document): their work changes no code. */
  codeFreeClusters: Set<number>;
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

  // A command the router runs whatever the config says (`continue`) but that the config gives no
  // route (Legion's has none for continue) is still a reading when the lexicon has words for it:
  // its own name is its keyword, and the lexicon's synonyms of that name (`keep going`, `carry
  // on`) reach it. A config with no command routes at all routes no free text to commands.
  const routes: Record<string, PatternCluster> = { ...(config.command_routes ?? {}) };
  if (Object.keys(routes).length > 0) {
    for (const command of ROUTER_COMMANDS) if (!Object.hasOwn(routes, command) && lexicon.terms.has(command)) routes[command] = { keywords: {}, phrases: [] };
  }
  const sections: [ClusterSource, Record<string, PatternCluster> | undefined][] = [
    ['nl_patterns', config.nl_patterns],
    ['command_routes', routes],
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
  // A short one-word variant is jargon or an abbreviation (`redos`, `vulns`, `cors`): a real word
  // one letter away (`redis`) is no typo of it. Known, but no correction target.
  for (const [variantKey, entries] of lexicon.synonyms) {
    if (variantKey.length < MIN_VARIANT_TARGET_LENGTH && entries.every((entry) => !entry.variant.includes(' '))) know(variantKey);
    else learn(variantKey);
  }
  for (const table of [lexicon.negationCues, lexicon.restrictionCues]) for (const [key, parts] of table) if (parts === 1) learn(key);
  // The parts of a multi-word variant are correction targets, but their stems make no inflection
  // known: `fronted` is no form of `front` (from `front end`) but a typo of `frontend`.
  for (const entries of lexicon.synonyms.values()) {
    for (const entry of entries) {
      const variantParts = splitParts(tokenize(entry.variant));
      for (const part of variantParts) {
        if (variantParts.length === 1 && part.length < MIN_VARIANT_TARGET_LENGTH) know(part);
        else if (variantParts.length === 1) learn(part);
        else typos.add(part);
      }
    }
  }
  for (const words of [lexicon.exclusionVerbs, lexicon.scopeFillers, lexicon.cancelCues, lexicon.questionWords, lexicon.statementVerbs]) {
    for (const word of words) know(word);
  }
  for (const [opener, closers] of lexicon.negationWraps) for (const word of [opener, ...closers]) know(word);
  const meaningStems = new Set(vocabularyStems);
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

  for (const term of lexicon.terms.values()) for (const part of term.parts) meaningStems.add(stem(part));
  for (const entries of lexicon.synonyms.values()) for (const entry of entries) for (const part of splitParts(tokenize(entry.variant))) meaningStems.add(stem(part));
  for (const word of lexicon.cueWords) meaningStems.add(word);
  for (const [opener, closers] of lexicon.negationWraps) for (const word of [opener, ...closers]) meaningStems.add(stem(word));
  for (const name of areaLexicon.names) meaningStems.add(stem(name));
  for (const word of vocabularyStems) if (!lexicon.knownWords.has(word)) meaningStems.add(word);
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
    meaningStems,
    areas,
    areaLexicon,
    templateIds,
    questionClusters,
    intentCommands: new Set(clusters.filter((c) => c.source === 'nl_patterns').map((c) => c.command)),
    codeFreeClusters: new Set(
      clusters.flatMap((c, index) => {
        const excluded = c.source === 'nl_patterns' ? config.intents?.[c.key]?.filter?.exclude_task_types : undefined;
        return Array.isArray(excluded) && excluded.includes('implementation') ? [index] : [];
      }),
    ),
    templateOpeners,
    leadKeywords,
    objectStems,
  };
}
