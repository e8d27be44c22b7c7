export { durationText, relativeTime } from './relative';
export {
  checkTimeZone,
  offsetText,
  type WallTime,
  wallTimeInstants,
  wallTimeToMs,
  zonedParts,
} from './zones';
