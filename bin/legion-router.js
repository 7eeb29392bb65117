#!/usr/bin/env node
// The CLI runs from the action's bundle (dist/index.js), which shares its chunks with the action
// and the report; the symbol tells the bundle which of the three to run (src/index.ts).
globalThis[Symbol.for('legion-router.entry')] = 'cli';
await import('../dist/index.js');
