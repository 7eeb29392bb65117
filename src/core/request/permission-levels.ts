/** Repository permission levels as GitHub names them (`role_name`), lowest first. Pure. */
export const PERMISSION_LEVELS = ['none', 'read', 'triage', 'write', 'maintain', 'admin'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** The level's rank (0 for `none`), or -1 for a name that is not a level. */
export function permissionRank(level: string): number {
  return (PERMISSION_LEVELS as readonly string[]).indexOf(level);
}
