import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import { subcommands } from './team';

const { create, members, invite, join, role, remove, leave, transfer } = subcommands;
const CODE = 'Vb3xQ9k2LmN4pR7sT1uW5yZ8aC0dE6fG';

describe('team: arguments to options', () => {
  it('create, members and leave take the team; a blank one is a usage error', () => {
    expect(create.toOptions?.({ flags: {}, args: [' acme '] })).toBe('acme');
    expect(members.toOptions?.({ flags: {}, args: ['acme'] })).toBe('acme');
    expect(leave.toOptions?.({ flags: {}, args: ['0b6a…'] })).toBe('0b6a…');
    expect(() => create.toOptions?.({ flags: {}, args: [' '] })).toThrow(
      new UsageError('give the team’s name.'),
    );
  });

  it('invite takes the team, the e-mail and --role, viewer unless given', () => {
    expect(invite.toOptions?.({ flags: { role: 'viewer' }, args: ['acme', 'ana@example.com'] })).toEqual({
      team: 'acme',
      email: 'ana@example.com',
      role: 'viewer',
    });
    expect(
      invite.toOptions?.({ flags: { role: 'editor' }, args: ['acme', 'ana@example.com'] }),
    ).toMatchObject({
      role: 'editor',
    });
    expect(() => invite.toOptions?.({ flags: {}, args: ['acme'] })).toThrow(
      new UsageError('give the e-mail address to invite.'),
    );
  });

  it('join takes the code or the e-mail’s link, and refuses anything else', () => {
    expect(join.toOptions?.({ flags: {}, args: [CODE] })).toBe(CODE);
    expect(join.toOptions?.({ flags: {}, args: [`https://toolbox.dev/teams/join/${CODE}`] })).toBe(CODE);
    expect(() => join.toOptions?.({ flags: {}, args: ['not a code'] })).toThrow(
      new UsageError('that is not an invitation code or link.'),
    );
  });

  it('role, remove and transfer name the member by e-mail; role checks the role', () => {
    expect(role.toOptions?.({ flags: {}, args: ['acme', 'ana@example.com', 'owner'] })).toEqual({
      team: 'acme',
      email: 'ana@example.com',
      role: 'owner',
    });
    expect(() => role.toOptions?.({ flags: {}, args: ['acme', 'ana@example.com', 'boss'] })).toThrow(
      new UsageError('--role must be viewer, editor or owner (got boss).'),
    );
    for (const command of [remove, transfer])
      expect(command.toOptions?.({ flags: {}, args: ['acme', 'ana@example.com'] })).toEqual({
        team: 'acme',
        email: 'ana@example.com',
      });
  });
});
