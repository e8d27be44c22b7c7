import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import { subcommands } from './projects';

const { show, pull, push, rm } = subcommands;

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
