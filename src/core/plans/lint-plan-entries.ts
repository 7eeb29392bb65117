import { WarningCode } from '../error-codes.js';
import { alternativeMatches, compileGlob, pathSegments, type CompiledAlternative } from '../glob/compile-glob.js';
import { GlobIndex } from '../glob/glob-index.js';
import type { Diagnostic, Plan } from '../types.js';
import { lookupKey, type CheckoutLookup } from './checkout-lookup.js';

/**
 * files_modified lint (#10 item 4): an entry that matches no file in the checkout and no
 * changed file can never select its plan — usually a misspelt path, or a note the normaliser
 * did not recognise. Each plan with such entries gets one warning (W086) listing them.
 *
 * The caller picks the plans: a plan not yet executed legitimately names files it will create,
 * so selectPlans lints done plans by default (see its `lintEntries`).
 *
 * Cost: a literal path or directory is one `kind` look-up; only entries that are still
 * unmatched are compiled again (into one GlobIndex, once per distinct pattern) and checked
 * against the changed files; a glob that is still unmatched lists the files under its literal
 * directory (all listings together bounded by `listLimit`; past it the lint cannot tell and
 * says nothing).
 * `!negated` entries and entries the glob compiler rejects (already W020) are not linted;
 * nor are plans without declared files.
 */
export interface LintEntriesInput {
  plans: readonly Plan[];
  checkout: CheckoutLookup;
  /** Changed files, complete or not: an entry matching any of them is fine. */
  changedFiles?: readonly string[];
  /** Most files listed for globs, all directories together (default 20,000); past it a glob is not checked. */
  listLimit?: number;
}

export const DEFAULT_LINT_LIST_LIMIT = 20_000;
const SHOWN = 5;
const SHOWN_CHARS = 80;

/** One distinct entry text that did not match the checkout as a literal path or directory. */
interface Candidate {
  entry: string;
  /** Directories to list for the glob alternatives ('' = root); empty for literal entries. */
  prefixes: string[];
  alternatives: CompiledAlternative[];
  matched: boolean;
}

function shown(text: string): string {
  const oneLine = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return oneLine.length > SHOWN_CHARS ? `${oneLine.slice(0, SHOWN_CHARS)}…` : oneLine;
}

/** Classify one entry against the checkout: fine (null), not lintable (null), or a candidate. */
function checkEntry(entry: string, checkout: CheckoutLookup): Candidate | null {
  const compiled = compileGlob(entry);
  if (!compiled.ok) return null;
  const prefixes: string[] = [];
  const globs: CompiledAlternative[] = [];
  for (const alternative of compiled.glob.alternatives) {
    const shape = alternative.shape;
    switch (shape.kind) {
      case 'exact':
        if (checkout.kind(lookupKey(shape.path)) !== undefined) return null;
        break;
      case 'directory':
        if (shape.dir === '' || checkout.kind(lookupKey(shape.dir)) === 'directory') return null;
        break;
      case 'extension':
      case 'dotted-extension':
      case 'shallow-extension':
        prefixes.push(shape.dir);
        globs.push(alternative);
        break;
      case 'general':
        prefixes.push(shape.prefix);
        globs.push(alternative);
        break;
      case 'basename':
        prefixes.push('');
        globs.push(alternative);
        break;
    }
  }
  return { entry, prefixes, alternatives: globs, matched: false };
}

export function lintPlanEntries(input: LintEntriesInput): Diagnostic[] {
  const { plans, checkout } = input;
  const limit = input.listLimit ?? DEFAULT_LINT_LIST_LIMIT;
  // Work is per distinct entry text (compiled and looked up once, however many plans declare
  // it); plans refer to their candidates.
  const byText = new Map<string, Candidate | null>();
  const planCandidates: { plan: number; candidates: Candidate[] }[] = [];
  plans.forEach((plan, index) => {
    if (plan.unscoped) return;
    const own: Candidate[] = [];
    for (const entry of new Set(plan.filesModified)) {
      if (entry.trim() === '' || entry.trimStart().startsWith('!')) continue;
      let candidate = byText.get(entry);
      if (candidate === undefined) {
        candidate = checkEntry(entry, checkout);
        byText.set(entry, candidate);
      }
      if (candidate) own.push(candidate);
    }
    if (own.length > 0) planCandidates.push({ plan: index, candidates: own });
  });
  const candidates = [...byText.values()].filter((c): c is Candidate => c !== null);
  if (candidates.length === 0) return [];

  // Changed files (deleted ones are not in the checkout, but an entry naming them is right).
  if (input.changedFiles && input.changedFiles.length > 0) {
    const index = new GlobIndex(candidates.map((candidate, owner) => ({ pattern: candidate.entry, owner })));
    for (const file of input.changedFiles) {
      index.visitOwners(file, (owner) => {
        (candidates[owner] as Candidate).matched = true;
      });
    }
  }

  // Globs still unmatched: the files under their literal directories.
  // The budget is shared: all listings together hold at most `limit` files.
  const listings = new Map<string, readonly string[] | undefined>();
  let budget = limit;
  const listed = (prefix: string): readonly string[] | undefined => {
    if (!listings.has(prefix)) {
      const files = budget > 0 ? checkout.filesUnder(prefix, budget) : undefined;
      if (files) budget -= files.length;
      listings.set(prefix, files);
    }
    return listings.get(prefix);
  };
  for (const candidate of candidates) {
    if (candidate.matched || candidate.alternatives.length === 0) continue;
    for (let i = 0; i < candidate.alternatives.length && !candidate.matched; i++) {
      const files = listed(candidate.prefixes[i] as string);
      if (files === undefined) {
        candidate.matched = true; // too many files to tell: say nothing
        break;
      }
      const alternative = candidate.alternatives[i] as CompiledAlternative;
      for (const file of files) {
        if (alternativeMatches(alternative, file, pathSegments(file))) {
          candidate.matched = true;
          break;
        }
      }
    }
  }

  const diagnostics: Diagnostic[] = [];
  for (const { plan: index, candidates: own } of planCandidates) {
    const entries = own.filter((candidate) => !candidate.matched).map((candidate) => candidate.entry);
    if (entries.length === 0) continue;
    const plan = plans[index] as Plan;
    const names = entries
      .slice(0, SHOWN)
      .map((entry) => `'${shown(entry)}'`)
      .join(', ');
    const more = entries.length > SHOWN ? ` and ${entries.length - SHOWN} more` : '';
    diagnostics.push({
      code: WarningCode.PLAN_ENTRY_UNMATCHED,
      severity: 'warning',
      message: `${plan.path}: ${entries.length === 1 ? '1 files_modified entry matches' : `${entries.length} files_modified entries match`} no file in the checkout and no changed file: ${names}${more}.`,
      file: plan.path,
      hint: 'Check the spelling (paths are from the repository root; a directory is written dir/). An entry for a file this plan will create matches nothing until it exists.',
    });
  }
  return diagnostics;
}
