// Which of splinter's lints `check rls` runs, said where a user looks: `toolbox check rls --help` and the README
// name each one run, and the two left out with why.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDITED_SPLINTER_LINTS, STATISTICS_LINTS } from '@toolbox/core/tools/rls-policy-generator/audit';
import { expect, it } from 'vitest';
import { runBuilt } from './run-built';

const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');

it('check rls --help and the README list the splinter lints run, and why unused_index and table_bloat are not', () => {
  const help = runBuilt(process.execPath, ['check', 'rls', '--help']);
  expect(help.code).toBe(0);
  const [ran = '', notRun = ''] = help.stdout.split(/^Not run: /m);
  expect(ran).toContain(`Splinter lints run (26 of the 28 in splinter.sql):`);
  const listed = ran.slice(ran.indexOf('splinter.sql):')).match(/[a-z_]+(?=,|\n)/g) ?? [];
  expect(listed).toEqual(AUDITED_SPLINTER_LINTS);
  expect(notRun).toMatch(/^unused_index and table_bloat\. They read usage statistics/);
  expect(help.stdout.split('\n').every((line) => line.length <= 80)).toBe(true);
  const paragraph = readme.slice(readme.indexOf('`check rls` applies the migrations'));
  for (const name of [...AUDITED_SPLINTER_LINTS, ...STATISTICS_LINTS])
    expect(paragraph).toContain(`\`${name}\``);
  expect(paragraph).toContain('26 of its 28 lints');
});
