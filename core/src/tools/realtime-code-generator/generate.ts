import { ToolInputError } from '../../errors';
import type { OutputFile } from '../../ports';
import { quoteLiteral, quoteQualified, sqlComment } from '../../sql';
import { componentSource } from './component';
import { commentText, type HookPlan, hookSource } from './hook';
import { channelNameOf, codeNames, realtimeFilter } from './names';
import type { RealtimeEvent, RealtimeForm } from './options';

export interface RealtimeCode {
  hook: OutputFile & { data: string };
  component: OutputFile & { data: string };
  /** What the database needs so the subscription receives anything. */
  sql: OutputFile & { data: string };
  files: (OutputFile & { data: string })[];
  zipName: string;
}

function chosenEvents(events: readonly RealtimeEvent[]): RealtimeEvent[] {
  if (events.length === 0) throw new ToolInputError('Choose at least one event.');
  if (events.includes('*')) return ['*'];
  return (['INSERT', 'UPDATE', 'DELETE'] as const).filter((e) => events.includes(e));
}

function setupSql(plan: HookPlan): string {
  const target = quoteQualified(plan.names.table.schema, plan.names.table.name);
  // Studio's Realtime toggle (or an earlier run) may have published the table already: adding it again is an error
  // that would stop the migration before the replica identity below.
  const body = [
    'begin',
    '  if not exists (',
    "    select from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime'",
    `      and schemaname = ${quoteLiteral(plan.names.table.schema)} and tablename = ${quoteLiteral(plan.names.table.name)}`,
    '  ) then',
    `    alter publication supabase_realtime add table ${target};`,
    '  end if;',
    'end',
  ];
  let tag = '$publish$';
  while (body.some((line) => line.includes(tag))) tag = `$publish${tag.length}$`;
  const lines = [
    sqlComment('Realtime sends the changes of tables in the supabase_realtime publication only.'),
    `do ${tag}`,
    ...body,
    `${tag};`,
  ];
  if (plan.events.some((e) => e === 'UPDATE' || e === 'DELETE' || e === '*')) {
    lines.push(
      '',
      sqlComment('UPDATE and DELETE payloads carry the old row only with replica identity full'),
      sqlComment('(the default sends its primary key alone).'),
      `alter table ${target} replica identity full;`,
    );
  }
  lines.push('', sqlComment('Subscribers only receive rows their RLS select policy lets them read.'));
  return `${lines.join('\n')}\n`;
}

export function generateRealtimeCode(form: RealtimeForm): RealtimeCode {
  const names = codeNames(form.tableName);
  const filter = realtimeFilter(form);
  const plan: HookPlan = {
    names,
    events: chosenEvents(form.events),
    channel: channelNameOf(form.channelName, 'channel name'),
    presence: form.usePresence,
    hookType: form.hookType,
    ...(filter ? { filter } : {}),
    ...(form.useCustomChannel
      ? { broadcast: channelNameOf(form.customChannelName, 'custom channel name') }
      : {}),
  };
  if (plan.broadcast === plan.channel) throw new ToolInputError('Give the custom channel a name of its own.');
  const hook = { name: names.hookFile, mime: 'text/typescript', data: hookSource(plan) };
  const component = { name: names.componentFile, mime: 'text/tsx', data: componentSource(plan) };
  const sql = {
    name: `${names.hookFile.replace(/^use-|-realtime\.ts$/g, '')}-realtime.sql`,
    mime: 'application/sql',
    data: setupSql(plan),
  };
  return {
    hook,
    component,
    sql,
    files: [component, hook, sql],
    zipName: `${commentText(names.pascal)}-realtime.zip`,
  };
}
