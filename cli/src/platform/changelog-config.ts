import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import {
  type LoadedConfig,
  readCliffToml,
  readPackageChangelogConfig,
  readYamlChangelogConfig,
} from '@toolbox/core/tools/changelog-generator';

/** A config file is a few kilobytes; anything near this is not one. */
const MAX_CONFIG_BYTES = 1_000_000;

async function readText(path: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new ToolInputError(`could not read ${path}: ${(error as Error).message}`);
  }
  if (text.length > MAX_CONFIG_BYTES)
    throw new ToolInputError(`${path} is larger than 1 MB: not a changelog config.`);
  return text;
}

/**
 * The repository's changelog config, looked for at its root in this order: `.toolbox/changelog.yaml` (or .yml),
 * package.json's `toolbox.changelog`, git-cliff's `cliff.toml`. Undefined when there is none.
 */
export async function loadChangelogConfig(
  root: string,
): Promise<(LoadedConfig & { file: string }) | undefined> {
  for (const name of ['.toolbox/changelog.yaml', '.toolbox/changelog.yml']) {
    const text = await readText(join(root, name));
    if (text !== undefined) return { file: name, config: await readYamlChangelogConfig(text, name) };
  }
  const pkg = await readText(join(root, 'package.json'));
  if (pkg !== undefined) {
    const config = await readPackageChangelogConfig(pkg);
    if (config) return { file: 'package.json', config };
  }
  const cliff = await readText(join(root, 'cliff.toml'));
  if (cliff !== undefined) return { file: 'cliff.toml', ...(await readCliffToml(cliff)) };
  return undefined;
}
