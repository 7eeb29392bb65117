/**
 * The SUMMARY.md a leg gets when its agent wrote none (Legion's wave-executor, Principle 5:
 * every plan ends with one, success or failure). Its frontmatter validates against Legion's
 * `docs/schemas/summary.schema.json` (plan_id, agent, outcome, completed_tasks, files_modified,
 * handoff_context; nothing else at the top level), and src/core/plans/summary-status.ts reads
 * its `outcome:`: a later route treats a successful plan as done, a failed one as not done.
 */
import { stringify } from 'yaml';
import type { LegOutcome } from './wave-record.js';

export type SummaryOutcomeValue = 'success' | 'partial' | 'failed';

/** The agent step's outcome as Legion's summary outcome. A skipped agent step left its work unfinished. */
export function summaryOutcome(outcome: LegOutcome): SummaryOutcomeValue {
  return outcome === 'success' ? 'success' : outcome === 'skipped' ? 'partial' : 'failed';
}

export interface GeneratedSummaryInput {
  plan: string;
  agent: string;
  outcome: LegOutcome;
  /** Files the leg changed (untrusted names, written as YAML strings and code spans only). */
  files: readonly string[];
  /** Link to the workflow run, or '' when unknown. */
  runLink: string;
}

const MAX_LISTED = 500;

function codeSpan(path: string): string {
  const clean = path.replace(/[\u0000-\u001f\u007f]/g, '?');
  const ticks = clean.match(/`+/g)?.reduce((max, run) => Math.max(max, run.length), 0) ?? 0;
  const fence = '`'.repeat(ticks + 1);
  return `${fence}${ticks > 0 ? ' ' : ''}${clean}${ticks > 0 ? ' ' : ''}${fence}`;
}

export function generatedSummary(input: GeneratedSummaryInput): string {
  const outcome = summaryOutcome(input.outcome);
  const files = input.files.slice(0, MAX_LISTED);
  const frontmatter = {
    plan_id: input.plan,
    agent: input.agent === '' ? 'unknown' : input.agent,
    outcome,
    completed_tasks: [],
    files_modified: [...files],
    handoff_context: {
      key_outputs: files.slice(0, 50).map((file) => `changed ${file}`),
      conventions_established: [],
      open_questions: outcome === 'success' ? [] : [`The agent step ended with "${input.outcome}": review the changes before relying on them.`],
    },
  };
  const lines = [
    '---',
    stringify(frontmatter, { lineWidth: 0 }).trimEnd(),
    '---',
    '',
    `# Plan ${input.plan} summary`,
    '',
    'Written by legion-router (wave action, `step: collect`): the agent wrote no SUMMARY.md.',
    '',
    `- Outcome: ${outcome} (agent step: ${input.outcome})`,
    ...(input.runLink !== '' ? [`- Run: ${input.runLink}`] : []),
    `- Files changed: ${input.files.length}`,
    '',
    '## Files changed',
    '',
    ...(files.length === 0 ? ['None.'] : files.map((file) => `- ${codeSpan(file)}`)),
    ...(input.files.length > files.length ? [`- … and ${input.files.length - files.length} more`] : []),
    '',
  ];
  return lines.join('\n');
}
