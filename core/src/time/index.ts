export { durationText, relativeTime } from './relative';
