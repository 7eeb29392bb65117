import type { RouteResult } from '../app/route-result.js';
import { renderWaveSchedule } from '../core/waves/render-wave-schedule.js';

function table(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** The route as a person reads it in a terminal: header, plans kept/dropped, team, matrix. */
export function renderRoute(result: RouteResult): string {
  const out: string[] = [];
  const status = result.ok ? (result.hasWork ? 'routed' : result.dryRun ? 'dry run' : 'nothing to run') : `rejected (${result.errorCode})`;
  out.push(`legion-router: ${status}`);
  out.push(
    ...table([
      ['source', result.source + (result.actor ? ` (${result.actor})` : '')],
      ['command', result.command || '-'],
      ['intent', result.intent || '-'],
      ['mode', result.mode],
      ['flags', result.flags.join(' ') || '-'],
      ['confidence', result.confidence.toFixed(2)],
      ['phase', result.phase ? `${result.phase.number}${result.phase.dir ? ` (${result.phase.dir})` : ''}` : '-'],
      ['control', `${result.controlMode} ${JSON.stringify(result.controlProfile)}`],
      ['config', result.configPath || '-'],
      ['changed files', result.changedFiles === undefined ? 'unknown' : String(result.changedFiles)],
    ]).map((line) => `  ${line}`),
  );
  if (result.message) out.push('', ...result.message.split('\n').map((line) => `  ${line}`));
  if (result.notes.length > 0) out.push('', 'Notes:', ...result.notes.map((n) => `  - ${n}`));
  if (result.plans.length > 0) {
    out.push('', 'Plans:');
    out.push(
      ...table([['plan', 'decision', 'why'], ...result.plans.map((p) => [p.id, p.kept ? (p.partial ? 'kept (partial)' : 'kept') : 'dropped', p.reasons.join('; ')])]).map(
        (line) => `  ${line}`,
      ),
    );
  }
  if (result.schedule) {
    out.push('', 'Waves:', ...renderWaveSchedule(result.schedule, { format: 'text' }).map((line) => `  ${line}`));
  }
  if (result.team.length > 0) {
    out.push('', 'Team:');
    out.push(...table(result.team.map((m) => [m.agent, m.role, m.domains.join(', ')])).map((line) => `  ${line}`));
  }
  if (result.suggestions.length > 0) {
    out.push('', 'Suggestions:', ...result.suggestions.map((s) => `  ${s.priority}. ${s.command} — ${s.description}`));
  }
  if (result.diagnostics.length > 0) {
    out.push('', 'Diagnostics:');
    for (const d of result.diagnostics) {
      const position = d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : '';
      // Messages usually start with their file already: only add what they lack.
      const where = d.file && !d.message.startsWith(d.file) ? ` ${d.file}${position}` : position ? ` (line ${position.slice(1)})` : '';
      out.push(`  [${d.severity} ${d.code}]${where} ${d.message}`);
    }
  }
  const waves = result.waves.length > 1 ? ` in ${result.waves.length} waves (${result.waves.map((w) => w.include.length).join(' → ')})` : '';
  out.push('', `Matrix (${result.matrix.include.length} job${result.matrix.include.length === 1 ? '' : 's'}${waves}, has-work=${result.hasWork}):`);
  out.push(JSON.stringify(result.matrix, null, 2));
  return out.join('\n');
}
