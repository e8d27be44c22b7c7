import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateRealtimeCode } from './generate';
import { codeNames, realtimeFilter } from './names';
import { REALTIME_DEFAULTS, type RealtimeForm } from './options';

const form = (over: Partial<RealtimeForm>): RealtimeForm => ({
  ...REALTIME_DEFAULTS,
  tableName: 'messages',
  ...over,
});

describe('realtime defaults (spec §3, §9)', () => {
  it('listens to INSERT on db-changes with useState', () => {
    expect(REALTIME_DEFAULTS).toMatchObject({
      events: ['INSERT'],
      channelName: 'db-changes',
      hookType: 'useState',
    });
    const { hook } = generateRealtimeCode(form({}));
    expect(hook.data).toContain('const CHANNEL = "db-changes";');
    expect(hook.data).toContain(
      `.on<MessagesRow>('postgres_changes', { event: "INSERT", schema: SCHEMA, table: TABLE }`,
    );
    expect(hook.data).toContain('void supabase.removeChannel(channel);');
  });
});

describe('realtimeFilter', () => {
  it.each([
    ['room_id', '5', 'room_id=eq.5'],
    ['room_id', 'neq.5', 'room_id=neq.5'],
    ['id', 'in.(1,2,3)', 'id=in.(1,2,3)'],
    ['name', 'a.b', 'name=eq.a.b'],
    ['', '', undefined],
  ])('%s + %s -> %s', (filterColumn, filterValue, expected) =>
    expect(realtimeFilter({ filterColumn, filterValue })).toBe(expected),
  );
  it.each([
    ['', '5'],
    ['a=b', '5'],
    ['id', ''],
    ['id', 'in.1,2'],
  ])('refuses %s + %s', (filterColumn, filterValue) =>
    expect(() => realtimeFilter({ filterColumn, filterValue })).toThrow(ToolInputError),
  );
});

describe('names and events', () => {
  it.each([
    ['user_links', 'UserLinks', 'use-user-links-realtime.ts'],
    ['public.chatMessages', 'ChatMessages', 'use-chat-messages-realtime.ts'],
    ['"2fa codes"', 'T2faCodes', 'use-2fa-codes-realtime.ts'],
    ['"événements"', 'Evenements', 'use-evenements-realtime.ts'],
  ])('%s -> %s', (table, pascal, file) => {
    expect(codeNames(table)).toMatchObject({ pascal, hookFile: file, hook: `use${pascal}Realtime` });
  });

  it('writes one listener per event, or one for *', () => {
    const three = generateRealtimeCode(form({ events: ['DELETE', 'INSERT', 'UPDATE'] })).hook.data;
    expect(three.match(/'postgres_changes'/g)).toHaveLength(3);
    const all = generateRealtimeCode(form({ events: ['INSERT', '*'] })).hook.data;
    expect(all.match(/'postgres_changes'/g)).toHaveLength(1);
    expect(all).toContain('event: "*"');
  });

  it('adds replica identity only when old rows are needed', () => {
    expect(generateRealtimeCode(form({})).sql.data).not.toContain('replica identity');
    expect(generateRealtimeCode(form({ events: ['DELETE'] })).sql.data).toContain(
      'alter table "public"."messages" replica identity full;',
    );
  });

  it.each([
    [{ events: [] as RealtimeForm['events'] }, 'Choose at least one event.'],
    [{ channelName: ' ' }, 'Enter the channel name.'],
    [
      { useCustomChannel: true, customChannelName: 'db-changes' },
      'Give the custom channel a name of its own.',
    ],
    [{ tableName: '' }, 'Enter a table name.'],
  ] as const)('refuses %o', (over, message) => {
    expect(() => generateRealtimeCode(form(over))).toThrow(message);
  });
});
