// `toolbox regex` and `toolbox json`: the built binary for the ways a text reaches the command, an invalid
// pattern and the time limit; the options and formats in this process (main(), test/in-process.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REGEX_TIMED_OUT } from '@toolbox/core/tools/regex-json';
import { describe, expect, it } from 'vitest';
import { toolboxInProcess } from './in-process';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-regex-'));

/** The built binary: the ways a text reaches the command, an invalid pattern's exit and message, the time limit. */
function built(args: string[], input = '') {
  const started = Date.now();
  const result = toolboxIn(cwd, args, { input });
  return { code: result.code, stdout: result.stdout, stderr: result.stderr, ms: Date.now() - started };
}
/** Options and formats: main() in this process (test/in-process.ts), the same command code without a Node start each. */
const toolbox = (args: string[], input = '') => toolboxInProcess(cwd, args, { input });

describe('toolbox regex', () => {
  it('prints each match with its groups, from a file, stdin or --text', () => {
    writeFileSync(join(cwd, 'dates.txt'), 'from 2024-01 to 2025-12');
    const expected = '2024-01\tyear="2024" 2="01"\n2025-12\tyear="2025" 2="12"\n';
    const pattern = '(?<year>\\d{4})-(\\d{2})';
    expect(built(['regex', pattern, 'dates.txt'])).toMatchObject({ code: 0, stdout: expected });
    expect(built(['regex', pattern, '-'], 'from 2024-01 to 2025-12').stdout).toBe(expected);
    expect(built(['regex', pattern, '--text', 'from 2024-01 to 2025-12', '--count']).stdout).toBe('2\n');
  });

  it('gives index, groups, named groups and indices with --json and the d flag', async () => {
    const result = JSON.parse(
      (await toolbox(['regex', 'a(?<b>b)', '--flags', 'gd', '--text', 'xab', '--json'])).stdout,
    );
    expect(result.matches).toEqual([
      { text: 'ab', index: 1, end: 3, groups: [{ number: 1, name: 'b', value: 'b', indices: [2, 3] }] },
    ]);
  });

  it('runs presets with their own flags', async () => {
    const text = 'Str0ng!pass\nweakpass\nOk#9abcd';
    expect((await toolbox(['regex', '--preset', 'password', '--text', text])).stdout).toBe(
      'Str0ng!pass\nOk#9abcd\n',
    );
    expect((await toolbox(['regex', '--preset', 'ipv4', '--text', 'at 10.0.0.1 not 999.1.1.1'])).stdout).toBe(
      '10.0.0.1\n',
    );
  });

  it('replaces with $1 and $<name>', async () => {
    expect(
      (
        await toolbox([
          'regex',
          '(?<first>\\w+) (\\w+)',
          '--text',
          'Ada Lovelace',
          '--replace',
          '$2, $<first>',
        ])
      ).stdout,
    ).toBe('Lovelace, Ada');
  });

  it('exits 1 with the engine’s message for an invalid pattern', () => {
    expect(built(['regex', '(', '--text', 'a'])).toMatchObject({
      code: 1,
      stderr: 'toolbox: Invalid regular expression: /(/g: Unterminated group\n',
    });
    expect(built(['regex', 'a', '--flags', 'uv', '--text', 'a']).code).toBe(1);
  });

  it('stops a catastrophic pattern at the time limit and exits 1', () => {
    const result = built(['regex', '(a+)+$', '--text', `${'a'.repeat(40)}!`, '--timeout', '300']);
    expect(result).toMatchObject({
      code: 1,
      stderr: `toolbox: ${REGEX_TIMED_OUT}\n`,
    });
    expect(result.ms).toBeLessThan(10_000);
  });

  it('explains a pattern token by token, as text and as JSON', async () => {
    const text = await toolbox(['regex', 'explain', '^(?<year>\\d{4})-\\d+$', '--flags', 'm']);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toBe(
      [
        '/^(?<year>\\d{4})-\\d+$/m',
        '  m  multiline: ^ and $ match at the start and end of each line',
        '',
        '^               the start of a line',
        '(?<year>\\d{4})  capturing group 1 "year"',
        '  \\d{4}         a digit (0–9) — exactly 4 times',
        '-               the character "-"',
        '\\d+             a digit (0–9) — 1 or more times, as many as possible',
        '$               the end of a line',
        '',
      ].join('\n'),
    );
    const json = JSON.parse((await toolbox(['regex', 'explain', 'a|b', '--json'])).stdout);
    expect([json.pattern, json.flags, json.flagNotes[0].flag]).toEqual(['a|b', 'g', 'g']);
    expect(
      json.tokens.map((t: { raw: string; depth: number; start: number }) => [t.raw, t.depth, t.start]),
    ).toEqual([
      ['a', 0, 0],
      ['a', 1, 0],
      ['b', 0, 2],
      ['b', 1, 2],
    ]);
    expect(await toolbox(['regex', 'explain', '(', '--json'])).toMatchObject({
      code: 1,
      stderr: 'toolbox: Invalid regular expression: /(/g: Unterminated group\n',
    });
  });

  it('needs a pattern or a preset (usage, exit 2)', async () => {
    expect((await toolbox(['regex', '--text', 'a'])).code).toBe(2);
  });
});

