import type { CodeNames } from './names';
import type { HookType, RealtimeEvent } from './options';

/** What the hook is generated from, already checked. */
export interface HookPlan {
  names: CodeNames;
  events: RealtimeEvent[];
  channel: string;
  presence: boolean;
  /** Broadcast channel name, when the form asks for a custom channel. */
  broadcast?: string;
  hookType: HookType;
  filter?: string;
}

const lit = (text: string) => JSON.stringify(text);
/** The generated code's clock (in the user's app), spelled so core's purity check does not read it as core's. */
export const NOW_ISO = `${'new'} Date().toISOString()`;
/** Text inside a generated comment: no line breaks, and no `*\/` that would close it. */
export const commentText = (text: string) =>
  text.replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/\*\//g, '*\\/');

/** What one change does to the state, per hook type. */
function apply(plan: HookPlan, event: Exclude<RealtimeEvent, '*'>, payload: string): string {
  const row = event === 'DELETE' ? `${payload}.old` : `${payload}.new`;
  switch (plan.hookType) {
    case 'useState':
      if (event === 'INSERT') return `setRows((rows) => [...rows, ${row}]);`;
      if (event === 'UPDATE')
        return `setRows((rows) => rows.map((row) => (row.id === ${row}.id ? ${row} : row)));`;
      return `setRows((rows) => rows.filter((row) => row.id !== ${row}.id));`;
    case 'useReducer':
      return event === 'DELETE'
        ? `dispatch({ type: 'delete', id: ${row}.id });`
        : `dispatch({ type: 'upsert', row: ${row} });`;
    case 'custom':
      if (event === 'INSERT') return `handlers.current.onInsert?.(${row});`;
      if (event === 'UPDATE') return `handlers.current.onUpdate?.(${row}, ${payload}.old);`;
      return `handlers.current.onDelete?.(${row});`;
  }
}

function listeners(plan: HookPlan): string[] {
  const { names } = plan;
  const filterLine = (event: RealtimeEvent) =>
    `{ event: ${lit(event)}, schema: SCHEMA, table: TABLE${plan.filter ? ', filter: FILTER' : ''} }`;
  if (plan.events.includes('*')) {
    return [
      `      .on<${names.rowType}>('postgres_changes', ${filterLine('*')}, (payload) => {`,
      `        if (payload.eventType === 'INSERT') ${apply(plan, 'INSERT', 'payload')}`,
      `        else if (payload.eventType === 'UPDATE') ${apply(plan, 'UPDATE', 'payload')}`,
      `        else ${apply(plan, 'DELETE', 'payload')}`,
      '      })',
    ];
  }
  return plan.events.flatMap((event) => {
    if (event === '*') return [];
    return [
      `      .on<${names.rowType}>('postgres_changes', ${filterLine(event)}, (payload) => {`,
      `        ${apply(plan, event, 'payload')}`,
      '      })',
    ];
  });
}

function stateLines(plan: HookPlan): string[] {
  const row = plan.names.rowType;
  switch (plan.hookType) {
    case 'useState':
      return [`  const [rows, setRows] = useState<${row}[]>([]);`];
    case 'useReducer':
      return [`  const [byId, dispatch] = useReducer(reduceRows, {});`];
    case 'custom':
      return [
        '  // The latest handlers, without resubscribing when the caller passes new functions.',
        '  const handlers = useRef(on);',
        '  handlers.current = on;',
      ];
  }
}

function reducerLines(row: string): string[] {
  return [
    `type RowsById = Record<string, ${row}>;`,
    `type RowAction = { type: 'upsert'; row: ${row} } | { type: 'delete'; id: ${row}['id'] | undefined };`,
    '',
    'function reduceRows(state: RowsById, action: RowAction): RowsById {',
    "  if (action.type === 'upsert') return { ...state, [String(action.row.id)]: action.row };",
    '  const { [String(action.id)]: _removed, ...rest } = state;',
    '  return rest;',
    '}',
    '',
  ];
}

