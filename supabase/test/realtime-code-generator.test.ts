// The Realtime Code Generator's hook and component, for every combination of the form, type-checked with
// `strict` against supabase-js's and React's own types; its setup SQL applied to Postgres (PGlite).

import type { PGlite } from '@electric-sql/pglite';
import {
  generateRealtimeCode,
  HOOK_TYPES,
  REALTIME_DEFAULTS,
  type RealtimeEvent,
  type RealtimeForm,
} from '@toolbox/core/tools/realtime-code-generator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './pglite.ts';
import { typecheck } from './typecheck.ts';

const EVENT_SETS: RealtimeEvent[][] = [
  ['INSERT'],
  ['UPDATE'],
  ['DELETE'],
  ['INSERT', 'UPDATE', 'DELETE'],
  ['*'],
];

function combinations(): RealtimeForm[] {
  const forms: RealtimeForm[] = [];
  for (const events of EVENT_SETS)
    for (const hookType of HOOK_TYPES)
      for (const usePresence of [false, true])
        for (const useCustomChannel of [false, true])
          for (const [filterColumn, filterValue] of [
            ['', ''],
            ['room_id', 'in.(1,2)'],
          ] as const)
            forms.push({
              ...REALTIME_DEFAULTS,
              tableName: 'public.chat_messages',
              events,
              hookType,
              usePresence,
              useCustomChannel,
              filterColumn,
              filterValue,
            });
  return forms;
}

/** Each combination in a folder of its own, plus a file that uses the component as an app would. */
function project(forms: RealtimeForm[]): Record<string, string> {
  const files: Record<string, string> = {};
  forms.forEach((form, i) => {
    const code = generateRealtimeCode(form);
    files[`c${i}/${code.hook.name}`] = code.hook.data;
    files[`c${i}/${code.component.name}`] = code.component.data;
    const name = code.component.name.replace(/\.tsx$/, '');
    files[`c${i}/app.tsx`] = [
      "import { createClient } from '@supabase/supabase-js';",
      `import { ${name} } from './${name}';`,
      "const supabase = createClient('http://127.0.0.1:54321', 'anon-key');",
      `export const app = <${name} supabase={supabase}${form.usePresence ? ' userId="u1"' : ''} />;`,
    ].join('\n');
  });
  return files;
}

describe('generated realtime code type-checks (tsc --strict, supabase-js 2 and React 19 types)', () => {
  const forms = combinations();

  it(`all ${forms.length} combinations of events, hook type, presence, custom channel and filter`, () => {
    expect(forms).toHaveLength(120);
    expect(typecheck(project(forms))).toEqual([]);
  }, 120_000);

  it('rejects a wrong use, so the check is real', () => {
    const files = project([forms[0] as RealtimeForm]);
    files['c0/app.tsx'] =
      `${files['c0/app.tsx']}\nexport const wrong = <ChatMessagesRealtime supabase="not a client" />;`;
    expect(typecheck(files).join('\n')).toMatch(/not assignable to type 'SupabaseClient/);
  }, 60_000);

  it('any table, channel and filter text yields code that type-checks and says exactly what was typed', () => {
    const text = fc
      .string({ minLength: 1, maxLength: 12, unit: 'grapheme' })
      .filter((s) => s.trim() === s && s !== '' && !s.includes('\0') && !s.includes('"') && !s.includes('.'));
    const samples = fc.sample(fc.record({ table: text, channel: text, value: text }), {
      numRuns: 12,
      seed: 12,
    });
    const forms = samples.map(({ table, channel, value }) => ({
      ...REALTIME_DEFAULTS,
      tableName: `"${table}"`,
      channelName: channel,
      events: ['*'] as RealtimeEvent[],
      usePresence: true,
      filterColumn: 'room_id',
      filterValue: value,
    }));
    expect(typecheck(project(forms))).toEqual([]);
    samples.forEach(({ table, channel }, i) => {
      const { hook } = generateRealtimeCode(forms[i] as RealtimeForm);
      expect(hook.data).toContain(`const TABLE = ${JSON.stringify(table)};`);
      expect(hook.data).toContain(`const CHANNEL = ${JSON.stringify(channel)};`);
    });
  }, 120_000);
});

describe('the setup SQL', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await freshDatabase();
    await db.exec(`create publication supabase_realtime;
      create table public."Chat ""Messages""" (id int primary key, body text);`);
  });
  afterAll(() => db.close());

  it('adds the table to supabase_realtime and keeps old rows for UPDATE/DELETE', async () => {
    const { sql } = generateRealtimeCode({
      ...REALTIME_DEFAULTS,
      tableName: 'public."Chat ""Messages"""',
      events: ['*'],
    });
    await db.exec(sql.data);
    const published = await db.query<{ tablename: string }>(
      "select tablename from pg_publication_tables where pubname = 'supabase_realtime'",
    );
    expect(published.rows).toEqual([{ tablename: 'Chat "Messages"' }]);
    const identity = await db.query<{ relreplident: string }>(
      `select relreplident from pg_class where relname = 'Chat "Messages"'`,
    );
    expect(identity.rows[0]?.relreplident).toBe('f');
  });

  it("applies to a table Studio's Realtime toggle already published, and applies twice", async () => {
    await db.exec(`create table public.rooms (id int primary key);
      alter publication supabase_realtime add table public.rooms;`);
    const { sql } = generateRealtimeCode({ ...REALTIME_DEFAULTS, tableName: 'rooms', events: ['UPDATE'] });
    await db.exec(sql.data);
    await db.exec(sql.data);
    const published = await db.query<{ tablename: string }>(
      "select tablename from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'rooms'",
    );
    expect(published.rows).toHaveLength(1);
    const identity = await db.query<{ relreplident: string }>(
      "select relreplident from pg_class where relname = 'rooms'",
    );
    expect(identity.rows[0]?.relreplident).toBe('f');
  });
});
