// /_emulator/encrypted-shares: the rows exactly as stored, for the service role only (the e2e tests' view of the
// database behind "Share securely").

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFunction } from './call-function';
import { defaultFunctions } from './functions';
import { type RunningEmulator, startEmulator } from './index';
import { migratedStackImage } from './stack-image';
import { rawAuth, readJson, uniqueEmail } from './test-clients';

let emu: RunningEmulator;

beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await migratedStackImage(),
    functions: defaultFunctions,
  });
});
afterAll(() => emu?.close());

describe('the stored encrypted shares', () => {
  it('lists every column of every row, the envelope and secret hash as hex, with the service key only', async () => {
    const signedUp = await rawAuth(emu.url, emu.anonKey, '/signup', {
      body: { email: uniqueEmail('stored-shares'), password: 'correct horse 1' },
    });
    const { access_token: bearer } = (await signedUp.json()) as { access_token: string };
    const ciphertext = 'AQ'.padEnd(40, 'x');
    const created = await callFunction(`${emu.url}/functions/v1/data/shares`, emu.anonKey, 'POST', {
      bearer,
      body: { ciphertext, expires_in: 3600, burn_after_reading: true },
    });
    expect(created.status).toBe(201);

    const url = `${emu.url}/_emulator/encrypted-shares`;
    const rows = await readJson(
      await fetch(url, { headers: { authorization: `Bearer ${emu.serviceRoleKey}` } }),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: created.body.share.id,
        ciphertext: `\\x${Buffer.from(ciphertext, 'base64url').toString('hex')}`,
        secret_hash: expect.stringMatching(/^\\x[0-9a-f]{64}$/),
        burn_after_reading: true,
        open_count: 0,
      }),
    ]);
    const wrong: Record<string, string>[] = [
      {},
      { apikey: emu.anonKey },
      { authorization: `Bearer ${bearer}` },
    ];
    for (const headers of wrong) {
      const refused = await fetch(url, { headers });
      expect(refused.status).toBe(401);
      expect((await readJson(refused)).msg).toBe('The stored shares require the service_role key');
    }
  });
});
