/**
 * STATE.md text → its parts: the frontmatter blocks at the top and the markdown body cut into
 * sections at every heading. Pure, never throws; bounded like parseStateMd (first 1 MiB, 4 KiB per
 * line). Lines inside fenced code blocks are dropped from the body.
 *
 * Frontmatter, as Legion's tools have written it:
 *   - one `---` … `---` block with flat `key: value` lines and a nested `progress:` map;
 *   - several blocks in a row (a tool prepended a new block and kept the old ones): the first
 *     block is the newest, so `frontmatter[0]` is the one to believe;
 *   - `status: unknown`, `milestone: null`: no statement at all (the fields are left out).
 * A block is at most MAX_FRONTMATTER_LINES lines; an opening `---` with no closing one is body.
 */

import { boundedLines, linesOutsideFences } from '../text/lines-outside-fences.js';
import { MAX_LINE_CHARS, MAX_STATE_CHARS } from './parse-state-md.js';

export const MAX_FRONTMATTER_BLOCKS = 8;
export const MAX_FRONTMATTER_LINES = 200;
/** Bound on one kept value (a `last_session` sentence). */
export const MAX_VALUE_CHARS = 300;

export interface StateFrontmatter {
  status?: string;
  milestone?: string;
  milestoneName?: string;
  lastSession?: string;
  /** `current_phase` / `phase`, when a tool writes one. */
  currentPhase?: number;
  totalPhases?: number;
  completedPhases?: number;
}

export interface StateSection {
  /** Heading text, emphasis removed, lower-cased ('' for the lines before the first heading). */
  heading: string;
  /** 1–6; 0 for the preamble. */
  level: number;
  /** The nearest heading of level ≤ 2 at or above this one ('' when none). */
  parent: string;
  /** Lines after the heading up to the next heading (fences removed). */
  lines: string[];
}

export interface StateDocument {
  /** Newest first. */
  frontmatter: StateFrontmatter[];
  sections: StateSection[];
}

const FM_KEY = /^([A-Za-z_][A-Za-z0-9_]{0,40}):[ \t]*(.*)$/;
const FM_NESTED_KEY = /^[ \t]{1,8}([A-Za-z_][A-Za-z0-9_]{0,40}):[ \t]*(.*)$/;
const HEADING = /^[ \t]{0,3}(#{1,6})(?:[ \t]+(.*))?$/;
const INTEGER = /^\d{1,9}$/;

function scalar(raw: string): string | undefined {
  let v = raw.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
    v = v.slice(1, -1).trim();
  }
  if (v === '' || v === '~' || v.toLowerCase() === 'null') return undefined;
  return v.length > MAX_VALUE_CHARS ? v.slice(0, MAX_VALUE_CHARS) : v;
}

function integer(raw: string): number | undefined {
  const v = scalar(raw);
  return v !== undefined && INTEGER.test(v) ? Number.parseInt(v, 10) : undefined;
}

function readBlock(lines: readonly string[]): StateFrontmatter {
  const fm: StateFrontmatter = {};
  let parent = '';
  for (const line of lines) {
    const nested = FM_NESTED_KEY.exec(line);
    if (nested && parent === 'progress') {
      const key = (nested[1] as string).toLowerCase();
      const n = integer(nested[2] ?? '');
      if (n === undefined) continue;
      if (key === 'total_phases') fm.totalPhases = n;
      else if (key === 'completed_phases') fm.completedPhases = n;
      continue;
    }
    const top = FM_KEY.exec(line);
    if (!top) continue;
    const key = (top[1] as string).toLowerCase();
    parent = key;
    const value = scalar(top[2] ?? '');
    if (value === undefined) continue;
    switch (key) {
      case 'status':
        if (value.toLowerCase() !== 'unknown') fm.status = value;
        break;
      case 'milestone':
        fm.milestone = value;
        break;
      case 'milestone_name':
        fm.milestoneName = value;
        break;
      case 'last_session':
      case 'last_activity':
        fm.lastSession ??= value;
        break;
      case 'current_phase':
      case 'phase': {
        const n = integer(top[2] ?? '');
        if (n !== undefined) fm.currentPhase = n;
        break;
      }
    }
  }
  return fm;
}

function isFence(line: string | undefined): boolean {
  return line !== undefined && line.trim() === '---';
}

/** Split the frontmatter blocks off the top; returns them and the index of the first body line. */
function frontmatterBlocks(lines: readonly string[]): { blocks: StateFrontmatter[]; bodyStart: number } {
  const blocks: StateFrontmatter[] = [];
  let at = 0;
  while (blocks.length < MAX_FRONTMATTER_BLOCKS) {
    let open = at;
    while (open < lines.length && blocks.length > 0 && (lines[open] ?? '').trim() === '') open++;
    if (!isFence(lines[open])) break;
    let close = -1;
    for (let i = open + 1; i < lines.length && i <= open + MAX_FRONTMATTER_LINES; i++) {
      if (isFence(lines[i])) {
        close = i;
        break;
      }
    }
    if (close < 0) break;
    blocks.push(readBlock(lines.slice(open + 1, close)));
    at = close + 1;
  }
  return { blocks, bodyStart: at };
}

/** Heading text without emphasis, code marks and closing `#`s, lower-cased. */
export function plainHeading(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '#' || text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return text.slice(0, end).replaceAll('**', '').replaceAll('__', '').replaceAll('`', '').trim().toLowerCase();
}

export function splitStateDocument(text: string | undefined): StateDocument {
  if (typeof text !== 'string') return { frontmatter: [], sections: [] };
  const all = boundedLines(text, MAX_STATE_CHARS, MAX_LINE_CHARS);
  const { blocks, bodyStart } = frontmatterBlocks(all);
  const sections: StateSection[] = [];
  let current: StateSection = { heading: '', level: 0, parent: '', lines: [] };
  sections.push(current);
  let parent = '';
  for (const line of linesOutsideFences(all.slice(bodyStart))) {
    const h = HEADING.exec(line);
    if (h) {
      const level = (h[1] as string).length;
      const heading = plainHeading(h[2] ?? '');
      if (level <= 2) parent = heading;
      current = { heading, level, parent, lines: [] };
      sections.push(current);
      continue;
    }
    current.lines.push(line);
  }
  return { frontmatter: blocks, sections };
}
