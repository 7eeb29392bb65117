/**
 * An offline run of a workflow: which jobs start, with which matrix legs, in which order, and how
 * each ends, for given route outputs.
 *
 * What is GitHub's own code and what is emulated:
 * - GitHub's: parsing and validating the workflow (@actions/workflow-parser: schema, contexts
 *   allowed per key, `needs`, the implicit `success() && (…)` of every `if:`), and evaluating
 *   every expression (@actions/expressions: `if:`, `strategy` with `matrix` and `max-parallel`,
 *   job names, `environment`, job `outputs`, step `if:` and `env:`).
 * - Emulated here, because neither package contains it (they stop at the value of an expression):
 *   - scheduling: a job is ready when every job it needs has finished; its `if:` is evaluated then
 *     with the `needs` context of its direct needs; false → `skipped`.
 *   - the status functions, as GitHub documents them: job level `success()` is true when every
 *     ancestor job (the transitive `needs`) succeeded and the run was not cancelled (a skipped
 *     ancestor makes it false: actions/runner#2205), `failure()` when an ancestor failed,
 *     `cancelled()` when the run was cancelled (`cancelAt`), `always()` always; with job ids as arguments
 *     they look at those jobs. Step level: success() = no earlier step failed; legs take one
 *     tick, so a cancel never lands inside a leg: legs not started by then are cancelled, and
 *     the legs of jobs that start after it (`always()`) run their steps normally.
 *   - matrix expansion (matrix-expansion.ts), `fail-fast` (default true: a failed leg cancels
 *     the legs not started yet) and `max-parallel` (legs start in order, at most that many at a
 *     time; every leg takes one tick, so `start`/`end` are ticks, not time).
 *   - a job's result: `failure` if a leg failed, else `cancelled` if one was cancelled, else
 *     `success`; an `if:` or `strategy` that cannot be evaluated fails the job, as on GitHub.
 *   - legs: the result given in `jobResults` (by leg name such as `wave-1 · 01-02`, or by job
 *     id for all its legs); otherwise its steps run: `run:` scripts in bash with the evaluated
 *     `env:` (run-step.ts; what they write to GITHUB_OUTPUT becomes their outputs), `uses:`
 *     steps are not executed: their `with:` is evaluated and recorded, and they succeed with no
 *     outputs unless the scenario gives their outcome and outputs (`steps`). The route job is never
 *     executed: its route step's outputs are the scenario's, its result `jobResults.route`, or
 *     what the action does for those outputs (exit 1 unless the error code is answer-only).
 *   - environments are recorded (`environment` of each leg), not waited on; no concurrency
 *     groups, timeouts, runner labels, reusable workflows or job-level `continue-on-error`.
 */
import type { Job, Step } from '@actions/workflow-parser/model/workflow-template';
import { isMapping } from '@actions/workflow-parser';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { asString, type Contexts, evaluateToken, fromData, isTruthy, schemaContext, statusFunction, type StatusFunctions } from './expressions.js';
import { expandMatrix, type MatrixCombination } from './matrix-expansion.js';
import { parseWorkflowFile, stepJobs } from './parse-workflow.js';
import { routeJobResult, type RouteOutputs } from './route-outputs.js';
import { runScript } from './run-step.js';

export type Result = 'success' | 'failure' | 'cancelled' | 'skipped';
/** A result a scenario can impose on a leg or a job. */
export type GivenResult = 'success' | 'failure' | 'cancelled';
/** Results by leg name (`wave-2 · 01-03`) or job id (every leg of the job). */
export type JobResults = Record<string, GivenResult>;

export interface EvaluateOptions {
  /** The triggering event; default `workflow_dispatch` with the dispatch inputs as payload. */
  event?: { name: string; payload?: Record<string, unknown> };
  /** workflow_dispatch inputs, over the declared defaults. */
  inputs?: Record<string, unknown>;
  /**
   * The run is cancelled at this tick: jobs that become ready from then on see `cancelled()`
   * true (and `success()` false), and legs of earlier jobs that have not started by then are
   * cancelled. 0 cancels the run before anything starts.
   */
  cancelAt?: number;
  /** Id of the job holding the route step; default `route`. */
  routeJob?: string;
  /** Id of the route step whose outputs the scenario gives; default `route`. */
  routeStep?: string;
  /** Run the `run:` steps of legs with no given result; default true (else they succeed). */
  runSteps?: boolean;
  /** The `secrets` context (default: none set). */
  secrets?: Record<string, string>;
  /**
   * What a step does instead of being run or skipped over, by `<leg name or job id>/<step id>`
   * (`wave-2 · 01-03/agent`, `legion-land/land`): its outcome (default success) and outputs. The
   * step's `if:` is still evaluated: a step it skips stays skipped.
   */
  steps?: Record<string, GivenStep>;
}

