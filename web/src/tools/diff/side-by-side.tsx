import type { DiffRow, SideLine } from '@toolbox/core/tools/diff';
import { cn } from '../../components/ui/cn';

/** More rows than this are not drawn (the unified diff and Download keep them all). */
const MAX_ROWS = 5_000;

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

function Cells({
  line,
  side,
  stackedHidden = false,
}: {
  line: SideLine | undefined;
  side: 'removed' | 'added' | 'same';
  stackedHidden?: boolean;
}) {
  const tint = line && side !== 'same' ? TINT[side] : undefined;
  // On a phone (PHONE below) a missing line's blank cells are not drawn: the stacked view shows lines only.
  const blank = (!line || stackedHidden) && 'max-sm:hidden';
  return (
    <>
      <td className={cn('w-10 select-none px-2 text-right align-top text-muted-foreground', tint, blank)}>
        {line?.number}
      </td>
      <td
        className={cn(
          'whitespace-pre-wrap px-2 align-top [overflow-wrap:anywhere]',
          tint,
          !line && 'bg-muted/40',
          blank,
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

/**
 * Under 640 px two columns of code would leave each line a few characters wide, so the table stacks: each row is a
 * two-column grid (number, text), the new line under the old one, an unchanged line once. Only classes change, so
 * the table keeps its rows and cells for screen readers.
 */
const PHONE = {
  table: 'max-sm:block',
  section: 'max-sm:block',
  row: 'max-sm:grid max-sm:grid-cols-[2.5rem_minmax(0,1fr)]',
  whole: 'max-sm:col-span-2',
};

/** A row of two lines; the border between the sides goes when they stack. */
const LINE_ROW = cn('[&>td:nth-child(3)]:border-l max-sm:[&>td]:border-l-0', PHONE.row);

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
          className={cn('w-full table-fixed border-collapse font-mono text-xs', PHONE.table)}
          aria-label="Side by side diff"
        >
          <colgroup>
            <col className="w-10" />
            <col />
            <col className="w-10" />
            <col />
          </colgroup>
          <thead className={cn('sticky top-0 bg-muted text-left font-sans', PHONE.section)}>
            <tr className={PHONE.row}>
              <th scope="col" colSpan={2} className={cn('px-2 py-1.5 font-medium', PHONE.whole)}>
                {oldName}
              </th>
              <th
                scope="col"
                colSpan={2}
                className={cn(
                  'border-l px-2 py-1.5 font-medium max-sm:border-t max-sm:border-l-0',
                  PHONE.whole,
                )}
              >
                {newName}
              </th>
            </tr>
          </thead>
          <tbody className={PHONE.section}>
            {shown.map((row, index) =>
              row.kind === 'skipped' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={index} className={cn('bg-muted/60 text-muted-foreground', PHONE.row)}>
                  <td colSpan={4} className={cn('px-2 py-1 font-sans', PHONE.whole)}>
                    {row.count === 1 ? '1 unchanged line' : `${row.count.toLocaleString()} unchanged lines`}{' '}
                    (from line {row.leftStart})
                  </td>
                </tr>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                <tr key={index} className={LINE_ROW}>
                  <Cells
                    line={'left' in row ? row.left : undefined}
                    side={row.kind === 'same' ? 'same' : 'removed'}
                  />
                  <Cells
                    line={'right' in row ? row.right : undefined}
                    side={row.kind === 'same' ? 'same' : 'added'}
                    // An unchanged line is the same on both sides: stacked, it is shown once.
                    stackedHidden={row.kind === 'same'}
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
