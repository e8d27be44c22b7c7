export { type CronReport, runCron } from './cron';
export { CRON_FIELDS, CronFieldError, type FieldLocation } from './fields';
export { meta } from './meta';
