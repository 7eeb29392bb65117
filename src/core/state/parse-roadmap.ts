/**
 * ROADMAP.md text → phases and milestones, for `{phase_name}` in suggestions, phase labels and the phase
 * choice (the first unchecked phase of the current milestone). Pure, never throws.
 *
 * Accepted forms (case-insensitive `Phase`, CRLF/CR, leading BOM), all found in Legion's history:
 *
 *   ### Phase 3: Control Modes               heading, any level 1–6
 *   - [x] Phase 3: Control Modes (3 plans)   checklist; `[x]`/`[X]` → complete, `[ ]` → not
 *   - [ ] **Phase 24: Foundation** — goal    emphasis around the entry; the name ends at `**`
 *   | 24. Foundation | 1/1 | Complete | … |  progress table row, read in the `Status` column
 *   - [x] **v1.0** — summary → [Archive]…    milestone list; the first unchecked one is current
 *   ## v3.0 — Legion Rebrand                 a heading naming a version: the phases after it
 *   # Legion v6.0 — Roadmap                  belong to that milestone
 *
 * Separators after the number: `:`, `-`, `–`, `—`. Only integer phase numbers are read
 * (`Phase 2.1` is skipped). A name from a heading wins over the checklist's and the table's; a
 * trailing `(N plans)` note is dropped from checklist names. Completion comes from the phase's
 * checkbox and its progress-table status (`Complete`/`Done` → complete, anything else → not). A phase belongs to the milestone whose heading precedes the place it first appears.
 * Either saying complete is enough: a progress table that says `Complete` next to a checkbox left
 * unchecked is the newer statement (Legion's tools update one and forget the other).
 * Phases come back sorted by number, one per number. Fenced code blocks are skipped. Bounds as for
 * STATE.md: first 1 MiB of the file, first 4 KiB of each line, at most MAX_ROADMAP_PHASES
 * phases; every pattern is anchored with bounded quantifiers.
 */

import { boundedLines, linesOutsideFences } from '../text/lines-outside-fences.js';
import { MAX_LINE_CHARS, MAX_STATE_CHARS } from './parse-state-md.js';

export interface RoadmapPhase {
  number: number;
  name: string;
  /** From the phase's checkbox, else its progress-table status; undefined when neither says. */
  complete?: boolean;
  /** Version of the milestone section the phase appears in (`v3.0`), when there is one. */
  milestone?: string;
}

export interface RoadmapMilestone {
  /** `v1.0` */
  version: string;
  complete: boolean;
}

export interface Roadmap {
  phases: RoadmapPhase[];
  /** The milestone checklist, in file order; absent when the roadmap has none. */
  milestones?: RoadmapMilestone[];
  /** Version of the first unchecked milestone; absent when none is open or there is no list. */
  currentMilestone?: string;
}

const HEADING_PHASE = /^[ \t]{0,3}#{1,6}[ \t]+(?:\*\*|__)?phase[ \t]+(\d{1,9})[ \t]*[:\-\u2013\u2014][ \t]*(.*)$/i;
const CHECKLIST_PHASE = /^[ \t]{0,12}[-*+][ \t]{1,8}\[([ xX])\][ \t]{1,8}(\*\*|__)?phase[ \t]+(\d{1,9})[ \t]*[:\-\u2013\u2014][ \t]*(.*)$/i;
const CHECKLIST_MILESTONE = /^[ \t]{0,12}[-*+][ \t]{1,8}\[([ xX])\][ \t]{1,8}(?:\*\*|__)?(v\d{1,4}(?:\.\d{1,4}){0,3})(?![\d.])/i;
/** A heading (not a phase heading) that names a version: `## v3.0 — Legion Rebrand`. */
const HEADING = /^[ \t]{0,3}#{1,6}[ \t]+(.*)$/;
const VERSION_IN_HEADING = /(?:^|[\s(*_])(v\d{1,4}(?:\.\d{1,4}){0,3})(?![\d.])/i;
/** Progress-table row whose first cell is `N. Name`. */
const TABLE_PHASE_CELL = /^(\d{1,9})\.[ \t]+(.*)$/;
/** `(3 plans)` / `(1 plan, done)`, tested on the suffix from the last `(` only (anchored). */
const PLANS_NOTE = /^\([ \t]*\d{1,6}[ \t]+plans?\b[^()]{0,200}\)$/i;
const MAX_NAME_CHARS = 200;
const MAX_TABLE_CELLS = 20;
/** Distinct phases kept (a real roadmap has tens). */
export const MAX_ROADMAP_PHASES = 1000;

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

/** `Foundation** — goal` → `Foundation` when the entry opened with emphasis. */
function cutAtClosingEmphasis(rest: string, marker: string | undefined): string {
  if (marker === undefined) return rest;
  const close = rest.indexOf(marker);
  return close >= 0 ? rest.slice(0, close) : rest;
}

function tableCells(line: string): string[] | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|')) return null;
  const cells = trimmed.split('|', MAX_TABLE_CELLS + 2).slice(1);
  if (cells.length > 0 && cells[cells.length - 1]?.trim() === '') cells.pop();
  return cells.map((c) => c.trim());
}

function plainCell(cell: string): string {
  return cell.replaceAll('**', '').replaceAll('__', '').replaceAll('`', '').trim().toLowerCase();
}

const DONE_CELLS = new Set(['complete', 'completed', 'done', 'shipped', '✓', '✅']);

interface Entry {
  headingName?: string;
  name?: string;
  tableName?: string;
  checkbox?: boolean;
  tableComplete?: boolean;
  milestone?: string;
}

