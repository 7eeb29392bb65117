import { DirectoryPrefixIndex } from '../glob/directory-prefix-index.js';
import { GlobIndex, type GlobIndexStats } from '../glob/glob-index.js';
import { intentFlagName } from '../intent/intent-flags.js';
import { WarningCode } from '../error-codes.js';
import type { Diagnostic, IntentTeamsConfig, Plan, PlanDecision } from '../types.js';
import type { CheckoutLookup } from './checkout-lookup.js';
import type { FilterCriteria } from './filter-criteria.js';
import { createTaskTypeResolver, representativePath } from './infer-task-types.js';
import { lintPlanEntries } from './lint-plan-entries.js';
import { memoiseByPath, memoisePathPredicate } from './memoise-by-path.js';

/** The changed files of a pull request, when known. */
export interface ChangedFileSet {
  files: readonly string[];
  /** false when the list is known to be partial (API cap); then every plan is considered. */
  complete: boolean;
  note?: string;
  /**
   * The coded warning about an incomplete list was raised where the list was read (W109 for a
   * push or merge group): the route does not add its generic W021 as well.
   */
  incompleteReported?: boolean;
}

export interface MalformedPlan {
  id: string;
  path: string;
  diagnostic: Diagnostic;
}

/** A plan's SUMMARY.md as the loader read it (see summary-status.ts). */
export type PlanSummary = NonNullable<PlanDecision['summary']>;

export interface SelectPlansInput {
  plans: readonly Plan[];
  /** Plans that cannot be routed: each gets a `dropped` decision with its reason. */
  malformed?: readonly MalformedPlan[];
  criteria: FilterCriteria | null;
  changedFiles?: ChangedFileSet;
  config: IntentTeamsConfig;
  /**
   * Plan id → its SUMMARY.md. A plan whose SUMMARY makes it done gets status `done` and does not
   * run, unless `includeDone`. Pass it for build and continue; leave it out to ignore SUMMARYs.
   */
  summaries?: ReadonlyMap<string, PlanSummary>;
  /** Re-run done plans (Legion's "re-run all plans"): they are selected like the others. */
  includeDone?: boolean;
  /**
   * Plans without a SUMMARY.md that count as done because STATE.md or ROADMAP.md marks their phase
   * complete (see done-per-state.ts), with the reason. Like done plans, they do not run unless
   * `includeDone`.
   */
  donePerState?: ReadonlyMap<string, string>;
  /** The checkout: with it, files_modified entries matching no file and no changed file are linted (W086). */
  checkout?: CheckoutLookup;
  /**
   * Which plans the lint looks at (with `checkout`): `done` (default) — plans whose SUMMARY makes
   * them done, whose files must exist; `all` — every plan, which also flags the files a plan not
   * yet executed will create (in Legion's history: 36 of 73 replayed routes, every flagged entry
   * a file created later).
   */
  lintEntries?: 'done' | 'all';
  /** Most changed-file names kept per decision in `matchedChangedFileNames` (default 20). */
  maxListedChangedFiles?: number;
  /**
   * How `files_modified` globs are compiled: `fast` (default) shapes exact, directory and
   * extension patterns from their text and skips patterns under no changed file's directory;
   * `general` parses every pattern and skips none (the matcher before those paths: the baseline of
   * the differential test and the benchmark). Both select the same plans with the same names.
   */
  globs?: 'fast' | 'general';
}

export interface SelectPlansResult {
  decisions: PlanDecision[];
  diagnostics: Diagnostic[];
  /** What compiling the `files_modified` globs did (with a complete changed-file list). */
  globStats?: { positive: GlobIndexStats; negative: GlobIndexStats };
}

const MAX_LISTED = 5;
export const DEFAULT_LISTED_CHANGED_FILES = 20;
function list(values: readonly string[]): string {
  const shown = values.slice(0, MAX_LISTED).join(', ');
  return values.length > MAX_LISTED ? `${shown} and ${values.length - MAX_LISTED} more` : shown;
}

