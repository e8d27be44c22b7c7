export { durationText, relativeTime } from './relative';
export {
  checkTimeZone,
  offsetText,
  type WallTime,
  wallTimeInstants,
  zonedParts,
} from './zones';