export interface GivenStep {
  outcome?: GivenResult;
  outputs?: Record<string, string>;
}

export interface StepRun {
  id: string;
  name: string;
  /** The action a `uses:` step names ('' for a `run:` step). */
  uses: string;
  outcome: Result;
  conclusion: Result;
  /** The evaluated `env:` of a `run:` step. */
  env: Record<string, string>;
  /** The evaluated `with:` of a `uses:` step. */
  with: Record<string, string>;
  outputs: Record<string, string>;
  output: string;
  annotations: string[];
  reason: string;
}

export interface LegRun {
  job: string;
  index: number;
  /** The evaluated job name: the check name GitHub shows. */
  name: string;
  matrix: MatrixCombination;
  environment: string;
  result: Result;
  /** Ticks; undefined for a leg cancelled before it started. */
  start?: number;
  end?: number;
  steps: StepRun[];
  outputs: Record<string, string>;
}

export interface JobRun {
  id: string;
  needs: string[];
  /** The `if:` as GitHub evaluates it (with the implicit `success() && (…)`). */
  condition: string;
  result: Result;
  /** Why it was skipped or failed without legs. */
  reason: string;
  readyAt: number;
  finishedAt: number;
  strategy?: { failFast: boolean; maxParallel?: number; legs: number };
  legs: LegRun[];
  outputs: Record<string, string>;
}

export interface WorkflowRun {
  workflow: string;
  jobs: JobRun[];
  /** Keys of `jobResults` that named no job and no leg that was created, and keys of `steps` no step ran with. */
  unusedResults: string[];
}

const SHA = 'f'.repeat(40);

function strings(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) out[key] = typeof item === 'string' ? item : item === null || item === undefined ? '' : JSON.stringify(item);
  return out;
}

function evaluateStrings(token: TemplateToken | undefined, contexts: Contexts, fallback: string): Record<string, string> {
  if (!token || !isMapping(token)) return {};
  const out: Record<string, string> = {};
  for (const pair of token) out[asString(evaluateToken(pair.key, contexts))] = asString(evaluateToken(pair.value, contexts, undefined, schemaContext(fallback)));
  return out;
}

function dispatchInputs(declared: Record<string, { default?: unknown; type?: string }> | undefined, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(declared ?? {})) {
    if (spec.default !== undefined) out[name] = spec.type === 'boolean' ? spec.default === true || spec.default === 'true' : spec.default;
    else out[name] = spec.type === 'boolean' ? false : '';
  }
  return { ...out, ...given };
}

function aggregate(results: readonly Result[]): Result {
  if (results.includes('failure')) return 'failure';
  if (results.includes('cancelled')) return 'cancelled';
  return 'success';
}

class Emulation {
  private readonly runs = new Map<string, JobRun>();
  private readonly used = new Set<string>();
  private readonly jobs: Map<string, Job>;
  private readonly base: Contexts;
  private readonly cancelAt: number;
  private readonly routeJob: string;
  private readonly routeStep: string;

  constructor(
    jobs: readonly Job[],
    private readonly outputs: RouteOutputs,
    private readonly given: JobResults,
    private readonly options: EvaluateOptions,
    github: Record<string, unknown>,
    inputs: Record<string, unknown>,
    private readonly workflowEnv: Record<string, string>,
    private readonly stepWith: Map<string, (TemplateToken | undefined)[]>,
  ) {
    this.jobs = new Map(jobs.map((job) => [job.id.value, job]));
    this.base = { github, inputs, vars: {} };
    this.cancelAt = options.cancelAt ?? Number.POSITIVE_INFINITY;
    this.routeJob = options.routeJob ?? 'route';
    this.routeStep = options.routeStep ?? 'route';
  }

  run(): JobRun[] {
    const order = [...this.jobs.keys()];
    while (this.runs.size < order.length) {
      const before = this.runs.size;
      for (const id of order) {
        const job = this.jobs.get(id) as Job;
        if (this.runs.has(id)) continue;
        if (!this.needsOf(job).every((need) => this.runs.has(need))) continue;
        this.runs.set(id, this.runJob(job));
      }
      if (this.runs.size === before) throw new Error('no job can start: the parser should have reported a cycle in `needs`');
    }
    return order.map((id) => this.runs.get(id) as JobRun);
  }

