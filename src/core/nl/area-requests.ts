/**
 * What the text asks of the areas the skip intents leave out: an excluded area (`no UI`) asks for
 * that area's skip intent; an area the work is restricted to (`only the API`) asks for the other
 * areas' skips. An area both excluded and asked for alone, or asked for alone while another area
 * is asked for as well (`only the API but also the UI`), is a contradiction.
 */
import type { CompiledNaturalLanguage } from './compile-natural-language.js';
import type { TextReading } from './read-text.js';

export interface AreaRequests {
  /** Skip-intent cluster index → the positions of the area words asking for it. */
  evidence: Map<number, number[]>;
  /** Positions of the areas the work is restricted to. */
  restrictedPositions: Set<number>;
  /** Why the areas contradict each other, or null. */
  conflict: string | null;
}

export function readAreaRequests(reading: TextReading, compiled: CompiledNaturalLanguage): AreaRequests {
  const { parts, scopes } = reading;
  const masked = scopes.masked;
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
      // (the subject of a description is no request: `…, the UI is mid-redesign`)
      const described = compiled.lexicon.statementVerbs.has(parts[p + 1] ?? '');
      if (area >= 0 && masked[p] === 0 && !described && !restrictedPositions.has(p) && !restrictedAreas.has(area)) otherAreaNamed = true;
    }
  }
  const areaConflict = scopes.excluded.some((m) => restrictedAreas.has(m.area)) || otherAreaNamed;
  // Two areas each asked for alone (`just the frontend and just the backend`) ask for nothing.
  const conflict = areaConflict
    ? otherAreaNamed
      ? 'one area is asked for alone and another one too'
      : 'an area is both excluded and asked for alone'
    : restrictedAreas.size > 1
      ? 'two areas are each asked for alone'
      : null;
  return { evidence: areaEvidence, restrictedPositions, conflict };
}
