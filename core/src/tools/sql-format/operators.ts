import { type DialectOptions, postgresql } from 'sql-formatter';

/** What Postgres's lexer reads as an operator: a run of these characters (CREATE OPERATOR's rule). */
const OPERATOR_NAME = /^[+\-*/<>=~!@#%^&|`?]+$/;

/** Every operator name in a parse tree: an expression's (`a === b`), CREATE/ALTER/DROP OPERATOR's, a class's. */
export function operatorNames(tree: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(tree)) for (const item of tree) operatorNames(item, found);
  else if (typeof tree === 'object' && tree !== null) {
    for (const [key, value] of Object.entries(tree)) {
      // A constant's text is data, not an operator.
      if (key === 'A_Const') continue;
      if (key === 'sval' && typeof value === 'string' && OPERATOR_NAME.test(value)) found.add(value);
      else operatorNames(value, found);
    }
  }
  return found;
}

/** The dialect's own, and those every sql-formatter dialect reads. */
const known = new Set([...(postgresql.tokenizerOptions.operators ?? []), '<>', '<=', '>=', '!=']);
let last: { key: string; dialect: DialectOptions } | undefined;

/**
 * sql-formatter's postgresql dialect knows the built-in and common extensions' operators; an operator of the user's
 * own (`CREATE OPERATOR === …`, `a <<< 5`) it would cut into pieces (`= ==`), which means something else. Postgres
 * read the input first, so its parse tree names each operator: the dialect is given those it lacks.
 */
export function dialectWithOperators(names: Iterable<string>): DialectOptions {
  const extra = [...names].filter((name) => name.length > 1 && !known.has(name)).sort();
  if (extra.length === 0) return postgresql;
  const key = extra.join(' ');
  if (last?.key !== key) {
    const tokenizerOptions = {
      ...postgresql.tokenizerOptions,
      operators: [...(postgresql.tokenizerOptions.operators ?? []), ...extra],
    };
    last = { key, dialect: { ...postgresql, tokenizerOptions } };
  }
  return last.dialect;
}
