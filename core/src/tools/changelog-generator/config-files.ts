import {
  type LoadedConfig,
  readCliffToml,
  readPackageChangelogConfig,
  readYamlChangelogConfig,
} from './config';

/** Where a repository's changelog config is looked for, at its root, in this order. */
const CHANGELOG_CONFIG_FILES = [
  '.toolbox/changelog.yaml',
  '.toolbox/changelog.yml',
  'package.json',
  'cliff.toml',
] as const;

export type ChangelogConfigFile = (typeof CHANGELOG_CONFIG_FILES)[number];

/**
 * The repository's changelog config: `.toolbox/changelog.yaml` (or .yml), package.json's `toolbox.changelog`,
 * git-cliff's `cliff.toml`, the first that has one. `read` gives a file's text, undefined when it is not there.
 */
export async function loadChangelogConfig(
  read: (file: ChangelogConfigFile) => Promise<string | undefined>,
): Promise<(LoadedConfig & { file: ChangelogConfigFile }) | undefined> {
  for (const file of ['.toolbox/changelog.yaml', '.toolbox/changelog.yml'] as const) {
    const text = await read(file);
    if (text !== undefined) return { file, config: await readYamlChangelogConfig(text, file) };
  }
  const pkg = await read('package.json');
  if (pkg !== undefined) {
    const config = await readPackageChangelogConfig(pkg);
    if (config) return { file: 'package.json', config };
  }
  const cliff = await read('cliff.toml');
  if (cliff !== undefined) return { file: 'cliff.toml', ...(await readCliffToml(cliff)) };
  return undefined;
}
