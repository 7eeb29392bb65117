import { ErrorCode, WarningCode } from '../error-codes.js';
import { formatSchemaPath, validateJsonSchema, type JsonSchema } from '../schema/validate-json-schema.js';
import type { Diagnostic, ErrorDiagnostic, Plan } from '../types.js';
import { isDict, stringList } from '../text/untrusted-data.js';
import { loadYamlValue } from '../yaml/load-yaml-value.js';
import { parseYaml, type YamlLocation } from '../yaml/parse-yaml.js';
import planSchema from '../../../config/plan-frontmatter.schema.json' with { type: 'json' };
import type { PathKind } from './checkout-lookup.js';
import { normaliseEntry } from './normalise-entry.js';
import { planIdFromFileName } from './phase-directory.js';
import { splitFrontmatter } from './split-frontmatter.js';

export interface PlanFileInput {
  /** Repository-relative path of the file. */
  path: string;
  fileName: string;
  phaseDir: string;
  phaseNumber: number;
  text: string;
  /**
   * What is at a path of the checkout. With it, a files_modified entry naming a directory
   * without its trailing `/` is read as that directory, and an entry that is exactly a
   * checkout path is never cut at a note (see normalise-entry.ts).
   */
  kind?: (path: string) => PathKind | undefined;
}

/**
 * A plan that routes (`plan`), or one that cannot (`fatal`: E075, a blocker naming the file
 * and line; the loader refuses the route, or keeps the plan unscoped with W085).
 */
export type ParsedPlan = { plan: Plan; fatal?: undefined } | { plan?: undefined; fatal: ErrorDiagnostic; id: string };

const pad2 = (n: number): string => String(n).padStart(2, '0');

function planDiagnostic(input: PlanFileInput, message: string, line?: number, column?: number, hint?: string): Diagnostic {
  return {
    code: WarningCode.PLAN_INVALID,
    severity: 'warning',
    message: `${input.path}: ${message}`,
    file: input.path,
    ...(line !== undefined ? { line } : {}),
    ...(column !== undefined ? { column } : {}),
    ...(hint ? { hint } : {}),
  };
}

function unroutable(input: PlanFileInput, message: string, line?: number, column?: number, hint?: string): ErrorDiagnostic {
  return {
    code: ErrorCode.PLAN_UNPARSABLE,
    severity: 'blocker',
    message: `${input.path}: ${message}`,
    file: input.path,
    ...(line !== undefined ? { line } : {}),
    ...(column !== undefined ? { column } : {}),
    ...(hint ? { hint } : {}),
  };
}

function fallbackId(input: PlanFileInput): string {
  return (
    planIdFromFileName(input.fileName) ??
    `${pad2(input.phaseNumber)}-${input.fileName
      .replace(/-?PLAN\.md$/i, '')
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .slice(0, 40)}`
  );
}

/**
 * Parse one PLAN.md. Real plans mix schema versions, so schema violations are warnings (W020,
 * a schema nit) with the line they are on and the plan still routes. A plan cannot be routed
 * (fatal: E075 with file and line) only when routing cannot trust it: unparsable or
 * unterminated frontmatter, frontmatter that is not a mapping, a `wave` that is not a whole
 * number ≥ 0, or `files_modified` that is not a list. A file without frontmatter routes with
 * its identity from the file name (Legion's own dry-run fixtures have such plans) and a warning.
 * files_modified entries are normalised (normalise-entry.ts) and the changes recorded on the
 * plan (`normalisedEntries`).
 */
