/** The notes of `version` in a CHANGELOG.md: the text under its heading, up to the next heading of its level. */
export function changelogSection(text: string, version: string): string {
  const lines = text.split(/\r?\n/);
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heading = new RegExp(`^(#{1,6})\\s.*(?<![\\w.-])v?${escaped}(?![\\w.-]|\\.\\d)`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return '';
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 2;
  let end = start + 1;
  while (end < lines.length) {
    const next = /^(#{1,6})\s/.exec(lines[end] ?? '');
    if (next?.[1] && next[1].length <= level) break;
    end++;
  }
  return lines
    .slice(start + 1, end)
    .join('\n')
    .trim();
}
