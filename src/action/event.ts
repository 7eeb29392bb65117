/**
 * Reading the workflow run's event: GITHUB_EVENT_NAME, the payload at GITHUB_EVENT_PATH and the
 * GITHUB_* variables. Dependency-free (used by the cold-start path). The payload is untrusted
 * data: every field is read through the typed getters below, never assumed.
 */
import { readPayload } from '../adapters/fs/read-event-payload.js';

import { getObject, getString, type EventContext } from '../core/request/payload.js';

export { EventError, MAX_EVENT_BYTES, readPayload } from '../adapters/fs/read-event-payload.js';
export { getNumber, getObject, getString, isObject, type EventContext, type Payload } from '../core/request/payload.js';

const NAME_PART = /^[A-Za-z0-9_.-]{1,100}$/;

function parseRepository(value: string | undefined): { owner: string; repo: string } | null {
  if (!value) return null;
  const [owner, repo, extra] = value.split('/');
  if (extra !== undefined || !owner || !repo || !NAME_PART.test(owner) || !NAME_PART.test(repo)) return null;
  return { owner, repo };
}

export function readEventContext(env: NodeJS.ProcessEnv = process.env): EventContext {
  const payload = readPayload(env['GITHUB_EVENT_PATH']);
  const repository = getObject(payload, 'repository');
  const repo = parseRepository(env['GITHUB_REPOSITORY']) ?? parseRepository(getString(repository, 'full_name')) ?? null;
  const actor = env['GITHUB_ACTOR'] || getString(getObject(payload, 'sender'), 'login') || '';
  return {
    eventName: env['GITHUB_EVENT_NAME'] ?? '',
    action: getString(payload, 'action') ?? '',
    payload,
    repo,
    actor,
    sha: env['GITHUB_SHA'] ?? '',
  };
}
