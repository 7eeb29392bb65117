import type { ControlProfile } from '../types.js';

/** What every matrix entry carries so downstream jobs honour the control profile. */
export interface EntryContext {
  command: string;
  intent: string;
  controlMode: string;
  profile: ControlProfile;
  /** Environment name for jobs that need a human approval (GitHub required reviewers). */
  approvalEnvironment: string;
}

/** `read_only` and `environment` fields shared by all entries. */
export function controlFields(context: EntryContext): { read_only: boolean; environment: string; control_mode: string } {
  return {
    read_only: context.profile.read_only,
    environment: context.profile.human_approval_required ? context.approvalEnvironment : '',
    control_mode: context.controlMode,
  };
}
