import { test } from 'vitest';
import { compileNaturalLanguage, parseNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { legionConfig, bundledConfig } from './load-config.js';
const inputs = (process.env.NL_INPUTS ?? '').split('\n').filter(Boolean);
test('eval', () => {
  for (const [name, cfg] of [['legion', legionConfig()], ['bundled', bundledConfig()]] as const) {
    const c = compileNaturalLanguage(cfg);
    console.log(`== ${name} problems=${JSON.stringify(c.problems)}`);
    for (const line of inputs) {
      const [input, exp] = line.split('=>').map((s) => s.trim());
      const r = parseNaturalLanguage(input!, c);
      const top = r.candidates.slice(0, 3).map((x) => `${x.key}:${x.confidence}[k${x.evidence?.keywordScore} t${x.evidence?.templateScore} e${x.evidence?.exactNameBonus} ${x.evidence?.keywords.join(',')}]`).join(' | ');
      const got = `${r.tier} ${r.candidates[0]?.key ?? '-'}`;
      const ok = exp ? (got === exp ? 'ok ' : 'BAD') : '   ';
      console.log(`${ok} ${input.padEnd(34)} ${got.padEnd(22)} ${top}`);
    }
  }
});
