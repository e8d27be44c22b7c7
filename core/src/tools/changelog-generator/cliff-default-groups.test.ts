// Issue 82 (7): `--include-other` and entry mode group commits as git-cliff's default config does. The oracle is
// git-cliff's own default config/cliff.toml (cli/test/fixtures/cliff-configs/default.toml), read by the cliff.toml
// reader cli/test/changelog-config.test.ts checks against git-cliff 2.14.2 itself, applied to every commit of eight
// real histories (cli/test/fixtures/git-skeletons, SOURCES.md there).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseHeader } from '../../conventional/breaking';
import { type Commit, classifyCommit } from './commits';
import { readCliffToml } from './config';
import type { ChangeCategory } from './release';

const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'cli', 'test', 'fixtures');
const SKELETONS = [
  'git-cliff',
  'commitlint',
  'vite',
  'changesets',
  'angular-cli',
  'semantic-release',
  'release-please',
  'gax-nodejs',
];

function messagesOf(name: string): string[] {
  const [, ...lines] = gunzipSync(readFileSync(join(FIXTURES, 'git-skeletons', `${name}.jsonl.gz`)))
    .toString('utf8')
    .split('\n');
  return lines.filter((line) => line !== '').map((line) => (JSON.parse(line) as unknown[])[3] as string);
}

/** git-cliff's default group titles (ordering comments and emoji dropped) as the changelog's sections. */
const CLIFF_GROUPS: Readonly<Record<string, ChangeCategory>> = {
  Features: 'added',
  'Bug Fixes': 'fixed',
  Documentation: 'documentation',
  Performance: 'changed',
  Refactor: 'changed',
  Styling: 'styling',
  Testing: 'testing',
  'Miscellaneous Tasks': 'miscellaneous',
  Revert: 'removed',
  Other: 'other',
};

const asCommit = (message: string): Commit => {
  const [subject = '', ...body] = message.split('\n');
  return { hash: '', date: '', author: '', subject, body: body.join('\n').trim(), tags: [] };
};

describe("--include-other groups as git-cliff's default config (issue 82)", () => {
  it('files every conventional commit of eight real histories where git-cliff does, or says why not', async () => {
    const { config } = await readCliffToml(
      readFileSync(join(FIXTURES, 'cliff-configs', 'default.toml'), 'utf8'),
    );
    const agree = new Map<string, number>();
    const explained = new Map<string, number>();
    const differences: string[] = [];
    const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    let total = 0;
    for (const name of SKELETONS) {
      for (const message of messagesOf(name)) {
        const commit = asCommit(message);
        // git-cliff's default keeps conventional commits only (filter_unconventional): the rest is ours alone.
        const header = parseHeader(commit.subject.trim(), true);
        if (!header?.subject) continue;
        total++;
        const theirs = classifyCommit(commit, { config });
        const ours = classifyCommit(commit, { includeOther: true });
        const group = theirs?.group?.replace(/^\W+/, '');
        const expected = group === undefined ? null : (CLIFF_GROUPS[group] ?? group);
        const got = ours?.category ?? null;
        if (got === expected) {
          count(agree, String(got));
          continue;
        }
        // Keep a Changelog's sections by keyword on feat/fix/perf/refactor (document 001's Deprecated, Security).
        if (
          (got === 'deprecated' || got === 'security') &&
          /^(feat|fix|perf|refactor)$/.test(ours?.type ?? '')
        )
          count(explained, 'keyword section');
        // git-cliff's `body = ".*security"` parser: a Security group for types it has no parser for.
        else if (expected === 'Security') count(explained, 'security in the body');
        // Its parsers match the start of the message: `features:`, `fixup:`, `docs2:`, `tests:` and so on.
        else if (!/^(feat|fix|docs?|perf|refactor|style|test|chore|ci|revert)$/i.test(header.type))
          count(explained, `prefix or other type: ${header.type.toLowerCase()}`);
        // A type in capitals (`Fix:`, `Chore:`): git-cliff's regexes are case-sensitive, ours read the type.
        else if (header.type !== header.type.toLowerCase()) count(explained, 'capitalised type');
        // git-conventional refuses an empty scope `()`; the preset's parser (ours) reads it.
        else if (/^\w+\(\)/.test(commit.subject)) count(explained, 'empty scope');
        else differences.push(`${JSON.stringify(commit.subject)}: ours ${got}, git-cliff ${expected}`);
      }
    }
    expect(differences).toEqual([]);
    const agreeing = [...agree.values()].reduce((a, b) => a + b, 0);
    // Most conventional commits of these histories land in the same section; each group is exercised.
    expect(agreeing / total).toBeGreaterThan(0.97);
    for (const category of ['documentation', 'styling', 'testing', 'miscellaneous', 'null'])
      expect(agree.get(category) ?? 0).toBeGreaterThan(50);
    expect({ total, agreeing }).toEqual({ total: 37_071, agreeing: 36_743 });
    expect(Object.fromEntries(explained)).toEqual({
      'keyword section': 279,
      'security in the body': 8,
      // build!: breaking, so listed, under Changed (git-cliff: Other); feature:, fixed:, breaking: by prefix.
      'prefix or other type: build': 14,
      'prefix or other type: feature': 20,
      'prefix or other type: fixed': 1,
      'prefix or other type: breaking': 1,
      'capitalised type': 5,
    });
  }, 120_000);
});
