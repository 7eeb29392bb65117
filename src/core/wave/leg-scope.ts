/**
 * What a leg may change (`step: collect`), checked before its record is written:
 *
 * - its own `NN-PP-SUMMARY.md`, always;
 * - nothing else on a read-only leg (`read_only`: review routes, read-only control modes);
 * - a file under `.github/workflows/` only when the plan declares it: GitHub refuses a push that
 *   changes a workflow with the job's `GITHUB_TOKEN` (it needs the `workflows` permission, which
 *   that token never has), so an undeclared one would fail only at landing;
 * - with the control profile's `file_scope_restriction`, only the plan's `files_modified`.
 */
import { compileGlob, globMatches, type CompiledGlob } from '../glob/compile-glob.js';

export type ScopeKind = 'read-only' | 'workflow' | 'scope';

export interface ScopeViolation {
  path: string;
  kind: ScopeKind;
}

export interface LegScope {
  summary: string;
  files: readonly string[];
  readOnly: boolean;
  fileScopeRestriction: boolean;
}

export const WORKFLOWS_DIR = '.github/workflows/';

/** The plan's `files_modified` as a matcher: some pattern matches and no `!pattern` does. */
export function declaredMatcher(files: readonly string[]): (path: string) => boolean {
  const positive: CompiledGlob[] = [];
  const negative: CompiledGlob[] = [];
  for (const pattern of files) {
    const compiled = compileGlob(pattern);
    if (!compiled.ok) continue;
    (compiled.glob.negated ? negative : positive).push(compiled.glob);
  }
  return (path) => positive.some((glob) => globMatches(glob, path)) && !negative.some((glob) => globMatches(glob, path));
}

export function scopeViolations(scope: LegScope, paths: readonly string[]): ScopeViolation[] {
  const declared = declaredMatcher(scope.files);
  const violations: ScopeViolation[] = [];
  for (const path of paths) {
    if (scope.summary !== '' && path === scope.summary && !scope.readOnly) continue;
    if (scope.readOnly) violations.push({ path, kind: 'read-only' });
    else if (path.startsWith(WORKFLOWS_DIR) && !declared(path)) violations.push({ path, kind: 'workflow' });
    else if (scope.fileScopeRestriction && !declared(path)) violations.push({ path, kind: 'scope' });
  }
  return violations;
}
