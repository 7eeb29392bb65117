/**
 * pull_request_target: flag and `plan=` labels count only when whoever added them holds the
 * `permission` input's level. The sender of the event was checked already (the pusher of a
 * `synchronize`, the labeler of a `labeled`); a label on the pull request may have been added by
 * someone else (a triage user can label), and the sender's approval does not extend to it.
 *
 * The labelers come from the pull request's timeline (`labeled` events,
 * src/adapters/github/label-history.ts); each distinct labeler's permission is read once
 * (`GET …/collaborators/{user}/permission`). A label whose labeler lacks the permission, or whose
 * `labeled` event the timeline does not show, is left out with W052; the flags are then made from
 * the labels that remain, and I051 names who approved each one that routes.
 *
 * Cost: only when a label other than the one the sender just added would become a flag: the
 * timeline pages (1 for most pull requests) plus one permission read per other labeler.
 */
import { InfoCode, WarningCode } from '../core/error-codes.js';
import { labelToFlagToken, labelsToFlagTokens } from '../core/request/labels-to-flags.js';
import type { Trigger } from '../core/request/request-from-event.js';
import type { Diagnostic } from '../core/types.js';
import type { GitHubApi } from '../adapters/github/api-client.js';
import { labelersOf } from '../adapters/github/label-history.js';
import { getPermissionLevel, meetsPermission, type PermissionLevel } from '../adapters/github/permission.js';
import type { RepoRef } from '../adapters/github/repo-ref.js';

export interface LabelCheck {
  api: GitHubApi;
  repo: RepoRef;
  /** The `permission` input. */
  permission: PermissionLevel;
  labelPrefix: string;
  validFlags: readonly string[];
  /** The sender, already authorized, and the label the sender just added (`labeled`). */
  sender: string;
}

export interface AuthorizedLabels {
  flagTokens: string[];
  diagnostics: Diagnostic[];
}

const shown = (name: string): string => JSON.stringify(name.slice(0, 50)).replace(/[^\x20-\x7e]/g, '?');

/** The flag tokens of the labels whose labelers are authorized, with what was left out and why. Throws ApiError. */
export async function authorizedLabels(trigger: Extract<Trigger, { kind: 'route' }>, check: LabelCheck): Promise<AuthorizedLabels | null> {
  const labels = trigger.labels;
  const number = trigger.pullRequest?.number;
  if (labels === undefined || number === undefined || trigger.request.source !== 'label') return null;
  const valid = new Set(check.validFlags.map((flag) => flag.toLowerCase()));
  const prefix = check.labelPrefix.toLowerCase();
  const added = labels.added?.toLowerCase();
  // Only labels that become flags need a labeler; the one the sender just added is the sender's.
  const flagLabels = labels.names.filter((name) => labelToFlagToken(name, prefix, valid) !== null);
  const others = flagLabels.filter((name) => name.toLowerCase() !== added);
  if (others.length === 0) return null;

  const labelers = await labelersOf(check.api, check.repo, number, others);
  const levels = new Map<string, PermissionLevel>();
  const kept: string[] = [];
  const approvals: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const name of flagLabels) {
    if (name.toLowerCase() === added) {
      kept.push(name);
      approvals.push(`${shown(name)} by ${check.sender} (the labeler of this event)`);
      continue;
    }
    const labeler = labelers.get(name.toLowerCase()) ?? null;
    if (labeler === null) {
      diagnostics.push({
        code: WarningCode.LABEL_NOT_APPROVED,
        severity: 'warning',
        message: `The label ${shown(name)} does not route: the pull request's timeline does not show who added it.`,
        hint: `Someone with ${check.permission} permission can remove and add it again.`,
      });
      continue;
    }
    let level = levels.get(labeler.toLowerCase());
    if (level === undefined) {
      level = labeler.toLowerCase() === check.sender.toLowerCase() ? check.permission : await getPermissionLevel(check.api, check.repo, labeler);
      levels.set(labeler.toLowerCase(), level);
    }
    if (!meetsPermission(level, check.permission)) {
      diagnostics.push({
        code: WarningCode.LABEL_NOT_APPROVED,
        severity: 'warning',
        message: `The label ${shown(name)} does not route: ${labeler} added it with ${level} permission; ${check.permission} is required.`,
        hint: `Someone with ${check.permission} permission can remove and add it again to approve it.`,
      });
      continue;
    }
    kept.push(name);
    approvals.push(`${shown(name)} by ${labeler} (${level})`);
  }
  if (approvals.length > 0) {
    diagnostics.push({
      code: InfoCode.LABELS_APPROVED_BY_LABELERS,
      severity: 'info',
      message: `Flag labels that route, each added by someone with ${check.permission} permission: ${approvals.join(', ')}.`,
    });
  }
  return { flagTokens: labelsToFlagTokens(kept, check.labelPrefix, check.validFlags), diagnostics };
}
