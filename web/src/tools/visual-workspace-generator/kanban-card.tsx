import {
  type BoardCard,
  KANBAN_TAGS_SHOWN,
  STATUSES,
  type Status,
} from '@toolbox/core/tools/visual-workspace-generator';
import { CalendarDays, ListChecks } from 'lucide-react';
import { Checkbox } from '../../components/checkbox';
import { cn } from '../../components/ui/cn';
import { NativeSelect } from '../../components/ui/input';
import type { CardDrag } from './use-card-drag';

export interface KanbanCardProps {
  /** The card as the board shows it (runWorkspace): its node, priority colour, progress and sub-tasks. */
  card: BoardCard;
  onMove(id: string, status: Status): void;
  /** Ticks a sub-task (the card lists them as checkboxes). */
  onTick?(id: string, done: boolean): void;
  readOnly?: boolean;
  /** The pointer drag's handlers for this card (use-card-drag.ts). */
  drag?: ReturnType<CardDrag['handlersFor']>;
  /** This card is being dragged. */
  dragged?: boolean;
}

/** A card: drag it to a column, or press ←/→ on it, or pick its status from the menu. */
export function KanbanCard({
  card,
  onMove,
  onTick,
  readOnly = false,
  drag,
  dragged = false,
}: KanbanCardProps) {
  const { node, progress } = card;
  const index = STATUSES.indexOf(node.status);
  return (
    <li
      {...drag}
      tabIndex={readOnly ? undefined : 0}
      data-card-id={node.id}
      aria-label={
        readOnly ? node.title : `${node.title}. Press left or right arrow to move it to another column.`
      }
      aria-keyshortcuts={readOnly ? undefined : 'ArrowLeft ArrowRight'}
      onKeyDown={(event) => {
        if (readOnly || event.target !== event.currentTarget) return;
        const next = event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : -1;
        if (
          next >= 0 &&
          next < STATUSES.length &&
          (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
        ) {
          event.preventDefault();
          onMove(node.id, STATUSES[next]!);
        }
      }}
      className={cn(
        'grid gap-2 rounded-lg border bg-card p-3 shadow-xs focus-visible:outline-2 focus-visible:outline-ring',
        !readOnly && 'cursor-grab select-none',
        dragged && 'cursor-grabbing opacity-60 ring-2 ring-ring',
      )}
    >
      <div className="flex items-start gap-2">
        <span
          className="mt-1.5 size-2.5 shrink-0 rounded-full"
          style={{ background: card.color }}
          title={node.priority ? `${node.priority} priority` : 'No priority'}
        />
        <h4 className="min-w-0 break-words text-sm font-medium">{node.title}</h4>
        <span className="sr-only">{node.priority ? `${node.priority} priority` : 'No priority'}</span>
      </div>
      {/* Cut to two lines on the card: the whole description on hover. */}
      {node.description && (
        <p className="line-clamp-2 break-words text-xs text-muted-foreground" title={node.description}>
          {node.description}
        </p>
      )}
      {node.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {node.tags.slice(0, KANBAN_TAGS_SHOWN).map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs">
              {tag}
            </li>
          ))}
          {node.tags.length > KANBAN_TAGS_SHOWN && (
            <li className="rounded-full border px-2 py-0.5 text-xs">
              +{node.tags.length - KANBAN_TAGS_SHOWN}
            </li>
          )}
        </ul>
      )}
      {progress.total > 0 && (
        <div className="grid gap-1">
          <div
            className="h-1.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Sub-tasks done"
            aria-valuenow={progress.done}
            aria-valuemin={0}
            aria-valuemax={progress.total}
          >
            <div
              className="h-full bg-primary"
              style={{ width: `${(progress.done / progress.total) * 100}%` }}
            />
          </div>
        </div>
      )}
      {onTick && progress.total > 0 && (
        <ul className="grid gap-1" aria-label={`Sub-tasks of ${node.title}`}>
          {card.subtasks.map((child) => (
            <li key={child.id}>
              <Checkbox
                label={child.title}
                checked={child.status === 'Complete'}
                disabled={readOnly}
                onCheckedChange={(done) => onTick(child.id, done)}
                className="text-xs font-normal break-words"
              />
            </li>
          ))}
        </ul>
      )}
      {/* The status menu keeps its whole label: it moves under the date and count when the card is narrow. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted-foreground">
        {node.deadline && (
          <span className="flex items-center gap-1 whitespace-nowrap">
            <CalendarDays aria-hidden="true" className="size-3.5" /> {node.deadline}
          </span>
        )}
        {progress.total > 0 && (
          <span className="flex items-center gap-1 whitespace-nowrap">
            <ListChecks aria-hidden="true" className="size-3.5" /> {progress.done}/{progress.total}
          </span>
        )}
        <NativeSelect
          aria-label={`Status of ${node.title}`}
          value={node.status}
          disabled={readOnly}
          onChange={(e) => onMove(node.id, e.target.value as Status)}
          className="ml-auto h-7 w-auto shrink-0 text-xs"
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
      </div>
    </li>
  );
}
