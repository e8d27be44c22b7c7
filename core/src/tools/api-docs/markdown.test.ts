// The Markdown read back with marked's lexer (as GitHub's renderer reads it): heading levels, tables, words.
import { lexer, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { loadSpec, renderDocs } from './generate';
import type { LoadResult } from './load';
import { shiftHeadings } from './markdown';

const SPEC = `openapi: 3.1.0
info: {title: Zoo, version: "1", description: "# Intro\\n\\n### Rate limits\\n\\ntext"}
x-tagGroups:
  - {name: Animals, tags: [pets]}
tags: [{name: pets, description: "Setext\\n======\\n\\nabout"}, {name: misc}]
paths:
  /pets:
    get:
      tags: [pets]
      operationId: listPets
      summary: List
      description: "### Details\\n\\nMore\\n\\n\`\`\`\\n# not a heading\\n\`\`\`\\n\\n#### Deeper"
      parameters:
        - {name: q, in: query, schema: {anyOf: [{type: string}, {type: 'null'}]}}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  pet: {oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}, {title: Lizard, type: object, properties: {scales: {type: integer}}}]}
                  owner: {anyOf: [{type: 'null'}, {$ref: '#/components/schemas/Dog'}]}
  /zoo:
    servers: [{url: 'https://zoo.test'}]
    get:
      tags: [misc]
      operationId: zoo
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {oneOf: [{$ref: '#/components/schemas/Cat'}, {$ref: '#/components/schemas/Dog'}, {$ref: '#/components/schemas/Lizard'}]}
components:
  schemas:
    Cat: {type: object, properties: {meow: {type: boolean}}}
    Dog: {type: object, properties: {bark: {type: boolean}}}
    Lizard: {type: object, properties: {scales: {type: integer}}}
`;

function markdown(spec: string) {
  const loaded = loadSpec(spec) as Extract<LoadResult, { ok: true }>;
  if (!loaded.ok) throw new Error('invalid');
  return renderDocs(loaded, 'md');
}

const headings = (md: string) =>
  lexer(md)
    .filter((t): t is Tokens.Heading => t.type === 'heading')
    .map((t) => `${'#'.repeat(t.depth)} ${t.text}`);

/** Every table row (cells as text) of the Markdown. */
const rows = (md: string) =>
  lexer(md)
    .filter((t: Token): t is Tokens.Table => t.type === 'table')
    .flatMap((t) => t.rows.map((r) => r.map((c) => c.text.replace(/&nbsp;|└ |`/g, '').trim())));

describe('Markdown', () => {
  const md = markdown(SPEC);

  it("puts a description's own headings below the heading it sits under; x-tagGroups are sections", () => {
    expect(headings(md)).toEqual([
      '# Zoo',
      '## Intro',
      '#### Rate limits',
      '## Contents',
      '## Animals',
      '### pets',
      '#### Setext',
      '#### `GET /pets`',
      '##### Details',
      '###### Deeper',
      '## Other',
      '### misc',
      '#### `GET /zoo`',
    ]);
    expect(md).toContain('```\n# not a heading\n```');
    expect(md).toContain('Operation ID: `zoo`\n\nServers: `https://zoo.test`');
    expect(md).toContain("curl -X GET 'https://zoo.test/zoo'");
    expect(md).toContain(
      '- [Animals](#animals)\n  - [pets](#pets)\n    - [GET /pets](#operation/listPets) — List',
    );
  });

  it('names the branches of a union and reads [X, null] as X, nullable', () => {
    const table = rows(md);
    expect(table).toContainEqual(['q', 'query', 'string, nullable', '', '']);
    expect(table).toContainEqual(['pet', 'Cat | Dog | Lizard', '', 'Exactly one of the options.']);
    expect(table.map((r) => r[0])).toEqual(
      expect.arrayContaining(['Cat', 'Dog', 'Lizard', 'scales', 'bark']),
    );
    expect(table).toContainEqual(['owner', 'Dog, nullable', '', '']);
    expect(md).toContain('Schema: `Cat | Dog | Lizard`');
    expect(md).not.toMatch(/option \d/);
  });

  it('shifts only what needs it, never past level 6', () => {
    expect(shiftHeadings('#### Already low', 3)).toBe('#### Already low');
    expect(shiftHeadings('# A\n\n###### F', 3)).toBe('#### A\n\n###### F');
    expect(shiftHeadings('Title\n---\n\n- item\n---', 3)).toBe('#### Title\n\n- item\n---');
  });
});
