import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseIntentTeams } from '../../src/core/config/parse-intent-teams.js';
test('smoke', () => {
  const real = parseIntentTeams(readFileSync('../shared/reference/legion/.planning/config/intent-teams.yaml', 'utf8'), 'x.yaml');
  console.log(real.diagnostics);
  const ours = parseIntentTeams(readFileSync('config/intent-teams.yaml', 'utf8'), 'config/intent-teams.yaml');
  console.log(ours.diagnostics);
  expect(real.usable).toBe(true);
});
