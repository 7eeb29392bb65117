/**
 * The intent stage: a request, read against the repository's config and state, becomes an intent
 * (which route kind runs, with which command, flags and phase) or a rejection (unknown flag,
 * invalid combination, unclear natural language, nothing to continue). Pure: the caller passes
 * the config and the texts of STATE.md and ROADMAP.md.
 *
 * Order of the rules:
 *  1. aliases (`next` → `continue`); an unknown command word becomes free text;
 *  2. flags (unknown flag → E010 with "did you mean"; bad value → E011);
 *  3. free text: without a command, natural language must reach HIGH to route (else E002 with the
 *     exact commands to type, or E013 for a mistyped command word); after a command, text that
 *     matches another command is E002 (cross-command), text that adds an intent of the same
 *     command adds its flag, anything else is kept as a note;
 *  4. no command: the primary intent's command, else `status`;
 *  5. `status` and `continue` resolve from STATE.md (continue routes the top suggestion as if typed);
 *  6. the flag combination is validated for the command (E012);
 *  7. the route kind follows from the command and the primary intent's execution mode.
 */
import { ErrorCode, InfoCode, WarningCode, type ErrorCodeValue } from '../error-codes.js';
import { CONFIRM_COMMAND, confirmWithoutReplyMessage, isConfirmRequest } from '../confirm/confirm-choice.js';
import { formatExplanation } from '../nl/explain.js';
import { interpretRequestText, ROUTER_COMMANDS, typedCommandOf, type SuggestedCommand, type TextInterpretation } from '../nl/interpret-request-text.js';
import type { CompiledNaturalLanguage } from '../nl/parse-natural-language.js';
import { getContextSuggestions, type ContextSuggestions } from '../state/context-suggestions.js';
import { suggestionToRequest, toCiCommand } from '../state/suggestion-command.js';
import { closestMatch } from '../text/levenshtein.js';
import type { Diagnostic, ErrorDiagnostic, IntentTeamsConfig, RouteRequest } from '../types.js';
import type { Intent, IntentReport, IntentRejection, IntentResolution, RouteKind, RouteSuggestion } from './intent.js';
import { helpText } from './help-text.js';
import { intentCommand, intentFlagName } from './intent-flags.js';
import { parseIntentFlags, type FlagParseResult } from './parse-flags.js';
import { checkPlanFlag } from './plan-flag-rules.js';
import { formatValidationFailure, validateFlagCombination } from './validate-flags.js';

/** Commands legion-router routes; `next` is an alias of `continue`. */
export const COMMANDS = ROUTER_COMMANDS;

/** What the intent stage reads of the project. */
export interface IntentContext {
  config: IntentTeamsConfig;
  /** Compiled on first use: only requests with free text pay for it. */
  naturalLanguage: () => CompiledNaturalLanguage;
  stateText: string | undefined;
  roadmapText: string | undefined;
  planningDir: string;
  /** Comment prefix, for messages (`/legion`). */
  trigger: string;
  /** The `dry-run` input: on top of a typed `--dry-run`. */
  dryRun?: boolean;
  /** How many phase directories the project has (a project with phases is never told to start). */
  phaseDirectories?: number;
}

/** The flags that are on, as the outputs show them. */
function shownFlags(flags: FlagParseResult): string[] {
  return [
    ...flags.parsed.rawFlags,
    ...(flags.parsed.dryRun ? ['--dry-run'] : []),
    ...(flags.parsed.rerun ? ['--rerun'] : []),
    ...(flags.parsed.plans ?? []).map((id) => `--plan=${id}`),
  ];
}

/** Commands that resolve here before the natural-language stage (not in ROUTER_COMMANDS). */
const OWN_COMMANDS = ['help', 'retry'] as const;

function isKnownCommand(command: string, config: IntentTeamsConfig): boolean {
  // The same list the natural-language stage knows (src/core/nl/interpret-request-text.ts).
  return (COMMANDS as readonly string[]).includes(command) || Object.hasOwn(config.command_routes, command);
}

function emptyReport(request: RouteRequest): IntentReport {
  return { source: request.source, ...(request.actor ? { actor: request.actor } : {}), confidence: 0, notes: [], diagnostics: [], suggestions: [] };
}

