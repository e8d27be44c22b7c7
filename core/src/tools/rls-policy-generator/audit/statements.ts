/**
 * A migration file's statements as Postgres parses them (libpg-query), each with the line it starts on and the
 * objects it creates or changes. The audit applies a file one statement at a time (so a failure names its
 * statement), and points a finding at the statement that created or last changed the object.
 */
import { SourceText, skipLexeme } from '../../../sql/source-text';
import { type ObjectKey, objectKey } from './catalog-objects';

export interface MigrationStatement {
  /** The statement's text, from its first token (leading comments and blank lines left out). */
  sql: string;
  /** 1-based line of its first token in the file. */
  line: number;
  /** Objects it creates (`create …`), strongest match for "the line that created it". */
  creates: ObjectKey[];
  /** Objects it changes (`alter …`, `grant …`, `comment` excluded) and the tables it acts on. */
  changes: ObjectKey[];
  /** The extension a `create extension` statement asks for. */
  extension?: string;
}

type Node = Record<string, unknown>;
interface RangeVar {
  schemaname?: string;
  relname?: string;
}
interface ParsedStatement {
  stmt?: Node;
  stmt_location?: number;
  stmt_len?: number;
}

const DEFAULT_SCHEMA = 'public';

/** The name in a constraint key for a foreign key the statement declares without a name (Postgres names it). */
export const UNNAMED_FOREIGN_KEY = '*fkey';

/** Keys of the constraints a table element or `add constraint` declares (named, or unnamed foreign keys). */
function constraintKeys(relation: RangeVar, node: Node | undefined): (ObjectKey | undefined)[] {
  const constraint = node?.Constraint as { conname?: string; contype?: string } | undefined;
  if (constraint?.conname) return [onTable('constraint', relation, constraint.conname)];
  if (constraint?.contype === 'CONSTR_FOREIGN') return [onTable('constraint', relation, UNNAMED_FOREIGN_KEY)];
  // A column's inline `references x`: a ColumnDef with constraints.
  const column = node?.ColumnDef as { constraints?: Node[] } | undefined;
  return (column?.constraints ?? []).flatMap((c) => constraintKeys(relation, c));
}

const rel = (r: RangeVar | undefined, table = ''): ObjectKey | undefined =>
  r?.relname ? objectKey('relation', r.schemaname ?? DEFAULT_SCHEMA, table, r.relname) : undefined;
const onTable = (
  kind: 'policy' | 'index' | 'constraint',
  r: RangeVar | undefined,
  name: string | undefined,
) => (r?.relname && name ? objectKey(kind, r.schemaname ?? DEFAULT_SCHEMA, r.relname, name) : undefined);

/** `[schema, name]` from a list of String nodes (`public.f` or `f`). */
function qualified(names: unknown): [string, string] | undefined {
  if (!Array.isArray(names)) return undefined;
  const parts = names.map((n) => ((n as { String?: { sval?: string } }).String?.sval ?? '') as string);
  const name = parts.at(-1);
  if (!name) return undefined;
  return [parts.length > 1 ? (parts.at(-2) as string) : DEFAULT_SCHEMA, name];
}

const fn = (names: unknown): ObjectKey | undefined => {
  const q = qualified(names);
  return q ? objectKey('function', q[0], '', q[1]) : undefined;
};

/** What one parsed statement creates and changes. */
function objectsOf(stmt: Node): Pick<MigrationStatement, 'creates' | 'changes' | 'extension'> {
  const creates: (ObjectKey | undefined)[] = [];
  const changes: (ObjectKey | undefined)[] = [];
  const [type, body] = Object.entries(stmt)[0] ?? ['', {}];
  const node = body as Node;
  switch (type) {
    case 'CreateStmt': {
      const relation = node.relation as RangeVar;
      creates.push(rel(relation));
      for (const element of (node.tableElts as Node[] | undefined) ?? [])
        creates.push(...constraintKeys(relation, element));
      break;
    }
    case 'ViewStmt':
      creates.push(rel(node.view as RangeVar));
      break;
    case 'CreateTableAsStmt':
      creates.push(rel((node.into as { rel?: RangeVar } | undefined)?.rel));
      break;
    case 'CreatePolicyStmt':
      creates.push(onTable('policy', node.table as RangeVar, node.policy_name as string));
      changes.push(rel(node.table as RangeVar));
      break;
    case 'AlterPolicyStmt':
      changes.push(onTable('policy', node.table as RangeVar, node.policy_name as string));
      break;
    case 'CreateFunctionStmt':
      creates.push(fn(node.funcname));
      break;
    case 'AlterFunctionStmt':
      changes.push(fn((node.func as Node | undefined)?.objname));
      break;
    case 'IndexStmt':
      creates.push(onTable('index', node.relation as RangeVar, node.idxname as string | undefined));
      changes.push(rel(node.relation as RangeVar));
      break;
    case 'AlterTableStmt': {
      const relation = node.relation as RangeVar;
      changes.push(rel(relation));
      for (const cmd of (node.cmds as Node[] | undefined) ?? []) {
        creates.push(...constraintKeys(relation, (cmd.AlterTableCmd as { def?: Node } | undefined)?.def));
      }
      break;
    }
    case 'GrantStmt':
      for (const object of (node.objects as Node[] | undefined) ?? []) {
        if (object.RangeVar) changes.push(rel(object.RangeVar as RangeVar));
        if (object.ObjectWithArgs) changes.push(fn((object.ObjectWithArgs as Node).objname));
      }
      break;
    case 'CreateExtensionStmt':
      return {
        creates: [objectKey('extension', '', '', node.extname as string)],
        changes: [],
        extension: node.extname as string,
      };
  }
  return {
    creates: creates.filter((k): k is ObjectKey => k !== undefined),
    changes: changes.filter((k): k is ObjectKey => k !== undefined),
  };
}

/** Index of the first token at or after `i` (past blanks and comments). */
function firstToken(sql: string, i: number): number {
  let at = i;
  for (;;) {
    while (at < sql.length && /\s/.test(sql[at] as string)) at++;
    if (sql.startsWith('--', at) || sql.startsWith('/*', at)) at = skipLexeme(sql, at);
    else return at;
  }
}

/** Line (1-based) of string index `i`. */
export function lineAt(sql: string, i: number): number {
  let line = 1;
  for (let k = 0; k < i && k < sql.length; k++) if (sql.charCodeAt(k) === 10) line++;
  return line;
}

/** The statements of `sql` from libpg-query's parse of it. */
export function migrationStatements(sql: string, tree: unknown): MigrationStatement[] {
  const text = new SourceText(sql);
  const stmts = ((tree as { stmts?: ParsedStatement[] })?.stmts ?? []) as ParsedStatement[];
  const out: MigrationStatement[] = [];
  let line = 1;
  let scanned = 0;
  for (const s of stmts) {
    const [from, to] = text.statement(s.stmt_location ?? 0, s.stmt_len);
    const start = firstToken(sql, from);
    // Lines counted incrementally: a file of thousands of statements stays linear.
    for (let k = scanned; k < start; k++) if (sql.charCodeAt(k) === 10) line++;
    scanned = Math.max(scanned, start);
    out.push({
      sql: sql.slice(start, to),
      line,
      ...(s.stmt ? objectsOf(s.stmt) : { creates: [], changes: [] }),
    });
  }
  return out;
}