/** The first changed files of a plan for its reason, with how many are not shown. */
function listNames(names: readonly string[], total: number): string {
  // Changed-file names are untrusted: one line each, bounded (the field keeps them exact).
  const shown = names.slice(0, MAX_LISTED).map((name) => {
    const oneLine = name.replace(/[\u0000-\u001f\u007f]/g, '?');
    return oneLine.length > 120 ? `${oneLine.slice(0, 120)}…` : oneLine;
  });
  return total > shown.length ? `${shown.join(', ')} and ${total - shown.length} more` : shown.join(', ');
}

interface Exclusion {
  /** Is a path (a declared entry's representative path) excluded? */
  excludes(path: string): boolean;
  /** Is `file`, the `index`-th changed file, excluded? */
  excludesChangedFile(index: number, file: string): boolean;
}

/**
 * First-match-wins exclusion (Legion's file filter): the first pattern that matches decides;
 * a `!pattern` re-includes. Compiled once for all files. With `candidates` (the changed files),
 * a second index of the same patterns answers for them by position, walking their directories
 * by number (GlobIndex.visitOwnersOfPath); its warnings are the first index's, so not repeated.
 */
function createExclusion(patterns: readonly string[], diagnostics: Diagnostic[], fastPaths: boolean, candidates?: DirectoryPrefixIndex): Exclusion {
  if (patterns.length === 0) return { excludes: () => false, excludesChangedFile: () => false };
  const negated = patterns.map((p) => p.startsWith('!'));
  const entries = patterns.map((pattern, owner) => ({ pattern: negated[owner] ? pattern.slice(1) : pattern, owner }));
  const index = new GlobIndex(entries, { fastPaths });
  for (const rejected of index.rejected) {
    diagnostics.push({
      code: WarningCode.CONFIG_INVALID,
      severity: 'warning',
      message: `exclude_file_patterns entry '${rejected.pattern.slice(0, 80)}' is ignored: ${rejected.reason}.`,
    });
  }
  const decide = (first: number): boolean => first !== -1 && !negated[first];
  const byPosition = candidates ? new GlobIndex(entries, { fastPaths, candidates }) : undefined;
  return {
    excludes: (path) => decide(index.firstOwner(path)),
    excludesChangedFile: (i, file) => decide(byPosition ? byPosition.firstOwnerOfPath(i) : index.firstOwner(file)),
  };
}

/**
 * Select the plans a route runs (agent, task-type and file predicates, combined with AND). Every plan gets a decision with its reasons and a
 * `status`: `selected`, `done` or `dropped` (a malformed plan is dropped with its reason).
 * Predicates are combined with AND, in this order:
 *
 * 0. done — with `summaries`, a plan whose SUMMARY.md makes it done is `done` and does not run
 *    (unless `includeDone`); a SUMMARY reporting failure or a partial result keeps it routable.
 * 1. changed files — a plan is affected when a changed file matches one of its
 *    `files_modified` entries (path, `dir/`, or glob; `!glob` entries subtract). Without a
 *    complete changed-file list every plan is considered. A plan that declares no files cannot
 *    be scoped and is kept, as is a plan kept unscoped by `keep-unparsable-plans`. A selected
 *    plan lists the changed files that selected it (`matchedChangedFileNames`, bounded by
 *    `maxListedChangedFiles`, with the full count in `matchedChangedFiles`).
 * 2. agents — `exclude_agents` removes agents; the plan is dropped only when all its agents are
 *    excluded, otherwise kept and marked partial.
 * 3. task types — the plan must have one of `include_task_types` (when set); it is dropped when
 *    every one of its types is in `exclude_task_types`, partial when only some are.
 * 4. files — `exclude_file_patterns` (first match wins, `!` re-includes) removes declared files;
 *    the plan is dropped when all its declared files are excluded, or when every changed file
 *    that selected it is excluded; partial otherwise.
 *
 * Partial plans run with the surviving agents/files listed on their matrix entry.
 */
