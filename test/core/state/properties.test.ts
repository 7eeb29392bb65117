import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getContextSuggestions } from '../../../src/core/state/context-suggestions.js';
import { LIFECYCLE_POSITIONS } from '../../../src/core/state/lifecycle-position.js';
import { parseRoadmap } from '../../../src/core/state/parse-roadmap.js';
import { parseStateMd } from '../../../src/core/state/parse-state-md.js';
import { readStatePosition } from '../../../src/core/state/read-state-position.js';
import { suggestionToRequest, toCiCommand } from '../../../src/core/state/suggestion-command.js';

/** Text built from the pieces the parsers look for, so the properties reach the parsing code. */
const markdownish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'Phase:',
        '- **Phase**:',
        '**Status:**',
        'Status:',
        '## Next Action',
        '### Phase ',
        '- [x] Phase ',
        ' of ',
        '(3 plans)',
        '```',
        '\n',
        '\r\n',
        '\uFEFF',
        '**',
        '__',
        ':',
        ' ',
        '#',
        '{phase}',
        'complete',
        'executed, pending review',
        '12',
        '0',
        '99999999999',
        '---\n',
        'status: ',
        'milestone: null',
        '## Current Position\n',
        '## Next Steps\n',
        '**Next:** Phase ',
        'Run `/legion:review` ',
        '/legion:plan ',
        'Milestone: ',
        'Completed 39-01 plan',
        ' — Not started',
        '(Name) — ',
        'Active — Phase 3 ',
        'idle',
        'between milestones',
      ),
      fc.string({ maxLength: 20 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

describe('state parsers: properties', () => {
  it('parseStateMd never throws, numbers are safe non-negative integers, status is lower-case', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const s = parseStateMd(text);
        expect(s.exists).toBe(true);
        for (const n of [s.phase, s.totalPhases]) {
          if (n !== undefined) expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
        }
        if (s.status !== undefined) expect(s.status).toBe(s.status.toLowerCase());
      }),
    );
  });
  it('readStatePosition never throws; a known position, a positive safe phase, a lower-case status', () => {
    fc.assert(
      fc.property(markdownish, fc.option(markdownish, { nil: undefined }), (text, roadmap) => {
        const p = readStatePosition(text, parseRoadmap(roadmap));
        expect(LIFECYCLE_POSITIONS).toContain(p.position);
        expect(p.position).not.toBe('no_project');
        if (p.phase !== undefined) expect(Number.isSafeInteger(p.phase) && p.phase > 0).toBe(true);
        expect(p.status).toBe(p.status.toLowerCase());
        expect(p.how.endsWith('.')).toBe(true);
      }),
    );
  });
  it('parseRoadmap never throws; phases are unique and sorted', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const numbers = parseRoadmap(text).phases.map((p) => p.number);
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
      }),
    );
  });
  it('getContextSuggestions always returns a known position and ≥ 1 suggestion', () => {
    const rules = fc.oneof(fc.constant(undefined), fc.dictionary(fc.constantFrom(...LIFECYCLE_POSITIONS, 'other'), fc.anything()));
    fc.assert(
      fc.property(fc.option(markdownish, { nil: undefined }), fc.option(markdownish, { nil: undefined }), rules, (state, roadmap, r) => {
        const out = getContextSuggestions(state, roadmap, r as never);
        expect(LIFECYCLE_POSITIONS).toContain(out.position);
        expect(out.suggestions.length).toBeGreaterThan(0);
        out.suggestions.forEach((s, i) => expect(s.priority).toBe(i + 1));
      }),
    );
  });
  it('toCiCommand output is empty or only safe characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          markdownish,
          fc.string().map((s) => `/legion:${s}`),
        ),
        (cmd) => {
          const out = toCiCommand(cmd, '/legion');
          expect(out === '' || /^\/legion [a-z0-9-]+( [A-Za-z0-9._=-]+)*$/.test(out)).toBe(true);
          expect(out === '').toBe(suggestionToRequest(cmd) === null);
        },
      ),
    );
  });
});
