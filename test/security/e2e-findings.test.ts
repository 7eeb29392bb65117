/**
 * #11 part A, end to end: each finding reproduced through the bundled action (dist/index.js on
 * Node 24, as the runner starts it) against the fake GitHub API. Each test is named after its
 * finding id; each failed before the fix (R09 and R08 by running past the harness timeout, the
 * others on their assertions).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { FakeGitHub } from '../support/fake-github.js';
import { BASE_SHA, HEAD_SHA, commentPayload, HEAD_PUSHED_AT } from '../support/payloads.js';
import { cleanupTemps, ensureDist, exampleWorkspace, runAction, type ActionRun } from '../support/run-action.js';
import { analyse, autolinkCounts, renderGfm } from './gfm.js';

/** What actions/checkout writes into .git/config: the token, base64-encoded as x-access-token:… */
const TOKEN = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64');
const GIT_CONFIG = [
  '[core]',
  '\trepositoryformatversion = 0',
  '\tfilemode = true',
  '\tbare = false',
  '[remote "origin"]',
  '\turl = https://github.com/Codertocat/Hello-World',
  '\tfetch = +refs/heads/*:refs/remotes/origin/*',
  '[http "https://github.com/"]',
  `\textraheader = AUTHORIZATION: basic ${BASIC}`,
  '',
].join('\n');
const SECRETS = [BASIC, TOKEN, BASIC.slice(0, 24)];

let fake: FakeGitHub;

beforeAll(async () => {
  ensureDist();
  fake = await FakeGitHub.start();
}, 180_000);
// The stand-in is held to GitHub's REST description (test/support/github-spec.ts).
afterEach(() => {
  expect(fake?.violations ?? []).toEqual([]);
});
afterAll(async () => {
  await fake.close();
  cleanupTemps();
});
beforeEach(() => {
  fake.reset();
  fake.permissions.set('Codertocat', 'admin');
  fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: ['src/api/users.ts', 'src/frontend/App.tsx'], pushedAt: HEAD_PUSHED_AT });
});

/**
 * LEGION_E2E_ENTRY runs another build of the action instead of dist/index.js — how these tests
 * were shown to fail on the code before the fixes (a build of the parent commit).
 */
const ENTRY = process.env['LEGION_E2E_ENTRY'];

function comment(workspace: string, body: string, options: { inputs?: Record<string, string>; timeoutMs?: number } = {}): Promise<ActionRun> {
  return runAction({ workspace, apiUrl: fake.url, eventName: 'issue_comment', payload: commentPayload(body), ...(ENTRY ? { entry: ENTRY } : {}), ...options });
}

/** Everything the run showed anyone: outputs, summary, log, replies. */
function everythingShown(result: ActionRun): string {
  return [JSON.stringify(result.outputs), result.summary, result.stdout, result.stderr, ...fake.comments.map((c) => c.body)].join('\n');
}

/** The `::error` / `::warning` / `::notice` annotation lines of the step log. */
function annotations(result: ActionRun): string[] {
  return result.stdout.split(/\r?\n/).filter((line) => /^::(error|warning|notice)\b/.test(line));
}

describe('R09: quadratic matcher', () => {
  it('R09: a files_modified entry of 200,000 "[" with --skip-frontend routes at once (was minutes: 114 s at 160k)', async () => {
    const workspace = exampleWorkspace();
    const phase = join(workspace, '.planning', 'phases', '02-api-and-ui');
    writeFileSync(
      join(phase, '02-06-PLAN.md'),
      `---\nphase: 2\nplan: "02-06"\nwave: 3\nautonomous: true\nagents: [engineering-senior-developer]\nfiles_modified:\n  - "${'['.repeat(200_000)}"\n  - src/api/users.ts\n---\n# Brackets\n`,
    );
    const result = await comment(workspace, '/legion build --skip-frontend', { timeoutMs: 60_000 });
    expect(result.code, result.stdout.slice(-2_000)).toBe(0);
    const { include } = expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('');
    expect(include.some((entry) => entry['plan'] === '02-06')).toBe(true);
  }, 90_000);
});

