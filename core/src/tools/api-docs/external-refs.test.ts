// Descriptions split across files: Redocly's own starter (fixtures/multi-file, SOURCES.md there) against
// `redocly bundle` (bench's @redocly/cli) run on the same folder, and small hostile folders in memory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SourceFolder } from '../../ports';
import { loadSpec, loadSpecFrom, renderDocs } from './generate';
import { issueLines, type LoadResult } from './load';

const starter = join(import.meta.dirname, 'fixtures', 'multi-file', 'redocly-starter');
const redocly = join(import.meta.dirname, '..', '..', '..', '..', 'bench', 'node_modules', '.bin', 'redocly');

/** A folder on disk, as a test reads it (the CLI's binding, with its link checks, is tested in cli/). */
const diskFolder = (dir: string): SourceFolder => ({
  read: async (path) => {
    try {
      return { ok: true, text: readFileSync(join(dir, path), 'utf8') };
    } catch {
      return { ok: false, reason: 'no such file' };
    }
  },
});

/** Files in memory; every read is recorded. */
function memoryFolder(files: Record<string, string>, reads: string[] = []): SourceFolder {
  return {
    read: async (path) => {
      reads.push(path);
      const text = files[path];
      return text === undefined ? { ok: false, reason: 'no such file' } : { ok: true, text };
    },
  };
}

const operations = (loaded: LoadResult) =>
  loaded.ok
    ? loaded.model.groups
        .flatMap((g) => g.operations)
        .map((op) => `${op.webhook ? 'webhook ' : ''}${op.method} ${op.path} ${op.operationId ?? ''}`)
        .filter((v, i, all) => all.indexOf(v) === i)
        .sort()
    : [];

