import {
  generateRealtimeCode,
  REALTIME_DEFAULTS,
  REALTIME_EVENTS,
  type RealtimeForm,
} from '@toolbox/core/tools/realtime-code-generator';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, outputFolder } from '../flag-table';
import { printOrWriteFiles } from '../output/write-output';

export const description =
  'A React hook and component subscribed to a table with Supabase Realtime, plus the SQL the table needs.';

export const examples: readonly Example[] = [
  { command: 'toolbox realtime --table messages', description: 'INSERTs on db-changes, to stdout' },
  {
    command: "toolbox realtime --table messages --events '*' --filter room_id=5 --presence -o src/realtime",
    description: 'every change of room 5, who is online, written as files',
  },
  {
    command:
      'toolbox realtime --table orders --events UPDATE,DELETE --hook use-reducer --filter status=in.(open,paid)',
  },
];

const HOOK_FLAGS = { 'use-state': 'useState', 'use-reducer': 'useReducer', custom: 'custom' } as const;
const HOOK_FLAG_NAMES = ['use-state', 'use-reducer', 'custom'] as const;

const flags = defineFlags({
  table: { flag: '--table <name>', description: 'the table: name or schema.name' },
  events: {
    flag: '--events <list>',
    description: "INSERT, UPDATE, DELETE (comma-separated) or '*'",
    list: 'split',
    default: ['INSERT'],
  },
  channel: {
    flag: '--channel <name>',
    description: 'the channel name',
    default: REALTIME_DEFAULTS.channelName,
  },
  presence: { flag: '--presence', description: 'track who is online (presence track/sync)' },
  customChannel: {
    flag: '--custom-channel <name>',
    description: 'also a broadcast channel of this name, with send()',
  },
  hook: {
    flag: '--hook <type>',
    description: 'how the hook keeps rows',
    choices: HOOK_FLAG_NAMES,
    default: 'use-state',
  },
  filter: {
    flag: '--filter <column=value>',
    description: 'only rows where column matches; value may carry an operator: eq.1, in.(1,2)',
  },
  output: outputFolder('write the files into DIR instead of printing them'),
  force: { flag: '-f, --force', description: 'overwrite files in -o DIR' },
});

export const configure = flags.configure;

export interface RealtimeOptions {
  form: RealtimeForm;
  out: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): RealtimeOptions {
  const values = flags.read(parsed);
  const { table: tableName, filter, customChannel } = values;
  if (tableName === undefined) throw new UsageError('--table is required.');
  const events = values.events.map((event) => {
    const found = REALTIME_EVENTS.find((known) => known === event.toUpperCase());
    if (!found) throw new UsageError(`--events takes INSERT, UPDATE, DELETE or '*', not "${event}".`);
    return found;
  });
  const eq = filter?.indexOf('=') ?? -1;
  if (filter !== undefined && eq < 1) throw new UsageError('--filter takes COLUMN=VALUE, e.g. room_id=5.');
  return {
    form: {
      tableName,
      events,
      channelName: values.channel,
      usePresence: values.presence,
      useCustomChannel: customChannel !== undefined,
      customChannelName: customChannel ?? '',
      hookType: HOOK_FLAGS[values.hook],
      filterColumn: filter === undefined ? '' : filter.slice(0, eq),
      filterValue: filter === undefined ? '' : filter.slice(eq + 1),
    },
    out: values.output,
    force: values.force,
  };
}

export async function run(options: RealtimeOptions, ctx: CliContext) {
  const code = generateRealtimeCode(options.form);
  await printOrWriteFiles(ctx, code.files, options, {
    json: () => code.files,
    text: () => code.files.map((file) => `// ==> ${file.name} <==\n${file.data}`).join('\n'),
  });
}
