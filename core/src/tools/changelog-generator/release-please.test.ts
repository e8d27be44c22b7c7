import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { releasePleasePackages } from './release-please';

/** The packages a config declares, with the package.json files `files` holds (path from the root to its text). */
function declared(config: unknown, files: Record<string, string> = {}) {
  const asked: string[] = [];
  const read = async (path: string) => {
    asked.push(path);
    return files[path];
  };
  return releasePleasePackages(JSON.stringify(config), read).then((packages) => ({ packages, asked }));
}

describe('releasePleasePackages: folders and tag prefixes as release-please makes them', () => {
  it('names a node package by its package.json, its tags by the name without the npm scope', async () => {
    const { packages, asked } = await declared(
      {
        packages: {
          'packages/storage': {},
          'packages/flakybot': { 'release-type': 'go', component: 'flakybot' },
        },
      },
      { 'packages/storage/package.json': '{"name":"@google-cloud/storage"}' },
    );
    expect(packages).toEqual([
      { name: '@google-cloud/storage', scope: 'storage', dir: 'packages/storage', tagPrefix: 'storage-v' },
      {
        name: 'flakybot',
        scope: 'flakybot',
        dir: 'packages/flakybot',
        tagPrefix: 'flakybot-v',
        component: 'flakybot',
      },
    ]);
    // Only the node package without a package-name is read.
    expect(asked).toEqual(['packages/storage/package.json']);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]>([
    [
      "the package's component over its package-name",
      {},
      { 'package-name': '@scope/api', component: 'api-server' },
      { name: '@scope/api', scope: 'api', tagPrefix: 'api-server-v', component: 'api-server' },
    ],
    [
      "a package-name that is not node's keeps its scope",
      { 'release-type': 'simple' },
      { 'package-name': '@scope/api' },
      { name: '@scope/api', scope: 'api', tagPrefix: '@scope/api-v' },
    ],
    [
      'the top level sets every package’s separator and v (google-cloud-go: bigquery/v1.2.3)',
      { 'tag-separator': '/', 'release-type': 'go-yoshi' },
      { component: 'bigquery' },
      { name: 'bigquery', scope: 'bigquery', tagPrefix: 'bigquery/v', component: 'bigquery' },
    ],
    [
      'include-v-in-tag false',
      { 'include-v-in-tag': false },
      { 'package-name': 'api' },
      { name: 'api', scope: 'api', tagPrefix: 'api-' },
    ],
    [
      'include-component-in-tag false: plain versions, the package’s own over the top level',
      { 'include-component-in-tag': true },
      { 'package-name': 'api', 'include-component-in-tag': false },
      { name: 'api', scope: 'api', tagPrefix: 'v' },
    ],
    [
      'no name, component or package.json: the folder names it, the usual prefixes stand in',
      { 'release-type': 'python' },
      {},
      { name: 'api', scope: 'api' },
    ],
  ])('%s', async (_, top, own, expected) => {
    const { packages } = await declared({ ...top, packages: { 'packages/api/': own } });
    expect(packages).toEqual([{ dir: 'packages/api', ...expected }]);
  });

  it('takes the root as `.`, leaves out folders outside the repository, refuses a config that is not one', async () => {
    const { packages, asked } = await declared(
      { packages: { '.': {}, '../elsewhere': {}, '/etc': {}, 'a//b': {} } },
      { 'package.json': '{"name":"root-pkg"}' },
    );
    expect(packages).toEqual([{ name: 'root-pkg', scope: 'root-pkg', dir: '.', tagPrefix: 'root-pkg-v' }]);
    expect(asked).toEqual(['package.json']);
    await expect(releasePleasePackages('{', async () => undefined)).rejects.toBeInstanceOf(ToolInputError);
    await expect(releasePleasePackages('{"packages":[]}', async () => undefined)).rejects.toThrow(
      /release-please-config\.json has no "packages" object/,
    );
  });
});
