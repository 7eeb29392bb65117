import { it } from 'vitest';
import { parsePlan } from '../../src/core/plans/parse-plan.js';
it('scratch', () => {
  for (const depth of [1000, 3000, 6000, 12000]) {
    for (const unit of ['- ', '[', '{a: ', '? ']) {
      for (const key of ['files_modified:\n  ', 'agents: ', 'x:\n  ']) {
        for (const tail of ['', '\ntask_types: - x', '\n]]]', '\nwave: 1']) {
          const text = `---\nphase: 2\n${key}${unit.repeat(depth)}x${tail}\n---\n`;
          const s = performance.now();
          let out = '';
          try { const r = parsePlan({ path: 'p', fileName: '02-01-PLAN.md', phaseDir: '02-x', phaseNumber: 2, text }); out = r.fatal ? r.fatal.message.slice(0, 60) : 'plan'; } catch (e) { out = 'THROW ' + (e as Error).message; }
          const t = performance.now() - s;
          if (t > 300) console.log(depth, JSON.stringify(unit), JSON.stringify(key), JSON.stringify(tail), t.toFixed(0), 'ms', out);
        }
      }
    }
  }
}, 3_000_000);
