/**
 * Scoring of one keyword cluster (an `nl_patterns` intent or a `command_routes` command) against
 * tokenised input. The structure is Legion's scoring (docs/nl-scoring.md):
 *
 *   score = min(1, max(keyword_score, template_level) + exact_name_bonus) − command_conflict
 *
 * with these calibrated definitions (rationale and calibration tables: docs/nl-scoring.md):
 *
 * keyword_score = min(1, max(best / maxWeight, sum / topKSum))
 *   over the cluster's matched keywords, each keyword counted once and each input word used by at
 *   most one keyword (heaviest first). `best / maxWeight` is Legion's top-K normalisation with K = the
 *   number of keywords matched, so one decisive word ("start", "harden") can reach HIGH;
 *   `sum / topKSum` (K = 3) is the literal formula and rewards several matched keywords. A match
 *   found only through the light stemmer counts `STEM_FACTOR` of its weight; words that occur in
 *   one cluster's templates only (and are no keyword anywhere) are implicit keywords of weight
 *   `IMPLICIT_WEIGHT`; the cluster's own name is an implicit keyword of weight 1.
 *
 * template_level = TEMPLATE_LEVEL (0.8) when a template occurs contiguously, ORDERED_TEMPLATE_LEVEL
 *   (0.6) when all its required words occur in order with at most MAX_ORDERED_GAP extra words.
 *
 * exact_name_bonus = EXACT_NAME_BONUS (0.2) when the input contains (as whole words) the cluster's
 *   name, its flag (`just-harden`), its first weight-1.0 keyword, or — for an intent that already
 *   has evidence of its own — the name of the command it belongs to (`review` for security-only).
 *
 * command_conflict = COMMAND_CONFLICT_PENALTY (0.2), subtracted from an nl_patterns intent when the
 *   first content word of the text is the name of a different command (`review the docs` is a
 *   review, not `build --just-document`; `review the code for security` is not `build
 *   --just-harden`). Only the leading word counts, so `document the build process` stays a
 *   documentation intent.
 */
import type { BoundTemplate, EncodedInput, TemplateMatch } from './phrase-template.js';
import { matchContiguous, matchOrdered } from './phrase-template.js';

export const TEMPLATE_LEVEL = 0.8;
export const ORDERED_TEMPLATE_LEVEL = 0.6;
export const EXACT_NAME_BONUS = 0.2;
/** Subtracted from an intent when the text opens with another command's name (see below). */
export const COMMAND_CONFLICT_PENALTY = 0.2;
/** Weight multiplier for a keyword matched only after stemming (`plans` for `plan`). */
export const STEM_FACTOR = 0.8;
/** Weight of a word taken from a cluster's templates. */
export const IMPLICIT_WEIGHT = 0.5;
/** Legion's K: the literal formula normalises by the sum of the K heaviest weights. */
export const TOP_K = 3;

export type ClusterSource = 'nl_patterns' | 'command_routes';

/** How a keyword entered the cluster. */
export type KeywordOrigin = 'config' | 'name' | 'template';

export interface KeywordEntry {
  /** As written in the config (or the name / template word it came from). */
  keyword: string;
  weight: number;
  origin: KeywordOrigin;
  /** Stem of the joined keyword (`securityreview`): the same word in two clusters has the same key. */
  key?: string;
}

/** A cluster ready for scoring (built once by compileNaturalLanguage). */
export interface ClusterModel {
  source: ClusterSource;
  key: string;
  /** Position in the config: nl_patterns first, then command_routes. */
  order: number;
  /** Command without slash: the route key, or the intent's command (intentCommand). */
  command: string;
  flags: string[];
  /** Heaviest configured weight (1 when the cluster has no weighted keyword). */
  maxWeight: number;
  /** Sum of the TOP_K heaviest configured weights (1 when none). */
  topKSum: number;
  templates: BoundTemplate[];
  /** Per template: for every required slot, the ids that can start it (-2: a digit run). */
  templateAnchors: Int32Array[][];
}

/** How a keyword occurrence was found beyond an exact match of the input's own words. */
export type HitVia = 'stem' | 'synonym' | 'typo' | 'bag';

/** One occurrence of a keyword in the input (positions are word-part indices). */
export interface KeywordHit {
  entry: KeywordEntry;
  start: number;
  end: number;
  /** Found through the stemmer only. */
  stemmed: boolean;
  /** Further multiplier of the weight (synonym, typo or bag-of-words matches); 1 when absent. */
  factor?: number;
  /** The parts the hit uses when they are not the whole range start..end (a bag of words). */
  positions?: number[];
  /** How it was found, for the explanation (absent: the input's own words, in order). */
  via?: HitVia;
}

/** Parts a hit occupies. */
export function hitPositions(hit: KeywordHit): number[] {
  if (hit.positions) return hit.positions;
  const out: number[] = [];
  for (let p = hit.start; p < hit.end; p += 1) out.push(p);
  return out;
}

