export { componentSource } from './component';
export { generateRealtimeCode, type RealtimeCode, setupSql } from './generate';
export { type HookPlan, hookSource } from './hook';
export { meta } from './meta';
export { type CodeNames, codeNames, realtimeFilter } from './names';
export {
  FILTER_OPERATORS,
  HOOK_TYPE_LABELS,
  HOOK_TYPES,
  type HookType,
  REALTIME_DEFAULTS,
  REALTIME_EVENTS,
  type RealtimeEvent,
  type RealtimeForm,
} from './options';
