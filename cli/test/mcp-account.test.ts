// `toolbox mcp`'s account tools against a real local stack's data API (issue 78): two users, each with their own
// server signed in with a `tbx_` token (TOOLBOX_TOKEN, as in CI). One user's tools never read or write the other's
// board (RLS decides, through the data API); a card moved or a sub-task ticked names the version it was read at,
// and a change made since (by the web) is a 409 tool error that overwrites nothing; each operation answers what
// the CLI prints for it.
import { execFile } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountClient } from '@toolbox/core/account';
import { defaultFunctions, type RunningEmulator, startEmulator } from '@toolbox/emulator';
import { migratedStackImage } from '@toolbox/emulator/stack-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Served, serve, textOf } from './mcp-client';
import { type Result, toolboxJs } from './run-built';
import { signUpOnStack } from './support/stack-user';

let emu: RunningEmulator;

interface User {
  web: AccountClient;
  env: Record<string, string>;
  root: string;
  mcp: Served;
}
let ada: User;
let bob: User;

const PLAN = `# Launch
## Auth
Status: In Progress
- Sign-up form [x]
- Password reset

## Docs
`;

const folder = () => realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-mcp-account-')));

async function signUp(email: string): Promise<User> {
  const { web, token } = await signUpOnStack(emu, email, 'agent');
  const root = folder();
  const env = {
    HOME: root,
    XDG_CONFIG_HOME: folder(),
    TOOLBOX_API_URL: emu.url,
    TOOLBOX_ANON_KEY: emu.anonKey,
    TOOLBOX_TOKEN: token,
  };
  const mcp = await serve(env, { args: ['--root', root], cwd: root });
  return { web, env, root, mcp };
}

