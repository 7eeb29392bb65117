import { oneLine } from './one-line.js';
import type { WaveSchedule } from './wave-types.js';

export type RenderFormat = 'text' | 'markdown';

export interface RenderOptions {
  /** `markdown` escapes every character GitHub markdown or HTML would act on. Default `text`. */
  format?: RenderFormat;
  /** Ids named per wave before `and N more`. Default 20. */
  maxIdsPerWave?: number;
  /** Decisions (done, pulled, dependents) named per line before `and N more`. Default 20. */
  maxDecisions?: number;
}

const MARKDOWN_SPECIAL = /[\\`*_{}[\]()<>#+!|~&"']/g;
const ENTITY: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '|': '&#124;', '"': '&quot;', "'": '&#39;' };

/**
 * Text from plan files (ids, done reasons) for one line: control characters and line breaks
 * removed, bounded; for markdown also HTML/markdown characters escaped and @mentions and #refs
 * broken (a zero-width joiner), so nothing renders as a link, mention, tag or table cell break.
 */
export function escapeScheduleText(text: string, format: RenderFormat, maxChars = 200): string {
  const flat = oneLine(text, maxChars);
  if (format === 'text') return flat;
  return flat
    .replace(/@(?=[A-Za-z0-9_-])/g, '@\u200D')
    .replace(/#(?=\d)/g, '#\u200D')
    .replace(MARKDOWN_SPECIAL, (ch) => ENTITY[ch] ?? `\\${ch}`);
}

function some(items: readonly string[], max: number): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

/**
 * The schedule for people — job summary, reply comment, CLI:
 *
 *     Wave 1: 01-01, 01-02 → Wave 2: 01-03 (one at a time)
 *     Done, skipped: 01-00 (01-00-SUMMARY.md: outcome success)
 *     Pulled in: 01-02 (dependency of 01-03)
 *     Later than declared: 01-03 (wave 1 → 2, after 01-02)
 *     Not run (the filter excludes what they need): 01-04 (needs 01-01, which --skip-backend excludes)
 *
 * One string per line. A wave whose slot differs from its number (a gap) names the slot, so
 * `Wave 3 (job wave-2)` tells which wave job runs it.
 */
export function renderWaveSchedule(schedule: WaveSchedule, options: RenderOptions = {}): string[] {
  const format = options.format ?? 'text';
  const perWave = Math.max(1, options.maxIdsPerWave ?? 20);
  const perLine = Math.max(1, options.maxDecisions ?? 20);
  const esc = (text: string): string => escapeScheduleText(text, format);
  const lines: string[] = [];
  if (schedule.waves.length === 0) lines.push('No plans to run.');
  else {
    lines.push(
      schedule.waves
        .map((wave) => {
          const label = wave.slot === wave.wave ? `Wave ${wave.wave}` : `Wave ${wave.wave} (job wave-${wave.slot})`;
          const sequential = wave.sequential ? ' (one at a time)' : '';
          return `${label}: ${some(wave.plans.map(esc), perWave)}${sequential}`;
        })
        .join(' → '),
    );
  }
  if (schedule.done.length > 0)
    lines.push(
      `Done, skipped: ${some(
        schedule.done.map((d) => `${esc(d.id)} (${esc(d.reason)})`),
        perLine,
      )}`,
    );
  const rerun = schedule.plans.filter((p) => p.rerun !== undefined);
  if (rerun.length > 0)
    lines.push(
      `Run again although done: ${some(
        rerun.map((p) => `${esc(p.id)} (${esc(p.rerun as string)})`),
        perLine,
      )}`,
    );
  const pulled = schedule.plans.filter((p) => p.how === 'dependency');
  if (pulled.length > 0)
    lines.push(
      `Pulled in: ${some(
        pulled.map((p) => `${esc(p.id)} (dependency of ${esc(p.of ?? '')})`),
        perLine,
      )}`,
    );
  const moved = schedule.plans.filter((p) => p.declaredWave !== undefined);
  if (moved.length > 0)
    lines.push(
      `Later than declared: ${some(
        moved.map((p) => `${esc(p.id)} (wave ${p.declaredWave} → ${p.wave}, after ${esc(p.after ?? '')})`),
        perLine,
      )}`,
    );
  const held = schedule.held ?? [];
  if (held.length > 0)
    lines.push(
      `Not run (the filter excludes what they need): ${some(
        held.map((h) => `${esc(h.id)} (${esc(h.reason)})`),
        perLine,
      )}`,
    );
  const dependents = schedule.plans.filter((p) => p.how === 'dependent');
  if (dependents.length > 0)
    lines.push(
      `Added as dependents: ${some(
        dependents.map((p) => `${esc(p.id)} (dependent of ${esc(p.of ?? '')})`),
        perLine,
      )}`,
    );
  return lines;
}
