import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { CommandModule } from '../../command-module';
import { UsageError } from '../../errors';
import { entryOf, neverInPreset } from '../../flag-table';
import { commandModules, loaderFor } from '../index';
import { presetInputs } from './preset-inputs';

const saved = (command: string, argv: string[]) =>
  presetInputs(command, argv, async (name) => loaderFor(name)?.());
const inputsFor = async (command: string, argv: string[]) => (await saved(command, argv)).inputs;

describe('preset save: the tool command’s flags become its inputs', () => {
  it('keeps the flags given, by the names the web page uses, numbers as numbers', async () => {
    const inputs = await inputsFor('og', [
      ...['--theme', 'dark', '--template', 'product', '--emoji', '⚡'],
      ...['--logo-position', 'bottom-left', '--logo-opacity', '0.8', '--size', '1200x630'],
    ]);
    expect(inputs).toEqual({
      theme: 'dark',
      template: 'product',
      emoji: '⚡',
      logoPosition: 'bottom-left',
      logoOpacity: 0.8,
      size: ['1200x630'],
    });
  });

  it('leaves out where to write, --force and --git', async () => {
    expect(await inputsFor('og', ['--title', 'T', '-o', '/tmp/x', '--force'])).toEqual({ title: 'T' });
    expect(await inputsFor('commit', ['--scope', 'api', '--git', '--no-verify'])).toEqual({
      scope: 'api',
    });
    expect(await inputsFor('workspace', ['--theme', 'dark', '--project', 'Roadmap'])).toEqual({
      theme: 'dark',
    });
  });

  it('leaves out where to write, push or publish, and says which flags it left out', async () => {
    expect(await saved('structure', ['shop', '--apply', '../../outside', '--framework', 'next'])).toEqual({
      inputs: { name: 'shop', framework: 'next' },
      leftOut: ['--apply'],
    });
    expect(
      await saved('release', ['--push', '--remote', 'evil', '--github', '--pr', '--prerelease', 'rc']),
    ).toEqual({ inputs: { prerelease: 'rc' }, leftOut: ['--push', '--remote', '--github', '--pr'] });
    expect((await saved('changelog', ['--prepend', '-o', 'x.md'])).leftOut).toEqual([
      '--output',
      '--prepend',
    ]);
    expect((await saved('check', ['rls', '--sarif', 'a.sarif'])).leftOut).toEqual(['--sarif']);
    expect((await saved('schema', ['--db', 'postgres://u:secret@h/db'])).inputs).toEqual({});
  });

  it('keeps a --no-x switch as false and arguments by their names', async () => {
    expect(await inputsFor('workspace', ['--no-connections'])).toEqual({ connections: false });
    expect(await inputsFor('contrast', ['#111111', '#eeeeee'])).toEqual({
      foreground: '#111111',
      background: '#eeeeee',
    });
  });

  it('allows leaving out a required argument, not a bad flag', async () => {
    expect(await inputsFor('email', [])).toEqual({});
    await expect(inputsFor('og', ['--theme', 'neon'])).rejects.toThrow(
      /toolbox og: option '--theme <name>' argument 'neon' is invalid/,
    );
    await expect(inputsFor('og', ['--colour', 'red'])).rejects.toThrow(UsageError);
  });

  it('takes a subcommand’s flags, and asks for the subcommand of a group', async () => {
    expect(await inputsFor('sql', ['format', '--keyword-case', 'lower'])).toEqual({
      keywordCase: 'lower',
    });
    await expect(inputsFor('sql', ['--keyword-case', 'lower'])).rejects.toThrow(
      /toolbox sql is a group of subcommands: name one \(format\) before its flags/,
    );
  });
});

/** Flag names that decide where a run writes, pushes or publishes, or that carry a secret. */
const EFFECT_WORDS =
  /^(output|force|git|apply|push|remote|github|pr|publish|token|secret\w*|sarif|summary|prepend|db|write\w*)$/;

/** Every command and subcommand, configured as main.ts configures it. */
async function everyCommand(): Promise<Array<[string, Command]>> {
  const found: Array<[string, Command]> = [];
  const walk = (path: string, module: CommandModule) => {
    const cmd = new Command(path);
    module.configure(cmd);
    found.push([path, cmd]);
    for (const [name, sub] of Object.entries(module.subcommands ?? {})) walk(`${path} ${name}`, sub);
  };
  for (const [name, load] of Object.entries(commandModules)) walk(name, await load());
  return found;
}

describe('every command marks the flags a preset never holds', () => {
  it('where to write, push or publish, and secrets, are never in a preset', async () => {
    const unmarked: string[] = [];
    for (const [path, cmd] of await everyCommand()) {
      for (const option of cmd.options) {
        const entry = entryOf(option);
        if (entry && EFFECT_WORDS.test(entry.name) && !neverInPreset(entry.name, entry.spec))
          unmarked.push(`${path} ${option.flags}`);
      }
    }
    // jwt's --secret is what it signs with, the tool's input; edge-function's --secret names a variable; ua's
    // --summary is a switch that prints counts, not check's --summary FILE.
    expect(unmarked.filter((flag) => !/^(jwt|edge-function)\b|^ua --summary$/.test(flag))).toEqual([]);
  });
});

/** What a tool command's toOptions makes of `argv` with an account preset, as main.ts reads one. */
async function withPreset(command: string, argv: string[], inputs: Record<string, unknown>) {
  const module = await loaderFor(command)!();
  const cmd = new Command(command).exitOverride().configureOutput({ writeErr: () => {} });
  module.configure(cmd);
  cmd.parse(argv, { from: 'user' });
  const parsed = { flags: cmd.opts(), args: cmd.processedArgs, command: cmd, preset: { name: 'P', inputs } };
  return module.toOptions!(parsed) as Record<string, unknown>;
}

describe('a preset crafted by hand never decides where to write or push', () => {
  it('structure --preset P: --apply, at the top or in a form, is not read', async () => {
    const crafted = { apply: '../../outside', form: { apply: '../../form' }, framework: 'react-vite' };
    const options = await withPreset('structure', ['shop'], crafted);
    expect(options).toMatchObject({ apply: undefined, form: { framework: 'react-vite' } });
  });

  it('release --preset P: --push, --remote, --github and --pr are not read', async () => {
    const crafted = { push: true, remote: 'evil', github: true, pr: true, prerelease: 'rc' };
    const options = await withPreset('release', ['--dry-run'], crafted);
    expect(options).toMatchObject({ push: false, remote: 'origin', github: false, pr: false });
    expect(JSON.stringify(options)).toContain('"rc"');
  });

  it('schema and check: a saved database URL or report file is not read', async () => {
    expect(await withPreset('schema', ['a.sql'], { db: 'postgres://evil/db' })).not.toMatchObject({
      db: 'postgres://evil/db',
    });
    const changelog = await withPreset('changelog', [], { prepend: true, output: 'README.md' });
    expect(JSON.stringify(changelog)).not.toMatch(/"prepend":true|README/);
  });
});
