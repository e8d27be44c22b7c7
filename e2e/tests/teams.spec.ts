// Teams (issue 80 item 4) in Chromium with three users: Ada makes a team on the Teams page and invites Bob as an
// editor and Cy as a viewer; each accepts on the page the outbox's e-mail links to. The team's board is read-only
// for Cy (the page says so and the data API refuses her write), writable for Bob; a removed member loses the team at
// once. axe on the Teams page.

import type { Page } from '@playwright/test';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { createUser, expect, sessionAccessToken, type TestUser, test } from '../fixtures';
import type { E2EStack } from '../stack';
import { deviceFor } from './account-helpers';

async function invitationLink(stack: E2EStack, email: string): Promise<string> {
  const answer = await fetch(`${stack.apiUrl}/_emulator/outbox`, {
    headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
  });
  const mails = (await answer.json()) as { to: string; link: string; code?: string }[];
  const mail = mails.filter((m) => m.to === email && m.code).at(-1);
  if (!mail) throw new Error(`no invitation mailed to ${email}`);
  return mail.link;
}

async function invite(page: Page, team: string, user: TestUser, role: string) {
  const card = page.getByRole('main').locator('[data-slot="card"]', { hasText: team });
  await card.getByLabel('Invite by e-mail').fill(user.email);
  await card.getByLabel('Invited role').selectOption(role);
  await card.getByRole('button', { name: 'Invite' }).click();
  await expect(card.getByRole('status')).toHaveText(`Invitation sent to ${user.email}.`);
}

async function accept(page: Page, link: string, team: string, role: string) {
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`You joined ${team} as ${role}.`);
}

/** A data API call with the page's session, as the page's client sends it. */
async function callData(stack: E2EStack, page: Page, method: string, path: string, body?: unknown) {
  const res = await fetch(`${stack.apiUrl}/functions/v1/data${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${await sessionAccessToken(page)}`,
      'content-type': 'application/json',
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test('a team’s viewer reads its board but cannot change it; an editor can; a removed member loses it', async ({
  browser,
  baseURL,
  stack,
}) => {
  test.setTimeout(120_000);
  const [ada, bob, cy] = await Promise.all(['ada', 'bob', 'cy'].map((name) => createUser(stack, name)));
  const team = `Acme ${Date.now().toString(36)}`;
  const a = await deviceFor(browser, baseURL, ada!);
  await a.page.goto('/teams');
  await a.page.getByLabel('Team name').fill(team);
  await a.page.getByRole('button', { name: 'Create team' }).click();
  await expect(a.page.getByText(`You are owner of this team.`)).toBeVisible();
  await invite(a.page, team, bob!, 'editor');
  await invite(a.page, team, cy!, 'viewer');
  expect(await violationsInBothThemes(a.page)).toEqual(NO_VIOLATIONS);

  const b = await deviceFor(browser, baseURL, bob!);
  await accept(b.page, await invitationLink(stack, bob!.email), team, 'editor');
  const c = await deviceFor(browser, baseURL, cy!);
  await accept(c.page, await invitationLink(stack, cy!.email), team, 'viewer');

  const teams = await callData(stack, a.page, 'GET', '/teams');
  const teamId = (teams.body.teams as { id: string; name: string }[]).find((t) => t.name === team)!.id;
  const made = await callData(stack, a.page, 'POST', `/projects?team=${teamId}`, { name: 'Launch board' });
  expect(made.status).toBe(201);
  const project = made.body.project as { id: string; version: number };

  await c.page.goto('/teams');
  await expect(
    c.page.getByText('Viewers read the team’s projects and presets but cannot change them.'),
  ).toBeVisible();
  await expect(c.page.getByRole('region', { name: `Projects of ${team}` })).toContainText(
    'Launch board · read-only',
  );
  const refused = await callData(stack, c.page, 'PATCH', `/projects/${project.id}`, {
    version: project.version,
    name: 'Cy was here',
  });
  expect(refused.status).toBe(403);
  expect(String(refused.body.msg)).toContain('You are a viewer of this team');

  await b.page.goto('/teams');
  await expect(b.page.getByRole('region', { name: `Projects of ${team}` })).toContainText('Launch board');
  await expect(b.page.getByRole('region', { name: `Projects of ${team}` })).not.toContainText('read-only');
  const renamed = await callData(stack, b.page, 'PATCH', `/projects/${project.id}`, {
    version: project.version,
    name: 'Launch board (Bob)',
  });
  expect(renamed.status).toBe(200);

  await a.page.reload();
  await a.page.getByRole('button', { name: `Remove ${cy!.email}` }).click();
  await expect(a.page.getByText('Member removed')).toBeVisible();
  await c.page.reload();
  await expect(c.page.getByText('You are in no team yet.')).toBeVisible();
  expect((await callData(stack, c.page, 'GET', `/projects/${project.id}`)).status).toBe(404);

  await Promise.all([a.context.close(), b.context.close(), c.context.close()]);
});
