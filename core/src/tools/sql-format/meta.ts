import { defineTool } from '../../define-tool';

export const meta = defineTool({
  id: 'sql-format',
  title: 'SQL Formatter',
  description:
    "Format PostgreSQL with keywords in upper or lower case and the indent you choose; Postgres's own parser checks it first and points at syntax errors.",
  group: 'converters',
  category: 'databases',
  icon: 'align-left',
  keywords: ['sql', 'format', 'formatter', 'beautify', 'pretty print', 'postgres', 'postgresql', 'indent'],
  cli: { commands: ['sql'] },
});
