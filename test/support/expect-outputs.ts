import { expect } from 'vitest';
import { OUTPUT_NAMES } from '../../src/app/route-outputs.js';

export interface ParsedOutputs {
  include: Record<string, unknown>[];
  hasWork: boolean;
  flags: string[];
  profile: Record<string, boolean>;
}

/** Every output is set and well-formed; returns the parsed JSON ones. */
export function expectAllOutputs(outputs: Record<string, string>): ParsedOutputs {
  expect(Object.keys(outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  const matrix = JSON.parse(outputs['matrix'] as string) as { include: Record<string, unknown>[] };
  expect(Array.isArray(matrix.include)).toBe(true);
  expect(outputs['has-work']).toMatch(/^(true|false)$/);
  expect(outputs['count']).toBe(String(matrix.include.length));
  expect(outputs['source']).toMatch(/^(input|comment|label|push|merge_group|none)$/);
  expect(outputs['mode']).toMatch(/^(ad_hoc|filter_plans|filter_review|standard|none)$/);
  expect(outputs['confidence']).toMatch(/^(0|1|0\.\d+)$/);
  expect(outputs['sha']).toMatch(/^([0-9a-f]{40})?$/);
  expect(outputs['error-code']).toMatch(/^(E\d{3})?$/);
  const flags = JSON.parse(outputs['flags'] as string) as string[];
  expect(Array.isArray(flags)).toBe(true);
  const profile = JSON.parse(outputs['control-profile'] as string) as Record<string, boolean>;
  expect(Object.keys(profile).sort()).toEqual(['authority_enforcement', 'domain_filtering', 'file_scope_restriction', 'human_approval_required', 'read_only']);
  return { include: matrix.include, hasWork: outputs['has-work'] === 'true', flags, profile };
}
