import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { loadSpec, renderDocParts, renderDocs } from './generate';
import { exampleFromSchema, schemaTree } from './schema-node';
import { embedded, errorsOf, load, withScript } from './test/api-docs-loaded';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('OpenAPI Initiative examples', () => {
  it.each([
    ['petstore.yaml', ['listPets', 'createPets', 'showPetById'], 3],
    ['petstore-expanded.yaml', ['findPets', 'addPet', 'find pet by id', 'deletePet'], 4],
    ['api-with-examples.yaml', ['listVersionsv2', 'getVersionDetailsv2'], 2],
    ['callback-example.yaml', [], 1],
    ['uspto.yaml', ['list-data-sets', 'list-searchable-fields', 'perform-search'], 3],
    [
      'link-example.yaml',
      [
        'getUserByName',
        'getRepositoriesByOwner',
        'getRepository',
        'getPullRequestsByRepository',
        'getPullRequestsById',
        'mergePullRequest',
      ],
      6,
    ],
    ['webhook-example.yaml', [], 1],
    ['tictactoe.yaml', ['get-board', 'get-square', 'put-square'], 3],
    ['non-oauth-scopes.yaml', [], 1],
  ])('%s: every operation is in both outputs with its parameters and responses', (name, ids, count) => {
    const loaded = load(fixture(name));
    expect(loaded.model.operationCount).toBe(count);
    const md = renderDocs(loaded, 'md');
    const tokens = marked.lexer(md);
    const headings = tokens.flatMap((t) => (t.type === 'heading' && 'text' in t ? [String(t.text)] : []));
    const ops = embedded(renderDocs(loaded, 'html', withScript)).ops;
    for (const group of loaded.model.groups)
      for (const op of group.operations) {
        expect(headings).toContain(`\`${op.method.toUpperCase()} ${op.path}\``);
        const html = ops.find((o) => o.m === op.method && o.p === op.path);
        expect(html?.q.map((q) => q.n)).toEqual(op.parameters.map((p) => p.name));
        expect(html?.r.map((r) => r.st)).toEqual(op.responses.map((r) => r.status));
        for (const p of op.parameters) expect(md).toContain(`| \`${p.name}\` | ${p.in} |`);
        for (const r of op.responses) expect(md).toMatch(new RegExp(`\\| ${r.status} \\|`));
      }
    for (const id of ids) expect(ops.map((o) => o.i)).toContain(id);
    // Markdown tables are real GFM tables (the security schemes' table, where nothing else has one).
    expect(tokens.some((t) => t.type === 'table')).toBe(true);
  });

  it('shows the scopes of a security requirement, OAuth2 or not (tictactoe, non-oauth-scopes)', () => {
    const board = load(fixture('tictactoe.yaml'));
    expect(board.model.groups[0]?.operations[2]?.security).toEqual([
      ['bearerHttpAuthentication'],
      ['user2AppOauth (board:write)'],
    ]);
    const md = renderDocs(load(fixture('non-oauth-scopes.yaml')), 'md');
    expect(md).toContain('Security: bearerAuth (read:users, public)');
    const html = embedded(renderDocs(board, 'html', withScript)) as unknown as { ops: { sec: string[][] }[] };
    expect(html.ops[0]?.sec).toEqual([['defaultApiKey'], ['app2AppOauth (board:read)']]);
  });

  it('shows the callback, the $ref-erenced links, the named examples, server variables and a form body', () => {
    const callback = renderDocs(load(fixture('callback-example.yaml')), 'md');
    expect(callback).toContain('**Callback `onData`**');
    expect(callback).toContain('| 202 | Your server implementation should return this HTTP status code');
    const links = renderDocs(load(fixture('link-example.yaml')), 'md');
    expect(links).toContain('- Link `userRepositories` → `getRepositoriesByOwner`');
    expect(links).toContain('- Link `pullRequestMerge` → `mergePullRequest`');
    const examples = renderDocs(load(fixture('api-with-examples.yaml')), 'md');
    expect(examples).toContain('"status": "EXPERIMENTAL"');
    const uspto = renderDocs(load(fixture('uspto.yaml')), 'md');
    expect(uspto).toContain('{scheme}://developer.uspto.gov/ds-api');
    expect(uspto).toContain('application/x-www-form-urlencoded');
    expect(uspto).toContain('| `criteria` | string | yes |');
  });

  it('groups webhooks of 3.1 and expands the referenced schema', () => {
    const md = renderDocs(load(fixture('webhook-example.yaml')), 'md');
    expect(md).toContain('## Webhooks');
    expect(md).toContain('| `name` | string | yes |');
  });
});

