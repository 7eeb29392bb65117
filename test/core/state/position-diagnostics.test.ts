import { describe, expect, it } from 'vitest';
import { InfoCode, WarningCode } from '../../../src/core/error-codes.js';
import { positionDiagnostics } from '../../../src/core/state/position-diagnostics.js';
import { readStatePosition } from '../../../src/core/state/read-state-position.js';

describe('positionDiagnostics', () => {
  it('I013 with how the position was read', () => {
    expect(positionDiagnostics(readStatePosition('- **Phase**: 5 of 6 (executing)\n'))).toEqual([
      { code: InfoCode.STATE_POSITION_READ, severity: 'info', message: 'STATE.md: building, phase 5 (position from the Phase line).', file: '.planning/STATE.md' },
    ]);
  });
  it('W081 when STATE.md exists and says nothing readable; nothing when it does not exist', () => {
    const [d] = positionDiagnostics(readStatePosition('# State\n\nprose @someone <b>x</b>\n'), 'plan/STATE.md');
    expect(d).toMatchObject({ code: WarningCode.STATE_POSITION_UNREAD, severity: 'warning', file: 'plan/STATE.md' });
    expect(d?.message).not.toContain('@someone');
    expect(positionDiagnostics(readStatePosition(undefined))).toEqual([]);
  });
});
