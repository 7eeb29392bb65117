/**
 * Why a route came out as it did, as plain data: every plan's decision with its reasons, the
 * notes and the diagnostics. The CLI's --json carries it beside the outputs, so nobody has to
 * re-run in text mode to see why a plan was dropped.
 */
import type { RouteResult } from './route-result.js';

export interface PlanExplanation {
  id: string;
  path: string;
  decision: 'selected' | 'dropped';
  partial: boolean;
  reasons: string[];
  /** Changed files that selected the plan (count), when the changed files were known. */
  changed_files?: number;
}

export interface RouteExplanation {
  message: string;
  plans: PlanExplanation[];
  notes: string[];
  diagnostics: { code: string; severity: string; message: string; file?: string; line?: number; column?: number; hint?: string }[];
}

export function routeExplanation(result: RouteResult): RouteExplanation {
  return {
    message: result.message,
    plans: result.plans.map((p) => ({
      id: p.id,
      path: p.path,
      decision: p.kept ? 'selected' : 'dropped',
      partial: p.partial,
      reasons: [...p.reasons],
      ...(p.matchedChangedFiles !== undefined ? { changed_files: p.matchedChangedFiles } : {}),
    })),
    notes: [...result.notes],
    diagnostics: result.diagnostics.map((d) => ({
      code: d.code,
      severity: d.severity,
      message: d.message,
      ...(d.file !== undefined ? { file: d.file } : {}),
      ...(d.line !== undefined ? { line: d.line } : {}),
      ...(d.column !== undefined ? { column: d.column } : {}),
      ...(d.hint !== undefined ? { hint: d.hint } : {}),
    })),
  };
}
