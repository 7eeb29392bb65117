/**
 * The closed set a language model may answer in, built from the loaded config (and the phase
 * directories of the checkout): the commands legion-router routes, this repository's intent
 * flags, and the phase numbers that exist. Pure. Whatever the model answers outside this set is
 * discarded (model-answer.ts); whatever is inside is still resolved as if typed, so the model can
 * only name a route the commenter could have typed.
 */
import { ROUTER_COMMANDS } from '../nl/interpret-request-text.js';
import { intentFlagName } from '../intent/intent-flags.js';
import type { IntentTeamsConfig } from '../types.js';

export interface ClosedSet {
  /** Command words (`build`, `review`, the config's command routes). */
  commands: string[];
  /** Intent flags of this repository (`--just-security`), with what each means. */
  flags: { flag: string; description: string }[];
  /** Phase numbers with a directory, ascending. */
  phases: number[];
}

const COMMAND_WORD = /^[a-z][a-z0-9_-]{0,39}$/;
const FLAG = /^--[a-z0-9][a-z0-9-]{0,63}$/;
const MAX_FLAGS = 100;
const MAX_PHASES = 200;

/** One line, bounded: a config description goes into the request as data. */
const oneLine = (text: string, max = 160): string => text.replace(/\s+/g, ' ').trim().slice(0, max);

export function closedSet(config: IntentTeamsConfig, phaseNumbers: readonly number[]): ClosedSet {
  const commands = [...new Set([...ROUTER_COMMANDS, ...Object.keys(config.command_routes)])].filter((c) => COMMAND_WORD.test(c));
  const flags = Object.entries(config.intents)
    .map(([key, definition]) => ({ flag: intentFlagName(key, definition), description: oneLine(definition.description || key) }))
    .filter((f) => FLAG.test(f.flag))
    .slice(0, MAX_FLAGS);
  const phases = [...new Set(phaseNumbers.filter((n) => Number.isSafeInteger(n) && n >= 0 && n <= 9999))].sort((a, b) => a - b).slice(0, MAX_PHASES);
  return { commands, flags, phases };
}
