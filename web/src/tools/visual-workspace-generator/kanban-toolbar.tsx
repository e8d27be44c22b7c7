import {
  type CardFilter,
  PRIORITIES,
  type Priority,
  type SortKey,
} from '@toolbox/core/tools/visual-workspace-generator';
import { Field } from '../../components/field';
import { NativeSelect } from '../../components/ui/input';

export interface KanbanToolbarProps {
  tags: readonly string[];
  filter: CardFilter;
  onFilter(filter: CardFilter): void;
  sort: SortKey;
  onSort(sort: SortKey): void;
  shown: number;
  total: number;
}

/** Filter by tag and priority, sort by deadline, priority or title. */
export function KanbanToolbar({ tags, filter, onFilter, sort, onSort, shown, total }: KanbanToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3" role="toolbar" aria-label="Filter and sort cards">
      <Field label="Filter by tag" className="w-44">
        <NativeSelect
          value={filter.tag ?? ''}
          onChange={(e) => onFilter({ ...filter, tag: e.target.value || undefined })}
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
            onFilter({
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
        <NativeSelect value={sort} onChange={(e) => onSort(e.target.value as SortKey)}>
          <option value="none">Text order</option>
          <option value="deadline">Deadline</option>
          <option value="priority">Priority</option>
          <option value="title">Title</option>
        </NativeSelect>
      </Field>
      {shown !== total && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown} of {total} cards
        </p>
      )}
    </div>
  );
}
