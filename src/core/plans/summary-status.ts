import { boundedLines } from '../text/lines-outside-fences.js';
import { isDict } from '../text/untrusted-data.js';
import { loadYamlValue } from '../yaml/load-yaml-value.js';
import { splitFrontmatter } from './split-frontmatter.js';

/**
 * Whether a plan's NN-PP-SUMMARY.md makes it done. Legion writes a SUMMARY for every plan it
 * executed, "whether the result is success or failure" (wave-executor), so the file alone is
 * not enough: the plan is done when the SUMMARY exists and reports success (or states nothing).
 *
 * Forms read, in this order (the first one found decides):
 * 1. frontmatter `outcome:` — docs/schemas/summary.schema.json: success | partial | failed;
 * 2. frontmatter `status:` (`complete`, `completed`, ...);
 * 3. a status heading: `## Status: Complete`, `## Result: Success`, `## Outcome: ...`;
 * 4. a status line in the preamble (before the first section) or in a `## Result` / `## Status`
 *    / `## Outcome` section: `**Status**: Complete`, `- **Status:** Partial`, `Status: Failed`.
 *    A `**Status**:` line deeper in the document describes something else and is not read;
 * 5. a completion date: frontmatter `completed:` / `completed_date:` (top level or under
 *    `metrics:`), or a `**Completed**: <date>` line in the preamble — the form of Legion's
 *    summaries written with a metrics block: success.
 * Frontmatter that is not valid YAML is read line by line for these top-level keys.
 * Nothing inside fenced code is read.
 *
 * Wording: success (complete, completed, complete with warnings, success, done, passed, ...)
 * → done; partial (partial, incomplete, blocked) and in progress (in progress, pending, not
 * started, ...) and failed (failed, failure, error, aborted, ...) → not done. A status in other
 * words is `unrecognised` and not done (the loader warns, W088): a plan is never skipped on a
 * guess. A SUMMARY with no statement at all is `unstated` and done, as in Legion; an empty file
 * is not.
 */
export type SummaryOutcome = 'success' | 'partial' | 'failed' | 'in_progress' | 'unstated' | 'unrecognised' | 'empty';

/** Which form gave the status (reported in reasons and in the history survey). */
export type SummaryForm = 'frontmatter-outcome' | 'frontmatter-status' | 'status-heading' | 'status-line' | 'completion-date' | 'none';

export interface SummaryStatus {
  done: boolean;
  outcome: SummaryOutcome;
  /** One sentence for the plan's decision, e.g. "SUMMARY.md reports outcome: failed". */
  reason: string;
  form: SummaryForm;
  /** The status text as written (bounded), when there is one. */
  statusText?: string;
  /** 1-based line of the statement in the file. */
  line?: number;
}

const MAX_SUMMARY_CHARS = 1_048_576;
const MAX_LINE_CHARS = 2000;
const MAX_STATUS_TEXT = 80;

const SUCCESS = new Set(['complete', 'completed', 'success', 'successful', 'succeeded', 'done', 'passed', 'pass', 'finished', 'shipped', 'executed', 'ok']);
const PARTIAL = new Set(['partial', 'partially', 'incomplete', 'blocked']);
const IN_PROGRESS = new Set([
  'pending',
  'wip',
  'ongoing',
  'started',
  'planned',
  'executing',
  'running',
  'paused',
  'todo',
  'draft',
  'progress',
  'in-progress',
  'in_progress',
  'inprogress',
]);
const FAILED = new Set(['failed', 'failure', 'fail', 'failing', 'error', 'errored', 'aborted', 'abandoned', 'cancelled', 'canceled', 'broken', 'rejected']);

/** The outcome a status wording states, or 'unrecognised'. */
export function classifyStatusWording(text: string): Exclude<SummaryOutcome, 'unstated' | 'empty'> {
  const words = text
    .toLowerCase()
    .slice(0, 200)
    .replace(/[^a-z0-9_\s-]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== '-');
  const first = words[0];
  if (first === undefined) return 'unrecognised';
  if (first === 'not' || first === 'no') return FAILED.has(words[1] ?? '') ? 'unrecognised' : 'in_progress';
  if (first === 'in' && words[1] === 'progress') return 'in_progress';
  if (FAILED.has(first)) return 'failed';
  if (PARTIAL.has(first)) return 'partial';
  if (IN_PROGRESS.has(first)) return 'in_progress';
  if (SUCCESS.has(first)) return 'success';
  return 'unrecognised';
}

