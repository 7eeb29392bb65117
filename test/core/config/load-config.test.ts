/**
 * §3 loadIntentTeams preconditions, as the action applies them (load-config.ts):
 * missing default → bundled (info); explicit missing → E030 blocker; unreadable / directory /
 * any symbolic link (out of the repository or inside it, #11 I09) / over 1 MiB → blocker
 * annotation + bundled; YAML error → warning with line and column + bundled; schema errors →
 * warnings + the valid part of the file; a file without context_rules, nl_patterns or
 * command_routes (older Legion configs) → those sections from the bundled config, one info I025.
 */
import { chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CONFIG_PATH, loadBundledConfig, loadConfig } from '../../../src/adapters/fs/load-config.js';
import { MAX_FILE_BYTES, RepoReader } from '../../../src/adapters/fs/repo-reader.js';
import type { LoadedConfig } from '../../../src/core/types.js';
import { HAS_LEGION_REF, legionConfig, readLegion, useTempRepos } from '../../support/temp-repo.js';

const repos = useTempRepos();
const bundled = loadBundledConfig();

function loaded(result: ReturnType<typeof loadConfig>): LoadedConfig {
  if (!result.ok) throw new Error(`expected a config, got ${JSON.stringify(result.diagnostic)}`);
  return result.loaded;
}

const VALID = 'intents:\n  perf:\n    description: "Performance"\n    mode: ad_hoc\n';

/** VALID has none of the Legion sections: the one info (I025) naming the three taken from the bundled config. */
const SECTIONS_FROM_BUNDLED = {
  code: 'I025',
  severity: 'info',
  message: `${DEFAULT_CONFIG_PATH} has no nl_patterns, command_routes, context_rules: legion-router's bundled sections are used.`,
  file: DEFAULT_CONFIG_PATH,
  hint: `Copy nl_patterns, command_routes, context_rules from legion-router's config/intent-teams.yaml into ${DEFAULT_CONFIG_PATH} to tune them.`,
};