describe('a description split across files', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'api-docs-refs-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("reads Redocly's starter as `redocly bundle` does: the same operations, each with its responses", async () => {
    const text = readFileSync(join(starter, 'openapi.yaml'), 'utf8');
    // One file alone: the refs are named as unresolved, never "Operation has no responses" or silence.
    const alone = loadSpec(text);
    expect(alone.ok).toBe(true);
    expect(
      alone.warnings.some((w) => w.message.startsWith('External $ref "paths/menu.yaml" is not resolved')),
    ).toBe(true);
    const loaded = await loadSpecFrom(text, { name: 'openapi.yaml', folder: diskFolder(starter) });
    if (!loaded.ok) throw new Error(issueLines(loaded.errors).join('\n'));
    expect(loaded.model.operationCount).toBe(13);
    const ops = loaded.model.groups.flatMap((g) => g.operations);
    for (const op of ops) expect(op.responses.length, `${op.method} ${op.path}`).toBeGreaterThan(0);
    const list = ops.find((op) => op.operationId === 'listMenuItems');
    expect(list?.parameters.map((p) => p.name)).toEqual([
      'after',
      'before',
      'sort',
      'filter',
      'search',
      'limit',
    ]);
    // Schemas from other files are components under their file's name, as Redocly's bundle names them.
    const doc = loaded.doc as { components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['MenuItemList', 'MenuItem']));
    const markdown = renderDocs(loaded, 'md');
    expect(markdown).toContain('### `GET /menu`');
    expect(markdown).toContain('Schema: `MenuItemList`');
    if (!existsSync(redocly)) return; // bench's dev dependency, installed by `pnpm install`
    const out = join(tmp, 'bundled.json');
    // `env` sets Redocly's switches (no telemetry, no update check) on the inherited environment.
    const run = spawnSync(
      'env',
      [
        `HOME=${tmp}`,
        'REDOCLY_TELEMETRY=off',
        'REDOCLY_SUPPRESS_UPDATE_NOTICE=true',
        redocly,
        'bundle',
        join(starter, 'openapi.yaml'),
        '--ext',
        'json',
        '-o',
        out,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const peer = loadSpec(readFileSync(out, 'utf8'));
    expect(operations(loaded)).toEqual(operations(peer));
    expect(operations(peer)).toHaveLength(13);
    const peerSchemas = Object.keys((peer.ok && (peer.doc.components as { schemas: object }).schemas) || {});
    expect(Object.keys(doc.components.schemas).sort()).toEqual(peerSchemas.sort());
  }, 90_000);

  it('follows operations, fragments, refs inside other files and schema cycles across files', async () => {
    const reads: string[] = [];
    const folder = memoryFolder(
      {
        'paths/pets.yaml': [
          'get:',
          '  $ref: ../operations/list-pets.yaml',
          'post:',
          '  operationId: addPet',
          '  requestBody: {content: {application/json: {schema: {$ref: "../models.yaml#/Pet"}}}}',
          '  responses: {"201": {$ref: "#/x-shared/created"}}',
          'x-shared: {created: {description: Created}}',
        ].join('\n'),
        'operations/list-pets.yaml': [
          'operationId: listPets',
          'responses:',
          '  "200":',
          '    description: ok',
          '    content: {application/json: {schema: {type: array, items: {$ref: "../models.yaml#/Pet"}}}}',
        ].join('\n'),
        'models.yaml': [
          'Pet:',
          '  type: object',
          '  properties:',
          '    owner: {$ref: "owner.json"}',
          '    example: {type: string}',
          '  example: {$ref: not-a-file.yaml}',
        ].join('\n'),
        'owner.json':
          '{"type":"object","properties":{"pets":{"type":"array","items":{"$ref":"models.yaml#/Pet"}}}}',
      },
      reads,
    );
    const root = [
      'openapi: 3.1.0',
      'info: {title: Pets, version: "1"}',
      'paths:',
      '  /pets: {$ref: "./paths/pets.yaml"}',
    ].join('\n');
    const loaded = await loadSpecFrom(root, { name: 'openapi.yaml', folder });
    if (!loaded.ok) throw new Error(issueLines(loaded.errors).join('\n'));
    expect(operations(loaded)).toEqual(['get /pets listPets', 'post /pets addPet']);
    const schemas = (loaded.doc as { components: { schemas: Record<string, unknown> } }).components.schemas;
    expect(Object.keys(schemas)).toEqual(['Pet', 'owner']);
    expect(schemas.owner).toEqual({
      type: 'object',
      properties: { pets: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } },
    });
    // An example's `$ref` is data: never read.
    expect(reads.sort()).toEqual([
      'models.yaml',
      'operations/list-pets.yaml',
      'owner.json',
      'paths/pets.yaml',
    ]);
    expect(JSON.stringify(loaded.doc)).not.toContain('../');
    expect(renderDocs(loaded, 'md')).toContain('Created');
  });

  const errorsOf = async (root: string, files: Record<string, string>) => {
    const loaded = await loadSpecFrom(root, { name: 'openapi.yaml', folder: memoryFolder(files) });
    return loaded.ok ? [] : issueLines(loaded.errors);
  };
  const HEAD = 'openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths:\n';

  it('never leaves the folder, never fetches a URL, and names the file and place of each failure', async () => {
    const reads: string[] = [];
    const loaded = await loadSpecFrom(
      `${HEAD}  /a: {$ref: "../secret.yaml"}\n  /b: {$ref: "https://example.com/b.yaml"}\n  /c: {$ref: "/etc/passwd"}\n  /d: {$ref: "paths/d.yaml"}\n  /e: {$ref: "paths/gone.yaml"}\n`,
      {
        name: 'openapi.yaml',
        folder: memoryFolder({ 'paths/d.yaml': 'get: {$ref: "../../x.yaml"}\n' }, reads),
      },
    );
    expect(loaded.ok).toBe(false);
    expect(reads.sort()).toEqual(['paths/d.yaml', 'paths/gone.yaml']);
    expect(loaded.ok ? [] : issueLines(loaded.errors)).toEqual([
      `openapi.yaml#/paths/~1a (line 4, column 3): $ref "../secret.yaml" leads outside the description's folder: not followed`,
      'openapi.yaml#/paths/~1b (line 5, column 3): $ref "https://example.com/b.yaml" is a URL: URLs are never fetched (bundle the description into one file first)',
      `openapi.yaml#/paths/~1c (line 6, column 3): $ref "/etc/passwd" leads outside the description's folder: not followed`,
      `paths/d.yaml#/get (line 1, column 1): $ref "../../x.yaml" leads outside the description's folder: not followed`,
      'openapi.yaml#/paths/~1e (line 8, column 3): $ref "paths/gone.yaml": cannot read paths/gone.yaml (no such file)',
    ]);
  });

  it('reports a circular path item, a missing fragment and a broken file, each once', async () => {
    expect(
      await errorsOf(
        `${HEAD}  /a: {$ref: "a.yaml"}\n  /b: {$ref: "b.yaml#/nope"}\n  /c: {$ref: "c.yaml"}\n`,
        {
          'a.yaml': 'get: {$ref: "a.yaml"}\n',
          'b.yaml': 'x: 1\n',
          'c.yaml': 'get: [\n',
        },
      ),
    ).toEqual([
      'a.yaml#/get (line 1, column 1): $ref "a.yaml" is circular: it leads back to itself',
      'openapi.yaml#/paths/~1b (line 5, column 3): Unresolved $ref "b.yaml#/nope" (no /nope in b.yaml)',
      expect.stringMatching(/^c\.yaml \(line 2, column 1\): Invalid YAML/),
    ]);
  });

  it('refuses a $ref bomb (each file using the next ten times) with one line, quickly', async () => {
    const files: Record<string, string> = {};
    for (let level = 0; level < 9; level++)
      files[`l${level}.yaml`] =
        `x-next: [${Array.from({ length: 10 }, () => `{$ref: l${level + 1}.yaml}`).join(', ')}]\n`;
    files['l9.yaml'] = 'x-leaf: [1, 2, 3]\n';
    expect(
      await errorsOf(
        `${HEAD}  /a: {get: {x-bomb: {$ref: l0.yaml}, responses: {'200': {description: ok}}}}\n`,
        files,
      ),
    ).toEqual([
      'openapi.yaml# (line 1, column 1): The $refs put more than 2,000,000 values in place: not bundled',
    ]);
  });
});
