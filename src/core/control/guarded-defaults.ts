import type { ControlProfile } from '../types.js';

/** workflow-common-core's hard-coded guarded profile (the fallback for every failure). */
export const GUARDED_DEFAULTS: Readonly<ControlProfile> = Object.freeze({
  authority_enforcement: true,
  domain_filtering: true,
  human_approval_required: true,
  file_scope_restriction: false,
  read_only: false,
});
