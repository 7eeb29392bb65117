/**
 * Entry point of the wave action (dist/wave/index.js, wave/action.yml). Everything is in
 * ./main.js; this file only makes sure no stack trace reaches the log for a failure main.ts did
 * not expect.
 */
import { run } from './main.js';

run().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stdout.write(`::error title=legion-router wave::${message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
  process.exitCode = 1;
});
