import { WarningCode } from '../error-codes.js';
import type { AuthorityMatrix, Diagnostic } from '../types.js';
import { parseYaml } from '../yaml/parse-yaml.js';

/** Parse authority-matrix.yaml, keeping what routing needs: agent → exclusive domains. */
export function parseAuthorityMatrix(text: string, path: string): { matrix: AuthorityMatrix | null; diagnostics: Diagnostic[] } {
  const parsed = parseYaml(text);
  const fail = (message: string, line?: number, column?: number): { matrix: null; diagnostics: Diagnostic[] } => ({
    matrix: null,
    diagnostics: [
      {
        code: WarningCode.AUTHORITY_INVALID,
        severity: 'warning',
        message: `${path}: ${message}; domains are mapped without it (team agents only).`,
        file: path,
        ...(line !== undefined ? { line } : {}),
        ...(column !== undefined ? { column } : {}),
      },
    ],
  });
  if (parsed.errors.length > 0) {
    const error = parsed.errors[0] as { message: string; line?: number; column?: number };
    return fail(`not valid YAML: ${error.message}`, error.line, error.column);
  }
  const value = parsed.value as { agents?: unknown } | null;
  if (!value || typeof value !== 'object' || !value.agents || typeof value.agents !== 'object' || Array.isArray(value.agents)) {
    return fail('has no `agents:` mapping', 1, 1);
  }
  const agents = Object.create(null) as AuthorityMatrix['agents'];
  for (const [id, data] of Object.entries(value.agents as Record<string, unknown>)) {
    if (!data || typeof data !== 'object') continue;
    const record = data as { exclusive_domains?: unknown; division?: unknown };
    const domains = Array.isArray(record.exclusive_domains) ? record.exclusive_domains.filter((d): d is string => typeof d === 'string') : [];
    agents[id] = { exclusive_domains: domains, ...(typeof record.division === 'string' ? { division: record.division } : {}) };
  }
  return { matrix: { agents }, diagnostics: [] };
}

/** Domains to agents: each domain → the agent that owns it exclusively (first in file order). */
export function mapDomainsToAgents(domains: readonly string[], matrix: AuthorityMatrix | null): Record<string, string> {
  const mapping = Object.create(null) as Record<string, string>;
  if (!matrix) return mapping;
  for (const domain of domains) {
    for (const [agentId, data] of Object.entries(matrix.agents)) {
      if (data.exclusive_domains.includes(domain)) {
        mapping[domain] = agentId;
        break;
      }
    }
  }
  return mapping;
}
