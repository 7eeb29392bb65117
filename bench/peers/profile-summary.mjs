/**
 * Where the samples of a set of `node --cpu-prof` profiles went (bench/peers/run.mjs --profile):
 * self time by function and by source (a bundle chunk, a built-in, the garbage collector), as the
 * median over the profiles, so one slow run does not dominate. Also runnable on its own:
 *
 *   node bench/peers/profile-summary.mjs DIR [TOP]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Self time (ms) per key of one profile; `keyOf` names a node's bucket. */
function selfTimes(profile, keyOf) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const key = keyOf(node.callFrame);
    times.set(key, (times.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  return times;
}

const sourceOf = (frame) => {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (frame.url.startsWith('node:')) return 'node: built-ins';
  return basename(frame.url);
};
const functionOf = (frame) => `${frame.functionName || '(anonymous)'} ${sourceOf(frame)}:${frame.lineNumber + 1}`;

function table(profiles, keyOf, top) {
  const perProfile = profiles.map((profile) => selfTimes(profile, keyOf));
  const keys = new Set(perProfile.flatMap((times) => [...times.keys()]));
  const rows = [...keys].map((key) => [key, median(perProfile.map((times) => times.get(key) ?? 0))]);
  rows.sort((a, b) => b[1] - a[1]);
  return rows.slice(0, top).map(([key, ms]) => `| ${key.replace(/\|/g, '\\|')} | ${ms.toFixed(1)} |`);
}

export function summariseProfiles(dir, top = 25) {
  const profiles = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
  const totals = profiles.map((p) => (p.endTime - p.startTime) / 1000);
  const lines = [`${profiles.length} profiles, median profiled time ${median(totals).toFixed(1)} ms`, ''];
  lines.push('| source (self time, median ms) | ms |', '|---|---:|', ...table(profiles, sourceOf, 12), '');
  lines.push('| function (self time, median ms) | ms |', '|---|---:|', ...table(profiles, functionOf, top), '');
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${summariseProfiles(process.argv[2], Number(process.argv[3]) || 25)}\n`);
}
