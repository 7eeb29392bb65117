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
/**
 * When the tests' pull request head was pushed, as GitHub's activity log records it: before the
 * comments and reviews of @octokit/webhooks-examples (2019-05-15T15:20Z), so they approve it.
 */
export const HEAD_PUSHED_AT = '2019-05-15T15:00:00Z';

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

/**
 * pull_request_review_comment payload (the `created` example unless `action`): body, author and
 * ids adjusted; `inReplyTo` makes it a reply in a thread.
 */
export function reviewCommentPayload(
  body: string,
  options: { action?: string; login?: string; userType?: string; number?: number; commentId?: number; inReplyTo?: number; createdAt?: string } = {},
): Json {
  const payload = example('pull_request_review_comment', options.action ?? 'created');
  payload['comment']['body'] = body;
  payload['comment']['id'] = options.commentId ?? 284312630;
  payload['comment']['user']['login'] = options.login ?? 'Codertocat';
  if (options.userType) payload['comment']['user']['type'] = options.userType;
  if (options.inReplyTo !== undefined) payload['comment']['in_reply_to_id'] = options.inReplyTo;
  if (options.createdAt) payload['comment']['created_at'] = options.createdAt;
  payload['pull_request']['number'] = options.number ?? 2;
  return payload;
}

/** pull_request_review payload (`submitted` unless `action`); the example's body is null. */
export function reviewPayload(body: string | null, options: { action?: string; login?: string; number?: number; state?: string } = {}): Json {
  const payload = example('pull_request_review', options.action ?? 'submitted');
  payload['review']['body'] = body;
  payload['review']['user']['login'] = options.login ?? 'Codertocat';
  if (options.state) payload['review']['state'] = options.state;
  payload['pull_request']['number'] = options.number ?? 2;
  return payload;
}

/**
 * A push payload. The package's branch example is the first push of the default branch
 * (`refs/heads/master`, `before` all zeros, `created: true`); `kind` adapts it minimally:
 * `first` keeps it, `new-branch` pushes another branch, `update` names an old head, `forced`
 * also sets `forced: true`. Tag pushes and deletions are the package's own examples.
 */
export function pushPayload(kind: 'first' | 'new-branch' | 'update' | 'forced' | 'tag' | 'tag-deleted', options: { before?: string; after?: string; ref?: string } = {}): Json {
  const all = examples.find((e) => e.name === 'push')?.examples ?? [];
  if (kind === 'tag') return structuredClone(all.find((e) => String(e['ref']).startsWith('refs/tags/') && e['created'] === true)) as Json;
  if (kind === 'tag-deleted') return structuredClone(all.find((e) => e['deleted'] === true)) as Json;
  const payload = structuredClone(all.find((e) => e['ref'] === 'refs/heads/master')) as Json;
  if (options.after) payload['after'] = options.after;
  if (kind === 'first') return payload;
  payload['ref'] = options.ref ?? 'refs/heads/feature';
  if (kind === 'new-branch') return payload;
  payload['created'] = false;
  payload['before'] = options.before ?? BASE_SHA;
  if (kind === 'forced') payload['forced'] = true;
  return payload;
}

/** merge_group checks_requested payload (the package's example) with the group's base and head. */
export function mergeGroupPayload(options: { action?: string; baseSha?: string; headSha?: string } = {}): Json {
  const payload = example('merge_group', 'checks_requested');
  if (options.action) payload['action'] = options.action;
  if (options.baseSha) payload['merge_group']['base_sha'] = options.baseSha;
  if (options.headSha) payload['merge_group']['head_sha'] = options.headSha;
  return payload;
}
