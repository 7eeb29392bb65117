/**
 * Properties of the STATE.md parser (src/core/state/parse-state-md.ts): never throws, bounded
 * values, line-ending and BOM invariance, first occurrence wins.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS, MAX_STATE_CHARS, parseStateMd, type StateInfo } from '../../src/core/state/parse-state-md.js';
import { checkProperty, hostileString, huge, linesOf, runsFor, timeoutFor } from './support.js';

const FILE = import.meta.url;

/** Lines that look like STATE.md, with hostile values and decorations. */
const keyName = fc.constantFrom('Phase', 'phase', 'Current Phase', 'Status', 'STATUS', 'Last Activity', 'Next Action', 'Milestone', 'Phasee', 'P h a s e', '');
const decoration = fc.constantFrom('', '- ', '* ', '+ ', '  - ', '\t', '**', '__', '*', '_', '- **', '### ', '> ');
const value = fc.oneof(
  fc.constantFrom('1 of 2', '12 of 12 (complete)', '0 of {total_phases}', '3', '9999999999', '007', '-1', 'of of', 'Executing', 'executed, pending review', ''),
  hostileString(300),
);
const stateLine = fc.oneof(
  { arbitrary: fc.tuple(decoration, keyName, decoration, fc.constantFrom(':', ': ', ':**', '**:', ' : ', ''), value).map((p) => p.join('')), weight: 6 },
  { arbitrary: fc.constantFrom('## Next Action', '# Next   Action ##', '```', '~~~', '````', '', '   '), weight: 2 },
  { arbitrary: hostileString(500), weight: 3 },
  { arbitrary: huge(MAX_LINE_CHARS * 3), weight: 1 },
);
const stateText = fc.oneof(
  { arbitrary: linesOf(stateLine, 40), weight: 100 },
  { arbitrary: hostileString(20_000), weight: 20 },
  // Large files (the 1 MiB bound itself is checked in test/security/redos.test.ts).
  { arbitrary: fc.tuple(stateLine, fc.integer({ min: 1, max: MAX_STATE_CHARS / 8 })).map(([l, n]) => `${l}\n`.repeat(Math.ceil(n / (l.length + 1))).slice(0, n)), weight: 1 },
);

function check(info: StateInfo): void {
  if (info.exists !== true) throw new Error('a text always exists');
  for (const n of [info.phase, info.totalPhases]) {
    if (n !== undefined && !(Number.isSafeInteger(n) && n >= 0 && n <= 999_999_999)) throw new Error(`bad number ${n}`);
  }
  for (const s of [info.status, info.lastActivity, info.nextAction, info.milestone]) {
    if (s === undefined) continue;
    if (s === '' || s !== s.trim() || /[\r\n]/.test(s) || s.length > MAX_LINE_CHARS) throw new Error(`bad value ${JSON.stringify(s.slice(0, 80))}`);
  }
  if (info.status !== undefined && info.status !== info.status.toLowerCase()) throw new Error('status is lower-cased');
}

describe('fuzz: STATE.md parser', () => {
  it(
    'parseStateMd: never throws; numbers are safe and bounded; values are one trimmed line ≤ 4 KiB',
    () => {
      checkProperty(FILE, 'parseStateMd', [stateText], (text) => check(parseStateMd(text)));
    },
    timeoutFor(runsFor(), 3),
  );

  it(
    'line endings (LF, CRLF, CR) and a leading BOM do not change the result',
    () => {
      const lfText = linesOf(
        stateLine.map((l) => l.replace(/[\r\n]/g, ' ')),
        30,
      ).map((t) => t.replace(/\r\n?/g, '\n'));
      checkProperty(FILE, 'STATE.md CRLF/BOM invariance', [lfText, fc.constantFrom('\r\n', '\r')], (text, end) => {
        if (text.startsWith('\uFEFF')) return;
        const lf = parseStateMd(text);
        expect(parseStateMd(text.replace(/\n/g, end))).toEqual(lf);
        expect(parseStateMd(`\uFEFF${text}`)).toEqual(lf);
      });
    },
    timeoutFor(runsFor()),
  );

  it(
    'the first Phase/Status line wins, whatever follows',
    () => {
      checkProperty(
        FILE,
        'STATE.md first occurrence wins',
        [fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 999 }), fc.constantFrom('planned', 'executing', 'complete'), stateText],
        (phase, total, status, rest) => {
          const info = parseStateMd(`# Project State\n- **Phase**: ${phase} of ${total}\n- **Status**: ${status}\n${rest}`);
          expect(info.phase).toBe(phase);
          expect(info.totalPhases).toBe(total);
          expect(info.status).toBe(status);
        },
      );
    },
    timeoutFor(runsFor(), 3),
  );
});