describe('I09 and item 4: file reads', () => {
  it('I09: intent-teams.yaml -> ../../.git/config (a link inside the workspace) is refused; the extraheader credential appears nowhere', async () => {
    const workspace = exampleWorkspace();
    mkdirSync(join(workspace, '.git'), { recursive: true });
    writeFileSync(join(workspace, '.git', 'config'), GIT_CONFIG);
    mkdirSync(join(workspace, '.planning', 'config'), { recursive: true });
    symlinkSync('../../.git/config', join(workspace, '.planning', 'config', 'intent-teams.yaml'));
    const result = await comment(workspace, '/legion build');
    expect(result.code).toBe(0);
    const shown = everythingShown(result);
    for (const secret of SECRETS) expect(shown).not.toContain(secret);
    expect(result.summary).toContain('is a symbolic link; symbolic links in the repository are not followed');
    expect(annotations(result).some((line) => line.includes('W011') && line.includes('symbolic link'))).toBe(true);
    expect(result.outputs['has-work']).toBe('true'); // the bundled default config routes the build
  });

  it('I09: the same git config committed as intent-teams.yaml: W011 gives line and column, never the text', async () => {
    const workspace = exampleWorkspace();
    writeFileSync(join(workspace, '.planning', 'config', 'intent-teams.yaml'), GIT_CONFIG);
    const result = await comment(workspace, '/legion build');
    const shown = everythingShown(result);
    for (const secret of SECRETS) expect(shown).not.toContain(secret);
    const w011 = annotations(result).filter((line) => line.includes('W011'));
    expect(w011.length).toBeGreaterThan(0);
    expect(w011.join('\n')).toMatch(/line=\d+,col=\d+/);
    expect(w011.join('\n')).not.toMatch(/extraheader|AUTHORIZATION|basic/i);
  });

  it('item 4: a config input under .git/ is never read', async () => {
    const workspace = exampleWorkspace();
    mkdirSync(join(workspace, '.git'), { recursive: true });
    writeFileSync(join(workspace, '.git', 'config'), GIT_CONFIG);
    const result = await comment(workspace, '/legion build', { inputs: { config: '.git/config' } });
    const shown = everythingShown(result);
    for (const secret of SECRETS) expect(shown).not.toContain(secret);
    expect(result.summary).toContain('inside a .git directory');
  });

  /** A plan reached through a link inside the workspace; its target's text must never be read. */
  const LINKED_MARK = 'LINKED-TARGET-3c9e';
  function linkedPlanWorkspace(): string {
    const workspace = exampleWorkspace();
    const phase = join(workspace, '.planning', 'phases', '02-api-and-ui');
    writeFileSync(
      join(workspace, 'elsewhere.md'),
      `---\nphase: 2\nplan: "02-07"\nwave: 1\nagents: [${LINKED_MARK.toLowerCase()}-agent]\nfiles_modified: ["${LINKED_MARK}/**"]\ntitle: ${LINKED_MARK}\n---\n# ${LINKED_MARK}\n`,
    );
    symlinkSync('../../../elsewhere.md', join(phase, '02-07-PLAN.md'));
    return workspace;
  }

  it('item 4: a symbolic link to a plan inside the workspace is an E076 blocker and refuses the whole route; the target is not read', async () => {
    const result = await comment(linkedPlanWorkspace(), '/legion build');
    expect(result.code, 'the step fails: the route is refused').toBe(1);
    const { include } = expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('E076');
    expect(result.outputs['has-work']).toBe('false');
    expect(include).toEqual([]);
    expect(
      annotations(result).some(
        (line) =>
          line.startsWith('::error') &&
          line.includes('E076') &&
          line.includes('02-07-PLAN.md') &&
          line.includes('is a symbolic link; symbolic links in the repository are not followed'),
      ),
    ).toBe(true);
    expect(result.summary).toContain('A plan of phase 2 (02-api-and-ui) cannot be routed, so nothing is routed');
    expect(result.summary).toMatch(/<pre>[^<]*\.planning\/phases\/02-api-and-ui\/02-07-PLAN\.md/);
    expect(fake.comments.map((c) => c.body).join('\n')).toContain('02-07-PLAN.md');
    expect(everythingShown(result)).not.toMatch(new RegExp(LINKED_MARK, 'i'));
  });

  it('item 4: kept as keep-unparsable-plans asks, the linked plan routes unscoped (W085), still without reading the target', async () => {
    const result = await comment(linkedPlanWorkspace(), '/legion build', { inputs: { 'keep-unparsable-plans': 'true' } });
    expect(result.code).toBe(0);
    const { include } = expectAllOutputs(result.outputs);
    expect(result.outputs['error-code']).toBe('');
    expect(annotations(result).some((line) => line.includes('W085') && line.includes('02-07-PLAN.md') && line.includes('symbolic link'))).toBe(true);
    expect(annotations(result).filter((line) => /E07[56]/.test(line))).toEqual([]);
    expect(include.find((entry) => entry['plan'] === '02-07')).toMatchObject({ wave: 1, agents: [], files: [] });
    expect(everythingShown(result)).not.toMatch(new RegExp(LINKED_MARK, 'i'));
  });

  it('R08: a FIFO at STATE.md is refused at once (it used to block the action forever)', async () => {
    const workspace = exampleWorkspace();
    const state = join(workspace, '.planning', 'STATE.md');
    rmSync(state);
    execFileSync('mkfifo', [state]);
    const result = await comment(workspace, '/legion status', { timeoutMs: 30_000 });
    expect(result.code, 'the action finished').toBe(0);
    expectAllOutputs(result.outputs);
    expect(annotations(result).some((line) => line.includes('W034') && line.includes('FIFO'))).toBe(true);
  }, 60_000);
});

