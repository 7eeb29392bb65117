/**
 * The token reaches git the way actions/checkout passes it (an extraheader on the origin URL),
 * through GIT_CONFIG_* rather than a command line, and replaces a header the checkout persisted:
 * a real `git ls-remote` against a local HTTP server that records what git sends.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { pushAuthEnvironment, pushAuthSecret } from '../../../src/adapters/git/push-auth.js';
import { WaveGit } from '../../../src/adapters/git/wave-git.js';
import { WaveError } from '../../../src/core/wave/wave-error.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('push authentication', () => {
  test('an http(s) origin gets one Authorization header: the token, replacing a persisted one', async () => {
    // The server runs in its own process: WaveGit runs git synchronously.
    const log = join(mkdtempSync(join(tmpdir(), 'legion-push-auth-log-')), 'headers.jsonl');
    dirs.push(dirname(log));
    const server = spawn(process.execPath, [
      '-e',
      `const http=require('http'),fs=require('fs');const s=http.createServer((q,r)=>{fs.appendFileSync(${JSON.stringify(log)},JSON.stringify(q.rawHeaders)+'\\n');r.statusCode=404;r.end();});s.listen(0,'127.0.0.1',()=>process.stdout.write(String(s.address().port)+'\\n'));`,
    ]);
    try {
      const port = await new Promise<number>((resolve) => server.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))));
      const repo = mkdtempSync(join(tmpdir(), 'legion-push-auth-'));
      dirs.push(repo);
      execFileSync('git', ['init', '--quiet', repo]);
      const origin = `http://127.0.0.1:${port}/owner/repo`;
      execFileSync('git', ['-C', repo, 'remote', 'add', 'origin', origin]);
      execFileSync('git', ['-C', repo, 'config', `http.http://127.0.0.1:${port}/.extraheader`, 'AUTHORIZATION: basic persisted']);
      const git = new WaveGit(repo);
      expect(git.originUrl()).toBe(origin);
      expect(() => git.remoteBranch('main', pushAuthEnvironment(origin, 'ghs_secret'))).toThrow(WaveError);
      const requests = readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string[]);
      expect(requests.length).toBeGreaterThan(0);
      const authorizations = (requests[0] ?? []).filter((_, i, raw) => i % 2 === 0 && raw[i]?.toLowerCase() === 'authorization').length;
      const values = (requests[0] ?? []).flatMap((value, i, raw) => (i % 2 === 1 && raw[i - 1]?.toLowerCase() === 'authorization' ? [value] : []));
      expect(authorizations).toBe(1);
      expect(values).toEqual([`basic ${Buffer.from('x-access-token:ghs_secret').toString('base64')}`]);
      expect(pushAuthSecret('ghs_secret')).toBe(Buffer.from('x-access-token:ghs_secret').toString('base64'));
    } finally {
      server.kill();
    }
  });

  test('no header for a local or ssh remote, or without a token; the token is never in a key', () => {
    expect(pushAuthEnvironment('/srv/origin.git', 'ghs_x')).toEqual({});
    expect(pushAuthEnvironment('git@github.com:o/r.git', 'ghs_x')).toEqual({});
    expect(pushAuthEnvironment('https://github.com/o/r', '')).toEqual({});
    const env = pushAuthEnvironment('https://github.com/o/r', 'ghs_x');
    expect(env).toMatchObject({ GIT_CONFIG_COUNT: '2', GIT_CONFIG_KEY_0: 'http.https://github.com/o/r.extraheader', GIT_CONFIG_VALUE_0: '' });
    expect(JSON.stringify(env)).not.toContain('ghs_x');
  });
});
