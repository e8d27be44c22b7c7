import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { presetInputs } from './preset-inputs';

describe('preset save: the tool command’s flags become its inputs', () => {
  it('keeps the flags given, by the names the web page uses, numbers as numbers', async () => {
    const inputs = await presetInputs('og', [
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
    expect(await presetInputs('og', ['--title', 'T', '-o', '/tmp/x', '--force'])).toEqual({ title: 'T' });
    expect(await presetInputs('commit', ['--scope', 'api', '--git', '--no-verify'])).toEqual({
      scope: 'api',
    });
    expect(await presetInputs('workspace', ['--theme', 'dark', '--project', 'Roadmap'])).toEqual({
      theme: 'dark',
    });
  });

  it('keeps a --no-x switch as false and arguments by their names', async () => {
    expect(await presetInputs('workspace', ['--no-connections'])).toEqual({ connections: false });
    expect(await presetInputs('contrast', ['#111111', '#eeeeee'])).toEqual({
      foreground: '#111111',
      background: '#eeeeee',
    });
  });

  it('allows leaving out a required argument, not a bad flag', async () => {
    expect(await presetInputs('email', [])).toEqual({});
    await expect(presetInputs('og', ['--theme', 'neon'])).rejects.toThrow(
      /toolbox og: option '--theme <name>' argument 'neon' is invalid/,
    );
    await expect(presetInputs('og', ['--colour', 'red'])).rejects.toThrow(UsageError);
  });

  it('takes a subcommand’s flags, and asks for the subcommand of a group', async () => {
    expect(await presetInputs('sql', ['format', '--keyword-case', 'lower'])).toEqual({
      keywordCase: 'lower',
    });
    await expect(presetInputs('sql', ['--keyword-case', 'lower'])).rejects.toThrow(
      /toolbox sql is a group of subcommands: name one \(format\) before its flags/,
    );
  });
});
