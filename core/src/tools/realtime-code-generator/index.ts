export { generateRealtimeCode } from './generate';

export { meta } from './meta';

export {
  HOOK_TYPE_LABELS,
  HOOK_TYPES,
  REALTIME_DEFAULTS,
  REALTIME_EVENTS,
  type RealtimeEvent,
  type RealtimeForm,
} from './options';
