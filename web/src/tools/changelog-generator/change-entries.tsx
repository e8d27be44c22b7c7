import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

export interface Entry {
  id: number;
  text: string;
}

/**
 * The editable list of change entries: one input each, Add Entry, and Remove once there are two. Text pasted with
 * several lines (a `git log --format=%s`) becomes one entry per line, from the entry pasted into.
 */
export function ChangeEntries({
  entries,
  setEntries,
  pastedEntries,
}: {
  entries: Entry[];
  setEntries: (update: (list: Entry[]) => Entry[]) => void;
  /** Pasted text as entries, as core splits it. */
  pastedEntries: (text: string) => string[];
}) {
  const nextId = useRef(Math.max(0, ...entries.map((entry) => entry.id)) + 1);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Change Entries</legend>
      {entries.map((entry, index) => (
        <div key={entry.id} className="flex gap-2">
          <Input
            aria-label={`Change entry ${index + 1}`}
            value={entry.text}
            placeholder="e.g. Added dark mode, or fix(cli): handle empty input"
            onChange={(event) =>
              setEntries((list) =>
                list.map((item) => (item.id === entry.id ? { ...item, text: event.target.value } : item)),
              )
            }
            onPaste={(event) => {
              const lines = pastedEntries(event.clipboardData.getData('text'));
              if (lines.length < 2) return;
              event.preventDefault();
              // What the entry held stays, then the pasted lines, each an entry of its own.
              const texts = entry.text.trim() === '' ? lines : [entry.text, ...lines];
              const added = texts.map((text, i) =>
                i === 0 ? { id: entry.id, text } : { id: nextId.current++, text },
              );
              setEntries((list) => list.flatMap((item) => (item.id === entry.id ? added : [item])));
            }}
          />
          {entries.length > 1 && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove entry ${index + 1}`}
              onClick={() => setEntries((list) => list.filter((item) => item.id !== entry.id))}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => {
          const id = nextId.current++;
          setEntries((list) => [...list, { id, text: '' }]);
        }}
      >
        <Plus aria-hidden="true" />
        Add Entry
      </Button>
    </fieldset>
  );
}
