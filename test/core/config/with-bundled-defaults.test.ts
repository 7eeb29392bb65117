/**
 * Issue #10 item 3: a repository intent-teams.yaml without `context_rules`, `nl_patterns` or
 * `command_routes` (older Legion versions) gets those sections from the bundled config, said in
 * one info diagnostic (I025); the nl_lexicon extension is filled, and overridable list by list.
 */
import { describe, expect, test } from 'vitest';
import { loadBundledConfig } from '../../../src/adapters/fs/load-config.js';
import { mergeLexicon, parseIntentTeams, withBundledDefaults } from '../../../src/core/config/parse-intent-teams.js';
import { compileNaturalLanguage, parseNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';

const bundled = loadBundledConfig().config;
const INTENTS = `intents:
  harden:
    description: "Security"
    mode: ad_hoc
`;

describe('withBundledDefaults', () => {
  test('an older config with intents only: the three Legion sections come from the bundled config, in one I025', () => {
    const parsed = parseIntentTeams(INTENTS, '.planning/config/intent-teams.yaml');
    expect(parsed.absentSections).toEqual(['nl_patterns', 'command_routes', 'context_rules']);
    const { config, diagnostics } = withBundledDefaults(parsed, bundled, '.planning/config/intent-teams.yaml');
    expect(config.nl_patterns).toEqual(bundled.nl_patterns);
    expect(config.command_routes).toEqual(bundled.command_routes);
    expect(config.context_rules).toEqual(bundled.context_rules);
    expect(config.intents.harden?.description).toBe('Security');
    expect(diagnostics).toEqual([
      {
        code: 'I025',
        severity: 'info',
        message: ".planning/config/intent-teams.yaml has no nl_patterns, command_routes, context_rules: legion-router's bundled sections are used.",
        file: '.planning/config/intent-teams.yaml',
        hint: "Copy nl_patterns, command_routes, context_rules from legion-router's config/intent-teams.yaml into .planning/config/intent-teams.yaml to tune them.",
      },
    ]);
    // and the spec's example routes with it (it gave E002 before)
    expect(parseNaturalLanguage('harden the auth code', compileNaturalLanguage(config))).toMatchObject({ tier: 'HIGH', flags: ['--just-harden'] });
  });

  test('one section missing: the message names it alone', () => {
    const parsed = parseIntentTeams(`${INTENTS}nl_patterns: {}\ncommand_routes: {}\n`, 'c.yaml');
    const { config, diagnostics } = withBundledDefaults(parsed, bundled, 'c.yaml');
    expect(diagnostics.map((d) => d.message)).toEqual(["c.yaml has no context_rules: legion-router's bundled section is used."]);
    // present but empty is the repository's choice
    expect(config.nl_patterns).toEqual({});
    expect(config.command_routes).toEqual({});
  });

  test('a null section counts as missing', () => {
    const parsed = parseIntentTeams(`${INTENTS}nl_patterns:\ncommand_routes: {}\ncontext_rules: {}\n`, 'c.yaml');
    expect(parsed.absentSections).toEqual(['nl_patterns']);
  });

  test('a complete config: no diagnostic, nothing replaced', () => {
    const parsed = parseIntentTeams(`${INTENTS}nl_patterns:\n  harden:\n    keywords: { harden: 1.0 }\ncommand_routes: {}\ncontext_rules: {}\n`, 'c.yaml');
    const { config, diagnostics } = withBundledDefaults(parsed, bundled, 'c.yaml');
    expect(diagnostics).toEqual([]);
    expect(Object.keys(config.nl_patterns)).toEqual(['harden']);
  });

  test('the extension sections are filled silently, nl_lexicon among them', () => {
    const parsed = parseIntentTeams(INTENTS, 'c.yaml');
    const { config } = withBundledDefaults(parsed, bundled, 'c.yaml');
    expect(config.review_panel).toEqual(bundled.review_panel);
    expect(config.nl_lexicon).toEqual(bundled.nl_lexicon);
  });
});

describe('nl_lexicon override', () => {
  test('the bundled config has a lexicon and loads without diagnostics', () => {
    expect(Object.keys(bundled.nl_lexicon?.synonyms ?? {})).toContain('frontend');
    expect(bundled.nl_lexicon?.negation_cues).toContain('without');
  });

  test('a repository list replaces the bundled list; synonyms replace term by term; [] removes a term', () => {
    const own = parseIntentTeams(
      `${INTENTS}nl_lexicon:\n  synonyms:\n    frontend: [zorp]\n    backend: []\n  negation_cues: [sans]\n`,
      'c.yaml',
    );
    expect(own.diagnostics).toEqual([]);
    const merged = mergeLexicon(own.config.nl_lexicon, bundled.nl_lexicon);
    expect(merged?.synonyms?.frontend).toEqual(['zorp']);
    expect(merged?.synonyms?.backend).toEqual([]);
    expect(merged?.synonyms?.security).toEqual(bundled.nl_lexicon?.synonyms?.security);
    expect(merged?.negation_cues).toEqual(['sans']);
    expect(merged?.restriction_cues).toEqual(bundled.nl_lexicon?.restriction_cues);

    const { config } = withBundledDefaults(own, bundled, 'c.yaml');
    const nl = compileNaturalLanguage(config);
    expect(parseNaturalLanguage('build sans the zorp', nl)).toMatchObject({ tier: 'HIGH', flags: ['--skip-frontend'] });
    expect(parseNaturalLanguage('build without the styling', nl).flags).toEqual([]); // `without` and `styling` are gone
  });

  test('a malformed lexicon is a schema warning with its line, and the rest is used', () => {
    const parsed = parseIntentTeams(`${INTENTS}nl_lexicon:\n  synonyms:\n    frontend: zorp\n  bogus: [x]\n`, 'c.yaml');
    expect(parsed.usable).toBe(true);
    expect(parsed.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['W011', 7],
      ['W011', 8],
    ]);
  });
});
