export { meta } from './meta';
export {
  type LocalTimeNote,
  runTimeConvert,
  TIME_FORMATS_READ,
  type TimeInput,
  type TimeInputKind,
  type TimeReport,
  type ZoneTime,
} from './time';
