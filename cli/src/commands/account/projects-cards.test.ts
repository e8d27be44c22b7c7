import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors';
import { addCard, moveCard, tick } from './projects-cards';

describe('projects add-card, move-card, tick: flags to options', () => {
  it('add-card takes the project, a title, a column (Not Started unless given), sub-tasks as typed', () => {
    expect(
      addCard.toOptions?.({
        flags: { title: 'Dark mode', tags: ['ui, theme'], task: ['Colours, fonts', 'Toggle'] },
        args: ['Roadmap'],
      }),
    ).toEqual({
      project: 'Roadmap',
      title: 'Dark mode',
      status: 'Not Started',
      priority: undefined,
      deadline: undefined,
      tags: ['ui', 'theme'],
      description: undefined,
      task: ['Colours, fonts', 'Toggle'],
    });
    expect(() => addCard.toOptions?.({ flags: {}, args: ['Roadmap'] })).toThrow(
      new UsageError('--title is required.'),
    );
    expect(() => addCard.toOptions?.({ flags: { title: 'x', status: 'Done' }, args: ['Roadmap'] })).toThrow(
      /--status must be one of Not Started, In Progress, Blocked, Complete/,
    );
  });

  it('move-card needs the card, a column and the version it was read at', () => {
    expect(
      moveCard.toOptions?.({
        flags: { status: 'Complete', ifVersion: '3' },
        args: ['Roadmap', ' Dark mode '],
      }),
    ).toEqual({ project: 'Roadmap', card: 'Dark mode', status: 'Complete', version: 3 });
    expect(() =>
      moveCard.toOptions?.({ flags: { status: 'Complete' }, args: ['Roadmap', 'Dark mode'] }),
    ).toThrow(new UsageError('--if-version is required.'));
    expect(() =>
      moveCard.toOptions?.({ flags: { status: 'Complete', ifVersion: '0' }, args: ['Roadmap', 'Dark mode'] }),
    ).toThrow(new UsageError('--if-version must be at least 1.'));
    expect(() =>
      moveCard.toOptions?.({ flags: { status: 'Complete', ifVersion: '2' }, args: ['Roadmap'] }),
    ).toThrow(new UsageError('give a card title or id.'));
  });

  it('tick names the sub-task and its version; --undo unticks', () => {
    expect(tick.toOptions?.({ flags: { ifVersion: 1 }, args: ['Roadmap', 'Dark mode', 'Colours'] })).toEqual({
      project: 'Roadmap',
      card: 'Dark mode',
      task: 'Colours',
      version: 1,
      undo: false,
    });
    expect(
      tick.toOptions?.({ flags: { ifVersion: 4, undo: true }, args: ['Roadmap', 'Dark mode', 'Colours'] }),
    ).toMatchObject({ undo: true });
  });

  it('each says it writes to the account, so toolbox mcp lists it with the tools that change something', () => {
    expect([addCard.effects, moveCard.effects, tick.effects]).toEqual(['writes', 'writes', 'writes']);
  });
});
