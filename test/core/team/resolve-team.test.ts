/**
 * §3 resolveTeamTemplate / mapDomainsToAgents with Legion's real intent-teams.yaml and
 * authority-matrix.yaml. §4: an ad_hoc team is exactly primary + secondary (unique by id).
 */
import { describe, expect, test } from 'vitest';
import { resolveFilterCriteria } from '../../../src/core/plans/filter-criteria.js';
import { mapDomainsToAgents, parseAuthorityMatrix } from '../../../src/core/team/authority-matrix.js';
import { resolveTeamTemplate } from '../../../src/core/team/resolve-team.js';
import type { AuthorityMatrix } from '../../../src/core/types.js';
import { bundledConfig, configFrom, HAS_LEGION_REF, legionConfig, readLegion } from '../../support/temp-repo.js';

const AUTHORITY_PATH = '.planning/config/authority-matrix.yaml';

function legionAuthority(): AuthorityMatrix {
  const parsed = parseAuthorityMatrix(readLegion(AUTHORITY_PATH), AUTHORITY_PATH);
  expect(parsed.diagnostics).toEqual([]);
  if (!parsed.matrix) throw new Error('no matrix');
  return parsed.matrix;
}

describe.skipIf(!HAS_LEGION_REF)('with Legion’s real files', () => {
  test('the authority matrix lists all 48 agents with their divisions', () => {
    const matrix = legionAuthority();
    expect(Object.keys(matrix.agents)).toHaveLength(48);
    expect(matrix.agents['engineering-security-engineer']).toEqual({
      exclusive_domains: ['security', 'owasp', 'stride', 'vulnerability-assessment', 'pentest', 'threat-modeling', 'secure-coding'],
      division: 'engineering',
    });
  });

  test('mapDomainsToAgents: security → engineering-security-engineer; unowned domains are left out', () => {
    expect(mapDomainsToAgents(['security', 'owasp', 'api-testing', 'authentication', 'user-guides'], legionAuthority())).toEqual({
      security: 'engineering-security-engineer',
      owasp: 'engineering-security-engineer',
      'api-testing': 'testing-api-tester',
      'user-guides': 'product-technical-writer',
    });
  });

  test('mapDomainsToAgents: a domain two agents claim goes to the first in file order', () => {
    expect(mapDomainsToAgents(['risk-assessment', 'orchestration'], legionAuthority())).toEqual({
      'risk-assessment': 'testing-qa-verification-specialist',
      orchestration: 'engineering-infrastructure-devops',
    });
  });

  test('harden: members = primary then secondary, exactly 3; domains through the authority matrix', () => {
    const team = resolveTeamTemplate('harden', legionConfig(), legionAuthority());
    expect(team).toEqual({
      intent: 'harden',
      description: 'Security audit with Testing + Security divisions',
      mode: 'ad_hoc',
      domains: ['security', 'owasp', 'stride', 'vulnerability-assessment'],
      members: [
        { agent: 'testing-qa-verification-specialist', role: 'primary', domains: [] },
        { agent: 'engineering-security-engineer', role: 'primary', domains: ['security', 'owasp', 'stride', 'vulnerability-assessment'] },
        { agent: 'testing-api-tester', role: 'secondary', domains: [] },
      ],
      domainOwners: {
        security: 'engineering-security-engineer',
        owasp: 'engineering-security-engineer',
        stride: 'engineering-security-engineer',
        'vulnerability-assessment': 'engineering-security-engineer',
      },
    });
  });

  test.each([
    ['harden', 3],
    ['document', 2],
    ['security-only', 2],
    ['skip-frontend', 0],
    ['skip-backend', 0],
  ])('%s has len(primary) + len(secondary) = %i members', (intent, count) => {
    const config = legionConfig();
    const definition = config.intents[intent];
    const team = resolveTeamTemplate(intent, config, legionAuthority());
    expect(team?.members).toHaveLength(count);
    expect(team?.members.map((m) => m.agent)).toEqual([...(definition?.agents.primary ?? []), ...(definition?.agents.secondary ?? [])]);
  });

  test('security-only: authentication/authorization have no owner in Legion’s matrix', () => {
    const team = resolveTeamTemplate('security-only', legionConfig(), legionAuthority());
    expect(team?.mode).toBe('filter_review');
    expect(team?.domainOwners).toEqual({
      security: 'engineering-security-engineer',
      owasp: 'engineering-security-engineer',
      stride: 'engineering-security-engineer',
    });
    expect(team?.members).toEqual([
      { agent: 'engineering-security-engineer', role: 'primary', domains: ['security', 'owasp', 'stride'] },
      { agent: 'testing-api-tester', role: 'secondary', domains: [] },
    ]);
  });

  test('resolveFilterCriteria (real config): document and skip-frontend', () => {
    const config = legionConfig();
    expect(resolveFilterCriteria(['document'], config)).toEqual({
      intents: ['document'],
      includeTaskTypes: ['documentation', 'readme', 'api-docs', 'guides'],
      excludeTaskTypes: ['implementation', 'code', 'testing'],
      excludeAgents: [],
      excludeFilePatterns: [],
    });
    expect(resolveFilterCriteria(['skip-frontend'], config)?.excludeFilePatterns).toEqual(['src/frontend/**', '*.tsx', '*.jsx', '*.css', '*.scss', '*.vue']);
    expect(resolveFilterCriteria(['harden'], config)).toBeNull();
  });
});

