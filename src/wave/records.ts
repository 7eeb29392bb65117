/**
 * Reading the records of a patches directory (apply, land): bounded (src/adapters/fs/
 * wave-records.ts), each checked (src/core/wave/wave-record.ts), only this run's, in (wave, plan
 * id) order. A record of another run or another phase is refused (E107), never skipped quietly.
 */
import { readRecordDirectory } from '../adapters/fs/wave-records.js';
import { ErrorCode } from '../core/error-codes.js';
import { WaveError, shownPath } from '../core/wave/wave-error.js';
import { compareRecords, parseRecord, type WaveRecord } from '../core/wave/wave-record.js';

export interface LoadedRecords {
  records: WaveRecord[];
  /** Entries of the directory that are not records (W122). */
  foreign: number;
}

export function loadRecords(dir: string, runId: string, phase: number | null): LoadedRecords {
  const directory = readRecordDirectory(dir);
  const records = directory.files.map((file) => parseRecord(file.name, file.text));
  for (const record of records) {
    if (record.run_id !== runId) {
      throw new WaveError(
        ErrorCode.WAVE_RECORD_INVALID,
        `The record ${shownPath(record.id)} comes from run ${record.run_id}, not from this run (${runId}). Download only this run's legion-patch-* artifacts. Nothing was applied.`,
      );
    }
    if (phase !== null && record.plan !== '' && record.phase !== phase) {
      throw new WaveError(
        ErrorCode.WAVE_RECORD_INVALID,
        `The record of plan ${shownPath(record.id)} belongs to phase ${record.phase}, not to phase ${phase} of this leg. Nothing was applied.`,
      );
    }
  }
  const phases = new Set(records.filter((r) => r.plan !== '').map((r) => r.phase));
  if (phases.size > 1)
    throw new WaveError(
      ErrorCode.WAVE_RECORD_INVALID,
      `The records belong to more than one phase (${[...phases].sort((a, b) => a - b).join(', ')}); a route runs one phase. Nothing was applied.`,
    );
  return { records: records.sort(compareRecords), foreign: directory.foreign };
}
