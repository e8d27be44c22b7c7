import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../deterministic/seeded-random';
import { ToolInputError } from '../../errors';
import { generateBcryptHash, runBcryptCompare } from './bcrypt';
import { BCRYPT_COST, BCRYPT_MESSAGES, runBcryptInfo } from './info';

const U = '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW';
const refuse = (message: string, field: string) => new ToolInputError(message, BCRYPT_MESSAGES.title, field);

describe('runBcryptInfo', () => {
  it('reads the version, cost, salt and digest of a hash', () => {
    expect(runBcryptInfo(` ${U}\n`)).toEqual({
      version: '2a',
      cost: 5,
      rounds: 32,
      salt: 'CCCCCCCCCCCCCCCCCCCCC.',
      digest: 'E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW',
    });
    expect(runBcryptInfo(U.replace('2a', '2y')).version).toBe('2y');
  });

  it.each([
    ['', BCRYPT_MESSAGES.hashBlank],
    ['$2x$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', BCRYPT_MESSAGES.hashShape],
    ['$2a$5$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', BCRYPT_MESSAGES.hashShape],
    ['$2a$03$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', BCRYPT_MESSAGES.hashShape],
    ['$2a$32$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW', BCRYPT_MESSAGES.hashShape],
    [`${U}x`, BCRYPT_MESSAGES.hashShape],
    ['$apr1$jILYT.1q$WZoGjzEMsHyIxJqr4l..n/', BCRYPT_MESSAGES.hashShape],
  ])('refuses %j', (hash, message) => {
    expect(() => runBcryptInfo(hash)).toThrow(refuse(message, 'hash'));
  });
});

describe('generateBcryptHash', () => {
  it('hashes with the cost and version asked, its salt from the random port', () => {
    const made = generateBcryptHash({ password: 'U*U', cost: 5, version: '2y' }, seededRandom(1));
    expect(made.hash).toMatch(/^\$2y\$05\$[./A-Za-z0-9]{53}$/);
    expect(made).toMatchObject({ version: '2y', cost: 5, truncated: false });
    expect(generateBcryptHash({ password: 'U*U', cost: 5, version: '2y' }, seededRandom(1)).hash).toBe(
      made.hash,
    );
    expect(generateBcryptHash({ password: 'U*U', cost: 5 }, seededRandom(2)).hash).toMatch(/^\$2b\$05\$/);
    expect(runBcryptCompare({ password: 'U*U', hash: made.hash }).matches).toBe(true);
  });

  it('says when the password is longer than the 72 bytes bcrypt reads', () => {
    expect(generateBcryptHash({ password: 'é'.repeat(37), cost: 4 }, seededRandom(3)).truncated).toBe(true);
    expect(generateBcryptHash({ password: 'é'.repeat(36), cost: 4 }, seededRandom(3)).truncated).toBe(false);
  });

  it.each([BCRYPT_COST.min - 1, BCRYPT_COST.max + 1, 10.5, Number.NaN])('refuses cost %s', (cost) => {
    expect(() => generateBcryptHash({ password: 'x', cost }, seededRandom(1))).toThrow(
      refuse(BCRYPT_MESSAGES.cost, 'cost'),
    );
  });
});

describe('runBcryptCompare', () => {
  it('matches the right password only, for $2a$, $2b$ and $2y$ alike', () => {
    for (const version of ['2a', '2b', '2y']) {
      const hash = U.replace('2a', version);
      expect(runBcryptCompare({ password: 'U*U', hash })).toMatchObject({ matches: true, info: { version } });
      expect(runBcryptCompare({ password: 'U*U*', hash }).matches).toBe(false);
    }
  });

  it('refuses to spend minutes on a hash whose cost is past the limit', () => {
    const slow = U.replace('$05$', '$20$');
    expect(runBcryptInfo(slow).cost).toBe(20);
    expect(() => runBcryptCompare({ password: 'x', hash: slow })).toThrow(
      refuse(BCRYPT_MESSAGES.hashCost, 'hash'),
    );
  });
});
