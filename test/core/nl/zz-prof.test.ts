import { test } from 'vitest';
import { compileNaturalLanguage } from '../../../src/core/nl/parse-natural-language.js';
import { legionConfig, bundledConfig } from './load-config.js';
test('p', () => {
  for (const cfg of [legionConfig(), bundledConfig()]) {
    const c = compileNaturalLanguage(cfg);
    let words = 0, templates = 0, maxSlots = 0;
    for (const cl of c.clusters) for (const t of cl.templates) { templates++; maxSlots = Math.max(maxSlots, t.slots.length); for (const s of t.slots) for (const a of s.alternatives) words += a.length; }
    console.log('templates', templates, 'words', words, 'maxSlots', maxSlots);
  }
});
