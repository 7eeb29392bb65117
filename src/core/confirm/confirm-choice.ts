/**
 * `/legion yes [N]`: which suggestion a confirmation names, and the request it stands for. Pure.
 *
 *   `/legion yes`    → suggestion 1 of the last suggestion reply
 *   `/legion yes 2`  → suggestion 2
 *
 * Anything else after `yes` (flags, text) is refused: the route must equal typing the suggestion,
 * so nothing rides along. The request a suggestion stands for is parsed from its stored command
 * exactly as a typed comment is (parseCommandWords), then goes through the normal path.
 */
import { ErrorCode, type ErrorCodeValue } from '../error-codes.js';
import { parseCommandWords } from '../request/parse-command.js';
import type { RouteRequest } from '../types.js';
import { isConfirmableCommand, type SuggestionMarker } from './suggestion-marker.js';

export const CONFIRM_COMMAND = 'yes';

export type ConfirmChoice = { ok: true; number: number } | { ok: false; code: ErrorCodeValue; message: string };
export type PickedSuggestion = { ok: true; command: string } | { ok: false; code: ErrorCodeValue; message: string };

export function isConfirmRequest(request: Pick<RouteRequest, 'command'>): boolean {
  return request.command.toLowerCase() === CONFIRM_COMMAND;
}

/** The suggestion number a `yes` request names (default 1), or why the request is not one. */
export function confirmChoice(request: RouteRequest, trigger: string): ConfirmChoice {
  if (request.flagTokens.length > 0 || request.text.trim() !== '') {
    return {
      ok: false,
      code: ErrorCode.NO_SUCH_SUGGESTION,
      message: `${trigger} yes takes only a suggestion number (${trigger} yes, ${trigger} yes 2); nothing else can be added to a suggestion.\nTo change it, type the command itself.`,
    };
  }
  const number = request.phase === undefined ? 1 : Number(request.phase);
  if (!Number.isSafeInteger(number) || number < 1) {
    return { ok: false, code: ErrorCode.NO_SUCH_SUGGESTION, message: `Suggestions are numbered from 1: ${trigger} yes, ${trigger} yes 2.` };
  }
  return { ok: true, number };
}

/** Suggestion `number` of `marker`, or why it cannot be confirmed (the message shows what to type). */
export function pickSuggestion(marker: SuggestionMarker, number: number, trigger: string): PickedSuggestion {
  const command = marker.commands[number - 1];
  if (command === undefined) {
    const count = marker.commands.length;
    return {
      ok: false,
      code: ErrorCode.NO_SUCH_SUGGESTION,
      message: `The last suggestion reply has ${count} suggestion${count === 1 ? '' : 's'}: there is no number ${number}.\nConfirm one of 1–${count} with ${trigger} yes N, or type the command.`,
    };
  }
  if (command === null || !isConfirmableCommand(command)) {
    return {
      ok: false,
      code: ErrorCode.NO_SUCH_SUGGESTION,
      message: `Suggestion ${number} of the last suggestion reply cannot be confirmed (it did not validate when it was suggested). Type the command as shown in the reply.`,
    };
  }
  if (marker.confirmed.includes(number)) {
    return {
      ok: false,
      code: ErrorCode.SUGGESTION_ALREADY_CONFIRMED,
      message: `Suggestion ${number} of the last suggestion reply was already confirmed; a suggestion is confirmed once.\nTo run it again, type it:\n\n    ${trigger} ${command}`,
    };
  }
  return { ok: true, command };
}

/** The request a confirmed suggestion stands for: the stored command parsed as typed, by the confirming commenter. */
export function confirmedRequest(command: string, confirming: RouteRequest): RouteRequest {
  return parseCommandWords(command.split(' '), confirming.source, confirming.actor);
}

/** The answer to `yes` where no reply can be confirmed (workflow_dispatch, labels, push, the CLI). */
export function confirmWithoutReplyMessage(trigger: string, source: string): string {
  return `${trigger} yes confirms a suggestion the router replied with on a pull request or issue; this request came from ${source === 'input' ? 'the command input (workflow_dispatch, workflow_call or the CLI)' : source}, where there is no reply to confirm.\nType the command itself (${trigger} help lists them).`;
}

/** The answer when no suggestion reply is found. */
export function nothingToConfirmMessage(trigger: string, issueNumber: number, login: string): string {
  return `Nothing to confirm: #${issueNumber} has no suggestion reply from ${login} (a reply that lists numbered commands).\nType the command itself (${trigger} help lists them).`;
}
