import { InfoCode } from '../error-codes.js';
import type { Diagnostic, Plan } from '../types.js';
import { lookupKey, type PathKind } from './checkout-lookup.js';

/**
 * files_modified entries as people write them. Legion's plans carry notes after the path
 * (`skills/*\/SKILL.md (15 directories created)`); other teams write `path — note`,
 * `path # comment`, a path in backticks, a list-like trailing `,` or `:`, Windows `\`
 * separators, or a directory without its trailing `/`. Each such entry is read as the path it
 * names, and the change is recorded so the route reports it (once, I015).
 *
 * The rules, in order (each is a plain scan, linear in the entry):
 * 1. Surrounding whitespace is dropped (not reported: YAML does the same for plain scalars).
 * 2. An entry that is exactly a path of the checkout is kept as written: a file really named
 *    `notes - draft.md` is not cut.
 * 3. `` `path` rest ``: the path is the backtick span (followed by nothing, a space or
 *    punctuation; `` `x`.ts `` is a file name); the rest is a note.
 * 4. Otherwise the path ends where a note starts: whitespace followed by `(` (when the entry
 *    ends with `)`), by `#`, or by a dash (`-`, `--`, `—`, `–`) and whitespace; an em or en dash
 *    anywhere. The earliest such point wins.
 * 5. Trailing `,` `;` `:` are dropped.
 * 6. `\` becomes `/`, except before a glob character (`\*` stays an escape); `//` collapses.
 * 7. A glob-free entry without a trailing `/` that names a directory of the checkout gets its
 *    `/` (`docs` → `docs/`: the directory and everything below it). Only entries whose last
 *    segment has no dot after its first character are looked up (`conf.d` needs its `/`).
 * A leading `!` (negation) is kept and the rest normalised.
 */
export type EntryChange = 'parenthesised-note' | 'dash-note' | 'comment' | 'backticks' | 'text-after-backticks' | 'trailing-punctuation' | 'backslashes' | 'directory-slash';

export interface NormalisedEntry {
  /** The entry as a path or glob. */
  entry: string;
  /** What was changed, in rule order; [] when the entry was used as written. */
  changes: EntryChange[];
}

/** Entries longer than this are left alone (the glob compiler rejects them anyway). */
export const MAX_NORMALISED_ENTRY = 2048;

const GLOB_CHARS = '*?[]{}!';
const isSpace = (ch: string | undefined): boolean => ch === ' ' || ch === '\t';
const hasGlob = (text: string): boolean => /[*?[{]/.test(text);

/**
 * Whether a glob-free entry could name a directory: its last segment has no dot after its first
 * character (`docs`, `src/app`, `.github`, `Makefile`). `src/app.ts` is not looked up, so the
 * checkout is asked about a few entries, not every declared file; a directory whose name has a
 * dot in it (`conf.d`) is written with its `/`.
 */
function looksLikeDirectory(entry: string): boolean {
  const base = entry.slice(entry.lastIndexOf('/') + 1);
  return base.indexOf('.', 1) === -1;
}

/** Index where a trailing note starts, and which kind; null when there is none. */
function noteStart(text: string): { index: number; change: EntryChange } | null {
  const endsWithParen = text.endsWith(')');
  for (let i = 1; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '—' || ch === '–') return { index: i, change: 'dash-note' };
    if (!isSpace(ch)) continue;
    let j = i;
    while (isSpace(text[j])) j++;
    const next = text[j];
    if (next === '(' && endsWithParen) return { index: i, change: 'parenthesised-note' };
    if (next === '#') return { index: i, change: 'comment' };
    if (next === '—' || next === '–') return { index: i, change: 'dash-note' };
    if (next === '-') {
      const after = text[j + 1] === '-' ? j + 2 : j + 1;
      if (isSpace(text[after]) || after >= text.length) return { index: i, change: 'dash-note' };
    }
    i = j - 1;
  }
  return null;
}

/** `path,` / `path:` → `path` (never down to nothing). */
function withoutTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ',' || text[end - 1] === ';' || text[end - 1] === ':')) end--;
  return end > 0 ? text.slice(0, end).trimEnd() : text;
}

/** What follows a backtick span: a note of some form, or plain words. */
function restKind(rest: string): EntryChange {
  const first = rest[0];
  if (first === '(') return 'parenthesised-note';
  if (first === '#') return 'comment';
  if (first === '-' || first === '—' || first === '–') return 'dash-note';
  if (/^[,;:]+$/.test(rest)) return 'trailing-punctuation';
  return 'text-after-backticks';
}

/**
 * Rules 3–6: the text forms, without looking at the checkout. Applied until nothing changes
 * (at most a few passes: `` `a (note)` `` needs two), so a normalised entry stays as it is.
 */
