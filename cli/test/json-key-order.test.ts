// The built `toolbox json format` and `minify` keep the document's key order, as jq does: a JavaScript object puts
// integer-like keys ("1", "111") first in numeric order, so JSON.parse and JSON.stringify moved them. Against jq
// (Debian's, installed by support/test-programs.mjs) on toml-test's own JSON, written by others.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const fixtures = join(import.meta.dirname, '../../core/src/tools/convert/fixtures/toml-test/valid/key');
const jq = (args: string[], input?: string) => {
  const result = spawnSync('jq', args, { encoding: 'utf8', input });
  if (result.status !== 0) throw new Error(`jq ${args.join(' ')}: ${result.stderr || result.error}`);
  return result.stdout;
};
const toolbox = (args: string[], input?: string) => toolboxIn(fixtures, args, { input });

describe('toolbox json keeps the key order jq keeps', () => {
  it.each(['start.json', 'alphanum.json'])('%s: minify and format as jq -c and jq --indent 2', (file) => {
    expect(toolbox(['json', 'minify', file])).toEqual({
      code: 0,
      stdout: jq(['-c', '.', join(fixtures, file)]),
      stderr: '',
    });
    expect(toolbox(['json', 'format', file]).stdout).toBe(jq(['--indent', '2', '.', join(fixtures, file)]));
  });

  it('--sort-keys orders keys by code point at every depth, as jq -S, integer-like ones too', () => {
    for (const file of ['start.json', 'alphanum.json'])
      expect(toolbox(['json', 'format', file, '--sort-keys']).stdout).toBe(
        jq(['-S', '--indent', '2', '.', join(fixtures, file)]),
      );
    // A repeated key keeps its first place and its last value, as JSON.parse and jq read it; numbers as written.
    const text = '{"b": 1, "10": [{"9": 1, "a": 2, "10": 3}], "2": 0.10, "b": 2, "id": 540897316908331009}';
    expect(toolbox(['json', 'minify'], text).stdout).toBe(
      '{"b":2,"10":[{"9":1,"a":2,"10":3}],"2":0.1,"id":540897316908331009}\n',
    );
    expect(toolbox(['json', 'format', '--sort-keys', '--indent', '4'], text).stdout).toBe(
      jq(['-S', '--indent', '4', '.'], text).replace('540897316908331000', '540897316908331009'),
    );
  });
});
