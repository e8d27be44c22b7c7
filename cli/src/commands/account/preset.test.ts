import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import { inputsLine, subcommands } from './preset';

const { list, save, show, rm, move } = subcommands;

describe('preset: flags to options', () => {
  it('save takes the name, the tool command and everything after it as typed', () => {
    expect(
      save.toOptions?.({ flags: {}, args: [' brand ', 'og', ['--theme', 'dark', '--title', 'A, B']] }),
    ).toEqual({ name: 'brand', command: 'og', argv: ['--theme', 'dark', '--title', 'A, B'], force: false });
    expect(save.toOptions?.({ flags: { force: true }, args: ['brand', 'og', []] })).toMatchObject({
      force: true,
      argv: [],
    });
    expect(() => save.toOptions?.({ flags: {}, args: ['brand'] })).toThrow(UsageError);
  });

  it('list, show and rm narrow to one tool with --tool', () => {
    expect(list.toOptions?.({ flags: { tool: 'og' }, args: [] })).toEqual({ tool: 'og' });
    expect(show.toOptions?.({ flags: {}, args: ['brand'] })).toEqual({ name: 'brand', tool: undefined });
    expect(rm.toOptions?.({ flags: { tool: 'og-generator' }, args: ['brand'] })).toEqual({
      name: 'brand',
      tool: 'og-generator',
    });
    expect(() => rm.toOptions?.({ flags: {}, args: [''] })).toThrow(new UsageError('give a preset name.'));
  });

  it('move takes the name, --tool and --team to find it, and --to TEAM or --personal', () => {
    expect(move.toOptions?.({ flags: { tool: 'og', to: 'acme' }, args: ['brand'] })).toEqual({
      name: 'brand',
      tool: 'og',
      to: 'acme',
    });
    expect(move.toOptions?.({ flags: { team: 'acme', personal: true }, args: ['brand'] })).toEqual({
      name: 'brand',
      team: 'acme',
      to: null,
    });
    expect(() => move.toOptions?.({ flags: {}, args: ['brand'] })).toThrow(
      new UsageError('say where it goes: --to TEAM or --personal.'),
    );
  });

  it('shows inputs on one line, long values cut', () => {
    expect(inputsLine({ theme: 'dark', logoOpacity: 0.8, size: ['1200x630'], title: 'x'.repeat(40) })).toBe(
      `theme=dark logoOpacity=0.8 size=["1200x630"] title=${'x'.repeat(29)}…`,
    );
  });
});
