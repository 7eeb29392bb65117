/**
 * Reading a workflow file with GitHub's own parser (@actions/workflow-parser): the workflow
 * schema (keys, types, where each context and function may be used), `needs` naming known jobs
 * without cycles, and the conversion to GitHub's job model (`if:` conditions completed with the
 * implicit `success() && (…)`).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import type { Job, WorkflowJob, WorkflowTemplate } from '@actions/workflow-parser/model/workflow-template';

export interface ParsedWorkflow {
  template: WorkflowTemplate;
  /** The parser's and converter's errors; empty for a valid workflow. */
  errors: string[];
}

export async function parseWorkflowText(name: string, content: string): Promise<ParsedWorkflow> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  if (parsed.value === undefined) return { template: { events: {}, jobs: [], concurrency: undefined as never, env: undefined as never }, errors };
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  for (const error of template.errors ?? []) if (!errors.includes(error.Message)) errors.push(error.Message);
  return { template, errors };
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
