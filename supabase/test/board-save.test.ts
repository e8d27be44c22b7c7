import type { Component, ComponentInput } from '@toolbox/core/account';
import { describe, expect, it } from 'vitest';
import { boardWrites, withIds, writesNothing } from '../functions/data/board-save.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A stored row as the board read gives it. */
function row(n: number, fields: Partial<Component> = {}): Component {
  return {
    id: ID(n),
    project_id: ID(99),
    parent_id: null,
    title: `Card ${n}`,
    description: '',
    kind: 'node',
    status: 'Not Started',
    priority: null,
    deadline: null,
    tags: [],
    notes: '',
    position: n - 1,
    updated_at: '2026-11-24T00:00:00.000Z',
    version: 1,
    sub_components: [],
    ...fields,
  };
}

const sub = (n: number, component: number, fields: Partial<Component['sub_components'][number]> = {}) => ({
  id: ID(n),
  component_id: ID(component),
  title: `Step ${n}`,
  done: false,
  position: 0,
  updated_at: '2026-11-24T00:00:00.000Z',
  version: 1,
  ...fields,
});

const BEFORE = [row(1, { sub_components: [sub(11, 1)] }), row(2, { deadline: '2026-01-05', tags: ['ui'] })];
/** The same board as a client sends it back (defaults left out). */
const SAME: [ComponentInput, ComponentInput] = [
  { id: ID(1), title: 'Card 1', sub_components: [{ id: ID(11), title: 'Step 11' }] },
  { id: ID(2), title: 'Card 2', deadline: '2026-01-05', tags: ['ui'] },
];

describe('a whole-board save writes only what changed', () => {
  it('writes nothing for the board as stored, ids given or placed', () => {
    expect(writesNothing(boardWrites(withIds(SAME, BEFORE), BEFORE))).toBe(true);
    const idless = SAME.map(({ id: _, sub_components, ...c }) => ({
      ...c,
      ...(sub_components && { sub_components: sub_components.map(({ id: __, ...s }) => s) }),
    }));
    expect(writesNothing(boardWrites(withIds(idless, BEFORE), BEFORE))).toBe(true);
  });

  it.each<[string, Partial<ComponentInput>]>([
    ['a title', { title: 'Card 2 (renamed)' }],
    ['a status', { status: 'Complete' as const }],
    ['a deadline written otherwise', { deadline: '2026-1-5' }],
    ['a cleared deadline', { deadline: null }],
    ['a tag order', { tags: ['ui', 'api'] }],
    ['a position', { position: 5 }],
    ['a parent', { parent_id: ID(1) }],
  ])('writes the one card whose %s changed', (_, change) => {
    const writes = boardWrites(withIds([SAME[0], { ...SAME[1], ...change }], BEFORE), BEFORE);
    expect(writes.components.map((c) => c.id)).toEqual([ID(2)]);
    expect(writes).toMatchObject({ removes: false, subs: [] });
  });

  it('writes a ticked sub-task alone, and a new card with its sub-tasks', () => {
    const ticked = boardWrites(
      withIds(
        [{ ...SAME[0], sub_components: [{ id: ID(11), title: 'Step 11', done: true }] }, SAME[1]],
        BEFORE,
      ),
      BEFORE,
    );
    expect(ticked).toMatchObject({ removes: false, components: [], subs: [{ id: ID(11), done: true }] });
    const added = boardWrites(
      withIds([...SAME, { title: 'New', sub_components: [{ title: 'A' }] }], BEFORE),
      BEFORE,
    );
    expect(added.components.map((c) => c.title)).toEqual(['New']);
    expect(added.subs.map((s) => s.title)).toEqual(['A']);
  });

  it('removes a card or a sub-task no longer on the board', () => {
    expect(boardWrites(withIds([SAME[0]], BEFORE), BEFORE).removes).toBe(true);
    expect(boardWrites(withIds([{ ...SAME[0], sub_components: [] }, SAME[1]], BEFORE), BEFORE).removes).toBe(
      true,
    );
  });

  it('leaves an id given twice to the database to refuse, writing the whole save', () => {
    const twice = [
      {
        ...SAME[0],
        sub_components: [
          { id: ID(11), title: 'Step 11' },
          { id: ID(11), title: 'Step 11' },
        ],
      },
    ];
    const writes = boardWrites(withIds([...twice, SAME[1]], BEFORE), BEFORE);
    expect(writes.components).toHaveLength(2);
    expect(writes.subs).toHaveLength(2);
  });
});