/** Path and glob characters only: no space, backtick, backslash, dash of a note, `;` or `:`. */
const PLAIN_ENTRY = /^[A-Za-z0-9._@+/*?[\]{},!-]*$/;

/**
 * {@link normaliseTextGeneral}, answered at once for a plain entry (nearly every declared path):
 * with no space, backtick, backslash or note dash there is nothing to strip, and with no trailing
 * `,` no punctuation either, so the text stays as written with no change recorded.
 * Property-tested against the general rules (test/core/plans/normalise-entry.test.ts).
 */
export function normaliseText(body: string, changes: EntryChange[]): string {
  if (PLAIN_ENTRY.test(body) && !body.endsWith(',')) return body;
  return normaliseTextGeneral(body, changes);
}

/** The normalisation rules, applied until the text no longer changes (at most 4 passes). */
export function normaliseTextGeneral(body: string, changes: EntryChange[]): string {
  let text = body;
  for (let pass = 0; pass < 4; pass++) {
    const found: EntryChange[] = [];
    const next = normaliseOnce(text, found);
    for (const change of found) if (!changes.includes(change)) changes.push(change);
    if (next === text) break;
    text = next;
  }
  return text;
}

function normaliseOnce(body: string, changes: EntryChange[]): string {
  let text = body.trim();
  let punctuated = false;
  const close = text.startsWith('`') ? text.indexOf('`', 1) : -1;
  // A backtick span is the path only when what follows it is separate from it: `` `x`.ts `` is
  // a file name with backticks in it, not a path in backticks.
  const after = close > 1 ? text[close + 1] : undefined;
  if (close > 1 && (after === undefined || isSpace(after) || after === ',' || after === ';' || after === ':')) {
    const rest = text.slice(close + 1).trim();
    text = text.slice(1, close).trim();
    changes.push('backticks');
    if (rest !== '') {
      const kind = restKind(rest);
      changes.push(kind);
      punctuated = kind === 'trailing-punctuation';
    }
  } else {
    // `path (note),` — punctuation after the note goes first, so that the note is found.
    const before = withoutTrailingPunctuation(text);
    punctuated = before !== text;
    const note = noteStart(before);
    text = note ? before.slice(0, note.index).trimEnd() : before;
    if (note) changes.push(note.change);
  }
  // `path, (note)` or `` `path,` ``: punctuation left before the note.
  const unpunctuated = withoutTrailingPunctuation(text);
  if (unpunctuated !== text) {
    text = unpunctuated;
    punctuated = true;
  }
  if (punctuated && !changes.includes('trailing-punctuation')) changes.push('trailing-punctuation');
  if (text.includes('\\')) {
    let out = '';
    let changed = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      const next = text[i + 1];
      if (ch === '\\' && !(next !== undefined && GLOB_CHARS.includes(next))) {
        out += '/';
        changed = true;
      } else if (ch === '\\') {
        out += ch + (next as string);
        i++;
      } else out += ch;
    }
    if (changed) {
      text = out.replace(/\/{2,}/g, '/');
      changes.push('backslashes');
    }
  }
  return text;
}

/**
 * Read one files_modified entry as a path (see the rules above). `kind` answers what is at a
 * path of the checkout; without it, rules 2 and 7 do not apply.
 */
export function normaliseEntry(raw: string, kind?: (path: string) => PathKind | undefined): NormalisedEntry {
  const changes: EntryChange[] = [];
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > MAX_NORMALISED_ENTRY) return { entry: trimmed, changes };
  let bang = 0;
  while (trimmed[bang] === '!') bang++;
  const negation = trimmed.slice(0, bang);
  let body = trimmed.slice(bang);
  const text = normaliseText(body, changes);
  let asWritten: PathKind | undefined;
  if (changes.length > 0 && kind) {
    asWritten = kind(lookupKey(body));
    if (asWritten !== undefined) changes.length = 0;
  }
  if (text === '') changes.length = 0;
  if (changes.length > 0) body = text;
  if (kind && body !== '' && !body.endsWith('/') && !hasGlob(body) && !body.includes('\\') && looksLikeDirectory(body)) {
    const at = asWritten ?? kind(lookupKey(body));
    if (at === 'directory') {
      body = `${body}/`;
      changes.push('directory-slash');
    }
  }
  return { entry: negation + body, changes };
}

const SHOWN_ENTRIES = 5;
const SHOWN_CHARS = 80;

function shown(text: string): string {
  const oneLine = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return oneLine.length > SHOWN_CHARS ? `${oneLine.slice(0, SHOWN_CHARS)}…` : oneLine;
}

/**
 * One info (I015) for every normalised entry of the route's plans, or undefined when there is
 * none. Decision (#10 item 4): one per route, not per plan — notes after paths are Legion's
 * own style, so a per-plan line would be noise; the message lists the first entries with their
 * plan and says how many there are in all.
 */
export function entryNormalisationDiagnostic(plans: readonly Plan[]): Diagnostic | undefined {
  const all: { plan: Plan; raw: string; entry: string }[] = [];
  const kinds = new Set<string>();
  for (const plan of plans) {
    for (const record of plan.normalisedEntries ?? []) {
      all.push({ plan, raw: record.raw, entry: record.entry });
      for (const change of record.changes) kinds.add(change);
    }
  }
  if (all.length === 0) return undefined;
  const planCount = new Set(all.map((item) => item.plan.path)).size;
  const listed = all
    .slice(0, SHOWN_ENTRIES)
    .map((item) => `'${shown(item.raw)}' → '${shown(item.entry)}' (${item.plan.id})`)
    .join(', ');
  const more = all.length > SHOWN_ENTRIES ? ` and ${all.length - SHOWN_ENTRIES} more` : '';
  return {
    code: InfoCode.PLAN_ENTRIES_NORMALISED,
    severity: 'info',
    message: `${all.length} files_modified ${all.length === 1 ? 'entry' : 'entries'} of ${planCount} plan${planCount === 1 ? '' : 's'} read as paths (${[...kinds].join(', ')}): ${listed}${more}.`,
    hint: 'Write files_modified entries as bare paths or globs (a directory as dir/) to silence this note.',
  };
}
