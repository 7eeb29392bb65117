/** The hidden state marker (written and read back) and the rendered report (inert, within budget). */
import { describe, expect, it } from 'vitest';
import { parseJobNameTemplate } from '../../src/report/job-name-template.js';
import { resolvePlanResults } from '../../src/report/plan-results.js';
import { renderReportComment, renderReportSummary, type ReportDocument } from '../../src/report/render-report.js';
import { latestReport } from '../../src/report/latest-report.js';
import { readLandedCommits } from '../../src/report/landed-commits.js';
import { REPORT_MARKER_OPEN, readReportMarker, renderReportMarker, type ReportMarker } from '../../src/report/report-marker.js';
import { decideVerdict } from '../../src/report/report-verdict.js';
import { parseRoutedWaves } from '../../src/report/routed-plans.js';
import type { RunJob } from '../../src/report/run-job.js';
import { analyse, renderGfm } from '../security/gfm.js';
import { wavesJson } from './fixtures.js';

const SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const MARKER: ReportMarker = { version: 1, runId: 4242, attempt: 2, sha: SHA, result: 'failure', failed: ['02-02'], notRun: ['02-03', '02-04'] };

describe('the report marker', () => {
  it('round-trips, hidden in an HTML comment', () => {
    const text = renderReportMarker(MARKER);
    expect(text.startsWith('<!-- legion-router:report {')).toBe(true);
    expect(text.endsWith(' -->')).toBe(true);
    expect(readReportMarker(`${text}\nbye`)).toEqual(MARKER);
    expect(readReportMarker(`hello\n${text}\nbye`)).toBeNull();
    expect(analyse(renderGfm(`${text}\n\nvisible`)).tags).toEqual(['#comment', 'p', '/p']);
  });

  it('the first line’s marker is the only one read (a later one is text)', () => {
    const older = renderReportMarker({ ...MARKER, attempt: 1, failed: ['02-01'] });
    expect(readReportMarker(`${older}\n…\n${renderReportMarker(MARKER)}`)?.failed).toEqual(['02-01']);
  });

  it.each([
    ['no marker', 'just a comment'],
    ['no end', `${REPORT_MARKER_OPEN}{"v":1`],
    ['not JSON', `${REPORT_MARKER_OPEN}{v:1} -->`],
    ['another version', renderReportMarker(MARKER).replace('"v":1', '"v":2')],
    ['an unsafe id', renderReportMarker(MARKER).replace('"02-02"', '"<img src=x>"')],
    ['a bad sha', renderReportMarker(MARKER).replace(SHA, 'zz')],
    ['a bad result', renderReportMarker(MARKER).replace('"failure"', '"great"')],
    ['a bad run id', renderReportMarker(MARKER).replace('4242', '-1')],
    ['ids that are not a list', renderReportMarker(MARKER).replace('["02-02"]', '"02-02"')],
  ])('%s reads as no marker', (_name, body) => {
    expect(readReportMarker(body)).toBeNull();
  });

  it('unsafe ids are never written (so the JSON cannot close the comment early)', () => {
    const text = renderReportMarker({ ...MARKER, failed: ['02-02', 'x-->y', '<b>'] });
    expect(text.indexOf('-->')).toBe(text.length - 3);
    expect(readReportMarker(text)?.failed).toEqual(['02-02']);
  });

  it('is linear in the body size (a huge body without a marker is cheap)', () => {
    expect(readReportMarker(`${'<!-- legion-router:repor'.repeat(50_000)}`)).toBeNull();
    expect(readReportMarker(`${REPORT_MARKER_OPEN}${'x'.repeat(70_000)} -->`)).toBeNull();
  });
});

