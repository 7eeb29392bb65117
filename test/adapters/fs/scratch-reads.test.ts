/**
 * readRegularFile reads files up to 64 KiB into one reused buffer (#14 goal 5: no buffer per
 * plan): the text is the file's, whatever was read before — checked against readFileSync on
 * files of every size around the buffer's, with multi-byte and invalid UTF-8 at the edges, read
 * in an order where a longer file precedes a shorter one.
 */
import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MAX_FILE_BYTES, readRegularFile } from '../../../src/adapters/fs/repo-reader.js';

const root = mkdtempSync(join(tmpdir(), 'scratch-reads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let count = 0;
function file(bytes: Buffer): string {
  const path = join(root, `f${count++}.md`);
  writeFileSync(path, bytes);
  return path;
}

const read = (path: string, max = MAX_FILE_BYTES): string | undefined => {
  const result = readRegularFile(path, 'f', max);
  return result.ok ? result.text : undefined;
};

describe('readRegularFile with a reused buffer', () => {
  test('sizes around the buffer, longest first: each text is the file', () => {
    const sizes = [65_537, 65_536, 65_535, 70_000, 1, 0, 64, 65_536, 3];
    const paths = sizes.map((size, i) => file(Buffer.alloc(size, 97 + (i % 26))));
    for (const path of paths) expect(read(path)).toBe(readFileSync(path, 'utf8'));
  });

  test('multi-byte and invalid UTF-8 at the end decode as readFileSync does', () => {
    const tails = [Buffer.from('é'), Buffer.from('€').subarray(0, 2), Buffer.from([0xff]), Buffer.from('😀'), Buffer.from('😀').subarray(0, 3)];
    for (const tail of tails) {
      for (const size of [0, 10, 65_533, 65_534, 65_535, 65_536]) {
        const path = file(Buffer.concat([Buffer.alloc(size, 120), tail]));
        expect(read(path)).toBe(readFileSync(path, 'utf8'));
      }
    }
  });

  test('property: any sequence of reads gives each file its own text', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { minLength: 1, maxLength: 6 }), (contents) => {
        const paths = contents.map((bytes) => file(Buffer.from(bytes)));
        for (const path of [...paths].reverse()) expect(read(path)).toBe(readFileSync(path, 'utf8'));
      }),
      { numRuns: 200 },
    );
  });

  test('the size limit still refuses, with the same message', () => {
    const path = file(Buffer.alloc(100, 97));
    expect(readRegularFile(path, 'f', 99)).toEqual({ ok: false, reason: 'too-large', message: 'f is 100 bytes, over the 99-byte limit' });
  });
});
