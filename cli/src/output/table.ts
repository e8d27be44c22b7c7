import type { Style } from './style';

/**
 * Rows as a terminal table (aligned columns, a bold header) or, for pipes, as tab-separated lines without
 * a header (gh's TablePrinter), so `toolbox list | cut -f1` works.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: { tty: boolean; style: Style },
): string {
  if (!options.tty) return rows.map((row) => `${row.join('\t')}\n`).join('');
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [options.style.bold(line(header)), ...rows.map(line)].map((text) => `${text}\n`).join('');
}
