/**
 * ROADMAP.md text → phase list, for `{phase_name}` (§8.3) and phase labels. Pure, never throws.
 *
 * Accepted forms (case-insensitive `Phase`, CRLF/CR, leading BOM):
 *
 *   ### Phase 3: Control Modes            (heading, any level 1–6)
 *   - [x] Phase 3: Control Modes (3 plans) (checklist; `[x]`/`[X]` → complete, `[ ]` → not)
 *   - [ ] **Phase 3: Control Modes**       (emphasis around the entry)
 *
 * Separators after the number: `:`, `-`, `–`, `—`. Only integer phase numbers are read
 * (`Phase 2.1` is skipped). A name from a heading wins over the checklist's; a trailing
 * `(N plans)` note is dropped from checklist names. Phases come back sorted by number, one per
 * number. Fenced code blocks are skipped. Bounds as for STATE.md: first 1 MiB of the file, first
 * 4 KiB of each line; all patterns anchored with bounded quantifiers.
 */

import { boundedLines, linesOutsideFences } from '../text/lines-outside-fences.js';
import { MAX_LINE_CHARS, MAX_STATE_CHARS } from './parse-state-md.js';

export interface RoadmapPhase {
  number: number;
  name: string;
  /** From a checklist line; undefined when the phase only has a heading. */
  complete?: boolean;
}

export interface Roadmap {
  phases: RoadmapPhase[];
}

const HEADING_PHASE =
  /^[ \t]{0,3}#{1,6}[ \t]+(?:\*\*|__)?phase[ \t]+(\d{1,9})[ \t]*[:\-\u2013\u2014][ \t]*(.*)$/i;
const CHECKLIST_PHASE =
  /^[ \t]{0,12}[-*+][ \t]{1,8}\[([ xX])\][ \t]{1,8}(?:\*\*|__)?phase[ \t]+(\d{1,9})[ \t]*[:\-\u2013\u2014][ \t]*(.*)$/i;
/** `(3 plans)` / `(1 plan, done)`, tested on the suffix from the last `(` only (anchored). */
const PLANS_NOTE = /^\([ \t]*\d{1,6}[ \t]+plans?\b[^()]{0,200}\)$/i;
const MAX_NAME_CHARS = 200;

function stripTrailingEmphasis(name: string): string {
  let out = name;
  while (out.endsWith('**') || out.endsWith('__')) out = out.slice(0, -2).trimEnd();
  return out;
}

function cleanName(raw: string, dropPlansNote: boolean): string {
  let name = stripTrailingEmphasis(raw.trim());
  // Closing hashes of an ATX heading (`### Phase 1: Foo ###`).
  let end = name.length;
  while (end > 0 && name[end - 1] === '#') end--;
  if (end < name.length && (end === 0 || name[end - 1] === ' ' || name[end - 1] === '\t')) {
    name = name.slice(0, end).trimEnd();
  }
  if (dropPlansNote) {
    const open = name.lastIndexOf('(');
    if (open >= 0 && PLANS_NOTE.test(name.slice(open))) name = name.slice(0, open).trimEnd();
  }
  name = stripTrailingEmphasis(name);
  return name.length > MAX_NAME_CHARS ? name.slice(0, MAX_NAME_CHARS) : name;
}

export function parseRoadmap(text: string | undefined): Roadmap {
  if (typeof text !== 'string') return { phases: [] };
  const byNumber = new Map<number, { name?: string; headingName?: string; complete?: boolean }>();
  try {
    for (const line of linesOutsideFences(boundedLines(text, MAX_STATE_CHARS, MAX_LINE_CHARS))) {
      const heading = HEADING_PHASE.exec(line);
      if (heading) {
        const n = Number.parseInt(heading[1] as string, 10);
        const entry = byNumber.get(n) ?? {};
        const name = cleanName(heading[2] ?? '', false);
        if (entry.headingName === undefined && name !== '') entry.headingName = name;
        byNumber.set(n, entry);
        continue;
      }
      const item = CHECKLIST_PHASE.exec(line);
      if (item) {
        const n = Number.parseInt(item[2] as string, 10);
        const entry = byNumber.get(n) ?? {};
        if (entry.complete === undefined) entry.complete = item[1] !== ' ';
        const name = cleanName(item[3] ?? '', true);
        if (entry.name === undefined && name !== '') entry.name = name;
        byNumber.set(n, entry);
      }
    }
  } catch {
    // Defensive: keep what was parsed.
  }
  const phases: RoadmapPhase[] = [...byNumber.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([number, e]) => {
      const phase: RoadmapPhase = { number, name: e.headingName ?? e.name ?? '' };
      if (e.complete !== undefined) phase.complete = e.complete;
      return phase;
    });
  return { phases };
}

/** Name of phase `n`, or undefined when the roadmap does not name it. */
export function phaseName(roadmap: Roadmap, n: number | undefined): string | undefined {
  if (typeof n !== 'number' || !roadmap || !Array.isArray(roadmap.phases)) return undefined;
  const found = roadmap.phases.find((p) => p.number === n);
  return found && found.name !== '' ? found.name : undefined;
}
