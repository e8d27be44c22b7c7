export {
  type CronFormat,
  type CronInput,
  type CronReport,
  type CronRun,
  type CronSchedule,
  explainCron,
  nextRuns,
  parseCron,
} from './cron';
export { describeSchedule } from './describe';
export { CronFieldError, type FieldLocation, type FieldName } from './fields';
export { meta } from './meta';
