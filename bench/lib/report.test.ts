import { describe, expect, it } from 'vitest';
import { formatRows, statusOf } from './report.mjs';

describe('statusOf', () => {
  it.each([
    ['within', { metric: 'a', value: 80, unit: 'ms', budget: 100 }, 'within'],
    ['exactly the budget', { metric: 'a', value: 100, unit: 'ms', budget: 100 }, 'within'],
    ['over', { metric: 'a', value: 101, unit: 'ms', budget: 100 }, 'over'],
    ['a figure without budget', { metric: 'a', value: 70, unit: 'ms' }, ''],
    ['skipped', { metric: 'a', skipped: 'web not built' }, 'skipped: web not built'],
    ['crashed', { metric: 'a', error: 'boom' }, 'error: boom'],
  ])('%s', (_name, row, expected) => {
    expect(statusOf(row)).toBe(expected);
  });
});

describe('formatRows', () => {
  it('prints metric, median, budget, the machine load and status columns', () => {
    const table = formatRows([
      { metric: 'cli: node -e 0 (floor)', value: 71.25, unit: 'ms', load: 0.42 },
      {
        metric: 'cli: toolbox --version',
        value: 82.5,
        unit: 'ms',
        budget: 100,
        load: 0.42,
        note: '+11.3 ms over node',
      },
      { metric: 'web: shell JS (gzip)', skipped: 'web not built' },
    ]);
    expect(table.split('\n')).toEqual([
      'metric                   median  budget  load  status',
      '----------------------  -------  ------  ----  --------------------------',
      'cli: node -e 0 (floor)  71.3 ms           0.4',
      'cli: toolbox --version  82.5 ms  100 ms   0.4  within  +11.3 ms over node',
      'web: shell JS (gzip)                           skipped: web not built',
    ]);
  });
});
