export { meta } from './meta';
export {
  type LocalTimeNote,
  runTimeConvert,
  type TimeInput,
  type TimeInputKind,
  type TimeReport,
  type ZoneTime,
} from './time';