export function parseRoadmap(text: string | undefined): Roadmap {
  if (typeof text !== 'string') return { phases: [] };
  const byNumber = new Map<number, Entry>();
  const milestones: RoadmapMilestone[] = [];
  let section: string | undefined;
  let statusColumn = -1;

  const entry = (n: number): Entry => {
    let e = byNumber.get(n);
    if (!e) {
      e = {};
      // Past the bound, new phases are read into a throw-away entry.
      if (byNumber.size >= MAX_ROADMAP_PHASES) return e;
      if (section !== undefined) e.milestone = section;
      byNumber.set(n, e);
    }
    return e;
  };

  try {
    for (const line of linesOutsideFences(boundedLines(text, MAX_STATE_CHARS, MAX_LINE_CHARS))) {
      const heading = HEADING_PHASE.exec(line);
      if (heading) {
        const e = entry(Number.parseInt(heading[1] as string, 10));
        const name = cleanName(heading[2] ?? '', false);
        if (e.headingName === undefined && name !== '') e.headingName = name;
        continue;
      }
      const other = HEADING.exec(line);
      if (other) {
        const version = VERSION_IN_HEADING.exec(other[1] ?? '');
        if (version) section = (version[1] as string).toLowerCase();
        statusColumn = -1;
        continue;
      }
      const item = CHECKLIST_PHASE.exec(line);
      if (item) {
        const e = entry(Number.parseInt(item[3] as string, 10));
        if (e.checkbox === undefined) e.checkbox = item[1] !== ' ';
        const name = cleanName(cutAtClosingEmphasis(item[4] ?? '', item[2]), true);
        if (e.name === undefined && name !== '') e.name = name;
        continue;
      }
      const milestone = CHECKLIST_MILESTONE.exec(line);
      if (milestone) {
        const version = (milestone[2] as string).toLowerCase();
        if (!milestones.some((m) => m.version === version)) {
          milestones.push({ version, complete: milestone[1] !== ' ' });
        }
        continue;
      }
      const cells = tableCells(line);
      if (cells === null) {
        statusColumn = -1;
        continue;
      }
      if (plainCell(cells[0] ?? '') === 'phase') {
        const header = cells.findIndex((c) => plainCell(c) === 'status');
        if (header >= 0) statusColumn = header;
        continue;
      }
      const first = TABLE_PHASE_CELL.exec(cells[0] ?? '');
      if (!first || statusColumn < 0) continue;
      const e = entry(Number.parseInt(first[1] as string, 10));
      const name = cleanName(first[2] ?? '', false);
      if (e.tableName === undefined && name !== '') e.tableName = name;
      const status = cells[statusColumn];
      if (status !== undefined && e.tableComplete === undefined && plainCell(status) !== '') {
        e.tableComplete = DONE_CELLS.has(plainCell(status));
      }
    }
  } catch {
    // Defensive: keep what was parsed.
  }
  const phases: RoadmapPhase[] = [...byNumber.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([number, e]) => {
      const phase: RoadmapPhase = { number, name: e.headingName ?? e.name ?? e.tableName ?? '' };
      const complete = e.checkbox === true || e.tableComplete === true ? true : (e.checkbox ?? e.tableComplete);
      if (complete !== undefined) phase.complete = complete;
      if (e.milestone !== undefined) phase.milestone = e.milestone;
      return phase;
    });
  const roadmap: Roadmap = { phases };
  if (milestones.length > 0) {
    roadmap.milestones = milestones;
    const open = milestones.find((m) => !m.complete);
    if (open) roadmap.currentMilestone = open.version;
  }
  return roadmap;
}

/** Name of phase `n`, or undefined when the roadmap does not name it. */
export function phaseName(roadmap: Roadmap, n: number | undefined): string | undefined {
  if (typeof n !== 'number' || !roadmap || !Array.isArray(roadmap.phases)) return undefined;
  const found = roadmap.phases.find((p) => p.number === n);
  return found && found.name !== '' ? found.name : undefined;
}

/**
 * The phases of the current milestone, in number order:
 *   - every milestone in the list is checked → none (the roadmap says nothing is open);
 *   - a current milestone with phases tagged to it → those;
 *   - otherwise the phases that belong to no milestone section (a roadmap that lists only the
 *     current milestone's phases, or one with no milestones at all).
 */
export function currentMilestonePhases(roadmap: Roadmap | undefined): RoadmapPhase[] {
  if (!roadmap || !Array.isArray(roadmap.phases)) return [];
  const { milestones, currentMilestone } = roadmap;
  if (milestones && milestones.length > 0 && currentMilestone === undefined) return [];
  if (currentMilestone !== undefined) {
    const tagged = roadmap.phases.filter((p) => p.milestone === currentMilestone);
    if (tagged.length > 0) return tagged;
  }
  return roadmap.phases.filter((p) => p.milestone === undefined);
}

/** Unchecked phases of the current milestone (explicitly `complete: false`), in number order. */
export function openRoadmapPhases(roadmap: Roadmap | undefined): RoadmapPhase[] {
  return currentMilestonePhases(roadmap).filter((p) => p.complete === false);
}

/** The roadmap's next phase after `n` (any milestone), or undefined. */
export function nextRoadmapPhase(roadmap: Roadmap | undefined, n: number | undefined): number | undefined {
  if (!roadmap || !Array.isArray(roadmap.phases) || typeof n !== 'number') return undefined;
  return roadmap.phases.find((p) => p.number > n)?.number;
}
