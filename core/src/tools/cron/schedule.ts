import type { FieldLocation, FieldName, ParsedField } from './fields';

export type CronFormat = '5-field' | '6-field (seconds)' | 'pg_cron interval' | 'macro';

export interface CronSchedule {
  expression: string;
  format: CronFormat;
  /** pg_cron's '30 seconds': every N seconds from when the job starts. */
  intervalSeconds?: number;
  /** `@daily` -> `0 0 * * *`. */
  expandsTo?: string;
  fields?: Readonly<Record<FieldName, ParsedField>>;
  locations?: readonly FieldLocation[];
  /** The zone the expression names (`CRON_TZ=Asia/Tokyo 0 6 * * *`), which it runs in. */
  zone?: string;
}
