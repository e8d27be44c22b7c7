// Expressions from croniter's test suite (corpus/SOURCES.md): each is read, or refused in one line naming the field;
// where cron-parser reads one too, both list the same next runs.
import { readFileSync } from 'node:fs';
import { CronExpressionParser } from 'cron-parser';
import { expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runCron } from './cron';
import { CronFieldError } from './fields';

const EXPRESSIONS = readFileSync(new URL('corpus/croniter-tests.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line !== '');
const STARTS = ['2026-03-07T22:13:00Z', '2024-02-28T12:00:00Z'];

function theirs(expression: string, from: string, zone: string): string[] | undefined {
  try {
    const interval = CronExpressionParser.parse(expression, { currentDate: new Date(from), tz: zone });
    return Array.from({ length: 6 }, () => interval.next().toISOString()?.replace('.000Z', 'Z') ?? '');
  } catch {
    return undefined;
  }
}

it.each(EXPRESSIONS)('%s', (expression) => {
  for (const zone of ['UTC', 'America/New_York'])
    for (const from of STARTS) {
      let ours: string[] | undefined;
      try {
        ours = runCron({ expression, from, zone, count: 6 }, fixedClock()).runs.map((run) => run.iso);
      } catch (error) {
        expect(error).toBeInstanceOf(CronFieldError);
        expect((error as Error).message).not.toContain('\n');
      }
      const peer = theirs(expression, from, zone);
      if (peer) expect(ours, `${expression} from ${from} in ${zone}`).toEqual(peer);
    }
});
