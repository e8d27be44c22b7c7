import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each rule the features share is written once, in its home (issue 77 item 2); a second copy of its literals
// or patterns anywhere in the source fails here, naming the file. Tests, test helpers, the migrations (checked
// against core by supabase/test/component-defaults.test.ts) and the Edge Functions' generated copy of
// core/src/account (checked by supabase/test/core-account-copy.test.ts) are not scanned.

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ROOTS = ['core/src', 'cli/src', 'web/src', 'supabase/functions', 'emulator/src', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const NOT_SCANNED =
  /(\.test\.[mc]?[jt]sx?$)|(^|\/)(test|tests|testing)\/|^supabase\/functions\/_shared\/account\//;

interface Rule {
  rule: string;
  /** Where the rule is written: the only files allowed to hold its patterns. */
  home: readonly string[];
  patterns: readonly RegExp[];
  /** Other files that match for another reason, each with why. */
  elsewhere?: Readonly<Record<string, string>>;
}

export const RULES: readonly Rule[] = [
  {
    rule: 'component statuses and priorities',
    home: ['core/src/account/types.ts'],
    patterns: [/'Not Started',\s*'In Progress'/, /'Urgent',\s*'High',\s*'Medium'/],
  },
  {
    rule: "a component's defaults",
    home: ['core/src/account/types.ts'],
    patterns: [/\bkind\s*(?:\?\?|:)\s*'(?:node|card)'/, /\?\?\s*'Not Started'/, /status:\s*'Not Started'/],
  },
  {
    rule: 'unreachable, retry later',
    home: ['core/src/account/errors.ts'],
    patterns: [/status\s*>=?\s*5\d\d/, /429\s*\|\||\|\|\s*[\w.]*status\s*===\s*429/],
    elsewhere: {
      'cli/src/commands/release/github/client.ts': "GitHub's API, not ours: its 5xx is its own outage",
    },
  },
  {
    rule: "a server's Retry-After (RFC 9110 10.2.3) and the statuses that carry it",
    home: ['core/src/account/retry-after.ts'],
    patterns: [/\b429\s*,\s*503\b/, /status\s*===\s*503/, /\bHTTP_DATE\s*=/],
  },
  {
    rule: 'breaking-change detection (Conventional Commits headers and footers)',
    home: ['core/src/conventional/breaking.ts'],
    patterns: [/BREAKING\[ -\]CHANGE/, /\(\?:\\\(\(\.\*\)\\\)\)\?/, /\)\?!:/, /\\w-?\]\+\(\\\(/],
  },
  {
    rule: "the pull request gate's verdicts",
    home: ['core/src/pull-request/gates.ts'],
    patterns: [
      /name:\s*'(?:RLS audit|Commit messages|Title \(the squash commit\)|Schema changes|API changes)'/,
    ],
  },
  {
    rule: 'one command running another through its flag parser',
    home: [],
    patterns: [/\.toOptions\(\{/],
    elsewhere: {
      'cli/src/commands/index.ts': 'the command module contract, in a comment',
      'scripts/new-tool/cli-templates.mjs': "a new command's beside test, as a template",
    },
  },
  {
    rule: 'print, or write files under -o DIR',
    home: ['cli/src/output/write-output.ts'],
    patterns: [/if \((?:options|target)\.out !== undefined\)/],
  },
  {
    rule: "a preset's version stamp",
    home: ['core/src/presets/read.ts', 'core/src/presets/shapes.ts'],
    // Reading or writing the stamp by its literal name instead of through readPreset/writePreset.
    patterns: [/['"`]\$version['"`]/],
  },
  {
    rule: "a preset's layout",
    home: ['core/src/presets/layouts.ts'],
    // Flattening a form's fields one level up, written again.
    patterns: [
      /if \((?:isForm|isRecord|isPlainObject)\(value\)\)\s*(?:Object\.assign\(\w+, value\)|for \(const \[\w+, \w+\] of Object\.entries\(value\)\))/,
    ],
  },
];

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(repo, dir));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(join(repo, path)).isDirectory()) return filesUnder(path);
    return SOURCE.test(name) && !NOT_SCANNED.test(path) ? [path] : [];
  });
}

/** "<file>:<line>: <rule>" for each line of `text` where a rule's pattern starts, outside its home. */
export function secondCopies(path: string, text: string, rules: readonly Rule[] = RULES): string[] {
  const found: string[] = [];
  for (const { rule, home, patterns, elsewhere } of rules) {
    if (home.includes(path) || elsewhere?.[path]) continue;
    const lines = new Set<number>();
    for (const pattern of patterns)
      for (const match of text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`)))
        lines.add(text.slice(0, match.index).split('\n').length);
    for (const line of [...lines].sort((a, b) => a - b)) found.push(`${path}:${line}: ${rule}`);
  }
  return found;
}

describe('each shared rule is written once', () => {
  it.each([
    ["const S = ['Not Started', 'In Progress', 'Blocked', 'Complete'];", 'statuses'],
    ["  kind: input.kind ?? 'card',", 'defaults'],
    ["  status: input.status ?? 'Not Started',", 'defaults'],
    ['  if (error.status === 429 || error.status >= 502) return true;', 'retry'],
    ['  return error.status >= 500;', 'retry'],
    ['const B = /^BREAKING[ -]CHANGE:/m;', 'breaking'],
    ['const H = /^(\\w*)(?:\\((.*)\\))?!: (.*)$/;', 'breaking'],
    ['return /^[\\w-]+(\\([^)]*\\))?!:/.test(message);', 'breaking'],
    ["  const gate: Gate = { name: 'Schema changes', passed: breaking === 0 || announced, result };", 'gate'],
    ['  const options = changelog.toOptions({ flags: { to: head }, args: [] });', 'flag parser'],
    ['  if (options.out !== undefined) {', 'write files'],
    [
      '  for (const value of Object.values(stored)) if (isRecord(value)) Object.assign(flat, value);',
      'preset',
    ],
    ["  const { $version, ...fields } = preset.inputs['$version'] ? preset.inputs : {};", 'preset version'],
  ])('finds a second copy: %s', (line) => {
    expect(secondCopies('web/src/somewhere.ts', line)).toHaveLength(1);
  });

  it('leaves the home alone, and lines that only mention a value', () => {
    expect(
      secondCopies('core/src/account/types.ts', "export const S = ['Not Started', 'In Progress'];"),
    ).toEqual([]);
    expect(secondCopies('web/src/x.ts', "expect(column('Not Started')).toBeVisible();")).toEqual([]);
    expect(secondCopies('web/src/x.ts', "if (answer.status === 429) return problem('tooMany');")).toEqual([]);
  });

  it('in the source tree: no rule has a second copy', () => {
    const files = ROOTS.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((path) => secondCopies(path, readFileSync(join(repo, path), 'utf8')));
    expect(found).toEqual([]);
  });

  it('each home holds its rule (a moved rule moves its home here)', () => {
    for (const { home, patterns } of RULES)
      for (const path of home)
        expect(
          patterns.some((p) => p.test(readFileSync(join(repo, path), 'utf8'))),
          path,
        ).toBe(true);
  });
});
