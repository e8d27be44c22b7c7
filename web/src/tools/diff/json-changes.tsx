import { stringifyJson } from '@toolbox/core/json/lossless';
import type { JsonChange } from '@toolbox/core/tools/diff';
import { ColumnHeads } from '../../components/column-heads';

/** More changes than this are not listed (the patch holds them all). */
const MAX_CHANGES = 2_000;

const LABELS: Record<JsonChange['kind'], string> = { added: 'Added', removed: 'Removed', changed: 'Changed' };

const show = (value: unknown) => (value === undefined ? '' : stringifyJson(value));

/** Each change of a structural JSON diff: what happened, where (a JSON Pointer), the value before and after. */
export function JsonChanges({ changes }: { changes: readonly JsonChange[] }) {
  const shown = changes.slice(0, MAX_CHANGES);
  return (
    <div className="grid gap-2">
      <div className="max-h-[36rem] overflow-auto rounded-md border">
        <table className="w-full table-fixed text-left text-sm" aria-label="JSON changes">
          <colgroup>
            <col className="w-24" />
            <col />
            <col />
            <col />
          </colgroup>
          <thead className="sticky top-0 bg-muted">
            <ColumnHeads names={['Change', 'Path', 'Before', 'After']} className="px-3 py-2 font-medium" />
          </thead>
          <tbody>
            {shown.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an array's removals repeat one path; rows are positional
              <tr key={index} className="border-t align-top">
                <td className="px-3 py-2">{LABELS[change.kind]}</td>
                <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">
                  {change.path || '(root)'}
                </td>
                <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">
                  {show(change.before)}
                </td>
                <td className="px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">{show(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {changes.length > MAX_CHANGES && (
        <p className="text-muted-foreground text-sm">
          Showing the first {MAX_CHANGES.toLocaleString()} of {changes.length.toLocaleString()} changes; the
          patch holds them all.
        </p>
      )}
    </div>
  );
}
