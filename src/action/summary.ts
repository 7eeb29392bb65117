/**
 * The job summary: what was asked, by whom, what runs, and why every plan was kept or dropped.
 * Pure (returns markdown); main.ts writes it with core.summary. Every value from the request,
 * the repository or the API is escaped.
 */
import type { RouteResult } from '../app/route-result.js';
import { renderWaveSchedule } from '../core/waves/render-wave-schedule.js';
import type { Diagnostic, MatrixEntry, MatrixValue } from '../core/types.js';
import { escapeHtml, escapeInline, inlineCode, table } from './markdown.js';

export interface SummaryContext {
  eventName: string;
  sha: string;
  /** How the changed files were obtained (API, git, input, unknown). */
  changedFilesNote?: string;
  /** GitHub API requests made by the run. */
  apiRequests?: number;
  trigger: string;
}

const MAX_PLAN_ROWS = 500;
const MAX_MATRIX_ROWS = 256;
const MAX_DIAGNOSTIC_ROWS = 200;
const MAX_MATRIX_COLUMNS = 12;
/** The summary's "Matrix JSON" block: a preview for people; the `matrix` output is the whole. */
const MAX_MATRIX_JSON_CHARS = 50_000;

function status(result: RouteResult): string {
  if (!result.ok) return `❌ Rejected${result.errorCode ? ` (${result.errorCode})` : ''}`;
  if (result.dryRun) return `🧪 Dry run: ${result.matrix.include.length} job(s) would run, nothing runs`;
  if (result.hasWork) return `🚀 Routed: ${result.matrix.include.length} job(s)`;
  return 'ℹ️ Routed, nothing to run';
}

function cellValue(value: MatrixValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return escapeInline(value.join(', '), 200);
  return escapeInline(String(value), 200);
}

/**
 * `JSON.stringify({ include }, null, 2)` when it fits in `maxChars`; otherwise the entries that
 * fit, then a line that says how many were left out and where the whole matrix is. Entries are
 * serialised one by one and the loop stops at the budget, so a large matrix (thousands of entries
 * with their changed files) is never serialised whole just to be cut.
 */
export function matrixJsonPreview(include: readonly MatrixEntry[], maxChars: number): string {
  if (include.length === 0) return '{\n  "include": []\n}';
  const lines: string[] = [];
  let used = 0;
  for (const [index, entry] of include.entries()) {
    const text = `    ${JSON.stringify(entry, null, 2).replace(/\n/g, '\n    ')}`;
    if (used + text.length > maxChars && index > 0) {
      lines.push(`    …(${include.length - index} more ${include.length - index === 1 ? 'entry' : 'entries'}: the whole matrix is the \`matrix\` output)`);
      break;
    }
    lines.push(text);
    used += text.length + 2;
  }
  return `{\n  "include": [\n${lines.join(',\n')}\n  ]\n}`;
}

function location(diagnostic: Diagnostic): string {
  if (!diagnostic.file) return '';
  const line = diagnostic.line !== undefined ? `:${diagnostic.line}` : '';
  return inlineCode(`${diagnostic.file}${line}`);
}

