/** maskSecrets: the second line of defence for anything shown (#11 item 4). */
import { describe, expect, it } from 'vitest';
import { maskSecrets } from '../../../src/core/yaml/mask-secrets.js';

describe('maskSecrets', () => {
  it.each([
    ['a git extraheader', '\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==', ['eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==']],
    ['a bearer header', 'Authorization: Bearer abcdef0123456789abcdef', ['abcdef0123456789abcdef']],
    ['a token header', 'authorization: token 0123456789abcdef0123', ['0123456789abcdef0123']],
    [
      'GitHub tokens',
      'ghp_abcdefghijklmnopqrstuvwxyz0123 and github_pat_11ABCDEFG0123456789_abcdefghijkl and ghs_16C7e42F292c6912E7710c838347Ae178B4a',
      ['ghp_abc', 'github_pat_11', 'ghs_16C7'],
    ],
    ['URL credentials', 'https://x-access-token:s3cr3t@github.com/o/r.git', ['s3cr3t', 'x-access-token']],
    ['keyed values', 'password=hunter2 api_key: "k-123456" client_secret = abc', ['hunter2', 'k-123456', '= abc']],
    ['a PEM key', '-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----', ['MIIEow']],
    ['an unterminated PEM key', 'x -----BEGIN PRIVATE KEY-----\nMIIEow', ['MIIEow']],
  ])('masks %s', (_label, text, secrets) => {
    const masked = maskSecrets(text);
    for (const secret of secrets) expect(masked).not.toContain(secret);
    expect(masked).toContain('***');
  });

  it.each([
    'basic settings are used',
    'The token input is masked before any API call.',
    '.planning/phases/02-api-and-ui/02-01-PLAN.md: wave must be a whole number ≥ 0, found "first"',
    'sha ec26c3e57ca3a959ca5aad62de7213c562f8c821',
    'https://github.com/o/r/actions/runs/1',
    'control-modes.yaml: profile "guarded" missing flags',
  ])('leaves ordinary text alone: %j', (text) => {
    expect(maskSecrets(text)).toBe(text);
  });
});