describe('A13–A16: where a command can hide', () => {
  it.each([
    ['A13', 'an HTML comment', 'Thanks!\n<!--\n/legion build --autonomous\n-->'],
    ['A14', 'an indented code block', 'Example:\n\n    /legion build'],
    ['A15', '<pre>', '<pre>\n/legion build\n</pre>'],
    ['A15', '<code>', '<code>\n/legion build\n</code>'],
    ['A16', '<details>', '<details><summary>log</summary>\n\n/legion build\n\n</details>'],
  ])('%s: a command inside %s routes nothing: no API call, no reply', async (_id, _label, body) => {
    const result = await comment(exampleWorkspace(), body);
    expect(result.code).toBe(0);
    expect(result.outputs['has-work']).toBe('false');
    expect(result.outputs['error-code']).toBe('');
    expect(result.stdout).toContain('not a command');
    expect(fake.requests).toHaveLength(0);
    expect(fake.comments).toHaveLength(0);
  });

  it('A13: flags hidden in a comment on the command line are dropped; the visible ones count', async () => {
    const result = await comment(exampleWorkspace(), '/legion build <!-- --skip-frontend --> --dry-run');
    expect(JSON.parse(result.outputs['flags'] as string)).toEqual(['--dry-run']);
  });

  it('A16: only the first visible command line counts', async () => {
    const result = await comment(exampleWorkspace(), '<details>\n/legion build\n</details>\n/legion status\n/legion build');
    expect(result.outputs['command']).toBe('status');
  });
});

