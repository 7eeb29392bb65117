/**
 * Repository permission of a commenter: GET /repos/{owner}/{repo}/collaborators/{username}/permission.
 *
 * `role_name` (admin, maintain, write, triage, read, or a custom role) is finer than the legacy
 * `permission` field (admin, write, read, none), so it is used when it is one of the known
 * levels; a custom role falls back to `permission`, the base level GitHub reports for it.
 * A 404 (not a collaborator, or a bot account) means no permission: the check fails closed.
 * A 403 that is not a rate limit means the token cannot tell: E046 (a red run naming the
 * permission), never E020 ("commenter not authorized") and never a pass.
 */
import type { GitHubApi } from './api-client.js';
import { repoPath, type RepoRef } from './repo-ref.js';
import { permissionRank } from '../../core/request/permission-levels.js';

export { PERMISSION_LEVELS, permissionRank, type PermissionLevel } from '../../core/request/permission-levels.js';
import type { PermissionLevel } from '../../core/request/permission-levels.js';

/** Token permission of the check, named when GitHub refuses it. */
export const COLLABORATOR_PERMISSION = 'metadata: read (for a fine-grained token: "Metadata" repository permission)';

export function isKnownLevel(level: unknown): level is PermissionLevel {
  return typeof level === 'string' && permissionRank(level) !== -1;
}

/** The effective level from an API answer's `role_name` / `permission`. */
export function effectiveLevel(data: unknown): PermissionLevel {
  if (data === null || typeof data !== 'object') return 'none';
  const roleName = (data as Record<string, unknown>)['role_name'];
  const permission = (data as Record<string, unknown>)['permission'];
  if (isKnownLevel(roleName)) return roleName;
  if (isKnownLevel(permission)) return permission;
  return 'none';
}

export function meetsPermission(actual: PermissionLevel, required: PermissionLevel): boolean {
  return permissionRank(actual) >= permissionRank(required) && permissionRank(actual) > 0;
}

const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

export async function getPermissionLevel(api: GitHubApi, repo: RepoRef, login: string): Promise<PermissionLevel> {
  if (!LOGIN.test(login)) return 'none';
  const response = await api.call(
    { method: 'GET', path: `${repoPath(repo)}/collaborators/${encodeURIComponent(login)}/permission` },
    // 404: not a collaborator / not a user. A 403 throws E046 (see the module comment).
    { what: `the permission of ${login}`, accept: [404], permission: COLLABORATOR_PERMISSION },
  );
  if (response.status === 404) return 'none';
  return effectiveLevel(response.data);
}
