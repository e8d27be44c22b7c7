// Teams (issue 80 item 4) in Chromium with three users: Ada makes a team on the Teams page and invites Bob as an
// editor and Cy as a viewer; each accepts on the page the outbox's e-mail links to. The team's board is read-only
// for Cy (the page says so and the data API refuses her write), writable for Bob; a removed member loses the team at
// once. axe on the Teams page.

import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { createUser, expect, test } from '../fixtures';
import { deviceFor } from './account-helpers';
import { accept, callData, invitationLink, invite } from './share-team-helpers';

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
