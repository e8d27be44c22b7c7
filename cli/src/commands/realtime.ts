import {
  generateRealtimeCode,
  REALTIME_DEFAULTS,
  REALTIME_EVENTS,
  type RealtimeForm,
} from '@toolbox/core/tools/realtime-code-generator';
import { type Command, Option } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';
import { writeFiles } from '../output/write-output';

export const description =
  'A React hook and component subscribed to a table with Supabase Realtime, plus the SQL the table needs.';

export const examples: readonly Example[] = [
  { command: 'toolbox realtime --table messages', description: 'INSERTs on db-changes, to stdout' },
  {
    command:
      "toolbox realtime --table messages --events '*' --filter room_id=5 --presence --out src/realtime",
    description: 'every change of room 5, who is online, written as files',
  },
  {
    command:
      'toolbox realtime --table orders --events UPDATE,DELETE --hook use-reducer --filter status=in.(open,paid)',
  },
];

const HOOK_FLAGS = { 'use-state': 'useState', 'use-reducer': 'useReducer', custom: 'custom' } as const;
const HOOK_FLAG_NAMES = ['use-state', 'use-reducer', 'custom'] as const;

export function configure(cmd: Command) {
  cmd
    .option('--table <name>', 'the table: name or schema.name')
    .option('--events <list>', "INSERT, UPDATE, DELETE (comma-separated) or '*'", 'INSERT')
    .option('--channel <name>', 'the channel name', REALTIME_DEFAULTS.channelName)
    .option('--presence', 'track who is online (presence track/sync)')
    .option('--custom-channel <name>', 'also a broadcast channel of this name, with send()')
    .addOption(
      new Option('--hook <type>', 'how the hook keeps rows').choices(HOOK_FLAG_NAMES).default('use-state'),
    )
    .option(
      '--filter <column=value>',
      'only rows where column matches; value may carry an operator: eq.1, in.(1,2)',
    )
    .option('--out <dir>', 'write the files into DIR instead of printing them')
    .option('-f, --force', 'overwrite files in --out');
}

export interface RealtimeOptions {
  form: RealtimeForm;
  out: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): RealtimeOptions {
  const f = readFlags(parsed);
  const tableName = f.string('table');
  if (tableName === undefined) throw new UsageError('--table is required.');
  const events = f.list('events').map((event) => {
    const found = REALTIME_EVENTS.find((known) => known === event.toUpperCase());
    if (!found) throw new UsageError(`--events takes INSERT, UPDATE, DELETE or '*', not "${event}".`);
    return found;
  });
  const filter = f.string('filter');
  const eq = filter?.indexOf('=') ?? -1;
  if (filter !== undefined && eq < 1) throw new UsageError('--filter takes COLUMN=VALUE, e.g. room_id=5.');
  const customChannel = f.string('customChannel');
  return {
    form: {
      tableName,
      events,
      channelName: f.string('channel', REALTIME_DEFAULTS.channelName),
      usePresence: f.boolean('presence'),
      useCustomChannel: customChannel !== undefined,
      customChannelName: customChannel ?? '',
      hookType: HOOK_FLAGS[f.choice('hook', HOOK_FLAG_NAMES, 'use-state')],
      filterColumn: filter === undefined ? '' : filter.slice(0, eq),
      filterValue: filter === undefined ? '' : filter.slice(eq + 1),
    },
    out: f.string('out'),
    force: f.boolean('force'),
  };
}

export async function run(options: RealtimeOptions, ctx: CliContext) {
  const code = generateRealtimeCode(options.form);
  if (options.out !== undefined) {
    await writeFiles(ctx, code.files, { out: options.out, force: options.force });
    return;
  }
  if (ctx.json) {
    ctx.print(JSON.stringify(code.files, null, 2));
    return;
  }
  ctx.print(code.files.map((file) => `// ==> ${file.name} <==\n${file.data}`).join('\n'));
}
