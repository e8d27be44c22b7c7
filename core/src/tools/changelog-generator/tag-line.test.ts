import { describe, expect, it } from 'vitest';
import { readYamlChangelogConfig } from './config';
import { releaseTagLine, type TagLineInput } from './tag-line';

const TAGS = [
  'v1.0.0',
  'v1.1.0',
  'v1.2.0-rc.1',
  'create-vite@5.0.0',
  'gcf-utils@0.6.0',
  'gcf-utils-v7.1.3',
  'nightly',
];

/** Which of `TAGS` the decided line takes as releases, or its package prefixes. */
function decide(input: Omit<TagLineInput, 'tags'>, tags = TAGS) {
  const line = releaseTagLine({ tags, ...input });
  if (line.kind === 'packages') return { packages: line.prefixes };
  return {
    releases: tags.filter((tag) => !line.pattern || line.pattern.test(tag)),
    ...(line.prefix ? { prefix: line.prefix } : {}),
  };
}

const config = await readYamlChangelogConfig("tags: { pattern: '^create-vite@', ignore: 'rc' }\n", 'c.yaml');
const ignoreOnly = await readYamlChangelogConfig("tags: { ignore: 'rc' }\n", 'c.yaml');
describe('releaseTagLine: which tags are releases, decided in one place', () => {
  const flag = /^v1\.1/;
  const cases: [string, Omit<TagLineInput, 'tags'>, ReturnType<typeof decide>, string[]?][] = [
    [
      'nothing given: the plain v line beside package lines',
      {},
      { releases: ['v1.0.0', 'v1.1.0', 'v1.2.0-rc.1'] },
    ],
    ['--tag-pattern', { tagPattern: flag }, { releases: ['v1.1.0'] }],
    ["the config's pattern", { config }, { releases: ['create-vite@5.0.0'] }],
    [
      '--tag-pattern over the config, whose ignored tags stay out',
      { config, tagPattern: /^v/ },
      { releases: ['v1.0.0', 'v1.1.0'] },
    ],
    ["the config's ignored tags alone", { config: ignoreOnly }, { releases: ['v1.0.0', 'v1.1.0'] }],
    [
      "--package: every style of the package's tags, a new tag in the newest one's",
      { packagePrefixes: new Set(['gcf-utils@', 'gcf-utils-v']) },
      { releases: ['gcf-utils@0.6.0', 'gcf-utils-v7.1.3'], prefix: 'gcf-utils-v' },
    ],
    [
      '--package over the config pattern',
      { config, packagePrefixes: new Set(['gcf-utils@']) },
      { releases: ['gcf-utils@0.6.0'], prefix: 'gcf-utils@' },
    ],
    [
      'package lines only: no one line',
      {},
      { packages: ['@changesets/cli@', '@changesets/git@'] },
      ['@changesets/cli@2.0.0', '@changesets/git@1.0.0'],
    ],
    ['one package line: that line', {}, { releases: ['@changesets/cli@2.0.0'] }, ['@changesets/cli@2.0.0']],
  ];
  it.each(cases)('%s', (_, input, expected, tags) => {
    expect(decide(input, tags)).toEqual(expected);
  });
});
