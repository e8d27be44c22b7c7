// `toolbox team` and `--team` (issue 80 items 4 and 6), the built CLI and `toolbox mcp` against a real local stack:
// Ada makes a team and invites Bob (editor) and Cy (viewer) by e-mail; the outbox's mail carries the link and the
// code they join with. Bob saves the team's preset and board; Cy runs `qr --preset night --team acme` with her own
// token as CI would, and is refused writes with the reason; Dan, outside, is told he is in no such team; a removed
// member loses the team at once; the last owner cannot leave. The MCP's account tools answer what the CLI prints.
import { execFile } from 'node:child_process';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultFunctions, type OutboxMail, type RunningEmulator, startEmulator } from '@toolbox/emulator';
import { migratedStackImage } from '@toolbox/emulator/stack-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Served, serve } from './mcp-client';
import { type Result, toolboxJs } from './run-built';
import { signUpOnStack } from './support/stack-user';

let emu: RunningEmulator;

interface User {
  email: string;
  env: Record<string, string>;
  root: string;
}
let ada: User;
let bob: User;
let cy: User;
let dan: User;
let adaMcp: Served;

const folder = () => realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-team-')));

async function signUp(email: string): Promise<User> {
  const { token } = await signUpOnStack(emu, email, 'ci');
  const root = folder();
  return {
    email,
    root,
    env: {
      HOME: root,
      XDG_CONFIG_HOME: folder(),
      TOOLBOX_API_URL: emu.url,
      TOOLBOX_ANON_KEY: emu.anonKey,
      TOOLBOX_TOKEN: token,
    },
  };
}

