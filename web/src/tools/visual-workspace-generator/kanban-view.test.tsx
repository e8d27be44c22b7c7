import { fireEvent, render, screen } from '@testing-library/react';
import type { Workspace, WorkspaceNode } from '@toolbox/core/tools/visual-workspace-generator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KanbanView } from './kanban-view';

const node = (id: string, title: string, status: WorkspaceNode['status']): WorkspaceNode => ({
  id,
  title,
  description: '',
  status,
  tags: [],
  priority: null,
  deadline: null,
  children: [],
  position: { x: 0, y: 0 },
  notes: [],
});

const workspace: Workspace = {
  nodes: [node('a', 'Write docs', 'Not Started'), node('b', 'Ship', 'In Progress')],
  connections: [],
  metadata: { title: 'Plan', description: '', createdAt: '', updatedAt: '' },
};

/** happy-dom lays nothing out: the element "under the pointer" is the one a test names. */
function pointerOver(element: () => Element | null) {
  const original = document.elementFromPoint;
  document.elementFromPoint = () => element();
  return () => {
    document.elementFromPoint = original;
  };
}

let restore = () => {};
afterEach(() => restore());

/** Press on `target` at (10, 10), move to `to` (if given), release at `to`: one pointer's gesture. */
function gesture(target: Element, pointerId: number, to: { x: number; y: number }, move = true) {
  const at = (p: { x: number; y: number }) => ({ pointerId, clientX: p.x, clientY: p.y });
  fireEvent.pointerDown(target, {
    button: 0,
    isPrimary: true,
    pointerType: 'mouse',
    ...at({ x: 10, y: 10 }),
  });
  if (move) fireEvent.pointerMove(target, at(to));
  fireEvent.pointerUp(target, at(to));
}

const card = (title: string) => screen.getByRole('listitem', { name: new RegExp(`^${title}\\.`) });
const column = (status: string) => screen.getByRole('region', { name: status });

describe('KanbanView pointer drag', () => {
  it('moves a card dropped on another column, once, and highlights the column under the pointer', () => {
    const onMove = vi.fn();
    render(<KanbanView workspace={workspace} onMove={onMove} onAdd={() => {}} />);
    restore = pointerOver(() => column('Complete'));
    const docs = card('Write docs');
    fireEvent.pointerDown(docs, {
      button: 0,
      isPrimary: true,
      pointerId: 1,
      pointerType: 'mouse',
      clientX: 10,
      clientY: 10,
    });
    fireEvent.pointerMove(docs, { pointerId: 1, clientX: 300, clientY: 20 });
    expect(column('Complete').className).toMatch(/ring-2/);
    fireEvent.pointerUp(docs, { pointerId: 1, clientX: 300, clientY: 20 });
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith('a', 'Complete');
    expect(column('Complete').className).not.toMatch(/ring-2/);
  });

  it('a press that does not move, a drop on the same column or outside any column moves nothing', () => {
    const onMove = vi.fn();
    render(<KanbanView workspace={workspace} onMove={onMove} onAdd={() => {}} />);
    const docs = card('Write docs');
    restore = pointerOver(() => column('Complete'));
    gesture(docs, 1, { x: 12, y: 11 }, false);
    restore();
    restore = pointerOver(() => column('Not Started'));
    gesture(docs, 2, { x: 10, y: 200 });
    restore();
    restore = pointerOver(() => document.body);
    gesture(docs, 3, { x: 900, y: 900 });
    expect(onMove).not.toHaveBeenCalled();
  });

  it('a read-only board and a press on a card control start no drag', () => {
    const onMove = vi.fn();
    const { unmount } = render(
      <KanbanView workspace={workspace} onMove={onMove} onAdd={() => {}} readOnly />,
    );
    restore = pointerOver(() => column('Complete'));
    gesture(screen.getByRole('listitem', { name: 'Ship' }), 1, { x: 300, y: 0 });
    unmount();
    render(<KanbanView workspace={workspace} onMove={onMove} onAdd={() => {}} />);
    gesture(screen.getByRole('combobox', { name: 'Status of Ship' }), 2, { x: 300, y: 0 });
    expect(onMove).not.toHaveBeenCalled();
  });
});