describe('errors, with their locations, all at once', () => {
  it.each([
    [
      'JSON syntax',
      '{\n  "openapi": "3.0.0",\n  "info": }',
      [
        {
          where: expect.stringMatching(/^line 3, column \d+$/),
          message: expect.stringContaining('Invalid JSON'),
        },
      ],
    ],
    [
      'YAML syntax',
      'openapi: 3.0.0\ninfo:\n  title: [unclosed\n',
      [{ where: expect.stringMatching(/^line \d+, column \d+$/) }],
    ],
    [
      'Swagger 1.2',
      'swagger: "1.2"\ninfo: {title: a, version: "1"}\npaths: {}',
      [
        {
          where: '#/swagger (line 1, column 1)',
          message: 'Found Swagger 1.2; this tool reads OpenAPI 3.0 and 3.1, and Swagger 2.0',
        },
      ],
    ],
    [
      'unknown version',
      'openapi: 4.0.0\ninfo: {title: a, version: "1"}\npaths: {}',
      [{ where: '#/openapi (line 1, column 1)' }],
    ],
    [
      'missing info and paths (the root is where they belong)',
      'openapi: 3.0.3',
      [{ where: '#/info (line 1, column 1)' }, { where: '#/paths (line 1, column 1)' }],
    ],
    [
      'operation without responses, unknown "in", unresolved $ref',
      `openapi: 3.0.3
info: {title: a, version: "1"}
paths:
  /a/{id}:
    get:
      parameters:
        - {name: id, in: body}
        - $ref: '#/components/parameters/Missing'
    post:
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Nope'}}}}`,
      [
        // A missing key points at its parent; an existing one at itself.
        { where: '#/paths/~1a~1{id}/get/responses (line 5, column 5)' },
        {
          where: '#/paths/~1a~1{id}/get/parameters/0/in (line 7, column 22)',
          message: expect.stringContaining('"body"'),
        },
        {
          where: expect.stringMatching(
            /^#\/paths\/~1a~1\{id\}\/post\/responses\/200\/content\/.*\/\$ref \(line 11, column \d+\)$/,
          ),
        },
        {
          where: '#/paths/~1a~1{id}/get/parameters/1/$ref (line 8, column 11)',
          message: expect.stringContaining('Missing'),
        },
      ],
    ],
  ])('%s', (_name, text, expected) => {
    const errors = errorsOf(text);
    expect(errors).toHaveLength(expected.length);
    expect(errors).toEqual(expected.map((e) => expect.objectContaining(e)));
  });

  it('reports both unresolved $refs by pointer, with where they are', () => {
    const errors = errorsOf(`openapi: 3.1.0
info: {title: a, version: "1"}
paths:
  /a:
    get:
      responses:
        '200': {$ref: '#/components/responses/Gone'}
components:
  schemas:
    A: {$ref: '#/components/schemas/B'}`);
    expect(errors.map((e) => e.where)).toEqual(
      [
        '#/components/schemas/A/$ref (line 10, column 9)',
        '#/paths/~1a/get/responses/200/$ref (line 7, column 17)',
      ]
        .sort()
        .filter((w) => errors.some((e) => e.where === w)),
    );
    expect(errors).toHaveLength(2);
  });

  it('warnings (unused schema, no operationId) do not block output', () => {
    const result = loadSpec(
      'openapi: 3.1.0\ninfo: {title: a, version: "1"}\npaths: {/a: {get: {responses: {"200": {description: ok}}}}}\ncomponents: {schemas: {Unused: {type: string}}}',
    );
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => w.message)).toEqual(
      expect.arrayContaining(['Operation has no operationId', 'Schema "Unused" is never used']),
    );
  });

  it('arbitrary JSON or text never throws: it returns errors or docs', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        const result = loadSpec(text);
        if (result.ok) renderDocs(result, 'md');
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

const FEATURES = `openapi: 3.1.0
info: {title: Features, version: "2"}
x-tagGroups: [{name: Core, tags: [nodes]}]
security: [{bearer: []}]
paths:
  /nodes:
    post:
      tags: [nodes]
      operationId: createNode
      summary: Create a node
      deprecated: true
      callbacks:
        onDone:
          '{$request.body#/hook}':
            post: {summary: Node done, responses: {'200': {description: ok}}}
      requestBody:
        required: true
        content:
          application/json: {schema: {$ref: '#/components/schemas/Node'}}
      responses:
        '201':
          description: created
          links:
            GetNode: {operationId: createNode, description: the node}
          content:
            application/json: {schema: {$ref: '#/components/schemas/Shape'}}
components:
  securitySchemes:
    bearer: {type: http, scheme: bearer, bearerFormat: JWT}
  schemas:
    Node:
      type: object
      required: [name]
      properties:
        name: {type: [string, 'null'], description: The name}
        kind: {type: string, enum: [leaf, branch], default: leaf}
        children: {type: array, items: {$ref: '#/components/schemas/Node'}}
    Base: {type: object, required: [id], properties: {id: {type: string, format: uuid}}}
    Shape:
      oneOf: [{$ref: '#/components/schemas/Circle'}, {$ref: '#/components/schemas/Square'}]
      discriminator: {propertyName: kind}
    Circle: {allOf: [{$ref: '#/components/schemas/Base'}, {type: object, properties: {radius: {type: number}}}]}
    Square: {allOf: [{$ref: '#/components/schemas/Base'}, {properties: {side: {type: number}}}]}
`;

describe('OpenAPI features', () => {
  const loaded = load(FEATURES);
  const md = renderDocs(loaded, 'md');

  it('renders recursion with a circular marker and a bounded tree', () => {
    const tree = schemaTree(loaded.doc, { $ref: '#/components/schemas/Node' });
    const children = tree.children.find((c) => c.name === 'children');
    expect(children?.children[0]?.circular).toBe(true);
    expect(md).toContain('↻ circular');
  });

  it('merges allOf, shows oneOf alternatives with the discriminator, 3.1 type arrays, enums and defaults', () => {
    const shape = schemaTree(loaded.doc, { $ref: '#/components/schemas/Shape' });
    expect(shape.combinator).toBe('oneOf');
    expect(shape.discriminator).toBe('kind');
    expect(shape.children.map((c) => c.children.map((p) => p.name))).toEqual([
      ['id', 'radius'],
      ['id', 'side'],
    ]);
    expect(md).toContain('| `name` | string or null | yes | The name |');
    expect(md).toContain('One of: "leaf", "branch". Default: "leaf".');
  });

  it('generates an example from the schema when none is given, cycle-safe', () => {
    expect(exampleFromSchema(loaded.doc, { $ref: '#/components/schemas/Node' })).toEqual({
      name: 'string',
      kind: 'leaf',
      children: [{}],
    });
    expect(md).toContain('Example (generated from the schema):');
  });

  it('shows security, callbacks, links, deprecation and tag groups', () => {
    expect(md).toContain('| `bearer` | HTTP bearer (JWT) |');
    expect(md).toContain('Security: bearer');
    expect(md).toContain('**Callback `onDone`**');
    expect(md).toContain('- Link `GetNode` → `createNode`: the node');
    expect(md).toContain('~~`POST /nodes`~~ (deprecated)');
    expect(loaded.model.tagGroups).toEqual([{ name: 'Core', tags: ['nodes'] }]);
  });

  it('the HTML export is self-contained: no external resource, the script cannot be closed early', () => {
    const html = renderDocs(
      load(FEATURES.replace('The name', 'The </script><img src=x onerror=alert(1)> name')),
      'html',
      withScript,
    );
    expect(html).not.toMatch(/<(link|img|iframe)\b|\s(src|href)="(https?:)?\/\//i);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(JSON.stringify(embedded(html))).toContain('createNode');
    // The inline script compiles (it runs in the browser; the e2e spec runs it from file://).
    const script = html.slice(html.lastIndexOf('<script>') + 8, html.lastIndexOf('</script>'));
    expect(() => new Function(script)).not.toThrow();
  });

  it('its CSP runs only its own script and style, by their hashes: no inline script otherwise', () => {
    const html = renderDocs(load(FEATURES), 'html', withScript);
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const script = html.slice(html.lastIndexOf('<script>') + 8, html.lastIndexOf('</script>'));
    const style = html.slice(html.indexOf('<style>') + 7, html.indexOf('</style>'));
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual([hash(script)]);
    expect(directives['style-src']).toEqual([hash(style)]);
    expect(csp).not.toContain('unsafe');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('comes in parts of one operation or one schema each, which make the same file', () => {
    const loaded = load(fixture('petstore-expanded.yaml'));
    const parts = [...renderDocParts(loaded, 'html', withScript)];
    const html = parts.join('');
    expect(html).toBe(renderDocs(loaded, 'html', withScript));
    const { ops, refs } = embedded(html) as ReturnType<typeof embedded> & {
      refs: Record<string, unknown>;
    };
    const opParts = parts.filter((part) => part.includes('"a":"operation/'));
    expect(opParts).toHaveLength(ops.length);
    expect(Object.keys(refs).length).toBeGreaterThan(0);
    const refParts = parts.slice(0, parts.indexOf(',"gx":{'));
    for (const ref of Object.keys(refs))
      expect(refParts.filter((part) => part.includes(`${JSON.stringify(ref)}:{`))).toHaveLength(1);
    expect(parts.length).toBeGreaterThan(ops.length + Object.keys(refs).length);
  });
});
