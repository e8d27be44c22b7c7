// `toolbox api-docs diff` as a user runs it (the built binary): text, Markdown and JSON reports, --fail-on exit
// codes, an identical pair, and bad input (one line, exit 1 or 2).
import {
  closeSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markdownToHtml } from '@toolbox/core/markdown';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-api-diff-'));
const OLD = `openapi: 3.0.3
info: {title: Store, version: "1.0"}
paths:
  /items:
    get:
      operationId: listItems
      parameters: [{name: limit, in: query, schema: {type: integer, maximum: 100}}]
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Item'}}}}}
  /items/{id}:
    delete: {operationId: deleteItem, responses: {'204': {description: gone}}}
components:
  schemas:
    Item:
      type: object
      required: [id]
      properties:
        id: {type: string}
        state: {type: string, enum: [new, sold]}
`;
// The limit is now required, DELETE is gone, Item.id is optional in responses and state gains a value.
const NEW = `openapi: 3.1.0
info: {title: Store, version: "2.0"}
paths:
  /items:
    get:
      operationId: listItems
      parameters: [{name: limit, in: query, required: true, schema: {type: integer, maximum: 100}}]
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Item'}}}}}
components:
  schemas:
    Item:
      type: object
      properties:
        id: {type: string}
        state: {type: string, enum: [new, sold, returned]}
`;
// Only a warning: a response enum gains a value.
const WARN_ONLY = OLD.replace('enum: [new, sold]', 'enum: [new, sold, lost]');
writeFileSync(join(dir, 'old.yaml'), OLD);
writeFileSync(join(dir, 'new.yaml'), NEW);
writeFileSync(join(dir, 'warn.yaml'), WARN_ONLY);