export function parsePlan(input: PlanFileInput): ParsedPlan {
  const diagnostics: Diagnostic[] = [];
  const id = fallbackId(input);
  const front = splitFrontmatter(input.text);
  const base: Plan = {
    id,
    path: input.path,
    phaseDir: input.phaseDir,
    phase: input.phaseNumber,
    wave: 1,
    dependsOn: [],
    agents: [],
    autonomous: false,
    filesModified: [],
    filesForbidden: [],
    taskTypes: [],
    taskTypesInferred: true,
    diagnostics,
  };
  if (front.unterminated) {
    return { fatal: unroutable(input, 'frontmatter opened with --- on line 1 is never closed', 1, 1, 'Close the frontmatter with a --- line.'), id };
  }
  if (front.yaml === null) {
    diagnostics.push(planDiagnostic(input, 'no YAML frontmatter; routed as wave 1 with no declared files', 1, 1, 'Add frontmatter (phase, plan, wave, agents, files_modified).'));
    return { plan: base };
  }
  const yamlText = front.yaml;
  const parsed = loadYamlValue(yamlText);
  const offset = front.firstLine - 1;
  if (parsed.error) {
    const error = parsed.error;
    return {
      fatal: unroutable(
        input,
        `frontmatter is not valid YAML: ${error.message}`,
        error.line !== undefined ? error.line + offset : undefined,
        error.column,
        'Fix the YAML; the plan is not routed until then.',
      ),
      id,
    };
  }
  if (parsed.value == null) {
    diagnostics.push(planDiagnostic(input, 'frontmatter is empty; routed as wave 1 with no declared files', 2, 1));
    return { plan: base };
  }
  if (!isDict(parsed.value)) {
    return { fatal: unroutable(input, 'frontmatter must be a mapping of fields', 2, 1, 'Write the frontmatter as `key: value` lines.'), id };
  }
  const fm = parsed.value;
  // Positions are only needed for diagnostics: the located parse runs only then.
  let located: ((path: (string | number)[]) => YamlLocation | undefined) | undefined;
  const at = (path: (string | number)[]): { line?: number; column?: number } => {
    located ??= parseYaml(yamlText).locate;
    const location = located(path);
    return location ? { line: location.line + offset, column: location.column } : {};
  };

  for (const error of validateJsonSchema(fm, planSchema as JsonSchema)) {
    const where = at(error.path);
    diagnostics.push(planDiagnostic(input, `frontmatter ${error.message} (plan-frontmatter schema)`, where.line, where.column, `Field ${formatSchemaPath(error.path)}.`));
  }

  if (fm.wave !== undefined && !(typeof fm.wave === 'number' && Number.isInteger(fm.wave) && fm.wave >= 0)) {
    const where = at(['wave']);
    return {
      fatal: unroutable(input, `wave must be a whole number ≥ 0, found ${JSON.stringify(fm.wave)}`, where.line, where.column, 'Set wave: 1 (or the wave this plan runs in).'),
      id,
    };
  }
  if (fm.files_modified !== undefined && fm.files_modified !== null && !Array.isArray(fm.files_modified)) {
    const where = at(['files_modified']);
    return { fatal: unroutable(input, 'files_modified must be a list of paths', where.line, where.column, 'Write files_modified as a YAML list.'), id };
  }

  // The id comes from the file name (unique within its phase directory); frontmatter `plan`
  // only names files that do not follow NN-PP-PLAN.md, and a disagreement is reported.
  const plan: Plan = { ...base, filesModified: [] };
  const fromName = planIdFromFileName(input.fileName);
  // Legion's older plans number `plan:` as an integer (`plan: 01`, read as 1) or a digit string;
  // the schema accepts that form and the route notes it once (I016), not per plan.
  const legacyNumber =
    typeof fm.plan === 'number' && Number.isInteger(fm.plan) && fm.plan >= 0 ? fm.plan : typeof fm.plan === 'string' && /^\d{1,4}$/.test(fm.plan) ? Number(fm.plan) : undefined;
  if (legacyNumber !== undefined) plan.legacyPlanNumber = true;
  const declared =
    typeof fm.plan === 'string' && /^\d{2,4}-\d{2,4}$/.test(fm.plan) ? fm.plan : legacyNumber !== undefined ? `${pad2(input.phaseNumber)}-${pad2(legacyNumber)}` : undefined;
  if (!fromName && declared) plan.id = declared;
  if (fromName && typeof fm.plan === 'string' && legacyNumber === undefined && declared && declared !== fromName) {
    const where = at(['plan']);
    diagnostics.push(planDiagnostic(input, `frontmatter plan "${declared}" differs from the file name; the file name (${fromName}) is used`, where.line, where.column));
  }
  if (typeof fm.wave === 'number') plan.wave = fm.wave;
  else diagnostics.push(planDiagnostic(input, 'no wave; routed as wave 1', 2, 1));
  plan.dependsOn = (Array.isArray(fm.depends_on) ? fm.depends_on : []).map((d) => (typeof d === 'number' ? pad2(d) : d)).filter((d): d is string => typeof d === 'string');
  plan.agents = stringList(fm.agents);
  if (plan.agents.length === 0 && typeof fm.agent === 'string') plan.agents = [fm.agent];
  plan.autonomous = fm.autonomous === true;
  for (const raw of stringList(fm.files_modified)) {
    const normalised = normaliseEntry(raw, input.kind);
    plan.filesModified.push(normalised.entry);
    if (normalised.changes.length > 0) (plan.normalisedEntries ??= []).push({ raw, entry: normalised.entry, changes: normalised.changes });
  }
  plan.filesForbidden = stringList(fm.files_forbidden);
  if (Array.isArray(fm.task_types)) {
    plan.taskTypes = stringList(fm.task_types);
    plan.taskTypesInferred = false;
  }
  if (typeof fm.title === 'string') plan.title = fm.title;
  return { plan };
}

/**
 * The plan a `keep-unparsable-plans` route keeps for a file that cannot be routed: its id from
 * the file name, wave 1, no agents, no declared files, marked `unscoped` so selection keeps it
 * whatever the changed files. The warning (W085) is the loader's.
 */
export function unscopedPlan(input: Pick<PlanFileInput, 'path' | 'phaseDir' | 'phaseNumber'>, id: string, fatal: Diagnostic): Plan {
  const reason = fatal.message.startsWith(`${input.path}: `) ? fatal.message.slice(input.path.length + 2) : fatal.message;
  return {
    id,
    path: input.path,
    phaseDir: input.phaseDir,
    phase: input.phaseNumber,
    wave: 1,
    dependsOn: [],
    agents: [],
    autonomous: false,
    filesModified: [],
    filesForbidden: [],
    taskTypes: [],
    taskTypesInferred: true,
    diagnostics: [],
    unscoped: { reason, ...(fatal.line !== undefined ? { line: fatal.line } : {}) },
  };
}
