import type { DiffRow, SideLine } from '@toolbox/core/tools/diff';
import { cn } from '../../components/ui/cn';

/** More rows than this are not drawn (the unified diff and Download keep them all). */
export const MAX_ROWS = 5_000;

const TINT = {
  removed: 'bg-destructive/10',
  added: 'bg-success/15',
} as const;

function LineText({ line, side }: { line: SideLine; side: 'removed' | 'added' }) {
  const Changed = side === 'removed' ? 'del' : 'ins';
  return (
    <>
      {line.segments.map((segment, index) =>
        segment.changed ? (
          <Changed
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
            key={index}
            className={cn(
              'rounded-sm no-underline',
              side === 'removed' ? 'bg-destructive/25' : 'bg-success/35 dark:bg-success/30',
            )}
          >
            {segment.text}
          </Changed>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
          <span key={index}>{segment.text}</span>
        ),
      )}
      {line.crlf && <span className="ml-1 text-muted-foreground">CRLF</span>}
      {line.noNewlineAtEnd && <span className="ml-1 text-muted-foreground">(no newline at end)</span>}
    </>
  );
}

function Cells({ line, side }: { line: SideLine | undefined; side: 'removed' | 'added' | 'same' }) {
  const tint = line && side !== 'same' ? TINT[side] : undefined;
  return (
    <>
      <td className={cn('w-10 select-none px-2 text-right align-top text-muted-foreground', tint)}>
        {line?.number}
      </td>
      <td
        className={cn(
          'whitespace-pre-wrap px-2 align-top [overflow-wrap:anywhere]',
          tint,
          !line && 'bg-muted/40',
        )}
      >
        {line && side !== 'same' && (
          <span className="sr-only">{side === 'removed' ? 'removed: ' : 'added: '}</span>
        )}
        {line &&
          (side === 'same' ? (
            line.segments.map((s) => s.text).join('')
          ) : (
            <LineText line={line} side={side} />
          ))}
      </td>
    </>
  );
}

/** Old text on the left, new on the right; changed lines side by side with the changed words marked. */
export function SideBySide({
  rows,
  oldName,
  newName,
}: {
  rows: readonly DiffRow[];
  oldName: string;
  newName: string;
}) {
  const shown = rows.slice(0, MAX_ROWS);
  return (
    <div className="grid gap-2">
      <div className="max-h-[36rem] overflow-auto rounded-md border">
        <table
          className="w-full table-fixed border-collapse font-mono text-xs"
          aria-label="Side by side diff"
        >
          <colgroup>
            <col className="w-10" />
            <col />
            <col className="w-10" />
            <col />
          </colgroup>
          <thead className="sticky top-0 bg-muted text-left font-sans">
            <tr>
              <th scope="col" colSpan={2} className="px-2 py-1.5 font-medium">
                {oldName}
              </th>
              <th scope="col" colSpan={2} className="border-l px-2 py-1.5 font-medium">
                {newName}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) =>
              row.kind === 'skipped' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={index} className="bg-muted/60 text-muted-foreground">
                  <td colSpan={4} className="px-2 py-1 font-sans">
                    {row.count === 1 ? '1 unchanged line' : `${row.count.toLocaleString()} unchanged lines`}{' '}
                    (from line {row.leftStart})
                  </td>
                </tr>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={index} className="[&>td:nth-child(3)]:border-l">
                  <Cells
                    line={'left' in row ? row.left : undefined}
                    side={row.kind === 'same' ? 'same' : 'removed'}
                  />
                  <Cells
                    line={'right' in row ? row.right : undefined}
                    side={row.kind === 'same' ? 'same' : 'added'}
                  />
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      {rows.length > MAX_ROWS && (
        <p className="text-muted-foreground text-sm">
          Showing the first {MAX_ROWS.toLocaleString()} of {rows.length.toLocaleString()} rows; the unified
          diff holds them all.
        </p>
      )}
    </div>
  );
}
