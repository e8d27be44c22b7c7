/** The realtime form of spec §3 with the defaults of §9 (event INSERT, channel db-changes). */

export const REALTIME_EVENTS = ['INSERT', 'UPDATE', 'DELETE', '*'] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

export const HOOK_TYPES = ['useState', 'useReducer', 'custom'] as const;
export type HookType = (typeof HOOK_TYPES)[number];

export const HOOK_TYPE_LABELS: Record<HookType, string> = {
  useState: 'useState (a list of rows)',
  useReducer: 'useReducer (rows by id)',
  custom: 'Custom (your callbacks)',
};

/** The operators Supabase Realtime accepts in a postgres_changes filter. */
export const FILTER_OPERATORS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;

export interface RealtimeForm {
  /** `messages` or `schema.messages`. */
  tableName: string;
  /** Chosen events; `*` alone means every change in one listener. */
  events: RealtimeEvent[];
  channelName: string;
  usePresence: boolean;
  /** Adds broadcast messages on a channel of its own name (e.g. a chat room) besides the table changes. */
  useCustomChannel: boolean;
  customChannelName: string;
  hookType: HookType;
  filterColumn: string;
  /** `5`, or with an operator: `neq.5`, `in.(1,2)`. Without one, `eq.` is used. */
  filterValue: string;
}

export const REALTIME_DEFAULTS: RealtimeForm = {
  tableName: '',
  events: ['INSERT'],
  channelName: 'db-changes',
  usePresence: false,
  useCustomChannel: false,
  customChannelName: 'room-1',
  hookType: 'useState',
  filterColumn: '',
  filterValue: '',
};
