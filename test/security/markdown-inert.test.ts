/**
 * #11 I05, I06 and item 6: the job summary and the replies are inert. They are rendered with a
 * real GitHub-flavoured Markdown renderer (micromark + micromark-extension-gfm: tables, autolink
 * literals, strikethrough, raw HTML allowed so that any HTML leaking from the text shows up as
 * an element), once with hostile strings in every untrusted field and once with each of those
 * strings replaced by `x`. The hostile rendering must have exactly the elements of the benign one
 * (no element, link or image comes from the text, no table cell is split), and its text outside
 * code must hold no GitHub auto-link that the benign one does not: `@mentions`, `#12`,
 * `owner/repo#12`, `GH-12`, bare and `www.` URLs, e-mail addresses, commit SHAs (GitHub links
 * those after rendering, micromark does not, so they are checked on the text).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeInline, inlineCode, tableCode } from '../../src/action/markdown.js';
import { failureReply, noWorkReply, rejectionReply, unauthorizedReply } from '../../src/action/reply.js';
import { renderSummary } from '../../src/action/summary.js';
import type { RouteResult } from '../../src/app/route-result.js';
import { rejectedResult } from '../../src/app/rejected-result.js';
import { readLandedCommits } from '../../src/report/landed-commits.js';
import { renderReportComment, renderReportSummary, type ReportDocument } from '../../src/report/render-report.js';
import { analyse, autolinkCounts, renderGfm } from './gfm.js';

const RUN_URL = 'https://github.com/o/r/actions/runs/1';

const FRAGMENTS = [
  '<img src=x onerror=alert(1)>',
  '<a href="https://evil.example">x</a>',
  '<script>alert(1)</script>',
  '<!-- hidden -->',
  '<details><summary>x</summary>y</details>',
  '[link](https://evil.example)',
  '![img](https://evil.example/p.png)',
  '<https://evil.example>',
  'https://evil.example/path',
  'http://evil.example',
  'ftp://evil.example',
  'www.evil.example',
  'WWW.Evil.Example',
  '@octocat',
  '@org/team',
  'someone@example.com',
  'mailto:someone@example.com',
  '#12',
  'owner/repo#12',
  'GH-12',
  'gh-7',
  'JIRA-123',
  'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
  'deadbee',
  'owner/repo@deadbeef',
  'a|b',
  '| x | y |',
  '\n| --- |\n',
  '`code`',
  '``',
  '\\',
  '\\|',
  '&lt;script&gt;',
  '&#64;octocat',
  '&#35;12',
  '*bold* _em_ ~~strike~~',
  '1. list',
  '- item',
  '# heading',
  '    indented',
  '> quote',
  '---',
  '===',
  '\n\n',
  '\r\n',
  '\u0000\u001b[31m',
  '${{ github.token }}',
  'x-access-token:ghs_1234567890abcdefABCDEF@github.com',
];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ unit: fc.constantFrom(...'@#1aGH-|<>&`*_[]()!\\/:.w \n~=f0\'"'.split('')), maxLength: 12 })), { maxLength: 6 })
  .map((parts) => parts.join(''));

type Strings = Record<string, string>;
const FIELDS = [
  'actor',
  'command',
  'flag',
  'intent',
  'message',
  'nlText',
  'candidate',
  'agent',
  'role',
  'domain',
  'planId',
  'planPath',
  'reason',
  'matrixValue',
  'diagMessage',
  'diagHint',
  'diagFile',
  'suggestion',
  'description',
  'suggestionReason',
  'note',
  'configPath',
  'phaseDir',
  'positionName',
  'positionStatus',
  'trigger',
  'eventName',
  'changedFilesNote',
] as const;

function resultFrom(s: Strings, ok: boolean): RouteResult {
  return {
    ...rejectedResult({ errorCode: ok ? '' : 'E012', message: s['message'] as string, source: 'comment', actor: s['actor'] as string }),
    ok,
    command: s['command'] as string,
    intent: s['intent'] as string,
    flags: [s['flag'] as string],
    confidence: 0.5,
    dryRun: ok,
    hasWork: false,
    phase: { number: 2, dir: s['phaseDir'] as string },
    matrix: { include: [{ plan: s['matrixValue'] as string, files: [s['matrixValue'] as string] }] },
    team: [{ agent: s['agent'] as string, role: s['role'] as string, domains: [s['domain'] as string] }],
    plans: [
      {
        id: s['planId'] as string,
        path: s['planPath'] as string,
        kept: false,
        partial: false,
        reasons: [s['reason'] as string],
        files: [],
        excludedFiles: [],
        excludedAgents: [],
        excludedTaskTypes: [],
      },
    ],
    diagnostics: [{ code: 'W020', severity: 'warning', message: s['diagMessage'] as string, hint: s['diagHint'] as string, file: s['diagFile'] as string, line: 3 }],
    suggestions: [{ command: s['suggestion'] as string, description: s['description'] as string, reason: s['suggestionReason'] as string, priority: 1 }],
    naturalLanguage: { text: s['nlText'] as string, tier: 'MEDIUM', confidence: 0.5, candidates: [{ command: s['candidate'] as string, confidence: 0.4 }] },
    notes: [s['note'] as string],
    configPath: s['configPath'] as string,
    position: { name: s['positionName'] as string, phase: 2, status: s['positionStatus'] as string },
    changedFiles: 3,
  };
}

function documents(s: Strings): string[] {
  const context = { eventName: s['eventName'] as string, sha: 'a'.repeat(40), trigger: s['trigger'] as string, changedFilesNote: s['changedFilesNote'] as string, apiRequests: 2 };
  const rejected = resultFrom(s, false);
  const routed = resultFrom(s, true);
  const status: RouteResult = { ...routed, dryRun: false };
  return [
    renderSummary(rejected, context),
    renderSummary(routed, context),
    rejectionReply(rejected, RUN_URL),
    noWorkReply(routed, RUN_URL),
    noWorkReply(status, RUN_URL),
    noWorkReply({ ...status, position: undefined, message: '' }, RUN_URL),
    failureReply('E040', s['message'] as string, RUN_URL),
    unauthorizedReply(s['role'] as string, s['trigger'] as string, RUN_URL),
  ];
}

function expectInert(strings: Strings): void {
  // Equal hostile strings stay equal (replies de-duplicate suggestions), different ones differ.
  const distinct = [...new Set(Object.values(strings))];
  const benign: Strings = Object.fromEntries(Object.entries(strings).map(([k, v]) => [k, v.trim() === '' ? v : 'x'.repeat(distinct.indexOf(v) + 1)]));
  const hostileDocs = documents(strings);
  const benignDocs = documents(benign);
  hostileDocs.forEach((doc, i) => {
    const h = analyse(renderGfm(doc));
    const b = analyse(renderGfm(benignDocs[i] as string));
    expect(h.tags, `document ${i}: elements differ\n${doc}`).toEqual(b.tags);
    expect(h.links, `document ${i}: links`).toEqual(b.links);
    expect(autolinkCounts(h.text), `document ${i}: auto-links in text\n${h.text}`).toEqual(autolinkCounts(b.text));
  });
}

describe('I05 / I06: summary and replies rendered with micromark (GFM)', () => {
  it('I05: a `|` in an agent name cannot break out of its table cell into a live <img> and link', () => {
    const strings = Object.fromEntries(FIELDS.map((f) => [f, 'plain'])) as Strings;
    strings['agent'] = 'a` | <img src=x onerror=alert(1)> [x](https://evil.example) | `b';
    strings['role'] = 'r | ![i](https://evil.example/i.png)';
    strings['planPath'] = 'p\\|<img src=x>.md';
    expectInert(strings);
    const html = renderGfm(renderSummary(resultFrom(strings, true), { eventName: 'issue_comment', sha: 'a'.repeat(40), trigger: '/legion' }));
    expect(html).not.toMatch(/<img|<a /);
  });

  it('I06: GH-12, owner/repo#12, bare and www. URLs, @mentions and SHAs stay unlinked', () => {
    const strings = Object.fromEntries(FIELDS.map((f) => [f, 'GH-12 owner/repo#12 #7 www.evil.example https://evil.example @octocat ec26c3e57ca3a959 a@b.co'])) as Strings;
    expectInert(strings);
    const html = renderGfm(rejectionReply(resultFrom(strings, false), RUN_URL));
    expect(html.match(/<a /g)?.length).toBe(1); // the workflow-run link of the footer only
  });

  it('property: hostile strings in every field add no element, link, cell or auto-link', () => {
    fc.assert(
      fc.property(fc.record(Object.fromEntries(FIELDS.map((f) => [f, hostile])) as Record<(typeof FIELDS)[number], fc.Arbitrary<string>>), (strings) => {
        expectInert(strings);
      }),
      // 16 renderings per run (≈ 80 ms): 200 runs by default, FUZZ_RUNS / 50 under `npm run fuzz`.
      { numRuns: process.env['FUZZ_RUNS'] ? Math.max(200, Math.floor(Number(process.env['FUZZ_RUNS']) / 50)) : 200 },
    );
  }, 600_000);
});

describe('markdown primitives', () => {
  it.each(FRAGMENTS)('escapeInline, inlineCode and tableCode of %j render as text only (in a table cell too)', (fragment) => {
    for (const cell of [escapeInline(fragment), inlineCode(fragment), tableCode(fragment)]) {
      const html = renderGfm(`| a | b |\n| --- | --- |\n| ${cell} | z |`);
      const { tags, links } = analyse(html);
      expect(
        tags.filter((t) => !['table', 'thead', 'tbody', 'tr', 'th', 'td', 'code'].includes(t.replace('/', ''))),
        html,
      ).toEqual([]);
      expect(tags.filter((t) => t === 'td')).toHaveLength(2);
      expect(links).toEqual([]);
    }
  });
  it('text survives: visible characters are unchanged apart from zero-width joiners', () => {
    const text = 'GH-12 @me a|b <i> `x` #3 www.x.y https://x.y deadbeefcafe';
    const { text: shown } = analyse(renderGfm(escapeInline(text)));
    expect(shown.replace(/\u200D/g, '').trim()).toBe(text);
  });
});

describe('the report’s list of landed commits (the commits input is untrusted)', () => {
  const SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
  const COMMIT_LINK = /^"https:\/\/github\.com\/o\/r\/commit\/[0-9a-f]{40}"$/;

  function reportWith(commitsInput: string): { comment: string; summary: string; kept: number } {
    const landed = readLandedCommits(commitsInput);
    const document: ReportDocument = {
      command: 'build',
      sha: SHA,
      attempt: 1,
      location: { serverUrl: 'https://github.com', repository: 'o/r', runId: 1 },
      verdict: { result: 'success', counts: { success: 0, failure: 0, skipped: 0, pending: 0 }, failed: [], notRun: [], reason: 'All plans passed.' },
      slots: [],
      commits: landed.commits,
      notes: [],
      marker: { version: 1, runId: 1, attempt: 1, sha: SHA, result: 'success', failed: [], notRun: [] },
    };
    return { comment: renderReportComment(document), summary: renderReportSummary(document), kept: landed.commits.length };
  }

  const nothing = analyse(renderGfm(reportWith('').comment));
  const sha = fc.oneof(hostile, fc.stringMatching(/^[0-9a-f]{40}$/), fc.constantFrom(SHA, SHA.toUpperCase(), `${SHA}\n`, `javascript:${SHA}`));
  const plan = fc.oneof(hostile, fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/), fc.constantFrom(...FRAGMENTS));

  it('property: only safe plan ids and 40-hex shas are shown; no element, link or auto-link comes from the input', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ plan, sha }), { maxLength: 8 }), fc.boolean(), (entries, raw) => {
        const input = raw ? entries.map((e) => `${e.plan}${e.sha}`).join('') : JSON.stringify(entries);
        const { comment, summary, kept } = reportWith(input);
        for (const body of [comment, summary]) {
          const rendered = analyse(renderGfm(body));
          const commitLinks = rendered.links.filter((link) => link.includes('/commit/'));
          expect(commitLinks).toHaveLength(kept);
          for (const link of commitLinks) expect(link).toMatch(COMMIT_LINK);
          expect(rendered.links.filter((link) => !link.includes('/commit/'))).toEqual(nothing.links);
          const allowed = new Set([...nothing.tags, 'ul', '/ul', 'li', '/li', 'a', '/a', 'code', '/code', 'strong', '/strong', 'p', '/p']);
          expect(rendered.tags.filter((tag) => !allowed.has(tag))).toEqual([]);
          expect(autolinkCounts(rendered.text)).toEqual(autolinkCounts(nothing.text));
        }
      }),
      { numRuns: process.env['FUZZ_RUNS'] ? Math.max(200, Math.floor(Number(process.env['FUZZ_RUNS']) / 50)) : 200 },
    );
  }, 600_000);
});
