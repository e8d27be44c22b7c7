import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './schema';

describe('toolbox schema: flags to input', () => {
  it('reads the file or --db with its schemas, and the format', () => {
    expect(toOptions({ flags: { format: 'mermaid' }, args: ['schema.sql'] })).toEqual({
      file: 'schema.sql',
      db: undefined,
      dbSchemas: ['public'],
      sample: false,
      format: 'mermaid',
      output: undefined,
      force: false,
    });
    expect(
      toOptions({
        flags: { db: 'postgres://localhost:54322/postgres', dbSchema: 'public,billing' },
        args: [],
      }),
    ).toMatchObject({ db: 'postgres://localhost:54322/postgres', dbSchemas: ['public', 'billing'] });
  });

  it('refuses two sources and an unknown format', () => {
    expect(() => toOptions({ flags: { sample: true }, args: ['schema.sql'] })).toThrow(
      new UsageError('give one of FILE, --sample or --db.'),
    );
    expect(() => toOptions({ flags: { format: 'erd' }, args: ['schema.sql'] })).toThrow(UsageError);
  });

  it('draws the sample schema as a Mermaid diagram', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: { sample: true, format: 'mermaid' }, args: [] }), ctx);
    expect(ctx.captured.stdout).toMatch(/^erDiagram\n {2}profiles \{\n {4}uuid id PK\n/);
  });
});