function rejection(report: IntentReport, code: ErrorCodeValue, message: string, command = '', extra: Diagnostic[] = []): IntentResolution {
  const rejected: IntentRejection = { ...report, diagnostics: [...report.diagnostics, ...extra], code, message, command };
  return { ok: false, rejection: rejected };
}

function flagFailure(report: IntentReport, flags: FlagParseResult, command: string): IntentResolution {
  const first = flags.errors[0] as ErrorDiagnostic;
  const hints = flags.errors.map((e) => e.hint).filter((h): h is string => typeof h === 'string');
  return rejection(
    { ...report, confidence: 0 },
    first.code,
    formatValidationFailure(
      flags.errors.map((e) => e.message),
      [...new Set(hints)],
    ),
    command,
  );
}

function contextOf(context: IntentContext): ContextSuggestions {
  return getContextSuggestions(context.stateText, context.roadmapText, context.config.context_rules, { phaseDirectories: context.phaseDirectories ?? 0 });
}

function ciSuggestions(suggestions: ContextSuggestions, trigger: string): RouteSuggestion[] {
  return suggestions.suggestions
    .map((s) => ({ command: toCiCommand(s.command, trigger), description: s.description, reason: s.reason, priority: s.priority }))
    .filter((s) => s.command !== '');
}

function withPosition(report: IntentReport, suggestions: ContextSuggestions, trigger: string): IntentReport {
  return {
    ...report,
    position: { name: suggestions.position, phase: suggestions.currentPosition.phase, status: suggestions.currentPosition.status },
    suggestions: ciSuggestions(suggestions, trigger),
  };
}

function nlOutcome(text: string, interpretation: TextInterpretation, trigger: string): NonNullable<IntentReport['naturalLanguage']> {
  const { result } = interpretation;
  return {
    text: text.slice(0, 200),
    tier: interpretation.kind === 'unclear' ? interpretation.tier : result.tier,
    confidence: interpretation.confidence,
    candidates: (interpretation.kind === 'unclear' ? interpretation.candidates : result.candidates)
      .slice(0, 3)
      .map((c) => ({ command: [trigger, c.command, ...c.flags].join(' '), confidence: c.confidence })),
    explanation: [formatExplanation(interpretation.explanation)].filter((line) => line !== ''),
  };
}

function unclear(
  report: IntentReport,
  interpretation: { tier: 'MEDIUM' | 'LOW'; confidence: number; candidates: SuggestedCommand[] },
  text: string,
  context: IntentContext,
): IntentResolution {
  const { trigger } = context;
  const lines: string[] = [];
  const nl = interpretation;
  const candidates = nl.candidates.slice(0, 3).map((c) => [trigger, c.command, ...c.flags].join(' '));
  if (nl.tier === 'MEDIUM' && candidates.length > 0) {
    lines.push(`Not sure what "${text.slice(0, 80)}" means (confidence ${nl.confidence.toFixed(2)}). Did you mean:`, '', ...candidates.map((c) => `    ${c}`));
  } else if (candidates.length > 0) {
    lines.push(`Could not route "${text.slice(0, 80)}" (confidence ${nl.confidence.toFixed(2)}). Did you mean:`, '');
    // Not numbered here: the reply numbers every suggestion once, in the order `/legion yes N` reads.
    lines.push(...candidates.map((c) => `    ${c}`));
  } else {
    lines.push(`Could not route "${text.slice(0, 80)}": it matches no command.`);
  }
  let shown = { ...report, confidence: nl.confidence };
  if (nl.tier === 'LOW') {
    const suggestions = contextOf(context);
    shown = withPosition(shown, suggestions, trigger);
    const label = suggestions.currentPosition.phase ? `Phase ${suggestions.currentPosition.phase} (${suggestions.currentPosition.status})` : 'no active project';
    lines.push('', `Based on your current position (${label}):`);
    lines.push(...shown.suggestions.slice(0, 3).map((s) => `    ${s.command} — ${s.description}`));
  }
  lines.push('', 'Type the command exactly as shown to run it.');
  return rejection(shown, ErrorCode.UNCLEAR_INTENT, lines.join('\n'));
}

