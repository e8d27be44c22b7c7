import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

export interface ValueRow {
  label: string;
  value: string;
  /** Shown under the value, e.g. what it means. */
  note?: ReactNode;
}

/**
 * Characters of a value drawn; the rest is counted under it, and Copy takes the whole value. Laying out megabytes
 * froze the page: Text Case's twelve spellings of a pasted 1 MB line were one task of 12 s in Chromium.
 */
const SHOWN_CHARS = 2000;

/** The value as drawn: its start, never ending in half of a surrogate pair, and how many characters are left out. */
function shown(value: string): { text: string; more: number } {
  if (value.length <= SHOWN_CHARS) return { text: value, more: 0 };
  const code = value.charCodeAt(SHOWN_CHARS - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? SHOWN_CHARS - 1 : SHOWN_CHARS;
  return { text: value.slice(0, end), more: value.length - end };
}

/**
 * Labelled read-only values, each with its own copy button (conversions that give one thing many spellings). A value
 * wraps between its words first ("Tue, 14 Nov 2023 22:13:20 GMT"), inside one only when that word is wider than
 * the column.
 */
export function ValueList({ rows, label }: { rows: readonly ValueRow[]; label: string }) {
  return (
    <dl aria-label={label} className="grid divide-y rounded-md border">
      {rows.map((row) => {
        const { text, more } = shown(row.value);
        return (
          <div
            key={row.label}
            className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3 px-3 py-2 sm:grid-cols-[9rem_1fr_auto]"
          >
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="min-w-0">
              <code className="font-mono text-sm [overflow-wrap:anywhere]">
                {text}
                {more > 0 && '…'}
              </code>
              {more > 0 && (
                <div className="text-xs text-muted-foreground">
                  {more.toLocaleString('en-US')} more characters (Copy takes them all)
                </div>
              )}
              {row.note && <div className="text-xs text-muted-foreground">{row.note}</div>}
            </dd>
            <dd>
              <CopyButton
                value={row.value}
                label={`Copy ${row.label}`}
                iconOnly
                variant="ghost"
                size="icon-sm"
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
