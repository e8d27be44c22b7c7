import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './realtime';

describe('toolbox realtime: flags to input', () => {
  it('reads the table, events, hook and filter into the form', () => {
    expect(
      toOptions({
        flags: {
          table: 'messages',
          events: 'insert,update',
          hook: 'use-reducer',
          filter: 'room_id=eq.5',
          output: 'src',
        },
        args: [],
      }),
    ).toMatchObject({
      form: {
        tableName: 'messages',
        events: ['INSERT', 'UPDATE'],
        hookType: 'useReducer',
        filterColumn: 'room_id',
        filterValue: 'eq.5',
        useCustomChannel: false,
      },
      out: 'src',
      force: false,
    });
    expect(toOptions({ flags: { table: 'messages', customChannel: 'typing' }, args: [] }).form).toMatchObject(
      {
        events: ['INSERT'],
        useCustomChannel: true,
        customChannelName: 'typing',
      },
    );
  });

  it('refuses no table, an unknown event and a filter without =', () => {
    expect(() => toOptions({ flags: {}, args: [] })).toThrow(new UsageError('--table is required.'));
    expect(() => toOptions({ flags: { table: 'messages', events: 'TRUNCATE' }, args: [] })).toThrow(
      new UsageError(`--events takes INSERT, UPDATE, DELETE or '*', not "TRUNCATE".`),
    );
    expect(() => toOptions({ flags: { table: 'messages', filter: 'room_id' }, args: [] })).toThrow(
      new UsageError('--filter takes COLUMN=VALUE, e.g. room_id=5.'),
    );
  });

  it('prints the component, the hook and the SQL, each under its name, or the files as JSON', async () => {
    const names = ['MessagesRealtime.tsx', 'use-messages-realtime.ts', 'messages-realtime.sql'];
    const text = testContext();
    await run(toOptions({ flags: { table: 'messages' }, args: [] }), text);
    expect(text.captured.stdout.split('\n').filter((line) => line.startsWith('// ==> '))).toEqual(
      names.map((name) => `// ==> ${name} <==`),
    );
    const json = testContext({ json: true });
    await run(toOptions({ flags: { table: 'messages' }, args: [] }), json);
    expect(JSON.parse(json.captured.stdout).map((file: { name: string }) => file.name)).toEqual(names);
  });
});
