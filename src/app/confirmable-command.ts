/**
 * Whether a suggested command may be confirmed with `/legion yes [N]`: the command as a reply
 * shows it (`/legion review --just-security`) becomes the command stored in the reply's marker
 * (`review --just-security`) only when it has the confirmable shape (a command word, flags, a
 * phase number: src/core/confirm/suggestion-marker.ts) and resolves, as typed, against this
 * project's config and state. Anything else is shown but not confirmable (null).
 */
import { isConfirmableCommand } from '../core/confirm/suggestion-marker.js';
import { parseCommandWords } from '../core/request/parse-command.js';
import type { Project } from './load-project.js';
import { resolveRequest } from './run-route.js';

export function confirmableCommand(shown: string, project: Project, trigger: string): string | null {
  const prefix = `${trigger} `;
  if (!shown.startsWith(prefix)) return null;
  const command = shown.slice(prefix.length).trim().split(/\s+/).join(' ');
  if (!isConfirmableCommand(command)) return null;
  const resolution = resolveRequest(parseCommandWords(command.split(' '), 'comment'), project, { trigger });
  // A command word the config does not know would be read as free text: never confirmable.
  return resolution.ok && resolution.intent.text === '' ? command : null;
}
