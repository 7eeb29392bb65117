import { describe, expect, it } from 'vitest';
import { rejectedResult } from '../../src/app/rejected-result.js';
import type { RouteResult } from '../../src/app/route-result.js';
import { annotate, logBlock, quoted } from '../../src/action/annotations.js';
import { codeBlock, escapeHtml, escapeInline, inlineCode, tableCode } from '../../src/action/markdown.js';
import { noWorkReply, rejectionReply, unauthorizedReply } from '../../src/action/reply.js';
import { renderSummary } from '../../src/action/summary.js';
import { findCommandLine } from '../../src/core/request/parse-command.js';

function result(overrides: Partial<RouteResult> = {}): RouteResult {
  return { ...rejectedResult({ errorCode: '', message: '', source: 'comment', actor: 'alice' }), ...overrides };
}

const MESSAGE = [
  '❌ Intent Validation Failed',
  '',
  'Errors:',
  '1. Cannot use --just-harden and --just-document together. Choose one intent.',
  '',
  'Suggestions:',
  '- Use only --just-harden for this operation',
  '/legion build --just-harden',
  '@admins ```` <img src=x onerror=alert(1)>',
].join('\n');

describe('markdown escaping', () => {
  it('escapes inline text: HTML, links, mentions, tables', () => {
    const out = escapeInline('<b>@team</b> [x](http://e) | #12 `c`');
    expect(out).not.toMatch(/<b>|@team|\]\(|\|/);
    expect(out).toContain('&lt;');
    expect(out).toContain('@\u200Dteam');
  });

  it('code spans and blocks cannot be closed from inside', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
    const block = codeBlock('x\n````\ny');
    expect(block.startsWith('`````text\n')).toBe(true);
    expect(block.endsWith('\n`````')).toBe(true);
  });

  it('an empty code value is an empty <code>, not `` (which would open a code span)', () => {
    expect(inlineCode('')).toBe('<code></code>');
  });

  it('a code value with | is written as <code> with escaped text, safe in a table cell', () => {
    expect(inlineCode('a|b')).toBe('<code>a&#124;b</code>');
    expect(tableCode('a\\|<b>')).toBe('<code>a\\\\&#124;&lt;b&gt;</code>');
  });

  it('breaks GitHub auto-links with zero-width joiners', () => {
    expect(escapeInline('GH-12 www.x.y https://x.y @me #3 deadbeef1')).toBe('GH-\u200D12 www\u200D.x.y https:\u200D//x.y @\u200Dme \\#\u200D3 deadbe\u200Def1');
  });

  it('escapes HTML without breaking entities', () => {
    expect(escapeHtml(`<a href="x">'@me #1'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;@\u200Dme #\u200D1&#39;&lt;/a&gt;');
  });
});

describe('replies', () => {
  it('rejection reply: message in an unclosable text block, suggestions as code, no line is a command', () => {
    const reply = rejectionReply(
      result({
        ok: false,
        errorCode: 'E012',
        message: MESSAGE,
        suggestions: [{ command: '/legion build --just-harden', description: 'Harden @everyone', reason: 'fits', priority: 1 }],
      }),
      'https://github.com/o/r/actions/runs/1',
    );
    expect(reply).toContain('😕');
    expect(reply).toContain('`E012`');
    expect(reply).toContain('`````text\n❌ Intent Validation Failed');
    expect(reply).toContain('1. `/legion build --just-harden` — Harden @\u200Deveryone (fits)');
    expect(findCommandLine(reply, '/legion')).toBeNull();
    expect(reply).toContain('[workflow run](https://github.com/o/r/actions/runs/1)');
  });

  it('unauthorized reply names the required level and no user', () => {
    const reply = unauthorizedReply('write', '/legion');
    expect(reply).toContain('`write`');
    expect(reply).not.toContain('@');
    expect(findCommandLine(reply, '/legion')).toBeNull();
  });

  it('dry-run reply lists the jobs that would run', () => {
    const reply = noWorkReply(result({ ok: true, dryRun: true, command: 'build', flags: ['--dry-run'], matrix: { include: [{ plan: '01-01' }, { plan: '01-02' }] } }));
    expect(reply).toContain('Dry run');
    expect(reply).toContain('2 jobs would run');
    expect(reply).toContain('{"plan":"01-02"}');
  });

  it('status reply shows the position and next commands', () => {
    const reply = noWorkReply(
      result({
        ok: true,
        command: 'status',
        position: { name: 'Building', phase: 2, status: 'In progress' },
        suggestions: [{ command: '/legion review', description: 'Review the phase', reason: '', priority: 1 }],
      }),
    );
    expect(reply).toContain('📍 **Building**, phase 2');
    expect(reply).toContain('`/legion review`');
    expect(findCommandLine(reply, '/legion')).toBeNull();
  });
});

describe('job summary', () => {
  it('shows request, plans with reasons, matrix table and JSON, diagnostics', () => {
    const md = renderSummary(
      result({
        ok: true,
        command: 'build',
        intent: 'harden',
        mode: 'filter_plans',
        flags: ['--just-harden'],
        confidence: 1,
        hasWork: true,
        matrix: { include: [{ plan: '01-01', agent: 'sec' }] },
        plans: [
          {
            id: '01-01',
            path: '.planning/phases/01-x/01-01-PLAN.md',
            kept: true,
            reasons: ['matches src/**'],
            partial: false,
            files: [],
            excludedFiles: [],
            excludedAgents: [],
            excludedTaskTypes: [],
          },
          {
            id: '01-02',
            path: '.planning/phases/01-x/01-02-PLAN.md',
            kept: false,
            reasons: ['agent <script> excluded | x'],
            partial: false,
            files: [],
            excludedFiles: [],
            excludedAgents: [],
            excludedTaskTypes: [],
          },
        ],
        diagnostics: [{ code: 'W020', severity: 'warning', message: 'bad plan', file: 'a.md', line: 3 }],
        configPath: 'config/intent-teams.yaml',
      }),
      { eventName: 'issue_comment', sha: 'a'.repeat(40), trigger: '/legion', apiRequests: 4 },
    );
    expect(md).toContain('🚀 Routed: 1 job(s)');
    expect(md).toContain('`/legion build --just-harden`');
    expect(md).toContain('(1 kept, 1 dropped)');
    expect(md).toContain('agent &lt;script&gt; excluded &#124; x');
    expect(md).toContain('| `01-01` | ✅ kept |');
    expect(md).toContain('<details><summary>Matrix JSON</summary>');
    expect(md).toContain('`a.md:3`');
    expect(md).toContain('| **GitHub API requests** | 4 |');
    expect(md).not.toContain('<script>');
  });
});

describe('annotations and logs', () => {
  it('maps severities and locations', () => {
    const calls: string[] = [];
    const sink = {
      error: (m: string, p?: object) => calls.push(`error ${m} ${JSON.stringify(p)}`),
      warning: (m: string, p?: object) => calls.push(`warning ${m} ${JSON.stringify(p)}`),
      notice: (m: string, p?: object) => calls.push(`notice ${m} ${JSON.stringify(p)}`),
    };
    annotate(
      [
        { code: 'E030', severity: 'blocker', message: 'config broken', file: '.planning/config/intent-teams.yaml', line: 4, column: 2, hint: 'fix it' },
        { code: 'W010', severity: 'info', message: 'default used' },
      ],
      sink,
    );
    expect(calls[0]).toBe('error E030: config broken — fix it {"title":"legion-router E030","file":".planning/config/intent-teams.yaml","startLine":4,"startColumn":2}');
    expect(calls[1]).toBe('notice W010: default used {"title":"legion-router W010"}');
  });

  it('no log line of untrusted text can start a workflow command', () => {
    const block = logBlock('fine\n::error::pwned\n  ::add-mask::x');
    for (const line of block.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
    expect(quoted('a\n::set-output name=x::y')).toBe('"a\\n::set-output name=x::y"');
  });
});
