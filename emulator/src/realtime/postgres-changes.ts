// A channel's postgres_changes subscriptions as Realtime reads them (lib/extensions/postgres_cdc_rls/subscriptions.ex
// parse_subscription_params, and realtime.is_visible_through_filters in its tenant migrations): an event, a schema,
// a table, and filters `column=op.value` joined by commas, each op one of eq, neq, lt, lte, gt, gte, in, optionally
// negated with `not.`.

const FILTER_TYPES = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
type FilterType = (typeof FILTER_TYPES)[number];

interface ChangeFilter {
  column: string;
  op: FilterType;
  /** Text values as Realtime compares them; `in` has a list. */
  value: string | string[];
  negate: boolean;
}

export interface Subscription {
  /** The id sent back in the join reply and in each change's `ids`. */
  id: number;
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table: string;
  filters: ChangeFilter[];
}

type Parsed = { ok: true; value: Omit<Subscription, 'id'> } | { ok: false; message: string };

function parseFilter(segment: string): ChangeFilter | string {
  const trimmed = segment.trim();
  if (trimmed === '') return 'filter must not contain empty segments (check for extra commas)';
  const equals = trimmed.indexOf('=');
  if (equals < 1) return `invalid filter ${JSON.stringify(trimmed)}`;
  const column = trimmed.slice(0, equals);
  let rest = trimmed.slice(equals + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice('not.'.length);
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  if (dot < 0 || !(FILTER_TYPES as readonly string[]).includes(op)) {
    return `invalid filter ${JSON.stringify(trimmed)}: the operator must be one of ${FILTER_TYPES.join(', ')}`;
  }
  const raw = rest.slice(dot + 1);
  if (op !== 'in') return { column, op: op as FilterType, value: raw, negate };
  if (!raw.startsWith('(') || !raw.endsWith(')'))
    return `invalid filter ${JSON.stringify(trimmed)}: in needs (a,b)`;
  const list = raw
    .slice(1, -1)
    .split(',')
    .map((item) => item.trim().replace(/^"(.*)"$/, '$1'));
  if (list.length > 100) return 'too many values for `in` filter. Maximum is 100';
  return { column, op: 'in', value: list, negate };
}

/** Splits on commas outside parentheses (an `in` list keeps its own). */
function splitTopLevel(filter: string): string[] {
  const segments: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of filter) {
    if (char === '(') depth += 1;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      segments.push(current);
      current = '';
    } else current += char;
  }
  segments.push(current);
  return segments;
}

function eventOf(value: unknown): Subscription['event'] {
  if (typeof value !== 'string') return '*';
  const upper = value.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

export function parseSubscription(params: unknown): Parsed {
  const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  const event = eventOf(p.event);
  const noParams = {
    ok: false as const,
    message: 'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to',
  };
  let schema: string;
  let table: string;
  let filters: ChangeFilter[] = [];
  if (typeof p.schema === 'string' && typeof p.table === 'string') {
    schema = p.schema;
    table = p.table;
    if ('filter' in p) {
      if (typeof p.filter !== 'string') return noParams;
      if (p.filter.trim() !== '') {
        const parsed = splitTopLevel(p.filter.trim()).map(parseFilter);
        const error = parsed.find((f): f is string => typeof f === 'string');
        if (error) return { ok: false, message: `Error parsing \`filter\` params: ${error}` };
        filters = parsed as ChangeFilter[];
      }
    }
  } else if (typeof p.schema === 'string' && !('table' in p) && !('filter' in p)) {
    schema = p.schema;
    table = '*';
  } else if (typeof p.table === 'string' && !('schema' in p) && !('filter' in p)) {
    schema = 'public';
    table = p.table;
  } else return noParams;
  return { ok: true, value: { event, schema, table, filters } };
}

function compare(actual: string, op: FilterType, expected: string, type: string): boolean {
  const numeric = /^(int[248]|float[48]|numeric|oid)$/.test(type);
  const a: string | number = numeric ? Number(actual) : actual;
  const b: string | number = numeric ? Number(expected) : expected;
  switch (op) {
    case 'eq':
      return a === b;
    case 'neq':
      return a !== b;
    case 'lt':
      return a < b;
    case 'lte':
      return a <= b;
    case 'gt':
      return a > b;
    case 'gte':
      return a >= b;
    default:
      return false;
  }
}

/** Whether a row (column -> JSON value) passes every filter; a filter on a column the row lacks does not pass. */
export function passesFilters(
  filters: readonly ChangeFilter[],
  row: Record<string, unknown>,
  types: ReadonlyMap<string, string>,
): boolean {
  return filters.every((filter) => {
    if (!(filter.column in row)) return false;
    const cell = row[filter.column];
    if (cell === null || cell === undefined) return false;
    const text = typeof cell === 'string' ? cell : JSON.stringify(cell);
    const type = types.get(filter.column) ?? 'text';
    const result = Array.isArray(filter.value)
      ? filter.value.some((item) => compare(text, 'eq', item, type))
      : compare(text, filter.op, filter.value, type);
    return filter.negate ? !result : result;
  });
}