describe('resolveTeamTemplate details', () => {
  test('without an authority matrix: same members, no domain owners', () => {
    const team = resolveTeamTemplate('harden', bundledConfig(), null);
    expect(team?.members.map((m) => [m.agent, m.role, m.domains])).toEqual([
      ['engineering-security-engineer', 'primary', []],
      ['testing-qa-verification-specialist', 'primary', []],
      ['testing-api-tester', 'secondary', []],
    ]);
    expect(team?.domainOwners).toEqual({});
  });

  test('an agent listed twice is one member (agent-id uniqueness only), keeping its first role', () => {
    const config = configFrom(`
intents:
  perf:
    agents:
      primary: [a, b, a]
      secondary: [b, c]
    mode: ad_hoc
`);
    expect(resolveTeamTemplate('perf', config, null)?.members.map((m) => [m.agent, m.role])).toEqual([
      ['a', 'primary'],
      ['b', 'primary'],
      ['c', 'secondary'],
    ]);
  });

  test('an unknown intent resolves to null', () => {
    expect(resolveTeamTemplate('nope', bundledConfig(), null)).toBeNull();
  });

  test('an intent with no mode is ad_hoc (§4 detectExecutionMode)', () => {
    const config = configFrom('intents:\n  perf:\n    agents: { primary: [a] }\n');
    expect(resolveTeamTemplate('perf', config, null)?.mode).toBe('ad_hoc');
  });

  test('owners outside the team are still named in domainOwners', () => {
    const matrix: AuthorityMatrix = { agents: { x: { exclusive_domains: ['perf'] }, a: { exclusive_domains: ['speed'] } } };
    const config = configFrom('intents:\n  perf:\n    agents: { primary: [a] }\n    domains: [perf, speed, other]\n    mode: ad_hoc\n');
    const team = resolveTeamTemplate('perf', config, matrix);
    expect(team?.domainOwners).toEqual({ perf: 'x', speed: 'a' });
    expect(team?.members).toEqual([{ agent: 'a', role: 'primary', domains: ['speed'] }]);
  });

  test('resolveFilterCriteria merges several filter intents without duplicates', () => {
    const config = bundledConfig();
    const merged = resolveFilterCriteria(['skip-frontend', 'harden', 'skip-backend'], config);
    expect(merged?.intents).toEqual(['skip-frontend', 'skip-backend']);
    expect(merged?.excludeAgents).toEqual(['engineering-frontend-developer', 'design-ui-designer', 'engineering-backend-architect', 'engineering-infrastructure-devops']);
    expect(merged?.excludeTaskTypes).toEqual(['ui-components', 'frontend-architecture', 'styling', 'api-endpoints', 'database-schema', 'backend-logic']);
    expect(resolveFilterCriteria([], config)).toBeNull();
  });
});

describe('parseAuthorityMatrix', () => {
  test('invalid YAML → no matrix, warning with the line', () => {
    const result = parseAuthorityMatrix('agents:\n  a: [\n', 'm.yaml');
    expect(result.matrix).toBeNull();
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: 'W041', severity: 'warning', file: 'm.yaml', line: 3 });
    expect(result.diagnostics[0]?.message).toMatch(/^m\.yaml: not valid YAML: .*; domains are mapped without it \(team agents only\)\.$/);
  });

  test.each([
    ['no agents key', 'version: 1\n'],
    ['agents is a list', 'agents: [a, b]\n'],
    ['an empty file', ''],
  ])('%s → warning "has no `agents:` mapping"', (_name, text) => {
    const result = parseAuthorityMatrix(text, 'm.yaml');
    expect(result.matrix).toBeNull();
    expect(result.diagnostics.map((d) => [d.code, d.line, d.message])).toEqual([
      ['W041', 1, 'm.yaml: has no `agents:` mapping; domains are mapped without it (team agents only).'],
    ]);
  });

  test('entries that are not mappings are skipped; non-string domains are dropped', () => {
    const result = parseAuthorityMatrix('agents:\n  a: 3\n  b:\n    exclusive_domains: [x, 1, y]\n  c:\n    division: ops\n', 'm.yaml');
    expect(result.matrix).toEqual({ agents: { b: { exclusive_domains: ['x', 'y'] }, c: { exclusive_domains: [], division: 'ops' } } });
  });

  test('mapDomainsToAgents without a matrix is empty', () => {
    expect(mapDomainsToAgents(['security'], null)).toEqual({});
  });
});
