// Written by scripts/build.mjs: the report action (report/action.yml) runs the shared bundle.
globalThis[Symbol.for('legion-router.entry')] = 'report';
await import('../index.js');
