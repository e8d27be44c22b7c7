/** `label  value` lines with the values aligned in one column (a report, not a table: no header, always aligned). */
export function labelledLines(rows: readonly (readonly [label: string, value: string])[]): string[] {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`.trimEnd());
}