function helpIntent(report: IntentReport, context: IntentContext): IntentResolution {
  const parsed = parseIntentFlags([], context.config).parsed;
  const intent: Intent = {
    ...report,
    confidence: 1,
    kind: 'status',
    command: 'help',
    intent: '',
    mode: 'none',
    flags: parsed,
    shownFlags: [],
    dryRun: false,
    text: '',
    message: helpText(context.config, { trigger: context.trigger }),
  };
  return { ok: true, intent };
}

function statusMessage(suggestions: ContextSuggestions, shown: readonly RouteSuggestion[]): string {
  const { currentPosition: at } = suggestions;
  return [
    `Position: ${suggestions.position}${at.phase ? ` — phase ${at.phase}${suggestions.phaseName ? ` (${suggestions.phaseName})` : ''}` : ''}, status: ${at.status}`,
    '',
    'Suggested next:',
    ...shown.map((s, i) => `${i + 1}. ${s.command} — ${s.description} (${s.reason})`),
  ].join('\n');
}

function statusIntent(report: IntentReport, flags: FlagParseResult, context: IntentContext, extraNotes: string[] = []): IntentResolution {
  const suggestions = contextOf(context);
  const shown = withPosition(report, suggestions, context.trigger);
  const intent: Intent = {
    ...shown,
    notes: [...shown.notes, ...extraNotes],
    kind: 'status',
    command: 'status',
    intent: '',
    mode: 'none',
    flags: flags.parsed,
    shownFlags: shownFlags(flags),
    dryRun: Boolean(context.dryRun) || flags.parsed.dryRun,
    text: '',
    message: statusMessage(suggestions, shown.suggestions),
  };
  return { ok: true, intent };
}

