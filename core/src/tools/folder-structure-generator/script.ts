import { heredocDelimiter, shellQuote } from '../../code/escape';
import type { TreeFile } from './presets';
import { foldersOf } from './tree';

/**
 * A POSIX sh script that creates the tree: every name single-quoted, contents in quoted heredocs (nothing in
 * them expands), refusing a non-empty target folder and never overwriting a file; it prints what it made.
 */
export function renderScript(folder: string, files: readonly TreeFile[], about: string): string {
  const out = [
    '#!/bin/sh',
    `# ${about.replace(/[\r\n]+/g, ' ')}`,
    '# Creates the project folder here; stops if it exists and is not empty, and never overwrites a file.',
    'set -eu',
    '',
    `root=${shellQuote(folder)}`,
    'if [ -d "$root" ] && [ -n "$(ls -A "$root")" ]; then',
    `  printf '%s\\n' "$root is not empty: nothing was created." >&2`,
    '  exit 1',
    'fi',
    '',
    'made() { printf \'created %s\\n\' "$1"; }',
    'folder() { mkdir -p -- "$1"; made "$1/"; }',
    'new_file() {',
    '  if [ -e "$1" ] || [ -L "$1" ]; then',
    `    printf '%s\\n' "$1 exists: not overwritten." >&2`,
    '    exit 1',
    '  fi',
    '  cat > "$1"',
    '  made "$1"',
    '}',
    '',
    'folder "$root"',
    ...foldersOf(files).map((path) => `folder "$root"/${shellQuote(path)}`),
  ];
  for (const file of files) {
    const target = `"$root"/${shellQuote(file.path)}`;
    if (file.content === '') {
      out.push(`new_file ${target} < /dev/null`);
    } else if (file.content.endsWith('\n')) {
      const body = file.content.slice(0, -1);
      const end = heredocDelimiter(body);
      out.push(`new_file ${target} <<'${end}'`, body, end);
    } else {
      out.push(`printf '%s' ${shellQuote(file.content)} | new_file ${target}`);
    }
  }
  out.push('', `printf '%s\\n' "Done: $root is ready."`);
  return `${out.join('\n')}\n`;
}
