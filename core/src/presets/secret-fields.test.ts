import { describe, expect, it } from 'vitest';
import { tools } from '#core/registry';
import { isLinkableField, PRESET_SHAPES } from './shapes';

/** Names that say a field holds a secret. */
const SECRET_NAME = /secret|password|passphrase|token|hmac|credential|private|api-?key|^db$/i;
/** Fields whose names say secret but hold something else, and what they hold instead. */
const NOT_SECRETS: Record<string, string> = {
  'jwt.secretFile':
    "a path to the file that holds the secret, read by the CLI; the file's content never enters",
  'qr-code.passwordFile': 'a path to the file holding the Wi-Fi password, as above',
  'hash.hmacFile': 'a path to the file holding the HMAC key, as above',
  'edge-function-scaffolder.secret':
    "the name of the environment variable that will hold the webhook's secret",
  'edge-function-scaffolder.webhookSecret': 'the same name, as the web page calls it',
  'dev-utilities.passwordCount': 'how many passwords to generate: a number, never a password',
};

describe('secret fields', () => {
  it('every field of every tool whose name says secret is a secret, so it never enters a link, history or preset', () => {
    const named: string[] = [];
    for (const tool of tools)
      for (const field of Object.keys(PRESET_SHAPES[tool.id].fields))
        if (
          SECRET_NAME.test(field) &&
          !(`${tool.id}.${field}` in NOT_SECRETS) &&
          isLinkableField(tool.id, field)
        )
          named.push(`${tool.id}.${field}`);
    expect(named).toEqual([]);
  });

  it('keeps out of links exactly the secrets and what no preset holds', () => {
    expect(isLinkableField('jwt', 'secret')).toBe(false);
    expect(isLinkableField('jwt', 'token')).toBe(false);
    expect(isLinkableField('bcrypt', 'password')).toBe(false);
    expect(isLinkableField('database-visualizer', 'db')).toBe(false);
    expect(isLinkableField('jwt', 'claims')).toBe(true);
    expect(isLinkableField('cron', 'expression')).toBe(true);
    expect(isLinkableField('cron', 'notAField')).toBe(false);
    expect(isLinkableField('cron', 'constructor')).toBe(false);
  });

  it('lists only fields that exist', () => {
    for (const name of Object.keys(NOT_SECRETS)) {
      const [tool, field] = name.split('.') as [keyof typeof PRESET_SHAPES, string];
      expect(Object.keys(PRESET_SHAPES[tool].fields)).toContain(field);
    }
  });
});
