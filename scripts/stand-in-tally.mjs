#!/usr/bin/env node
/**
 * Sums what the GitHub stand-in checked against GitHub's REST description over a test run:
 *
 *   FAKE_GITHUB_TALLY=/tmp/tally.jsonl npx vitest run test/e2e test/report …
 *   node scripts/stand-in-tally.mjs /tmp/tally.jsonl
 *
 * Each stand-in appends one line when it closes (test/support/fake-github.ts): requests and
 * answers checked, violations, operations called. Prints the totals; exit 1 on any violation.
 */
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node scripts/stand-in-tally.mjs <FAKE_GITHUB_TALLY file>\n');
  process.exit(2);
}
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');
const total = { requests: 0, responses: 0, violations: 0, operations: new Set() };
for (const line of lines) {
  const entry = JSON.parse(line);
  total.requests += entry.requests;
  total.responses += entry.responses;
  total.violations += entry.violations;
  for (const operation of entry.operations) total.operations.add(operation);
}
process.stdout.write(
  `${lines.length} stand-ins: ${total.requests} requests and ${total.responses} answers checked against @octokit/openapi, ` +
    `${total.violations} violations, ${total.operations.size} operations called:\n${[...total.operations]
      .sort()
      .map((o) => `  ${o}`)
      .join('\n')}\n`,
);
process.exit(total.violations === 0 ? 0 : 1);
