import {
  type CardFilter,
  type NewCard,
  runWorkspace,
  runWorkspaceSummary,
  type SortKey,
  type Status,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../components/ui/cn';
import { systemClock } from '../../platform/clock';
import { AddCardDialog } from './add-card-dialog';
import { KanbanCard } from './kanban-card';
import { KanbanSummary } from './kanban-summary';
import { KanbanToolbar } from './kanban-toolbar';
import { useCardDrag } from './use-card-drag';

export interface KanbanViewProps {
  workspace: Workspace;
  onMove(id: string, status: Status): void;
  onAdd(card: NewCard): void;
  /** A sub-task ticked on its card; without it the sub-tasks show as a count only. */
  onTick?(id: string, done: boolean): void;
  /** A shared copy: the board is shown, nothing on it moves. */
  readOnly?: boolean;
}

export function KanbanView({ workspace, onMove, onAdd, onTick, readOnly = false }: KanbanViewProps) {
  const [filter, setFilter] = useState<CardFilter>({});
  const [sort, setSort] = useState<SortKey>('none');
  const focusAfterMove = useRef<string | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const { board } = runWorkspace({ workspace, filter, sort }, { clock: systemClock });
  const { cards } = runWorkspaceSummary(workspace);
  const cardOf = (id: string) => cards.find((n) => n.id === id);

  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    boardRef.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`)?.focus();
  });

  const [announcement, setAnnouncement] = useState('');
  const announce = (id: string, status: Status) => {
    const title = cardOf(id)?.title;
    if (title) setAnnouncement(`${title} moved to ${status}`);
  };
  const move = (id: string, status: Status) => {
    focusAfterMove.current = id;
    onMove(id, status);
    announce(id, status);
  };
  const drag = useCardDrag((id, status) => {
    if (cardOf(id)?.status !== status) move(id, status);
  }, readOnly);

  return (
    <div className="grid gap-4">
      <KanbanToolbar
        tags={board.tags}
        filter={filter}
        onFilter={setFilter}
        sort={sort}
        onSort={setSort}
        shown={board.shown}
        total={board.total}
      />
      <div ref={boardRef} className="grid gap-4 overflow-x-auto md:grid-cols-2 xl:grid-cols-4">
        {board.columns.map(({ status, cards: column }) => (
          <section
            key={status}
            aria-label={status}
            data-column={status}
            className={cn(
              'grid min-h-[400px] min-w-80 content-start gap-3 rounded-lg border bg-muted/40 p-3 xl:min-w-0',
              drag.dragging?.over === status && 'ring-2 ring-ring',
            )}
          >
            <header className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{status}</h3>
              <span className="rounded-full bg-background px-2 text-xs font-medium tabular-nums">
                {column.length}
                <span className="sr-only"> cards</span>
              </span>
              {!readOnly && (
                <span className="ml-auto">
                  <AddCardDialog status={status} onAdd={onAdd} />
                </span>
              )}
            </header>
            <ul className="grid gap-3">
              {column.map((card) => (
                <KanbanCard
                  key={card.node.id}
                  card={card}
                  onMove={move}
                  onTick={onTick}
                  readOnly={readOnly}
                  drag={drag.handlersFor(card.node.id)}
                  dragged={drag.dragging?.id === card.node.id}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <KanbanSummary workspace={workspace} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
