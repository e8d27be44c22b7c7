import { describe, expect, it } from 'vitest';
import { loaderFor } from '../commands/index';
import { UsageError } from '../errors';
import { presetInputs } from './preset-inputs';

const inputsFor = (command: string, argv: string[]) =>
  presetInputs(command, argv, async (name) => loaderFor(name)?.());

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
