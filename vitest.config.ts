import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * @actions/workflow-parser (test/workflow/) imports its schema JSON without an import attribute,
 * which Node's ESM loader rejects: inlining it lets vite load the JSON. Its published source maps
 * name sources it does not ship; this plugin loads its files without the map comment, so vite
 * does not warn once per file.
 */
const INLINED = '/node_modules/@actions/workflow-parser/';

function withoutSourceMaps(): Plugin {
  return {
    name: 'workflow-parser-without-source-maps',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!file.includes(INLINED) || !file.endsWith('.js')) return null;
      const code = await readFile(file, 'utf8');
      return { code: code.replace(/^\/\/# sourceMappingURL=.*$/m, ''), map: null };
    },
  };
}

export default defineConfig({
  plugins: [withoutSourceMaps()],
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
