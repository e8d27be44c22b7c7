import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadChangelogConfig } from './config-files';

describe('loadChangelogConfig', () => {
  it("the README's example is a valid config", async () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'README.md'), 'utf8');
    const block = /```yaml\n(# \.toolbox\/changelog\.yaml\n[\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const loaded = await loadChangelogConfig(async (file) =>
      file === '.toolbox/changelog.yaml' ? block : undefined,
    );
    const config = loaded!.config;
    expect(config.parsers.map((parser) => parser.group ?? 'skip')).toEqual(['Features', 'skip', 'Security']);
    expect(config.links[0]!.pattern.test('JIRA-12')).toBe(true);
    expect(config.tags.ignore?.test('v1.0.0-rc.1')).toBe(true);
  });

  it.each<[string, Record<string, string>, string | undefined]>([
    ['none', {}, undefined],
    ['yaml first', { '.toolbox/changelog.yml': 'groups: []\n', 'cliff.toml': '' }, '.toolbox/changelog.yml'],
    [
      'a package.json without toolbox.changelog',
      { 'package.json': '{"name":"x"}', 'cliff.toml': '' },
      'cliff.toml',
    ],
    [
      "package.json's toolbox.changelog",
      { 'package.json': '{"toolbox":{"changelog":{}}}', 'cliff.toml': '' },
      'package.json',
    ],
    // JSON as npm reads it: a key written twice is no error, and the last one counts.
    [
      'a package.json with a key written twice',
      { 'package.json': '{"name":"x","scripts":{"a":"1"},"scripts":{"b":"2"}}', 'cliff.toml': '' },
      'cliff.toml',
    ],
    [
      'a package.json whose last toolbox has no changelog',
      { 'package.json': '{"toolbox":{"changelog":{}},"toolbox":{}}', 'cliff.toml': '' },
      'cliff.toml',
    ],
    [
      'a package.json whose last toolbox has a changelog',
      { 'package.json': '{"toolbox":{},"name":"x","toolbox":{"changelog":{}},"name":"y"}', 'cliff.toml': '' },
      'package.json',
    ],
  ])('%s: the file read is %s', async (_, files, expected) => {
    const loaded = await loadChangelogConfig(async (file) => files[file]);
    expect(loaded?.file).toBe(expected);
  });
});
