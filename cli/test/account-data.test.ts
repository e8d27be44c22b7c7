// The built `toolbox` against a real local stack's data API (issue 38): projects pushed by the CLI are what the web
// client reads and the other way round, presets saved either way drive `--preset`, a stale push is a conflict,
// and two users never see each other's rows. The "web" here is the same typed client the web app uses, with a
// Supabase session's JWT; the CLI signs in with a `tbx_` token (TOOLBOX_TOKEN), as in CI.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountClient } from '@toolbox/core/account';
import { diffPixels } from '@toolbox/core/image/pixel-diff';
import { decodePng } from '@toolbox/core/image/png-decode';
import { defaultFunctions, type RunningEmulator, startEmulator } from '@toolbox/emulator';
import { migratedStackImage } from '@toolbox/emulator/stack-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltAsync } from './run-built';
import { signUpOnStack } from './support/stack-user';

let emu: RunningEmulator;

interface User {
  email: string;
  /** The web session's client (Supabase access token). */
  web: AccountClient;
  /** The CLI's environment: TOOLBOX_TOKEN, the stack, a private config home. */
  env: Record<string, string>;
}

let ada: User;
let bob: User;

async function signUp(email: string): Promise<User> {
  const { web, token } = await signUpOnStack(emu, email, 'CI');
  return { email, web, env: { ...stackEnv(), TOOLBOX_TOKEN: token } };
}

function stackEnv(): Record<string, string> {
  return {
    HOME: mkdtempSync(join(tmpdir(), 'toolbox-home-')),
    XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-config-')),
    TOOLBOX_API_URL: emu.url,
    TOOLBOX_ANON_KEY: emu.anonKey,
  };
}

const folder = () => mkdtempSync(join(tmpdir(), 'toolbox-account-'));
const toolbox = (user: User | Record<string, string>, cwd: string, ...args: string[]) =>
  runBuiltAsync(args, 'env' in user ? (user.env as Record<string, string>) : user, { cwd });

const PLAN = `# Launch
## Auth
Status: In Progress
Priority: High
Deadline: 2026-12-15
- Sign-up form [x]
- Password reset

## Docs
Tags: writing
`;

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
afterAll(() => emu?.close());