describe('I05 and I06: summary, replies and annotations are inert', () => {
  const HOSTILE =
    'x | <img src=x onerror=alert(1)> [x](https://evil.example) GH-12 owner/repo#12 #7 www.evil.example https://evil.example @octocat ec26c3e57ca3a959ca5aad62de7213c562f8c821';

  function expectInertMarkdown(markdown: string, allowedLinks: number): void {
    const html = renderGfm(markdown);
    const { tags, links, text } = analyse(html);
    expect(tags.filter((t) => t === 'img')).toEqual([]);
    expect(links).toHaveLength(allowedLinks);
    const counts = autolinkCounts(text);
    for (const [name, count] of Object.entries(counts)) expect(count, `${name} in\n${text}`).toBe(0);
  }

  it('I05: a `|` and raw HTML in a plan value cannot break out of the diagnostics or plans table, nor the refusal message; I06: no auto-link in the summary or the reply', async () => {
    const workspace = exampleWorkspace();
    const phase = join(workspace, '.planning', 'phases', '02-api-and-ui');
    // A valid plan but for its wave: the value is quoted back in the E075 that refuses the route.
    writeFileSync(join(phase, '02-06-PLAN.md'), `---\nphase: 2\nplan: "02-06"\nwave: "${HOSTILE}"\nagents: [a]\nfiles_modified: [src/x.ts]\n---\n`);
    const result = await comment(workspace, '/legion build');
    expect(result.outputs['error-code']).toBe('E075');
    const cells = (row: string): number => row.replace(/\\\|/g, '').split('|').length - 2;
    const diagnosticsTable = result.summary.slice(result.summary.indexOf('### Diagnostics'));
    const e075 = diagnosticsTable.split('\n').filter((line) => line.startsWith('| ') && line.includes('E075'));
    expect(e075).toHaveLength(1);
    // The value is in the row (so this checks something), yet the row keeps its 5 cells.
    expect(e075[0]).toContain('onerror=alert');
    expect(cells(e075[0] as string)).toBe(5);
    const plansTable = result.summary.slice(result.summary.indexOf('### Plans'), result.summary.indexOf('### Matrix'));
    const planRow = plansTable.split('\n').filter((line) => line.startsWith('| `02-06`'));
    expect(planRow).toHaveLength(1);
    expect(planRow[0]).toContain('onerror=alert');
    expect(cells(planRow[0] as string)).toBe(4);
    // The refusal message (in a <pre>) quotes the value too: escaped there, no element.
    expect(result.summary).toMatch(/<pre>A plan of phase 2 \(02-api-and-ui\) cannot be routed[^<]*onerror=alert[^<]*<\/pre>/);
    expect(result.summary).not.toContain('<img');
    expectInertMarkdown(result.summary, 0); // the <pre> blocks included
    expect(fake.comments).toHaveLength(1);
    const reply = (fake.comments[0] as { body: string }).body;
    expect(reply).toContain('onerror=alert');
    expectInertMarkdown(reply, 1); // the workflow-run link only
  });

  it('I06: a STATE.md status full of references gets a reply that links and mentions nothing; the NL summary neither', async () => {
    const workspace = exampleWorkspace();
    writeFileSync(join(workspace, '.planning', 'STATE.md'), `# Project State\n\n## Current Position\n- **Phase**: 2 of 3 (API and UI)\n- **Status**: ${HOSTILE}\n`);
    await comment(workspace, '/legion status');
    expect(fake.comments).toHaveLength(1);
    expectInertMarkdown((fake.comments[0] as { body: string }).body, 1); // the workflow-run link only
    fake.comments.length = 0;
    const nl = await comment(exampleWorkspace(), `/legion ${HOSTILE}`);
    expectInertMarkdown((fake.comments[0] as { body: string }).body, 1);
    expectInertMarkdown(nl.summary.replace(/<pre>[\s\S]*?<\/pre>/g, ''), 0);
  });

  it('I06: annotations are single workflow-command lines, with no quoted file text and no credential', async () => {
    const workspace = exampleWorkspace();
    writeFileSync(join(workspace, '.planning', 'config', 'intent-teams.yaml'), `[http]\n\textraheader = AUTHORIZATION: bearer ${TOKEN} ::error::forged %0A::warning::forged\n`);
    const result = await comment(workspace, '/legion build');
    const lines = annotations(result);
    expect(lines.some((line) => line.includes('W011'))).toBe(true);
    for (const line of lines) expect(line.match(/::/g)?.length, line).toBe(2);
    expect(result.stdout.split(/\r?\n/).filter((line) => /^::(error|warning)::forged/.test(line))).toEqual([]);
    expect(everythingShown(result)).not.toContain(TOKEN);
    expect(everythingShown(result)).not.toContain('forged');
  });
});

describe('SECURITY.md claims checked through the bundle', () => {
  it('the token input is masked (::add-mask::) in the step log before anything else is said', async () => {
    const result = await comment(exampleWorkspace(), '/legion build');
    const lines = result.stdout.split(/\r?\n/);
    const mask = lines.indexOf(`::add-mask::${fake.token}`);
    expect(mask).toBeGreaterThanOrEqual(0);
    expect(lines.slice(0, mask).filter((line) => line.includes(fake.token))).toEqual([]);
  });

  it('an event payload over 32 MiB is refused (E052), nothing routed, no API call', async () => {
    const payload = commentPayload(`/legion build ${'x'.repeat(33 * 1024 * 1024)}`);
    const result = await runAction({ workspace: exampleWorkspace(), apiUrl: fake.url, eventName: 'issue_comment', payload, ...(ENTRY ? { entry: ENTRY } : {}) });
    expect(result.outputs['error-code']).toBe('E052');
    expect(result.outputs['has-work']).toBe('false');
    expect(result.stdout).toContain('larger than 33554432 bytes');
    expect(fake.requests).toHaveLength(0);
  }, 60_000);
});