export function renderSummary(result: RouteResult, context: SummaryContext): string {
  const parts: string[] = [];
  parts.push('## legion-router', '', `**${status(result)}**`, '');

  const command = result.command ? `${context.trigger} ${[result.command, ...result.flags].join(' ')}` : '';
  const rows: [string, string][] = [
    ['Event', inlineCode(context.eventName || 'unknown')],
    ['Source', inlineCode(result.source)],
    ['Actor', result.actor ? inlineCode(result.actor) : ''],
    ['Command', command ? inlineCode(command) : ''],
    ['Flags', result.flags.map((flag) => inlineCode(flag)).join(' ')],
    ['Intent', result.intent ? inlineCode(result.intent) : ''],
    ['Mode', inlineCode(result.mode)],
    ['Confidence', String(Math.round(result.confidence * 100) / 100)],
    ['Phase', result.phase ? escapeInline(`${result.phase.number}${result.phase.dir ? ` (${result.phase.dir})` : ''}`) : ''],
    ['Control mode', `${inlineCode(result.controlMode)} — ${escapeInline(JSON.stringify(result.controlProfile))}`],
    ['Config', result.configPath ? inlineCode(result.configPath) : ''],
    [
      'Changed files',
      `${result.changedFiles === undefined ? 'unknown' : String(result.changedFiles)}${context.changedFilesNote ? ` — ${escapeInline(context.changedFilesNote, 300)}` : ''}`,
    ],
    ['Commit', context.sha ? inlineCode(context.sha) : ''],
    ['Error code', result.errorCode ? inlineCode(result.errorCode) : ''],
  ];
  if (context.apiRequests !== undefined) rows.push(['GitHub API requests', String(context.apiRequests)]);
  parts.push(
    table(
      ['', ''],
      rows.filter(([, value]) => value !== '').map(([key, value]) => [`**${key}**`, value]),
    ),
    '',
  );

  if (result.message.trim() !== '') {
    parts.push('### Message', '', `<pre>${escapeHtml(result.message, 20_000)}</pre>`, '');
  }

  if (result.naturalLanguage) {
    const nl = result.naturalLanguage;
    parts.push('### Natural language', '', `${inlineCode(nl.text, 200)} → ${escapeInline(nl.tier)} (${Math.round(nl.confidence * 100)} %)`, '');
    if (nl.candidates.length > 0) {
      parts.push(
        table(
          ['Candidate', 'Confidence'],
          nl.candidates.map((c) => [inlineCode(c.command), `${Math.round(c.confidence * 100)} %`]),
        ),
        '',
      );
    }
  }

  if (result.team.length > 0) {
    parts.push(
      '### Team',
      '',
      table(
        ['Agent', 'Role', 'Domains'],
        result.team.map((member) => [inlineCode(member.agent), escapeInline(member.role), escapeInline(member.domains.join(', '))]),
      ),
      '',
    );
  }

  if (result.plans.length > 0) {
    const kept = result.plans.filter((plan) => plan.kept).length;
    parts.push(`### Plans (${kept} kept, ${result.plans.length - kept} dropped)`, '');
    const planRows = result.plans
      .slice(0, MAX_PLAN_ROWS)
      .map((plan) => [
        inlineCode(plan.id),
        plan.kept ? (plan.partial ? '✅ partial' : '✅ kept') : '❌ dropped',
        inlineCode(plan.path),
        escapeInline(plan.reasons.join('; '), 600),
      ]);
    parts.push(table(['Plan', 'Decision', 'File', 'Reasons'], planRows));
    if (result.plans.length > MAX_PLAN_ROWS) parts.push('', `…and ${result.plans.length - MAX_PLAN_ROWS} more plans.`);
    parts.push('');
  }

  const include = result.matrix.include;
  if (result.schedule) {
    parts.push('### Waves', '', ...renderWaveSchedule(result.schedule, { format: 'markdown' }).map((line) => `- ${line}`), '');
  }
  parts.push(`### Matrix (${include.length} ${include.length === 1 ? 'entry' : 'entries'}${result.waves.length > 1 ? `, ${result.waves.length} waves` : ''})`, '');
  if (include.length > 0) {
    const columns: string[] = [];
    for (const entry of include) {
      for (const key of Object.keys(entry)) if (!columns.includes(key) && columns.length < MAX_MATRIX_COLUMNS) columns.push(key);
    }
    const matrixRows = include.slice(0, MAX_MATRIX_ROWS).map((entry: MatrixEntry) => columns.map((column) => cellValue(entry[column])));
    parts.push(
      table(
        columns.map((column) => escapeInline(column)),
        matrixRows,
      ),
      '',
    );
  }
  parts.push(
    '<details><summary>Matrix JSON</summary>',
    '',
    `<pre>${escapeHtml(matrixJsonPreview(include, MAX_MATRIX_JSON_CHARS), MAX_MATRIX_JSON_CHARS + 200)}</pre>`,
    '',
    '</details>',
    '',
  );

  if (result.diagnostics.length > 0) {
    parts.push('### Diagnostics', '');
    const diagnosticRows = result.diagnostics
      .slice(0, MAX_DIAGNOSTIC_ROWS)
      .map((d) => [inlineCode(d.code), escapeInline(d.severity), location(d), escapeInline(d.message, 600), d.hint ? escapeInline(d.hint, 300) : '']);
    parts.push(table(['Code', 'Severity', 'Where', 'Message', 'Hint'], diagnosticRows), '');
  }

  if (result.suggestions.length > 0) {
    parts.push('### Suggestions', '');
    for (const suggestion of result.suggestions) {
      parts.push(`- ${inlineCode(suggestion.command)} — ${escapeInline(suggestion.description)}${suggestion.reason ? ` (${escapeInline(suggestion.reason)})` : ''}`);
    }
    parts.push('');
  }

  if (result.notes.length > 0) {
    parts.push('### Notes', '', ...result.notes.map((note) => `- ${escapeInline(note, 600)}`), '');
  }
  return parts.join('\n');
}
