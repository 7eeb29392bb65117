/**
 * Reading a workflow file with GitHub's own parser (@actions/workflow-parser): the workflow
 * schema (keys, types, where each context and function may be used), `needs` naming known jobs
 * without cycles, and the conversion to GitHub's job model (`if:` conditions completed with the
 * implicit `success() && (…)`). The job model leaves out a step's `with:`; it is taken from the
 * parsed (and validated) template tokens instead, step by step in the same order.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { convertWorkflowTemplate, isMapping, isSequence, isString, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import type { Job, WorkflowJob, WorkflowTemplate } from '@actions/workflow-parser/model/workflow-template';
import type { MappingToken } from '@actions/workflow-parser/templates/tokens/mapping-token';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';

export interface ParsedWorkflow {
  template: WorkflowTemplate;
  /** The parser's and converter's errors; empty for a valid workflow. */
  errors: string[];
  /** Each job's steps' `with:` mappings (parsed tokens, expressions included), by job id, in step order. */
  stepWith: Map<string, (MappingToken | undefined)[]>;
}

function member(token: TemplateToken | undefined, key: string): TemplateToken | undefined {
  if (!token || !isMapping(token)) return undefined;
  for (const pair of token) if (isString(pair.key) && pair.key.value === key) return pair.value;
  return undefined;
}

/** `jobs.<id>.steps[i].with` of the parsed template, per job. */
function stepWithMappings(root: TemplateToken | undefined): Map<string, (MappingToken | undefined)[]> {
  const out = new Map<string, (MappingToken | undefined)[]>();
  const jobs = member(root, 'jobs');
  if (!jobs || !isMapping(jobs)) return out;
  for (const pair of jobs) {
    if (!isString(pair.key)) continue;
    const steps = member(pair.value, 'steps');
    if (!steps || !isSequence(steps)) continue;
    const withs: (MappingToken | undefined)[] = [];
    for (const step of steps) {
      const value = member(step, 'with');
      withs.push(value && isMapping(value) ? value : undefined);
    }
    out.set(pair.key.value, withs);
  }
  return out;
}

export async function parseWorkflowText(name: string, content: string): Promise<ParsedWorkflow> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  if (parsed.value === undefined) return { template: { events: {}, jobs: [], concurrency: undefined as never, env: undefined as never }, errors, stepWith: new Map() };
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  for (const error of template.errors ?? []) if (!errors.includes(error.Message)) errors.push(error.Message);
  return { template, errors, stepWith: stepWithMappings(parsed.value) };
}

export async function parseWorkflowFile(path: string): Promise<ParsedWorkflow> {
  return parseWorkflowText(basename(path), readFileSync(path, 'utf8'));
}

/** The workflow's jobs that run steps (reusable-workflow calls are not emulated). */
export function stepJobs(template: WorkflowTemplate): Job[] {
  return template.jobs.map((job: WorkflowJob) => {
    if (job.type !== 'job') throw new Error(`job ${job.id.value} calls a reusable workflow, which the emulation does not cover`);
    return job;
  });
}
