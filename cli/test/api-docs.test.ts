// `toolbox api-docs` as a user runs it (the built binary): HTML by default, Markdown, stdin, exit 1 with locations.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { markdownToHtml } from '@toolbox/core/markdown';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-api-docs-'));
const SPEC = `openapi: 3.1.0
info: {title: Store, version: "2.0"}
paths:
  /items/{id}:
    get:
      operationId: getItem
      summary: Get an item
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses:
        '200': {description: The item, content: {application/json: {schema: {$ref: '#/components/schemas/Item'}}}}
components:
  schemas:
    Item: {type: object, properties: {id: {type: string}, parts: {type: array, items: {$ref: '#/components/schemas/Item'}}}}
`;
writeFileSync(join(dir, 'store.yaml'), SPEC);

describe('toolbox api-docs (built binary)', () => {
  it('writes one self-contained HTML file by default and refuses to overwrite it', () => {
    expect(toolboxIn(dir, ['api-docs', 'store.yaml', '-o', 'docs.html'])).toMatchObject({ code: 0 });
    const html = readFileSync(join(dir, 'docs.html'), 'utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('"getItem"');
    expect(html).not.toMatch(/\s(src|href)="(https?:)?\/\//);
    expect(toolboxIn(dir, ['api-docs', 'store.yaml', '-o', 'docs.html']).code).toBe(1);
  });

  it('writes Markdown whose tables and headings render', () => {
    const result = toolboxIn(dir, ['api-docs', 'store.yaml', '--format', 'md']);
    expect(result.code).toBe(0);
    const html = markdownToHtml(result.stdout);
    expect(html).toContain('<code>GET /items/{id}</code>');
    expect(html).toMatch(/<td><code>id<\/code><\/td>\s*<td>path<\/td>/);
    expect(result.stdout).toContain('↻ circular');
  });

  it('exits 1 listing each error with its location; 2 for a bad --format', () => {
    writeFileSync(
      join(dir, 'bad.json'),
      '{\n  "openapi": "3.0.0",\n  "info": {"title": "x", "version": "1"},\n  "paths": {"/a": {"get": {"parameters": [{"$ref": "#/nope"}]}}}\n}',
    );
    const bad = toolboxIn(dir, ['api-docs', 'bad.json']);
    expect(bad.code).toBe(1);
    // One error a line, each with its location (a JSON document's errors name the line and column too).
    expect(bad.stderr.trimEnd().split('\n')).toEqual([
      'toolbox: Invalid OpenAPI document (2 errors):',
      '  #/paths/~1a/get/responses (line 4, column 20): Operation has no "responses"',
      '  #/paths/~1a/get/parameters/0/$ref (line 4, column 44): Unresolved $ref "#/nope"',
    ]);
    writeFileSync(join(dir, 'broken.yaml'), 'openapi: 3.0.0\ninfo: [\n');
    expect(toolboxIn(dir, ['api-docs', 'broken.yaml']).stderr).toMatch(/line \d+, column \d+: Invalid YAML/);
    expect(toolboxIn(dir, ['api-docs', 'store.yaml', '--format', 'pdf']).code).toBe(2);
  });

  it('a real CHANGELOG given by mistake: refused in at most 20 lines, the rest counted', () => {
    const changelog = gunzipSync(
      readFileSync(
        join(
          import.meta.dirname,
          '../../core/src/tools/api-docs/fixtures/not-openapi/dayjs-1.11.23-CHANGELOG.md.gz',
        ),
      ),
    );
    writeFileSync(join(dir, 'CHANGELOG.md'), changelog);
    const result = toolboxIn(dir, ['api-docs', 'CHANGELOG.md', '-o', 'docs.html']);
    expect(result.code).toBe(1);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(20);
    expect(lines[0]).toMatch(/^toolbox: Invalid OpenAPI document \((\d+) errors\):$/);
    const total = Number(/\((\d+) errors/.exec(lines[0] ?? '')?.[1]);
    expect(lines.at(-1)).toBe(`  … and ${total - (lines.length - 2)} more`);
  });
});