describe('toolbox api-docs diff (built binary)', () => {
  it('compares a description split across files with the one file it was', () => {
    // NEW split as Redocly's starter is: the path item and the schema in files of their own.
    mkdirSync(join(dir, 'split', 'paths'), { recursive: true });
    mkdirSync(join(dir, 'split', 'schemas'), { recursive: true });
    const [head, pathItem] = NEW.split(/\n {2}\/items:\n/) as [string, string];
    const [operations, schemas] = pathItem.split('components:\n') as [string, string];
    writeFileSync(
      join(dir, 'split', 'openapi.yaml'),
      `${head}\n  /items: {$ref: paths/items.yaml}\ncomponents:\n  schemas:\n    Item: {$ref: schemas/Item.yaml}\n`,
    );
    writeFileSync(
      join(dir, 'split', 'paths', 'items.yaml'),
      operations.replace(/^ {4}/gm, '').replace("'#/components/schemas/Item'", '../schemas/Item.yaml'),
    );
    writeFileSync(
      join(dir, 'split', 'schemas', 'Item.yaml'),
      schemas.split('    Item:\n')[1]?.replace(/^ {6}/gm, '') ?? '',
    );
    const split = toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'split/openapi.yaml']);
    const whole = toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'new.yaml']);
    expect(split).toMatchObject({ code: 0, stderr: '' });
    expect(split.stdout).toBe(whole.stdout);
  });

  it('prints each change under its operation, breaking first, and exits 0 without --fail-on', () => {
    const result = toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'new.yaml']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.split('\n')).toEqual([
      'DELETE /items/{id} (deleteItem)',
      '  ERR  removed without being deprecated first [api-path-removed-without-deprecation]',
      'GET /items (listItems)',
      '  ERR  query parameter limit: became required [request-parameter-became-required]',
      '  ERR  response 200 (application/json) property [].id: became optional [response-property-became-optional]',
      '  WARN response 200 (application/json) property [].state: enum value "returned" added [response-property-enum-value-added]',
      '',
      '3 breaking, 1 warning: Store 1.0 → Store 2.0',
      '',
    ]);
  });

  it('writes Markdown that renders, and JSON with oasdiff rule ids and levels', () => {
    const md = toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'new.yaml', '--format', 'md']);
    expect(md.code).toBe(0);
    const html = markdownToHtml(md.stdout);
    expect(html).toMatch(/<h2[^>]*>DELETE \/items\/\{id\} \(deleteItem\)<\/h2>/);
    expect(html).toContain('<strong>3 breaking, 1 warning</strong>');
    const json = toolboxIn(dir, ['--json', 'api-docs', 'diff', 'old.yaml', '-'], { input: NEW });
    const report = JSON.parse(json.stdout) as { changes: { id: string; level: string; operation: string }[] };
    expect(report.changes.map((c) => [c.id, c.level, c.operation])).toEqual([
      ['api-path-removed-without-deprecation', 'ERR', 'DELETE /items/{id}'],
      ['request-parameter-became-required', 'ERR', 'GET /items'],
      ['response-property-became-optional', 'ERR', 'GET /items'],
      ['response-property-enum-value-added', 'WARN', 'GET /items'],
    ]);
  });

  it('--fail-on breaking exits 1 on an ERR, --fail-on warn on a WARN too', () => {
    expect(toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'new.yaml', '--fail-on', 'breaking']).code).toBe(
      1,
    );
    expect(toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'warn.yaml', '--fail-on', 'breaking']).code).toBe(
      0,
    );
    expect(toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'warn.yaml', '--fail-on', 'warn']).code).toBe(1);
  });

  it('-o FILE gets the report (text, Markdown, JSON) with the exit code --fail-on gives; stdout stays empty', () => {
    const text = toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'new.yaml', '-o', 'report.txt']);
    expect(text).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toMatch(/^DELETE \/items\/\{id\} \(deleteItem\)\n/);
    const again = toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'new.yaml', '-o', 'report.txt']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/report\.txt already exists/);
    const md = ['api-docs', 'diff', 'old.yaml', 'new.yaml', '--format', 'md', '--fail-on', 'breaking'];
    expect(toolboxIn(dir, [...md, '-o', 'report.md', '-f'])).toMatchObject({ code: 1, stdout: '' });
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain('**3 breaking, 1 warning**');
    const json = toolboxIn(dir, ['--json', 'api-docs', 'diff', 'old.yaml', 'new.yaml', '-o', 'report.json']);
    expect(json).toMatchObject({ code: 0, stdout: '' });
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).changes).toHaveLength(4);
  });

  it('gives an empty report and exit 0 for an identical pair', () => {
    const result = toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'old.yaml', '--fail-on', 'warn']);
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: 'No changes.\n' });
    const json = toolboxIn(dir, ['api-docs', 'diff', 'new.yaml', 'new.yaml', '--json']);
    expect(JSON.parse(json.stdout).changes).toEqual([]);
  });

  it('refuses bad input with one line: YAML that is not OpenAPI, a 100 MB file (exit 1); bad usage (exit 2)', () => {
    writeFileSync(join(dir, 'compose.yaml'), 'services:\n  web:\n    image: nginx\n');
    const notOpenApi = toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'compose.yaml']);
    expect(notOpenApi.code).toBe(1);
    expect(notOpenApi.stderr.trim().split('\n')).toEqual([
      'toolbox: new document compose.yaml: # (line 1, column 1): This is not an OpenAPI document: it has no "openapi" (or "swagger") field, info or paths',
    ]);
    const huge = join(dir, 'huge.json');
    const fd = openSync(huge, 'w');
    ftruncateSync(fd, 100_000_000);
    closeSync(fd);
    const tooLarge = toolboxIn(dir, ['api-docs', 'diff', 'huge.json', 'old.yaml']);
    expect(tooLarge.code).toBe(1);
    expect(tooLarge.stderr.trim().split('\n')).toEqual([
      'toolbox: huge.json is 100 MB; the limit for toolbox api-docs diff is 50 MB (raise it with --max-input-size 100MB).',
    ]);
    expect(toolboxIn(dir, ['api-docs', 'diff', 'old.yaml']).code).toBe(2);
    expect(toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'new.yaml', '--format', 'html']).code).toBe(2);
    expect(toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'new.yaml', '--fail-on', 'info']).code).toBe(2);
  });

  it('prints the documents’ text inert: no escape sequence reaches the terminal', () => {
    writeFileSync(join(dir, 'hostile.yaml'), NEW.replace('state:', '"\\e]0;pwned\\astate":'));
    const result = toolboxIn(dir, ['api-docs', 'diff', 'old.yaml', 'hostile.yaml']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('property [].state: optional property added');
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).not.toContain('\u0007');
  });
});
