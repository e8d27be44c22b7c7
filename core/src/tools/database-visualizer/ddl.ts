import { ToolInputError } from '../../errors';
import { postgresMessageLine } from '../../sql/message-line';
import type { PgParse } from '../../sql/pg-parser';
import { blankPsqlMetaCommands } from '../../sql/psql-script';
import { lineAndColumn, SourceText } from '../../sql/source-text';
import { alterTable } from './ddl-alter-table';
import { Builder } from './ddl-builder';
import { createIndex } from './ddl-constraints';
import type { Ctx } from './ddl-expressions';
import { createFunction } from './ddl-functions';
import { comment, policy } from './ddl-policies-comments';
import { drop, rename } from './ddl-rename-drop';
import { finish } from './ddl-schema';
import { createTable, view } from './ddl-tables';
import { alterEnum, compositeType, createEnum, domain } from './ddl-types';
import type { DbSchema } from './model';
import { list, type Node, obj, svals } from './parse-tree';

/** One file of DDL; a migrations folder is several, replayed in order. */
export interface DdlFile {
  name: string;
  sql: string;
}

/** One statement of the script, applied to the schema built so far. */
function apply(b: Builder, stmt: Node, ctx: Ctx) {
  const [kind, node] = [Object.keys(stmt)[0], obj(Object.values(stmt)[0])];
  switch (kind) {
    case 'CreateStmt':
      return createTable(b, node, ctx);
    case 'AlterTableStmt':
      return alterTable(b, node, ctx);
    case 'RenameStmt':
      return rename(b, node);
    case 'DropStmt':
      return drop(b, node);
    case 'CreateEnumStmt':
      return createEnum(b, node);
    case 'AlterEnumStmt':
      return alterEnum(b, node);
    case 'CreateDomainStmt':
      return domain(b, node, ctx);
    case 'CreateFunctionStmt':
      return createFunction(b, node);
    case 'CompositeTypeStmt':
      return compositeType(b, node);
    case 'CommentStmt':
      return comment(b, node);
    case 'IndexStmt':
      return createIndex(b, node, ctx);
    case 'CreatePolicyStmt':
      return policy(b, node, ctx, false);
    case 'AlterPolicyStmt':
      return policy(b, node, ctx, true);
    case 'ViewStmt':
      return view(b, obj(node.view), obj(node.query), svals(node.aliases), 'view');
    case 'CreateTableAsStmt': {
      const into = obj(node.into);
      const kindOf = node.objtype === 'OBJECT_MATVIEW' ? 'materialized view' : undefined;
      return view(b, obj(into.rel), obj(node.query), svals(into.colNames), kindOf);
    }
  }
}

async function replay(b: Builder, file: DdlFile, parse: PgParse, named: boolean) {
  // A psql script (pg_dump's output) as the server is sent it: its lines and positions stay the file's.
  const sql = blankPsqlMetaCommands(file.sql);
  let tree: Node;
  try {
    tree = obj(await parse(sql));
  } catch (error) {
    const cursor = obj(obj(error).sqlDetails).cursorPosition;
    const { line } = lineAndColumn(sql, typeof cursor === 'number' ? cursor : 0);
    const message = postgresMessageLine(error instanceof Error ? error.message : String(error));
    throw new ToolInputError(`${named ? `${file.name}: ` : ''}Line ${line}: ${message}`, 'Invalid SQL');
  }
  const src = new SourceText(sql);
  for (const raw of list(tree.stmts)) {
    const start = typeof raw.stmt_location === 'number' ? raw.stmt_location : 0;
    const [, end] = src.statement(start, typeof raw.stmt_len === 'number' ? raw.stmt_len : undefined);
    apply(b, obj(raw.stmt), { src, end });
  }
}

/** Reads DDL (tables, partitions, views, types, keys, indexes, comments, policies) into the schema model. */
export async function parseDdl(sql: string, parse: PgParse): Promise<DbSchema> {
  return parseDdlFiles([{ name: 'input', sql }], parse);
}

/** A migrations folder: each file replayed in the order given (ALTER, RENAME and DROP included). */
export async function parseDdlFiles(files: readonly DdlFile[], parse: PgParse): Promise<DbSchema> {
  const b = new Builder();
  for (const file of files) await replay(b, file, parse, files.length > 1);
  const schema = finish(b);
  if (!schema.tables.some((t) => t.kind !== 'external'))
    throw new ToolInputError('No create table statement found.', 'Invalid SQL');
  return schema;
}
