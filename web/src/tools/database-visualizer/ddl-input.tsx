import { FILE_REFUSED_TITLES } from '@toolbox/core/errors';
import { FileDrop } from '../../components/file-drop';
import { bindText, TextAreaField } from '../../components/text-field';
import { RunButton } from '../../components/tool-page';

// What the upload takes: .sql files, or any plain-text file (a dump saved as .txt).
const SQL_FILES = ['.sql', 'text/plain'];
const SQL_MESSAGES = {
  type: { title: FILE_REFUSED_TITLES.type, description: 'Upload a .sql file or plain-text SQL.' },
  size: { title: FILE_REFUSED_TITLES.size, description: 'Upload a .sql file of up to 10 MB.' },
};
/** A schema dump larger than this is refused unread: 100 MB of SQL in the editor and the parser held the page. */
const MAX_SQL_BYTES = 10 * 1024 * 1024;

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
      <TextAreaField
        label="SQL DDL"
        hint="create table, alter table, create type and comment statements; parsed by Postgres's own parser."
        {...bindText(ddl, onChange)}
        rows={8}
        className="font-mono text-xs"
        placeholder="create table todos (id bigint primary key, user_id uuid references profiles (id));"
      />
      <div className="flex flex-wrap items-center gap-2">
        <RunButton size="sm" onClick={onParse} disabled={busy || ddl.trim() === ''}>
          Visualize SQL
        </RunButton>
      </div>
      <FileDrop
        label="Upload .sql"
        description="A migration or a schema dump (plain-text SQL); it never leaves this device."
        accept={SQL_FILES}
        maxBytes={MAX_SQL_BYTES}
        messages={SQL_MESSAGES}
        onFile={onFile}
        disabled={busy}
      />
    </div>
  );
}
