import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'cron',
  title: 'Cron Explainer',
  description:
    'A cron expression in words and its next runs in any time zone: 5-field, 6-field with seconds, @macros and pg_cron’s "30 seconds".',
  group: 'converters',
  category: 'data',
  icon: 'timer',
  keywords: ['cron', 'crontab', 'schedule', 'pg_cron', 'job', 'next run', 'timer'],
  cli: { commands: ['cron'] },
});