describe('the last report of a pull request (for /legion retry)', () => {
  const bot = { login: 'github-actions[bot]', type: 'Bot' };
  const comments = [
    { id: 10, user: bot, body: renderReportMarker({ ...MARKER, runId: 1, failed: ['01-01'] }) },
    { id: 12, user: bot, body: renderReportMarker({ ...MARKER, runId: 2, failed: ['02-02'] }) },
    { id: 13, user: { login: 'mallory', type: 'User' }, body: renderReportMarker({ ...MARKER, runId: 3, failed: ['02-01', '02-02', '02-03'] }) },
    { id: 14, user: bot, body: 'a reply without a marker' },
    { id: 15, user: { login: 'other-app[bot]', type: 'Bot' }, body: renderReportMarker({ ...MARKER, runId: 4, failed: ['09-09'] }) },
    'not a comment',
  ];

  it('the newest comment of the report identity with a valid marker; a person’s or another bot’s marker never counts', () => {
    expect(latestReport(comments, { login: 'other-app[bot]' })).toEqual({ commentId: 15, marker: { ...MARKER, runId: 4, failed: ['09-09'] } });
    expect(latestReport(comments, { login: 'github-actions[bot]' })).toEqual({ commentId: 12, marker: { ...MARKER, runId: 2, failed: ['02-02'] } });
    expect(latestReport(comments.slice(2, 4), { login: 'github-actions[bot]' })).toBeNull();
    expect(latestReport(comments, { login: 'mallory' })).toBeNull();
  });

  it('a marker counts only as the first line of the comment (not in a code block, a quote or a list item)', () => {
    const marker = renderReportMarker({ ...MARKER, runId: 9, failed: ['02-09'] });
    for (const body of [`text\n${marker}`, `\`\`\`\n${marker}\n\`\`\``, `> ${marker}`, `- ${marker}`, ` ${marker}`, `${marker} trailing`]) {
      expect(readReportMarker(body)).toBeNull();
      expect(latestReport([{ id: 20, user: bot, body }], { login: 'github-actions[bot]' })).toBeNull();
    }
    expect(readReportMarker(`${marker}\n### legion-router: build`)?.runId).toBe(9);
    expect(readReportMarker(`${marker}\r\nrest`)?.runId).toBe(9);
  });
});

function document(plans: number, failing: readonly number[] = [], commits: ReportDocument['commits'] = []): ReportDocument {
  const ids = Array.from({ length: plans }, (_, i) => `02-${String(i + 1).padStart(3, '0')}`);
  const slotCount = Math.max(2, Math.ceil(plans / 256));
  const size = Math.ceil(plans / slotCount);
  const parsed = parseRoutedWaves(wavesJson(Array.from({ length: slotCount }, (_, k) => ids.slice(k * size, (k + 1) * size))));
  const template = parseJobNameTemplate('');
  if (!parsed.ok || !template.ok) throw new Error(parsed.ok ? 'template' : parsed.message);
  // Legs `slot * 1000 + index` in `failing` fail; the waves after the first failing one never run.
  const lastRun = Math.min(...failing.map((leg) => Math.floor(leg / 1000)), slotCount);
  const jobs: RunJob[] = parsed.waves.slots
    .filter((slot) => slot.slot <= lastRun)
    .flatMap((slot) =>
      slot.legs.map((leg, i) => ({
        id: 10_000 + slot.slot * 1000 + i,
        name: `wave-${slot.slot} · ${leg.entryId}`,
        status: 'completed',
        conclusion: failing.includes(slot.slot * 1000 + i) ? 'failure' : 'success',
        runAttempt: 1,
        htmlUrl: `https://github.com/Codertocat/Hello-World/actions/runs/4242/job/${10_000 + slot.slot * 1000 + i}`,
      })),
    );
  const slots = resolvePlanResults(parsed.waves.slots, { template: template.template, jobs, waveResults: null });
  const verdict = decideVerdict({ routed: true, routeFailed: false, errorCode: '' }, slots);
  return {
    command: 'build',
    sha: SHA,
    attempt: 1,
    location: { serverUrl: 'https://github.com', repository: 'Codertocat/Hello-World', runId: 4242 },
    verdict,
    slots,
    commits,
    notes: ['W101: Could not set the legion-router status: @octocat see https://evil.example <img src=x> #12'],
    marker: { ...MARKER, failed: verdict.failed, notRun: verdict.notRun, result: verdict.result },
  };
}

