import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'time',
  title: 'Time Converter',
  description:
    'Unix seconds, milliseconds, microseconds and nanoseconds, ISO 8601, RFC 2822 and HTTP dates, Postgres timestamptz and any time zone, side by side.',
  group: 'converters',
  category: 'data',
  icon: 'clock',
  keywords: [
    'time',
    'timestamp',
    'unix',
    'epoch',
    'date',
    'iso 8601',
    'rfc 2822',
    'timezone',
    'timestamptz',
    'utc',
  ],
  cli: { commands: ['time'] },
});
