/**
 * Whether a workflow run belongs to this repository and to the routing workflow:
 * `GET /repos/{owner}/{repo}/actions/runs/{run_id}` (one request; token permission
 * `actions: read`).
 *
 * `/legion retry` acts on a report marker that names a run. The marker is only as trustworthy as
 * the comment it sits in, and with the default token every workflow of the repository posts as
 * `github-actions[bot]`. So the run it names is checked with GitHub: its `repository` (full name,
 * and id when GITHUB_REPOSITORY_ID is known) must be this repository, and its `path` (the
 * workflow file) must be the workflow that routes now (GITHUB_WORKFLOW_REF: `owner/repo/<path>@<ref>`).
 * A run of another workflow, another repository or no run at all (404) refuses the retry.
 */
import type { GitHubApi } from './api-client.js';
import { isDict as isRecord } from '../../core/text/untrusted-data.js';
import { repoPath, type RepoRef } from './repo-ref.js';

/** Token permission of the run read, named when GitHub refuses it. */
export const WORKFLOW_RUN_PERMISSION = 'actions: read';

export interface RoutingWorkflow {
  /** `owner/name` (GITHUB_REPOSITORY). */
  repository: string;
  /** GITHUB_REPOSITORY_ID, when set. */
  repositoryId?: number;
  /** The workflow file, e.g. `.github/workflows/legion.yml`. */
  workflowPath: string;
}

const WORKFLOW_PATH = /^\.github\/workflows\/[A-Za-z0-9_./-]{1,200}\.ya?ml$/;

/** The workflow file of GITHUB_WORKFLOW_REF (`owner/repo/.github/workflows/x.yml@refs/heads/main`), or undefined. */
export function workflowPathOf(workflowRef: string | undefined, repository: string): string | undefined {
  if (workflowRef === undefined || repository === '') return undefined;
  const prefix = `${repository.toLowerCase()}/`;
  if (!workflowRef.toLowerCase().startsWith(prefix)) return undefined;
  const at = workflowRef.indexOf('@', prefix.length);
  const path = workflowRef.slice(prefix.length, at === -1 ? undefined : at);
  return WORKFLOW_PATH.test(path) && !path.includes('..') ? path : undefined;
}

/** The routing workflow from the runner's variables, or why it cannot be named. */
export function routingWorkflow(env: NodeJS.ProcessEnv): RoutingWorkflow | string {
  const repository = env['GITHUB_REPOSITORY'] ?? '';
  const workflowPath = workflowPathOf(env['GITHUB_WORKFLOW_REF'], repository);
  if (workflowPath === undefined) return 'GITHUB_WORKFLOW_REF does not name a workflow file of this repository';
  const id = env['GITHUB_REPOSITORY_ID'];
  return { repository, workflowPath, ...(id !== undefined && /^\d{1,15}$/.test(id) ? { repositoryId: Number(id) } : {}) };
}

/** null when run `runId` is a run of `expected`, else why not (one line, safe to show). */
export async function foreignRunReason(api: GitHubApi, repo: RepoRef, runId: number, expected: RoutingWorkflow): Promise<string | null> {
  const response = await api.call(
    { method: 'GET', path: `${repoPath(repo)}/actions/runs/${runId}` },
    { what: `workflow run ${runId}`, accept: [404], permission: WORKFLOW_RUN_PERMISSION },
  );
  if (response.status === 404) return `GitHub knows no run ${runId} in ${expected.repository}`;
  const data = isRecord(response.data) ? response.data : {};
  const repository = isRecord(data['repository']) ? data['repository'] : {};
  const fullName = repository['full_name'];
  const id = repository['id'];
  if (typeof fullName !== 'string' || fullName.toLowerCase() !== expected.repository.toLowerCase()) return `run ${runId} is not a run of ${expected.repository}`;
  if (expected.repositoryId !== undefined && id !== expected.repositoryId) return `run ${runId} is not a run of ${expected.repository} (repository id)`;
  const path = data['path'];
  // A run's `path` may carry `@<ref>` for some workflows: the file is what counts.
  const file = typeof path === 'string' ? path.split('@')[0] : undefined;
  if (file !== expected.workflowPath) return `run ${runId} is not a run of the routing workflow ${expected.workflowPath}`;
  return null;
}
