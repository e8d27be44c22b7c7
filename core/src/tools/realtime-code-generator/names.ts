import { ToolInputError } from '../../errors';
import { checkIdentifier, parseQualifiedName, type QualifiedName } from '../../sql';
import { FILTER_OPERATORS, type RealtimeForm } from './options';

/** The TypeScript names made from the table: `user_links` -> UserLinks, useUserLinksRealtime, use-user-links-realtime. */
export interface CodeNames {
  table: QualifiedName;
  pascal: string;
  hook: string;
  rowType: string;
  component: string;
  hookFile: string;
  componentFile: string;
}

export function codeNames(tableName: string): CodeNames {
  const table = parseQualifiedName(tableName);
  const words = table.name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter(Boolean);
  let pascal = words.map((w) => w[0]?.toUpperCase() + w.slice(1).toLowerCase()).join('') || 'Table';
  if (/^[0-9]/.test(pascal)) pascal = `T${pascal}`;
  const kebab = words.map((w) => w.toLowerCase()).join('-') || 'table';
  return {
    table,
    pascal,
    hook: `use${pascal}Realtime`,
    rowType: `${pascal}Row`,
    component: `${pascal}Realtime`,
    hookFile: `use-${kebab}-realtime.ts`,
    componentFile: `${pascal}Realtime.tsx`,
  };
}

/** `column=op.value` as Realtime expects it; the operator defaults to eq. */
export function realtimeFilter(form: Pick<RealtimeForm, 'filterColumn' | 'filterValue'>): string | undefined {
  const column = form.filterColumn.trim();
  const value = form.filterValue.trim();
  if (column === '' && value === '') return undefined;
  if (column === '') throw new ToolInputError('Enter the filter column, or clear the filter value.');
  checkIdentifier(column, 'filter column');
  if (/[=,.()\s]/.test(column))
    throw new ToolInputError('The filter column cannot contain "=", ",", ".", brackets or spaces.');
  if (value === '') throw new ToolInputError('Enter the filter value.');
  const op = /^([a-z]+)\.(.*)$/s.exec(value);
  if (op && FILTER_OPERATORS.some((known) => known === op[1])) {
    if (op[1] === 'in' && !/^\(.+\)$/s.test(op[2] ?? ''))
      throw new ToolInputError('Write in. values as in.(1,2,3).');
    return `${column}=${value}`;
  }
  return `${column}=eq.${value}`;
}

export function channelNameOf(name: string, what: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw new ToolInputError(`Enter the ${what}.`);
  return trimmed;
}
