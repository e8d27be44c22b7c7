// `toolbox schema` as a user runs it: the built binary reads DDL with Postgres's parser (libpg-query's WASM,
// loaded from node_modules beside the bundle), and writes JSON, Mermaid, DBML, SVG and PNG.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng } from '@toolbox/core/image/png-decode';
import { SAMPLE_SCHEMA, toDbml, toMermaid } from '@toolbox/core/tools/database-visualizer';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-schema-'));
const run = (args: string[], input = '') => toolboxIn(dir, ['schema', ...args], { input });
const toolbox = (...args: string[]) => run(args);

writeFileSync(
  join(dir, 'app.sql'),
  `create table profiles (id uuid primary key, name text not null);
create table "Posts" (
  id bigint generated always as identity primary key,
  author uuid references profiles (id),
  body text default 'hi'
);
`,
);

describe('toolbox schema (built binary)', () => {
  it('prints the spec’s sample as Mermaid and DBML', () => {
    expect(toolbox('--sample', '--format', 'mermaid')).toMatchObject({
      code: 0,
      stdout: toMermaid(SAMPLE_SCHEMA),
    });
    expect(toolbox('--sample', '--format', 'dbml').stdout).toBe(toDbml(SAMPLE_SCHEMA));
  });

  it('parses a DDL file to JSON', () => {
    const result = toolbox('app.sql');
    expect(result.code).toBe(0);
    const schema = JSON.parse(result.stdout);
    expect(schema.tables.map((t: { name: string }) => t.name)).toEqual(['profiles', 'Posts']);
    expect(schema.tables[1].columns[1]).toMatchObject({
      name: 'author',
      isForeignKey: true,
      foreignTable: 'profiles',
    });
    expect(schema.tables[1].columns[2].default).toBe("'hi'");
  });

  it('writes SVG and PNG files', () => {
    expect(toolbox('app.sql', '--format', 'svg', '-o', 'd.svg').code).toBe(0);
    expect(readFileSync(join(dir, 'd.svg'), 'utf8')).toMatch(
      /^<svg [^>]*>[\s\S]*data-table="Posts"[\s\S]*<\/svg>\n$/,
    );
    const png = toolbox('--sample', '--format', 'png', '-o', 'd.png');
    expect(png).toMatchObject({ code: 0 });
    const image = decodePng(new Uint8Array(readFileSync(join(dir, 'd.png'))));
    expect(image.width).toBeGreaterThan(400);
    // Not blank: the teal table headers were drawn.
    let teal = 0;
    for (let i = 0; i < image.rgba.length; i += 4)
      if (image.rgba[i] === 15 && image.rgba[i + 1] === 118 && image.rgba[i + 2] === 110) teal++;
    expect(teal).toBeGreaterThan(1000);
  });

  it.each([
    [['-'], 'create table a (id int);\ncreate tabel b ();\n', 1, 'Line 2: syntax error at or near "tabel"'],
    [['missing.sql'], '', 1, 'missing.sql'],
    [['app.sql', '--sample'], '', 2, 'give one of'],
    [['--sample', '--format', 'pdf'], '', 2, 'pdf'],
  ])('%o exits %i', (args, input, code, message) => {
    const result = run(args, input);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
  });
});
