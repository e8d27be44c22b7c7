// `toolbox realtime` as a user runs it: the built binary writes core's files (type-checked against supabase-js in
// supabase/test/realtime-code-generator.test.ts) and maps bad input to exit 1/2.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateRealtimeCode, REALTIME_DEFAULTS } from '@toolbox/core/tools/realtime-code-generator';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-realtime-'));
const toolbox = (...args: string[]) => toolboxIn(dir, ['realtime', ...args]);

describe('toolbox realtime (built binary)', () => {
  it('prints the component, the hook and the SQL with the spec’s defaults', () => {
    const result = toolbox('--table', 'messages');
    expect(result.code).toBe(0);
    const code = generateRealtimeCode({ ...REALTIME_DEFAULTS, tableName: 'messages' });
    for (const file of code.files) expect(result.stdout).toContain(`// ==> ${file.name} <==\n${file.data}`);
  });

  it('writes the files of the chosen options into --out', () => {
    const args = ['--table', 'public.orders', '--events', 'update,DELETE', '--hook', 'use-reducer'];
    expect(
      toolbox(
        ...args,
        '--presence',
        '--custom-channel',
        'ops',
        '--filter',
        'status=in.(open,paid)',
        '--out',
        'rt',
      ),
    ).toMatchObject({ code: 0 });
    const code = generateRealtimeCode({
      ...REALTIME_DEFAULTS,
      tableName: 'public.orders',
      events: ['UPDATE', 'DELETE'],
      hookType: 'useReducer',
      usePresence: true,
      useCustomChannel: true,
      customChannelName: 'ops',
      filterColumn: 'status',
      filterValue: 'in.(open,paid)',
    });
    expect(readdirSync(join(dir, 'rt')).sort()).toEqual(code.files.map((f) => f.name).sort());
    for (const file of code.files) expect(readFileSync(join(dir, 'rt', file.name), 'utf8')).toBe(file.data);
    expect(toolbox('--table', 'public.orders', '--out', 'rt').code).toBe(1);
  });

  it.each([
    [[], 2, '--table is required.'],
    [['--table', 't', '--events', 'TRUNCATE'], 2, 'TRUNCATE'],
    [['--table', 't', '--filter', 'nocolumn'], 2, 'COLUMN=VALUE'],
    [['--table', 't', '--hook', 'use-memo'], 2, 'use-memo'],
    [['--table', 't', '--filter', 'id=in.1,2'], 1, 'in.(1,2,3)'],
  ])('%o exits %i', (flags, code, message) => {
    const result = toolbox(...flags);
    expect(result).toMatchObject({ code, stdout: '' });
    expect(result.stderr).toContain(message);
  });
});