describe('toolbox json', () => {
  it('formats with indent 2 by default, 4 or tab, and sorts keys', async () => {
    const input = '{"b":1,"a":{"d":[1],"c":null}}';
    expect((await toolbox(['json', 'format', '-'], input)).stdout).toBe(
      `${JSON.stringify(JSON.parse(input), null, 2)}\n`,
    );
    expect((await toolbox(['json', 'format', '--indent', 'tab', '--sort-keys'], input)).stdout).toBe(
      '{\n\t"a": {\n\t\t"c": null,\n\t\t"d": [\n\t\t\t1\n\t\t]\n\t},\n\t"b": 1\n}\n',
    );
    expect((await toolbox(['json', 'minify'], '{ "a" : [ 1 , 2 ] }')).stdout).toBe('{"a":[1,2]}\n');
  });

  it('validates: "Valid JSON", or exit 1 with line and column', () => {
    expect(built(['json', 'validate'], '[1]')).toMatchObject({ code: 0, stdout: 'Valid JSON\n' });
    expect(built(['json', 'validate'], '{\n  "a": 1\n  "b": 2\n}')).toMatchObject({
      code: 1,
      stderr: 'toolbox: Invalid JSON string: Expected a comma at line 3, column 3.\n',
    });
  });

  it('converts to RFC 4180 CSV with each delimiter and writes -o files', async () => {
    const input = JSON.stringify([
      { id: 1, user: { name: 'Ada, L.' } },
      { id: 2, tags: ['x'], note: 'say "hi"' },
    ]);
    expect((await toolbox(['json', 'csv'], input)).stdout).toBe(
      'id,user.name,tags.0,note\r\n1,"Ada, L.",,\r\n2,,x,"say ""hi"""\r\n',
    );
    expect((await toolbox(['json', 'csv', '--delimiter', 'tab'], input)).stdout.split('\r\n')[0]).toBe(
      'id\tuser.name\ttags.0\tnote',
    );
    expect((await toolbox(['json', 'csv', '--delimiter', ';', '-o', 'out.csv'], input)).code).toBe(0);
    expect(readFileSync(join(cwd, 'out.csv'), 'utf8').split('\r\n')[1]).toBe('1;Ada, L.;;');
  });

  it('refuses what is not an array of objects with the spec’s message', async () => {
    expect(await toolbox(['json', 'csv'], '{"a":1}')).toMatchObject({
      code: 1,
      stderr: 'toolbox: Failed to convert JSON to CSV\n',
    });
    expect((await toolbox(['json', 'shrink'], '[]')).code).toBe(2);
  });
});
