/**
 * The report as markdown: the comment on the pull request or issue, and the job summary. Pure.
 *
 * Inert by construction: the only values that come from outside are plan ids (safe ids, shown
 * as code spans with markdown.ts's inlineCode), the command (a checked word), the shas (hex, in
 * code spans: the routed one and each landed commit, read by landed-commits.ts) and links (built
 * or checked by job-link.ts). Notes are our own sentences, escaped
 * anyway. The hidden marker (report-marker.ts) opens the comment. No line starts with the
 * trigger, so a report never reads as a command.
 *
 * A comment is capped at GitHub's 65,536 characters: when the full tables do not fit, passed
 * plans are folded into a count per wave, then rows are cut with a count, never silently.
 */
import { escapeInline, inlineCode, table } from '../action/markdown.js';
import type { PlanResult, SlotReport } from './plan-results.js';
import { STATE_ICON } from './plan-state.js';
import { commitLink, jobLink, runLink, type RunLocation } from './job-link.js';
import type { LandedCommit } from './landed-commits.js';
import { renderReportMarker, type ReportMarker } from './report-marker.js';
import type { ReportResult, ReportVerdict } from './report-verdict.js';

/** Below GitHub's 65,536 so the footer and marker always fit. */
export const MAX_COMMENT_CHARS = 60_000;
export const MAX_SUMMARY_CHARS = 900_000;

export interface ReportDocument {
  /** The routed command (a checked word), '' when unknown. */
  command: string;
  /** The routed sha (checked hex), '' when unknown. */
  sha: string;
  attempt: number;
  location: RunLocation;
  verdict: ReportVerdict;
  slots: readonly SlotReport[];
  /** Each landed plan's commit, in landing order; empty when nothing landed. */
  commits: readonly LandedCommit[];
  /** Our own sentences (coded warnings and notes), shown as a list. */
  notes: readonly string[];
  marker: ReportMarker;
}

const HEADLINE: Readonly<Record<ReportResult, string>> = {
  success: '✅ **legion-router: {command} passed**',
  failure: '❌ **legion-router: {command} failed**',
  pending: '⏳ **legion-router: {command} has no final result yet**',
  none: 'ℹ️ **legion-router: nothing ran for {command}**',
};

interface Layout {
  /** Open with the hidden state marker (the comment; not the job summary). */
  marker: boolean;
  /** Fold passed plans into one line per wave. */
  foldPassed: boolean;
  /** Rows per wave before "…and N more". */
  maxRows: number;
}

function planCell(plan: PlanResult, location: RunLocation): string {
  const code = inlineCode(plan.plan, 128);
  if (!plan.job) return code;
  const link = jobLink(plan.job, location);
  return link ? `[${code}](${link})` : code;
}

/** The result words, and the batch a plan ran in. */
function resultCell(plan: PlanResult): string {
  const batch = plan.entryId !== plan.plan ? ` · in ${inlineCode(plan.entryId, 128)}` : '';
  return `${escapeInline(plan.words, 120)}${batch}`;
}

function waveHeading(slot: SlotReport): string {
  const counts = new Map<string, number>();
  for (const plan of slot.plans) counts.set(STATE_ICON[plan.state], (counts.get(STATE_ICON[plan.state]) ?? 0) + 1);
  const tally = [...counts.entries()].map(([icon, count]) => `${icon} ${count}`).join(' · ');
  const phase = slot.phaseWave !== null && slot.phaseWave !== slot.slot ? ` (phase wave ${slot.phaseWave})` : '';
  const waveJob = slot.waveResult ? ` · wave job: ${escapeInline(slot.waveResult, 20)}` : '';
  return `**Wave ${slot.slot}**${phase} · ${slot.plans.length} plan${slot.plans.length === 1 ? '' : 's'} · ${tally}${waveJob}`;
}

