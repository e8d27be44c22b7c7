// The plan of every statement the data handler runs, as it runs it (issue 76: "every statement is driven by an
// index"). A TransactionalSql wrapper: inside a request's transaction each statement is first run under
// `explain (analyze, format json)` with the same parameters, role and claims, inside a savepoint that is rolled
// back (so a write is planned and executed once for the plan, then undone), and then run for real.

import type { Sql, SqlRow, TransactionalSql } from '../functions/_shared/sql.ts';

export interface Scan {
  /** Seq Scan, Index Scan, Index Only Scan, Bitmap Heap Scan, … */
  node: string;
  relation: string;
  index?: string;
  /** The condition the scan applies to each row it reads (RLS policies land here), as EXPLAIN prints it. */
  filter?: string;
  /** Rows the scan read and its filter dropped (over all its loops). */
  removedByFilter?: number;
}

export interface PlannedStatement {
  text: string;
  scans: Scan[];
  /** The plan's own figure: execution time in the database (ms). */
  executionMs: number;
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  'Rows Removed by Filter'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode): Scan[] {
  // A Bitmap Index Scan names its index, its Bitmap Heap Scan parent the table.
  const here: Scan[] =
    (node['Relation Name'] || node['Index Name']) && node['Node Type']
      ? [
          {
            node: node['Node Type'],
            relation: node['Relation Name'] ?? '',
            ...(node['Index Name'] && { index: node['Index Name'] }),
            ...(node.Filter && { filter: node.Filter }),
            ...(node['Rows Removed by Filter'] !== undefined && {
              removedByFilter: node['Rows Removed by Filter'] * (node['Actual Loops'] ?? 1),
            }),
          },
        ]
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(scansOf)];
}

function planOf(rows: SqlRow[]): { Plan: PlanNode; 'Execution Time'?: number } | undefined {
  const value = rows[0]?.['QUERY PLAN'];
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed[0] : undefined;
}

/** Statements that set the request up (claims, role, timeout) read no table. */
const isSetUp = (text: string) => /^\s*select set_config\(/i.test(text);

export function explaining(
  sql: TransactionalSql,
  record: (statement: PlannedStatement) => void,
): TransactionalSql {
  // Statements a route sends together (Promise.all) are explained one at a time: each savepoint is its own.
  let queue: Promise<unknown> = Promise.resolve();
  const planned =
    (tx: Sql): Sql =>
    (text, params = []) => {
      const turn = queue.then(() => explained(tx, text, params));
      queue = turn.catch(() => {});
      return turn;
    };
  async function explained(tx: Sql, text: string, params: unknown[]) {
    if (!isSetUp(text)) {
      await tx('savepoint explaining', []);
      let plan: ReturnType<typeof planOf>;
      try {
        plan = planOf((await tx(`explain (analyze, format json) ${text}`, params)).rows);
      } catch {
        // The statement fails below just as it failed here, and the request answers that.
      }
      await tx('rollback to savepoint explaining', []);
      if (plan)
        record({ text, scans: scansOf(plan.Plan), executionMs: plan['Execution Time'] ?? Number.NaN });
    }
    return tx(text, params);
  }
  return Object.assign(planned(sql), {
    transaction: <T>(fn: (tx: Sql) => Promise<T>, options?: Parameters<TransactionalSql['transaction']>[1]) =>
      sql.transaction((tx) => fn(planned(tx)), options),
  });
}

/** A short line per scan, as the bench prints them: `Index Scan components (components_project_order_idx)`. */
export const scanLine = (scan: Scan): string =>
  [scan.node, scan.relation, scan.index && `(${scan.index})`].filter(Boolean).join(' ');

const SCALE_TABLES = ['components', 'sub_components'];

/** The scans that read every row of a big table (what issue 76 forbids for components and sub-components). */
export const seqScansOf = (statements: readonly PlannedStatement[], tables = SCALE_TABLES) =>
  statements.flatMap((s) =>
    s.scans
      .filter((scan) => scan.node === 'Seq Scan' && tables.includes(scan.relation))
      .map((scan) => ({ statement: s.text, scan })),
  );
