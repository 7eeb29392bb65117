// Written by scripts/build.mjs: the wave action (wave/action.yml) runs the shared bundle.
globalThis[Symbol.for('legion-router.entry')] = 'wave';
await import('../index.js');
