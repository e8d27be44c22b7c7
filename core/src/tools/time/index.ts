export { meta } from './meta';
export {
  convertTime,
  parseTime,
  type TimeInput,
  type TimeInputKind,
  type TimeReport,
  type ZoneTime,
} from './time';
