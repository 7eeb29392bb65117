/**
 * The one error type the GitHub adapter throws: a coded, one-line message for the run's log and
 * the `error-code` output (E040–E049). Nothing else escapes the adapter's public functions.
 */
import type { ErrorCodeValue } from '../../core/error-codes.js';

/** One line of GitHub's error `message`, bounded, for error texts. */
export function messageOf(data: unknown): string {
  if (data !== null && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string') return message.slice(0, 200).replace(/[\r\n]+/g, ' ');
  }
  return '';
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
