/** The spec's Related Issues rule: split on commas, trimmed, empties dropped. */
export function parseIssues(text: string): string[] {
  return text
    .split(',')
    .map((issue) => issue.trim())
    .filter((issue) => issue !== '');
}