describe('projects: the CLI and the web on one stack', () => {
  it('projects list with no project says so, and how to make one; --json keeps its shape', async () => {
    const carol = await signUp(`carol-${Date.now()}@example.dev`);
    const empty = await toolbox(carol, folder(), 'projects', 'list');
    expect(empty).toMatchObject({ code: 0, stdout: '' });
    expect(empty.stderr).toContain('No projects yet: `toolbox projects push plan.md` makes one');
    const json = await toolbox(carol, folder(), '--json', 'projects', 'list');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ projects: [] });
  });

  it('the web shows what the CLI pushed, and the CLI pulls it back unchanged', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'plan.md'), PLAN);
    const pushed = await toolbox(ada, dir, 'projects', 'push', 'plan.md', '--project', 'Roadmap');
    expect(pushed).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^Created project "Roadmap": 2 components/),
    });

    const { projects } = await ada.web.listProjects();
    const roadmap = projects.find((project) => project.name === 'Roadmap');
    expect(roadmap).toBeDefined();
    const detail = await ada.web.getProject(roadmap!.id);
    expect(detail.workspace?.source).toBe(PLAN);
    expect(detail.components.map((c) => [c.title, c.status, c.priority, c.deadline])).toEqual([
      ['Auth', 'In Progress', 'High', '2026-12-15'],
      ['Docs', 'Not Started', null, null],
    ]);
    expect(detail.components[0]?.sub_components.map((s) => [s.title, s.done])).toEqual([
      ['Sign-up form', true],
      ['Password reset', false],
    ]);

    const pulled = await toolbox(ada, dir, 'projects', 'pull', 'Roadmap', '-o', 'copy.md');
    expect(pulled.code).toBe(0);
    expect(readFileSync(join(dir, 'copy.md'), 'utf8')).toBe(PLAN);
    const asJson = await toolbox(ada, dir, '--json', 'projects', 'pull', 'Roadmap');
    expect(JSON.parse(asJson.stdout).workspace).toEqual({ source: PLAN });
    const listed = await toolbox(ada, dir, '--json', 'projects', 'list');
    expect(JSON.parse(listed.stdout).projects.map((p: { name: string }) => p.name)).toContain('Roadmap');
  });

  it('the CLI pulls what the web saved, and a push after a web edit is a conflict unless --force', async () => {
    const dir = folder();
    const webSource = '# Site\n## Landing page\nStatus: Complete\n';
    const created = await ada.web.createProject({ name: 'Site', workspace: { source: webSource } });
    await ada.web.saveBoard(created.id, {
      version: created.version,
      components: [{ title: 'Landing page', status: 'Complete' }],
    });

    expect((await toolbox(ada, dir, 'projects', 'pull', 'Site', '-o', 'site.md')).code).toBe(0);
    expect(readFileSync(join(dir, 'site.md'), 'utf8')).toBe(webSource);
    const shown = await toolbox(ada, dir, 'projects', 'show', 'Site');
    expect(shown.stdout).toContain('[Complete] Landing page');

    // The same file pushed again goes through: it starts from the version it was pulled at.
    writeFileSync(join(dir, 'site.md'), `${webSource}## Blog\n`);
    expect((await toolbox(ada, dir, 'projects', 'push', 'site.md', '--project', 'Site')).code).toBe(0);

    // Meanwhile the web saves another text: the next push from the file is stale.
    const current = (await ada.web.getProject(created.id)).project;
    await ada.web.updateProject(created.id, {
      version: current.version,
      workspace: { source: '# Web wins\n' },
    });
    writeFileSync(join(dir, 'site.md'), `${webSource}## Blog\n## Shop\n`);
    const stale = await toolbox(ada, dir, 'projects', 'push', 'site.md', '--project', 'Site');
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(
      /project "Site" changed since site\.md was pulled: yours started from version \d+, it is now at version \d+/,
    );
    expect((await ada.web.getProject(created.id)).workspace?.source).toBe('# Web wins\n');

    const forced = await toolbox(ada, dir, 'projects', 'push', 'site.md', '--project', 'Site', '--force');
    expect(forced.code).toBe(0);
    const after = await ada.web.getProject(created.id);
    expect(after.workspace?.source).toBe(`${webSource}## Blog\n## Shop\n`);
    expect(after.components.map((c) => c.title)).toEqual(['Landing page', 'Blog', 'Shop']);

    // A Kanban drag on the web writes one card and leaves the project's version: the next push still stops.
    const blog = after.components[1]!;
    await ada.web.updateComponent(blog.id, { version: blog.version, status: 'In Progress' });
    writeFileSync(join(dir, 'site.md'), `${webSource}## Blog\n## Shop\n## Careers\n`);
    const dragged = await toolbox(ada, dir, 'projects', 'push', 'site.md');
    expect(dragged.code).toBe(1);
    expect(dragged.stderr).toMatch(/project "Site"'s board changed since site\.md was pulled/);
    expect((await toolbox(ada, dir, 'projects', 'pull', 'Site', '-o', 'site.md', '--force')).code).toBe(0);
    expect((await toolbox(ada, dir, 'projects', 'push', 'site.md')).code).toBe(0);
  });

  it('toolbox workspace FILE --project NAME saves the rendered plan; rm deletes it', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'ops.md'), '# Ops\n## Backups\nStatus: Blocked\n');
    const saved = await toolbox(ada, dir, '--json', 'workspace', 'ops.md', '--project', 'Ops');
    expect(saved.code).toBe(0);
    const { project, components, created } = JSON.parse(saved.stdout);
    expect({ name: project.name, components, created }).toEqual({
      name: 'Ops',
      components: 1,
      created: true,
    });
    expect((await ada.web.getProject(project.id)).components[0]).toMatchObject({
      title: 'Backups',
      status: 'Blocked',
    });

    expect(await toolbox(ada, dir, 'projects', 'rm', 'Ops')).toMatchObject({
      code: 0,
      stdout: 'Deleted project Ops\n',
    });
    expect((await ada.web.listProjects()).projects.map((p) => p.name)).not.toContain('Ops');
  });
});