describe('the rendered report', () => {
  it('a table per wave, each plan linked to its job log, nothing else linked or mentioned', () => {
    const body = renderReportComment(document(4, [1001]));
    expect(body).toContain('❌ **legion-router: `build` failed**');
    expect(body).toContain('**Wave 1** · 2 plans · ✅ 1 · ❌ 1');
    expect(body).toContain('| ❌ | [`02-002`](https://github.com/Codertocat/Hello-World/actions/runs/4242/job/11001) | failure |');
    expect(body).toContain('**Wave 2** · 2 plans · ⏭ 2');
    expect(body).toContain('| ⏭ | `02-003` | skipped: an earlier wave did not pass |');
    const rendered = analyse(renderGfm(body));
    expect(new Set(rendered.tags)).toEqual(
      new Set([
        '#comment',
        'p',
        '/p',
        'strong',
        '/strong',
        'code',
        '/code',
        'table',
        '/table',
        'thead',
        '/thead',
        'tbody',
        '/tbody',
        'tr',
        '/tr',
        'th',
        '/th',
        'td',
        '/td',
        'a',
        '/a',
        'ul',
        '/ul',
        'li',
        '/li',
        'sub',
        '/sub',
      ]),
    );
    expect(rendered.links.every((link) => link.startsWith('"https://github.com/Codertocat/Hello-World/actions/runs/4242'))).toBe(true);
    expect(rendered.links).toHaveLength(2 + 1); // the two legs of wave 1, and the run
    expect(rendered.text).not.toMatch(/@[a-z]/);
    expect(rendered.text).not.toContain('https://evil');
    expect(readReportMarker(body)).toMatchObject({ failed: ['02-002'], notRun: ['02-003', '02-004'] });
  });

  it('no line of a report starts with the trigger', () => {
    for (const line of renderReportComment(document(6, [1000])).split('\n')) expect(line.trimStart().startsWith('/legion')).toBe(false);
  });

  it('stays within GitHub’s comment size with 1,024 plans: passed plans are folded, failures stay listed', () => {
    const big = document(1024, [4003, 4007]);
    const full = renderReportSummary(big);
    const body = renderReportComment(big);
    expect(full.length).toBeGreaterThan(65_536);
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(body).toContain('[`02-772`](');
    expect(body).toMatch(/✅ 256 passed plans not listed here \(see the job summary\)\./);
    expect(readReportMarker(body)?.failed).toEqual(['02-772', '02-776']);
    expect(full).toContain('[`02-1024`](');
  });
});

describe('each landed plan’s commit', () => {
  const landed = readLandedCommits(
    JSON.stringify([
      { plan: '02-001', sha: SHA },
      { plan: '02-002', sha: 'a'.repeat(40) },
      { plan: '02-003<img src=x onerror=alert(1)>', sha: 'b'.repeat(40) },
      { plan: '02-004', sha: 'javascript:alert(1)//' + 'c'.repeat(20) },
      { plan: '@octocat', sha: 'd'.repeat(40) },
    ]),
  );

  it('is listed under the waves, each plan once, its short sha linked to the commit’s page', () => {
    expect(landed.dropped).toBe(3);
    const body = renderReportComment(document(4, [], landed.commits));
    expect(body).toContain('**Landed** · 2 commits, one per plan');
    expect(body).toContain(`- \`02-001\` · [\`${SHA.slice(0, 12)}\`](https://github.com/Codertocat/Hello-World/commit/${SHA})`);
    expect(body).toContain(`- \`02-002\` · [\`aaaaaaaaaaaa\`](https://github.com/Codertocat/Hello-World/commit/${'a'.repeat(40)})`);
    const rendered = analyse(renderGfm(body));
    const commitLinks = rendered.links.filter((link) => link.includes('/commit/'));
    expect(commitLinks).toEqual([`"https://github.com/Codertocat/Hello-World/commit/${SHA}"`, `"https://github.com/Codertocat/Hello-World/commit/${'a'.repeat(40)}"`]);
    expect(rendered.tags.filter((tag) => tag === 'img')).toEqual([]);
    expect(rendered.text).not.toMatch(/@[a-z]/);
    expect(renderReportSummary(document(4, [], landed.commits))).toContain('**Landed** · 2 commits');
  });

  it('is absent when nothing landed', () => {
    for (const body of [renderReportComment(document(4)), renderReportSummary(document(4))]) {
      expect(body).not.toContain('Landed');
      expect(body).not.toContain('/commit/');
    }
  });

  it('is cut with a count, never silently, when the comment must shrink', () => {
    const many = Array.from({ length: 1024 }, (_, i) => ({ plan: `02-${String(i + 1).padStart(3, '0')}`, sha: i.toString(16).padStart(40, '0') }));
    const body = renderReportComment(document(1024, [4003], many));
    expect(body.length).toBeLessThanOrEqual(60_000);
    expect(body).toContain('**Landed** · 1024 commits, one per plan');
    expect(body).toMatch(/- …and \d+ more \(every commit is listed in the job summary of the run\)\./);
    expect(renderReportSummary(document(1024, [4003], many))).toContain('`02-1024`');
  });
});
