export {
  type CronFormat,
  type CronInput,
  type CronReport,
  type CronRun,
  type CronSchedule,
  runCron,
} from './cron';
export { CRON_FIELDS, CronFieldError, type FieldLocation, type FieldName } from './fields';
export { meta } from './meta';
