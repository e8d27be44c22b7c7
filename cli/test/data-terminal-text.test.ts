// Issue 41 item 23: text from data (a certificate's subject and SAN, a JWT's claims, a URL's decoded query, commit
// subjects in a changelog and an OpenAPI description's text in Markdown, written to a pipe or a file) reaches
// neither the terminal nor the file with escape sequences, C1 or bidirectional controls in it (built binary).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempRepo } from './changelog-repo';
import { toolboxIn } from './signed-in-toolbox';

/** What no printed or written byte may contain: ESC, BEL, other C0 but tab/newline, DEL, C1, bidi controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: asserting none gets through
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** An OSC 52 clipboard write, a CSI through C1, a screen clear and a right-to-left override. */
const HOSTILE = '\x1b]52;c;cm0gLXJmIH4=\x07\x9b31m\x1b[2J\u202e';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-inert-'));

function clean(result: { code: number | null; stdout: string; stderr: string }) {
  expect(result.stdout).not.toMatch(CONTROL);
  expect(result.stderr).not.toMatch(CONTROL);
  return result;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('data reaches the terminal inert', () => {
  it('cert: a subject and a SAN made by openssl with escapes in them, text and --json', () => {
    const made = spawnSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-utf8'],
        ...['-keyout', 'evil.key', '-out', 'evil.pem', '-subj', `/CN=evil${HOSTILE}`],
        ...['-addext', `subjectAltName=DNS:a${HOSTILE}.example`],
      ],
      { cwd },
    );
    expect(made.status).toBe(0);
    const text = clean(toolboxIn(cwd, ['cert', 'evil.pem']));
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Subject +CN=evil\n/);
    // An IA5String SAN holds bytes, read one character each: what is left of the escapes is printable.
    expect(text.stdout).toMatch(/Names +DNS:a[^\n]*\.example\n/);
    const json = clean(toolboxIn(cwd, ['cert', '--json', 'evil.pem']));
    expect(JSON.parse(json.stdout).items[0].subject).toContain('\x1b]52');
  });

  it('jwt decode: claim names and values with ESC, C1 and bidi controls, text and --json', () => {
    const payload = { [`ro${HOSTILE}le`]: 'admin', name: `Ada${HOSTILE}`, sub: 'u1' };
    const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2ln`;
    const text = clean(toolboxIn(cwd, ['jwt', 'decode', token]));
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/ {2}role +"admin"/);
    expect(text.stdout).toContain('"Ada\\u001b]52;c;cm0gLXJmIH4=\\u0007\\u009b31m\\u001b[2J\\u202e"');
    const json = clean(toolboxIn(cwd, ['jwt', 'decode', '--json', token]));
    expect(JSON.parse(json.stdout).payload.name).toBe(`Ada${HOSTILE}`);
  });

  it('url parse: a decoded query with escapes, text and --json', () => {
    const url = `https://example.com/?q=${encodeURIComponent(HOSTILE)}x&${encodeURIComponent(`k${HOSTILE}`)}=1`;
    const text = clean(toolboxIn(cwd, ['url', 'parse', url]));
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^ {2}q +x$/m);
    const json = clean(toolboxIn(cwd, ['url', 'parse', '--json', url]));
    expect(JSON.parse(json.stdout).params[0]).toEqual(['q', `${HOSTILE}x`]);
  });
});

describe("api-docs: a description's text is inert in Markdown, in a pipe and in a file, and in --json", () => {
  it('a title, a summary and a description with escapes, C1 and bidi controls', () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: `Pets${HOSTILE}`, version: '1', description: `All the pets${HOSTILE}.` },
      paths: { '/pets': { get: { summary: `List${HOSTILE}`, responses: { 200: { description: 'ok' } } } } },
    };
    writeFileSync(join(cwd, 'hostile-openapi.json'), JSON.stringify(spec));
    const piped = clean(toolboxIn(cwd, ['api-docs', 'hostile-openapi.json', '--format', 'md']));
    expect(piped.code).toBe(0);
    expect(piped.stdout).toContain('# Pets');
    expect(piped.stdout).toContain('All the pets');
    const written = clean(
      toolboxIn(cwd, ['api-docs', 'hostile-openapi.json', '--format', 'md', '-o', 'API.md', '--force']),
    );
    expect(written.code).toBe(0);
    expect(readFileSync(join(cwd, 'API.md'), 'utf8')).toBe(piped.stdout);
    const json = clean(
      toolboxIn(cwd, ['--json', 'api-docs', 'hostile-openapi.json', '-o', 'api.html', '--force']),
    );
    expect(JSON.parse(json.stdout).title).toBe(`Pets${HOSTILE}`);
  });
});

describe("workspace: a plan's text is inert in its text formats and its JSON", () => {
  it('tree, Markdown and both Mermaid diagrams', () => {
    writeFileSync(join(cwd, 'hostile-plan.txt'), `Launch${HOSTILE}\n- Backend${HOSTILE} API\n`);
    for (const format of ['tree', 'markdown', 'mermaid-mindmap', 'mermaid-kanban']) {
      const result = clean(toolboxIn(cwd, ['workspace', 'hostile-plan.txt', '--format', format]));
      expect({ format, code: result.code }).toEqual({ format, code: 0 });
      expect(result.stdout).toContain('Launch');
    }
  });

  it('JSON to a pipe and to a file: the controls as \\u escapes, the titles unchanged when read', () => {
    const piped = clean(toolboxIn(cwd, ['workspace', 'hostile-plan.txt', '--format', 'json']));
    expect(piped.code).toBe(0);
    expect(
      toolboxIn(cwd, ['workspace', 'hostile-plan.txt', '--format', 'json', '-o', 'plan.json']).code,
    ).toBe(0);
    const written = readFileSync(join(cwd, 'plan.json'), 'utf8');
    expect(written).not.toMatch(CONTROL);
    for (const text of [piped.stdout, written]) {
      const titles = (JSON.parse(text) as { nodes: { title: string }[] }).nodes.map((node) => node.title);
      expect(titles.some((title) => title.includes('\x9b31m') && title.includes('\u202e'))).toBe(true);
    }
  });
});

describe('changelog: commit text is inert in a pipe and in a file too', () => {
  const repo = tempRepo();
  repo.commit(`feat: add export${HOSTILE}`);
  repo.commit('fix: handle empty input');

  it('Markdown and JSON to a pipe, Markdown to a file, --prepend into CHANGELOG.md', () => {
    const markdown = clean(repo.toolbox(['changelog']));
    expect(markdown.code).toBe(0);
    expect(markdown.stdout).toMatch(/add export\b/);
    const json = clean(repo.toolbox(['changelog', '--format', 'json']));
    expect(json.stdout).toContain('add export\\u001b]52');
    expect(repo.toolbox(['changelog', '-o', 'NOTES.md']).code).toBe(0);
    expect(readFileSync(join(repo.dir, 'NOTES.md'), 'utf8')).not.toMatch(CONTROL);
    expect(repo.toolbox(['changelog', '--prepend']).code).toBe(0);
    const file = readFileSync(join(repo.dir, 'CHANGELOG.md'), 'utf8');
    expect(file).toMatch(/add export\b/);
    expect(file).not.toMatch(CONTROL);
  });
});
