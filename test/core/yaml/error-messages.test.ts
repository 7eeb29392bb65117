/**
 * #11 I09 / item 4: YAML errors never quote the file. A committed or linked `.git/config` read as
 * YAML used to produce `Unexpected scalar token in YAML stream: "basic eC1h…"` — the credential
 * in the job summary. Errors now carry a fixed description with the line and column.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadYamlValue } from '../../../src/core/yaml/load-yaml-value.js';
import { MAX_EXPLICIT_KEYS, parseYaml, YAML_ERROR_MESSAGES } from '../../../src/core/yaml/parse-yaml.js';

const EXPLICIT = `uses more than ${MAX_EXPLICIT_KEYS} explicit "? " keys; legion-router does not read such YAML`;
const ALLOWED = new Set([...YAML_ERROR_MESSAGES, EXPLICIT]);

describe('I09: YAML error messages are fixed texts with a position', () => {
  it('I09: a git config with an extraheader credential: errors give line and column, not the text', () => {
    const text = '[core]\n\tbare = false\n[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX1NFQ1JFVA==\n';
    const { errors } = parseYaml(text);
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(ALLOWED.has(error.message), error.message).toBe(true);
      expect(error.line).toBeGreaterThan(0);
      expect(error.column).toBeGreaterThan(0);
    }
    expect(loadYamlValue(text).error?.message).not.toMatch(/basic|eC1h|extraheader/);
  });

  it.each([
    ['an unresolved alias', 'a: *secretname\n'],
    ['an unknown tag', 'a: !secret-tag x\n'],
    ['a duplicate key', 'password: a\npassword: b\n'],
    ['a bad escape', 'a: "\\q"\n'],
    ['tabs', 'a:\n\t- ghp_abcdefghijklmnop1234\n'],
  ])('I09: %s: the message is one of the fixed texts', (_label, text) => {
    for (const error of parseYaml(text).errors) expect(ALLOWED.has(error.message), error.message).toBe(true);
  });

  it('I09 property: for any text, every parseYaml error message is a fixed text', () => {
    const unit = fc.constantFrom('a', ':', ' ', '\n', '\t', '-', '[', ']', '{', '}', '"', "'", '*', '&', '!', '?', '#', '|', '>', '%', '@', 'secret', 'ghp_x1');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 80 }), (text) => {
        for (const error of parseYaml(text).errors) expect(ALLOWED.has(error.message), `${JSON.stringify(text)} → ${error.message}`).toBe(true);
        const loaded = loadYamlValue(text);
        if (loaded.error) expect(ALLOWED.has(loaded.error.message), loaded.error.message).toBe(true);
      }),
      { numRuns: 3_000 },
    );
  });
});
