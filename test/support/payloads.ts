/**
 * Event payloads from @octokit/webhooks-examples (real GitHub payloads), copied and adjusted per
 * test: comment body, labels, pull request numbers and SHAs.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const examples = require('@octokit/webhooks-examples') as { name: string; examples: Record<string, unknown>[] }[];

type Json = Record<string, any>;

function example(name: string, action?: string): Json {
  const group = examples.find((e) => e.name === name);
  const found = group?.examples.find((e) => action === undefined || e['action'] === action);
  if (!found) throw new Error(`no ${name}/${action ?? '*'} example in @octokit/webhooks-examples`);
  return structuredClone(found) as Json;
}

export const REPO = { owner: 'Codertocat', repo: 'Hello-World' };
export const HEAD_SHA = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
export const BASE_SHA = 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e';

/** issue_comment payload; on a pull request unless `onIssue`. */
export function commentPayload(body: string, options: { action?: string; login?: string; issueNumber?: number; onIssue?: boolean; commentId?: number } = {}): Json {
  const payload = example('issue_comment', 'created');
  payload['action'] = options.action ?? 'created';
  payload['comment']['body'] = body;
  payload['comment']['id'] = options.commentId ?? 492700400;
  payload['comment']['user']['login'] = options.login ?? 'Codertocat';
  payload['issue']['number'] = options.issueNumber ?? 2;
  if (options.onIssue) delete payload['issue']['pull_request'];
  else {
    payload['issue']['pull_request'] = {
      url: `https://api.github.com/repos/Codertocat/Hello-World/pulls/${options.issueNumber ?? 2}`,
    };
  }
  return payload;
}

/** pull_request payload with the given labels (names); `label` is the one just added. */
export function pullRequestPayload(
  action: string,
  labels: string[],
  options: { added?: string; number?: number; changedFiles?: number; headSha?: string; baseSha?: string } = {},
): Json {
  const payload = example('pull_request', 'labeled');
  payload['action'] = action;
  const pr = payload['pull_request'];
  pr['number'] = options.number ?? 2;
  payload['number'] = pr['number'];
  pr['labels'] = labels.map((name, i) => ({ id: 1000 + i, name, color: 'ededed', default: false }));
  pr['head']['sha'] = options.headSha ?? HEAD_SHA;
  pr['base']['sha'] = options.baseSha ?? BASE_SHA;
  if (options.changedFiles !== undefined) pr['changed_files'] = options.changedFiles;
  if (action === 'labeled') payload['label'] = { id: 999, name: options.added ?? labels[labels.length - 1] ?? 'bug', color: 'ededed' };
  else delete payload['label'];
  return payload;
}

export function dispatchPayload(inputs: Record<string, string> = {}): Json {
  const payload = example('workflow_dispatch');
  payload['inputs'] = inputs;
  return payload;
}
