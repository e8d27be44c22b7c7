export { generateRealtimeCode, type RealtimeCode } from './generate';
export type { HookPlan } from './hook';
export { meta } from './meta';
export type { CodeNames } from './names';
export {
  HOOK_TYPE_LABELS,
  HOOK_TYPES,
  type HookType,
  REALTIME_DEFAULTS,
  REALTIME_EVENTS,
  type RealtimeEvent,
  type RealtimeForm,
} from './options';
