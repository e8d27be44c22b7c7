// Input piped to a command that loads a package at run time (Postgres's parser). After a sync stat of a pipe, Node's
// module loader stopped resolving pnpm's linked node_modules (nodejs/node#51142): `echo 'select 1' | toolbox sql
// format` failed with "Cannot find module '@pgsql/types'" and "Unexpected error", while `- ` worked.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-piped-'));

describe('stdin piped to a command that loads a package', () => {
  it.each([
    ['no argument', ['sql', 'format']],
    ['-', ['sql', 'format', '-']],
  ])('sql format reads it with %s', (_, args) => {
    const run = toolboxIn(cwd, args, { input: 'select 1' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('SELECT\n  1\n');
    expect(run.code).toBe(0);
  });

  // A shell's pipe (spawnSync gives a socket, which /dev/stdin cannot open), and bash's `<(…)`.
  it.each([
    ['/dev/stdin', `printf 'select 1' | "$0" "$1" sql format /dev/stdin`],
    ['<(…)', `"$0" "$1" sql format <(printf 'select 1')`],
  ])('sql format reads %s', (_, script) => {
    const run = spawnSync('bash', ['-c', script, process.execPath, toolboxJs], {
      cwd,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: signedInConfigHome() },
      timeout: 30_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('SELECT\n  1\n');
    expect(run.status).toBe(0);
  });

  it('schema reads DDL piped to it', () => {
    const run = toolboxIn(cwd, ['schema'], { input: 'create table a (id int primary key);' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).tables[0].name).toBe('a');
    expect(run.code).toBe(0);
  });
});
