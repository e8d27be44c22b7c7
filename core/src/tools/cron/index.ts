export {
  type CronFormat,
  type CronInput,
  type CronReport,
  type CronRun,
  type CronSchedule,
  explainCron,
} from './cron';
export { CronFieldError, type FieldLocation, type FieldName } from './fields';
export { meta } from './meta';
