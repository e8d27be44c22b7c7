import type { Column, DbSchema } from './model';

const col = (name: string, type: string, over: Partial<Column> = {}): Column => ({
  name,
  type,
  nullable: false,
  default: null,
  isPrimaryKey: false,
  isForeignKey: false,
  ...over,
});
const pk = (type: string, over: Partial<Column> = {}) => col('id', type, { isPrimaryKey: true, ...over });
const fk = (name: string, table: string, over: Partial<Column> = {}) =>
  col(name, over.type ?? 'uuid', { isForeignKey: true, foreignTable: table, foreignColumn: 'id', ...over });
const textNull = (name: string) => col(name, 'text', { nullable: true });
const stamp = (name: string) => col(name, 'timestamptz', { default: 'now()' });

/** The built-in sample schema of spec §3 (schema public; loaded locally, never fetched). */
export const SAMPLE_SCHEMA: DbSchema = {
  tables: [
    {
      schema: 'public',
      name: 'profiles',
      columns: [
        pk('uuid'),
        textNull('full_name'),
        textNull('username'),
        stamp('created_at'),
        stamp('updated_at'),
      ],
    },
    {
      schema: 'public',
      name: 'projects',
      columns: [
        pk('uuid', { default: 'gen_random_uuid()' }),
        col('name', 'text'),
        textNull('description'),
        fk('user_id', 'profiles'),
        textNull('github_url'),
        textNull('supabase_url'),
        textNull('lovable_project_id'),
        textNull('lovable_project_url'),
        col('visibility', 'text', { default: "'private'" }),
        col('last_synced_at', 'timestamptz', { nullable: true }),
        stamp('created_at'),
        stamp('updated_at'),
      ],
    },
    {
      schema: 'public',
      name: 'components',
      columns: [
        pk('text'),
        col('title', 'text'),
        textNull('description'),
        col('status', 'text', { default: "'Not Started'" }),
        textNull('notes'),
        col('tags', 'text[]', { default: "'{}'" }),
        fk('user_id', 'profiles'),
        fk('project_id', 'projects'),
        stamp('created_at'),
        stamp('updated_at'),
      ],
    },
    {
      schema: 'public',
      name: 'sub_components',
      columns: [
        pk('uuid', { default: 'gen_random_uuid()' }),
        fk('component_id', 'components', { type: 'text' }),
        col('title', 'text'),
        col('completed', 'boolean', { default: 'false' }),
        stamp('created_at'),
      ],
    },
    {
      schema: 'public',
      name: 'user_links',
      columns: [
        pk('uuid', { default: 'gen_random_uuid()' }),
        fk('user_id', 'profiles'),
        col('title', 'text'),
        col('url', 'text'),
        stamp('created_at'),
      ],
    },
  ],
};

/** The sample's DDL, shown in the editor when the sample loads, so what is drawn is what the editor holds (and can be
 * edited and visualized again); core's test parses it with Postgres's parser and compares it with SAMPLE_SCHEMA. */
export const SAMPLE_DDL = `create table profiles (
  id uuid primary key,
  full_name text,
  username text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table projects (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  user_id uuid not null references profiles (id),
  github_url text,
  supabase_url text,
  lovable_project_id text,
  lovable_project_url text,
  visibility text not null default 'private',
  last_synced_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table components (
  id text primary key,
  title text not null,
  description text,
  status text not null default 'Not Started',
  notes text,
  tags text[] not null default '{}',
  user_id uuid not null references profiles (id),
  project_id uuid not null references projects (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table sub_components (
  id uuid primary key default gen_random_uuid(),
  component_id text not null references components (id),
  title text not null,
  completed boolean not null default false,
  created_at timestamptz not null default now()
);

create table user_links (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references profiles (id),
  title text not null,
  url text not null,
  created_at timestamptz not null default now()
);
`;