export function selectPlans(input: SelectPlansInput): SelectPlansResult {
  const diagnostics: Diagnostic[] = [];
  const { plans, criteria, changedFiles, config } = input;
  const fastPaths = input.globs !== 'general';
  // Each distinct declared entry's representative path is computed once, for both look-ups.
  const representative = memoiseByPath(representativePath);
  const resolveTaskTypes = createTaskTypeResolver(config, { fastPaths, representative });
  const scoping = changedFiles !== undefined && changedFiles.complete;
  // Only the changed files are asked about: patterns under none of their directories are not compiled.
  const candidates = scoping && fastPaths ? new DirectoryPrefixIndex(changedFiles.files) : undefined;
  const exclusion = createExclusion(criteria?.excludeFilePatterns ?? [], diagnostics, fastPaths, candidates);
  const isExcluded = exclusion.excludes;
  // Plans share entries (a package's `dir/`, `docs/**`): each distinct declared entry is decided once.
  const isEntryExcluded = memoisePathPredicate((entry) => isExcluded(representative(entry)));
  let globStats: SelectPlansResult['globStats'];

  const matched = new Uint32Array(plans.length);
  const matchedExcluded = new Uint32Array(plans.length);
  const listLimit = Math.max(0, input.maxListedChangedFiles ?? DEFAULT_LISTED_CHANGED_FILES);
  const matchedNames: string[][] = plans.map(() => []);
  const scoped = plans.map((plan) => plan.filesModified.length > 0 && !plan.unscoped);
  const doneOf = (plan: Plan): PlanSummary | undefined => input.summaries?.get(plan.id);
  const perState = (plan: Plan): string | undefined => (doneOf(plan) === undefined ? input.donePerState?.get(plan.id) : undefined);
  const skipDone = plans.map((plan) => !input.includeDone && (doneOf(plan)?.done === true || perState(plan) !== undefined));

  if (scoping) {
    const positive: { pattern: string; owner: number }[] = [];
    const negative: { pattern: string; owner: number }[] = [];
    const hasNegative = new Uint8Array(plans.length);
    plans.forEach((plan, owner) => {
      if (skipDone[owner] || !scoped[owner]) return;
      let positives = 0;
      for (const entry of plan.filesModified) {
        if (entry.startsWith('!')) {
          negative.push({ pattern: entry.slice(1), owner });
          hasNegative[owner] = 1;
        } else {
          positive.push({ pattern: entry, owner });
          positives++;
        }
      }
      if (positives === 0 && hasNegative[owner]) positive.push({ pattern: '**', owner });
    });
    const indexOptions = candidates ? { candidates } : { fastPaths: false };
    const positiveIndex = new GlobIndex(positive, indexOptions);
    const negativeIndex = new GlobIndex(negative, indexOptions);
    globStats = { positive: positiveIndex.stats, negative: negativeIndex.stats };
    for (const rejected of [...positiveIndex.rejected, ...negativeIndex.rejected]) {
      const plan = plans[rejected.owner];
      if (!plan) continue;
      diagnostics.push({
        code: WarningCode.PLAN_INVALID,
        severity: 'warning',
        message: `${plan.path}: files_modified entry '${rejected.pattern.slice(0, 80)}' is ignored: ${rejected.reason}.`,
        file: plan.path,
      });
    }
    const seen = new Uint32Array(plans.length);
    // negated[owner] === stamp: a `!` entry of that plan matches the current file (stamped once
    // per file, when a plan with `!` entries first needs it: no set per file).
    const negated = new Uint32Array(plans.length);
    const markNegated = (owner: number): void => {
      negated[owner] = stamp;
    };
    let stamp = 0;
    const files = changedFiles.files;
    // By position: with candidates, each file's directories are walked by number.
    const visitPositive = candidates
      ? (i: number, visit: (owner: number) => void) => positiveIndex.visitOwnersOfPath(i, visit)
      : (i: number, visit: (owner: number) => void) => positiveIndex.visitOwners(files[i] as string, visit);
    const visitNegative = candidates ? (i: number) => negativeIndex.visitOwnersOfPath(i, markNegated) : (i: number) => negativeIndex.visitOwners(files[i] as string, markNegated);
    // One visitor for every file (no closure per file): the current file's state lives here.
    let current = 0;
    let currentFile = '';
    let negativesVisited = false;
    let excluded: boolean | undefined;
    const onPositive = (owner: number): void => {
      if (seen[owner] === stamp) return;
      seen[owner] = stamp;
      if (hasNegative[owner]) {
        if (!negativesVisited) {
          negativesVisited = true;
          visitNegative(current);
        }
        if (negated[owner] === stamp) return;
      }
      matched[owner] = (matched[owner] as number) + 1;
      const names = matchedNames[owner] as string[];
      if (names.length < listLimit) names.push(currentFile);
      excluded ??= exclusion.excludesChangedFile(current, currentFile);
      if (excluded) matchedExcluded[owner] = (matchedExcluded[owner] as number) + 1;
    };
    for (let i = 0; i < files.length; i++) {
      current = i;
      currentFile = files[i] as string;
      stamp++;
      negativesVisited = false;
      excluded = undefined;
      visitPositive(i, onPositive);
    }
  }

  const excludedAgentSet = new Set(criteria?.excludeAgents ?? []);
  // A category in a filter covers its sub-types (`ui-components` covers `react`).
  const withSubTypes = (types: readonly string[]): Set<string> => {
    const set = new Set(types);
    for (const type of types) if (Object.hasOwn(config.task_types, type)) for (const sub of config.task_types[type] ?? []) set.add(sub);
    return set;
  };
  const includeTypes = withSubTypes(criteria?.includeTaskTypes ?? []);
  const excludeTypes = withSubTypes(criteria?.excludeTaskTypes ?? []);
  const intentLabel = criteria ? criteria.intents.map((i) => intentFlagName(i, config.intents[i])).join(' ') : '';

  /** Steps 2–4 (the intent's filter) on a decision not dropped before; `criteria` is set. */
  const applyCriteria = (plan: Plan, index: number, decision: PlanDecision): PlanDecision => {
    const reasons = decision.reasons;
    const drop = (reason: string): PlanDecision => {
      decision.kept = false;
      decision.status = 'dropped';
      reasons.push(reason);
      return decision;
    };
    if (!criteria) return decision;
    // From here on a plan is dropped by the explicit filter: scheduling never pulls it back in.
    const dropByFilter = (reason: string): PlanDecision => {
      decision.excludedBy = intentLabel;
      return drop(reason);
    };

    // 2. agents
    if (excludedAgentSet.size > 0 && plan.agents.length > 0) {
      decision.excludedAgents = plan.agents.filter((agent) => excludedAgentSet.has(agent));
      if (decision.excludedAgents.length === plan.agents.length) return dropByFilter(`every agent (${list(plan.agents)}) is excluded by ${intentLabel}`);
      if (decision.excludedAgents.length > 0) {
        decision.partial = true;
        reasons.push(`agents ${list(decision.excludedAgents)} excluded by ${intentLabel}; the others run`);
      }
    }

    // 3. task types
    if (includeTypes.size > 0 || excludeTypes.size > 0) {
      const types = resolveTaskTypes(plan);
      const how = plan.taskTypesInferred ? 'inferred' : 'declared';
      if (includeTypes.size > 0 && !types.some((t) => includeTypes.has(t))) {
        return dropByFilter(`task types (${how}: ${types.length ? list(types) : 'none'}) include none of ${list(criteria.includeTaskTypes)}`);
      }
      decision.excludedTaskTypes = types.filter((t) => excludeTypes.has(t));
      const remaining = types.filter((t) => !excludeTypes.has(t));
      if (types.length > 0 && remaining.length === 0) return dropByFilter(`every task type (${how}: ${list(types)}) is excluded by ${intentLabel}`);
      if (decision.excludedTaskTypes.length > 0) {
        decision.partial = true;
        reasons.push(`task types ${list(decision.excludedTaskTypes)} excluded (${how}); ${list(remaining)} remain`);
      } else if (types.length > 0) reasons.push(`task types (${how}): ${list(types)}`);
    }

    // 4. files
    if (criteria.excludeFilePatterns.length > 0) {
      const declared = plan.filesModified.filter((entry) => !entry.startsWith('!'));
      decision.excludedFiles = declared.filter(isEntryExcluded);
      decision.files = plan.filesModified.filter((entry) => !decision.excludedFiles.includes(entry));
      if (declared.length > 0 && decision.excludedFiles.length === declared.length) {
        return dropByFilter(`every declared file (${list(declared)}) is excluded by ${intentLabel}`);
      }
      const hits = matched[index] as number;
      if (scoping && hits > 0 && matchedExcluded[index] === hits) {
        return drop(`all ${hits} changed file(s) that select it are excluded by ${intentLabel}`);
      }
      if (decision.excludedFiles.length > 0) {
        decision.partial = true;
        reasons.push(`${decision.excludedFiles.length} of ${declared.length} declared files excluded by ${intentLabel}; the rest run`);
      }
    }
    return decision;
  };

  const decisions: PlanDecision[] = plans.map((plan, index) => {
    const reasons: string[] = [];
    const decision: PlanDecision = {
      id: plan.id,
      path: plan.path,
      kept: true,
      reasons,
      partial: false,
      plan,
      files: [...plan.filesModified],
      excludedFiles: [],
      excludedAgents: [],
      excludedTaskTypes: [],
    };
    const drop = (reason: string): PlanDecision => {
      decision.kept = false;
      decision.status = 'dropped';
      reasons.push(reason);
      return decision;
    };
    decision.status = 'selected';

    // 0. done plans (their SUMMARY.md reports them complete)
    const summary = doneOf(plan);
    if (summary) {
      decision.summary = { ...summary };
      if (skipDone[index]) {
        decision.kept = false;
        decision.status = 'done';
        reasons.push(`done: ${summary.reason}`);
        return decision;
      }
      reasons.push(summary.done ? `done, re-run as asked: ${summary.reason}` : summary.reason);
    } else if (skipDone[index]) {
      decision.kept = false;
      decision.status = 'done';
      reasons.push(perState(plan) as string);
      return decision;
    }

    // 1. changed files
    let unmatched: string | undefined;
    if (plan.unscoped)
      reasons.push(
        `frontmatter cannot be read (${plan.unscoped.line ? `line ${plan.unscoped.line}: ` : ''}${plan.unscoped.reason}): kept as asked and routed unscoped, for every file`,
      );
    else if (!changedFiles) reasons.push('no changed-file list: every plan of the phase is considered');
    else if (!changedFiles.complete) reasons.push(`changed-file list incomplete${changedFiles.note ? ` (${changedFiles.note})` : ''}: every plan of the phase is considered`);
    else if (!scoped[index]) reasons.push('declares no files_modified, so it cannot be scoped to the changed files: kept');
    else {
      const hits = matched[index] as number;
      decision.matchedChangedFiles = hits;
      if (hits === 0) unmatched = `none of the ${changedFiles.files.length} changed files matches its files_modified`;
      else {
        const names = matchedNames[index] as string[];
        decision.matchedChangedFileNames = names;
        reasons.push(`${hits} changed file(s) match its files_modified: ${listNames(names, hits)}`);
      }
    }
    if (unmatched !== undefined) {
      // Not touched by the changed files. Would the filter drop it too? Then it is excluded by
      // the filter as well, and scheduling never pulls it in as a dependency.
      if (criteria) {
        const probe: PlanDecision = { ...decision, reasons: [], excludedFiles: [], excludedAgents: [], excludedTaskTypes: [], files: [...plan.filesModified] };
        applyCriteria(plan, index, probe);
        if (probe.excludedBy !== undefined) {
          drop(unmatched);
          decision.excludedBy = probe.excludedBy;
          reasons.push(probe.reasons.at(-1) as string);
          return decision;
        }
      }
      return drop(unmatched);
    }
    if (!criteria) return decision;
    return applyCriteria(plan, index, decision);
  });

  for (const bad of input.malformed ?? []) {
    const summary = input.summaries?.get(bad.id);
    decisions.push({
      id: bad.id,
      path: bad.path,
      kept: false,
      status: 'dropped',
      reasons: [`malformed plan${bad.diagnostic.line ? ` (line ${bad.diagnostic.line})` : ''}: ${bad.diagnostic.message.replace(`${bad.path}: `, '')}`],
      partial: false,
      files: [],
      excludedFiles: [],
      excludedAgents: [],
      excludedTaskTypes: [],
      ...(summary ? { summary: { ...summary } } : {}),
    });
  }
  if (input.checkout) {
    const linted = input.lintEntries === 'all' ? plans : plans.filter((plan) => doneOf(plan)?.done === true);
    diagnostics.push(...lintPlanEntries({ plans: linted, checkout: input.checkout, ...(changedFiles ? { changedFiles: changedFiles.files } : {}) }));
  }
  return { decisions, diagnostics, ...(globStats ? { globStats } : {}) };
}
