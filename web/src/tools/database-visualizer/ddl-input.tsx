import { Field } from '../../components/field';
import { RunButton } from '../../components/tool-page';
import { Textarea } from '../../components/ui/input';

interface DdlInputProps {
  ddl: string;
  onChange: (ddl: string) => void;
  onParse: () => void;
  onFile: (file: File) => void;
  busy: boolean;
}

/** Paste or upload Postgres DDL (a migration, or `supabase db dump --schema public`). */
export function DdlInput({ ddl, onChange, onParse, onFile, busy }: DdlInputProps) {
  return (
    <div className="grid gap-3">
      <Field
        label="SQL DDL"
        hint="create table, alter table, create type and comment statements; parsed by Postgres's own parser."
      >
        <Textarea
          value={ddl}
          onChange={(e) => onChange(e.target.value)}
          rows={8}
          className="font-mono text-xs"
          placeholder="create table todos (id bigint primary key, user_id uuid references profiles (id));"
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <RunButton size="sm" onClick={onParse} disabled={busy || ddl.trim() === ''}>
          Visualize SQL
        </RunButton>
        <label className="text-sm">
          <span className="mr-2 font-medium">Upload .sql</span>
          <input
            type="file"
            accept=".sql,text/plain"
            className="text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onFile(file);
              e.target.value = '';
            }}
          />
        </label>
      </div>
    </div>
  );
}
