/**
 * Phases, plans and commands named inside STATE.md prose, for the statements that have no
 * `Phase:` field: "Active — Phase 33 in progress", "Completed 39-01 plan", "**Next:** Phase 37",
 * "Run `/legion:review` to verify Phase 12". Pure; every scan is `indexOf` plus anchored,
 * bounded patterns on slices of a bounded line.
 */

import { classifyPhaseStatus, plainStatus, wordOffsets, type PhaseStage } from './status-words.js';

export interface PhaseMention {
  number: number;
  /** Offset of the word `phase` in the lower-cased text. */
  at: number;
  /** Offset just after the number. */
  end: number;
}

const NUMBER_AFTER = /^[ \t]{1,3}(\d{1,4})(?![\d.]\d|\d)/;
/** Mentions kept per text (the rest of a pathological line is ignored). */
const MAX_MENTIONS = 64;

/** `Phase N` (singular, whole word; `Phase 2.1` and `Phases 29, 30` are not mentions). */
export function phaseMentions(raw: string): PhaseMention[] {
  const text = raw.toLowerCase();
  const out: PhaseMention[] = [];
  for (const at of wordOffsets(text, 'phase')) {
    if (out.length >= MAX_MENTIONS) break;
    const m = NUMBER_AFTER.exec(text.slice(at + 5, at + 16));
    if (!m) continue;
    out.push({ number: Number.parseInt(m[1] as string, 10), at, end: at + 5 + m[0].length });
  }
  return out;
}

/** The text about phase `n`: from its first mention up to the next mention of another phase. */
export function segmentAbout(raw: string, n: number): string | undefined {
  const mentions = phaseMentions(raw);
  const first = mentions.findIndex((m) => m.number === n);
  if (first < 0) return undefined;
  const start = (mentions[first] as PhaseMention).at;
  const next = mentions.slice(first + 1).find((m) => m.number !== n);
  return raw.slice(start, next ? next.at : raw.length);
}

const PLAN_ID = /^(\d{1,3})-(\d{2,3})(?![\w-])/;

/** Phase numbers of plan ids (`39-01`) written next to the word "plan" in a line. */
export function planIdPhases(raw: string): number[] {
  const text = raw.toLowerCase();
  if (!text.includes('plan')) return [];
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) continue;
    const prev = text[i - 1];
    if (prev !== undefined && /[\w-]/.test(prev)) continue;
    const m = PLAN_ID.exec(text.slice(i, i + 8));
    if (!m) continue;
    const around = text.slice(Math.max(0, i - 20), i + m[0].length + 8);
    if (around.includes('plan')) out.push(Number.parseInt(m[1] as string, 10));
    i += m[0].length;
  }
  return out;
}

/** What a line of prose says about one phase. */
export interface PhaseFact {
  phase: number;
  stage: PhaseStage;
}

/** Phases read per line: prose names a handful; a line naming hundreds is not prose. */
export const MAX_PHASES_PER_LINE = 16;
const DONE_WORDS = ['complete', 'completed', 'executed', 'done'];
const HOLD_WORDS = ['blocked', 'waiting on', 'waiting for', 'depends on'];

function hasAnyWord(text: string, words: readonly string[]): boolean {
  return words.some((w) => wordOffsets(text, w).length > 0);
}

/**
 * Facts in one line of prose. `isNext`: the line is a `Next:` line, so a phase it names is the
 * next one to work on (`just_started`, or `building` when it names a plan of it). A plan id next
 * to a done-word (`Completed 39-01 plan`) says its phase is under way (`building`). Otherwise each
 * `Phase N` is read with the words up to the next phase named. Lines that say a phase is blocked
 * or waiting state nothing about it.
 */
