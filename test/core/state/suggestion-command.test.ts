import { describe, expect, it } from 'vitest';
import { suggestionToRequest, toCiCommand } from '../../../src/core/state/suggestion-command.js';

describe('toCiCommand', () => {
  it.each([
    ['/legion:plan 13', '/legion', '/legion plan 13'],
    ['/legion:build', '/legion', '/legion build'],
    ['/legion:review --just-security', '/legion', '/legion review --just-security'],
    ['  /legion:status  ', '/legion', '/legion status'],
    ['/legion:plan 2', '/ci', '/ci plan 2'],
    ['/legion:build', '', '/legion build'],
  ])('%s with trigger %s → %s', (input, trigger, expected) => {
    expect(toCiCommand(input, trigger)).toBe(expected);
  });
  it.each([
    [''],
    ['legion:plan'],
    ['/legion plan'],
    ['/legion:'],
    ['/legion:Plan'],
    ['/legion:plan_x'],
    ['/legion:plan {next_phase}'],
    ['/legion:build `rm -rf`'],
    ['/legion:build @team'],
    ['/legion:build --Flag'],
    ['/legion:build\n/legion:review'],
    ['/legion:build [x](http://e)'],
    [`/legion:build ${'a '.repeat(200)}`],
  ])('rejects unsafe %j → ""', (input) => {
    expect(toCiCommand(input, '/legion')).toBe('');
  });
  it('non-string input never throws', () => {
    expect(toCiCommand(undefined as unknown as string, '/legion')).toBe('');
  });
});

describe('suggestionToRequest', () => {
  it('plan with a phase', () => {
    expect(suggestionToRequest('/legion:plan 13')).toEqual({
      command: 'plan',
      phase: '13',
      flagTokens: [],
      text: '',
    });
  });
  it('flags go to flagTokens in order', () => {
    expect(suggestionToRequest('/legion:review --just-security --dry-run')).toEqual({
      command: 'review',
      flagTokens: ['--just-security', '--dry-run'],
      text: '',
    });
  });
  it('--flag=value kept as typed; only the first bare number is the phase; words → text', () => {
    expect(suggestionToRequest('/legion:build 3 --phase=4 5 auth')).toEqual({
      command: 'build',
      phase: '3',
      flagTokens: ['--phase=4'],
      text: '5 auth',
    });
  });
  it('unsafe → null', () => {
    expect(suggestionToRequest('/legion:plan {next_phase}')).toBeNull();
    expect(suggestionToRequest('/other:plan')).toBeNull();
  });
});
