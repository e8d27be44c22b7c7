import { describe, expect, it } from 'vitest';
import { loadPgParser } from '../../sql/pg-parser';
import { parseDdl } from './ddl';
import { toDbml, toMermaid } from './exports';
import { layoutSchema } from './layout';
import { relationships, tableRelationships } from './model';
import { SAMPLE_SCHEMA } from './sample';
import { renderSchemaSvg } from './svg';

const table = (name: string) => SAMPLE_SCHEMA.tables.find((t) => t.name === name);
const column = (t: string, c: string) => table(t)?.columns.find((col) => col.name === c);

describe('the built-in sample (spec §3)', () => {
  it('has the five tables in order', () => {
    expect(SAMPLE_SCHEMA.tables.map((t) => t.name)).toEqual([
      'profiles',
      'projects',
      'components',
      'sub_components',
      'user_links',
    ]);
    expect(SAMPLE_SCHEMA.tables.every((t) => t.schema === 'public')).toBe(true);
  });

  it.each([
    ['profiles', 'id', { type: 'uuid', isPrimaryKey: true }],
    ['profiles', 'full_name', { type: 'text', nullable: true }],
    ['profiles', 'updated_at', { type: 'timestamptz', default: 'now()' }],
    ['projects', 'id', { isPrimaryKey: true, default: 'gen_random_uuid()' }],
    ['projects', 'name', { type: 'text', nullable: false }],
    ['projects', 'user_id', { isForeignKey: true, foreignTable: 'profiles', foreignColumn: 'id' }],
    ['projects', 'lovable_project_url', { type: 'text', nullable: true }],
    ['projects', 'visibility', { default: "'private'" }],
    ['projects', 'last_synced_at', { type: 'timestamptz', nullable: true }],
    ['components', 'id', { type: 'text', isPrimaryKey: true }],
    ['components', 'status', { default: "'Not Started'" }],
    ['components', 'tags', { type: 'text[]', default: "'{}'" }],
    ['components', 'project_id', { foreignTable: 'projects' }],
    ['sub_components', 'component_id', { type: 'text', foreignTable: 'components', foreignColumn: 'id' }],
    ['sub_components', 'completed', { type: 'boolean', default: 'false' }],
    ['user_links', 'url', { type: 'text', nullable: false }],
    ['user_links', 'user_id', { foreignTable: 'profiles' }],
  ])('%s.%s', (t, c, expected) => expect(column(t, c)).toMatchObject(expected));

  it('relates tables both ways', () => {
    expect(relationships(SAMPLE_SCHEMA)).toHaveLength(5);
    const profiles = tableRelationships(SAMPLE_SCHEMA, 'profiles');
    expect(profiles.outgoing).toEqual([]);
    expect(profiles.incoming.map((r) => r.fromTable)).toEqual(['projects', 'components', 'user_links']);
  });
});

