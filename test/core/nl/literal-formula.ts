/**
 * Test-only transcription of §7.1/§7.2 as written (scoreCandidate, phraseToRegex and the
 * sort-by-confidence of parseNaturalLanguage), used as the documented baseline the calibrated
 * scorer is compared with. It builds RegExps from config text exactly like the spec does, which
 * is why it lives under test/ and never in src/.
 */
import type { IntentTeamsConfig, PatternCluster } from '../../../src/core/types.js';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function phraseToRegex(phrase: string): RegExp {
  const pattern = phrase
    .replace(/\{([^}]+)\}\?/g, '(?:$1\\s*)?')
    .replace(/\{([^}]+)\}/g, '(?:$1)')
    .replace(/\s+/g, '\\s+');
  return new RegExp(pattern, 'i');
}

export function literalScoreCandidate(input: string, patterns: PatternCluster): number {
  const keywordEntries = Object.entries(patterns.keywords);
  let matchedWeight = 0;
  for (const [keyword, weight] of keywordEntries) {
    if (new RegExp(`\\b${escape(keyword)}\\b`, 'i').test(input)) matchedWeight += weight;
  }
  const K = Math.min(3, keywordEntries.length);
  const topKWeightSum = keywordEntries
    .map(([, w]) => w)
    .sort((a, b) => b - a)
    .slice(0, K)
    .reduce((s, w) => s + w, 0);
  const normalizedKeywordScore = topKWeightSum > 0 ? Math.min(1.0, matchedWeight / topKWeightSum) : 0;
  let templateScore = 0;
  for (const phrase of patterns.phrases) {
    if (phraseToRegex(phrase).test(input)) {
      templateScore = 0.8;
      break;
    }
  }
  let exactNameBonus = 0;
  const primaryKeyword = keywordEntries.find(([, weight]) => weight >= 1.0);
  if (primaryKeyword && new RegExp(`\\b${escape(primaryKeyword[0])}\\b`, 'i').test(input)) {
    exactNameBonus = 0.2;
  }
  return Math.min(1.0, Math.max(normalizedKeywordScore, templateScore) + exactNameBonus);
}

const INTENT_TO_FLAG: Record<string, { command: string; flags: string[] }> = {
  harden: { command: 'build', flags: ['--just-harden'] },
  document: { command: 'build', flags: ['--just-document'] },
  'skip-frontend': { command: 'build', flags: ['--skip-frontend'] },
  'skip-backend': { command: 'build', flags: ['--skip-backend'] },
  'security-only': { command: 'review', flags: ['--just-security'] },
};

export interface LiteralResult {
  tier: 'HIGH' | 'MEDIUM' | 'LOW';
  command: string | null;
  flags: string[];
  confidence: number;
}

export function literalParseNaturalLanguage(input: string, config: IntentTeamsConfig): LiteralResult {
  const normalizedInput = input.toLowerCase().trim();
  const candidates: { command: string | null; flags: string[]; confidence: number }[] = [];
  for (const [intentName, patterns] of Object.entries(config.nl_patterns)) {
    const score = literalScoreCandidate(normalizedInput, patterns);
    if (score > 0) {
      const route = INTENT_TO_FLAG[intentName] ?? { command: null, flags: [] };
      candidates.push({ command: route.command, flags: route.flags, confidence: score });
    }
  }
  for (const [commandName, patterns] of Object.entries(config.command_routes)) {
    const score = literalScoreCandidate(normalizedInput, patterns);
    if (score > 0) candidates.push({ command: commandName, flags: [], confidence: score });
  }
  candidates.sort((a, b) => b.confidence - a.confidence);
  const best = candidates[0];
  if (!best) return { tier: 'LOW', command: null, flags: [], confidence: 0 };
  if (best.confidence >= 0.8) return { tier: 'HIGH', command: best.command, flags: best.flags, confidence: best.confidence };
  if (best.confidence >= 0.5) return { tier: 'MEDIUM', command: best.command, flags: best.flags, confidence: best.confidence };
  return { tier: 'LOW', command: null, flags: [], confidence: best.confidence };
}
