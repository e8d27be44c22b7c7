// The local stack mails a team invitation to its outbox (GET /_emulator/outbox): the accept link names the web app's
// /teams/join/<code> and the mail carries the code `toolbox team join` takes; the invited user joins with it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFunction } from './call-function';
import { defaultFunctions } from './functions';
import { type RunningEmulator, startEmulator } from './index';
import type { OutboxMail } from './outbox';
import { migratedStackImage } from './stack-image';
import { rawAuth, readJson, uniqueEmail } from './test-clients';

let emu: RunningEmulator;

beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await migratedStackImage(),
    functions: defaultFunctions,
    siteUrl: 'http://localhost:5173',
  });
});
afterAll(() => emu?.close());

async function signUp(email: string): Promise<string> {
  const res = await rawAuth(emu.url, emu.anonKey, '/signup', {
    body: { email, password: 'correct horse 1' },
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('team invitations on the local stack', () => {
  it('puts the invitation in the outbox with the accept link and the code, and the code joins the team', async () => {
    const owner = await signUp(uniqueEmail('team-owner'));
    const inviteeEmail = uniqueEmail('team-invitee');
    const invitee = await signUp(inviteeEmail);
    const data = `${emu.url}/functions/v1/data`;
    const made = await callFunction(`${data}/teams`, emu.anonKey, 'POST', {
      bearer: owner,
      body: { name: 'Acme' },
    });
    expect(made.status).toBe(201);
    const invited = await callFunction(
      `${data}/teams/${made.body.team.id}/invitations`,
      emu.anonKey,
      'POST',
      {
        bearer: owner,
        body: { email: inviteeEmail, role: 'editor' },
      },
    );
    expect(invited.status).toBe(201);
    expect(invited.body.emailed).toBe(true);

    const outbox = (await readJson(
      await fetch(`${emu.url}/_emulator/outbox`, {
        headers: { authorization: `Bearer ${emu.serviceRoleKey}` },
      }),
    )) as OutboxMail[];
    const mail = outbox.find((m) => m.to === inviteeEmail.toLowerCase() && m.code);
    expect(mail).toMatchObject({
      subject: 'You are invited to the team Acme on Dev Toolbox',
      link: `http://localhost:5173/teams/join/${invited.body.code}`,
      code: invited.body.code,
    });

    const joined = await callFunction(`${data}/teams/join`, emu.anonKey, 'POST', {
      bearer: invitee,
      body: { code: mail?.code },
    });
    expect(joined).toMatchObject({ status: 200, body: { team: { name: 'Acme', role: 'editor' } } });
  });
});
