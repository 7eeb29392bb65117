import { describe, expect, test } from 'vitest';
import { loadProject, type ProjectLoad } from '../../src/app/load-project.js';
import { routeRepository } from '../../src/app/run-route.js';
import { RepoReader } from '../../src/adapters/fs/repo-reader.js';
import { stateText, useTempRepos } from '../support/temp-repo.js';

const repos = useTempRepos();

function load(files: Record<string, string>, setup?: (repo: ReturnType<typeof repos.make>) => void): ProjectLoad {
  const repo = repos.make(files);
  setup?.(repo);
  return loadProject(new RepoReader(repo.root), '.planning');
}

function loaded(result: ProjectLoad) {
  if (!result.ok) throw new Error(JSON.stringify(result.diagnostic));
  return result.project;
}

describe('loadProject', () => {
  test('an empty repository: bundled config, guarded defaults, no state', () => {
    const project = loaded(load({}));
    expect(project.loaded.origin).toBe('bundled');
    expect(project.controlMode).toBe('guarded');
    expect(project.controlProfile).toEqual({ authority_enforcement: true, domain_filtering: true, human_approval_required: true, file_scope_restriction: false, read_only: false });
    expect(project.authority).toBeNull();
    expect(project.stateText).toBeUndefined();
    expect(project.roadmapText).toBeUndefined();
    expect(project.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['W010', 'info'],
      ['W030', 'info'],
      ['W031', 'warning'],
    ]);
  });

  test('STATE.md and ROADMAP.md are read', () => {
    const project = loaded(load({ '.planning/STATE.md': stateText(2, 3, 'planned'), '.planning/ROADMAP.md': '# R\n' }));
    expect(project.stateText).toBe(stateText(2, 3, 'planned'));
    expect(project.roadmapText).toBe('# R\n');
  });

  test('a STATE.md that is not a file is treated as missing, with a warning', () => {
    const project = loaded(load({}, (repo) => repo.mkdir('.planning/STATE.md')));
    expect(project.stateText).toBeUndefined();
    expect(project.diagnostics.filter((d) => d.file === '.planning/STATE.md').map((d) => [d.code, d.severity, d.message])).toEqual([
      ['W034', 'warning', '.planning/STATE.md is not a regular file; treated as missing.'],
    ]);
  });

  test('an invalid authority matrix: warning, no matrix', () => {
    const project = loaded(load({ '.planning/config/authority-matrix.yaml': 'agents: [\n' }));
    expect(project.authority).toBeNull();
    expect(project.diagnostics.filter((d) => d.code === 'W041').map((d) => [d.severity, d.file])).toEqual([['warning', '.planning/config/authority-matrix.yaml']]);
  });

  test('a valid authority matrix is loaded', () => {
    const project = loaded(load({ '.planning/config/authority-matrix.yaml': 'agents:\n  a:\n    exclusive_domains: [x]\n' }));
    expect(project.authority).toEqual({ agents: { a: { exclusive_domains: ['x'] } } });
  });

  test('control-modes.yaml that is a directory is a blocker (E030), and routing stops', () => {
    const result = load({}, (repo) => repo.mkdir('.planning/config/control-modes.yaml'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.diagnostic).toMatchObject({
      code: 'E030',
      severity: 'blocker',
      file: '.planning/config/control-modes.yaml',
      message: 'Cannot resolve control mode: .planning/config/control-modes.yaml is not a regular file.',
    });

    const repo = repos.make({ '.planning/STATE.md': stateText(1, 1, 'planned') });
    repo.mkdir('.planning/config/control-modes.yaml');
    const routed = routeRepository({ source: 'comment', command: 'build', flagTokens: [], text: '' }, { repoRoot: repo.root });
    expect(routed).toMatchObject({ ok: false, errorCode: 'E030', hasWork: false, matrix: { include: [] } });
  });

  test('control-modes.yaml with a YAML error is a blocker', () => {
    const result = load({ '.planning/config/control-modes.yaml': 'profiles: [\n' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostic).toMatchObject({ code: 'E030', severity: 'blocker' });
  });

  test('an explicit missing config path stops loading with E030', () => {
    const repo = repos.make();
    const result = loadProject(new RepoReader(repo.root), '.planning', 'nope.yaml');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostic.code).toBe('E030');
  });

  test('natural language is compiled once, on first use', () => {
    const project = loaded(load({}));
    expect(project.naturalLanguage()).toBe(project.naturalLanguage());
  });
});