/** The CLI, as the same user in the same folder, with --json. */
function cli(user: User, ...args: string[]): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [toolboxJs, '--json', ...args],
      { cwd: user.root, env: { PATH: process.env.PATH ?? '', ...user.env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

async function call(user: User, name: string, operation: string, options: Record<string, unknown>) {
  return user.mcp.client.callTool({ name, arguments: { operation, options } });
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
});
afterAll(async () => {
  await Promise.all([ada?.mcp.close(), bob?.mcp.close()]);
  await emu?.close();
});

describe('projects through toolbox mcp', () => {
  let projectId: string;

  it('pushes a plan (stdin), lists and shows it as the CLI does', async () => {
    const pushed = await call(ada, 'account_edit', 'projects push', {
      file: '-',
      stdin: PLAN,
      project: 'Launch',
    });
    expect(pushed.isError ?? false, textOf(pushed)).toBe(false);
    const listed = await call(ada, 'account', 'projects list', {});
    expect(listed.structuredContent).toEqual(JSON.parse((await cli(ada, 'projects', 'list')).stdout));
    const { projects } = listed.structuredContent as { projects: { id: string; name: string }[] };
    projectId = projects.find((project) => project.name === 'Launch')!.id;
    const shown = await call(ada, 'account', 'projects show', { project: 'Launch' });
    const fromCli = await cli(ada, 'projects', 'show', 'Launch');
    expect(shown.structuredContent).toEqual(JSON.parse(fromCli.stdout));
    expect(textOf(shown)).toBe(fromCli.stdout);
  });

  it('adds a card, moves it with the version it read, ticks a sub-task: the web sees each change', async () => {
    const added = await call(ada, 'account_edit', 'projects add-card', {
      project: 'Launch',
      title: 'Dark mode',
      status: 'Not Started',
      priority: 'High',
      task: ['Colours', 'Toggle'],
    });
    expect(added.isError ?? false, textOf(added)).toBe(false);
    const card = (added.structuredContent as { card: { id: string; version: number } }).card;
    const moved = await call(ada, 'account_edit', 'projects move-card', {
      project: 'Launch',
      card: 'Dark mode',
      status: 'In Progress',
      version: card.version,
    });
    expect(moved.isError ?? false, textOf(moved)).toBe(false);
    const board = await ada.web.getProject(projectId);
    const onWeb = board.components.find((component) => component.id === card.id)!;
    expect(onWeb.status).toBe('In Progress');
    const colours = onWeb.sub_components.find((task) => task.title === 'Colours')!;
    const ticked = await call(ada, 'account_edit', 'projects tick', {
      project: 'Launch',
      card: 'Dark mode',
      task: 'Colours',
      version: colours.version,
    });
    expect(ticked.isError ?? false, textOf(ticked)).toBe(false);
    const again = await ada.web.getProject(projectId);
    expect(
      again.components
        .find((component) => component.id === card.id)!
        .sub_components.map((task) => [task.title, task.done]),
    ).toEqual([
      ['Colours', true],
      ['Toggle', false],
    ]);
  });

  it("a card changed on the web since the agent read it is a 409 tool error, and the human's edit stays", async () => {
    const before = await ada.web.getProject(projectId);
    const card = before.components.find((component) => component.title === 'Dark mode')!;
    // The human moves it on the web: its version goes up.
    await ada.web.updateComponent(card.id, { version: card.version, status: 'Blocked' });
    const stale = await call(ada, 'account_edit', 'projects move-card', {
      project: 'Launch',
      card: 'Dark mode',
      status: 'Complete',
      version: card.version,
    });
    expect(stale.isError).toBe(true);
    expect(textOf(stale)).toMatch(
      /^toolbox: card "Dark mode" changed since the version you read \(it is at version \d+ now\); nothing was overwritten\. Read it again/,
    );
    const after = await ada.web.getProject(projectId);
    expect(after.components.find((component) => component.id === card.id)!.status).toBe('Blocked');
    // The same stale change from the CLI: the same line, exit 1.
    const fromCli = await cli(
      ada,
      'projects',
      'move-card',
      'Launch',
      'Dark mode',
      '--status',
      'Complete',
      '--if-version',
      String(card.version),
    );
    expect(fromCli.code).toBe(1);
    expect(textOf(stale)).toBe(fromCli.stderr.trim().split('\n').join(' '));
  });

  it("bob's tools never read or write ada's board, by name or by id", async () => {
    const listed = await call(bob, 'account', 'projects list', {});
    expect(listed.structuredContent).toEqual({ projects: [] });
    for (const project of ['Launch', projectId]) {
      const shown = await call(bob, 'account', 'projects show', { project });
      expect(shown.isError, project).toBe(true);
      expect(textOf(shown)).toMatch(/no project/);
      const added = await call(bob, 'account_edit', 'projects add-card', { project, title: 'Sneaky' });
      expect(added.isError, project).toBe(true);
      const moved = await call(bob, 'account_edit', 'projects move-card', {
        project,
        card: 'Dark mode',
        status: 'Complete',
        version: 1,
      });
      expect(moved.isError, project).toBe(true);
      const removed = await call(bob, 'account_edit', 'projects rm', { project });
      expect(removed.isError, project).toBe(true);
    }
    const board = await ada.web.getProject(projectId);
    expect(board.components.map((component) => component.title)).not.toContain('Sneaky');
    expect(board.components.find((component) => component.title === 'Dark mode')!.status).toBe('Blocked');
  });

  it('pulls the workspace into the root, and removes the project when asked', async () => {
    const pulled = await call(ada, 'account', 'projects pull', { project: 'Launch', output: 'plan.md' });
    expect(pulled.isError ?? false, textOf(pulled)).toBe(false);
    expect(pulled.content).toContainEqual(
      expect.objectContaining({ type: 'resource_link', uri: `file://${ada.root}/plan.md` }),
    );
    const removed = await call(ada, 'account_edit', 'projects rm', { project: 'Launch' });
    expect(removed.isError ?? false, textOf(removed)).toBe(false);
    expect((await ada.web.listProjects()).projects).toEqual([]);
  });
});

describe('presets through toolbox mcp', () => {
  it("saves, lists, shows and removes one; bob's list never has ada's; a generator takes it as `preset`", async () => {
    const saved = await call(ada, 'account_edit', 'preset save', {
      name: 'night',
      command: 'qr',
      flags: ['--color', '#1e293b'],
    });
    expect(saved.isError ?? false, textOf(saved)).toBe(false);
    const listed = await call(ada, 'account', 'preset list', {});
    expect(listed.structuredContent).toEqual(JSON.parse((await cli(ada, 'preset', 'list')).stdout));
    const shown = await call(ada, 'account', 'preset show', { name: 'night', tool: 'qr' });
    expect(shown.structuredContent).toEqual(
      JSON.parse((await cli(ada, 'preset', 'show', 'night', '--tool', 'qr')).stdout),
    );
    expect((await call(bob, 'account', 'preset list', {})).structuredContent).toEqual(
      JSON.parse((await cli(bob, 'preset', 'list')).stdout),
    );
    expect(JSON.stringify((await call(bob, 'account', 'preset list', {})).structuredContent)).not.toContain(
      'night',
    );
    // The generator with the preset: what `toolbox qr hello --preset night` prints.
    const qr = await ada.mcp.client.callTool({ name: 'qr', arguments: { text: 'hello', preset: 'night' } });
    expect(qr.structuredContent).toEqual(
      JSON.parse((await cli(ada, 'qr', 'hello', '--preset', 'night')).stdout),
    );
    expect(qr.structuredContent).toMatchObject({ foreground: '#1e293b' });
    // Bob has no such preset: a tool error naming what he has.
    const bobs = await bob.mcp.client.callTool({ name: 'qr', arguments: { text: 'hello', preset: 'night' } });
    expect(bobs.isError).toBe(true);
    expect(textOf(bobs)).toMatch(/no preset "night"/);
    const removed = await call(ada, 'account_edit', 'preset rm', { name: 'night', tool: 'qr' });
    expect(removed.isError ?? false, textOf(removed)).toBe(false);
    expect(await ada.web.listPresets('qr-code')).toEqual([]);
  });

  it('a preset holding where to write (output) never decides it: the files stay inline, nothing is written', async () => {
    await ada.web.createPreset({
      tool_id: 'og-generator',
      name: 'elsewhere',
      inputs: { output: '/tmp', title: 'From preset' },
    });
    const result = await ada.mcp.client.callTool({
      name: 'og',
      arguments: { preset: 'elsewhere', size: ['1200x630'] },
    });
    expect(result.isError ?? false, textOf(result)).toBe(false);
    expect(result.content).toContainEqual(expect.objectContaining({ type: 'image', mimeType: 'image/png' }));
    expect(result.content).not.toContainEqual(expect.objectContaining({ type: 'resource_link' }));
  });
});

describe('encrypted share links through toolbox mcp', () => {
  it('shares stdin, opens the link as the CLI does, lists and revokes; bob sees none of ada’s', async () => {
    const made = await call(ada, 'account_edit', 'share', {
      file: '-',
      stdin: 'PGPASSWORD=s3cret\n',
      burn: false,
    });
    expect(made.isError ?? false, textOf(made)).toBe(false);
    const { link, id } = made.structuredContent as { link: string; id: string };
    expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{43}#k=[A-Za-z0-9_-]{43}$/);
    const opened = await call(bob, 'account', 'share open', { link });
    expect(opened.structuredContent).toEqual(JSON.parse((await cli(bob, 'share', 'open', link)).stdout));
    expect(opened.structuredContent).toMatchObject({ text: 'PGPASSWORD=s3cret\n', type: 'text/plain' });
    const listed = await call(ada, 'account', 'share list', {});
    expect(listed.structuredContent).toEqual(JSON.parse((await cli(ada, 'share', 'list')).stdout));
    expect(JSON.stringify((await call(bob, 'account', 'share list', {})).structuredContent)).not.toContain(
      id,
    );
    const bobs = await call(bob, 'account_edit', 'share revoke', { id });
    expect(bobs.isError).toBe(true);
    const revoked = await call(ada, 'account_edit', 'share revoke', { id });
    expect(revoked.isError ?? false, textOf(revoked)).toBe(false);
    const gone = await call(bob, 'account', 'share open', { link });
    expect(gone.isError).toBe(true);
    expect(textOf(gone)).toMatch(/This link does not open/);
  });
});
