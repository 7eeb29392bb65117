/**
 * The report's GitHub client: the router's own (src/adapters/github: GitHubApi's retry policy
 * and budget over @actions/github's Octokit), with the base URL read from GITHUB_API_URL and
 * passed explicitly. Created on first use, so a report that calls nothing loads nothing.
 */
import {
  ApiError,
  DEFAULT_BUDGET_MS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_BACKOFF_MS,
  GitHubApi,
  envMilliseconds,
  type ApiRequest,
  type ApiResponse,
  type CallOptions,
} from '../adapters/github/api-client.js';
import { apiBaseUrl, octokitTransport } from '../adapters/github/octokit-transport.js';
import { ErrorCode } from '../core/error-codes.js';

export interface Repo {
  owner: string;
  repo: string;
}

/** `/repos/{owner}/{repo}` with both parts encoded. */
export function repoPath(repo: Repo): string {
  return `/repos/${encodeURIComponent(repo.owner)}/${encodeURIComponent(repo.repo)}`;
}

/** A request of the report: GitHubApi's, plus PATCH (updating the report comment). */
export type ReportRequest = Omit<ApiRequest, 'method'> & { method: ApiRequest['method'] | 'PATCH' };

/**
 * One call through GitHubApi. GitHubApi's request type names GET and POST only; its transport
 * hands the method to Octokit's `request` unchanged, which sends PATCH like any other method.
 * (The lead may widen ApiRequest['method'] and drop this cast.)
 */
export function send(api: GitHubApi, request: ReportRequest, options: CallOptions): Promise<ApiResponse> {
  return api.call(request as ApiRequest, options);
}

export function createReportApi(token: string, env: NodeJS.ProcessEnv, log: (message: string) => void): GitHubApi {
  if (token === '') throw new ApiError(ErrorCode.API_BAD_CREDENTIALS, 'The "token" input is empty, so the report cannot call the GitHub API.');
  return new GitHubApi({
    transport: octokitTransport(token, apiBaseUrl(env)),
    budgetMs: envMilliseconds(env, 'LEGION_ROUTER_API_BUDGET_MS', DEFAULT_BUDGET_MS),
    timeoutMs: envMilliseconds(env, 'LEGION_ROUTER_API_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
    backoffMs: envMilliseconds(env, 'LEGION_ROUTER_API_BACKOFF_MS', DEFAULT_BACKOFF_MS),
    log,
  });
}
