/** GitHub event names and actions, as the router distinguishes them. Pure. */

/** The comment prefix when the `trigger` input is not set. */
export const DEFAULT_TRIGGER = '/legion';

/** pull_request / pull_request_target actions that route (the rest are quiet no-ops). */
export const ROUTED_PR_ACTIONS: readonly string[] = ['labeled', 'opened', 'synchronize', 'reopened'];

export function isPullRequestEvent(eventName: string): boolean {
  return eventName === 'pull_request' || eventName === 'pull_request_target';
}

/** An event action for log lines: GitHub's own words only, never arbitrary payload text. */
export function shownAction(action: string): string {
  return /^[a-z_]{1,40}$/.test(action) ? action : 'unknown';
}
