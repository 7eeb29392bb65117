/**
 * The real transport: @actions/github's Octokit (proxy-aware fetch, the runner's user agent).
 * @actions/github's Octokit carries no retry or throttling plugin, so the retry policy in
 * api-client.ts is the only one in charge. The base URL is read from GITHUB_API_URL at run time
 * and passed explicitly (GitHub Enterprise Server, and the fake server of the tests).
 */
import { getOctokit } from '@actions/github';
import type { ApiRequest, ApiResponse, Transport } from './api-client.js';

interface OctokitLikeError {
  status?: number;
  response?: { status: number; headers: Record<string, string | number | undefined>; data: unknown };
}

function lowerHeaders(headers: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = String(value);
  }
  return out;
}

export function apiBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const value = (env['GITHUB_API_URL'] ?? '').trim();
  return (value || 'https://api.github.com').replace(/\/+$/, '');
}

export function octokitTransport(token: string, baseUrl: string): Transport {
  const octokit = getOctokit(token, { baseUrl });
  return async (request: ApiRequest, signal: AbortSignal): Promise<ApiResponse> => {
    const parameters: Record<string, unknown> = {
      method: request.method,
      url: request.path,
      headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
      request: { signal },
      ...(request.query ?? {}),
      ...(request.body ?? {}),
    };
    try {
      const response = await octokit.request(parameters as unknown as Parameters<typeof octokit.request>[0]);
      return {
        status: response.status,
        headers: lowerHeaders(response.headers as Record<string, string | number | undefined>),
        data: response.data,
      };
    } catch (error) {
      const failure = error as OctokitLikeError;
      if (failure.response && typeof failure.response.status === 'number') {
        return {
          status: failure.response.status,
          headers: lowerHeaders(failure.response.headers ?? {}),
          data: failure.response.data,
        };
      }
      throw error;
    }
  };
}
