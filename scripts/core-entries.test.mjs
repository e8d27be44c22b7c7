// Core's entry points are the README's list (issue 77 item 4): each `exports` key of core/package.json is named in
// the README's "Core's entry points" table, with why it is a door, and each name there is a door that exists.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** The backquoted entries of the section's table's first column, braces expanded (`a/{b,c}` is `a/b`, `a/c`). */
function listedEntries(readme) {
  const section = readme.split(/^### Core's entry points$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) =>
    [...(row.split(' | ')[0] ?? '').matchAll(/`([^`]+)`/g)].flatMap(([, entry]) => {
      const braces = /^(.*)\{([^}]+)\}(.*)$/.exec(entry);
      return braces ? braces[2].split(',').map((part) => `${braces[1]}${part}${braces[3]}`) : [entry];
    }),
  );
}

/** Whether a listed entry (`tools/<id>` or `json/*` standing for a folder's doors) names an `exports` key. */
function covers(entry, key) {
  const name = key.replace(/^\.\/?/, '');
  if (entry === 'tools/<id>') return name === 'tools/*';
  if (entry.endsWith('/*')) return name.startsWith(entry.slice(0, -1));
  return name === entry;
}

/** Export keys no entry names, and entries that name no key. */
function unlisted(readme, exportKeys) {
  const entries = listedEntries(readme);
  return {
    notListed: exportKeys.filter((key) => !entries.some((entry) => covers(entry, key))),
    noSuchDoor: entries.filter((entry) => !exportKeys.some((key) => covers(entry, key))),
  };
}

describe("core's entry points", () => {
  const readme = (cells) =>
    ["### Core's entry points", '', '| entry | why |', '|---|---|', ...cells, '', '## Next'].join('\n');

  it.each([
    [['| `registry`, `ports` | why |'], ['./registry', './ports'], [], []],
    [['| `tools/<id>` | why |', '| `json/*` | why |'], ['./tools/*', './json/lossless'], [], []],
    [['| `tools/xml/{options,document}` | why |'], ['./tools/xml/options', './tools/xml/document'], [], []],
    [['| `registry` | why |'], ['./registry', './share'], ['./share'], []],
    [['| `registry`, `html` | why |'], ['./registry'], [], ['html']],
    [['| `svg/*` | why |'], ['./svg-extra'], ['./svg-extra'], ['svg/*']],
  ])('README rows %j, exports %j: not listed %j, no such door %j', (cells, keys, notListed, noSuchDoor) => {
    expect(unlisted(readme(cells), keys)).toEqual({ notListed, noSuchDoor });
  });

  it("are each listed in the README, and the README lists no other (core/package.json's exports)", () => {
    const { exports } = JSON.parse(readFileSync(join(repo, 'core', 'package.json'), 'utf8'));
    const keys = Object.keys(exports);
    expect(keys.length).toBeGreaterThan(20);
    expect(unlisted(readFileSync(join(repo, 'README.md'), 'utf8'), keys)).toEqual({
      notListed: [],
      noSuchDoor: [],
    });
  });
});
