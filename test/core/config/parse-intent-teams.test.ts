/**
 * §3 loadIntentTeams, the text part: Legion's real config and the bundled one load with no
 * diagnostics; schema violations are warnings with line and column and the valid part is used;
 * unusable text (syntax error, empty, not a mapping) is reported so the caller degrades.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { BUNDLED_CONFIG_PATH, loadBundledConfig } from '../../../src/adapters/fs/load-config.js';
import { emptyIntentTeams, parseIntentTeams, withExtensionDefaults } from '../../../src/core/config/parse-intent-teams.js';
import { BUNDLED_CONFIG_FILE, HAS_LEGION_REF, legionConfig, readLegion } from '../../support/temp-repo.js';

const LEGION_CONFIG = '.planning/config/intent-teams.yaml';

describe.skipIf(!HAS_LEGION_REF)('Legion’s real intent-teams.yaml', () => {
  const text = HAS_LEGION_REF ? readLegion(LEGION_CONFIG) : '';

  test('loads unchanged with no diagnostics', () => {
    const parsed = parseIntentTeams(text, LEGION_CONFIG);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.usable).toBe(true);
  });

  test('every intent is read as written', () => {
    const raw = parse(text) as { intents: Record<string, { description: string; agents?: { primary?: string[]; secondary?: string[] }; domains?: string[]; mode: string; filter?: Record<string, string[]> }> };
    const config = legionConfig();
    expect(Object.keys(config.intents)).toEqual(['harden', 'document', 'skip-frontend', 'skip-backend', 'security-only']);
    for (const [key, intent] of Object.entries(raw.intents)) {
      const loaded = config.intents[key];
      expect(loaded?.description).toBe(intent.description);
      expect(loaded?.mode).toBe(intent.mode);
      expect(loaded?.agents).toEqual({ primary: intent.agents?.primary ?? [], secondary: intent.agents?.secondary ?? [] });
      expect(loaded?.domains).toEqual(intent.domains ?? []);
      expect(loaded?.filter).toEqual(
        intent.filter
          ? {
              include_task_types: intent.filter.include_task_types ?? [],
              exclude_task_types: intent.filter.exclude_task_types ?? [],
              exclude_agents: intent.filter.exclude_agents ?? [],
              exclude_file_patterns: intent.filter.exclude_file_patterns ?? [],
            }
          : null,
      );
    }
  });

  test('validation rules, taxonomy, patterns and context rules are all read', () => {
    const config = legionConfig();
    expect(config.validation.mutual_exclusion.map((r) => r.flags)).toEqual([
      ['harden', 'document'],
      ['document', 'skip-frontend'],
      ['skip-frontend', 'skip-backend'],
    ]);
    expect(config.validation.requires_command.map((r) => [r.flag, r.commands])).toEqual([
      ['harden', ['build']],
      ['document', ['build']],
      ['skip-frontend', ['build']],
      ['skip-backend', ['build']],
      ['security-only', ['review']],
    ]);
    expect(config.validation.allowed_combinations).toEqual([
      { flags: ['skip-frontend'], allows: ['skip-backend'] },
      { flags: ['harden'], allows: [] },
    ]);
    expect(config.task_types.documentation).toEqual(['readme', 'api-docs', 'guides', 'tutorials', 'comments']);
    expect(Object.keys(config.nl_patterns)).toEqual(['harden', 'document', 'skip-frontend', 'skip-backend', 'security-only']);
    expect(Object.keys(config.command_routes)).toEqual(['start', 'plan', 'build', 'review', 'status', 'quick', 'advise', 'explore']);
    expect(config.nl_patterns.harden?.keywords.stride).toBe(0.8);
    expect(config.command_routes.plan?.keywords['break down']).toBe(0.8);
    expect(config.context_rules.milestone_complete?.suggestions.map((s) => s.command)).toEqual(['/legion:milestone', '/legion:status', '/legion:explore']);
    expect(Object.keys(config.context_rules)).toContain('needs_planning');
    // legion-router extensions are absent from Legion's file
    expect(config.review_panel).toEqual([]);
    expect(config.task_type_inference).toEqual([]);
    expect(config.agent_task_types).toEqual({});
  });

  test('with a BOM and CRLF line endings it loads to the same config, still without diagnostics', () => {
    const crlf = `\uFEFF${text.replace(/\n/g, '\r\n')}`;
    const parsed = parseIntentTeams(crlf, LEGION_CONFIG);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.config).toEqual(legionConfig());
  });

  test('Legion’s older test fixture (domains as include/exclude, `filters`) is usable with warnings naming each field', () => {
    const parsed = parseIntentTeams(readLegion('tests/fixtures/intent-teams.yaml'), 'tests/fixtures/intent-teams.yaml');
    expect(parsed.usable).toBe(true);
    // Lines are checked for scalars only: block-valued keys have the location bug noted below.
    expect(parsed.diagnostics.map((d) => d.message.replace('tests/fixtures/intent-teams.yaml: ', ''))).toEqual([
      'intents.harden.domains must be array, found object; that part is ignored.',
      'intents.harden.filters is not a known key; that part is ignored.',
      'intents.document.domains must be array, found object; that part is ignored.',
      'intents.document.filters is not a known key; that part is ignored.',
      'intents.security-only.domains must be array, found object; that part is ignored.',
      'intents.security-only.filters is not a known key; that part is ignored.',
      'version is not a known key; that part is ignored.',
      'last_updated is not a known key; that part is ignored.',
      'requirements_validated is not a known key; that part is ignored.',
    ]);
    expect(parsed.diagnostics.slice(6).map((d) => d.line)).toEqual([82, 83, 84]);
    for (const d of parsed.diagnostics) expect(typeof d.line).toBe('number');
    expect(parsed.config.intents.harden?.domains).toEqual([]);
    expect(parsed.config.intents.harden?.agents.primary).toEqual(['security-engineer', 'qa-automation']);
  });
});

describe('the bundled config/intent-teams.yaml', () => {
  const text = readFileSync(BUNDLED_CONFIG_FILE, 'utf8');

  test('loads with no diagnostics', () => {
    const parsed = parseIntentTeams(text, BUNDLED_CONFIG_PATH);
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.usable).toBe(true);
  });

  test('loadBundledConfig returns it as origin bundled, with fresh diagnostics each time', () => {
    const first = loadBundledConfig();
    expect(first.origin).toBe('bundled');
    expect(first.path).toBe('config/intent-teams.yaml');
    first.diagnostics.push({ code: 'X' as never, severity: 'info', message: 'x' });
    expect(loadBundledConfig().diagnostics).toEqual([]);
  });

  test('has the same five intents as Legion, a four-dimension review panel and a catch-all inference rule', () => {
    const config = loadBundledConfig().config;
    expect(Object.keys(config.intents)).toEqual(['harden', 'document', 'skip-frontend', 'skip-backend', 'security-only']);
    expect(config.review_panel.map((d) => [d.dimension, d.agent])).toEqual([
      ['spec', 'testing-qa-verification-specialist'],
      ['correctness', 'engineering-senior-developer'],
      ['quality', 'testing-workflow-optimizer'],
      ['security', 'engineering-security-engineer'],
    ]);
    expect(config.task_type_inference.at(-1)).toEqual({ pattern: '**', types: ['implementation'] });
  });
});

describe('schema violations: warnings with line and column; the valid part is used', () => {
  test('an unknown top-level key', () => {
    const parsed = parseIntentTeams('intents:\n  harden:\n    mode: ad_hoc\nfoo: bar\n', 'c.yaml');
    expect(parsed.usable).toBe(true);
    expect(parsed.diagnostics).toHaveLength(1);
    const [warning] = parsed.diagnostics;
    expect(warning).toMatchObject({
      code: 'W011',
      severity: 'warning',
      file: 'c.yaml',
      line: 4,
      message: 'c.yaml: foo is not a known key; that part is ignored.',
      hint: 'See config/intent-teams.schema.json (at foo).',
    });
    expect(typeof warning?.column).toBe('number');
    expect(Object.keys(parsed.config.intents)).toEqual(['harden']);
  });

  test('an unknown key inside an intent (a typo of agents)', () => {
    const parsed = parseIntentTeams('intents:\n  harden:\n    agnets:\n      primary: [a]\n    mode: ad_hoc\n', 'c.yaml');
    expect(parsed.diagnostics.map((d) => d.message)).toEqual(['c.yaml: intents.harden.agnets is not a known key; that part is ignored.']);
    expect(parsed.config.intents.harden?.agents).toEqual({ primary: [], secondary: [] });
  });

  // BUG (reported): for an unknown key whose value is a block (mapping or list), the warning
  // points at the first line of the value, not at the key: here line 3 (`x: 1`) instead of
  // line 2 (`baz:`). Scalars on the key's line are unaffected. The same happens in plan
  // frontmatter (see parse-plan.test.ts).
  test('an unknown key with a block value is reported on the key’s line', () => {
    const parsed = parseIntentTeams('intents: {}\nbaz:\n  x: 1\n', 'c.yaml');
    expect(parsed.diagnostics[0]?.line).toBe(2);
  });

  test('wrong types: a warning each, that part ignored, the rest kept', () => {
    const parsed = parseIntentTeams(
      [
        'intents:',
        '  harden:',
        '    description: "ok"',
        '    agents:',
        '      primary: engineering-security-engineer',
        '      secondary: [testing-api-tester]',
        '    domains: security',
        '    mode: weird',
        '  document:',
        '    mode: filter_plans',
        'validation: "none"',
        '',
      ].join('\n'),
      'c.yaml',
    );
    expect(parsed.usable).toBe(true);
    expect(parsed.diagnostics.map((d) => [d.code, d.severity, d.line, d.column, d.message])).toEqual([
      ['W011', 'warning', 5, 16, 'c.yaml: intents.harden.agents.primary must be array, found string; that part is ignored.'],
      ['W011', 'warning', 7, 14, 'c.yaml: intents.harden.domains must be array, found string; that part is ignored.'],
      ['W011', 'warning', 8, 11, 'c.yaml: intents.harden.mode must be one of "ad_hoc", "filter_plans", "filter_review", found "weird"; that part is ignored.'],
      ['W011', 'warning', 11, 13, 'c.yaml: validation must be object, found string; that part is ignored.'],
    ]);
    expect(parsed.config.intents.harden).toEqual({
      description: 'ok',
      agents: { primary: [], secondary: ['testing-api-tester'] },
      domains: [],
      filter: null,
      mode: 'ad_hoc',
    });
    expect(parsed.config.intents.document?.mode).toBe('filter_plans');
    expect(parsed.config.validation).toEqual(emptyIntentTeams().validation);
  });

  test('a keyword weight of the wrong type is dropped; other keywords stay', () => {
    const parsed = parseIntentTeams('nl_patterns:\n  harden:\n    keywords:\n      harden: 1.0\n      sec: "high"\n', 'c.yaml');
    expect(parsed.diagnostics.map((d) => [d.line, d.message])).toEqual([[5, 'c.yaml: nl_patterns.harden.keywords.sec must be number, found string; that part is ignored.']]);
    expect(parsed.config.nl_patterns.harden?.keywords).toEqual({ harden: 1 });
  });

  test('an invalid flag: override is warned about and not used', () => {
    const parsed = parseIntentTeams('intents:\n  harden:\n    flag: just-x\n', 'c.yaml');
    expect(parsed.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [3, 'c.yaml: intents.harden.flag "just-x" does not match ^--[a-z0-9][a-z0-9-]{0,62}$; that part is ignored.'],
    ]);
    expect(parsed.config.intents.harden?.flag).toBeUndefined();
  });

  // BUG (reported): the schema rejects a mutual_exclusion rule with fewer than two flags and the
  // warning says "that part is ignored", but the normaliser keeps the rule — so a one-flag rule
  // makes that flag fail validation on every run.
  test('a one-flag mutual_exclusion rule (schema-invalid) is ignored as the warning says', () => {
    const parsed = parseIntentTeams('intents:\n  harden: { mode: ad_hoc }\nvalidation:\n  mutual_exclusion:\n    - flags: [harden]\n      error: "x"\n', 'c.yaml');
    expect(parsed.diagnostics.map((d) => d.message)).toEqual(['c.yaml: validation.mutual_exclusion[0].flags needs at least 2 item(s); that part is ignored.']);
    expect(parsed.config.validation.mutual_exclusion).toEqual([]);
  });

  // BUG (reported): same for requires_command with `commands: []` — the rule is kept, so the flag
  // is rejected for every command and the suggestion reads "Use --just-harden with one of: ".
  test('a requires_command rule with no commands (schema-invalid) is ignored as the warning says', () => {
    const parsed = parseIntentTeams('intents:\n  harden: { mode: ad_hoc }\nvalidation:\n  requires_command:\n    - flag: harden\n      commands: []\n      error: "only build"\n', 'c.yaml');
    expect(parsed.diagnostics).toHaveLength(1);
    expect(parsed.config.validation.requires_command).toEqual([]);
  });
});

describe('unusable text: reported, the caller falls back to the bundled config', () => {
  test('a YAML syntax error: warning with line and column', () => {
    const parsed = parseIntentTeams('intents:\n  harden: [\n', 'c.yaml');
    expect(parsed.usable).toBe(false);
    expect(parsed.config).toEqual(emptyIntentTeams());
    expect(parsed.diagnostics).toHaveLength(1);
    expect(parsed.diagnostics[0]).toMatchObject({ code: 'W011', severity: 'warning', file: 'c.yaml', line: 3, column: 1 });
    expect(parsed.diagnostics[0]?.message).toMatch(/^c\.yaml is not valid YAML: /);
    expect(parsed.diagnostics[0]?.hint).toBe('Fix the YAML syntax; until then the bundled default config is used.');
  });

  test('a duplicate key is a syntax error at the duplicate', () => {
    const parsed = parseIntentTeams('intents:\n  harden: {}\n  harden: {}\n', 'c.yaml');
    expect(parsed.usable).toBe(false);
    expect(parsed.diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([[3, 3, 'c.yaml is not valid YAML: Map keys must be unique']]);
  });

  test('at most five syntax errors are listed', () => {
    const bad = Array.from({ length: 20 }, (_, i) => `k${i}: [`).join('\n');
    const parsed = parseIntentTeams(`${bad}\n`, 'c.yaml');
    expect(parsed.usable).toBe(false);
    expect(parsed.diagnostics.length).toBeGreaterThan(0);
    expect(parsed.diagnostics.length).toBeLessThanOrEqual(5);
  });

  test('an alias bomb is refused, not expanded', () => {
    const bomb = ['a: &a [1,1,1,1,1,1,1,1,1,1]', 'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]', 'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]', 'd: [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]', ''].join('\n');
    const parsed = parseIntentTeams(bomb, 'c.yaml');
    expect(parsed.usable).toBe(false);
    expect(parsed.diagnostics[0]?.message).toMatch(/^c\.yaml is not valid YAML: /);
  });

  test.each([
    ['an empty file', ''],
    ['only whitespace', '  \n\n'],
    ['only a comment', '# nothing here\n'],
    ['a BOM only', '\uFEFF'],
  ])('%s: "is empty" at 1:1', (_name, text) => {
    const parsed = parseIntentTeams(text, 'c.yaml');
    expect(parsed.usable).toBe(false);
    expect(parsed.diagnostics).toEqual([
      {
        code: 'W011',
        severity: 'warning',
        message: 'c.yaml is empty.',
        file: 'c.yaml',
        line: 1,
        column: 1,
        hint: 'Add the intent definitions; until then the bundled default config is used.',
      },
    ]);
  });

  test.each([
    ['a list', '- harden\n'],
    ['a string', 'hello\n'],
  ])('%s at the top level: must be a mapping', (_name, text) => {
    const parsed = parseIntentTeams(text, 'c.yaml');
    expect(parsed.usable).toBe(false);
    expect(parsed.diagnostics.map((d) => d.message)).toEqual(['c.yaml must be a mapping with keys such as intents, validation, nl_patterns.']);
  });
});

describe('withExtensionDefaults', () => {
  const bundled = loadBundledConfig().config;

  test.skipIf(!HAS_LEGION_REF)('a repository config without legion-router extensions gets the bundled ones, and keeps its own intents', () => {
    const merged = withExtensionDefaults(legionConfig(), bundled);
    expect(merged.review_panel).toEqual(bundled.review_panel);
    expect(merged.task_type_inference).toEqual(bundled.task_type_inference);
    expect(merged.agent_task_types).toEqual(bundled.agent_task_types);
    expect(merged.intents.harden?.description).toBe('Security audit with Testing + Security divisions');
    expect(merged.validation).toEqual(legionConfig().validation);
  });

  test('a config with its own extensions keeps them', () => {
    const own = parseIntentTeams('review_panel:\n  - dimension: spec\n    agent: a\ntask_type_inference:\n  - pattern: "**"\n    types: [x]\nagent_task_types:\n  a: [y]\n', 'c.yaml');
    expect(own.diagnostics).toEqual([]);
    const merged = withExtensionDefaults(own.config, bundled);
    expect(merged.review_panel).toEqual([{ dimension: 'spec', agent: 'a', domains: [] }]);
    expect(merged.task_type_inference).toEqual([{ pattern: '**', types: ['x'] }]);
    expect(merged.agent_task_types).toEqual({ a: ['y'] });
  });
});
