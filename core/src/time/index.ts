export { durationText, relativeTime } from './relative';
export { checkTimeZone, offsetText, type WallTime, wallTimeToMs, zonedParts } from './zones';