const DONE: Record<Exclude<SummaryOutcome, 'unstated' | 'empty'>, boolean> = {
  success: true,
  partial: false,
  failed: false,
  in_progress: false,
  unrecognised: false,
};

function shown(text: string): string {
  const oneLine = text.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return oneLine.length > MAX_STATUS_TEXT ? `${oneLine.slice(0, MAX_STATUS_TEXT)}…` : oneLine;
}

function stated(form: SummaryForm, statusText: string, line: number, outcome = classifyStatusWording(statusText)): SummaryStatus {
  const text = shown(statusText);
  const what = form === 'frontmatter-outcome' ? `outcome: ${text}` : form === 'frontmatter-status' ? `status: ${text}` : `Status: ${text}`;
  const verdict =
    outcome === 'success'
      ? 'done'
      : outcome === 'unrecognised'
        ? 'not done (the status is not one legion-router reads as success or failure)'
        : `not done (${outcome === 'in_progress' ? 'in progress' : outcome})`;
  return { done: DONE[outcome], outcome, reason: `SUMMARY.md reports ${what}: ${verdict}`, form, statusText: text, line };
}

/** A scalar frontmatter value as text (`outcome: success`, `status: complete`). */
function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return undefined;
}

/**
 * `## Status: Complete` → 'Complete'; a bare `## Result` opens a status section; `## Results`
 * or `## Status Report` are other headings.
 */
