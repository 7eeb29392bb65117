import { describe, expect, test } from 'vitest';
import { formatExplanation } from '../../../src/core/nl/explain.js';
import { interpretRequestText, typedCommandOf } from '../../../src/core/nl/interpret-request-text.js';
import { compileNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { bundledConfig } from './load-config.js';

const config = bundledConfig();
const nl = compileNaturalLanguage(config);

describe('typedCommandOf (command word detection)', () => {
  test.each([
    ['build', 'the docs', 'build', 'the docs'],
    ['next', '', 'continue', ''],
    ['quick,', 'fix the typo', 'quick', 'fix the typo'],
    ['Review:', 'it', 'review', 'it'],
    ['reviw', 'the changes', '', 'reviw the changes'],
    ['only', 'the API', '', 'only the API'],
    ['', 'harden it', '', 'harden it'],
  ])('%j %j → typed %j, text %j', (command, text, typed, rest) => {
    expect(typedCommandOf(command, text, config)).toEqual({ typedCommand: typed, text: rest });
  });

  test('a question mark after the command word is kept as `asked`; `next` before a unit of work and punctuation alone are no command', () => {
    expect(typedCommandOf('build?', '', config)).toEqual({ typedCommand: 'build', text: '', asked: true });
    expect(typedCommandOf('next', 'phase', config)).toEqual({ typedCommand: '', text: 'next phase' });
    expect(typedCommandOf('...', '', config)).toEqual({ typedCommand: '', text: '...' });
  });
});

describe('interpretRequestText', () => {
  test('no typed command, HIGH → route', () => {
    expect(interpretRequestText('', 'harden the auth code', nl)).toMatchObject({ kind: 'route', command: 'build', flags: ['--just-harden'], tier: 'HIGH' });
  });

  test('no typed command, MEDIUM/LOW → unclear with the exact commands', () => {
    const medium = interpretRequestText('', 'harden the api and update the docs', nl);
    expect(medium).toMatchObject({ kind: 'unclear', tier: 'MEDIUM' });
    if (medium.kind === 'unclear') {
      expect(medium.candidates.slice(0, 2)).toMatchObject([
        { command: 'build', flags: ['--just-harden'] },
        { command: 'build', flags: ['--just-document'] },
      ]);
    }
    expect(interpretRequestText('', 'do the thing', nl)).toMatchObject({ kind: 'unclear', tier: 'LOW', candidates: [] });
  });

  test('a typed command with an intent of its own in the text → route with the flag', () => {
    expect(interpretRequestText('review', 'it for injection holes', nl)).toMatchObject({ kind: 'route', command: 'review', flags: ['--just-security'] });
    expect(interpretRequestText('build', 'minus the frontend', nl)).toMatchObject({ kind: 'route', command: 'build', flags: ['--skip-frontend'] });
    expect(interpretRequestText('build', 'the docs', nl)).toMatchObject({ kind: 'route', command: 'build', flags: ['--just-document'] });
  });

  test('a typed command whose text names another command → cross-command (§7.3)', () => {
    expect(interpretRequestText('build', 'review the code', nl)).toMatchObject({ kind: 'cross-command', typedCommand: 'build', command: 'review' });
    expect(interpretRequestText('build', 'security review only', nl)).toMatchObject({ kind: 'cross-command', command: 'review', flags: ['--just-security'] });
  });

  test('a typed command and a text asking for what it cannot do, or for two things → unclear', () => {
    expect(interpretRequestText('review', 'the frontend only', nl).kind).not.toBe('route');
    expect(interpretRequestText('review', 'it and harden the auth', nl).kind).not.toMatch(/route|unchanged/);
  });

  test('a restriction the scorer cannot turn into a flag is asked about, not ignored (its words are not understood)', () => {
    const reading = interpretRequestText('review', 'focusing only on the flux capacitor', nl);
    expect(reading.kind).toBe('unclear');
    expect(reading.explanation.conflict).toContain('flux');
    expect(interpretRequestText('build', 'only phase 3', nl).kind).not.toBe('unclear');
  });

  test('a subject, filler or thanks → unchanged (the typed command runs as typed)', () => {
    expect(interpretRequestText('review', 'the docs', nl)).toMatchObject({ kind: 'unchanged', typedCommand: 'review' });
    // (no flag leaves an intent out, so a negated one is asked about, not ignored)
    expect(interpretRequestText('build', 'but no hardening', nl)).toMatchObject({ kind: 'unclear' });
    expect(interpretRequestText('plan', 'the security hardening phase', nl)).toMatchObject({ kind: 'unchanged', typedCommand: 'plan' });
    // (a subject naming another command's work has two readings: asked, not run — precision first)
    expect(interpretRequestText('explore', 'how other projects skip frontend builds in CI', nl)).toMatchObject({ kind: 'unclear' });
    expect(interpretRequestText('quick', 'fix the typo in the readme', nl)).toMatchObject({ kind: 'unchanged' });
    expect(interpretRequestText('status', '', nl)).toMatchObject({ kind: 'unchanged' });
  });

  test('every interpretation carries the explanation for the summary and the log', () => {
    const reading = interpretRequestText('', 'build it, but no hardening', nl);
    expect(formatExplanation(reading.explanation)).toBe(
      'keywords build; template "build {it|the plans}?"; negations no[hardening]; conflict: "no hardening" leaves out work no flag can leave out',
    );
  });
});