  unused(): string[] {
    return [...Object.keys(this.given), ...Object.keys(this.options.steps ?? {})].filter((key) => !this.used.has(key));
  }

  private needsOf(job: Job): string[] {
    return (job.needs ?? []).map((need) => need.value);
  }

  private ancestors(id: string, seen = new Set<string>()): Set<string> {
    for (const need of this.needsOf(this.jobs.get(id) as Job)) {
      if (seen.has(need)) continue;
      seen.add(need);
      this.ancestors(need, seen);
    }
    return seen;
  }

  private resultOf(id: string): Result {
    const run = this.runs.get(id);
    if (!run) throw new Error(`status function names job '${id}', which has not finished`);
    return run.result;
  }

  private jobFunctions(id: string, readyAt: number): StatusFunctions {
    const ancestors = [...this.ancestors(id)];
    const among = (args: string[]): string[] => (args.length > 0 ? args : ancestors);
    const cancelled = readyAt >= this.cancelAt;
    return new Map([
      statusFunction('always', 0, () => true),
      statusFunction('cancelled', 0, () => cancelled),
      statusFunction('success', Number.MAX_SAFE_INTEGER, (args) => !cancelled && among(args).every((need) => this.resultOf(need) === 'success')),
      statusFunction('failure', Number.MAX_SAFE_INTEGER, (args) => among(args).some((need) => this.resultOf(need) === 'failure')),
    ]);
  }