/** Resolve a request into an intent or a rejection. Never throws on user input. */
export function resolveIntent(request: RouteRequest, context: IntentContext, depth = 0): IntentResolution {
  const { config, trigger } = context;
  let report = emptyReport(request);

  // `help`, or `--help` on any command: the help text, nothing routed.
  if (request.command.toLowerCase() === 'help' || request.flagTokens.some((token) => token.toLowerCase() === '--help')) {
    return helpIntent(report, context);
  }
  if (request.command.toLowerCase() === 'retry') return retryIntent(report, request, context);
  // `yes` is answered by the comment path before this stage (src/action/confirm.ts): anywhere
  // else there is no reply to confirm.
  if (isConfirmRequest(request)) return rejection(report, ErrorCode.CONFIRM_WITHOUT_REPLY, confirmWithoutReplyMessage(trigger, request.source), CONFIRM_COMMAND);
  const typed = typedCommandOf(request.command, request.text, config);
  let command = typed.typedCommand;
  const text = typed.text;

  let flagTokens = [...request.flagTokens];
  let flags = parseIntentFlags(flagTokens, config);
  if (flags.errors.length > 0) return flagFailure(report, flags, command);
  report = { ...report, confidence: 1 };

  if (text !== '' || typed.asked === true) {
    const compiled = context.naturalLanguage();
    const typedFlags = flags.parsed.intents.map((key) => intentFlagName(key, config.intents[key]));
    const interpretation = interpretRequestText(command, text, compiled, typedFlags, typed.asked === true);
    const reading = formatExplanation(interpretation.explanation);
    report = {
      ...report,
      naturalLanguage: nlOutcome(text, interpretation, trigger),
      diagnostics: [
        ...report.diagnostics,
        ...compiled.problems.slice(0, 5).map((p): Diagnostic => ({
          code: WarningCode.NL_PATTERN_UNUSABLE,
          severity: 'warning',
          message: `intent-teams.yaml ${p.source}.${p.key}: the ${p.kind} ${JSON.stringify(p.text.slice(0, 60))} is skipped (${p.reason}).`,
          hint: 'Fix or remove that entry; the rest of the section is used.',
        })),
        ...(reading !== '' ? [{ code: InfoCode.NL_TEXT_READING, severity: 'info' as const, message: `How the text was read: ${reading.slice(0, 600)}` }] : []),
      ],
    };
    const shown = `"${text.slice(0, 80)}"`;
    switch (interpretation.kind) {
      case 'unclear': {
        const words = text.split(/\s+/);
        const near =
          command === '' && words.length === 1 ? closestMatch((words[0] as string).toLowerCase(), [...COMMANDS, ...OWN_COMMANDS, ...Object.keys(config.command_routes)], 2) : null;
        if (near)
          return rejection(
            report,
            ErrorCode.UNKNOWN_COMMAND,
            `Unknown command: ${(words[0] as string).slice(0, 40)}. Did you mean ${trigger} ${near}? (${trigger} help lists the commands.)`,
          );
        return unclear(report, interpretation, command === '' ? text : `${command} ${text}`, context);
      }
      case 'cross-command': {
        const message = `You ran ${trigger} ${command}, but your input ${shown} matches ${trigger} ${interpretation.command}.\nDid you mean to run ${trigger} ${[interpretation.command, ...interpretation.flags].join(' ')} instead?`;
        return rejection({ ...report, confidence: interpretation.confidence }, ErrorCode.UNCLEAR_INTENT, message, command, [
          { code: WarningCode.CROSS_COMMAND, severity: 'warning', message: message.replace('\n', ' ') },
        ]);
      }
      case 'route': {
        const typedFirst = command;
        command = interpretation.command;
        flagTokens = [...flagTokens, ...interpretation.flags];
        flags = parseIntentFlags(flagTokens, config);
        if (flags.errors.length > 0) return flagFailure(report, flags, command);
        const how =
          typedFirst === '' ? `→ ${[trigger, command, ...interpretation.flags].join(' ')}` : `added ${interpretation.flags.join(' ') || 'nothing'} to ${trigger} ${typedFirst}`;
        report = {
          ...report,
          ...(typedFirst === '' ? { confidence: interpretation.confidence } : {}),
          notes: [...report.notes, `Natural language ${shown} ${how} (HIGH, ${interpretation.confidence.toFixed(2)}).`],
        };
        break;
      }
      case 'unchanged':
        report = { ...report, notes: [...report.notes, `Free text ${shown} did not change the route (natural-language confidence ${interpretation.tier}).`] };
        break;
    }
  }

  if (command === '') command = flags.parsed.primaryIntent ? intentCommand(flags.parsed.primaryIntent, config) : flags.parsed.plans ? 'build' : 'status';
  report = { ...report, diagnostics: [...report.diagnostics, ...flags.notes] };

  // `--plan`: with build only, no intent flag, one phase (continue checks the command it routes).
  const planCheck = command === 'continue' ? null : checkPlanFlag(flags.parsed, command, flags.parsed.phase ?? request.phase, config, trigger);
  if (planCheck && planCheck.errors.length > 0) {
    return rejection(report, ErrorCode.VALIDATION_FAILED, formatValidationFailure(planCheck.errors, planCheck.suggestions), command);
  }

  if (command === 'status') return statusIntent(report, flags, context);
  if (command === 'continue') return continueIntent(request, report, flags, flagTokens, context, depth);

  const validation = validateFlagCombination(flags.parsed, command, config, trigger);
  if (!validation.valid) {
    return rejection(report, ErrorCode.VALIDATION_FAILED, formatValidationFailure(validation.errors, validation.suggestions), command);
  }

  const primary = flags.parsed.primaryIntent;
  const intentMode = primary ? (config.intents[primary]?.mode ?? 'ad_hoc') : 'standard';
  let kind: RouteKind;
  if (command === 'build') kind = primary && intentMode === 'ad_hoc' ? 'team' : 'plans';
  else if (command === 'review') kind = primary && intentMode === 'filter_review' ? 'filtered-review' : 'review';
  else kind = 'command';
  const intent: Intent = {
    ...report,
    kind,
    command,
    intent: primary ?? '',
    mode: kind === 'review' && !primary ? 'standard' : intentMode,
    flags: flags.parsed,
    shownFlags: shownFlags(flags),
    dryRun: Boolean(context.dryRun) || flags.parsed.dryRun,
    text,
  };
  const phase = planCheck?.phase ?? flags.parsed.phase ?? request.phase;
  if (phase !== undefined) intent.phaseRequest = phase;
  return { ok: true, intent };
}

/**
 * `/legion retry [--dry-run] [--sha=<hex>]`: a build whose plans the shell takes from the last
 * report on the pull request (see RetryRequest). It takes no plans, phase, intent or text of its
 * own: those come from the report, and anything typed besides would be ignored.
 */
