/**
 * The handoff context of Legion's wave-executor (Section 5.6) for a wave-2+ leg: what the
 * earlier plans of the route left for it, read from their SUMMARY.md files (`handoff_context`:
 * key outputs, conventions established, open questions; the files they changed). Written to a
 * file whose path is the apply step's `handoff` output, for the agent's prompt.
 *
 * The SUMMARY texts are what earlier agents wrote: bounded here (items, characters) and written
 * as plain list items; the reader is an agent prompt, not a rendered page.
 */
import { isDict } from '../text/untrusted-data.js';
import { loadYamlValue } from '../yaml/load-yaml-value.js';
import { splitFrontmatter } from '../plans/split-frontmatter.js';

export interface HandoffPlan {
  plan: string;
  wave: number;
  /** A dependency of the receiving plan. */
  dependency: boolean;
  /** The plan's SUMMARY.md as the earlier waves left it, or null when it has none. */
  summaryText: string | null;
  summaryPath: string;
  files: readonly string[];
}

export interface HandoffFields {
  outcome: string;
  keyOutputs: string[];
  conventions: string[];
  openQuestions: string[];
}

const MAX_ITEMS = 30;
const MAX_ITEM_CHARS = 500;
const MAX_SUMMARY_CHARS = 262_144;

function item(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const text = String(value)
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim();
  if (text === '') return null;
  return text.length > MAX_ITEM_CHARS ? `${text.slice(0, MAX_ITEM_CHARS)}…` : text;
}

function items(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .slice(0, MAX_ITEMS)
    .map(item)
    .filter((v): v is string => v !== null);
}

/** `handoff_context` and `outcome` from a SUMMARY.md's frontmatter (empty lists when absent). */
export function readHandoffFields(summaryText: string): HandoffFields {
  const { yaml } = splitFrontmatter(summaryText.slice(0, MAX_SUMMARY_CHARS));
  const value = yaml === null ? undefined : loadYamlValue(yaml).value;
  const data = isDict(value) ? value : {};
  const handoff = isDict(data['handoff_context']) ? data['handoff_context'] : {};
  return {
    outcome: item(data['outcome']) ?? '',
    keyOutputs: items(handoff['key_outputs']),
    conventions: items(handoff['conventions_established']),
    openQuestions: items(handoff['open_questions']),
  };
}

function list(title: string, values: readonly string[]): string[] {
  return values.length === 0 ? [] : [`${title}:`, ...values.map((v) => `  - ${v}`)];
}

export function renderHandoff(receiver: { plan: string; wave: number }, plans: readonly HandoffPlan[]): string {
  const lines = [
    `# Handoff context for plan ${receiver.plan} (wave ${receiver.wave})`,
    '',
    plans.length === 0
      ? 'No earlier wave of this route changed anything: the plan starts from the routed commit.'
      : `The workspace holds the changes of ${plans.length} earlier plan${plans.length === 1 ? '' : 's'} of this route, applied in (wave, plan id) order. What each left for the plans after it:`,
    '',
  ];
  for (const plan of plans) {
    lines.push(`## Plan ${plan.plan} (wave ${plan.wave}${plan.dependency ? ', a dependency of this plan' : ''})`, '');
    const fields = plan.summaryText === null ? null : readHandoffFields(plan.summaryText);
    lines.push(`- SUMMARY.md: ${plan.summaryPath}${fields === null ? ' (not written)' : fields.outcome !== '' ? ` (outcome: ${fields.outcome})` : ''}`);
    const files = plan.files.slice(0, MAX_ITEMS).map((f) => item(f) ?? '?');
    lines.push(...list('- Files changed', plan.files.length > files.length ? [...files, `… and ${plan.files.length - files.length} more`] : files));
    if (fields) {
      lines.push(...list('- Key outputs', fields.keyOutputs), ...list('- Conventions established', fields.conventions), ...list('- Open questions', fields.openQuestions));
    }
    lines.push('');
  }
  return lines.join('\n');
}