const STATUS_HEADING = /^\s{0,3}(#{1,6})\s+(?:\*\*|__)?(status|result|outcome)(?:\*\*|__)?\s*(?:(?::|—|–|-)\s*(.*))?$/i;
const OTHER_HEADING = /^\s{0,3}(#{1,6})\s/;
/** `**Status**: x`, `**Status:** x`, `- **Status**: x`, `Status: x`. */
const STATUS_LINE = /^\s{0,3}(?:[-*+]\s+)?(?:\*\*|__)?(status|result|outcome|completed)(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.+)$/i;

/** An opening or closing code fence (as in src/core/text/lines-outside-fences.ts). */
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/** The body's status statement, and a `**Completed**: <date>` line of the preamble if any. */
function bodyStatus(lines: readonly string[], firstLine: number): { status?: SummaryStatus; completed?: { key: string; value: string; line: number } } | undefined {
  let fence: string | null = null;
  let completed: { key: string; value: string; line: number } | undefined;
  let inScope = true; // the preamble counts
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index] as string;
    const mark = FENCE.exec(text)?.[1];
    if (mark !== undefined) {
      if (fence === null) fence = mark;
      else if (mark[0] === fence[0] && mark.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const line = firstLine + index;
    const heading = STATUS_HEADING.exec(text);
    if (heading) {
      const rest = (heading[3] ?? '').replace(/[*_]+$/g, '').trim();
      if (rest !== '') return { status: stated('status-heading', rest, line) };
      inScope = true;
      continue;
    }
    const other = OTHER_HEADING.exec(text);
    if (other) {
      // A title (`# Plan 01-02 Summary`) keeps the preamble; any other section ends the scope.
      if ((other[1] as string).length >= 2) inScope = false;
      continue;
    }
    if (!inScope) continue;
    const status = STATUS_LINE.exec(text);
    if (status) {
      const value = (status[2] as string).replace(/^[*_\s]+|[*_\s]+$/g, '');
      if (value === '') continue;
      if ((status[1] as string).toLowerCase() === 'completed') completed ??= { key: 'Completed', value, line };
      else return { status: stated('status-line', value, line) };
    }
  }
  return completed ? { completed } : undefined;
}

interface FrontmatterFields {
  outcome?: { value: string; line: number };
  status?: { value: string; line: number };
  completed?: { key: string; value: string; line: number };
}

const COMPLETION_KEYS = ['completed', 'completed_date', 'completed_at'] as const;
/** A top-level `key: value` line of frontmatter YAML (for frontmatter that does not parse). */
const TOP_LEVEL_KEY = /^([A-Za-z_][A-Za-z0-9_-]{0,40})\s*:\s*(.*)$/;

/**
 * The status fields of a SUMMARY's frontmatter. Real summaries sometimes carry frontmatter that
 * is not valid YAML (an unquoted `: ` inside a list item): then the top-level `key: value` lines
 * are read one by one, which is all these fields need.
 */
function frontmatterFields(yaml: string, firstLine: number): FrontmatterFields {
  const lines = yaml.split('\n');
  const lineOf = (key: string): number => {
    const index = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`${key} :`));
    return index >= 0 ? index + firstLine : firstLine;
  };
  const fields: FrontmatterFields = {};
  const parsed = loadYamlValue(yaml);
  const text = (value: unknown): string | undefined => {
    const t = value instanceof Date ? value.toISOString().slice(0, 10) : scalar(value);
    return t !== undefined && t.trim() !== '' ? t : undefined;
  };
  if (!parsed.error && isDict(parsed.value)) {
    const top = parsed.value;
    const outcome = text(top['outcome']);
    if (outcome !== undefined) fields.outcome = { value: outcome, line: lineOf('outcome') };
    const status = text(top['status']);
    if (status !== undefined) fields.status = { value: status, line: lineOf('status') };
    const metrics = isDict(top['metrics']) ? top['metrics'] : {};
    for (const key of COMPLETION_KEYS) {
      const own = text(top[key]);
      const nested = text(metrics[key]);
      if (own !== undefined && own !== 'false') fields.completed = { key, value: own, line: lineOf(key) };
      else if (nested !== undefined && nested !== 'false') fields.completed = { key: `metrics.${key}`, value: nested, line: lineOf('metrics') };
      if (fields.completed) break;
    }
    return fields;
  }
  lines.forEach((line, index) => {
    const match = TOP_LEVEL_KEY.exec(line.length > MAX_LINE_CHARS ? line.slice(0, MAX_LINE_CHARS) : line);
    if (!match) return;
    const key = match[1] as string;
    const value = (match[2] as string)
      .replace(/\s+#.*$/, '')
      .replace(/^(['"])(.*)\1$/, '$2')
      .trim();
    if (value === '') return;
    const at = { value, line: index + firstLine };
    if (key === 'outcome') fields.outcome ??= at;
    else if (key === 'status') fields.status ??= at;
    else if ((COMPLETION_KEYS as readonly string[]).includes(key) && value !== 'false') fields.completed ??= { key, ...at };
  });
  return fields;
}

/** The done-ness of a plan from the text of its SUMMARY.md. Pure; never throws. */
export function summaryStatus(text: string): SummaryStatus {
  if (text.trim() === '') return { done: false, outcome: 'empty', reason: 'SUMMARY.md is empty: not done', form: 'none' };
  const front = splitFrontmatter(text.length > MAX_SUMMARY_CHARS ? text.slice(0, MAX_SUMMARY_CHARS) : text);
  const all = boundedLines(text, MAX_SUMMARY_CHARS, MAX_LINE_CHARS);
  let bodyStart = 0;
  let fields: FrontmatterFields = {};
  if (front.yaml !== null) {
    bodyStart = (front.yaml === '' ? 0 : front.yaml.split('\n').length) + 2;
    fields = frontmatterFields(front.yaml, front.firstLine);
  } else if (front.unterminated) {
    bodyStart = 1;
  }
  if (fields.outcome) {
    const exact = fields.outcome.value.trim().toLowerCase();
    const known = exact === 'success' || exact === 'partial' || exact === 'failed' ? exact : classifyStatusWording(fields.outcome.value);
    return stated('frontmatter-outcome', fields.outcome.value, fields.outcome.line, known);
  }
  if (fields.status) return stated('frontmatter-status', fields.status.value, fields.status.line);
  const body = bodyStatus(all.slice(bodyStart), bodyStart + 1);
  if (body?.status) return body.status;
  const completed = fields.completed ?? body?.completed;
  if (completed) {
    return {
      done: true,
      outcome: 'success',
      reason: `SUMMARY.md records completion (${completed.key}: ${shown(completed.value)}): done`,
      form: 'completion-date',
      statusText: shown(completed.value),
      line: completed.line,
    };
  }
  return {
    done: true,
    outcome: 'unstated',
    reason: 'SUMMARY.md exists and states no outcome: done (Legion writes a SUMMARY for every executed plan; only a reported failure or partial result keeps it open)',
    form: 'none',
  };
}