/** What the input says about one cluster beyond keyword hits. */
export interface NameEvidence {
  /** The cluster's own name, flag or primary keyword occurs as whole words. */
  ownName: boolean;
  /** The command the cluster routes to occurs as a whole word. */
  commandName: boolean;
  /** The text opens with the name of a command other than the one this intent belongs to. */
  conflictingLead: boolean;
}

export interface ClusterScore {
  keywordScore: number;
  templateScore: number;
  exactNameBonus: number;
  commandConflict: number;
  /** Final score in [0, 1], rounded to 6 decimals. */
  score: number;
  /** Keywords that counted, heaviest first. */
  keywords: string[];
  /** The template that gave `templateScore`, if any. */
  template: string | null;
  templateMatch: TemplateMatch;
  /** The bound template that matched (for the evidence positions), if any. */
  templateBound: BoundTemplate | null;
  /** Parts the counted keywords occupy. */
  positions: number[];
  /** The counted hits, heaviest first (for the explanation). */
  hits: KeywordHit[];
}

export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Keyword score from this cluster's hits; see the module comment. */
export function keywordScore(cluster: ClusterModel, hits: readonly KeywordHit[]): { score: number; keywords: string[]; positions: number[]; counted: KeywordHit[] } {
  if (hits.length === 0) return { score: 0, keywords: [], positions: [], counted: [] };
  const ordered = hits
    .map((hit) => ({ hit, value: hit.entry.weight * (hit.stemmed ? STEM_FACTOR : 1) * (hit.factor ?? 1) }))
    .sort((a, b) => b.value - a.value || b.hit.end - b.hit.start - (a.hit.end - a.hit.start) || a.hit.start - b.hit.start);
  const counted = new Set<KeywordEntry>();
  const used = new Set<number>();
  const keywords: string[] = [];
  const countedHits: KeywordHit[] = [];
  let best = 0;
  let sum = 0;
  for (const { hit, value } of ordered) {
    if (value <= 0 || counted.has(hit.entry)) continue;
    const positions = hitPositions(hit);
    if (positions.some((p) => used.has(p))) continue;
    counted.add(hit.entry);
    for (const p of positions) used.add(p);
    keywords.push(hit.entry.keyword);
    countedHits.push(hit);
    best = Math.max(best, value);
    sum += value;
  }
  const score = Math.min(1, Math.max(best / cluster.maxWeight, sum / cluster.topKSum));
  return { score, keywords, positions: [...used], counted: countedHits };
}

/** Could the template match at all? Every required slot must have a possible first word. */
function anchorsPresent(anchors: readonly Int32Array[], present: ReadonlySet<number>, hasDigits: boolean): boolean {
  for (const slotAnchors of anchors) {
    let found = false;
    for (const id of slotAnchors) {
      if (id === -2 ? hasDigits : present.has(id)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

export interface TemplateInput {
  encoded: EncodedInput;
  /** Ids present in the input. */
  present: ReadonlySet<number>;
  hasDigits: boolean;
}

/** Best template level of a cluster: contiguous (0.8) beats ordered (0.6) beats none. */
export function templateScore(cluster: ClusterModel, input: TemplateInput): { score: number; template: string | null; match: TemplateMatch; bound: BoundTemplate | null } {
  const candidates: BoundTemplate[] = [];
  cluster.templates.forEach((bound, index) => {
    const anchors = cluster.templateAnchors[index];
    if (anchors && anchorsPresent(anchors, input.present, input.hasDigits)) candidates.push(bound);
  });
  for (const bound of candidates) {
    if (matchContiguous(bound, input.encoded)) {
      return { score: TEMPLATE_LEVEL, template: bound.template.source, match: 'contiguous', bound };
    }
  }
  for (const bound of candidates) {
    if (matchOrdered(bound, input.encoded)) {
      return { score: ORDERED_TEMPLATE_LEVEL, template: bound.template.source, match: 'ordered', bound };
    }
  }
  return { score: 0, template: null, match: 'none', bound: null };
}

/** Score one cluster. */
export function scoreCluster(cluster: ClusterModel, hits: readonly KeywordHit[], input: TemplateInput, names: NameEvidence): ClusterScore {
  const keywords = keywordScore(cluster, hits);
  const template = templateScore(cluster, input);
  const ownEvidence = keywords.score > 0 || template.score > 0;
  const named = names.ownName || (names.commandName && ownEvidence);
  const exactNameBonus = named ? EXACT_NAME_BONUS : 0;
  const commandConflict = cluster.source === 'nl_patterns' && names.conflictingLead ? COMMAND_CONFLICT_PENALTY : 0;
  const base = Math.max(keywords.score, template.score);
  const raw = base > 0 || named ? Math.min(1, base + exactNameBonus) - commandConflict : 0;
  const score = round6(Math.max(0, raw));
  return {
    keywordScore: round6(keywords.score),
    templateScore: template.score,
    exactNameBonus,
    commandConflict,
    score,
    keywords: keywords.keywords,
    template: template.template,
    templateMatch: template.match,
    templateBound: template.bound,
    positions: keywords.positions,
    hits: keywords.counted,
  };
}