describe('loadConfig precondition ladder', () => {
  test('default path missing → bundled default, one info note', () => {
    const repo = repos.make({ 'README.md': '# x\n' });
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    expect(config.origin).toBe('bundled');
    expect(config.path).toBe('config/intent-teams.yaml');
    expect(config.config).toEqual(bundled.config);
    expect(config.diagnostics).toEqual([
      {
        code: 'W010',
        severity: 'info',
        message: '.planning/config/intent-teams.yaml not found: using legion-router\'s bundled default config.',
        hint: 'Copy config/intent-teams.yaml from legion-router to .planning/config/intent-teams.yaml to customise intents.',
      },
    ]);
  });

  test('the note is not carried over to later loads', () => {
    const repo = repos.make();
    loadConfig(new RepoReader(repo.root));
    expect(loaded(loadConfig(new RepoReader(repo.root))).diagnostics).toHaveLength(1);
  });

  test('a repository without even a root directory degrades the same way', () => {
    const config = loaded(loadConfig(new RepoReader(join(tmpdir(), 'legion-router-no-such-repo-xyz'))));
    expect(config.origin).toBe('bundled');
    expect(config.diagnostics.map((d) => d.code)).toEqual(['W010']);
  });

  test('default path present → repository config; the Legion sections it lacks (one I025) and extensions filled from bundled', () => {
    const repo = repos.make({ [DEFAULT_CONFIG_PATH]: VALID });
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    expect(config.origin).toBe('repository');
    expect(config.path).toBe(DEFAULT_CONFIG_PATH);
    expect(config.diagnostics).toEqual([SECTIONS_FROM_BUNDLED]);
    expect(Object.keys(config.config.intents)).toEqual(['perf']);
    expect(config.config.review_panel).toEqual(bundled.config.review_panel);
    expect(Object.keys(bundled.config.nl_patterns).length).toBeGreaterThan(0);
    expect(config.config.nl_patterns).toEqual(bundled.config.nl_patterns);
    expect(config.config.command_routes).toEqual(bundled.config.command_routes);
    expect(config.config.context_rules).toEqual(bundled.config.context_rules);
  });

  test('a config with all three Legion sections gets no I025, and its own sections are kept', () => {
    const own = `${VALID}nl_patterns: {}\ncommand_routes: {}\ncontext_rules: {}\n`;
    const repo = repos.make({ [DEFAULT_CONFIG_PATH]: own });
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    expect(config.origin).toBe('repository');
    expect(config.diagnostics).toEqual([]);
    expect(config.config.nl_patterns).toEqual({});
  });

  test('only the sections the file lacks are named in the I025', () => {
    const repo = repos.make({ [DEFAULT_CONFIG_PATH]: `${VALID}nl_patterns: {}\ncontext_rules: {}\n` });
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    expect(config.diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([
      ['I025', 'info', `${DEFAULT_CONFIG_PATH} has no command_routes: legion-router's bundled section is used.`],
    ]);
    expect(config.config.command_routes).toEqual(bundled.config.command_routes);
    expect(config.config.nl_patterns).toEqual({});
  });

  test.skipIf(!HAS_LEGION_REF)('Legion’s real config in a repository loads with no diagnostics', () => {
    const repo = repos.make({ [DEFAULT_CONFIG_PATH]: readLegion('.planning/config/intent-teams.yaml') });
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    expect(config.origin).toBe('repository');
    expect(config.diagnostics).toEqual([]);
    expect(config.config.intents).toEqual(legionConfig().intents);
    expect(config.config.validation).toEqual(legionConfig().validation);
  });

  test('an explicit path that exists is used (whitespace trimmed)', () => {
    const repo = repos.make({ 'ci/teams.yaml': VALID });
    const config = loaded(loadConfig(new RepoReader(repo.root), '  ci/teams.yaml  '));
    expect(config.origin).toBe('repository');
    expect(config.path).toBe('ci/teams.yaml');
  });

  test('an explicit empty path means the default', () => {
    const repo = repos.make({ [DEFAULT_CONFIG_PATH]: VALID });
    expect(loaded(loadConfig(new RepoReader(repo.root), '   ')).path).toBe(DEFAULT_CONFIG_PATH);
  });

  test('an explicit path that does not exist → E030 blocker, no config', () => {
    const repo = repos.make({ [DEFAULT_CONFIG_PATH]: VALID });
    expect(loadConfig(new RepoReader(repo.root), 'ci/teams.yml')).toEqual({
      ok: false,
      diagnostic: {
        code: 'E030',
        severity: 'blocker',
        message: 'The config input names ci/teams.yml, which does not exist in the repository.',
        file: 'ci/teams.yml',
        hint: 'Fix the path, or remove the input to use .planning/config/intent-teams.yaml or the bundled default.',
      },
    });
  });

  test('explicitly naming the default path when it is missing is not an error', () => {
    const repo = repos.make();
    expect(loaded(loadConfig(new RepoReader(repo.root), DEFAULT_CONFIG_PATH)).origin).toBe('bundled');
  });

  describe('unreadable → blocker annotation, bundled default', () => {
    const expectBlocker = (config: LoadedConfig, path: string, message: string): void => {
      expect(config.origin).toBe('bundled');
      expect(config.config).toEqual(bundled.config);
      expect(config.diagnostics).toEqual([
        {
          code: 'W011',
          severity: 'blocker',
          message: `${message}: intent config not loaded; using the bundled default.`,
          file: path,
          hint: 'Make the file a regular, readable file inside the repository (at most 1 MiB).',
        },
      ]);
    };

    test('a directory instead of a file', () => {
      const repo = repos.make();
      repo.mkdir(`${DEFAULT_CONFIG_PATH}/oops`);
      expectBlocker(loaded(loadConfig(new RepoReader(repo.root))), DEFAULT_CONFIG_PATH, `${DEFAULT_CONFIG_PATH} is not a regular file`);
    });

    test('a symbolic link to a file outside the repository', () => {
      const outside = repos.make({ 'secret.yaml': VALID });
      const repo = repos.make();
      repo.symlink(outside.path('secret.yaml'), DEFAULT_CONFIG_PATH);
      expectBlocker(
        loaded(loadConfig(new RepoReader(repo.root))),
        DEFAULT_CONFIG_PATH,
        `${DEFAULT_CONFIG_PATH} is a symbolic link to a file outside the repository; it is not read`,
      );
    });

    test('an explicit path that climbs out of the repository', () => {
      const repo = repos.make();
      expectBlocker(loaded(loadConfig(new RepoReader(repo.root), '../teams.yaml')), '../teams.yaml', '../teams.yaml is outside the repository');
    });

    test('an absolute explicit path', () => {
      const repo = repos.make();
      const abs = repo.write('teams.yaml', VALID);
      expectBlocker(loaded(loadConfig(new RepoReader(repo.root), abs)), abs, `${abs} is outside the repository`);
    });

    test('a symbolic link inside the repository is not followed either (#11 I09)', () => {
      const repo = repos.make({ 'shared/teams.yaml': VALID });
      repo.symlink('../../shared/teams.yaml', DEFAULT_CONFIG_PATH);
      const config = loaded(loadConfig(new RepoReader(repo.root)));
      expectBlocker(
        config,
        DEFAULT_CONFIG_PATH,
        `${DEFAULT_CONFIG_PATH} is a symbolic link; symbolic links in the repository are not followed (commit the file itself)`,
      );
      expect(Object.keys(config.config.intents)).not.toContain('perf');
    });

    test('a file over 1 MiB', () => {
      const repo = repos.make();
      repo.write(DEFAULT_CONFIG_PATH, `${VALID}#${'x'.repeat(MAX_FILE_BYTES)}\n`);
      const size = VALID.length + MAX_FILE_BYTES + 2;
      expectBlocker(loaded(loadConfig(new RepoReader(repo.root))), DEFAULT_CONFIG_PATH, `${DEFAULT_CONFIG_PATH} is ${size} bytes, over the 1048576-byte limit`);
    });

    test.skipIf(process.getuid?.() === 0)('a file without read permission', () => {
      const repo = repos.make();
      const file = repo.write(DEFAULT_CONFIG_PATH, VALID);
      chmodSync(file, 0o000);
      expectBlocker(loaded(loadConfig(new RepoReader(repo.root))), DEFAULT_CONFIG_PATH, `${DEFAULT_CONFIG_PATH} cannot be read (EACCES)`);
    });
  });

  test('a file of exactly 1 MiB is read', () => {
    const repo = repos.make();
    const padding = MAX_FILE_BYTES - VALID.length - 2;
    repo.write(DEFAULT_CONFIG_PATH, `${VALID}#${'x'.repeat(padding)}\n`);
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    expect(config.origin).toBe('repository');
    expect(Object.keys(config.config.intents)).toEqual(['perf']);
  });

  test('a YAML syntax error → warning with line and column, bundled default', () => {
    const repo = repos.make({ [DEFAULT_CONFIG_PATH]: 'intents:\n  harden: [\n' });
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    expect(config.origin).toBe('bundled');
    expect(config.config).toEqual(bundled.config);
    expect(config.diagnostics).toHaveLength(1);
    expect(config.diagnostics[0]).toMatchObject({ code: 'W011', severity: 'warning', file: DEFAULT_CONFIG_PATH, line: 3, column: 1 });
  });

  test('an empty file → warning, bundled default', () => {
    const repo = repos.make({ [DEFAULT_CONFIG_PATH]: '' });
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    expect(config.origin).toBe('bundled');
    expect(config.diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([['W011', 'warning', `${DEFAULT_CONFIG_PATH} is empty.`]]);
  });

  test('schema errors → warnings, the repository’s valid part is used', () => {
    const repo = repos.make({ [DEFAULT_CONFIG_PATH]: `${VALID}    domains: perf\n  tidy:\n    mode: filter_plans\nversion: 2\n` });
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    expect(config.origin).toBe('repository');
    expect(config.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['warning', 5, `${DEFAULT_CONFIG_PATH}: intents.perf.domains must be array, found string; that part is ignored.`],
      ['warning', 8, `${DEFAULT_CONFIG_PATH}: version is not a known key; that part is ignored.`],
      ['info', undefined, SECTIONS_FROM_BUNDLED.message],
    ]);
    expect(Object.keys(config.config.intents)).toEqual(['perf', 'tidy']);
    expect(config.config.intents.perf?.domains).toEqual([]);
  });

  test('BOM and CRLF', () => {
    const repo = repos.make();
    repo.write(DEFAULT_CONFIG_PATH, `\uFEFF${VALID.replace(/\n/g, '\r\n')}`);
    const config = loaded(loadConfig(new RepoReader(repo.root)));
    // Read like the plain file: only the I025 the plain VALID gets too.
    expect(config.diagnostics).toEqual([SECTIONS_FROM_BUNDLED]);
    expect(config.config.intents.perf?.description).toBe('Performance');
  });
});