export function phaseFacts(raw: string, isNext: boolean): PhaseFact[] {
  const text = plainStatus(raw);
  const facts: PhaseFact[] = [];
  if (!isNext && hasAnyWord(text, DONE_WORDS)) {
    for (const phase of planIdPhases(text)) facts.push({ phase, stage: 'building' });
  }
  const mentions = phaseMentions(text);
  const seen = new Set<number>();
  for (let i = 0; i < mentions.length && seen.size < MAX_PHASES_PER_LINE; i++) {
    const mention = mentions[i] as PhaseMention;
    if (seen.has(mention.number)) continue;
    seen.add(mention.number);
    const next = mentions.slice(i + 1).find((m) => m.number !== mention.number);
    const segment = text.slice(mention.at, next ? next.at : text.length);
    if (hasAnyWord(segment, HOLD_WORDS)) continue;
    if (isNext) {
      facts.push({ phase: mention.number, stage: wordOffsets(segment, 'plan').length > 0 ? 'building' : 'just_started' });
      continue;
    }
    const stage = classifyPhaseStatus(segment);
    if (stage !== undefined) facts.push({ phase: mention.number, stage });
  }
  return facts;
}

/** A command the Next Steps / Next Action section tells the reader to run. */
export type NextCommand = 'plan' | 'build' | 'review' | 'milestone' | 'start';

export interface NextStepHint {
  command: NextCommand;
  /** The phase the command is for: its number argument, else the first `Phase N` after it. */
  phase?: number;
}

/** Legion's, its earlier name's, and the GSD tool's command words, by what they do. */
const COMMANDS: Readonly<Record<string, NextCommand>> = {
  plan: 'plan',
  'plan-phase': 'plan',
  build: 'build',
  'execute-phase': 'build',
  execute: 'build',
  review: 'review',
  'verify-work': 'review',
  verify: 'review',
  milestone: 'milestone',
  'complete-milestone': 'milestone',
  start: 'start',
  'new-milestone': 'start',
  'new-project': 'start',
};
const PREFIXES = ['/legion:', '/agency:', '/gsd:'];
const COMMAND_WORD = /^([a-z][a-z-]{0,30})(?:[ \t]{1,3}(\d{1,4})(?!\d))?/;

const INSTRUCTION_WORDS = ['run', 'then', 'next', 'use', 'do'];

/**
 * Whether the text before a command makes it an instruction ("Run `/legion:review`", "then
 * `/legion:milestone`", a line that starts with the command) rather than a name in prose
 * ("into the /legion:review command").
 */
function isInstruction(before: string): boolean {
  let end = before.length;
  while (end > 0 && ' \t`*_:(['.includes(before[end - 1] as string)) end--;
  const head = before.slice(0, end);
  if (/^[ \t]{0,12}(?:[-*+]|\d{1,3}[.)])?$/.test(head)) return true;
  return INSTRUCTION_WORDS.some((w) => head.endsWith(w) && !/[a-z]/.test(head[head.length - w.length - 1] ?? ''));
}

/**
 * The first Legion-like command given as an instruction in the lines, with the phase it is for.
 * `/legion:`, `/agency:` (Legion's earlier name) and `/gsd:` commands are read by what they do.
 */
export function nextStepHint(lines: readonly string[]): NextStepHint | undefined {
  for (const raw of lines) {
    const line = raw.toLowerCase();
    let best = -1;
    let prefixLength = 0;
    for (const prefix of PREFIXES) {
      const at = line.indexOf(prefix);
      if (at >= 0 && (best < 0 || at < best)) {
        best = at;
        prefixLength = prefix.length;
      }
    }
    if (best < 0 || !isInstruction(line.slice(Math.max(0, best - 16), best))) continue;
    const m = COMMAND_WORD.exec(line.slice(best + prefixLength, best + prefixLength + 40));
    if (!m) continue;
    const command = Object.prototype.hasOwnProperty.call(COMMANDS, m[1] as string) ? COMMANDS[m[1] as string] : undefined;
    if (command === undefined) continue;
    const hint: NextStepHint = { command };
    if (m[2] !== undefined) hint.phase = Number.parseInt(m[2], 10);
    else {
      const after = phaseMentions(line.slice(best)).at(0);
      if (after) hint.phase = after.number;
    }
    return hint;
  }
  return undefined;
}
