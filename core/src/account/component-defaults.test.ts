import { describe, expect, it } from 'vitest';
import { COMPONENT_DEFAULTS, type ComponentInput, componentFields } from './types';

describe('a component input with what it leaves out', () => {
  const bare: ComponentInput = { title: 'Docs' };
  it.each([
    ['a board save makes a workspace node', bare, false, { kind: 'node', status: 'Not Started' }],
    ['a card added on its own is a card', bare, true, { kind: 'card', status: 'Not Started' }],
    ['a kind the input gives is kept', { ...bare, kind: 'node' }, true, { kind: 'node' }],
    ['a status the input gives is kept', { ...bare, status: 'Blocked' }, false, { status: 'Blocked' }],
    [
      'the rest are empty',
      bare,
      false,
      { parent_id: null, description: '', priority: null, deadline: null, tags: [], notes: '' },
    ],
  ] as const)('%s', (_, input, added, expected) => {
    expect(componentFields(input, added)).toMatchObject(expected);
  });

  it('fills every default the declaration names, and hands each row its own tags', () => {
    const a = componentFields(bare);
    expect(a).toEqual({ ...COMPONENT_DEFAULTS, title: 'Docs' });
    a.tags.push('x');
    expect(componentFields(bare).tags).toEqual([]);
  });
});