describe('exports', () => {
  it('writes a Mermaid erDiagram with keys and relationships', () => {
    const mermaid = toMermaid(SAMPLE_SCHEMA);
    expect(
      mermaid.startsWith('erDiagram\n  profiles {\n    uuid id PK\n    text full_name "nullable"\n'),
    ).toBe(true);
    expect(mermaid).toContain('    text_array tags\n');
    expect(mermaid).toContain('  profiles ||--o{ projects : "user_id"\n');
    // Every line is an entity, an attribute, a closing brace or a relationship.
    for (const line of mermaid.trimEnd().split('\n').slice(1)) {
      expect(line).toMatch(
        /^( {2}[\w-]+ \{| {4}[\w-]+ [\w-]+( PK| FK| PK, FK)?( "[^"]*")?| {2}\}| {2}[\w-]+ \|\|--o\{ [\w-]+ : "[^"]*")$/,
      );
    }
  });

  it('writes DBML tables and refs', () => {
    const dbml = toDbml(SAMPLE_SCHEMA);
    expect(dbml).toContain('Table public.profiles {\n  id "uuid" [pk, not null]\n');
    expect(dbml).toContain('  created_at "timestamptz" [not null, default: `now()`]');
    expect(dbml).toContain('Ref: public.sub_components.component_id > public.components.id');
  });
});

describe('parseDdl with Postgres’s parser', () => {
  it('reads constraints, composite keys, alter table, quoted and qualified names, enums, identity, generated, comments, indexes', async () => {
    const schema = await parseDdl(
      `create type mood as enum ('happy', 'sad');
create table "App Users" (id bigint generated always as identity primary key, email varchar(255) not null unique);
create table app.posts (
  id uuid default gen_random_uuid(),
  author_id bigint references "App Users" (id) on delete cascade,
  tags text[] default '{}'::text[],
  slug text generated always as (lower(id::text)) stored,
  primary key (id)
);
create table likes (user_id bigint, post_id uuid, primary key (user_id, post_id));
alter table likes add constraint likes_post foreign key (post_id) references app.posts (id);
comment on table app.posts is 'Blog posts';
create index posts_author on app.posts (author_id);`,
      await loadPgParser(),
    );
    expect(schema.enums).toEqual([{ schema: 'public', name: 'mood', values: ['happy', 'sad'] }]);
    const [users, posts, likes] = schema.tables;
    expect(users).toMatchObject({
      name: 'App Users',
      columns: [{ default: 'generated always as identity' }, { type: 'varchar(255)', nullable: false }],
    });
    expect(posts).toMatchObject({
      schema: 'app',
      comment: 'Blog posts',
      indexes: ['posts_author (author_id)'],
    });
    expect(posts?.columns.map((c) => [c.name, c.default])).toEqual([
      ['id', 'gen_random_uuid()'],
      ['author_id', null],
      ['tags', "'{}'::text[]"],
      ['slug', 'generated always as (lower(id::text)) stored'],
    ]);
    expect(posts?.columns[1]).toMatchObject({
      isForeignKey: true,
      foreignTable: 'App Users',
      foreignColumn: 'id',
    });
    expect(likes?.columns).toMatchObject([
      { isPrimaryKey: true, isForeignKey: false },
      { isPrimaryKey: true, isForeignKey: true, foreignTable: 'posts' },
    ]);
  });

  it.each([
    ['create table a (id int);\n\ncreate tabel b ();', 'Line 3: syntax error at or near "tabel"'],
    ['select 1;', 'No create table statement found.'],
  ])('reports %j', async (sql, message) => {
    await expect(parseDdl(sql, await loadPgParser())).rejects.toThrow(message);
  });
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('diagram', () => {
  it('lays tables out without overlaps and keeps dragged positions', () => {
    const { tables } = layoutSchema(SAMPLE_SCHEMA);
    for (const [i, a] of tables.entries())
      for (const b of tables.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    const moved = layoutSchema(SAMPLE_SCHEMA, { profiles: { x: 500, y: 700 } });
    expect(moved.tables[0]).toMatchObject({ x: 500, y: 700 });
    expect(moved.height).toBeGreaterThan(700);
  });

  it('draws every table and relationship as SVG, escaping names', () => {
    const svg = renderSchemaSvg({
      tables: [
        {
          schema: 'public',
          name: '<script>',
          columns: [
            {
              name: 'a&b',
              type: 'int',
              nullable: false,
              default: null,
              isPrimaryKey: true,
              isForeignKey: false,
            },
          ],
        },
      ],
    });
    expect(svg).toContain('data-table="&lt;script&gt;"');
    expect(svg).not.toContain('<script>');
    const sample = renderSchemaSvg(SAMPLE_SCHEMA);
    expect(sample.match(/<g data-table=/g)).toHaveLength(5);
    expect(sample.match(/<path d="M[^"]*" fill="none"/g)).toHaveLength(5);
  });
});
