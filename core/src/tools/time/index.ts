export { meta } from './meta';
export {
  convertTime,
  type LocalTimeNote,
  type TimeInput,
  type TimeInputKind,
  type TimeReport,
  type ZoneTime,
} from './time';
