/**
 * A bench module returns rows: { metric, value, unit, budget?, note?, skipped? }. `budget` is in the same unit
 * as `value`; a row without one is a figure for comparison (a floor or a peer).
 */
export function statusOf(row) {
  if (row.error) return `error: ${row.error}`;
  if (row.skipped) return `skipped: ${row.skipped}`;
  if (row.budget === undefined) return '';
  return row.value <= row.budget ? 'within' : 'over';
}

function formatValue(value, unit) {
  if (value === undefined || value === null || Number.isNaN(value)) return '';
  const digits = unit === 'x' ? 2 : Math.abs(value) >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${unit}`;
}

export function formatRows(rows) {
  const header = ['metric', 'median', 'budget', 'load', 'status'];
  const cells = rows.map((row) => [
    row.metric,
    row.skipped || row.error ? '' : formatValue(row.value, row.unit),
    row.budget === undefined ? '' : `${row.budget} ${row.unit}`,
    typeof row.load === 'number' ? row.load.toFixed(1) : '',
    [statusOf(row), row.note].filter(Boolean).join('  '),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column].length)),
  );
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 || column === 4 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}
