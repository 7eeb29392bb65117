/**
 * Every cluster scored against a read text (score-candidate.ts), with what the areas ask for and
 * the leading command's bonus, as candidates plus the input positions their evidence rests on
 * (the precision-first checks compare those positions).
 */
import type { AreaRequests } from './area-requests.js';
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import type { KeywordFindings } from './find-keywords.js';
import type { LeadWord } from './lead-command.js';
import type { ScoredCandidate } from './rank-candidates.js';
import type { TextReading } from './read-text.js';
import type { ClusterScore, TemplateInput } from './score-candidate.js';
import { round6, scoreCluster } from './score-candidate.js';
import { isStopword } from './tokenize.js';

/**
 * Added to a command route whose own keyword leads the text as its verb (`investigate the
 * memory leak`): an imperative that names the command, like the exact-name bonus of Legion's scoring.
 */
export const LEAD_BONUS = 0.2;
/** Score a skip intent gets from an excluded or restricted area (`no UI`, `only the API`). */
export const AREA_LEVEL = 0.9;

/** A scored cluster with the input parts its evidence rests on. */
export interface Evidence extends ScoredCandidate {
  index: number;
  positions: Set<number>;
  score: ClusterScore | null;
}

export function scoreEvidence(
  reading: TextReading,
  compiled: CompiledNaturalLanguage,
  found: KeywordFindings,
  templateInput: TemplateInput,
  lead: LeadWord,
  areas: AreaRequests,
): Evidence[] {
  const { parts, scopes } = reading;
  const leadCommand = lead.command;
  const leadAt = lead.at;
  const areaEvidence = areas.evidence;
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
  return evidence;
}
