import type { MatrixEntry } from '../types.js';

/**
 * Fields of a plan entry that a job can derive from the plan file at `path` (or from other
 * fields): `plan` is `id`; `phase` is the number in `phase_dir`; `agents`, `depends_on` and
 * `files` are the plan's frontmatter (`agent`, the primary, stays); `summary` is `path` with
 * `-SUMMARY.md` for `-PLAN.md`, and `depends_on_summaries` the same for each dependency; `unsafe_values_omitted` and
 * `changed_files` are counts for the summary. `files` stays on a partial plan, whose surviving
 * files a filter chose.
 */
export const DERIVABLE_FIELDS = [
  'plan',
  'phase',
  'agents',
  'depends_on',
  'depends_on_summaries',
  'summary',
  'files',
  'unsafe_values_omitted',
  'changed_files',
  'changed_files_list',
  'changed_files_more',
] as const;

const DERIVABLE: ReadonlySet<string> = new Set(DERIVABLE_FIELDS);

/**
 * An entry without its derivable fields, marked `slim: true` so a job knows to read the plan
 * file. Entries that are not plan entries (no `path`) are returned as they are.
 */
export function slimEntry(entry: MatrixEntry): MatrixEntry {
  if (typeof entry.path !== 'string') return entry;
  const slim: MatrixEntry = {};
  // Keys, not entries: no [key, value] pair per field (thousands of entries are slimmed per attempt).
  for (const key of Object.keys(entry)) {
    if (DERIVABLE.has(key) && !(key === 'files' && entry.partial === true)) continue;
    slim[key] = entry[key] as MatrixEntry[string];
  }
  slim.slim = true;
  return slim;
}