  private runJob(job: Job): JobRun {
    const id = job.id.value;
    const needs = this.needsOf(job);
    const readyAt = Math.max(0, ...needs.map((need) => (this.runs.get(need) as JobRun).finishedAt));
    const contexts: Contexts = {
      ...this.base,
      needs: Object.fromEntries(needs.map((need) => [need, { result: this.resultOf(need), outputs: (this.runs.get(need) as JobRun).outputs }])),
    };
    const run: JobRun = { id, needs, condition: job.if.expression, result: 'skipped', reason: '', readyAt, finishedAt: readyAt, legs: [], outputs: {} };
    try {
      if (!isTruthy(evaluateToken(job.if, contexts, this.jobFunctions(id, readyAt), schemaContext('job-if')))) {
        run.reason = 'if: evaluated to false';
        return run;
      }
    } catch (error) {
      return { ...run, result: 'failure', reason: `if: ${(error as Error).message}` };
    }
    let combinations: (MatrixCombination | undefined)[] = [undefined];
    let failFast = true;
    let maxParallel: number | undefined;
    if (job.strategy) {
      try {
        const strategy = fromData(evaluateToken(job.strategy, contexts)) as Record<string, unknown>;
        failFast = strategy['fail-fast'] === undefined ? true : strategy['fail-fast'] === true;
        if (strategy['fail-fast'] !== undefined && typeof strategy['fail-fast'] !== 'boolean')
          throw new Error(`fail-fast must be a boolean, got ${JSON.stringify(strategy['fail-fast'])}`);
        const limit = strategy['max-parallel'];
        if (limit !== undefined) {
          if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) throw new Error(`max-parallel must be a positive integer, got ${JSON.stringify(limit)}`);
          maxParallel = limit;
        }
        if (strategy['matrix'] !== undefined) combinations = expandMatrix(strategy['matrix']);
      } catch (error) {
        return { ...run, result: 'failure', reason: `strategy: ${(error as Error).message}` };
      }
      run.strategy = { failFast, ...(maxParallel !== undefined ? { maxParallel } : {}), legs: combinations.length };
    }
    const width = maxParallel ?? combinations.length;
    let tick = readyAt;
    let stopped = false;
    for (let start = 0; start < combinations.length; start += width) {
      const batch = combinations.slice(start, start + width);
      for (const [offset, combination] of batch.entries()) {
        const index = start + offset;
        const legContexts: Contexts = {
          ...contexts,
          matrix: combination ?? {},
          strategy: { 'fail-fast': failFast, 'job-index': index, 'job-total': combinations.length, 'max-parallel': width },
        };
        const leg = this.describeLeg(job, index, combination, legContexts);
        if (stopped || (readyAt < this.cancelAt && tick >= this.cancelAt)) {
          run.legs.push({ ...leg, result: 'cancelled' });
          continue;
        }
        run.legs.push({ ...leg, ...this.runLeg(job, leg.name, legContexts), start: tick, end: tick + 1 });
      }
      tick += 1;
      if (failFast && run.legs.some((leg) => leg.result === 'failure')) stopped = true;
    }
    run.result = aggregate(run.legs.map((leg) => leg.result));
    run.finishedAt = Math.max(readyAt, ...run.legs.map((leg) => leg.end ?? readyAt));
    run.outputs = run.legs.reduce<Record<string, string>>((outputs, leg) => ({ ...outputs, ...leg.outputs }), {});
    return run;
  }

  private describeLeg(job: Job, index: number, combination: MatrixCombination | undefined, contexts: Contexts): LegRun {
    const id = job.id.value;
    let name = id;
    if (job.name !== undefined && job.name !== job.id) name = asString(evaluateToken(job.name, contexts));
    else if (combination && Object.keys(combination).length > 0)
      name = `${id} (${Object.values(combination)
        .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
        .join(', ')})`;
    let environment = '';
    if (job.environment) {
      const value = fromData(evaluateToken(job.environment, contexts));
      environment = value && typeof value === 'object' ? String((value as Record<string, unknown>)['name'] ?? '') : value === null ? '' : String(value);
    }
    return { job: id, index, name, matrix: combination ?? {}, environment, result: 'skipped', steps: [], outputs: {} };
  }

  private givenResult(job: string, leg: string): GivenResult | undefined {
    for (const key of [leg, job]) {
      const result = this.given[key];
      if (result !== undefined) {
        this.used.add(key);
        return result;
      }
    }
    return undefined;
  }

  private runLeg(job: Job, name: string, contexts: Contexts): Pick<LegRun, 'result' | 'steps' | 'outputs'> {
    const id = job.id.value;
    const given = this.givenResult(id, name);
    let result: Result;
    let steps: StepRun[] = [];
    let stepsContext: Record<string, unknown> = {};
    if (id === this.routeJob) {
      result = given ?? routeJobResult(this.outputs);
      stepsContext = { [this.routeStep]: { outputs: this.outputs, outcome: result, conclusion: result } };
    } else if (given !== undefined) {
      result = given;
    } else if (this.options.runSteps === false) {
      result = 'success';
    } else {
      ({ result, steps, stepsContext } = this.runSteps(job, name, contexts));
    }
    const outputs = evaluateStrings(job.outputs, { ...contexts, steps: stepsContext, job: { status: result }, runner: RUNNER, env: {}, secrets: this.secrets }, 'job-outputs');
    return { result, steps, outputs };
  }

  private get secrets(): Record<string, string> {
    return this.options.secrets ?? {};
  }

  private givenStep(job: string, leg: string, step: string): GivenStep | undefined {
    for (const key of [`${leg}/${step}`, `${job}/${step}`]) {
      const given = this.options.steps?.[key];
      if (given !== undefined) {
        this.used.add(key);
        return given;
      }
    }
    return undefined;
  }

  private runSteps(job: Job, legName: string, contexts: Contexts): { result: Result; steps: StepRun[]; stepsContext: Record<string, unknown> } {
    let failed = false;
    const steps: StepRun[] = [];
    const stepsContext: Record<string, unknown> = {};
    const withs = this.stepWith.get(job.id.value) ?? [];
    const jobEnv = { ...this.workflowEnv, ...evaluateStrings(job.env, { ...contexts, runner: RUNNER, secrets: this.secrets, env: this.workflowEnv }, 'job-env') };
    const functions: StatusFunctions = new Map([
      statusFunction('always', 0, () => true),
      statusFunction('cancelled', 0, () => false),
      statusFunction('success', 0, () => !failed),
      statusFunction('failure', 0, () => failed),
    ]);
    for (const [index, step] of (job.steps as Step[]).entries()) {
      const uses = 'uses' in step ? step.uses.value : '';
      const record: StepRun = {
        id: step.id,
        name: step.id,
        uses,
        outcome: 'success',
        conclusion: 'success',
        env: {},
        with: {},
        outputs: {},
        output: '',
        annotations: [],
        reason: '',
      };
      const stepContexts: Contexts = { ...contexts, steps: stepsContext, job: { status: failed ? 'failure' : 'success' }, runner: RUNNER, env: jobEnv, secrets: this.secrets };
      try {
        if (step.name !== undefined) record.name = asString(evaluateToken(step.name, stepContexts));
        const condition = 'if' in step && step.if !== undefined ? step.if : undefined;
        if (condition && !isTruthy(evaluateToken(condition, stepContexts, functions, schemaContext('step-if')))) {
          record.outcome = record.conclusion = 'skipped';
        } else if ('run' in step) {
          record.env = { ...jobEnv, ...evaluateStrings(step.env, stepContexts, 'step-env') };
          const given = this.givenStep(job.id.value, legName, step.id);
          if (given) {
            record.outcome = record.conclusion = given.outcome ?? 'success';
            record.outputs = { ...given.outputs };
          } else {
            const script = asString(evaluateToken(step.run, { ...stepContexts, env: record.env }));
            const outcome = runScript(script, record.env);
            record.output = outcome.stdout + outcome.stderr;
            record.annotations = outcome.annotations;
            record.outputs = outcome.outputs;
            if (outcome.exitCode !== 0) record.outcome = record.conclusion = 'failure';
          }
        } else if ('uses' in step) {
          record.env = { ...jobEnv, ...evaluateStrings(step.env, stepContexts, 'step-env') };
          record.with = evaluateStrings(withs[index], { ...stepContexts, env: record.env }, 'step-with');
          const given = this.givenStep(job.id.value, legName, step.id);
          if (given) {
            record.outcome = record.conclusion = given.outcome ?? 'success';
            record.outputs = { ...given.outputs };
          }
        } else {
          throw new Error('only run: and uses: steps are emulated');
        }
      } catch (error) {
        record.outcome = record.conclusion = 'failure';
        record.reason = (error as Error).message;
      }
      const continueOnError = 'continue-on-error' in step ? step['continue-on-error'] : undefined;
      if (record.outcome === 'failure' && continueOnError === true) record.conclusion = 'success';
      if (record.conclusion === 'failure') failed = true;
      if (step.id) stepsContext[step.id] = { outputs: record.outputs, outcome: record.outcome, conclusion: record.conclusion };
      steps.push(record);
    }
    return { result: failed ? 'failure' : 'success', steps, stepsContext };
  }
}

