import { Plus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

export interface Entry {
  id: number;
  text: string;
}

/** The editable list of change entries: one input each, Add Entry, and Remove once there are two. */
export function ChangeEntries({
  entries,
  setEntries,
}: {
  entries: Entry[];
  setEntries: (update: (list: Entry[]) => Entry[]) => void;
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