describe('what the server holds prints inert', () => {
  it('escape sequences in a project’s name or a component’s title never reach the terminal', async () => {
    const evil = 'Evil \u001b]52;c;cGF5bG9hZA==\u0007\u001b[2J name';
    const created = await ada.web.createProject({ name: evil, workspace: { source: '# x\n' } });
    await ada.web.saveBoard(created.id, { version: created.version, components: [{ title: evil }] });
    for (const args of [
      ['projects', 'list'],
      ['projects', 'show', created.id],
      ['--json', 'projects', 'list'],
    ]) {
      const result = await toolbox(ada, folder(), ...args);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('Evil');
      expect(result.stdout.includes('\u001b') || result.stdout.includes('\u0007')).toBe(false);
    }
    await ada.web.deleteProject(created.id);
  });
});

describe('presets: --preset NAME on the tool commands', () => {
  it('toolbox og --preset brand renders the card the web saved, in a temp folder', async () => {
    await ada.web.createPreset({
      tool_id: 'og-generator',
      name: 'brand',
      // As the web page's "Save preset" keeps them: the tool's stored fields, the OG form whole.
      inputs: {
        form: { title: 'Acme ships', theme: 'dark', template: 'product', emoji: '⚡', logoOpacity: 1 },
        tags: { imageBaseUrl: '' },
      },
    });
    const dir = folder();
    const brand = await toolbox(ada, dir, 'og', '--preset', 'brand', '--size', '1200x630', '-o', 'brand');
    expect(brand).toMatchObject({ code: 0, stderr: '' });
    const plain = await toolbox(ada, dir, 'og', '--size', '1200x630', '-o', 'plain');
    expect(plain.code).toBe(0);
    const card = decodePng(new Uint8Array(readFileSync(join(dir, 'brand', 'og-image-1200x630.png'))));
    const defaultCard = decodePng(new Uint8Array(readFileSync(join(dir, 'plain', 'og-image-1200x630.png'))));
    expect([card.width, card.height]).toEqual([1200, 630]);
    expect(diffPixels(card, defaultCard).ratio).toBeGreaterThan(0.2);
    // -o NAME.png is that file, not a folder of that name holding every size.
    const file = await toolbox(ada, dir, 'og', '--preset', 'brand', '-o', 'out.png');
    expect(file).toMatchObject({ code: 0, stdout: 'out.png\n' });
    const one = decodePng(new Uint8Array(readFileSync(join(dir, 'out.png'))));
    expect([one.width, one.height]).toEqual([1200, 630]);
    expect(diffPixels(one, card).ratio).toBe(0);
  });

  it('a flag given on the command line wins over the preset', async () => {
    const dir = folder();
    await ada.web.createPreset({
      tool_id: 'meta-tags',
      name: 'docs',
      inputs: { title: 'From the preset', description: 'Saved description', author: 'Ada' },
    });
    const result = await toolbox(ada, dir, 'meta', '--preset', 'docs', '--title', 'Typed title');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('<title>Typed title</title>');
    expect(result.stdout).toContain('content="Saved description"');
    expect(result.stdout).toContain('content="Ada"');
  });

  it('a preset may hold a required flag (convert --to)', async () => {
    await ada.web.createPreset({ tool_id: 'convert', name: 'to-yaml', inputs: { to: 'yaml' } });
    const dir = folder();
    writeFileSync(join(dir, 'a.json'), '{"a": [1, 2]}');
    const result = await toolbox(ada, dir, 'convert', 'a.json', '--preset', 'to-yaml');
    expect(result).toMatchObject({ code: 0, stdout: 'a:\n  - 1\n  - 2\n' });
    const missing = await toolbox(ada, dir, 'convert', 'a.json', '--preset', 'brand');
    expect(missing.code).toBe(1);
    const noPreset = await toolbox(ada, dir, 'convert', 'a.json');
    expect(noPreset.code).toBe(2);
  });

  it('a preset the CLI saves is the web’s, and the other way round; rm removes it', async () => {
    const dir = folder();
    const saved = await toolbox(
      ada,
      dir,
      'preset',
      'save',
      'night',
      'og',
      '--theme',
      'dark',
      '--logo-opacity',
      '0.7',
      '-o',
      'x',
    );
    expect(saved).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Saved preset "night" for og/) });
    const presets = await ada.web.listPresets('og-generator');
    // Stamped with og's preset shape version, as the web page stamps it (core's writePreset).
    expect(presets.find((preset) => preset.name === 'night')?.inputs).toEqual({
      $version: 2,
      theme: 'dark',
      logoOpacity: 0.7,
    });

    const again = await toolbox(ada, dir, 'preset', 'save', 'night', 'og', '--theme', 'light');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/preset "night" for og exists/);
    expect(
      (await toolbox(ada, dir, 'preset', 'save', 'night', 'og', '--theme', 'light', '--force')).code,
    ).toBe(0);
    expect((await ada.web.listPresets('og-generator')).find((p) => p.name === 'night')?.inputs).toEqual({
      $version: 2,
      theme: 'light',
    });

    const listed = await toolbox(ada, dir, '--json', 'preset', 'list', '--tool', 'og');
    expect(
      JSON.parse(listed.stdout)
        .presets.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['brand', 'night']);
    expect((await toolbox(ada, dir, 'preset', 'rm', 'night')).code).toBe(0);
    expect((await ada.web.listPresets('og-generator')).map((p) => p.name)).toEqual(['brand']);
  });

  it('a preset never decides where to write: a crafted --apply is not read, and save leaves it out saying so', async () => {
    // As an attacker would write it through the data API: the write target at the top and inside a form.
    await ada.web.createPreset({
      tool_id: 'folder-structure-generator',
      name: 'shop',
      inputs: { apply: '../../outside', form: { apply: '../../outside', framework: 'react-vite' } },
    });
    const root = folder();
    const dir = join(root, 'a', 'b');
    mkdirSync(dir, { recursive: true });
    const used = await toolbox(ada, dir, 'structure', 'shop', '--preset', 'shop');
    expect(used).toMatchObject({
      code: 0,
      stderr: 'preset "shop": left out apply, which folder-structure-generator presets do not hold.\n',
    });
    expect(used.stdout).toMatch(/^shop\//);
    expect(readdirSync(root)).toEqual(['a']);
    expect(readdirSync(dir)).toEqual([]);

    const save = await toolbox(
      ada,
      dir,
      'preset',
      'save',
      'mine',
      'structure',
      'shop',
      '--apply',
      '../../outside',
    );
    expect(save.code).toBe(0);
    expect(save.stderr).toMatch(/^not saved in the preset: --apply \(/);
    const presets = await ada.web.listPresets('folder-structure-generator');
    expect(presets.find((preset) => preset.name === 'mine')?.inputs).toEqual({ $version: 2, name: 'shop' });
    expect(readdirSync(root)).toEqual(['a']);
  });

  it.each([
    [
      'a value of the wrong type',
      { title: 42 },
      'toolbox: preset "odd": "title" must be text, not a number.\n',
    ],
    [
      'a prototype key',
      JSON.parse('{"__proto__": {"title": "x"}}'),
      'toolbox: preset "odd": "__proto__" is not a name a preset\'s field can have.\n',
    ],
    [
      'a newer version',
      { $version: 99, title: 'x' },
      'toolbox: preset "odd" was saved by a newer Dev Toolbox (meta-tags presets version 99; this one reads up to 2): update it to use this preset.\n',
    ],
  ])('a preset holding %s is refused, exit 1 naming the preset and the field', async (_, inputs, stderr) => {
    const [old] = (await ada.web.listPresets('meta-tags')).filter((preset) => preset.name === 'odd');
    if (old) await ada.web.deletePreset(old.id);
    await ada.web.createPreset({ tool_id: 'meta-tags', name: 'odd', inputs });
    expect(await toolbox(ada, folder(), 'meta', '--preset', 'odd')).toMatchObject({
      code: 1,
      stdout: '',
      stderr,
    });
  });

  it('an unknown preset is exit 1 naming the ones there are', async () => {
    const result = await toolbox(ada, folder(), 'og', '--preset', 'nope', '-o', 'x');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('toolbox: no preset "nope" for OG Image Generator.\nYours: brand.\n');
  });
});

