export { meta } from './meta';
export { runTimeConvert, TIME_FORMATS_READ, type TimeReport } from './time';
