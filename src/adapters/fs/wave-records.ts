/**
 * The patches directory of the wave action: records written by `collect`, read back by `apply`
 * and `land` after actions/download-artifact merged every leg's artifact into it.
 *
 * Reading is bounded before anything is read: at most MAX_DIRECTORY_ENTRIES names are listed
 * (a directory of 10,000 files stops there), each record's size comes from lstat (a 1 GiB file,
 * sparse or not, is refused without being read), and the records together stay under
 * MAX_RECORDS_TOTAL_BYTES. Only regular files are read, opened without following links.
 */
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, opendirSync, readSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode } from '../../core/error-codes.js';
import { WaveError, shownPath } from '../../core/wave/wave-error.js';
import { isRecordFileName, MAX_DIRECTORY_ENTRIES, MAX_RECORD_BYTES, MAX_RECORDS, MAX_RECORDS_TOTAL_BYTES } from '../../core/wave/wave-record.js';

export interface RecordFile {
  name: string;
  text: string;
}

export interface RecordDirectory {
  files: RecordFile[];
  /** Entries that are not record files (other files, directories, links), left alone. */
  foreign: number;
}

export interface RecordBounds {
  maxEntries: number;
  maxRecords: number;
  maxRecordBytes: number;
  maxTotalBytes: number;
}

export const DEFAULT_RECORD_BOUNDS: RecordBounds = {
  maxEntries: MAX_DIRECTORY_ENTRIES,
  maxRecords: MAX_RECORDS,
  maxRecordBytes: MAX_RECORD_BYTES,
  maxTotalBytes: MAX_RECORDS_TOTAL_BYTES,
};

function tooLarge(message: string): never {
  throw new WaveError(
    ErrorCode.WAVE_RECORDS_TOO_LARGE,
    `${message} Nothing was applied. Point "patches" at the directory the legion-patch-* artifacts were downloaded to, and nothing else.`,
  );
}

function readBounded(path: string, size: number): string {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size !== size) throw new WaveError(ErrorCode.WAVE_RECORD_INVALID, `The record ${shownPath(path)} changed while it was read.`);
    const buffer = Buffer.allocUnsafe(size);
    let at = 0;
    while (at < size) {
      const read = readSync(fd, buffer, at, size - at, at);
      if (read === 0) break;
      at += read;
    }
    return buffer.subarray(0, at).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The record files of `dir` (a missing directory has none), bounded as described above. */
export function readRecordDirectory(dir: string, bounds: RecordBounds = DEFAULT_RECORD_BOUNDS): RecordDirectory {
  let handle;
  try {
    handle = opendirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], foreign: 0 };
    throw new WaveError(ErrorCode.WAVE_INPUT_INVALID, `The "patches" directory ${shownPath(dir)} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  const names: string[] = [];
  let foreign = 0;
  let entries = 0;
  try {
    for (let entry = handle.readSync(); entry !== null; entry = handle.readSync()) {
      entries++;
      if (entries > bounds.maxEntries) tooLarge(`The "patches" directory holds more than ${bounds.maxEntries} entries.`);
      if (entry.isFile() && isRecordFileName(entry.name)) names.push(entry.name);
      else if (isRecordFileName(entry.name))
        throw new WaveError(ErrorCode.WAVE_RECORD_INVALID, `The record ${shownPath(entry.name)} is not a regular file (a link or a directory). Nothing was applied.`);
      else foreign++;
    }
  } finally {
    handle.closeSync();
  }
  if (names.length > bounds.maxRecords) tooLarge(`The "patches" directory holds ${names.length} records, more than ${bounds.maxRecords}.`);
  names.sort();
  const sizes = names.map((name) => {
    const stat = lstatSync(join(dir, name));
    if (!stat.isFile()) throw new WaveError(ErrorCode.WAVE_RECORD_INVALID, `The record ${shownPath(name)} is not a regular file. Nothing was applied.`);
    if (stat.size > bounds.maxRecordBytes) tooLarge(`The record ${shownPath(name)} is ${stat.size} bytes, more than ${bounds.maxRecordBytes}.`);
    return stat.size;
  });
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total > bounds.maxTotalBytes) tooLarge(`The records are ${total} bytes together, more than ${bounds.maxTotalBytes}.`);
  return { files: names.map((name, i) => ({ name, text: readBounded(join(dir, name), sizes[i] as number) })), foreign };
}

/** Write a record: a temporary name first, then renamed into place (never half a record). */
export function writeRecordFile(dir: string, name: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  const temporary = join(dir, `${name}.partial-${process.pid}`);
  writeFileSync(temporary, text, { flag: 'wx' });
  renameSync(temporary, path);
  return path;
}
