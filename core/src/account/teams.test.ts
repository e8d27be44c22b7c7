import { describe, expect, it } from 'vitest';
import { findTeam, invitationCode } from '#core/account/teams';

const CODE = 'Vb3xQ9k2LmN4pR7sT1uW5yZ8aC0dE6fG';
const ACME = { id: '0b6f2c1e-1111-4a2b-8c3d-000000000001', name: 'Acme' };
const ACME_TOO = { id: '0b6f2c1e-1111-4a2b-8c3d-000000000002', name: 'acme' };
const BETA = { id: '0b6f2c1e-1111-4a2b-8c3d-000000000003', name: 'Beta' };

describe('invitationCode', () => {
  it('reads the code itself or the accept link the e-mail carries', () => {
    expect(invitationCode(` ${CODE} `)).toBe(CODE);
    expect(invitationCode(`https://toolbox.dev/teams/join/${CODE}`)).toBe(CODE);
    expect(invitationCode(`http://localhost:5173/teams/join/${CODE}/`)).toBe(CODE);
  });

  it('refuses what cannot be a code', () => {
    for (const input of ['', 'short', 'not a code at all, has spaces', `${CODE}!`, 'x'.repeat(65)])
      expect(invitationCode(input)).toBeNull();
  });
});

describe('findTeam', () => {
  it('finds a team by id, or by its name in any case', () => {
    expect(findTeam([ACME, BETA], ACME.id)).toEqual({ team: ACME });
    expect(findTeam([ACME, BETA], ' BETA ')).toEqual({ team: BETA });
  });

  it('says when two of the caller’s teams share the name, and when none has it', () => {
    expect(findTeam([ACME, ACME_TOO, BETA], 'acme')).toEqual({ team: null, ambiguous: true });
    expect(findTeam([ACME, ACME_TOO], ACME_TOO.id)).toEqual({ team: ACME_TOO });
    expect(findTeam([BETA], 'acme')).toEqual({ team: null, ambiguous: false });
  });
});
