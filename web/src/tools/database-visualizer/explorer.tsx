import { type DbSchema, runSchemaView } from '@toolbox/core/tools/database-visualizer/reader';
import { Focus, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Checkbox } from '../../components/checkbox';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

interface ExplorerControlsProps {
  schema: DbSchema;
  /** The schemas the tables are in. */
  schemas: string[];
  hidden: string[];
  setHidden: (schemas: string[]) => void;
  focus: string | undefined;
  setFocus: (id: string | undefined) => void;
  selected: string | undefined;
  onFind: (id: string) => void;
}

/** Find a table, focus the selected one with its neighbours, and show or hide each schema. */
export function ExplorerControls({
  schema,
  schemas,
  hidden,
  setHidden,
  focus,
  setFocus,
  selected,
  onFind,
}: ExplorerControlsProps) {
  const [query, setQuery] = useState('');
  const [missing, setMissing] = useState(false);
  const find = () => {
    const { found } = runSchemaView({ schema, find: query });
    if (found === undefined) return;
    setMissing(!found);
    if (!found) return;
    if (hidden.includes(found.schema)) setHidden(hidden.filter((s) => s !== found.schema));
    if (focus && focus !== found.id) setFocus(undefined);
    onFind(found.id);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          find();
        }}
      >
        <Input
          aria-label="Find a table"
          placeholder="Find a table"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setMissing(false);
          }}
          className="h-8 w-48"
        />
        <Button type="submit" variant="outline" size="sm">
          <Search aria-hidden="true" />
          Find
        </Button>
        {missing && (
          <span role="status" className="text-xs text-muted-foreground">
            No table matches “{query.trim()}”.
          </span>
        )}
      </form>
      {focus ? (
        <Button variant="outline" size="sm" onClick={() => setFocus(undefined)}>
          <X aria-hidden="true" />
          Show all tables
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={!selected} onClick={() => setFocus(selected)}>
          <Focus aria-hidden="true" />
          Focus {selected ?? 'a table'} and its neighbours
        </Button>
      )}
      {schemas.length > 1 && (
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">Schemas shown</legend>
          {schemas.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={!hidden.includes(name)}
              onCheckedChange={(on) => setHidden(on ? hidden.filter((s) => s !== name) : [...hidden, name])}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