function retryIntent(report: IntentReport, request: RouteRequest, context: IntentContext): IntentResolution {
  const { config, trigger } = context;
  const flags = parseIntentFlags(request.flagTokens, config);
  if (flags.errors.length > 0) return flagFailure(report, flags, 'retry');
  const errors: string[] = [];
  if (request.text.trim() !== '') errors.push(`retry takes no text (got "${request.text.trim().slice(0, 40)}").`);
  if (flags.parsed.plans) errors.push('retry takes its plans from the last report; --plan cannot be added.');
  if (flags.parsed.phase !== undefined || request.phase !== undefined) errors.push('retry takes its phase from the plans of the last report; a phase cannot be given.');
  if (flags.parsed.intents.length > 0) errors.push(`retry runs the reported plans as they are; ${flags.parsed.rawFlags.join(', ')} cannot be added.`);
  if (flags.parsed.rerun) errors.push('retry runs the reported plans whether or not they are done; --rerun cannot be added.');
  if (errors.length > 0) {
    return rejection(
      { ...report, diagnostics: [...report.diagnostics, ...flags.notes] },
      ErrorCode.VALIDATION_FAILED,
      formatValidationFailure(errors, [`Use ${trigger} retry, or ${trigger} build --plan=NN-PP to name plans`]),
      'retry',
    );
  }
  const intent: Intent = {
    ...report,
    diagnostics: [...report.diagnostics, ...flags.notes],
    confidence: 1,
    kind: 'plans',
    command: 'build',
    intent: '',
    mode: 'standard',
    flags: flags.parsed,
    shownFlags: shownFlags(flags),
    dryRun: Boolean(context.dryRun) || flags.parsed.dryRun,
    text: '',
    retry: {},
  };
  return { ok: true, intent };
}

function continueIntent(
  request: RouteRequest,
  report: IntentReport,
  flags: FlagParseResult,
  flagTokens: readonly string[],
  context: IntentContext,
  depth: number,
): IntentResolution {
  const suggestions = contextOf(context);
  if (suggestions.position === 'no_project') {
    return rejection(
      withPosition(report, suggestions, context.trigger),
      ErrorCode.NO_PROJECT,
      (context.phaseDirectories ?? 0) > 0
        ? `Nothing to continue: ${context.planningDir}/STATE.md does not exist, so the next step is not known.\nName it: ${context.trigger} build --phase=N, or ${context.trigger} status to see where the project stands.`
        : `Nothing to continue: ${context.planningDir}/STATE.md does not exist.\nStart with ${context.trigger} start, or describe the task: ${context.trigger} <what you want done>.`,
      'continue',
    );
  }
  const top = suggestions.suggestions[0];
  const next = top ? suggestionToRequest(top.command) : null;
  if (!top || !next || next.command === 'continue' || next.command === 'next' || depth > 0) {
    return statusIntent(report, flags, context);
  }
  if (!isKnownCommand(next.command, context.config)) {
    // e.g. `/legion:milestone`: a Legion command with no CI route. Say so and show the status.
    return statusIntent(report, flags, context, [
      `continue: the next step for position ${suggestions.position} is ${toCiCommand(top.command, context.trigger) || top.command}, which legion-router does not route in CI; run it where Legion runs.`,
    ]);
  }
  const routed: RouteRequest = {
    source: request.source,
    command: next.command,
    flagTokens: [...next.flagTokens, ...flagTokens],
    text: '',
    ...(next.phase ? { phase: next.phase } : {}),
    ...(request.actor ? { actor: request.actor } : {}),
  };
  const resolved = resolveIntent(routed, context, depth + 1);
  const note = `continue: position ${suggestions.position} → top suggestion ${toCiCommand(top.command, context.trigger)} (${top.reason}), routed as if typed.`;
  const shown = withPosition(report, suggestions, context.trigger);
  if (resolved.ok) {
    const { intent } = resolved;
    return {
      ok: true,
      intent: {
        ...intent,
        notes: [...shown.notes, note, ...intent.notes],
        diagnostics: [...shown.diagnostics, ...intent.diagnostics],
        position: shown.position,
        suggestions: shown.suggestions,
      },
    };
  }
  const { rejection: rejected } = resolved;
  return {
    ok: false,
    rejection: {
      ...rejected,
      notes: [...shown.notes, note, ...rejected.notes],
      diagnostics: [...shown.diagnostics, ...rejected.diagnostics],
      position: shown.position,
      suggestions: shown.suggestions,
    },
  };
}
