import {
  type CardFilter,
  filterCards,
  mainNodes,
  type NewCard,
  PRIORITIES,
  type Priority,
  type SortKey,
  STATUSES,
  type Status,
  sortCards,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Field } from '../../components/field';
import { cn } from '../../components/ui/cn';
import { NativeSelect } from '../../components/ui/input';
import { AddCardDialog } from './add-card-dialog';
import { KanbanCard } from './kanban-card';
import { KanbanSummary } from './kanban-summary';

export interface KanbanViewProps {
  workspace: Workspace;
  onMove(id: string, status: Status): void;
  onAdd(card: NewCard): void;
}

export function KanbanView({ workspace, onMove, onAdd }: KanbanViewProps) {
  const [filter, setFilter] = useState<CardFilter>({});
  const [sort, setSort] = useState<SortKey>('none');
  const [over, setOver] = useState<Status | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const main = mainNodes(workspace);
  const tags = useMemo(() => [...new Set(main.flatMap((n) => n.tags))].sort(), [main]);
  const cards = sortCards(filterCards(main, filter), sort);

  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    boardRef.current?.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(id)}"]`)?.focus();
  });

  const move = (id: string, status: Status) => {
    focusAfterMove.current = id;
    onMove(id, status);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3" role="toolbar" aria-label="Filter and sort cards">
        <Field label="Filter by tag" className="w-44">
          <NativeSelect
            value={filter.tag ?? ''}
            onChange={(e) => setFilter({ ...filter, tag: e.target.value || undefined })}
          >
            <option value="">All tags</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Filter by priority" className="w-44">
          <NativeSelect
            value={filter.priority ?? ''}
            onChange={(e) =>
              setFilter({
                ...filter,
                priority: (e.target.value || undefined) as Priority | 'none' | undefined,
              })
            }
          >
            <option value="">All priorities</option>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
            <option value="none">No priority</option>
          </NativeSelect>
        </Field>
        <Field label="Sort by" className="w-40">
          <NativeSelect value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            <option value="none">Text order</option>
            <option value="deadline">Deadline</option>
            <option value="priority">Priority</option>
            <option value="title">Title</option>
          </NativeSelect>
        </Field>
        {cards.length !== main.length && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {cards.length} of {main.length} cards
          </p>
        )}
      </div>
      <div ref={boardRef} className="grid gap-4 overflow-x-auto md:grid-cols-3">
        {STATUSES.map((status) => {
          const column = cards.filter((n) => n.status === status);
          return (
            <section
              key={status}
              aria-label={status}
              data-column={status}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                setOver(status);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                const id = e.dataTransfer.getData('text/plain');
                if (id) onMove(id, status);
              }}
              className={cn(
                'grid min-h-[400px] min-w-80 content-start gap-3 rounded-lg border bg-muted/40 p-3',
                over === status && 'ring-2 ring-ring',
              )}
            >
              <header className="flex items-center gap-2">
                <h3 className="font-semibold">{status}</h3>
                <span className="rounded-full bg-background px-2 text-xs font-medium tabular-nums">
                  {column.length}
                  <span className="sr-only"> cards</span>
                </span>
                <span className="ml-auto">
                  <AddCardDialog status={status} onAdd={onAdd} />
                </span>
              </header>
              <ul className="grid gap-3">
                {column.map((node) => (
                  <KanbanCard key={node.id} node={node} workspace={workspace} onMove={move} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <KanbanSummary workspace={workspace} />
    </div>
  );
}
