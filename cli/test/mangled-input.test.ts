// Bad input never crashes: a command reading a document (a file or an argument) answers a mangled one with its own
// message and exit 1 or 2, never "Unexpected error" (a bug reaching the user) or an exception out of main().
// Each run takes real inputs and mangles them: cut short, bytes inserted, a stretch removed or repeated, or
// something else entirely. Found this way: a PEM block one character off a group of four (`toolbox cert`).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolboxInProcess } from './in-process';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-mangled-'));
const core = (path: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'core', 'src', path), 'utf8');

/** Real inputs of each kind; the runs mangle them. */
const SEEDS = {
  json: [
    '{"a":[1,2,{"b":null}],"c":"x\\u00e9","d":1e400,"e":-0,"f":12345678901234567890}',
    '[{"id":1,"tags":["a","b"],"owner":{"name":"Ada"}},{"id":2,"note":"x, y"}]',
  ],
  yaml: [
    'base: &b {port: 5432}\ndev: {<<: *b, host: localhost}\nlist: [1, 2.5, !!str 3]\n---\ne: |\n  text\n',
  ],
  toml: ['[server]\nport = 8080\nhosts = ["a", "b"]\n[[d]]\ne = "x"\nwhen = 1979-05-27T07:32:00Z\n'],
  sql: [
    "create table t (id int primary key, name text not null default 'x', g geometry(Polygon,4326));\n" +
      'create policy p on t for select using (auth.uid() = id);\nselect a, array[1,2] from t where x = 1;\n',
  ],
  message: ['feat(cli)!: add x\n\nbody line\n\nBREAKING CHANGE: y\nRefs: #1\n', 'fix: y'],
  openapi: [core('tools/api-docs/fixtures/petstore-expanded.yaml')],
  pem: [core('tools/certificates/fixtures/ISRG_Root_X1.pem')],
  tailwind: [
    'module.exports = { theme: { extend: { colors: { brand: "#3b82f6", a: { 500: "#f59e0b" } } } } };',
  ],
  jwt: [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  ],
  url: ['https://user:pw@example.com:8080/a/b?x=1&y=%20z&x=2#frag'],
  cron: ['*/5 1-3 * JAN,FEB MON-FRI', '@daily'],
  time: ['1700000000', '2024-03-10T02:30:00', '-1.5'],
  regex: ['(?<w>a+)|[b-d]{2,}\\1'],
  base64: ['aGVsbG8gd29ybGQ='],
};
type Kind = keyof typeof SEEDS;

const mangled = (kind: Kind) =>
  fc.constantFrom(...SEEDS[kind]).chain((text) =>
    fc.oneof(
      fc.nat(text.length).map((at) => text.slice(0, at)),
      fc
        .tuple(fc.nat(text.length), fc.string({ unit: 'binary', maxLength: 8 }))
        .map(([at, bytes]) => text.slice(0, at) + bytes + text.slice(at)),
      fc
        .tuple(fc.nat(text.length), fc.nat(text.length))
        .map(([a, b]) => text.slice(0, Math.min(a, b)) + text.slice(Math.max(a, b))),
      fc
        .tuple(fc.nat(text.length), fc.integer({ min: 2, max: 50 }))
        .map(([at, times]) => text.slice(0, at) + text.slice(at, at + 3).repeat(times) + text.slice(at)),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom(
        '',
        '\0',
        '\uFEFF',
        '\uD800',
        '\r\n',
        '['.repeat(40),
        '{"__proto__":{"x":1}}',
        '9'.repeat(400),
      ),
    ),
  );

/** A command and where the mangled text goes: into `in.txt` (FILE in its argv) or in place of TEXT. */
const COMMANDS: [Kind, string[]][] = [
  ['json', ['json', 'format', 'FILE']],
  ['json', ['convert', 'FILE', '--from', 'json', '--to', 'yaml']],
  ['yaml', ['convert', 'FILE', '--from', 'yaml', '--to', 'toml']],
  ['toml', ['convert', 'FILE', '--from', 'toml', '--to', 'json']],
  ['json', ['types', 'FILE']],
  ['json', ['diff', 'FILE', 'FILE2']],
  ['sql', ['sql', 'format', 'FILE']],
  ['sql', ['schema', 'FILE']],
  ['message', ['commit', 'lint', 'FILE']],
  ['openapi', ['api-docs', 'FILE', '--format', 'md', '-o', '-']],
  ['pem', ['cert', 'FILE']],
  ['tailwind', ['tailwind', 'extract', 'FILE']],
  ['jwt', ['jwt', 'decode', 'TEXT']],
  ['url', ['url', 'parse', 'TEXT']],
  ['cron', ['cron', 'TEXT']],
  ['time', ['time', 'TEXT', '--tz', 'America/New_York']],
  ['regex', ['regex', 'TEXT', '--text', 'aaab bbcc aaaa!']],
  ['base64', ['base64', 'decode', 'TEXT']],
];

describe('a mangled real input gets a message, never an unexpected error', () => {
  it.each(COMMANDS)('%s: toolbox %j', async (kind, argv) => {
    await fc.assert(
      fc.asyncProperty(mangled(kind), mangled(kind), async (text, other) => {
        writeFileSync(join(cwd, 'in.txt'), text);
        writeFileSync(join(cwd, 'in2.txt'), other);
        const args = argv.map((arg) =>
          arg === 'FILE' ? 'in.txt' : arg === 'FILE2' ? 'in2.txt' : arg === 'TEXT' ? text || ' ' : arg,
        );
        const { code, stderr } = await toolboxInProcess(cwd, args);
        expect({ code, unexpected: stderr.includes('Unexpected error') }).toEqual({
          code: expect.toSatisfy((exit: number) => exit <= 2),
          unexpected: false,
        });
      }),
      { numRuns: 40 },
    );
  });
});