function waveSection(slot: SlotReport, location: RunLocation, layout: Layout): string[] {
  const passed = slot.plans.filter((plan) => plan.state === 'success');
  const shown = layout.foldPassed ? slot.plans.filter((plan) => plan.state !== 'success') : [...slot.plans];
  const rows = shown.slice(0, layout.maxRows).map((plan) => [STATE_ICON[plan.state], planCell(plan, location), resultCell(plan)]);
  const lines = ['', waveHeading(slot)];
  if (rows.length > 0) lines.push('', table(['', 'plan', 'result'], rows));
  if (shown.length > rows.length) lines.push('', `…and ${shown.length - rows.length} more (every plan is listed in the job summary of the run).`);
  if (layout.foldPassed && passed.length > 0) lines.push('', `✅ ${passed.length} passed plan${passed.length === 1 ? '' : 's'} not listed here (see the job summary).`);
  return lines;
}

/** One line per landed plan: its id and its commit, linked to the commit's page. */
function commitSection(commits: readonly LandedCommit[], location: RunLocation, maxRows: number): string[] {
  if (commits.length === 0) return [];
  const lines = ['', `**Landed** · ${commits.length} commit${commits.length === 1 ? '' : 's'}, one per plan`, ''];
  for (const commit of commits.slice(0, Math.max(1, maxRows))) {
    const short = inlineCode(commit.sha.slice(0, 12));
    const link = commitLink(commit.sha, location);
    lines.push(`- ${inlineCode(commit.plan, 128)} · ${link ? `[${short}](${link})` : short}`);
  }
  const shown = Math.min(commits.length, Math.max(1, maxRows));
  if (commits.length > shown) lines.push(`- …and ${commits.length - shown} more (every commit is listed in the job summary of the run).`);
  return lines;
}

function footer(document: ReportDocument): string {
  const url = runLink(document.location);
  const link = url ? `[workflow run](${url})` : 'workflow run';
  const attempt = document.attempt > 1 ? ` · attempt ${document.attempt}` : '';
  return `<sub>legion-router report · ${link}${attempt}</sub>`;
}

function render(document: ReportDocument, layout: Layout): string {
  const command = document.command ? inlineCode(document.command, 64) : 'the route';
  const lines = [...(layout.marker ? [renderReportMarker(document.marker)] : []), HEADLINE[document.verdict.result].replace('{command}', command), ''];
  const sha = document.sha ? ` Commit ${inlineCode(document.sha.slice(0, 12))}.` : '';
  lines.push(`${escapeInline(document.verdict.reason, 300)}${sha}`);
  for (const slot of document.slots) lines.push(...waveSection(slot, document.location, layout));
  lines.push(...commitSection(document.commits, document.location, layout.maxRows));
  if (document.notes.length > 0) lines.push('', ...document.notes.slice(0, 20).map((note) => `- ${escapeInline(note, 400)}`));
  lines.push('', footer(document));
  return lines.join('\n');
}

/** The comment body: the full tables when they fit, else passed plans folded, then rows cut. */
function fitted(document: ReportDocument, maxChars: number, marker: boolean): string {
  const layouts: Omit<Layout, 'marker'>[] = [
    { foldPassed: false, maxRows: Number.MAX_SAFE_INTEGER },
    { foldPassed: true, maxRows: Number.MAX_SAFE_INTEGER },
    { foldPassed: true, maxRows: 100 },
    { foldPassed: true, maxRows: 20 },
    { foldPassed: true, maxRows: 0 },
  ];
  let body = '';
  for (const layout of layouts) {
    body = render(document, { ...layout, marker });
    if (body.length <= maxChars) return body;
  }
  return body;
}

/** The comment body: the full tables when they fit, else passed plans folded, then rows cut. */
export function renderReportComment(document: ReportDocument, maxChars = MAX_COMMENT_CHARS): string {
  return fitted(document, maxChars, true);
}

/** The job summary: every plan with its link (capped far below GitHub's 1 MiB), no marker. */
export function renderReportSummary(document: ReportDocument): string {
  return `${fitted(document, MAX_SUMMARY_CHARS, false)}\n`;
}
