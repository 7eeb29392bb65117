/**
 * Route outputs for workflow scenarios, built from a list of plans in the output contract of the
 * route step (action.yml): `waves` (one `{"include":[…]}` per non-empty wave, ascending, densely
 * packed), `wave-count`, `wave-max-parallel`, plus the outputs the workflow already read (`matrix`,
 * `has-work`, `count`, `command`, …, `error-code`).
 *
 * This is a stand-in for the router while waves are wired: a scenario that feeds the real router's
 * outputs passes them to `evaluateWorkflow` the same way.
 */
import { ANSWER_CODES } from '../../src/core/answer-codes.js';

/** Every output of the route step, by name, as GitHub stores it: a string. */
export type RouteOutputs = Record<string, string>;

/** One plan of a scenario: the fields of a matrix entry the workflow and the tests look at. */
export interface PlanSpec {
  id: string;
  wave: number;
  read_only?: boolean;
  /** The approval environment; '' (the default) when the entry needs no approval. */
  environment?: string;
  path?: string;
  /** The plan's agent id; default `engineering-senior-developer`. */
  agent?: string;
  /** The plan's files_modified; default `src/<id>.ts`. */
  files?: string[];
  /** Plan ids this plan depends on; their SUMMARY.md paths become `depends_on_summaries`. */
  depends_on?: string[];
}

export interface RouteSpec {
  command?: string;
  /** The route's `mode` output; default `standard` when plans were routed, else `none`. */
  mode?: string;
  sha?: string;
  /** The `changed-files-list` output (default ''). */
  changedFilesList?: string;
  /** Waves (by wave number) whose plans share sequential_files: wave-max-parallel 1. */
  sequentialWaves?: readonly number[];
  /** wave-max-parallel of the other waves; default: the number of entries of the wave. */
  maxParallel?: number;
  /** Largest number of entries per wave; more plans are batched (`items`), never across waves. */
  maxJobsPerWave?: number;
  /** Route and report, but has-work is 'false' (`--dry-run`). */
  dryRun?: boolean;
}

const SHA = '0123456789abcdef0123456789abcdef01234567';
const PROFILE = '{"authority_enforcement":true,"domain_filtering":true,"human_approval_required":false,"file_scope_restriction":true,"read_only":false}';

type Entry = Record<string, string | number | boolean | string[]>;

const PHASE_DIR = '.planning/phases/01-example';

function planEntry(plan: PlanSpec, command: string): Entry {
  const dependsOn = plan.depends_on ?? [];
  return {
    id: plan.id,
    command,
    plan: plan.id,
    path: plan.path ?? `${PHASE_DIR}/${plan.id}-PLAN.md`,
    wave: plan.wave,
    depends_on: dependsOn,
    agent: plan.agent ?? 'engineering-senior-developer',
    agents: [plan.agent ?? 'engineering-senior-developer'],
    files: plan.files ?? [`src/${plan.id}.ts`],
    // The fields a leg needs to start an agent and hand its work on (the matrix entry's contract).
    summary: `${PHASE_DIR}/${plan.id}-SUMMARY.md`,
    depends_on_summaries: dependsOn.map((id) => `${PHASE_DIR}/${id}-SUMMARY.md`),
    file_scope_restriction: true,
    read_only: plan.read_only ?? false,
    environment: plan.environment ?? '',
  };
}

/** A batch entry, shaped like src/core/matrix/batch-entries.ts: the ids it covers in `items`. */
function batchEntry(items: readonly Entry[], number: number): Entry {
  const first = items[0] as Entry;
  return {
    id: `batch-${String(number).padStart(3, '0')}`,
    command: first['command'] as string,
    wave: first['wave'] as number,
    read_only: items.every((item) => item['read_only'] === true),
    environment: items.find((item) => item['environment'] !== '')?.['environment'] ?? '',
    batch: number,
    items: items.map((item) => String(item['id'])),
    paths: items.map((item) => String(item['path'])),
  };
}

function waveSlots(plans: readonly PlanSpec[], command: string, maxJobs: number | undefined): Entry[][] {
  const byWave = new Map<number, Entry[]>();
  for (const plan of plans) {
    if (!Number.isInteger(plan.wave) || plan.wave < 1) throw new Error(`plan ${plan.id}: wave must be a positive integer, got ${plan.wave}`);
    const entries = byWave.get(plan.wave) ?? [];
    entries.push(planEntry(plan, command));
    byWave.set(plan.wave, entries);
  }
  const slots = [...byWave.entries()].sort((a, b) => a[0] - b[0]).map(([, entries]) => entries);
  if (maxJobs === undefined) return slots;
  let number = 0;
  return slots.map((entries) => {
    if (entries.length <= maxJobs) return entries;
    const size = Math.ceil(entries.length / maxJobs);
    const batches: Entry[] = [];
    for (let start = 0; start < entries.length; start += size) batches.push(batchEntry(entries.slice(start, start + size), ++number));
    return batches;
  });
}

/** Outputs of a route that selected `plans` (a build of one phase). */
export function routeOutputs(plans: readonly PlanSpec[], spec: RouteSpec = {}): RouteOutputs {
  const command = spec.command ?? 'build';
  const slots = waveSlots(plans, command, spec.maxJobsPerWave);
  const sequential = new Set(spec.sequentialWaves ?? []);
  const maxParallel = slots.map((entries) => (sequential.has(entries[0]?.['wave'] as number) ? 1 : (spec.maxParallel ?? entries.length)));
  const all = slots.flat();
  return {
    matrix: JSON.stringify({ include: all }),
    waves: JSON.stringify(slots.map((include) => ({ include }))),
    'wave-count': String(slots.length),
    'wave-max-parallel': JSON.stringify(maxParallel),
    'has-work': all.length > 0 && spec.dryRun !== true ? 'true' : 'false',
    count: String(all.length),
    command,
    intent: '',
    mode: spec.mode ?? (all.length > 0 ? 'standard' : 'none'),
    flags: spec.dryRun === true ? '["--dry-run"]' : '[]',
    source: 'comment',
    confidence: '1',
    sha: spec.sha ?? SHA,
    'control-profile': PROFILE,
    'error-code': '',
    'changed-files-list': spec.changedFilesList ?? '',
  };
}

/** Outputs of a route that ran nothing on purpose: `status` (a reply), or a build where no plan matched. */
export function noWorkOutputs(command: 'status' | 'build' = 'status'): RouteOutputs {
  return { ...routeOutputs([], { command }), mode: 'none' };
}

/**
 * Outputs of a rejected route (`E010` unknown flag, `E012` validation, a wave error, …): nothing
 * routes and the error code is set. With a code outside ANSWER_CODES (src/core/answer-codes.ts)
 * the action exits 1, so the route job fails.
 */
export function rejectedOutputs(errorCode: string, command = ''): RouteOutputs {
  return { ...routeOutputs([], { command }), mode: 'none', 'error-code': errorCode };
}

/** How the route job ends for these outputs, as the action decides it (exit 1 unless answer-only). */
export function routeJobResult(outputs: RouteOutputs): 'success' | 'failure' {
  const code = outputs['error-code'] ?? '';
  return code === '' || ANSWER_CODES.has(code) ? 'success' : 'failure';
}