function cli(user: User, ...args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [toolboxJs, ...args],
      { cwd: user.root, env: { PATH: process.env.PATH ?? '', ...user.env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

async function outbox(): Promise<OutboxMail[]> {
  const res = await fetch(`${emu.url}/_emulator/outbox`, {
    headers: { authorization: `Bearer ${emu.serviceRoleKey}` },
  });
  return (await res.json()) as OutboxMail[];
}

beforeAll(async () => {
  emu = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    functions: defaultFunctions,
    initialData: await migratedStackImage(),
  });
  const stamp = Date.now();
  ada = await signUp(`ada-${stamp}@example.dev`);
  bob = await signUp(`bob-${stamp}@example.dev`);
  cy = await signUp(`cy-${stamp}@example.dev`);
  dan = await signUp(`dan-${stamp}@example.dev`);
  adaMcp = await serve(ada.env, { args: ['--root', ada.root], cwd: ada.root });
}, 120_000);
afterAll(async () => {
  await adaMcp?.close();
  await emu?.close();
});

describe('toolbox team', () => {
  it('makes a team, invites by e-mail and joins with the link or the code', async () => {
    const made = await cli(ada, 'team', 'create', 'acme', '--json');
    expect(made.code, made.stderr).toBe(0);
    expect(JSON.parse(made.stdout).team).toMatchObject({ name: 'acme', role: 'owner', members: 1 });

    const invited = await cli(ada, 'team', 'invite', 'acme', bob.email, '--role', 'editor');
    expect(invited.code, invited.stderr).toBe(0);
    const mail = (await outbox()).find((m) => m.to === bob.email);
    expect(mail?.link).toMatch(/\/teams\/join\/[A-Za-z0-9_-]{32}$/);
    expect(invited.stdout).toContain(`the e-mail links to ${mail?.link}`);
    expect(invited.stdout).toContain(`toolbox team join ${mail?.code}`);
    const bobJoined = await cli(bob, 'team', 'join', String(mail?.link));
    expect(bobJoined).toMatchObject({ code: 0, stdout: 'Joined team acme as editor.\n' });

    const cyInvite = JSON.parse(
      (await cli(ada, 'team', 'invite', 'acme', cy.email, '--role', 'viewer', '--json')).stdout,
    );
    expect(cyInvite).toMatchObject({ emailed: true, invitation: { email: cy.email, role: 'viewer' } });
    // Dan cannot use Cy's code: it was sent to her address.
    const stolen = await cli(dan, 'team', 'join', cyInvite.code);
    expect(stolen.code).toBe(1);
    expect(stolen.stderr).toContain('sent to another e-mail address');
    expect((await cli(cy, 'team', 'join', cyInvite.code)).code).toBe(0);

    const members = JSON.parse((await cli(cy, 'team', 'members', 'ACME', '--json')).stdout);
    expect(members.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [ada.email, 'owner'],
      [bob.email, 'editor'],
      [cy.email, 'viewer'],
    ]);
    // The MCP's account tool answers what the CLI prints.
    const fromMcp = await adaMcp.client.callTool({
      name: 'account',
      arguments: { operation: 'team members', options: { team: 'acme' } },
    });
    expect(fromMcp.structuredContent).toEqual(
      JSON.parse((await cli(ada, '--json', 'team', 'members', 'acme')).stdout),
    );
    const listed = await adaMcp.client.callTool({
      name: 'account',
      arguments: { operation: 'team list', options: {} },
    });
    expect(listed.structuredContent).toEqual(JSON.parse((await cli(ada, '--json', 'team', 'list')).stdout));
  });

  it('uses the team’s preset with a member’s token; a viewer reads but cannot write; outsiders see nothing', async () => {
    const saved = await cli(bob, 'preset', 'save', 'night', '--team', 'acme', 'qr', '--color', '#1e293b');
    expect(saved.code, saved.stderr).toBe(0);
    const qr = await cli(cy, '--json', 'qr', 'hello', '--preset', 'night', '--team', 'acme');
    expect(qr.code, qr.stderr).toBe(0);
    expect(JSON.parse(qr.stdout)).toMatchObject({ foreground: '#1e293b' });
    // Not Cy's own preset: without --team there is none.
    const own = await cli(cy, 'qr', 'hello', '--preset', 'night');
    expect(own.code).toBe(1);
    expect(own.stderr).toContain('no preset "night"');

    const viewerSave = await cli(cy, 'preset', 'save', 'day', '--team', 'acme', 'qr', '--color', '#ffffff');
    expect(viewerSave.code).toBe(1);
    expect(viewerSave.stderr).toContain('You are a viewer of this team');
    const outsider = await cli(dan, 'qr', 'hello', '--preset', 'night', '--team', 'acme');
    expect(outsider.code).toBe(1);
    expect(outsider.stderr).toContain('you are not a member of a team "acme"');

    const plan = join(bob.root, 'launch.md');
    writeFileSync(plan, '# Launch\n## Docs\n');
    const pushed = await cli(bob, 'projects', 'push', plan, '--team', 'acme', '--json');
    expect(pushed.code, pushed.stderr).toBe(0);
    const teamProjects = JSON.parse((await cli(cy, '--json', 'projects', 'list', '--team', 'acme')).stdout);
    expect(teamProjects.projects.map((p: { name: string; owner: boolean }) => [p.name, p.owner])).toEqual([
      ['launch', false],
    ]);
    expect(JSON.parse((await cli(bob, '--json', 'projects', 'list')).stdout).projects).toEqual([]);
    const cyPlan = join(cy.root, 'launch.md');
    writeFileSync(cyPlan, '# Mine\n');
    const cyPush = await cli(
      cy,
      'projects',
      'push',
      cyPlan,
      '--team',
      'acme',
      '--project',
      'launch',
      '--force',
    );
    expect(cyPush.code).toBe(1);
    expect(cyPush.stderr).toContain('viewer');
  });

  // Fifteen CLI runs: ~40 s at load 25 on the 2 shared cores.
  it('moves a board and a preset between an account and the team; only the team’s owner moves them out', {
    timeout: 240_000,
  }, async () => {
    const plan = join(ada.root, 'roadmap.md');
    writeFileSync(plan, '# Roadmap\n## Beta\n');
    expect((await cli(ada, 'projects', 'push', plan)).code).toBe(0);
    const moved = await cli(ada, 'projects', 'move', 'roadmap', '--to', 'acme', '--json');
    expect(moved.code, moved.stderr).toBe(0);
    const project = JSON.parse(moved.stdout).project;
    expect(project).toMatchObject({ name: 'roadmap', owner: true, version: 3 });
    const bobs = JSON.parse((await cli(bob, '--json', 'projects', 'list', '--team', 'acme')).stdout);
    expect(bobs.projects.map((p: { name: string }) => p.name)).toContain('roadmap');
    expect(JSON.parse((await cli(ada, '--json', 'projects', 'list')).stdout).projects).toEqual([]);

    const editorOut = await cli(bob, 'projects', 'move', 'roadmap', '--team', 'acme', '--personal');
    expect(editorOut.code).toBe(1);
    expect(editorOut.stderr).toContain("Only the team's owners move its items out of it.");
    const outsider = await cli(dan, 'projects', 'move', project.id, '--to', 'acme');
    expect(outsider.code).toBe(1);
    expect(outsider.stderr).toContain('you are not a member of a team "acme"');
    expect((await cli(ada, 'projects', 'move', 'roadmap')).code).toBe(2);

    const back = await cli(ada, 'projects', 'move', 'roadmap', '--team', 'acme', '--personal');
    expect(back).toMatchObject({ code: 0, stdout: 'Moved project roadmap to your account (version 4)\n' });
    const ownAgain = JSON.parse((await cli(ada, '--json', 'projects', 'list')).stdout).projects;
    expect(ownAgain.map((p: { name: string }) => p.name)).toEqual(['roadmap']);

    expect((await cli(ada, 'preset', 'save', 'day', 'qr', '--color', '#fef3c7')).code).toBe(0);
    const presetMoved = await cli(ada, 'preset', 'move', 'day', '--to', 'acme');
    expect(presetMoved).toMatchObject({ code: 0, stdout: 'Moved preset "day" (qr-code) to team acme\n' });
    const qr = await cli(cy, '--json', 'qr', 'hello', '--preset', 'day', '--team', 'acme');
    expect(qr.code, qr.stderr).toBe(0);
    expect(JSON.parse(qr.stdout)).toMatchObject({ foreground: '#fef3c7' });
    // The MCP's account_edit moves it back as the CLI would.
    const fromMcp = await adaMcp.client.callTool({
      name: 'account_edit',
      arguments: { operation: 'preset move', options: { name: 'day', team: 'acme', personal: true } },
    });
    expect(fromMcp.structuredContent).toMatchObject({ preset: { name: 'day', tool_id: 'qr-code' } });
    expect(fromMcp.structuredContent).not.toHaveProperty('preset.team_id');
  });

  it('removes a member at once, and keeps an owner', async () => {
    const removed = await cli(ada, 'team', 'remove', 'acme', cy.email);
    expect(removed.code, removed.stderr).toBe(0);
    const after = await cli(cy, 'projects', 'list', '--team', 'acme');
    expect(after.code).toBe(1);
    expect(after.stderr).toContain('you are not a member of a team "acme"');
    const leave = await cli(ada, 'team', 'leave', 'acme');
    expect(leave.code).toBe(1);
    expect(leave.stderr).toContain('A team keeps an owner');
    const handed = await cli(ada, 'team', 'transfer', 'acme', bob.email);
    expect(handed.code, handed.stderr).toBe(0);
    expect((await cli(ada, 'team', 'leave', 'acme')).code).toBe(0);
    const bobs = JSON.parse((await cli(bob, '--json', 'team', 'list')).stdout);
    expect(bobs.teams).toEqual([expect.objectContaining({ name: 'acme', role: 'owner', members: 1 })]);
    const bad = await cli(bob, 'team', 'invite', 'acme', 'x@example.dev', '--role', 'boss');
    expect(bad.code).toBe(2);
  });
});
