/**
 * What the report says when a call fails: the report fails soft (a coded warning, the rest of
 * the report still happens), and a refusal names the permission to add. GitHub answers a token
 * that lacks a permission with 403 ("Resource not accessible by integration"), and some routes
 * with 404; both are read as a missing permission.
 */
import { ApiError } from '../adapters/github/api-client.js';

/** The permission each kind of call needs, as it is written in a workflow's `permissions:`. */
export const PERMISSION = {
  jobs: 'actions: read',
  status: 'statuses: write',
  comment: 'issues: write (or pull-requests: write on a pull request)',
  reaction: 'issues: write (or pull-requests: write on a pull request)',
} as const;

/** A refusal: the adapter's ApiError keeps GitHub's status (403 or 404) whatever its code. */
export function isPermissionRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** One line: what failed, why, and what to do. */
export function softFailureMessage(error: unknown, what: string, permission: string): string {
  if (isPermissionRefusal(error)) {
    const status = error instanceof ApiError && error.status !== undefined ? ` (${error.status})` : '';
    return `${what}: GitHub refused the call${status}; the token needs ${permission}. Add it to the permissions of the job.`;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return `${what}: ${detail.slice(0, 300)}`;
}
