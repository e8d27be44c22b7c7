import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runConvert } from './convert';

// PyYAML (python3-yaml, support/test-programs.mjs: no skipping) reads YAML 1.1, as Ansible and most tools do: a float
// needs a '.' and a signed exponent there (5e-324 and 1e+21 are strings), a plain yes is true, 1:30 is 90.
function pyyaml(yamls: readonly string[]): unknown[] {
  const script = `import json, sys, yaml
print(json.dumps([yaml.load(text, Loader=yaml.SafeLoader) for text in json.load(sys.stdin)]))`;
  const result = spawnSync('python3', ['-c', script], { input: JSON.stringify(yamls), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`python3 yaml: ${result.error ?? result.stderr}`);
  return JSON.parse(result.stdout);
}

const toYaml = (value: unknown) =>
  runConvert({ text: JSON.stringify(value), from: 'json', to: 'yaml' }).output;

describe('JSON to YAML, read back by PyYAML', () => {
  it('writes a float JavaScript writes with an exponent as one YAML 1.1 reads as a float (shrunk)', () => {
    const source = { tiny: 5e-324, big: 1e21, small: -2.5e-7, kept: [1.5, 100, -0.5] };
    const yaml = toYaml(source);
    expect(yaml).toBe('tiny: 5.0e-324\nbig: 1.0e+21\nsmall: -2.5e-7\nkept:\n  - 1.5\n  - 100\n  - -0.5\n');
    expect(pyyaml([yaml])).toEqual([source]);
    expect(JSON.parse(runConvert({ text: yaml, to: 'json' }).output)).toEqual(source);
  });

  it('gives generated documents back as their JSON, in one python3 run', () => {
    const atoms = [
      'yes',
      'Off',
      'y',
      '~',
      'null',
      '',
      ' ',
      '1e3',
      '0x1F',
      '017',
      '1_000',
      '12:30:00',
      '2001-12-14',
    ];
    const more = [
      '.inf',
      '-.5',
      '+1',
      ': ',
      '- a',
      ' #x',
      '&a',
      '*a',
      '|',
      '=',
      '<<',
      'a\tb',
      'new\nline',
      '\u2028',
    ];
    const text = fc.array(fc.constantFrom(...atoms, ...more, 'é', '😀', '\u0085', 'x'), {
      minLength: 1,
      maxLength: 3,
    });
    const key = text.map((parts) => parts.join(''));
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        key,
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(null, true, false),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(key, tie('value'), { maxKeys: 4 }),
      ),
    }));
    const sources = fc.sample(fc.dictionary(key, value, { maxKeys: 5 }), { numRuns: 300, seed: 98 });
    // JSON has no -0: JSON.stringify writes it 0.
    const expected = sources.map((source) => JSON.parse(JSON.stringify(source)));
    expect(pyyaml(sources.map(toYaml))).toEqual(expected);
  });
});