const RUNNER = { os: 'Linux', arch: 'X64', name: 'emulated', temp: '/tmp', tool_cache: '/opt/hostedtoolcache', environment: 'github-hosted' };

/**
 * Run `workflowPath` offline for route `outputs` (the route step's outputs, as the route job
 * exposes them) and the given leg or job results. Throws when GitHub's parser rejects the file.
 */
export async function evaluateWorkflow(workflowPath: string, outputs: RouteOutputs, jobResults: JobResults = {}, options: EvaluateOptions = {}): Promise<WorkflowRun> {
  const { template, errors, stepWith } = await parseWorkflowFile(workflowPath);
  if (errors.length > 0) throw new Error(`GitHub's workflow parser rejects ${workflowPath}:\n${errors.join('\n')}`);
  const eventName = options.event?.name ?? 'workflow_dispatch';
  const declared = template.events.workflow_dispatch?.inputs as Record<string, { default?: unknown; type?: string }> | undefined;
  const inputs = eventName === 'workflow_dispatch' ? dispatchInputs(declared, options.inputs ?? {}) : {};
  const github = {
    event_name: eventName,
    event: options.event?.payload ?? (eventName === 'workflow_dispatch' ? { inputs } : {}),
    sha: SHA,
    ref: 'refs/heads/main',
    repository: 'octo/project',
    repository_owner: 'octo',
    actor: 'octocat',
    run_id: '1',
    run_number: '1',
    run_attempt: '1',
    workflow: workflowPath,
    server_url: 'https://github.com',
    // What `${{ github.token }}` reads: a stand-in, so a test can see where the token goes.
    token: 'ghs_emulated-job-token',
  };
  const workflowEnv = template.env ? strings(fromData(evaluateToken(template.env, { github, inputs, vars: {}, secrets: {} }))) : {};
  const emulation = new Emulation(stepJobs(template), outputs, jobResults, options, github, inputs, workflowEnv, stepWith);
  const jobs = emulation.run();
  return { workflow: workflowPath, jobs, unusedResults: emulation.unused() };
}

/** The run of job `id`; throws for a job the workflow does not have. */
export function jobRun(run: WorkflowRun, id: string): JobRun {
  const job = run.jobs.find((candidate) => candidate.id === id);
  if (!job) throw new Error(`${run.workflow} has no job '${id}' (jobs: ${run.jobs.map((j) => j.id).join(', ')})`);
  return job;
}
