import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthError, UsageError } from '../../errors';
import { testContext } from '../../test-context';
import { subcommands } from './projects';

const { show, pull, push, rm, move } = subcommands;

describe('projects: flags to options', () => {
  it('show and rm take the project’s name or id', () => {
    expect(show.toOptions?.({ flags: {}, args: ['  Roadmap '] })).toEqual({
      project: 'Roadmap',
      team: undefined,
    });
    expect(rm.toOptions?.({ flags: { team: 'acme' }, args: ['0b6a…'] })).toEqual({
      project: '0b6a…',
      team: 'acme',
    });
    expect(() => rm.toOptions?.({ flags: {}, args: [' '] })).toThrow(
      new UsageError('give a project name or id.'),
    );
  });

  it('pull writes to -o FILE (stdout without), overwriting only with --force', () => {
    expect(pull.toOptions?.({ flags: {}, args: ['Roadmap'] })).toEqual({
      project: 'Roadmap',
      output: undefined,
      force: false,
    });
    expect(pull.toOptions?.({ flags: { output: 'plan.md', force: true }, args: ['Roadmap'] })).toEqual({
      project: 'Roadmap',
      output: 'plan.md',
      force: true,
    });
  });

  it('push takes the file, an optional --project and --force', () => {
    expect(push.toOptions?.({ flags: {}, args: ['plan.md'] })).toEqual({
      file: 'plan.md',
      project: undefined,
      force: false,
    });
    expect(push.toOptions?.({ flags: { project: 'Q4', force: true }, args: ['-'] })).toEqual({
      file: '-',
      project: 'Q4',
      force: true,
    });
  });
});

describe('projects move', () => {
  it('takes the project, --to TEAM or --personal (exactly one), and --team where it is now', () => {
    expect(move.toOptions?.({ flags: { to: ' acme ' }, args: ['Roadmap'] })).toEqual({
      project: 'Roadmap',
      to: 'acme',
      team: undefined,
    });
    expect(move.toOptions?.({ flags: { personal: true, team: 'acme' }, args: ['Launch'] })).toEqual({
      project: 'Launch',
      to: null,
      team: 'acme',
    });
    expect(() => move.toOptions?.({ flags: {}, args: ['Roadmap'] })).toThrow(
      new UsageError('say where it goes: --to TEAM or --personal.'),
    );
    expect(() => move.toOptions?.({ flags: { to: 'acme', personal: true }, args: ['Roadmap'] })).toThrow(
      new UsageError('give --to TEAM or --personal, not both.'),
    );
  });

  it('run, signed out: says so (exit 3) before asking the API, and prints nothing', async () => {
    const ctx = testContext({
      env: { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-move-run-')) },
      apiUrl: 'http://127.0.0.1:9',
    });
    const error = await move
      .run?.({ project: 'Roadmap', to: null, team: undefined }, ctx)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(ctx.captured.stdout).toBe('');
  });
});
