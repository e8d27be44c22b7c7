// The built `toolbox json`, `convert`, `types` and `diff --json` on a tweet whose id is past 2^53, and `convert` on
// hostile YAML (an alias bomb, an alias inside its own anchor): numbers as written, limits as one line.
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-json-numbers-'));
// A tweet as Twitter's API sent it (core/src/json/fixtures/SOURCES.md): "id":540897316908331009.
copyFileSync(join(import.meta.dirname, '../../core/src/json/fixtures/status.json'), join(cwd, 'tweet.json'));
const run = (args: string[], input?: string) => toolboxIn(cwd, args, { input });

describe('numbers past 2^53 through the built toolbox', () => {
  it('json format and minify write the id as Twitter sent it', () => {
    expect(run(['json', 'minify', 'tweet.json']).stdout).toContain('"id":540897316908331009,');
    const formatted = run(['json', 'format', 'tweet.json', '--sort-keys']);
    expect(formatted).toMatchObject({ code: 0, stderr: '' });
    expect(formatted.stdout).toContain('  "id": 540897316908331009,');
    expect(run(['json', 'minify'], '[1e400, 1.0000000000000000001, -0]').stdout).toBe(
      '[1e400,1.0000000000000000001,-0]\n',
    );
  });

  it('convert writes it exactly to YAML and TOML, and refuses what TOML cannot hold with one line', () => {
    expect(run(['convert', 'tweet.json', '--to', 'yaml']).stdout).toContain('\nid: 540897316908331009\n');
    expect(run(['convert', '--from', 'json', '--to', 'toml'], '{"id": 540897316908331009}').stdout).toBe(
      'id = 540897316908331009\n',
    );
    const refused = run(['convert', '--from', 'json', '--to', 'toml'], '{"id": 12345678901234567890}');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'toolbox: TOML holds 64-bit integers and 64-bit floats: id is 12345678901234567890, which TOML cannot hold exactly. Quote it as a string, or convert to JSON or YAML.\n',
    );
  });

  it('types notes the id; diff --json sees two tweets that differ only in the id', () => {
    expect(run(['types', 'tweet.json', '--name', 'Tweet']).stdout).toContain(
      '  id: number; // past 2^53: JSON.parse rounds it',
    );
    writeFileSync(join(cwd, 'other.json'), '{"id": 540897316908331008}');
    writeFileSync(join(cwd, 'one.json'), '{"id": 540897316908331009}');
    const diff = run(['diff', 'one.json', 'other.json', '--json', '--exit-code']);
    expect(diff.code).toBe(1);
    expect(diff.stdout).toBe(
      '[\n  {\n    "op": "replace",\n    "path": "/id",\n    "value": 540897316908331008\n  }\n]\n',
    );
  });

  it('types on a real timeline: identical objects at different paths share one interface; --name names the element', () => {
    copyFileSync(
      join(import.meta.dirname, '../../core/src/json/fixtures/statuses.json'),
      join(cwd, 'timeline.json'),
    );
    const { stdout, code } = run(['types', 'timeline.json', '--name', 'Tweet']);
    expect(code).toBe(0);
    expect(stdout).toContain('export interface Tweet {');
    expect(stdout).toContain('export type Tweets = Tweet[];');
    // A tweet's entities and its retweet's are one interface; so are geo and coordinates.
    const declared = [...stdout.matchAll(/^export interface (\w+)/gm)].map(([, name]) => name);
    expect(new Set(declared).size).toBe(declared.length);
    const uses = (field: string) =>
      new Set([...stdout.matchAll(new RegExp(`^  ${field}\\??: (\\w+)`, 'gm'))].map(([, t]) => t));
    expect(uses('entities').size).toBe(2); // a tweet's (hashtags, urls, mentions) and a user's (url, description)
    expect(stdout).toMatch(/^ {2}geo: Geo \| null;\n {2}coordinates: Geo \| null;$/m);
  });

  it('jwt sign keeps a claim past 2^53 and jwt decode prints it as signed', () => {
    const token = run([
      'jwt',
      'sign',
      '--secret',
      's',
      '--claims',
      '{"tweet": 540897316908331009}',
    ]).stdout.trim();
    expect(run(['jwt', 'decode', token]).stdout).toContain('tweet  540897316908331009');
    expect(run(['jwt', 'decode', token, '--json']).stdout).toContain('"tweet": 540897316908331009,');
  });
});

describe('convert on hostile YAML', () => {
  it('an anchor aliased into more than 100,000 values is refused with one line, exit 1', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `  - row ${i}`).join('\n');
    const bomb = `big: &big\n${rows}\ncopies: [${Array(99).fill('*big').join(', ')}]\n`;
    const result = run(['convert', '--from', 'yaml', '--to', 'json'], bomb);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(
      /^toolbox: Invalid YAML: its aliases expand to more than 100,000 values \(at \*big, line 2002, column \d+\); refused as a "billion laughs" expansion\.\n$/,
    );
  });

  it('an alias inside the node it names is one line, not "Unexpected error"', () => {
    const result = run(['convert', '--from', 'yaml', '--to', 'json'], 'a: &a\n  - x\n  - *a\n');
    expect(result).toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        'toolbox: Invalid YAML at line 3, column 5: the alias *a is inside the node it names, which would hold itself forever.\n',
    });
  });
});