describe('two users', () => {
  it('neither sees, pulls, uses nor deletes the other’s projects and presets through the CLI', async () => {
    const dir = folder();
    const adaRoadmap = (await ada.web.listProjects()).projects.find((p) => p.name === 'Roadmap')!;
    const list = await toolbox(bob, dir, '--json', 'projects', 'list');
    expect(JSON.parse(list.stdout)).toEqual({ projects: [] });
    for (const ref of ['Roadmap', adaRoadmap.id]) {
      const pull = await toolbox(bob, dir, 'projects', 'pull', ref);
      expect(pull.code).toBe(1);
      expect(pull.stderr).toMatch(/^toolbox: no project/);
      expect((await toolbox(bob, dir, 'projects', 'rm', ref)).code).toBe(1);
    }
    // Bob's push of the same name makes his own project; Ada's is untouched.
    writeFileSync(join(dir, 'plan.md'), '# Bob\n## Mine\n');
    expect((await toolbox(bob, dir, 'projects', 'push', 'plan.md', '--project', 'Roadmap')).code).toBe(0);
    expect((await ada.web.getProject(adaRoadmap.id)).workspace?.source).toBe(PLAN);

    expect(JSON.parse((await toolbox(bob, dir, '--json', 'preset', 'list')).stdout)).toEqual({ presets: [] });
    const use = await toolbox(bob, dir, 'og', '--preset', 'brand', '-o', 'x');
    expect(use.code).toBe(1);
    expect((await toolbox(bob, dir, 'preset', 'rm', 'brand')).code).toBe(1);
    expect((await ada.web.listPresets('og-generator')).map((p) => p.name)).toEqual(['brand']);
  });
});

describe('not signed in', () => {
  it('exits 3 for every account command and for --preset', async () => {
    const dir = folder();
    for (const args of [
      ['projects', 'list'],
      ['projects', 'pull', 'Roadmap'],
      ['preset', 'list'],
      ['preset', 'save', 'x', 'og', '--theme', 'dark'],
      ['og', '--preset', 'brand', '-o', 'x'],
    ]) {
      const result = await toolbox(stackEnv(), dir, ...args);
      expect({ args, code: result.code, stderr: result.stderr }).toEqual({
        args,
        code: 3,
        stderr: 'toolbox: not signed in: set TOOLBOX_TOKEN\n',
      });
    }
  });

  it('a revoked or unknown token is exit 3, an unreachable API exit 4', async () => {
    const dir = folder();
    const unknown = await toolbox(
      { ...stackEnv(), TOOLBOX_TOKEN: `tbx_${'a'.repeat(43)}` },
      dir,
      'projects',
      'list',
    );
    expect(unknown.code).toBe(3);
    const nowhere = await toolbox(
      { ...ada.env, TOOLBOX_API_URL: 'http://127.0.0.1:9' },
      dir,
      'projects',
      'list',
    );
    expect(nowhere.code).toBe(4);
  });
});
