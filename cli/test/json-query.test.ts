// The built `toolbox jsonpath` and `toolbox jq` as a user runs them: a file, stdin, --json, bad input, a filter that never ends.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-json-query-'));
const toolbox = (args: string[], input?: string, env?: Record<string, string>) =>
  toolboxIn(cwd, args, { input, env });
const store = '{"store":{"book":[{"title":"A","price":8},{"title":"B","price":22}]}}';
writeFileSync(join(cwd, 'store.json'), store);

describe('toolbox jsonpath and jq (built)', () => {
  it('prints each JSONPath match with its normalized path, and --json', async () => {
    const result = await toolbox(['jsonpath', '$.store.book[?@.price < 10].title', 'store.json']);
    expect(result).toMatchObject({ code: 0, stderr: '', stdout: `$['store']['book'][0]['title']\t"A"\n` });
    const json = await toolbox(['jsonpath', '$..price', '--json'], store);
    expect(JSON.parse(json.stdout)).toEqual([
      { path: "$['store']['book'][0]['price']", value: 8 },
      { path: "$['store']['book'][1]['price']", value: 22 },
    ]);
  });

  it("prints jq's outputs one a line as jq -c does, and --json", async () => {
    const result = await toolbox(['jq', '.store.book[] | select(.price > 10) | .title', 'store.json']);
    expect(result).toMatchObject({ code: 0, stderr: '', stdout: '"B"\n' });
    const json = await toolbox(['jq', '.store.book | map(.price)', '--json'], store);
    expect(JSON.parse(json.stdout)).toEqual([[8, 22]]);
  });

  // jq -c writes 100000000000000000001 and \u007f as such; --json wrote 100000000000000000000 and a raw DEL.
  it('--json keeps what jq wrote: every digit, the key order, DEL as \\u007f', async () => {
    const document = '{"b":100000000000000000001,"2":"x\\u007f"}';
    const jq = await toolbox(['jq', '.', '--json'], document);
    expect(jq).toMatchObject({ code: 0, stderr: '' });
    expect(jq.stdout).toBe('[\n  {\n    "b": 100000000000000000001,\n    "2": "x\\u007f"\n  }\n]\n');
    const path = await toolbox(['jsonpath', '$.*', '--json'], document);
    expect(path.stdout).toContain('"value": "x\\u007f"');
  });

  it('jsonpath keeps every digit of a number past a double, in text and --json, as jq does', async () => {
    const document = '{"a":{"id":100000000000000000001,"n":2}}';
    const text = await toolbox(['jsonpath', '$.a'], document);
    expect(text).toMatchObject({
      code: 0,
      stderr: '',
      stdout: `$['a']\t{"id":100000000000000000001,"n":2}\n`,
    });
    const json = await toolbox(['jsonpath', '$..id', '--json'], document);
    expect(json.stdout).toBe(
      `[\n  {\n    "path": "$['a']['id']",\n    "value": 100000000000000000001\n  }\n]\n`,
    );
  });

  it("takes jq's --arg NAME VALUE and --argjson NAME JSON, two words each, anywhere on the line", async () => {
    const result = await toolbox(
      [
        'jq',
        '--arg',
        'title',
        'B',
        '--argjson',
        'min',
        '10',
        '-r',
        '.store.book[] | select(.title == $title and .price > $min) | .title',
      ],
      store,
    );
    expect(result).toMatchObject({ code: 0, stderr: '', stdout: 'B\n' });
    const after = await toolbox([
      'jq',
      '-n',
      '[$a, $n]',
      '--argjson',
      'n',
      '{"x":[1]}',
      '--arg',
      'a',
      '--arg',
    ]);
    expect(after).toMatchObject({ code: 0, stderr: '', stdout: '["--arg",{"x":[1]}]\n' });
    const bad = await toolbox(['jq', '-n', '$n', '--argjson', 'n', '{']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toBe('toolbox: jq: invalid JSON text passed to --argjson\n');
  });

  it('refuses a bad filter, a bad query and a bad document with one line and a non-zero exit', async () => {
    for (const [args, input, says] of [
      [['jq', '.a['], store, /^toolbox: jq: error: syntax error/],
      [['jsonpath', '$['], store, /^toolbox: Not a valid JSONPath query/],
      [['jq', '.'], '{', /^toolbox: The document is not valid JSON/],
    ] as const) {
      const result = await toolbox([...args], input);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toMatch(says);
    }
  });

  it("prints a JSON Lines file's outputs before the line jq fails on, then its one-line error, as jq does", async () => {
    const result = await toolbox(['jq', '.a + 1'], '{"a":1}\n{"a":2}\n{"a":"x"}\n');
    expect(result).toMatchObject({ code: 1, stdout: '2\n3\n' });
    expect(result.stderr).toMatch(
      /^toolbox: jq: error \(at <stdin>:\d+\): string \("x"\) and number \(1\) cannot be added\n$/,
    );
  });

  it('stops [range(1e9)] at the time limit instead of hanging', async () => {
    const result = await toolbox(['jq', '[range(1e9)]', 'store.json'], undefined, {
      TOOLBOX_JQ_TIMEOUT: '2',
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('ran longer than its time limit and was stopped');
  });
});
