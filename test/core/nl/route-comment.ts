/**
 * What the router does with `/legion <text>` (the corpus harness's view): the trigger line is
 * parsed (parse-command.ts), the command word detected (typedCommandOf), the free text interpreted
 * (interpretRequestText) and the resulting flags validated; reduced to tier, command and flags.
 */
import { intentFlagName } from '../../../src/core/intent/intent-flags.js';
import { parseIntentFlags } from '../../../src/core/intent/parse-flags.js';
import { validateFlagCombination } from '../../../src/core/intent/validate-flags.js';
import { formatExplanation } from '../../../src/core/nl/explain.js';
import { interpretRequestText, typedCommandOf, type TextInterpretation } from '../../../src/core/nl/interpret-request-text.js';
import type { CompiledNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { parseComment } from '../../../src/core/request/parse-command.js';
import type { IntentTeamsConfig } from '../../../src/core/types.js';

const TRIGGER = '/legion';

/** What the router does with the comment. */
export interface Outcome {
  tier: 'HIGH' | 'MEDIUM' | 'LOW';
  command: string;
  flags: string[];
  /** For MEDIUM/LOW: the commands the reply suggests, best first, as typed (`review --just-security`). */
  suggested: string[];
  why: string;
  /** How the text was read: `typed` (a command and no text), or the interpretation's kind. */
  kind: 'typed' | 'route' | 'unchanged' | 'unclear' | 'cross-command' | 'error';
  /** The free text's unexplained content words (explanation.unexplained, at most 8). */
  unexplained: number;
  /** The interpretation of the free text, when there was any. */
  reading?: TextInterpretation;
  /** The command word typed before the text ('' when none). */
  typedCommand?: string;
}

/** The route the router takes for `/legion <text>`, reduced to tier, command and intent flags. */
export function routeComment(text: string, config: IntentTeamsConfig, compiled: CompiledNaturalLanguage): Outcome {
  const request = parseComment(`${TRIGGER} ${text}`, TRIGGER);
  if (request === null) return { tier: 'LOW', command: '', flags: [], suggested: [], why: 'no command line', kind: 'error', unexplained: 0 };
  const { typedCommand, text: rest, asked } = typedCommandOf(request.command, request.text, config);
  let command = typedCommand;
  let added: string[] = [];
  let why = 'typed';
  let kind: Outcome['kind'] = 'typed';
  let unexplained = 0;
  let interpretation: TextInterpretation | undefined;
  if (rest !== '' || asked === true) {
    const typedFlags = parseIntentFlags(request.flagTokens, config).parsed.intents.map((key) => intentFlagName(key, config.intents[key]));
    const reading = interpretRequestText(typedCommand, rest, compiled, typedFlags, asked === true);
    interpretation = reading;
    why = `${reading.kind}: ${formatExplanation(reading.explanation)}`;
    kind = reading.kind;
    unexplained = reading.explanation.unexplained.length;
    if (reading.kind === 'unclear') {
      return { tier: reading.tier, command: '', flags: [], suggested: reading.candidates.map((c) => [c.command, ...c.flags].join(' ')), why, kind, unexplained };
    }
    if (reading.kind === 'cross-command') {
      // Refused with the suggestion (E002 + W001): never a route.
      return { tier: 'MEDIUM', command: '', flags: [], suggested: [[reading.command, ...reading.flags].join(' ')], why, kind, unexplained };
    }
    if (reading.kind === 'route') {
      command = reading.command;
      added = reading.flags;
    }
  }
  const flags = parseIntentFlags([...request.flagTokens, ...added], config);
  if (flags.errors.length > 0) return { tier: 'LOW', command: '', flags: [], suggested: [], why: `flag error: ${flags.errors[0]?.message}`, kind: 'error', unexplained };
  if (command === '') {
    const primary = flags.parsed.primaryIntent;
    command = primary ? (compiled.clusters.find((c) => c.key === primary)?.command ?? 'build') : 'status';
  }
  const intents = flags.parsed.intents.map((key) => intentFlagName(key, config.intents[key]));
  if (command !== 'status' && command !== 'continue') {
    const validation = validateFlagCombination(flags.parsed, command, config, TRIGGER);
    if (!validation.valid) return { tier: 'LOW', command: '', flags: [], suggested: [], why: `invalid: ${validation.errors[0]}`, kind: 'error', unexplained };
  }
  return { tier: 'HIGH', command, flags: intents, suggested: [], why, kind, unexplained, ...(interpretation ? { reading: interpretation, typedCommand } : {}) };
}
