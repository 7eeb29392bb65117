/**
 * `/legion help` (and `--help` on any command): the commands, this repository's intent flags with
 * their descriptions, the labels that stand for them, and examples. Pure: built from the config.
 * Every config string is cut and stripped of line breaks; the shells escape it for Markdown.
 */
import { GLOBAL_FLAGS, intentCommand, intentFlagName } from './intent-flags.js';
import type { IntentTeamsConfig } from '../types.js';

const COMMAND_HELP: readonly [string, string][] = [
  ['build [N]', "run the phase's plans the pull request touches, wave by wave (done plans skipped)"],
  ['review [N]', 'run the review panel over the phase (spec, correctness, quality, security)'],
  ['plan N', 'plan a phase'],
  ['status', 'where the project stands (STATE.md, ROADMAP.md) and what to run next'],
  ['continue (or next)', 'run the next step for the project’s state'],
  ['quick <task>', 'one small task'],
  ['advise <question>', 'ask for advice'],
  ['explore <idea>', 'shape an idea before planning'],
  ['start', 'set up a Legion project'],
  ['retry', 'run again the plans that failed in the last report on this pull request'],
  ['yes [N]', 'run suggestion N (default 1) of the last reply that numbered suggestions'],
  ['help', 'this help'],
];

const GLOBAL_HELP: Readonly<Record<(typeof GLOBAL_FLAGS)[number], string>> = {
  '--dry-run': 'route and report, run nothing',
  '--phase': '--phase=N: the phase to route',
  '--sha': '--sha=<7-40 hex>: the pull request head this command approves',
  '--rerun': 'run plans that are done (their SUMMARY.md exists) again',
  '--unsafe-unknown-flags': 'let unknown flags through instead of failing',
  '--plan': '--plan=NN-PP[,NN-PP]: build only these plans (and their unfinished dependencies)',
};

const oneLine = (text: string, max = 120): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export interface HelpOptions {
  trigger: string;
  labelPrefix?: string;
}

export function helpText(config: IntentTeamsConfig, options: HelpOptions): string {
  const { trigger } = options;
  const lines = ['Commands:', ...COMMAND_HELP.map(([command, what]) => `  ${trigger} ${command.padEnd(20)} ${what}`), '', 'Flags of this repository (intent-teams.yaml):'];
  for (const [key, definition] of Object.entries(config.intents)) {
    const flag = intentFlagName(key, definition);
    lines.push(`  ${flag.padEnd(22)} ${oneLine(definition.description || key)} (with ${intentCommand(key, config)})`);
  }
  lines.push('', 'Flags of every command:');
  for (const flag of GLOBAL_FLAGS) lines.push(`  ${flag.padEnd(22)} ${GLOBAL_HELP[flag]}`);
  const prefix = options.labelPrefix ?? '';
  const labels = Object.entries(config.intents).map(([key, definition]) => `${prefix}${intentFlagName(key, definition).slice(2)}`);
  lines.push('', `Labels: ${labels.join(', ')} (on a pull request, a label stands for its flag)`);
  lines.push(
    '',
    'Examples:',
    `  ${trigger} build --skip-frontend`,
    `  ${trigger} review --just-security`,
    `  ${trigger} harden the auth code`,
    `  ${trigger} build 2 --dry-run`,
    `  ${trigger} build --plan=01-02`,
    `  ${trigger} retry`,
  );
  return lines.join('\n');
}