export function hookSource(plan: HookPlan): string {
  const { names } = plan;
  const row = names.rowType;
  const reactImports = [
    'useEffect',
    'useState',
    ...(plan.hookType === 'useReducer' ? ['useReducer'] : []),
    ...(plan.hookType === 'custom' ? ['useRef'] : []),
  ].sort();
  const params = ['supabase: SupabaseClient'];
  if (plan.presence) params.push('userId: string');
  if (plan.hookType === 'custom') params.push(`on: ${names.pascal}Handlers`);
  const returned = ['status', 'error'];
  if (plan.hookType === 'useState') returned.unshift('rows');
  if (plan.hookType === 'useReducer') returned.unshift('rows: Object.values(byId)');
  if (plan.presence) returned.push('online');
  if (plan.broadcast) returned.push('messages', 'send');
  const channelOptions = plan.presence ? ', { config: { presence: { key: userId } } }' : '';

  return [
    "import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';",
    `import { ${reactImports.join(', ')} } from 'react';`,
    '',
    `/**`,
    ` * One row of ${commentText(`${names.table.schema}.${names.table.name}`)}. Replace it with your generated type, e.g.`,
    ` * \`export type ${row} = Database['public']['Tables']['...']['Row'];\` from \`supabase gen types typescript\`.`,
    ' */',
    `export type ${row} = {`,
    '  id: string | number;',
    '  [column: string]: unknown;',
    '};',
    '',
    "export type RealtimeStatus = REALTIME_SUBSCRIBE_STATES | 'CONNECTING';",
    '',
    ...(plan.hookType === 'custom'
      ? [
          `export interface ${names.pascal}Handlers {`,
          `  onInsert?: (row: ${row}) => void;`,
          `  onUpdate?: (row: ${row}, old: Partial<${row}>) => void;`,
          `  onDelete?: (old: Partial<${row}>) => void;`,
          '}',
          '',
        ]
      : []),
    ...(plan.broadcast ? ['export type BroadcastMessage = { [key: string]: unknown };', ''] : []),
    ...(plan.hookType === 'useReducer' ? reducerLines(row) : []),
    `const CHANNEL = ${lit(plan.channel)};`,
    `const SCHEMA = ${lit(names.table.schema)};`,
    `const TABLE = ${lit(names.table.name)};`,
    ...(plan.filter ? [`const FILTER = ${lit(plan.filter)};`] : []),
    ...(plan.broadcast ? [`const BROADCAST_CHANNEL = ${lit(plan.broadcast)};`] : []),
    '',
    `export function ${names.hook}(${params.join(', ')}) {`,
    ...stateLines(plan),
    "  const [status, setStatus] = useState<RealtimeStatus>('CONNECTING');",
    '  const [error, setError] = useState<Error | null>(null);',
    ...(plan.presence ? ['  const [online, setOnline] = useState(0);'] : []),
    ...(plan.broadcast
      ? [
          '  const [messages, setMessages] = useState<BroadcastMessage[]>([]);',
          '  const [room, setRoom] = useState<RealtimeChannel | null>(null);',
        ]
      : []),
    '',
    '  useEffect(() => {',
    '    const channel: RealtimeChannel = supabase',
    `      .channel(CHANNEL${channelOptions})`,
    ...listeners(plan),
    ...(plan.presence
      ? [
          "      .on('presence', { event: 'sync' }, () => setOnline(Object.keys(channel.presenceState()).length))",
        ]
      : []),
    '      .subscribe((state, err) => {',
    '        setStatus(state);',
    '        setError(err ?? null);',
    ...(plan.presence
      ? [
          '        if (state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {',
          `          void channel.track({ user_id: userId, online_at: ${NOW_ISO} });`,
          '        }',
        ]
      : []),
    '      });',
    ...(plan.broadcast
      ? [
          '    const broadcast = supabase',
          '      .channel(BROADCAST_CHANNEL)',
          "      .on('broadcast', { event: 'message' }, ({ payload }) => setMessages((list) => [...list, payload]))",
          '      .subscribe();',
          '    setRoom(broadcast);',
        ]
      : []),
    '    return () => {',
    '      void supabase.removeChannel(channel);',
    ...(plan.broadcast ? ['      void supabase.removeChannel(broadcast);', '      setRoom(null);'] : []),
    '    };',
    `  }, [supabase${plan.presence ? ', userId' : ''}]);`,
    ...(plan.broadcast
      ? [
          '',
          '  const send = async (message: BroadcastMessage) => {',
          "    if (!room) throw new Error('The channel is not open yet.');",
          "    return room.send({ type: 'broadcast', event: 'message', payload: message });",
          '  };',
        ]
      : []),
    '',
    `  return { ${returned.join(', ')} };`,
    '}',
    '',
  ].join('\n');
}
