// Regenerates core's splinter-sql.ts from the verbatim splinter.sql beside it (after updating that file from
// supabase/splinter): the CLI bundle and the web cannot read a .sql file, so the text ships as a string.
import { readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../core/src/tools/rls-policy-generator/audit/', import.meta.url);
const sql = readFileSync(new URL('splinter/splinter.sql', dir), 'utf8');
writeFileSync(
  new URL('splinter-sql.ts', dir),
  `// Generated from splinter/splinter.sql (Supabase splinter, Apache-2.0; see splinter/SOURCES.md): every lint as one
// query. splinter-sql.test.ts checks it still equals the file; regenerate with \`node scripts/splinter-sql.mjs\`.
// biome-ignore format: generated
export const SPLINTER_SQL = ${JSON.stringify(sql)};
`,
);
